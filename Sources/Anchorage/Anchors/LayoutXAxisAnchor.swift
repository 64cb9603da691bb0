// SPDX-License-Identifier: MIT

/// A horizontal position of a view or layout guide (UIKit's `NSLayoutXAxisAnchor`): leading,
/// trailing, left, right or centre x. It relates to other x anchors only (see ``LayoutAnchor``),
/// and leading/trailing never to left/right.
///
/// ```swift
/// NSLayoutConstraint.activate([   // LayoutConstraint.activate in Anchorage
///     title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8),
///     title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
/// ])
/// ```
public struct LayoutXAxisAnchor: LayoutAnchor {
    /// The view or guide.
    public let item: LayoutItem
    /// ``LayoutAttribute/leading``, ``LayoutAttribute/trailing``, ``LayoutAttribute/left``,
    /// ``LayoutAttribute/right`` or ``LayoutAttribute/centerX``.
    public let attribute: LayoutAttribute

    /// A constraint placing this anchor the system spacing (``SystemSpacing/betweenSiblings``,
    /// 8 points) times `multiplier` after `anchor`: `self == anchor + multiplier × 8`.
    ///
    /// ```swift
    /// b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)
    /// ```
    ///
    /// - Parameters:
    ///   - anchor: The anchor to follow.
    ///   - multiplier: How many system spacings.
    ///   - fileID: The caller's file (captured).
    ///   - line: The caller's line (captured).
    ///   - column: The caller's column (captured).
    /// - Returns: An inactive constraint.
    /// - Precondition: Leading/trailing is not related to left/right.
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double,
                           fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> LayoutConstraint
    {
        spaced(.equal, anchor, multiplier, fileID, line, column)
    }

    /// A constraint placing this anchor at least the system spacing times `multiplier` after
    /// `anchor`: `self >= anchor + multiplier × 8`.
    ///
    /// ```swift
    /// b.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 2)
    /// ```
    ///
    /// - Parameters:
    ///   - anchor: The anchor to follow.
    ///   - multiplier: How many system spacings.
    ///   - fileID: The caller's file (captured).
    ///   - line: The caller's line (captured).
    ///   - column: The caller's column (captured).
    /// - Returns: An inactive constraint.
    /// - Precondition: Leading/trailing is not related to left/right.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double,
                           fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> LayoutConstraint
    {
        spaced(.greaterThanOrEqual, anchor, multiplier, fileID, line, column)
    }

    /// A constraint placing this anchor at most the system spacing times `multiplier` after
    /// `anchor`: `self <= anchor + multiplier × 8`.
    ///
    /// ```swift
    /// b.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)
    /// ```
    ///
    /// - Parameters:
    ///   - anchor: The anchor to follow.
    ///   - multiplier: How many system spacings.
    ///   - fileID: The caller's file (captured).
    ///   - line: The caller's line (captured).
    ///   - column: The caller's column (captured).
    /// - Returns: An inactive constraint.
    /// - Precondition: Leading/trailing is not related to left/right.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double,
                           fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> LayoutConstraint
    {
        spaced(.lessThanOrEqual, anchor, multiplier, fileID, line, column)
    }

    /// The distance from this anchor to `anchor` (`anchor − self`, positive when `anchor` is
    /// after (to the trailing side of) this one), as a dimension to constrain like a width: UIKit's
    /// `anchorWithOffset(to:)`. The constraints made from it name all the anchors involved:
    /// they are installed on the closest common ancestor of all their items.
    ///
    /// ```swift
    /// let gap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
    /// gap.constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)).isActive = true   // equal gaps
    /// ```
    ///
    /// - Parameters:
    ///   - anchor: The anchor the distance ends at.
    ///   - fileID: The caller's file (captured).
    ///   - line: The caller's line (captured).
    ///   - column: The caller's column (captured).
    /// - Returns: A dimension measured from this anchor to `anchor`.
    /// - Precondition: Leading/trailing is not measured to left/right (UIKit's rule).
    public func anchorWithOffset(to anchor: LayoutXAxisAnchor, fileID: StaticString = #fileID, line: UInt = #line,
                                 column: UInt = #column) -> LayoutDimension
    {
        offset(to: anchor, fileID, line, column)
    }
}
