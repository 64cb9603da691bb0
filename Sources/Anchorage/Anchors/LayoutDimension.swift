// SPDX-License-Identifier: MIT

/// A width or height of a view or layout guide, or the distance between two anchors of one axis
/// (UIKit's `NSLayoutDimension`). It relates to other dimensions (a width to a height, or a gap
/// to a width, is fine, as in UIKit) or to a constant; never to a position (see ``LayoutAnchor``).
///
/// ```swift
/// avatar.widthAnchor.constraint(equalToConstant: 40).isActive = true
/// avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor).isActive = true
/// panel.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -8).isActive = true
/// ```
public struct LayoutDimension: LayoutAnchor {
    /// The view or guide; for a distance between two anchors
    /// (``LayoutXAxisAnchor/anchorWithOffset(to:fileID:line:column:)``), the item of the anchor it ends at.
    public let item: LayoutItem
    /// ``LayoutAttribute/width`` or ``LayoutAttribute/height``; for a distance between two
    /// anchors, the attribute of the anchor it ends at.
    public let attribute: LayoutAttribute
    /// For a distance between two anchors, the anchor it starts at.
    let origin: ConstraintOrigin?

    init(item: LayoutItem, attribute: LayoutAttribute, from origin: ConstraintOrigin? = nil) {
        self.item = item
        self.attribute = attribute
        self.origin = origin
    }

    /// `"LayoutView:box.width"`, or for a distance between two anchors
    /// `"(LayoutView:b.leading - LayoutView:a.trailing)"`.
    public var description: String {
        guard let origin else { return "\(item.debugDescription).\(attribute)" }
        return "(\(item.debugDescription).\(attribute) - \(origin.item?.debugDescription ?? "nil").\(origin.attribute))"
    }

    /// A constraint `self == constant`.
    ///
    /// ```swift
    /// avatar.widthAnchor.constraint(equalToConstant: 40)
    /// ```
    ///
    /// - Parameters:
    ///   - constant: The size.
    ///   - fileID: The caller's file (captured).
    ///   - line: The caller's line (captured).
    ///   - column: The caller's column (captured).
    /// - Returns: An inactive constraint.
    public func constraint(equalToConstant constant: Double, fileID: StaticString = #fileID, line: UInt = #line,
                           column: UInt = #column) -> LayoutConstraint
    {
        relate(.equal, nil, constant: constant, fileID, line, column)
    }

    /// A constraint `self >= constant`.
    ///
    /// ```swift
    /// button.widthAnchor.constraint(greaterThanOrEqualToConstant: 44)
    /// ```
    ///
    /// - Parameters:
    ///   - constant: The least size.
    ///   - fileID: The caller's file (captured).
    ///   - line: The caller's line (captured).
    ///   - column: The caller's column (captured).
    /// - Returns: An inactive constraint.
    public func constraint(greaterThanOrEqualToConstant constant: Double, fileID: StaticString = #fileID,
                           line: UInt = #line, column: UInt = #column) -> LayoutConstraint
    {
        relate(.greaterThanOrEqual, nil, constant: constant, fileID, line, column)
    }

    /// A constraint `self <= constant`.
    ///
    /// ```swift
    /// bubble.widthAnchor.constraint(lessThanOrEqualToConstant: 280)
    /// ```
    ///
    /// - Parameters:
    ///   - constant: The greatest size.
    ///   - fileID: The caller's file (captured).
    ///   - line: The caller's line (captured).
    ///   - column: The caller's column (captured).
    /// - Returns: An inactive constraint.
    public func constraint(lessThanOrEqualToConstant constant: Double, fileID: StaticString = #fileID,
                           line: UInt = #line, column: UInt = #column) -> LayoutConstraint
    {
        relate(.lessThanOrEqual, nil, constant: constant, fileID, line, column)
    }

    /// A constraint `self == multiplier × anchor + constant`.
    ///
    /// ```swift
    /// panel.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
    /// ```
    ///
    /// - Parameters:
    ///   - anchor: The other dimension.
    ///   - multiplier: The factor on `anchor`.
    ///   - constant: The constant added.
    ///   - fileID: The caller's file (captured).
    ///   - line: The caller's line (captured).
    ///   - column: The caller's column (captured).
    /// - Returns: An inactive constraint.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0,
                           fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> LayoutConstraint
    {
        relate(.equal, anchor, multiplier: multiplier, constant: constant, fileID, line, column)
    }

    /// A constraint `self >= multiplier × anchor + constant`.
    ///
    /// ```swift
    /// panel.widthAnchor.constraint(greaterThanOrEqualTo: root.widthAnchor, multiplier: 0.25)
    /// ```
    ///
    /// - Parameters:
    ///   - anchor: The other dimension.
    ///   - multiplier: The factor on `anchor`.
    ///   - constant: The constant added.
    ///   - fileID: The caller's file (captured).
    ///   - line: The caller's line (captured).
    ///   - column: The caller's column (captured).
    /// - Returns: An inactive constraint.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0,
                           fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> LayoutConstraint
    {
        relate(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant, fileID, line, column)
    }

    /// A constraint `self <= multiplier × anchor + constant`.
    ///
    /// ```swift
    /// panel.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 0.75, constant: -20)
    /// ```
    ///
    /// - Parameters:
    ///   - anchor: The other dimension.
    ///   - multiplier: The factor on `anchor`.
    ///   - constant: The constant added.
    ///   - fileID: The caller's file (captured).
    ///   - line: The caller's line (captured).
    ///   - column: The caller's column (captured).
    /// - Returns: An inactive constraint.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0,
                           fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> LayoutConstraint
    {
        relate(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant, fileID, line, column)
    }
}
