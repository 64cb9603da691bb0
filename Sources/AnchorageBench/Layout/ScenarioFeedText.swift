// SPDX-License-Identifier: MIT

import Anchorage
import Foundation

/// `F text` (lines `Ft model` and `Ft font`): scenario F's feed with text, its title, subtitle and body `Label`s (the body wraps,
/// `numberOfLines = 0`) at the same fixed heights, so every frame keeps F's closed form. Its first
/// layout (`makeConstraints` and `layoutIfNeeded()`, two passes for the wrapping bodies) is timed
/// with the labels measured by the text model and by the system font, alternately in the same
/// run; the line gives the font's time against the model's. Without a system font the font half
/// says so and is skipped.
enum FeedText {
    static let bodies = [
        "Anchorage lays out this feed with the same constraints a SnapKit user writes.",
        "Short.",
        "Text measured with a real font wraps where a device would wrap it, so a test of these frames "
            + "asserts what a phone shows.",
    ]

    /// Cell `i`'s title, subtitle and body labels (and a plain avatar), in `font` or the model.
    static func content(_ i: Int, font: Font?) -> [LayoutView] {
        let title = Label(text: "Cell \(i): a title that may be truncated"), subtitle = Label(text: "@author\(i % 97)")
        let body = Label(text: bodies[i % bodies.count])
        body.numberOfLines = 0
        for label in [title, subtitle, body] { label.font = font }
        return [LayoutView(), title, subtitle, body]
    }

    /// The timed step, never inlined so that a profiler can count it alone (`--toggle-collect`;
    /// `--text model` or `--text font` to count one variant).
    @inline(never)
    static func firstLayout(_ tree: FeedTree) {
        tree.make()
        tree.root.layoutIfNeeded()
    }
}

/// Runs `F text` at `n` cells: `options.samples` samples of each variant `options.text` asks for,
/// alternating.
func runFeedText(n: Int, _ options: Options) throws(BenchFailure) {
    let clock = ContinuousClock()
    let font = options.text == .model ? nil : Font.systemFont(ofSize: 17)
    var variants: [Font?] = options.text == .font ? [] : [nil]
    if let font { variants.append(font) }
    var model = Samples(), real = Samples()
    let start = clock.now
    for _ in 0..<options.samples {
        for font in variants {
            let scenario = "F text N = \(n)" + (font == nil ? " (model)" : " (font)")
            let tree = FeedTree(n: n) { FeedText.content($0, font: font) }
            let t0 = clock.now
            FeedText.firstLayout(tree)
            let elapsed = seconds(clock.now - t0)
            try tree.verify(width: Feed.rootWidth, in: scenario + " (first layout)")
            if font == nil { model.append(elapsed) } else { real.append(elapsed) }
        }
        if seconds(clock.now - start) > Budget.seconds { break }
    }
    let size = "N = \(n)"
    if options.text != .font {
        emit(resultLine("Ft model", size: size, unit: "", samples: model, count: model.values.count)
            + " | labels measured by the model (first layout)")
    }
    guard options.text != .model else { return }
    guard let font else {
        emit("Ft font".padding(toLength: 10, withPad: " ", startingAt: 0) + size.padding(toLength: 12, withPad: " ", startingAt: 0)
            + "skipped: no system font found")
        return
    }
    let ratio = options.text == .both ? String(format: " | %.2fx the model (target <= 1.25x)", real.median / model.median) : ""
    emit(resultLine("Ft font", size: size, unit: "", samples: real, count: real.values.count)
        + " | labels in \(font.familyName) \(Int(font.pointSize)) pt" + ratio)
}
