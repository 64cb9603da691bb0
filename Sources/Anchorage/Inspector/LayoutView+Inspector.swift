// SPDX-License-Identifier: MIT

// The inspector: one self-contained HTML page for a laid-out tree, a view debugger that runs in
// any browser. This folder owns the page: its assembly and the hierarchy (this file), each view's
// panel (InspectorPage+ViewDetails.swift) and the page's style and script
// (InspectorPage+Assets.swift). The picture is the SVG snapshot's (Snapshots/), the facts are the
// engine's and the debugger calls' (Diagnostics/).

extension LayoutView {
    /// One self-contained HTML page that shows the laid-out view and its subtree, for looking
    /// into a layout as Xcode's view debugger does: the picture (``svgSnapshot(animated:)``'s),
    /// the view hierarchy, and for each view a panel with its frame, its ambiguity, the
    /// constraints that mention it (label, relation, constant, multiplier, priority, whether it
    /// is active or broken, which axes of the frame it determines (see
    /// ``constraintsAffectingLayout(for:)``), and its source line) and the diagnostics about it.
    /// Clicking a box in the picture or a name in the hierarchy selects the view: its box is
    /// highlighted and its panel shown. With recorded animations
    /// (``animate(withDuration:delay:options:animations:completion:)``) a slider scrubs the
    /// timeline from 0 to ``animationEndTime``, moving the boxes to their presentation frames.
    ///
    /// The page loads nothing (no network, no other file): its style, script and data are
    /// inline, and every label, identifier, text and message in it is escaped. Open it with a
    /// query to select a view and a time at once: `page.html?view=3&time=0.15` (views are
    /// numbered in drawing order, the root 0), or `page.html#view-3`.
    ///
    /// ```swift
    /// var seen: [Diagnostic] = []
    /// root.diagnosticHandler = { seen.append($0) }
    /// root.layoutIfNeeded()
    /// let page = root.htmlInspector(title: "Profile card", diagnostics: seen)
    /// // write `page` to profile-card.html and open it
    /// ```
    ///
    /// Pending layout is done first. Hidden views are left out, as in the picture.
    ///
    /// - Parameters:
    ///   - title: The page's title (default: the view's name).
    ///   - diagnostics: The diagnostics to show, typically those your ``diagnosticHandler``
    ///     collected for the last layout pass; the page lists them all, and each view's panel
    ///     those whose constraints mention the view.
    /// - Returns: The HTML document.
    /// - Complexity: O(*n* · *c*) constant changes on a copy of the solver state for *n* views
    ///   and *c* constraints (each view's constraints' axes), plus the snapshot.
    public func htmlInspector(title: String? = nil, diagnostics: [Diagnostic] = []) -> String {
        layoutIfNeeded()
        let entries = snapshotEntries()
        let engine = rootView.engine
        let ambiguity = engine.ambiguousComponents(of: entries.map(\.view))
        var treeConstraints: [LayoutConstraint] = []
        engine.forEachTreeConstraint { treeConstraints.append($0) }
        let broken = treeConstraints.filter { $0.record.state == .broken }.count
        let pageTitle = title ?? snapshotName
        let end = animationEndTime

        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<title>Anchorage inspector: \(escapeXML(pageTitle))</title>\n"
        html += "<style>\n\(InspectorPage.style)</style>\n</head>\n<body>\n"
        html += "<header><h1>\(escapeXML(pageTitle))</h1>\n<p class=\"summary\">\(entries.count) "
            + (entries.count == 1 ? "view" : "views") + ", \(treeConstraints.count) constraints, "
            + "\(ambiguity.filter { !$0.isEmpty }.count) ambiguous, \(broken) broken, "
            + "\(diagnostics.count) " + (diagnostics.count == 1 ? "diagnostic" : "diagnostics") + "</p></header>\n"
        html += "<main>\n<section id=\"picture\">\n<h2>Layout</h2>\n"
        // Inline SVG needs no namespace declaration, and the page then names no URL at all.
        let svg = svgSnapshot(), namespace = "<svg xmlns=\"http://www.w3.org/2000/svg\" "
        html += svg.hasPrefix(namespace) ? "<svg " + svg.dropFirst(namespace.count) : svg
        if end > 0 {
            let timeline = InspectorTimeline(end: end)
            html += "<div id=\"timeline\"><label for=\"time\">Time</label> "
                + "<input type=\"range\" id=\"time\" min=\"0\" max=\"\(snapshotNumber(end))\" "
                + "step=\"\(timeline.step)\" value=\"\(snapshotNumber(end))\"> "
                + "<output id=\"time-label\">\(snapshotNumber(end)) s</output></div>\n"
            html += "<script type=\"application/json\" id=\"timeline-data\">\(timeline.json(for: entries))</script>\n"
        }
        html += "</section>\n<nav id=\"hierarchy\">\n<h2>Views</h2>\n"
        html += InspectorPage.hierarchy(entries, ambiguity: ambiguity)
        html += "</nav>\n<section id=\"details\">\n<h2>Selection</h2>\n"
        html += "<p id=\"no-selection\">Click a view in the picture or in the list.</p>\n"
        for (entry, free) in zip(entries, ambiguity) {
            html += InspectorPage.details(of: entry, ambiguity: free, constraints: treeConstraints,
                                          diagnostics: diagnostics, engine: engine)
        }
        html += "<h2>Diagnostics</h2>\n" + InspectorPage.diagnosticList(diagnostics)
        html += "</section>\n</main>\n<script>\n\(InspectorPage.script)</script>\n</body>\n</html>\n"
        return html
    }
}

