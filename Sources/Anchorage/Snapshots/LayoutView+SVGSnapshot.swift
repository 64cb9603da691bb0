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
    /// - Returns: A standalone SVG document.
    /// - Complexity: O(*n*) for *n* views in the subtree, plus the layout.
    public func svgSnapshot() -> String {
        layoutIfNeeded()
        let entries = snapshotEntries()
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
            drawSVGEntry(entry, into: &svg)
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
    private func drawSVGEntry(_ entry: SnapshotEntry, into svg: inout SVGWriter) {
        let view = entry.view
        let size = entry.rectInRoot.size
        // The tooltip shows the frame (in the superview's coordinates) as the text snapshot
        // lists it; the snapshot's own view is drawn at the origin.
        let frame = view.frame
        let color = snapshotColor(forLabel: view.debugLabel)
        let origin = entry.depth == 0 ? Point.zero : frame.origin
        svg.line("<g id=\"view-\(entry.index)\" transform=\"translate(\(snapshotNumber(origin.x)) "
            + "\(snapshotNumber(origin.y)))\">")
        svg.indent += 1
        svg.line("<title>\(escapeXML(view.snapshotName)) \(snapshotDescription(of: frame))</title>")
        svg.line("<rect width=\"\(snapshotNumber(size.width))\" height=\"\(snapshotNumber(size.height))\" "
            + "fill=\"\(color)\" fill-opacity=\"0.12\" stroke=\"\(color)\" stroke-width=\"1\"/>")
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
            + "height=\"\(snapshotNumber(size.height))\"/></clipPath>")
        if lines.isEmpty {
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

/// Accumulates indented SVG lines.
private struct SVGWriter {
    var text = ""
    var indent = 0

    mutating func line(_ content: String) {
        text += String(repeating: "  ", count: indent) + content + "\n"
    }
}

/// Escapes text for SVG content and attribute values. The characters XML 1.0 does not allow even
/// escaped (C0 controls other than tab and line breaks, U+FFFE, U+FFFF) become U+FFFD so that a label or text holding one still gives a valid
/// document.
private func escapeXML(_ text: String) -> String {
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
