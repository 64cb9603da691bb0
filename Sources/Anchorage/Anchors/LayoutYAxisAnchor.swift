// SPDX-License-Identifier: MIT

/// A vertical position of a view or layout guide (UIKit's `NSLayoutYAxisAnchor`): top, bottom,
/// centre y, and a view's first and last baselines. It relates to other y anchors only (see
/// ``LayoutAnchor``).
///
/// ```swift
/// detail.firstBaselineAnchor.constraint(equalTo: title.lastBaselineAnchor, constant: 20).isActive = true
/// ```
public struct LayoutYAxisAnchor: LayoutAnchor {
    /// The view or guide.
    public let item: LayoutItem
    /// ``LayoutAttribute/top``, ``LayoutAttribute/bottom``, ``LayoutAttribute/centerY``,
    /// ``LayoutAttribute/firstBaseline`` or ``LayoutAttribute/lastBaseline``.
    public let attribute: LayoutAttribute

    /// A constraint placing this anchor the system spacing (``SystemSpacing/betweenSiblings``,
    /// 8 points, also between baselines) times `multiplier` below `anchor`:
    /// `self == anchor + multiplier × 8`.
    ///
    /// ```swift
    /// detail.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 1)
    /// ```
    ///
    /// - Parameters:
    ///   - anchor: The anchor above.
    ///   - multiplier: How many system spacings.
    ///   - fileID: The caller's file (captured).
    ///   - line: The caller's line (captured).
    ///   - column: The caller's column (captured).
    /// - Returns: An inactive constraint.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double,
                           fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> LayoutConstraint
    {
        spaced(.equal, anchor, multiplier, fileID, line, column)
    }

    /// A constraint placing this anchor at least the system spacing times `multiplier` below
    /// `anchor`: `self >= anchor + multiplier × 8`.
    ///
    /// ```swift
    /// detail.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: title.bottomAnchor, multiplier: 1)
    /// ```
    ///
    /// - Parameters:
    ///   - anchor: The anchor above.
    ///   - multiplier: How many system spacings.
    ///   - fileID: The caller's file (captured).
    ///   - line: The caller's line (captured).
    ///   - column: The caller's column (captured).
    /// - Returns: An inactive constraint.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double,
                           fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> LayoutConstraint
    {
        spaced(.greaterThanOrEqual, anchor, multiplier, fileID, line, column)
    }

    /// A constraint placing this anchor at most the system spacing times `multiplier` below
    /// `anchor`: `self <= anchor + multiplier × 8`.
    ///
    /// ```swift
    /// detail.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: title.bottomAnchor, multiplier: 2)
    /// ```
    ///
    /// - Parameters:
    ///   - anchor: The anchor above.
    ///   - multiplier: How many system spacings.
    ///   - fileID: The caller's file (captured).
    ///   - line: The caller's line (captured).
    ///   - column: The caller's column (captured).
    /// - Returns: An inactive constraint.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double,
                           fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> LayoutConstraint
    {
        spaced(.lessThanOrEqual, anchor, multiplier, fileID, line, column)
    }

    /// The distance from this anchor to `anchor` (`anchor − self`, positive when `anchor` is
    /// below this one), as a dimension to constrain like a width: UIKit's
    /// `anchorWithOffset(to:)`. The constraints made from it name all the anchors involved:
    /// they are installed on the closest common ancestor of all their items.
    ///
    /// ```swift
    /// let above = title.bottomAnchor.anchorWithOffset(to: body.topAnchor)
    /// above.constraint(equalTo: body.heightAnchor, multiplier: 0.25).isActive = true
    /// ```
    ///
    /// - Parameters:
    ///   - anchor: The anchor the distance ends at.
    ///   - fileID: The caller's file (captured).
    ///   - line: The caller's line (captured).
    ///   - column: The caller's column (captured).
    /// - Returns: A dimension measured from this anchor to `anchor`.
    /// - Precondition: Leading/trailing is not measured to left/right (UIKit's rule).
    public func anchorWithOffset(to anchor: LayoutYAxisAnchor, fileID: StaticString = #fileID, line: UInt = #line,
                                 column: UInt = #column) -> LayoutDimension
    {
        offset(to: anchor, fileID, line, column)
    }
}
