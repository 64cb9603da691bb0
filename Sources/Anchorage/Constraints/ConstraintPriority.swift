// SPDX-License-Identifier: MIT

import AnchorageSolver

/// How much a constraint matters, on Auto Layout's scale: `(0, 1000]`, where 1000 is required.
///
/// Optional priorities are strictly lexicographic, as Auto Layout documents: any violation at a
/// priority outweighs every violation at all lower priorities. Each distinct value is its own
/// solver level (``strength``), so `.high.advanced(by: 1)` (751) really beats 750.
///
/// ```swift
/// make.width.equalTo(100).priority(.high)
/// make.width.equalTo(100).priority(751)
/// make.width.equalTo(100).priority(ConstraintPriority.low.advanced(by: -1))
/// ```
public struct ConstraintPriority: Hashable, Sendable, Strideable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    /// The priority on Auto Layout's scale.
    public let value: Double

    /// Creates a priority.
    ///
    /// - Parameter value: A priority in `(0, 1000]`; values outside are rejected when the
    ///   constraint is made (see ``RelatedChain/priority(_:)``).
    public init(_ value: Double) {
        self.value = value
    }

    /// Creates a priority from a float literal.
    public init(floatLiteral value: Double) {
        self.init(value)
    }

    /// Creates a priority from an integer literal.
    public init(integerLiteral value: Int) {
        self.init(Double(value))
    }

    /// Whether the priority is 1000 or more, i.e. required.
    public var isRequired: Bool { value >= 1000 }

    /// Whether the value is a valid Auto Layout priority: finite, in `(0, 1000]`.
    public var isValid: Bool { value.isFinite && value > 0 && value <= 1000 }

    /// The solver strength: AnchorageSolver's `Strength.required` at 1000, otherwise the level `value`.
    public var strength: Strength { isRequired ? .required : Strength(value) }

    /// The distance to another priority.
    public func distance(to other: ConstraintPriority) -> Double { other.value - value }

    /// The priority `n` away: `.high.advanced(by: 1)` is 751.
    public func advanced(by n: Double) -> ConstraintPriority { ConstraintPriority(value + n) }
}

extension ConstraintPriority: CustomStringConvertible {
    /// The value, e.g. `"750.0"`.
    public var description: String { "\(value)" }
}

/// A value that can stand for a ``ConstraintPriority``: the priority itself, or a number (`Int`,
/// `Double`, `Float`, `UInt`).
///
/// ```swift
/// make.top.equalTo(0).priority(.high)
/// let p = 600; make.top.equalTo(0).priority(p)
/// ```
public protocol ConstraintPriorityTarget {
    /// The priority this value stands for.
    var constraintPriority: ConstraintPriority { get }
}

extension ConstraintPriority: ConstraintPriorityTarget {
    /// Itself.
    public var constraintPriority: ConstraintPriority { self }
}

// The named priorities live here rather than on the struct so that `.high` also resolves where
// the parameter is generic over `ConstraintPriorityTarget` (SE-0299).
extension ConstraintPriorityTarget where Self == ConstraintPriority {
    /// 1000: the constraint must hold.
    public static var required: ConstraintPriority { ConstraintPriority(1000) }
    /// 750 (`UILayoutPriority.defaultHigh`).
    public static var high: ConstraintPriority { ConstraintPriority(750) }
    /// 500 (UIKit's value; AppKit's is 501).
    public static var medium: ConstraintPriority { ConstraintPriority(500) }
    /// 250 (`UILayoutPriority.defaultLow`).
    public static var low: ConstraintPriority { ConstraintPriority(250) }
    /// UIKit's name for ``high`` (750), so ported anchor code compiles unchanged.
    public static var defaultHigh: ConstraintPriority { .high }
    /// UIKit's name for ``low`` (250), so ported anchor code compiles unchanged.
    public static var defaultLow: ConstraintPriority { .low }
}

extension Int: ConstraintPriorityTarget {
    /// The integer as a priority.
    public var constraintPriority: ConstraintPriority { ConstraintPriority(Double(self)) }
}

extension UInt: ConstraintPriorityTarget {
    /// The integer as a priority.
    public var constraintPriority: ConstraintPriority { ConstraintPriority(Double(self)) }
}

extension Double: ConstraintPriorityTarget {
    /// The number as a priority.
    public var constraintPriority: ConstraintPriority { ConstraintPriority(self) }
}

extension Float: ConstraintPriorityTarget {
    /// The number as a priority.
    public var constraintPriority: ConstraintPriority { ConstraintPriority(Double(self)) }
}
