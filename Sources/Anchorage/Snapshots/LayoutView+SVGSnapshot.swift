// SPDX-License-Identifier: MIT

extension LayoutView {
    /// An SVG picture of the laid-out view and its subtree, for looking at a layout rather than
    /// reading frames: a view debugger that runs on Linux.
    ///
    /// Each view is a box in its colour, nested in its superview's group, with its name (its `snp`
    /// label, else its type) in the top-left corner and its frame in a tooltip (`<title>`). Views
    /// with text (``snapshotText``, e.g. a label's text) show the text instead of the name. Faintly:
    /// the layout margins of views that have subviews (dashed) and the areas outside the safe area
    /// (shaded). A view's colour depends only on its label, so the same view has the same colour in
    /// every snapshot; views without a label are grey.
    ///
    /// The picture is drawn in this view's coordinates (this view at the origin, at its
    /// ``bounds``), one SVG unit per point, with a 10-unit border. The string is deterministic —
    /// the same layout gives the same bytes on every run and platform — so it can be kept as a
    /// golden file in a test and opened in any browser when it changes.
    ///
    /// ```swift
    /// root.layoutIfNeeded()
    /// let svg = root.svgSnapshot()   // "<svg xmlns=\"http://www.w3.org/2000/svg\" …"
    /// ```
    ///
    /// Pending layout is done first (``layoutIfNeeded()``), as rendering would.
    ///
    /// With `animated`, the picture also plays the recorded animations of the subtree
    /// (``animate(withDuration:delay:options:animations:completion:)``): each box that has
    /// transitions moves and resizes along the timeline from 0 to ``animationEndTime`` with SMIL
    /// `animate` and `animateTransform` elements (sampled at 60 frames a second, so every curve
    /// and every blend of overlapping transitions plays as ``presentationFrame(at:)`` computes
    /// it), holds the final layout for a second, and starts again. A viewer without SMIL shows
    /// the final layout.
    ///
    /// - Parameter animated: Whether to play the recorded animations (default `false`: the
    ///   model frames only).
    /// - Returns: A standalone SVG document.
    /// - Complexity: O(*n*) for *n* views in the subtree, plus the layout; animated, plus
    ///   O(*s*) per animated view for the *s* samples of the timeline.
    public func svgSnapshot(animated: Bool = false) -> String {
        layoutIfNeeded()
        let entries = snapshotEntries()
        let end = animated ? animationEndTime : 0
        let timeline = end > 0 ? SVGTimeline(end: end) : nil
        let border = 10.0
        let width = bounds.width, height = bounds.height
        var svg = SVGWriter()
        svg.line("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(snapshotNumber(width + 2 * border))\" "
            + "height=\"\(snapshotNumber(height + 2 * border))\" "
            + "viewBox=\"\(snapshotNumber(-border)) \(snapshotNumber(-border)) "
            + "\(snapshotNumber(width + 2 * border)) \(snapshotNumber(height + 2 * border))\" "
            + "font-family=\"Helvetica, Arial, sans-serif\" font-size=\"10\">")
        svg.indent += 1
        var open: [Int] = []   // depths of the groups still open
        for entry in entries {
            while let depth = open.last, depth >= entry.depth {
                svg.indent -= 1
                svg.line("</g>")
                open.removeLast()
            }
            drawSVGEntry(entry, timeline: timeline, into: &svg)
            open.append(entry.depth)
        }
        while !open.isEmpty {
            svg.indent -= 1
            svg.line("</g>")
            open.removeLast()
        }
        svg.indent -= 1
        svg.line("</svg>")
        return svg.text
    }

