// SPDX-License-Identifier: MIT

/// The constraint-update pass: UIKit's `updateConstraints()` cycle, headless.
///
/// A view that calls ``LayoutView/setNeedsUpdateConstraints()`` gets ``LayoutView/updateConstraints()``
/// at the start of the next layout pass, before the solver runs, subviews before their superview.
/// The flags live on the views: a view's own request, and a mark on each ancestor that something
/// below it asked (UIKit keeps the same two bits). The pass descends only into marked subtrees, so
/// its cost is proportional to the views that asked and their ancestors, never to the tree.
struct UpdateConstraintsState {
    /// The view asked for ``LayoutView/updateConstraints()`` and has not had it yet.
    var needsUpdate = false
    /// The view itself or a view below it asked.
    var subtreeNeedsUpdate = false
    /// Set by the base ``LayoutView/updateConstraints()``, to tell an override that forgot
    /// `super.updateConstraints()` apart.
    var superWasCalled = false
}

extension LayoutView {
    /// Asks for ``updateConstraints()`` at the next layout pass (``layoutIfNeeded()``), or at
    /// the next ``updateConstraintsIfNeeded()`` on this view or an ancestor.
    ///
    /// - Complexity: O(*d*) in the view's depth at most; O(1) once an ancestor already knows.
    public func setNeedsUpdateConstraints() {
        updateConstraintsState.needsUpdate = true
        markSubtreeNeedsUpdateConstraints()
    }

    /// Whether the view asked for ``updateConstraints()`` and has not had it yet.
    public func needsUpdateConstraints() -> Bool {
        updateConstraintsState.needsUpdate
    }

    /// Runs the constraint-update pass over this view and its subviews now: every view among them
    /// that asked gets ``updateConstraints()``, subviews first. Nothing is solved; the changes
    /// apply at the next ``layoutIfNeeded()``, which runs the pass itself first.
    ///
    /// - Complexity: Proportional to the views that asked and their ancestors up to this view,
    ///   plus what their overrides do.
    public func updateConstraintsIfNeeded() {
        runUpdateConstraintsPass()
    }

    /// Marks this view and its ancestors as having a request below them, up to the first ancestor
    /// already marked, and tells the tree's engine that the next layout has work.
    func markSubtreeNeedsUpdateConstraints() {
        var current: LayoutView? = self
        while let view = current, !view.updateConstraintsState.subtreeNeedsUpdate {
            view.updateConstraintsState.subtreeNeedsUpdate = true
            current = view.superview
        }
        rootView.engineStorage?.hasWork = true
    }

    /// The pass over this view's marked subtree: subviews in order, each before its superview.
    /// A request made during the pass by a view the pass already left (an override that asks for
    /// its superview's update, say) re-marks the path, and the caller runs the pass again.
    func runUpdateConstraintsPass() {
        guard updateConstraintsState.subtreeNeedsUpdate else { return }
        updateConstraintsState.subtreeNeedsUpdate = false
        // A copy: an override may add or remove subviews.
        for subview in subviews where subview.updateConstraintsState.subtreeNeedsUpdate {
            subview.runUpdateConstraintsPass()
        }
        guard updateConstraintsState.needsUpdate else { return }
        updateConstraintsState.needsUpdate = false
        updateConstraintsState.superWasCalled = false
        updateConstraints()
        if !updateConstraintsState.superWasCalled {
            deliver(Diagnostic(kind: .missingSuperCall, message:
                "\(type(of: self)).updateConstraints() did not call super.updateConstraints(); every override must call it (UIKit raises here)",
                location: nil))
        }
    }
}
