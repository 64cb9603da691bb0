// SPDX-License-Identifier: MIT

/// A width or height of a view or layout guide (UIKit's `NSLayoutDimension`). It relates to
/// other dimensions (a width to a height is fine, as in UIKit) or to a constant; never to a
/// position (see ``LayoutAnchor``).
///
/// ```swift
/// avatar.widthAnchor.constraint(equalToConstant: 40).isActive = true
/// avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor).isActive = true
/// panel.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -8).isActive = true
/// ```
public struct LayoutDimension: LayoutAnchor {
    /// The view or guide.
    public let item: LayoutItem
    /// ``LayoutAttribute/width`` or ``LayoutAttribute/height``.
    public let attribute: LayoutAttribute

    init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
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
        relate(.equal, nil, multiplier: 1, constant: constant, SourceLocation(fileID: fileID, line: line, column: column))
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
        relate(.greaterThanOrEqual, nil, multiplier: 1, constant: constant,
               SourceLocation(fileID: fileID, line: line, column: column))
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
        relate(.lessThanOrEqual, nil, multiplier: 1, constant: constant,
               SourceLocation(fileID: fileID, line: line, column: column))
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
                           fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column)
        -> LayoutConstraint
    {
        relate(.equal, anchor, multiplier: multiplier, constant: constant,
               SourceLocation(fileID: fileID, line: line, column: column))
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
                           fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column)
        -> LayoutConstraint
    {
        relate(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant,
               SourceLocation(fileID: fileID, line: line, column: column))
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
                           fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column)
        -> LayoutConstraint
    {
        relate(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant,
               SourceLocation(fileID: fileID, line: line, column: column))
    }
}