/// The parts of the inspector page that do not depend on one view.
enum InspectorPage {
    /// The hierarchy as nested lists: one button per view (its name, frame, and marks for
    /// ambiguity), in drawing order.
    static func hierarchy(_ entries: [SnapshotEntry], ambiguity: [FrameComponents]) -> String {
        var html = ""
        var depth = -1
        for (entry, free) in zip(entries, ambiguity) {
            if entry.depth > depth {
                html += "<ul>\n"
            } else {
                html += "</li>\n"
                for _ in entry.depth..<depth { html += "</ul>\n</li>\n" }
            }
            depth = entry.depth
            html += "<li><button type=\"button\" class=\"node\" data-view=\"\(entry.index)\">"
                + "\(escapeXML(entry.view.snapshotName))</button> "
                + "<span class=\"frame\">\(snapshotDescription(of: entry.view.frame))</span>"
            if !free.isEmpty { html += " <span class=\"mark ambiguous\">ambiguous: \(free)</span>" }
        }
        if depth >= 0 {
            html += "</li>\n"
            for _ in 0..<depth { html += "</ul>\n</li>\n" }
            html += "</ul>\n"
        }
        return html
    }

    /// Every diagnostic, kind and message (the message keeps its lines).
    static func diagnosticList(_ diagnostics: [Diagnostic]) -> String {
        guard !diagnostics.isEmpty else { return "<p class=\"none\">No diagnostics.</p>\n" }
        var html = "<ol class=\"diagnostics\">\n"
        for diagnostic in diagnostics {
            html += "<li><strong>\(diagnostic.kind)</strong> <pre>\(escapeXML(diagnostic.description))</pre></li>\n"
        }
        return html + "</ol>\n"
    }
}

/// The frames the slider moves the boxes through: each animated view's presentation frame at
/// evenly spaced times from 0 to the end of the last transition.
struct InspectorTimeline {
    /// The end of the last transition, in seconds.
    let end: Double
    /// The number of samples: 60 a second, at most 1,200 (a long timeline is sampled coarser).
    var count: Int { min(1200, Int((end * 60).rounded(.up))) + 1 }
    /// The time between samples.
    var step: Double { end / Double(count - 1) }

    /// `{"step":…,"count":…,"views":{"3":[x,y,width,height,…]}}` for the views with transitions:
    /// numbers only, so nothing in it needs escaping.
    func json(for entries: [SnapshotEntry]) -> String {
        var views: [String] = []
        for entry in entries where !entry.view.frameTransitions.isEmpty {
            var numbers: [String] = []
            numbers.reserveCapacity(4 * count)
            for sample in 0..<count {
                let frame = entry.view.presentationFrame(at: Double(sample) * step)
                numbers += [frame.minX, frame.minY, frame.width, frame.height].map(snapshotNumber)
            }
            views.append("\"\(entry.index)\":[" + numbers.joined(separator: ",") + "]")
        }
        return "{\"step\":\(step),\"count\":\(count),\"views\":{" + views.joined(separator: ",") + "}}"
    }
}
