// SPDX-License-Identifier: MIT

// How a container that decides by sizes (FlowView's line breaks, GridView's column widths and
// row heights) measures an arranged view: on its own, as a self-sizing cell is measured, so the
// view's own constraints, intrinsic size, hugging and compression resistance decide its size.

/// What a container measured of one view: its natural size and its baselines.
struct ItemMeasure: Equatable {
    /// The smallest size the view's own constraints and content allow.
    var size: Size
    /// The first baseline's distance from the top.
    var firstBaseline: Double
    /// The last baseline's distance from the bottom.
    var lastBaseline: Double

    /// Measures `view`: a view with neither subviews nor constraints of its own by its intrinsic
    /// size (a wrapping label unwrapped), any other by
    /// ``LayoutView/systemLayoutSizeFitting(_:)`` at the compressed size.
    ///
    /// - Complexity: O(1) for a leaf; a fit of the view's subtree otherwise.
    init(_ view: LayoutView) {
        if view.subviews.isEmpty, view.installedConstraints.isEmpty {
            let intrinsic = view.wrapsToLayoutWidth ? view.intrinsicContentSize(forLayoutWidth: nil) : view.intrinsicContentSize
            size = Size(width: Self.metric(intrinsic.width), height: Self.metric(intrinsic.height))
        } else {
            size = view.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
        }
        firstBaseline = view.firstBaselineOffset
        lastBaseline = view.lastBaselineOffset
    }

    /// The length of `view` across `axis` when it is `along` long on it (an item compressed to
    /// a flow's length): a wrapping label grows taller.
    ///
    /// - Complexity: As ``init(_:)``.
    static func crossLength(of view: LayoutView, axis: LayoutConstraint.Axis, along: Double) -> Double {
        if view.subviews.isEmpty, view.installedConstraints.isEmpty {
            if axis == .vertical { return metric(view.intrinsicContentSize.width) }
            let intrinsic = view.wrapsToLayoutWidth ? view.intrinsicContentSize(forLayoutWidth: along) : view.intrinsicContentSize
            return metric(intrinsic.height)
        }
        if axis == .vertical {
            return view.systemLayoutSizeFitting(Size(width: 0, height: along), withHorizontalFittingPriority: .fittingSizeLevel,
                                                verticalFittingPriority: .required).width
        }
        return view.systemLayoutSizeFitting(Size(width: along, height: 0), withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel).height
    }

    /// A dimension of an intrinsic size: none (``LayoutView/noIntrinsicMetric``) or not finite
    /// measures 0.
    private static func metric(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }

    /// The measure in `slot`, taken of `view` now if the slot is empty (cleared when stale).
    static func cached(_ slot: inout ItemMeasure?, of view: LayoutView) -> ItemMeasure {
        if let measure = slot { return measure }
        let measure = ItemMeasure(view)
        slot = measure
        return measure
    }
}
