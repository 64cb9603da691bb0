// SPDX-License-Identifier: MIT

/// UIKit's standard spacing, the one home of the numbers that the system-spacing anchor methods
/// and the Visual Format Language's `-` use.
///
/// Apple documents 8 points between sibling views and 20 points between a view and its
/// superview's edge. UIKit derives baseline-to-baseline system spacing from the fonts involved;
/// Anchorage has no fonts in its views, so it uses the sibling spacing for every pair of
/// anchors, baselines included.
///
/// ```swift
/// b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)
/// // b.leading == a.trailing + 8.0
/// ```
public enum SystemSpacing {
    /// The standard space between two sibling views (and between any two anchors): 8 points.
    public static let betweenSiblings = 8.0
    /// The standard space between a view and its superview's edge in a visual format
    /// (`|-[view]`): 20 points.
    public static let toSuperviewEdge = 20.0
}
