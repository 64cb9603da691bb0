// SPDX-License-Identifier: MIT

// What the two layout snapshots (`LayoutView+SVGSnapshot.swift`, `LayoutView+TextSnapshot.swift`)
// share: one walk of the laid-out tree in back-to-front order, the names and colours of views, and
// the number format. Everything here is deterministic: the walk follows `subviews` order, colours
// come from a fixed hash of the view's name (not Swift's per-process seeded `Hasher`), and numbers
// are printed from their rounded values, so a snapshot is the same string on every run and every
// platform and can be kept as a golden file.

/// One view of a snapshot, in the order views are drawn (parents before children, subviews back
/// to front).
struct SnapshotEntry {
    /// The view.
    let view: LayoutView
    /// Its position in the walk, from 0 for the snapshot's root: stable ids for SVG elements.
    let index: Int
    /// The number of ancestors below the snapshot's root.
    let depth: Int
    /// The view's frame in the snapshot root's coordinates (the root itself at the origin).
    let rectInRoot: Rect
    /// The view's frame in its superview's coordinates, as the snapshot shows it: the model
    /// frame, or the presentation frame at the snapshot's time.
    let frame: Rect
}

extension LayoutView {
    /// The view and its descendants that are not hidden, in drawing order, with their
    /// rectangles in this view's coordinates (this view's own rectangle is its bounds): the model
    /// frames, or with `time` the presentation frames at that time on the animation timeline.
    ///
    /// - Complexity: O(*n*) for *n* views in the subtree.
    func snapshotEntries(at time: Double? = nil) -> [SnapshotEntry] {
        var entries: [SnapshotEntry] = []
        var stack: [(view: LayoutView, depth: Int, origin: Point)] = [(self, 0, .zero)]
        while let (view, depth, origin) = stack.popLast() {
            let frame = time.map { view.presentationFrame(at: $0) } ?? view.frame
            let rect = depth == 0
                ? Rect(origin: .zero, size: frame.size)
                : Rect(x: origin.x + frame.minX, y: origin.y + frame.minY, width: frame.width, height: frame.height)
            entries.append(SnapshotEntry(view: view, index: entries.count, depth: depth, rectInRoot: rect, frame: frame))
            // Pushed in reverse so that the first subview (the back-most) is drawn first. Hidden
            // subviews are not drawn, as on a screen, and neither are their subviews.
            for subview in view.subviews.reversed() where !subview.isHidden {
                stack.append((subview, depth + 1, rect.origin))
            }
        }
        return entries
    }

    /// The name snapshots show: the `snp` label, else the type's name (`LayoutView`, `Label`).
    var snapshotName: String {
        debugLabel ?? String(describing: type(of: self))
    }

    /// The lines of ``snapshotText`` (empty when the view has none).
    var snapshotTextLines: [String] {
        guard let text = snapshotText, !text.isEmpty else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}

/// A view's text as laid out in a font, for the SVG snapshot: the font's family and size, how its
/// lines are aligned, and each line with the width measured for it, its baseline below the view's
/// top and whether it ends a paragraph.
struct SnapshotFontText {
    let familyName: String
    let pointSize: Double
    let alignment: TextAlignment
    let lines: [(text: String, width: Double, baseline: Double, endsParagraph: Bool)]
}

/// The stable colour of a view in the SVG snapshot: a hue from a 64-bit FNV-1a hash of the view's
/// label, so the same label gets the same colour in every snapshot, on every run; views without a
/// label are grey.
///
/// - Parameter label: The view's `snp` label, if any.
/// - Returns: A `#rrggbb` colour.
func snapshotColor(forLabel label: String?) -> String {
    guard let label else { return "#808080" }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in label.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
    }
    // Hues spread by the hash; saturation and lightness fixed so that every colour reads on white.
    let hue = Double(hash % 360)
    return hexColor(hue: hue, saturation: 0.62, lightness: 0.42)
}

/// Converts an HSL colour to `#rrggbb`.
private func hexColor(hue: Double, saturation: Double, lightness: Double) -> String {
    let chroma = (1 - abs(2 * lightness - 1)) * saturation
    let sector = hue / 60
    let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (Double, Double, Double)
    switch Int(sector) {
    case 0: (r, g, b) = (chroma, x, 0)
    case 1: (r, g, b) = (x, chroma, 0)
    case 2: (r, g, b) = (0, chroma, x)
    case 3: (r, g, b) = (0, x, chroma)
    case 4: (r, g, b) = (x, 0, chroma)
    default: (r, g, b) = (chroma, 0, x)
    }
    let m = lightness - chroma / 2
    var text = "#"
    for component in [r, g, b] {
        let value = min(255, max(0, Int(((component + m) * 255).rounded())))
        let hex = String(value, radix: 16)
        text += hex.count == 1 ? "0" + hex : hex
    }
    return text
}

/// A coordinate as snapshots print it: rounded to hundredths, without a trailing `.0`
/// (`12`, `12.5`, `33.33`, `-4`).
///
/// - Parameter value: The number.
/// - Returns: Its short decimal form.
func snapshotNumber(_ value: Double) -> String {
    // Beyond 1e15 hundredths no longer fit an `Int` exactly; such frames are bugs worth seeing raw.
    guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
    let hundredths = (value * 100).rounded()
    if hundredths == 0 { return "0" }   // no "-0"
    let isNegative = hundredths < 0
    let magnitude = Int(abs(hundredths))
    var text = isNegative ? "-" : ""
    text += String(magnitude / 100)
    let fraction = magnitude % 100
    if fraction != 0 {
        text += "." + (fraction < 10 ? "0" : "") + String(fraction)
        if text.hasSuffix("0") { text.removeLast() }
    }
    return text
}

/// A frame as snapshots print it: `(x: 5, y: 10, width: 300, height: 200)`.
func snapshotDescription(of rect: Rect) -> String {
    "(x: \(snapshotNumber(rect.minX)), y: \(snapshotNumber(rect.minY)), width: \(snapshotNumber(rect.width)), "
        + "height: \(snapshotNumber(rect.height)))"
}

/// Insets as snapshots print them: `(top: 44, left: 0, bottom: 34, right: 0)`.
func snapshotDescription(of insets: EdgeInsets) -> String {
    "(top: \(snapshotNumber(insets.top)), left: \(snapshotNumber(insets.left)), "
        + "bottom: \(snapshotNumber(insets.bottom)), right: \(snapshotNumber(insets.right)))"
}
