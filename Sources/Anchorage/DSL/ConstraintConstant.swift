// SPDX-License-Identifier: MIT

/// A constant as written in the DSL, before it is resolved for one attribute: a number, a point,
/// a size, or insets. SnapKit's `ConstraintConstantTarget`, with its per-attribute table in one
/// place (``value(for:)``).
///
/// ```swift
/// ConstraintConstant.insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)).value(for: .right)   // -4.0
/// ConstraintConstant.size(Size(width: 5, height: 6)).value(for: .left)                              // 0.0
/// ```
public enum ConstraintConstant: Hashable, Sendable {
    /// The same number for every attribute (`equalTo(10)`, `offset(10)`).
    case scalar(Double)
    /// `x` for horizontal locations, `y` for vertical ones, 0 for width and height.
    case point(Point)
    /// `width` for width, `height` for height, 0 for every other attribute.
    case size(Size)
    /// Each edge moved inward: `+left`, `−right`, `+top`, `−bottom`, centres by half the
    /// difference, sizes by minus the sum (`inset(10)` is `.insets(EdgeInsets(all: 10))`).
    case insets(EdgeInsets)
    /// Like ``insets(_:)`` with leading/trailing. On leading and trailing attributes (e.g.
    /// `directionalEdges`) they flip with the layout direction, as those attributes do; on left
    /// and right they are mapped left-to-right (leading = left), as SnapKit's default
    /// `ConstraintConfig.interfaceLayoutDirection` maps them.
    case directionalInsets(DirectionalEdgeInsets)

    /// The constant for a constraint whose target ("to") attribute is `attribute`: SnapKit's table
    /// (`ConstraintConstantTarget.swift`). Insets move every edge inward, so `right` and `bottom`
    /// get the negated inset and a uniform inset leaves centres unchanged.
    ///
    /// - Parameter attribute: The target attribute, or the first attribute when the constraint
    ///   has no second item.
    /// - Returns: The constant.
    public func value(for attribute: LayoutAttribute) -> Double {
        switch self {
        case .scalar(let x):
            return x
        case .point(let p):
            if attribute.isSize { return 0 }
            return attribute.axis == .horizontal ? p.x : p.y
        case .size(let s):
            switch attribute {
            case .width: return s.width
            case .height: return s.height
            default: return 0
            }
        case .insets(let i):
            return ConstraintConstant.inset(attribute, top: i.top, left: i.left, bottom: i.bottom, right: i.right)
        case .directionalInsets(let d):
            return ConstraintConstant.inset(attribute, top: d.top, left: d.leading, bottom: d.bottom, right: d.trailing)
        }
    }

    private static func inset(_ attribute: LayoutAttribute, top: Double, left: Double, bottom: Double, right: Double) -> Double {
        switch attribute {
        case .left, .leftMargin, .leading, .leadingMargin: left
        case .right, .rightMargin, .trailing, .trailingMargin: -right
        case .top, .topMargin, .firstBaseline: top
        case .bottom, .bottomMargin, .lastBaseline: -bottom
        case .centerX, .centerXWithinMargins: (left - right) / 2
        case .centerY, .centerYWithinMargins: (top - bottom) / 2
        case .width: -(left + right)
        case .height: -(top + bottom)
        case .notAnAttribute: 0
        }
    }

    /// Whether every number in the constant is finite.
    public var isFinite: Bool {
        switch self {
        case .scalar(let x): x.isFinite
        case .point(let p): p.x.isFinite && p.y.isFinite
        case .size(let s): s.width.isFinite && s.height.isFinite
        case .insets(let i): i.top.isFinite && i.left.isFinite && i.bottom.isFinite && i.right.isFinite
        case .directionalInsets(let d): d.top.isFinite && d.leading.isFinite && d.bottom.isFinite && d.trailing.isFinite
        }
    }
}

/// A number the DSL accepts for `offset`, `multipliedBy` and `dividedBy`: `Int`, `UInt`,
/// `Double` or `Float`.
///
/// ```swift
/// make.left.equalToSuperview().offset(8)
/// make.width.equalToSuperview().multipliedBy(0.5)
/// ```
public protocol ConstraintNumber {
    /// The number as a `Double`.
    var constraintValue: Double { get }
}

extension Int: ConstraintNumber {
    /// The integer as a `Double`.
    public var constraintValue: Double { Double(self) }
}

extension UInt: ConstraintNumber {
    /// The integer as a `Double`.
    public var constraintValue: Double { Double(self) }
}

extension Double: ConstraintNumber {
    /// Itself.
    public var constraintValue: Double { self }
}

extension Float: ConstraintNumber {
    /// The number as a `Double`.
    public var constraintValue: Double { Double(self) }
}

/// What `inset(_:)` and `update(inset:)` accept: a number (the same inset on every edge),
/// ``EdgeInsets`` or ``DirectionalEdgeInsets``.
///
/// ```swift
/// make.edges.equalToSuperview().inset(16)
/// make.edges.equalToSuperview().inset(EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
/// ```
public protocol ConstraintInsetTarget {
    /// The insets as a constant to resolve per attribute.
    var constraintInsetValue: ConstraintConstant { get }
}

extension Int: ConstraintInsetTarget {
    /// The same inset on every edge.
    public var constraintInsetValue: ConstraintConstant { .insets(EdgeInsets(all: Double(self))) }
}

extension UInt: ConstraintInsetTarget {
    /// The same inset on every edge.
    public var constraintInsetValue: ConstraintConstant { .insets(EdgeInsets(all: Double(self))) }
}

extension Double: ConstraintInsetTarget {
    /// The same inset on every edge.
    public var constraintInsetValue: ConstraintConstant { .insets(EdgeInsets(all: self)) }
}

extension Float: ConstraintInsetTarget {
    /// The same inset on every edge.
    public var constraintInsetValue: ConstraintConstant { .insets(EdgeInsets(all: Double(self))) }
}

extension EdgeInsets: ConstraintInsetTarget {
    /// The insets.
    public var constraintInsetValue: ConstraintConstant { .insets(self) }
}

extension DirectionalEdgeInsets: ConstraintInsetTarget {
    /// The directional insets.
    public var constraintInsetValue: ConstraintConstant { .directionalInsets(self) }
}