    /// Opens the entry's group (left open for its subviews) and draws the view's own box,
    /// shading, margins and name or text.
    private func drawSVGEntry(_ entry: SnapshotEntry, timeline: SVGTimeline?, into svg: inout SVGWriter) {
        let view = entry.view
        let motion = timeline.flatMap { view.frameTransitions.isEmpty ? nil : $0.motion(of: view, isRoot: entry.depth == 0) }
        let size = entry.rectInRoot.size
        // The tooltip shows the frame (in the superview's coordinates) as the text snapshot
        // lists it; the snapshot's own view is drawn at the origin.
        let frame = view.frame
        let color = snapshotColor(forLabel: view.debugLabel)
        let origin = entry.depth == 0 ? Point.zero : frame.origin
        svg.line("<g id=\"view-\(entry.index)\" transform=\"translate(\(snapshotNumber(origin.x)) "
            + "\(snapshotNumber(origin.y)))\">")
        svg.indent += 1
        if let motion { svg.line(motion.translate) }
        svg.line("<title>\(escapeXML(view.snapshotName)) \(snapshotDescription(of: frame))</title>")
        svg.line("<rect width=\"\(snapshotNumber(size.width))\" height=\"\(snapshotNumber(size.height))\" "
            + "fill=\"\(color)\" fill-opacity=\"0.12\" stroke=\"\(color)\" stroke-width=\"1\""
            + (motion.map { ">" + $0.size + "</rect>" } ?? "/>"))
        if entry.depth == 0, view.safeAreaInsets != .zero {
            // The unsafe region: the box minus the safe rectangle (even-odd fill).
            let safe = Rect(origin: .zero, size: size).inset(by: view.safeAreaInsets)
            svg.line("<path d=\"M0 0H\(snapshotNumber(size.width))V\(snapshotNumber(size.height))H0Z "
                + "M\(snapshotNumber(safe.minX)) \(snapshotNumber(safe.minY))V\(snapshotNumber(safe.maxY))"
                + "H\(snapshotNumber(safe.maxX))V\(snapshotNumber(safe.minY))Z\" fill=\"#000000\" "
                + "fill-opacity=\"0.07\" fill-rule=\"evenodd\"><title>unsafe area, insets "
                + "\(snapshotDescription(of: view.safeAreaInsets))</title></path>")
        }
        if !view.subviews.isEmpty {
            // The margins the margin attributes use (directional ones resolved, safe area
            // included when the view insets its margins from it).
            let margins = Rect(origin: .zero, size: size).inset(by: view.marginInsets)
            if margins.width > 0, margins.height > 0 {
                svg.line("<rect x=\"\(snapshotNumber(margins.minX))\" y=\"\(snapshotNumber(margins.minY))\" "
                    + "width=\"\(snapshotNumber(margins.width))\" height=\"\(snapshotNumber(margins.height))\" "
                    + "fill=\"none\" stroke=\"\(color)\" stroke-opacity=\"0.35\" stroke-dasharray=\"3 3\"/>")
            }
        }
        let lines = view.snapshotTextLines
        let clip = "clip-\(entry.index)"
        svg.line("<clipPath id=\"\(clip)\"><rect width=\"\(snapshotNumber(size.width))\" "
            + "height=\"\(snapshotNumber(size.height))\"" + (motion.map { ">" + $0.size + "</rect>" } ?? "/>")
            + "</clipPath>")
        if let fontText = view.snapshotFontText {
            drawFontText(fontText, width: size.width, rightToLeft: view.effectiveUserInterfaceLayoutDirection == .rightToLeft,
                         clip: clip, into: &svg)
        } else if lines.isEmpty {
            svg.line("<text x=\"3\" y=\"11\" fill=\"\(color)\" clip-path=\"url(#\(clip))\">"
                + "\(escapeXML(view.snapshotName))</text>")
        } else {
            // The lines share the box's height, as the view laid them out. A monospaced font at
            // 0.65 of the line height (capped, so a tall box does not get giant letters) stays
            // inside the widths `TextMetrics.standard` measures (8 points a character, 20-point
            // lines), so the picture shows truncation where layout made it.
            let lineHeight = size.height / Double(lines.count)
            let fontSize = max(1, min(13, lineHeight * 0.65))
            svg.line("<text font-family=\"Menlo, Consolas, 'DejaVu Sans Mono', monospace\" "
                + "font-size=\"\(snapshotNumber(fontSize))\" fill=\"#202020\" clip-path=\"url(#\(clip))\">")
            for (index, line) in lines.enumerated() {
                let baseline = lineHeight * Double(index) + (lineHeight + fontSize * 0.7) / 2
                svg.line("  <tspan x=\"0.5\" y=\"\(snapshotNumber(baseline))\">\(escapeXML(line))</tspan>")
            }
            svg.line("</text>")
        }
    }
}

