// SPDX-License-Identifier: MIT

// SnapKit 5.7's view-DSL conveniences: the four content priorities as `Float` properties and
// the `target` the DSL acts on. The priorities are the view's own
// (LayoutView+ContentSize.swift); these only spell them as SnapKit does.

extension ConstraintDSL {
    /// The view's horizontal content hugging priority, as SnapKit's `Float` (UIKit's default 250):
    /// ``LayoutView/contentHuggingPriority(for:)`` and
    /// ``LayoutView/setContentHuggingPriority(_:for:)`` for `.horizontal`.
    ///
    /// ```swift
    /// title.snp.contentHuggingHorizontalPriority = 251   // the other label stretches
    /// ```
    ///
    /// - Precondition: The item is a view (a guide has no content), and a value set is in
    ///   `(0, 1000]`.
    public var contentHuggingHorizontalPriority: Float {
        get { Float(view.contentHuggingPriority(for: .horizontal).value) }
        nonmutating set { view.setContentHuggingPriority(ConstraintPriority(Double(newValue)), for: .horizontal) }
    }

    /// The view's vertical content hugging priority, as SnapKit's `Float` (UIKit's default 250).
    ///
    /// ```swift
    /// footer.snp.contentHuggingVerticalPriority = 1000   // never taller than its content
    /// ```
    ///
    /// - Precondition: The item is a view, and a value set is in `(0, 1000]`.
    public var contentHuggingVerticalPriority: Float {
        get { Float(view.contentHuggingPriority(for: .vertical).value) }
        nonmutating set { view.setContentHuggingPriority(ConstraintPriority(Double(newValue)), for: .vertical) }
    }

    /// The view's horizontal compression-resistance priority, as SnapKit's `Float` (UIKit's
    /// default 750): ``LayoutView/contentCompressionResistancePriority(for:)`` and
    /// ``LayoutView/setContentCompressionResistancePriority(_:for:)`` for `.horizontal`.
    ///
    /// ```swift
    /// subtitle.snp.contentCompressionResistanceHorizontalPriority = 749   // truncated first
    /// ```
    ///
    /// - Precondition: The item is a view, and a value set is in `(0, 1000]`.
    public var contentCompressionResistanceHorizontalPriority: Float {
        get { Float(view.contentCompressionResistancePriority(for: .horizontal).value) }
        nonmutating set {
            view.setContentCompressionResistancePriority(ConstraintPriority(Double(newValue)), for: .horizontal)
        }
    }

    /// The view's vertical compression-resistance priority, as SnapKit's `Float` (UIKit's default
    /// 750).
    ///
    /// ```swift
    /// body.snp.contentCompressionResistanceVerticalPriority = 1000   // never clipped
    /// ```
    ///
    /// - Precondition: The item is a view, and a value set is in `(0, 1000]`.
    public var contentCompressionResistanceVerticalPriority: Float {
        get { Float(view.contentCompressionResistancePriority(for: .vertical).value) }
        nonmutating set {
            view.setContentCompressionResistancePriority(ConstraintPriority(Double(newValue)), for: .vertical)
        }
    }

    /// The view or guide this DSL acts on (SnapKit's `snp.target`, typed `AnyObject?` as there).
    ///
    /// ```swift
    /// box.snp.target === box   // true
    /// ```
    public var target: AnyObject? { item }

    /// The item as a view, for the content priorities, which only views have.
    private var view: LayoutView {
        guard let view = item as? LayoutView else {
            Misuse.trap("Anchorage: \(item.debugDescription) is a layout guide; only views have content priorities")
        }
        return view
    }
}
