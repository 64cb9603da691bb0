// SPDX-License-Identifier: MIT

import AnchorageSolver

// The calls one types in Xcode's debugger to understand a layout, headless:
// `constraintsAffectingLayout(for:)`, `exerciseAmbiguityInLayout()` and `_autolayoutTrace`.
// Each lays the tree out first. The solver's side (which constraints move an expression, and
// moving a solution inside the optimal set) is AnchorageSolver's Solver+Sensitivity.swift.

extension LayoutView {
    /// The constraints that determine the view's frame on `axis` (UIKit's
    /// `constraintsAffectingLayout(for:)`): its position in its superview and its length there.
    ///
    /// A constraint is listed when changing its constant would move or resize the view on that
    /// axis (the solver's sensitivity: the expression `x − superview.x`, or the width, cannot
    /// stay where it is when the constant moves a point either way), and also when it is one of
    /// the view's own on that axis (its first item is the view, with an attribute of the axis,
    /// or it is the view's autoresizing or intrinsic-size constraint), even if it does not bind
    /// now: a lower bound with room to spare, an optional constraint that loses. Broken
    /// and inactive constraints are not in the layout and are not listed. The order is the
    /// tree's: depth first, each view's installed constraints, then the engine's own for it.
    ///
    /// ```swift
    /// // root 400 wide; box.left == root.left + 20, box.right == root.right - 20
    /// box.constraintsAffectingLayout(for: .horizontal)
    /// // the root's width (RootFrameLayoutConstraint), box.left, box.right
    /// ```
    ///
    /// - Parameter axis: `.horizontal` (x and width) or `.vertical` (y and height).
    /// - Returns: The constraints, in tree order.
    /// - Complexity: One copy of the tree's solver state, then four constant changes per
    ///   constraint of the tree.
    public func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
        rootView.engine.constraintsAffectingLayout(of: self, axis)
    }

    /// Moves the view, when its layout is ambiguous (``hasAmbiguousLayout``), to another layout
    /// the constraints allow just as well (UIKit's `exerciseAmbiguityInLayout()`), so that a
    /// snapshot shows what the constraints leave free; does nothing otherwise.
    ///
    /// Each free part of the frame is pulled 20 points (up, right or larger; the other way when
    /// it cannot move that way) below every priority in use, so no constraint is satisfied any
    /// worse; views tied to this one move with it. The frames stay there until the next layout
    /// pass that has work to do; call it again to move further.
    ///
    /// ```swift
    /// badge.snp.makeConstraints { make in make.size.equalTo(20) }   // no position
    /// badge.exerciseAmbiguityInLayout()
    /// badge.frame.origin   // (20, 20): another position the constraints allow
    /// ```
    ///
    /// - Complexity: As ``hasAmbiguousLayout``, plus adding and removing up to four optional
    ///   constraints.
    public func exerciseAmbiguityInLayout() {
        rootView.engine.exerciseAmbiguity(of: self)
    }

    /// The view's subtree as text, one line per view, as UIKit's `_autolayoutTrace` prints it:
    /// each level indented by `"|   "`, then a mark (`•` for the root, which hosts the layout
    /// engine; `*` for a view laid out by constraints; `+` for one that keeps the frame you set
    /// but takes part in the layout; none for a view no constraint mentions), the view
    /// (`LayoutView:label`), and for an ambiguous view
    /// `- AMBIGUOUS LAYOUT for LayoutView:badge.minX, LayoutView:badge.minY` naming the free
    /// parts (`minX`, `minY`, `Width`, `Height`). A blank line and the legend follow.
    ///
    /// ```swift
    /// print(root.autolayoutTrace())
    /// // •LayoutView:root
    /// // |   *LayoutView:title
    /// // |   *LayoutView:badge- AMBIGUOUS LAYOUT for LayoutView:badge.minX, LayoutView:badge.minY
    /// // ...
    /// ```
    ///
    /// - Returns: The trace, lines separated by `"\n"`, without a final newline.
    /// - Complexity: As ``ambiguousLayoutReport()``.
    public func autolayoutTrace() -> String {
        let engine = rootView.engine
        var views: [(view: LayoutView, depth: Int)] = []
        func visit(_ view: LayoutView, _ depth: Int) {
            views.append((view, depth))
            for subview in view.subviews { visit(subview, depth + 1) }
        }
        visit(self, 0)
        let free = engine.ambiguousComponents(of: views.map(\.view))
        var lines: [String] = []
        for ((view, depth), parts) in zip(views, free) {
            var line = String(repeating: "|   ", count: depth)
            if view.superview == nil {
                line += "•"
            } else if !view.translatesAutoresizingMaskIntoConstraints {
                line += "*"
            } else if engine.liveNode(of: view) != nil {
                line += "+"
            }
            let name = view.debugDescription
            line += name
            if !parts.isEmpty {
                let names: [(FrameComponents, String)] = [(.x, "minX"), (.y, "minY"), (.width, "Width"), (.height, "Height")]
                line += "- AMBIGUOUS LAYOUT for "
                    + names.filter { parts.contains($0.0) }.map { "\(name).\($0.1)" }.joined(separator: ", ")
            }
            lines.append(line)
        }
        lines += ["", "Legend:", "\t* - is laid out with auto layout",
                  "\t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = true",
                  "\t• - layout engine host"]
        return lines.joined(separator: "\n")
    }
}

