// SPDX-License-Identifier: MIT

// Intrinsic content size and the priorities against it, with UIKit's names and defaults. The
// overridable properties (`intrinsicContentSize`, the baseline offsets) are declared in
// LayoutView.swift's class body, as Swift requires; the engine side is in
// LayoutEngine+ContentSize.swift.

extension LayoutConstraint {
    /// The axis of content hugging and compression resistance (UIKit's `NSLayoutConstraint.Axis`):
    /// `.horizontal` (width) or `.vertical` (height).
    ///
    /// ```swift
    /// label.setContentHuggingPriority(.required, for: .horizontal)
    /// ```
    public typealias Axis = LayoutAttribute.Axis
}

/// A view's content hugging and compression-resistance priorities per axis (UIKit's defaults:
/// 250 and 750 on both axes, also for ``Label``; Interface Builder's 251 for labels is not a
/// UIKit default).
struct ContentPriorities: Equatable {
    var huggingHorizontal = ConstraintPriority.low
    var huggingVertical = ConstraintPriority.low
    var resistanceHorizontal = ConstraintPriority.high
    var resistanceVertical = ConstraintPriority.high

    func hugging(_ axis: LayoutConstraint.Axis) -> ConstraintPriority {
        axis == .horizontal ? huggingHorizontal : huggingVertical
    }

    func resistance(_ axis: LayoutConstraint.Axis) -> ConstraintPriority {
        axis == .horizontal ? resistanceHorizontal : resistanceVertical
    }

    /// Whether no priority is required: the view's intrinsic-size constraints can never conflict.
    var areAllOptional: Bool {
        huggingHorizontal < .required && huggingVertical < .required
            && resistanceHorizontal < .required && resistanceVertical < .required
    }
}

extension LayoutView {
    /// The value of an ``intrinsicContentSize`` dimension that the view has no size for (UIKit's
    /// `UIView.noIntrinsicMetric`, -1). Any negative value means the same.
    public static let noIntrinsicMetric: Double = -1

    /// Tells the layout that ``intrinsicContentSize`` (or a baseline offset) changed: the next
    /// layout pass reads it again and moves the implicit constraints' constants in place (no
    /// solver rebuild), adding or removing them when a dimension gains or loses its metric.
    ///
    /// ```swift
    /// badge.count = 12          // its intrinsicContentSize grows
    /// badge.invalidateIntrinsicContentSize()
    /// root.layoutIfNeeded()
    /// ```
    ///
    /// - Complexity: O(*d*) in the view's depth; the work itself happens at the next pass, once
    ///   however many times the view was invalidated.
    public func invalidateIntrinsicContentSize() {
        // Containers that measure their subviews (FlowView, GridView) hear of it from any depth.
        var child = self
        while let parent = child.superview {
            parent.subviewDidInvalidateIntrinsicContentSize(child)
            child = parent
        }
        guard let engine = engineIfPresent else { return }
        engine.contentSizeDidChange(of: self)
    }

    /// The priority with which the view resists growing beyond its intrinsic size on `axis`
    /// (UIKit's default: 250, ``ConstraintPriority/low``).
    ///
    /// - Parameter axis: `.horizontal` or `.vertical`.
    /// - Returns: The priority of the implicit `size <= intrinsic` constraint.
    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> ConstraintPriority {
        contentPriorities.hugging(axis)
    }

    /// Sets the priority with which the view resists growing beyond its intrinsic size.
    ///
    /// Of two views in a row that must stretch, the one with the lower hugging priority
    /// stretches. A change to a laid-out view re-adds one implicit constraint at the next pass.
    ///
    /// ```swift
    /// title.setContentHuggingPriority(251, for: .horizontal)   // the other label stretches
    /// ```
    ///
    /// - Parameters:
    ///   - priority: A priority in `(0, 1000]`; `.required` makes `size <= intrinsic` required.
    ///   - axis: `.horizontal` or `.vertical`.
    /// - Precondition: The priority is valid.
    public func setContentHuggingPriority(_ priority: ConstraintPriority, for axis: LayoutConstraint.Axis) {
        Misuse.check(priority.isValid, "Anchorage: content hugging priority \(priority) of \(debugDescription) is not in (0, 1000]")
        if axis == .horizontal { contentPriorities.huggingHorizontal = priority } else { contentPriorities.huggingVertical = priority }
        contentConstraints(for: axis)?.hugging.priority = priority
    }

    /// The priority with which the view resists shrinking below its intrinsic size on `axis`
    /// (UIKit's default: 750, ``ConstraintPriority/high``).
    ///
    /// - Parameter axis: `.horizontal` or `.vertical`.
    /// - Returns: The priority of the implicit `size >= intrinsic` constraint.
    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> ConstraintPriority {
        contentPriorities.resistance(axis)
    }

    /// Sets the priority with which the view resists shrinking below its intrinsic size.
    ///
    /// When there is too little room, the view with the lower compression resistance is
    /// truncated. A change to a laid-out view re-adds one implicit constraint at the next pass.
    ///
    /// ```swift
    /// subtitle.setContentCompressionResistancePriority(749, for: .horizontal)   // truncated first
    /// ```
    ///
    /// - Parameters:
    ///   - priority: A priority in `(0, 1000]`; `.required` makes `size >= intrinsic` required.
    ///   - axis: `.horizontal` or `.vertical`.
    /// - Precondition: The priority is valid.
    public func setContentCompressionResistancePriority(_ priority: ConstraintPriority, for axis: LayoutConstraint.Axis) {
        Misuse.check(priority.isValid,
                     "Anchorage: compression resistance priority \(priority) of \(debugDescription) is not in (0, 1000]")
        if axis == .horizontal { contentPriorities.resistanceHorizontal = priority } else { contentPriorities.resistanceVertical = priority }
        contentConstraints(for: axis)?.resistance.priority = priority
    }

    /// The implicit constraints of `axis` while the view takes part in its tree's layout.
    private func contentConstraints(for axis: LayoutConstraint.Axis) -> ContentSizeConstraints? {
        guard let node, let engine = engineIfPresent, engine.liveNode(of: self) === node else { return nil }
        return axis == .horizontal ? node.contentWidth : node.contentHeight
    }
}
