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
    /// The view's subtree is solved on its own (constraints to the rest of the tree left out),
    /// with the intrinsic sizes, kept frames and built-in guides layout would use, and the target
    /// pulled at the fitting priorities; nothing of the view's tree changes, so the call may be
    /// made at any time. A view without a superview keeps its solver for the next fit. A required
    /// conflict is reported as in layout; a required target that conflicts is left out and
    /// reported. The catalog's "Fitting a view's size" gives the rules and the message.
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
        // goes; the next fit reuses it when only constants changed (FittingProblem+Reuse.swift).
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