extension LayoutEngine {
    /// Calls `body` with every constraint of the tree that the engine may have in its solver, in
    /// tree order: depth first, each view's installed constraints, then the engine's own for the
    /// view and for its guides (pins, intrinsic-size constraints).
    func forEachTreeConstraint(_ body: (LayoutConstraint) -> Void) {
        func visit(_ view: LayoutView) {
            for constraint in view.installedConstraints { body(constraint) }
            for item in [view as LayoutItem] + view.layoutGuides {
                if let node = liveNode(of: item) { for constraint in node.engineConstraints { body(constraint) } }
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(root)
    }

    /// The expressions of `view`'s frame on `axis`: its position relative to its superview (its
    /// own for a root) and its length.
    func frameExpressions(of node: ItemNode, _ axis: LayoutConstraint.Axis) -> [LinearExpression] {
        let (position, length) = axis == .horizontal ? (node.x, node.width) : (node.y, node.height)
        var relative = [Term(position, coefficient: 1)]
        if let parent = node.parent {
            relative.append(Term(axis == .horizontal ? parent.x : parent.y, coefficient: -1))
        }
        return [LinearExpression(relative), LinearExpression(length)]
    }

    /// See ``LayoutView/constraintsAffectingLayout(for:)``.
    func constraintsAffectingLayout(of view: LayoutView, _ axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
        layout()
        guard let node = liveNode(of: view) else { return [] }
        let own = Set(node.engineConstraints.filter { $0.firstAttribute.axis == axis }.map(ObjectIdentifier.init))
        var candidates: [(constraint: LayoutConstraint, linear: LinearConstraint)] = []
        forEachTreeConstraint { constraint in
            guard constraint.record.state == .inSolver, let linear = constraint.record.linear else { return }
            candidates.append((constraint, linear))
        }
        let moving = solver.constraintsMoving(frameExpressions(of: node, axis), among: candidates.map(\.linear))
        return zip(candidates, moving).compactMap { candidate, moves in
            let c = candidate.constraint
            let constrainsView = c.firstItem === view && c.firstAttribute.axis == axis
            return moves || constrainsView || own.contains(ObjectIdentifier(c)) ? c : nil
        }
    }

    /// See ``LayoutView/exerciseAmbiguityInLayout()``.
    func exerciseAmbiguity(of view: LayoutView) {
        let parts = ambiguousComponents(of: [view])[0]
        guard !parts.isEmpty else { return }
        guard let node = liveNode(of: view) else {
            // No constraint mentions it, so any frame is as good: move it by hand.
            var frame = view.frame
            frame.origin.x += Self.exerciseDistance
            frame.origin.y += Self.exerciseDistance
            view.frame = frame
            return
        }
        let expressions = frameExpressions(of: node, .horizontal) + frameExpressions(of: node, .vertical)
        let chosen = [FrameComponents.x, .width, .y, .height].enumerated().filter { parts.contains($0.element) }
        let pulls = solver.pullWithinOptimum(chosen.map { expressions[$0.offset] }, by: Self.exerciseDistance)
        _ = writeFrames()
        for pull in pulls {
            do {
                try solver.removeConstraint(pull)
            } catch {
                report(Diagnostic(kind: .internalInconsistency, message: "removing an ambiguity probe failed: \(error)",
                                  location: nil))
            }
        }
    }

    /// How far ``LayoutView/exerciseAmbiguityInLayout()`` pulls each free part of a frame.
    static let exerciseDistance = 20.0
}
