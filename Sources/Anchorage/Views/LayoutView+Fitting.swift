// SPDX-License-Identifier: MIT

// Fitting size: UIKit's `systemLayoutSizeFitting`, solved on a scratch solver that holds only
// the view's own subtree (Fitting/FittingProblem.swift), so the view's real layout is never
// touched.

extension ConstraintPriorityTarget where Self == ConstraintPriority {
    /// 50 (`UILayoutPriority.fittingSizeLevel`): the priority with which
    /// ``LayoutView/systemLayoutSizeFitting(_:)`` pulls a view toward the target size. Too low to
    /// be a good priority for a constraint of your own.
    public static var fittingSizeLevel: ConstraintPriority { ConstraintPriority(50) }
}

extension LayoutView {
    /// The smallest size (`0 × 0`, UIKit's `UIView.layoutFittingCompressedSize`): as a target with
    /// fitting priority ``ConstraintPriority/fittingSizeLevel``, asks for the smallest size the
    /// constraints allow.
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)

    /// A very large size (`10000 × 10000`, the value of UIKit's
    /// `UIView.layoutFittingExpandedSize`): as a target, asks for the largest size the
    /// constraints allow.
    public static let layoutFittingExpandedSize = Size(width: 10_000, height: 10_000)

    /// The size of the view that comes closest to `targetSize` under its constraints, with both
    /// dimensions pulled at ``ConstraintPriority/fittingSizeLevel`` (50).
    ///
    /// ```swift
    /// let size = badge.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
    /// ```
    ///
    /// - Parameter targetSize: The size you prefer, e.g. ``layoutFittingCompressedSize``.
    /// - Returns: The optimal size; see
    ///   ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
    /// - Complexity: As the three-argument form.
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size of the view that comes closest to `targetSize` under its constraints, each
    /// dimension pulled toward the target at its fitting priority: the self-sizing-cell
    /// workflow.
    ///
    /// ```swift
    /// // Fix the width, ask for the smallest height the content allows.
    /// let size = cell.systemLayoutSizeFitting(Size(width: 375, height: 0),
    ///                                         withHorizontalFittingPriority: .required,
    ///                                         verticalFittingPriority: .fittingSizeLevel)
    /// ```
    ///
    /// **What takes part.** The view's subtree, solved on a scratch solver: the active
    /// constraints installed on the view and its descendants, the intrinsic content size of the
    /// view and of every descendant positioned by constraints (wrapping ``Label``s measured
    /// again at their solved widths, as in a layout pass, at most 8 passes), the frames of
    /// descendants that keep them (`translatesAutoresizingMaskIntoConstraints`), the built-in
    /// guides constraints use (``layoutMarginsGuide`` and the others, held at the insets the last
    /// layout gave, or the margins you set), and the target:
    /// `width == targetSize.width` and `height == targetSize.height` at the fitting priorities.
    /// Constraints between the view and its superview or the rest of the tree are left out (the
    /// view is measured on its own, as a cell is), and nothing of the view's tree changes: no
    /// frame, constraint, intrinsic-size state or layout solver is touched, so the call may be
    /// made at any time, also from `layoutSubviews()`.
    ///
    /// **A root is fitted again cheaply.** A view without a superview (a cell not yet in a table,
    /// or one a table reuses) is fitted again, after only constants changed (another target,
    /// new text or intrinsic sizes, `update(offset:)`, margins), in a fraction of a first fit's
    /// time, as UIKit keeps the engine of a view that is not in a window. The size is the one a
    /// first fit gives, up to rounding; only where several sizes are equally good (both fitting
    /// priorities equal, and the constraints trading width for height) may the two differ.
    ///
    /// Required constraints that cannot all hold are reported as in layout
    /// (``Diagnostic/Kind/unsatisfiableConstraints``, the later one broken). A required target
    /// that conflicts with the view's own constraints is left out and reported with the same
    /// kind, the conflicting constraints in ``Diagnostic/constraints``, and the message
    /// `systemLayoutSizeFitting: the target width 200.0 at priority 1000.0 conflicts with the
    /// view's required constraints`, then each conflicting constraint on its own line, then
    /// `the target width was left out`.
    ///
    /// - Parameters:
    ///   - targetSize: The size you prefer: ``layoutFittingCompressedSize``,
    ///     ``layoutFittingExpandedSize`` or a fixed dimension.
    ///   - horizontalFittingPriority: How strongly the width is pulled to the target's:
    ///     ``ConstraintPriority/fittingSizeLevel`` for "as close as the constraints allow",
    ///     `.required` to fix it.
    ///   - verticalFittingPriority: The same for the height.
    /// - Returns: The optimal size (exact; not rounded to pixels).
    /// - Precondition: The priorities are valid and the target is finite.
    /// - Complexity: Building and solving the subtree's constraints: proportional to the size of
    ///   the subtree and its constraints, plus one incremental re-solve per pass of wrapping
    ///   labels. A root's next fit after only constants changed: a check proportional to the
    ///   subtree and its constraints, and incremental re-solves of what moved.
    public func systemLayoutSizeFitting(_ targetSize: Size,
                                        withHorizontalFittingPriority horizontalFittingPriority: ConstraintPriority,
                                        verticalFittingPriority: ConstraintPriority) -> Size
    {
        Misuse.check(horizontalFittingPriority.isValid && verticalFittingPriority.isValid,
                     "Anchorage: fitting priorities \(horizontalFittingPriority), \(verticalFittingPriority) for \(debugDescription) are not in (0, 1000]")
        Misuse.check(targetSize.width.isFinite && targetSize.height.isFinite,
                     "Anchorage: the fitting target size \(targetSize) for \(debugDescription) is not finite")
        // A root keeps its scratch solver (`fittingProblem`) until it is added to a superview or
        // goes: the next fit checks it against the subtree and moves constants in place when
        // nothing else changed (FittingProblem+Reuse.swift), else builds a new one. It holds the
        // constraints it was built from, so one deactivated since lives until then; a fit that
        // reported a conflict keeps nothing, so the next one reports it again.
        if let kept = fittingProblem {
            if let size = kept.refit(targetSize, horizontalFittingPriority, verticalFittingPriority) {
                // A diagnostic delivered while it ran (only an internal failure can be) spends it.
                if !kept.isReusable, fittingProblem === kept { fittingProblem = nil }
                return size
            }
            if fittingProblem === kept { fittingProblem = nil }
        }
        let problem = FittingProblem(root: self)
        let size = problem.solve(targetSize, horizontalFittingPriority, verticalFittingPriority)
        if problem.isReusable, superview == nil { fittingProblem = problem }
        return size
    }

    /// The fit a new solver gives, without using or keeping the view's kept one: what the layout
    /// fuzzer checks kept solvers against.
    package func systemLayoutSizeFittingFromScratch(_ targetSize: Size, horizontal: ConstraintPriority,
                                                    vertical: ConstraintPriority) -> Size
    {
        FittingProblem(root: self).solve(targetSize, horizontal, vertical)
    }
}
