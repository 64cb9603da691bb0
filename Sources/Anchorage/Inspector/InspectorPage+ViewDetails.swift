// SPDX-License-Identifier: MIT

// One view's panel on the inspector page: its frame, its ambiguity, the constraints that
// mention it and the diagnostics about it. Panels are written hidden; the page's script shows
// the selected one.

extension InspectorPage {
    /// The panel of `entry`'s view.
    ///
    /// - Parameters:
    ///   - entry: The view's snapshot entry (its index names the panel `detail-<index>`).
    ///   - ambiguity: The parts of its frame the constraints leave free.
    ///   - constraints: The tree's constraints (``LayoutEngine/forEachTreeConstraint(_:)``); the
    ///     panel lists those whose first or second item is the view.
    ///   - diagnostics: All the page's diagnostics; the panel lists those about the view.
    ///   - engine: The tree's engine, for the axes each constraint determines.
    static func details(of entry: SnapshotEntry, ambiguity: FrameComponents, constraints: [LayoutConstraint],
                        diagnostics: [Diagnostic], engine: LayoutEngine) -> String
    {
        let view = entry.view
        var html = "<article class=\"detail\" id=\"detail-\(entry.index)\" hidden>\n"
        html += "<h3>\(escapeXML(view.debugDescription))</h3>\n<dl>\n"
        html += "<dt>Frame</dt><dd>\(snapshotDescription(of: view.frame))</dd>\n"
        html += "<dt>In the picture</dt><dd>\(snapshotDescription(of: entry.rectInRoot))</dd>\n"
        html += "<dt>Positioned by</dt><dd>"
            + (view.superview == nil ? "its frame (a root)"
                : view.translatesAutoresizingMaskIntoConstraints ? "its frame (translatesAutoresizingMaskIntoConstraints)"
                : "constraints") + "</dd>\n"
        html += "<dt>Ambiguity</dt><dd"
            + (ambiguity.isEmpty ? ">none: the constraints determine the frame"
                : " class=\"ambiguous\">ambiguous: \(ambiguity) can change") + "</dd>\n"
        let intrinsic = view.intrinsicContentSize
        if intrinsic.width >= 0 || intrinsic.height >= 0 {
            html += "<dt>Intrinsic size</dt><dd>\(metric(intrinsic.width)) × \(metric(intrinsic.height))</dd>\n"
        }
        html += "</dl>\n"

        let mine = constraints.filter { $0.firstItem === view || $0.secondItem === view }
        html += "<h4>Constraints (\(mine.count))</h4>\n"
        if mine.isEmpty {
            html += "<p class=\"none\">No constraint mentions this view.</p>\n"
        } else {
            html += constraintTable(mine, of: view, engine: engine)
        }
        let about = diagnostics.filter { diagnostic in
            diagnostic.constraints.contains { $0.firstItem === view || $0.secondItem === view }
        }
        if !about.isEmpty {
            html += "<h4>Diagnostics about this view</h4>\n" + diagnosticList(about)
        }
        return html + "</article>\n"
    }

    /// The table of a view's constraints: label, the relation as descriptions show it, relation,
    /// constant, multiplier, priority, state, the axes of the view's frame it determines, and
    /// where it was written.
    private static func constraintTable(_ constraints: [LayoutConstraint], of view: LayoutView,
                                        engine: LayoutEngine) -> String
    {
        let horizontal = Set(engine.constraintsAffectingLayout(of: view, .horizontal).map(ObjectIdentifier.init))
        let vertical = Set(engine.constraintsAffectingLayout(of: view, .vertical).map(ObjectIdentifier.init))
        var html = "<table class=\"constraints\">\n<thead><tr><th>Label</th><th>Constraint</th><th>Relation</th>"
            + "<th>Constant</th><th>Multiplier</th><th>Priority</th><th>State</th><th>Determines</th>"
            + "<th>Source</th></tr></thead>\n<tbody>\n"
        for constraint in constraints {
            let id = ObjectIdentifier(constraint)
            let axes = [horizontal.contains(id) ? "horizontal" : nil, vertical.contains(id) ? "vertical" : nil]
                .compactMap { $0 }.joined(separator: ", ")
            let state: String
            switch constraint.record.state {
            case .inSolver: state = "active"
            case .broken: state = "broken"
            case .pendingAdd: state = "pending"
            case .inactive: state = "inactive"
            }
            html += "<tr class=\"\(state)\"><td>\(escapeXML(constraint.label ?? "—"))</td>"
                + "<td><code>\(escapeXML(constraint.equationDescription))</code></td>"
                + "<td>\(escapeXML(constraint.relation.description))</td>"
                + "<td>\(snapshotNumber(constraint.constant))</td><td>\(snapshotNumber(constraint.multiplier))</td>"
                + "<td>\(snapshotNumber(constraint.priority.value))</td><td>\(state)</td>"
                + "<td>\(axes.isEmpty ? "—" : axes)</td>"
                + "<td>\(escapeXML(constraint.location?.description ?? "—"))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    /// An intrinsic metric as the panel shows it: the number, or "none".
    private static func metric(_ value: Double) -> String {
        value >= 0 ? snapshotNumber(value) : "none"
    }
}
