// SPDX-License-Identifier: MIT

// A view and its tree's engine: the engine the root keeps, the constraints installed on a view,
// and asking for layout.

extension LayoutView {
    /// The active constraints installed on this view: those whose items' closest common ancestor
    /// is this view, and single-item constraints (a constant width or height) of this view.
    public var constraints: [LayoutConstraint] { installedConstraints }

    /// Marks the view as needing ``layoutSubviews()`` at the next layout pass.
    public func setNeedsLayout() {
        needsLayout = true
        rootView.engine.markNeedsLayout(self)
    }

    /// Solves the whole tree if anything changed since the last pass, writes the frames of the
    /// views that moved, then calls ``layoutSubviews()`` on views whose size changed or that asked
    /// for it with ``setNeedsLayout()``, parents first.
    ///
    /// - Complexity: Proportional to what changed since the last pass (constraints added or
    ///   removed, constants changed, subtrees added or removed, views that moved) plus the
    ///   solver's work; the first pass of a tree visits the whole tree once.
    public func layoutIfNeeded() {
        rootView.engine.layout()
    }

    /// The engine of the tree this view is the root of (created on first use).
    var engine: LayoutEngine {
        if let engineStorage { return engineStorage }
        let engine = LayoutEngine(root: self)
        engineStorage = engine
        return engine
    }

    /// The tree's engine if the tree has one.
    var engineIfPresent: LayoutEngine? { rootView.engineStorage }
}
