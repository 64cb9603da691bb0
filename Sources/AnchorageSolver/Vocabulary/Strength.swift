// SPDX-License-Identifier: MIT

/// How much a constraint matters: `required`, or an optional priority *level* with a *weight*.
///
/// Levels form a strict hierarchy (the original Cassowary semantics, and Auto Layout's documented
/// one, not kiwi's packed doubles): the solver never buys any amount of violation at a lower level
/// with any violation at a higher level. A thousand violated `.medium` constraints never outweigh
/// one `.strong` one. The ``weight`` scales a constraint's error only against others *at the same
/// level*.
///
/// Any finite level works, so a layout engine can use Auto Layout's priorities directly:
///
/// ```swift
/// let high = Strength(750)                 // UILayoutPriority.defaultHigh
/// let c = (width == 200) | high
/// let twice = Strength(250, weight: 2)     // counts double among level-250 constraints
/// ```
///
/// A non-finite level or a weight that is not finite and positive is accepted here (the
/// initializer never fails) and rejected by ``Solver/addConstraint(_:)`` and
/// ``Solver/addEditVariable(_:strength:)`` with ``SolverError/nonFiniteConstraint(_:)`` or
/// ``SolverError/nonFiniteEdit(_:)``.
public struct Strength: Sendable, Hashable {
    /// The priority level; `+infinity` for ``required``.
    public let level: Double
    /// The factor applied to this constraint's error among constraints of the same ``level``.
    public let weight: Double
    /// Whether this is ``required``: the constraint must hold exactly or be rejected.
    public let isRequired: Bool

    /// An optional strength at `level`, weighted by `weight` within that level.
    ///
    /// - Parameters:
    ///   - level: Any finite number; higher levels are satisfied first.
    ///   - weight: A finite positive factor for this constraint's error within its level.
    public init(_ level: Double, weight: Double = 1) {
        self.level = level
        self.weight = weight
        self.isRequired = false
    }

    private init(required: Void) {
        level = .infinity
        weight = 1
        isRequired = true
    }

    /// The constraint must hold; adding one that cannot throws ``SolverError/unsatisfiable(_:conflicts:)``.
    public static let required = Strength(required: ())
    /// Level 1,000,000 (kiwi's `strong`).
    public static let strong = Strength(1_000_000)
    /// Level 1,000 (kiwi's `medium`).
    public static let medium = Strength(1_000)
    /// Level 1 (kiwi's `weak`).
    public static let weak = Strength(1)

    /// Whether a solver accepts this strength: required, or a finite level with a finite positive
    /// weight.
    public var isValid: Bool {
        isRequired || (level.isFinite && weight.isFinite && weight > 0)
    }
}

extension Strength: Comparable {
    /// Orders by level (``required`` above every optional level), then by weight.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        if lhs.isRequired != rhs.isRequired { return rhs.isRequired }
        if lhs.level != rhs.level { return lhs.level < rhs.level }
        return lhs.weight < rhs.weight
    }
}

extension Strength: CustomStringConvertible {
    /// `"required"`, `"strong"`, `"medium"`, `"weak"`, or the level (`"750.0"`), with
    /// `" weight 2.0"` appended when the weight is not 1.
    public var description: String {
        if isRequired { return "required" }
        var name: String
        switch level {
        case Strength.strong.level: name = "strong"
        case Strength.medium.level: name = "medium"
        case Strength.weak.level: name = "weak"
        default: name = "\(level)"
        }
        if weight != 1 { name += " weight \(weight)" }
        return name
    }
}
