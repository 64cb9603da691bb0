// SPDX-License-Identifier: MIT

// Foundation-free geometry over `Double`, with UIKit's initializer labels so pasted layout code
// compiles unchanged: `Point(x:y:)`, `Size(width:height:)`, `Rect(x:y:width:height:)`,
// `EdgeInsets(top:left:bottom:right:)`, `DirectionalEdgeInsets(top:leading:bottom:trailing:)`.
// The y axis grows downward, as in UIKit.

/// A location in a two-dimensional coordinate system (UIKit's `CGPoint`).
///
/// ```swift
/// make.center.equalTo(Point(x: 10, y: 20))   // centerX == superview.left + 10, centerY == superview.top + 20
/// ```
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate (grows downward).
    public var y: Double

    /// Creates a point.
    ///
    /// - Parameters:
    ///   - x: The horizontal coordinate.
    ///   - y: The vertical coordinate.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)
}

/// A width and a height (UIKit's `CGSize`).
///
/// ```swift
/// make.size.equalTo(Size(width: 44, height: 44))
/// ```
public struct Size: Hashable, Sendable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size.
    ///
    /// - Parameters:
    ///   - width: The horizontal extent.
    ///   - height: The vertical extent.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size, `0 × 0`.
    public static let zero = Size(width: 0, height: 0)
}

/// A rectangle: an origin and a size (UIKit's `CGRect`).
///
/// ```swift
/// let root = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
/// root.frame.maxX   // 320.0
/// ```
public struct Rect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: Point
    /// The extent.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    ///
    /// - Parameters:
    ///   - origin: The top-left corner.
    ///   - size: The extent.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from coordinates.
    ///
    /// - Parameters:
    ///   - x: The left edge.
    ///   - y: The top edge.
    ///   - width: The horizontal extent.
    ///   - height: The vertical extent.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle at the origin with zero size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge, `origin.x`.
    public var minX: Double { origin.x }
    /// The top edge, `origin.y`.
    public var minY: Double { origin.y }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal extent, `size.width`.
    public var width: Double { size.width }
    /// The vertical extent, `size.height`.
    public var height: Double { size.height }

    /// The rectangle moved inward by `insets` on each side (UIKit's `inset(by:)`).
    ///
    /// - Parameter insets: The amounts to move each edge inward.
    /// - Returns: The inset rectangle.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: origin.x + insets.left, y: origin.y + insets.top,
             width: size.width - insets.left - insets.right,
             height: size.height - insets.top - insets.bottom)
    }
}

/// Inward distances from the four edges of a rectangle (UIKit's `UIEdgeInsets`).
///
/// As a target or an `inset`, each edge moves inward: `make.edges.equalToSuperview().inset(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))`
/// gives `top + 10`, `left + 20`, `bottom − 30`, `right − 40`.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset of the top edge.
    public var top: Double
    /// The inset of the left edge.
    public var left: Double
    /// The inset of the bottom edge.
    public var bottom: Double
    /// The inset of the right edge.
    public var right: Double

    /// Creates insets.
    ///
    /// - Parameters:
    ///   - top: The inset of the top edge.
    ///   - left: The inset of the left edge.
    ///   - bottom: The inset of the bottom edge.
    ///   - right: The inset of the right edge.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Equal insets on all four edges.
    ///
    /// - Parameter all: The inset of every edge.
    public init(all: Double) {
        self.init(top: all, left: all, bottom: all, right: all)
    }

    /// No inset.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Inward distances from the four edges, with leading and trailing instead of left and right
/// (UIKit's `NSDirectionalEdgeInsets`).
///
/// Against leading/trailing attributes they apply directly, and flip with them in right-to-left
/// layout; against left/right they are mapped for left-to-right layout (leading = left), as
/// SnapKit does with its default configuration. ``LayoutView/directionalLayoutMargins`` uses them
/// too.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// The inset of the top edge.
    public var top: Double
    /// The inset of the leading edge.
    public var leading: Double
    /// The inset of the bottom edge.
    public var bottom: Double
    /// The inset of the trailing edge.
    public var trailing: Double

    /// Creates directional insets.
    ///
    /// - Parameters:
    ///   - top: The inset of the top edge.
    ///   - leading: The inset of the leading edge.
    ///   - bottom: The inset of the bottom edge.
    ///   - trailing: The inset of the trailing edge.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

/// SnapKit's name for ``EdgeInsets``.
public typealias ConstraintInsets = EdgeInsets
/// SnapKit's name for ``DirectionalEdgeInsets``.
public typealias ConstraintDirectionalInsets = DirectionalEdgeInsets
