// SPDX-License-Identifier: MIT

/// A view whose content can be larger than itself (UIKit's `UIScrollView`, minus scrolling
/// physics): its ``contentSize`` comes from the constraints of its content.
///
/// Edge and margin constraints to views inside it attach to its content area, width, height and
/// centre constraints to its frame, as in UIKit (<doc:ContainerViews#Scroll-views>), so the common
/// pattern reads as in UIKit: a content view pinned to the scroll view's edges (which makes it
/// the content) and as wide as the scroll view (its frame), rows stacked inside:
///
/// ```swift
/// let scroll = ScrollView()
/// root.addSubview(scroll)
/// scroll.snp.makeConstraints { make in make.edges.equalToSuperview() }
/// let content = LayoutView()
/// scroll.addSubview(content)
/// content.snp.makeConstraints { make in
///     make.edges.equalToSuperview()        // the content area
///     make.width.equalToSuperview()        // the frame: scrolls vertically only
/// }
/// // … rows stacked in `content`, the first at its top, the last at its bottom …
/// root.layoutIfNeeded()
/// scroll.contentSize   // Size(width: root's width, height: the rows' total)
/// ```
open class ScrollView: LayoutView {
    /// The content area's rectangle: its size is ``contentSize``, its origin is the content's
    /// (0, 0). Its edges are what a subview's constraints to the scroll view's edges use.
    public let contentLayoutGuide: LayoutGuide

    /// The scroll view's visible rectangle in content coordinates: the scroll view's size at
    /// ``contentOffset``. Views pinned to it stay in place while the content scrolls.
    public let frameLayoutGuide: LayoutGuide

    /// Pins of the frame guide's origin to the content offset.
    private let frameGuideLeft: LayoutConstraint
    private let frameGuideTop: LayoutConstraint

    /// Creates a scroll view.
    ///
    /// - Parameter frame: The initial frame.
    public override init(frame: Rect = .zero) {
        let content = ContentLayoutGuide()
        content.identifier = "contentLayoutGuide"
        let visible = LayoutGuide()
        visible.identifier = "frameLayoutGuide"
        contentLayoutGuide = content
        frameLayoutGuide = visible
        func pin(_ guide: LayoutGuide, _ attribute: LayoutAttribute, to other: LayoutItem) -> LayoutConstraint {
            LayoutConstraint(kind: .dsl, firstItem: guide, firstAttribute: attribute, relation: .equal,
                             secondItem: other, secondAttribute: attribute, multiplier: 1, constant: 0,
                             priority: .required, label: "\(guide.identifier).\(attribute)", location: nil)
        }
        // The pins are made before `self` exists, related to the guide's future owner below.
        frameGuideLeft = LayoutConstraint(kind: .dsl, firstItem: visible, firstAttribute: .left, relation: .equal,
                                          secondItem: content, secondAttribute: .left, multiplier: 1, constant: 0,
                                          priority: .required, label: "frameLayoutGuide.left", location: nil)
        frameGuideTop = LayoutConstraint(kind: .dsl, firstItem: visible, firstAttribute: .top, relation: .equal,
                                         secondItem: content, secondAttribute: .top, multiplier: 1, constant: 0,
                                         priority: .required, label: "frameLayoutGuide.top", location: nil)
        super.init(frame: frame)
        addLayoutGuide(content)
        addLayoutGuide(visible)
        // The content area's origin is the scroll view's; the frame guide is the scroll view's
        // size at the content offset.
        for constraint in [pin(content, .left, to: self), pin(content, .top, to: self),
                           frameGuideLeft, frameGuideTop,
                           pin(visible, .width, to: self), pin(visible, .height, to: self)]
        {
            constraint.activate()
        }
    }

    /// The size of the content: ``contentLayoutGuide``'s, as the constraints of the content
    /// determine it at the last layout (zero while nothing constrains it).
    public var contentSize: Size { contentLayoutGuide.layoutFrame.size }

    /// The point of the content shown at the scroll view's top-left corner (UIKit's
    /// `contentOffset`; no clamping, no animation).
    ///
    /// Setting it moves ``frameLayoutGuide`` to the visible rectangle at the next layout, with a
    /// constant change in place; views pinned to the guide move with it (in content coordinates)
    /// and stay put on screen, while the content's frames do not change. One simplification:
    /// layout works in unscrolled coordinates, so a constraint from a view *outside* the scroll
    /// view to its content sees the content as if the offset were zero, and one to
    /// ``frameLayoutGuide`` sees the guide moved by the offset.
    public var contentOffset = Point.zero {
        didSet {
            frameGuideLeft.constant = contentOffset.x
            frameGuideTop.constant = contentOffset.y
        }
    }

    /// Redirects the edges (and margins and baselines) of the scroll view seen from a view
    /// inside it to the content area; sizes and centres stay the frame's.
    override func redirectedItem(for attribute: LayoutAttribute, relatedTo other: LayoutItem?) -> LayoutItem? {
        switch attribute {
        case .width, .height, .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute:
            return nil
        default:
            guard let inner = other?.hierarchyView, inner !== self, inner.isDescendant(of: self) else { return nil }
            return contentLayoutGuide
        }
    }
}

/// The content area of a ``ScrollView``: margin attributes of the scroll view seen from its
/// content are the content area inset by the scroll view's layout margins.
final class ContentLayoutGuide: LayoutGuide {
    override var marginInsets: EdgeInsets { owningView?.layoutMargins ?? .zero }
}
