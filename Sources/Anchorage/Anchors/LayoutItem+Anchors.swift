// SPDX-License-Identifier: MIT

// UIKit's anchor properties. Declared once on LayoutItem, so views and guides both have them
// (UIView and UILayoutGuide have the same set); the baselines are views' only, as in UIKit.

extension LayoutItem {
    /// The leading edge (left in left-to-right layout, right in right-to-left).
    ///
    /// ```swift
    /// title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8).isActive = true
    /// ```
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (right in left-to-right layout, left in right-to-left).
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge, whatever the reading direction.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge, whatever the reading direction.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    ///
    /// ```swift
    /// avatar.widthAnchor.constraint(equalToConstant: 40).isActive = true
    /// ```
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
}

extension LayoutView {
    /// The baseline of the first line of text (``LayoutView/firstBaselineOffsetFromTop`` below
    /// the top; the top edge of a view without text).
    ///
    /// ```swift
    /// detail.firstBaselineAnchor.constraint(equalTo: title.lastBaselineAnchor, constant: 20).isActive = true
    /// ```
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text (``LayoutView/lastBaselineOffsetFromBottom`` above
    /// the bottom; the bottom edge of a view without text).
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
}
