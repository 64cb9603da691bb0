// SPDX-License-Identifier: MIT

import Anchorage

// The demo gallery's scenes, kept in a small library target so that the `anchorage-demo`
// executable prints and draws them and `GalleryTests` checks their key frames from the same code.
// The target is not a product: it is an example, not API.

/// A screen a scene is laid out on.
public struct Device: Sendable {
    /// `"phone"` or `"tablet"`.
    public let name: String
    /// The root view's size.
    public let size: Size
    /// The root's safe-area insets (status bar and home indicator).
    public let safeArea: EdgeInsets
    /// The width of the scene's text snapshots in characters.
    public let columns: Int

    /// An iPhone-sized screen in portrait: 375 × 812, 44 points of status bar, 34 of home indicator.
    public static let phone = Device(name: "phone", size: Size(width: 375, height: 812),
                                     safeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), columns: 40)
    /// An iPad-sized screen in portrait: 820 × 1180, 24 points of status bar, 20 of home indicator.
    public static let tablet = Device(name: "tablet", size: Size(width: 820, height: 1180),
                                      safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), columns: 64)
}

extension UserInterfaceLayoutDirection {
    /// `"ltr"` or `"rtl"`, for file names and summaries.
    public var shortName: String {
        switch self {
        case .leftToRight: "ltr"
        case .rightToLeft: "rtl"
        }
    }
}

/// One picture of a scene: its layout at one step.
public struct Picture: Sendable {
    /// What the step shows.
    public let caption: String
    /// `root.textSnapshot(columns:)` at that step.
    public let text: String
    /// `root.svgSnapshot()` at that step, or `root.svgSnapshot(animated: true)` for a picture
    /// that plays the animations recorded so far.
    public let svg: String
    /// Whether ``svg`` plays an animation (the text then shows the layout halfway through it).
    public let isAnimated: Bool
}

/// A scene laid out on one device in one direction: its views, its pictures and what it printed.
public final class SceneRun {
    /// The scene.
    public let scene: Scene
    /// The device.
    public let device: Device
    /// The direction.
    public let direction: UserInterfaceLayoutDirection
    /// The root view, device-sized, with the device's safe area and the run's direction.
    public let root: LayoutView
    /// The pictures taken, in order.
    public private(set) var pictures: [Picture] = []
    /// Lines worth printing: which constraint won, the content size, the diagnostic.
    public private(set) var notes: [String] = []
    /// The diagnostics the tree reported.
    public private(set) var diagnostics: [Diagnostic] = []
    /// One line that sums the scene up.
    public var summary = ""
    /// The font the scene's labels are measured and drawn in, or `nil` for the text model.
    public let font: Font?

    init(scene: Scene, device: Device, direction: UserInterfaceLayoutDirection, font: Font?) {
        self.scene = scene
        self.device = device
        self.direction = direction
        self.font = font
        root = LayoutView(frame: Rect(origin: .zero, size: device.size))
        root.snp.setLabel("screen")
        root.safeAreaInsets = device.safeArea
        root.userInterfaceLayoutDirection = direction
        root.defaultFont = font
        root.diagnosticHandler = { [unowned self] in self.diagnostics.append($0) }
    }

    /// `"1-basics-phone-ltr"`: the scene, device and direction, for file names.
    public var identifier: String { "\(scene.number)-\(scene.slug)-\(device.name)-\(direction.shortName)" }

    /// Lays out and records a picture of the current layout.
    ///
    /// - Parameters:
    ///   - caption: What the step shows.
    ///   - view: The view to picture (default: the root).
    ///   - columns: The text snapshot's width (default: the device's).
    public func snapshot(_ caption: String, of view: LayoutView? = nil, columns: Int? = nil) {
        root.layoutIfNeeded()
        let view = view ?? root
        pictures.append(Picture(caption: caption, text: view.textSnapshot(columns: columns ?? device.columns),
                                svg: view.svgSnapshot(), isAnimated: false))
    }

    /// Records a picture that plays the animations recorded on the root so far
    /// (`svgSnapshot(animated: true)`), with the text snapshot at `time` on their timeline.
    ///
    /// - Parameters:
    ///   - caption: What the animation shows.
    ///   - time: The instant the text snapshot draws.
    public func animatedSnapshot(_ caption: String, textAt time: Double) {
        root.layoutIfNeeded()
        pictures.append(Picture(caption: caption, text: root.textSnapshot(at: time, columns: device.columns),
                                svg: root.svgSnapshot(animated: true), isAnimated: true))
    }

    /// Records a line worth printing.
    ///
    /// - Parameter line: The line.
    public func note(_ line: String) {
        notes.append(line)
    }

    /// The first view in the tree (depth first, in subview order) with the `snp` label `label`.
    ///
    /// - Parameter label: The label.
    /// - Returns: The view, if any.
    public func view(_ label: String) -> LayoutView? {
        var stack = [root]
        while let view = stack.popLast() {
            if view.snp.label() == label { return view }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }
}

/// A gallery scene: builds its layout on a root view, takes pictures, notes what it shows.
public struct Scene: Sendable {
    /// Its place in the gallery, from 1.
    public let number: Int
    /// A short name for files: `"basics"`.
    public let slug: String
    /// The title.
    public let title: String
    /// The directions it is shown in (both where direction matters).
    public let directions: [UserInterfaceLayoutDirection]
    let build: @Sendable (SceneRun) -> Void

    /// Builds the scene on a fresh root.
    ///
    /// - Parameters:
    ///   - device: The screen.
    ///   - direction: The reading direction.
    ///   - font: The font of the scene's labels (the root's `defaultFont`), or `nil` (the
    ///     default) for the text model, whose layouts are the same on every machine.
    /// - Returns: The run, with its pictures, notes and summary.
    public func run(on device: Device, direction: UserInterfaceLayoutDirection = .leftToRight, font: Font? = nil)
        -> SceneRun
    {
        let run = SceneRun(scene: self, device: device, direction: direction, font: font)
        build(run)
        return run
    }
}

/// The gallery: the scenes and the devices they are shown on.
public enum Gallery {
    /// The scenes, in order.
    public static let scenes: [Scene] = [
        basicsScene, prioritiesScene, entryBarScene, scrollScene, profileCardScene, conflictScene,
        growingButtonScene, animatedEntryBarScene, stackScene, keyboardScene, flowTagsScene, settingsGridScene,
    ]

    /// The devices every scene is shown on.
    public static let devices: [Device] = [.phone, .tablet]

    /// Every scene on every device in each of its directions, in order.
    ///
    /// - Parameter font: The font of the labels, or `nil` (the default) for the text model.
    /// - Returns: The runs.
    public static func runAll(font: Font? = nil) -> [SceneRun] {
        scenes.flatMap { scene in
            devices.flatMap { device in scene.directions.map { scene.run(on: device, direction: $0, font: font) } }
        }
    }

    /// What the scenes' text is measured with, for a summary: `"DejaVu Sans 17 pt"`, or the model.
    ///
    /// - Parameter font: The font given to the scenes, if any.
    /// - Returns: A short description.
    public static func textDescription(_ font: Font?) -> String {
        guard let font else { return "the fixed model (no system font found)" }
        return "\(font.familyName) \(number(font.pointSize)) pt"
    }
}

/// A frame as the demo prints it: `(10, 5) 345×792`.
func describe(_ rect: Rect) -> String {
    "(\(number(rect.minX)), \(number(rect.minY))) \(number(rect.width))×\(number(rect.height))"
}

/// A number rounded to hundredths, without a trailing `.0`: `115`, `263.33`.
func number(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
}
