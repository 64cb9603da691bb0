// SPDX-License-Identifier: MIT

/// A linear relation `expression ⋈ 0` at a ``Strength``: the unit a ``Solver`` adds and removes.
///
/// Every operator (`==`, `<=`, `>=` between variables, terms, expressions and numbers) ends in
/// this one initializer, which reduces the expression (duplicate variables merged).
///
/// A constraint has *identity*: copies of one constraint are the same constraint to a solver
/// (adding a copy twice throws ``SolverError/duplicateConstraint(_:)``), while two constraints
/// built from equal expressions are distinct. `==` on constraints compares that identity.
///
/// ```swift
/// let c = x + 2 * y == 20                                  // required
/// let soft = LinearConstraint(x - 10, .equal, strength: .weak)
/// let medium = c | .medium                                 // a new constraint at .medium
/// ```
public struct LinearConstraint {
    /// Identity of a constraint, shared by its copies.
    final class Identity: Sendable {}

    /// The reduced expression compared with zero. (The solver changes the constant of the copy
    /// it holds in place, ``Solver/updateConstant(_:of:)``; a constraint's value never changes.)
    public internal(set) var expression: LinearExpression
    /// How ``expression`` relates to zero.
    public let relation: Relation
    /// How much the constraint matters.
    public let strength: Strength
    let identity: Identity

    /// Creates `expression ⋈ 0` at `strength`, merging duplicate variables.
    ///
    /// - Parameters:
    ///   - expression: The left side; the right side is zero.
    ///   - relation: `<=`, `==` or `>=`.
    ///   - strength: ``Strength/required`` unless given.
    /// - Complexity: O(*n*) expected in the number of terms.
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
        self.init(reduced: expression.reduced(), relation, strength, Identity())
    }

    init(reduced expression: LinearExpression, _ relation: Relation, _ strength: Strength, _ identity: Identity) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.identity = identity
    }

    /// A new constraint (a distinct identity) with the same relation at another strength.
    ///
    /// - Parameter strength: The new strength.
    /// - Returns: The copy; the original is unchanged.
    public func withStrength(_ strength: Strength) -> LinearConstraint {
        LinearConstraint(reduced: expression, relation, strength, Identity())
    }

    /// Whether the expression, evaluated at the variables' current values, violates the relation
    /// by more than `tolerance`.
    ///
    /// - Parameter tolerance: The allowed violation.
    public func isViolated(tolerance: Double = 1e-8) -> Bool {
        let v = expression.value
        switch relation {
        case .equal: return abs(v) > tolerance
        case .lessThanOrEqual: return v > tolerance
        case .greaterThanOrEqual: return v < -tolerance
        }
    }

    /// Whether every coefficient, the constant and the strength are finite (and the weight positive).
    public var isFinite: Bool { expression.isFinite && strength.isValid }
}

extension LinearConstraint: Hashable {
    /// Identity: true only for copies of the same constraint.
    public static func == (lhs: LinearConstraint, rhs: LinearConstraint) -> Bool {
        lhs.identity === rhs.identity
    }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(identity))
    }
}

extension LinearConstraint: CustomStringConvertible {
    /// `"x + 2.0 * y + -20.0 == 0 | required"`.
    public var description: String {
        "\(expression) \(relation) 0 | \(strength)"
    }
}