/// Draws text laid out in a font: each line at the baseline layout measured, in the font's family
/// and size (a generic sans-serif where the viewer lacks the family), placed across the width by
/// the text's alignment from the line's measured width (a justified line stretched to the width
/// at its spaces, as UIKit justifies).
private func drawFontText(_ text: SnapshotFontText, width: Double, rightToLeft: Bool, clip: String,
                          into svg: inout SVGWriter)
{
    let family = escapeXML(text.familyName.filter { $0 != "'" })
    svg.line("<text font-family=\"'\(family)', sans-serif\" font-size=\"\(snapshotNumber(text.pointSize))\" "
        + "fill=\"#202020\" xml:space=\"preserve\" clip-path=\"url(#\(clip))\">")
    for line in text.lines {
        let (x, isStretched) = text.alignment.placement(ofLine: line.width, in: width, endsParagraph: line.endsParagraph,
                                                        rightToLeft: rightToLeft)
        let spaces = line.text.utf8.count { $0 == 0x20 }
        let stretch = isStretched && spaces > 0
            ? " word-spacing=\"\(snapshotNumber((width - line.width) / Double(spaces)))\"" : ""
        svg.line("  <tspan x=\"\(snapshotNumber(x))\" y=\"\(snapshotNumber(line.baseline))\"\(stretch)>"
            + "\(escapeXML(line.text))</tspan>")
    }
    svg.line("</text>")
}

/// The timeline an animated SVG snapshot plays: from 0 to the last transition's end, then the
/// final layout held for a second, repeated.
private struct SVGTimeline {
    /// The end of the last transition, in seconds.
    let end: Double
    /// The length of one playback: the transitions plus the hold.
    var cycle: Double { end + 1 }

    /// The SMIL elements that move a view's group (`translate`) and resize its box (`size`, for
    /// the `rect` elements), or `nil` when the view never moves.
    func motion(of view: LayoutView, isRoot: Bool) -> (translate: String, size: String)? {
        // Samples at 60 per second over the transitions, plus each transition's start and end
        // exactly, so that a step (a zero duration) and the last frame are where they belong.
        var times: [Double] = [0, end]
        let step = 1.0 / 60
        for transition in view.frameTransitions {
            times.append(max(0, transition.start))
            times.append(max(0, transition.end))
            var t = transition.start + step
            while t < transition.end {
                times.append(t)
                t += step
            }
        }
        times.sort()
        var unique: [Double] = []
        for time in times where unique.last.map({ time - $0 > 1e-9 }) ?? true { unique.append(time) }
        let frames = unique.map { view.presentationFrame(at: $0) }
        guard frames.contains(where: { $0 != view.frame }) else { return nil }
        // The hold: the final frame until the cycle ends.
        var keyTimes = unique.map { $0 / cycle }
        keyTimes.append(1)
        let all = frames + [view.frame]
        let keys = keyTimes.map(keyTime).joined(separator: ";")
        let timing = "keyTimes=\"\(keys)\" dur=\"\(snapshotNumber(cycle))s\" repeatCount=\"indefinite\""
        let origins = all.map { isRoot ? "0 0" : "\(snapshotNumber($0.minX)) \(snapshotNumber($0.minY))" }
        let translate = "<animateTransform attributeName=\"transform\" type=\"translate\" values=\""
            + origins.joined(separator: ";") + "\" " + timing + "/>"
        let size = "<animate attributeName=\"width\" values=\"" + all.map { snapshotNumber($0.width) }.joined(separator: ";")
            + "\" " + timing + "/><animate attributeName=\"height\" values=\""
            + all.map { snapshotNumber($0.height) }.joined(separator: ";") + "\" " + timing + "/>"
        return (translate, size)
    }

    /// A key time (a fraction of the cycle) to four decimals, the last one exactly 1.
    private func keyTime(_ fraction: Double) -> String {
        let scaled = Int((min(1, max(0, fraction)) * 10_000).rounded())
        if scaled == 10_000 { return "1" }
        if scaled == 0 { return "0" }
        var digits = String(scaled)
        while digits.count < 4 { digits = "0" + digits }
        while digits.hasSuffix("0") { digits.removeLast() }
        return "0." + digits
    }
}

/// Accumulates indented SVG lines.
private struct SVGWriter {
    var text = ""
    var indent = 0

    mutating func line(_ content: String) {
        text += String(repeating: "  ", count: indent) + content + "\n"
    }
}

/// Escapes text for SVG and HTML content and attribute values (the snapshots and the inspector
/// page). The characters XML 1.0 does not allow even escaped (C0 controls other than tab and line
/// breaks, U+FFFE, U+FFFF) become U+FFFD so that a label or text holding one still gives a valid
/// document.
func escapeXML(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": escaped += "&amp;"
        case "<": escaped += "&lt;"
        case ">": escaped += "&gt;"
        case "\"": escaped += "&quot;"
        case "'": escaped += "&apos;"
        case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
        case _ where scalar.value < 0x20 || scalar.value == 0xfffe || scalar.value == 0xffff:
            escaped += "\u{fffd}"
        default: escaped.unicodeScalars.append(scalar)
        }
    }
    return escaped
}
