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
/// let target = LinearConstraint(width - 48, strengthAbove: Strength(250), strengthBelow: Strength(750))
/// ```
public struct LinearConstraint {
    /// Identity of a constraint, shared by its copies; it also carries the below strength of an
    /// equation whose sides weigh apart, which few constraints have: kept out of the value, it
    /// costs the others nothing in size (every record and copy of a constraint is one).
    final class Identity {
        let strengthBelow: Strength?
        /// The constraint's record slot in the solver marked by ``hintOwner``; -1 before any
        /// solver holds it. A hint each solver confirms before use (Tableau+IdentityHints.swift).
        @exclusivity(unchecked) var slotHint = -1
        /// The owner mark of the solver that holds ``slotHint``; 0 for none.
        @exclusivity(unchecked) var hintOwner: UInt = 0

        init(strengthBelow: Strength? = nil) {
            self.strengthBelow = strengthBelow
        }
    }

    /// The reduced expression compared with zero. (The solver changes the constant of the copy
    /// it holds in place, ``Solver/updateConstant(_:of:)``; a constraint's value never changes.)
    public internal(set) var expression: LinearExpression
    /// How ``expression`` relates to zero.
    public let relation: Relation
    /// How much the constraint matters: for an optional equation, how much the expression
    /// rising above zero matters (``strengthBelow`` weighs it falling short).
    public let strength: Strength
    /// For an optional equation, how much the expression falling below zero matters: the same as
    /// ``strength`` unless the constraint was made with ``init(_:strengthAbove:strengthBelow:)``.
    /// An inequality can only be violated on one side, which ``strength`` weighs.
    public var strengthBelow: Strength { identity.strengthBelow ?? strength }
    let identity: Identity

    /// Creates `expression ⋈ 0` at `strength`, merging duplicate variables.
    ///
    /// - Parameters:
    ///   - expression: The left side; the right side is zero.
    ///   - relation: `<=`, `==` or `>=`.
    ///   - strength: ``Strength/required`` unless given.
    /// - Complexity: O(*n*) expected in the number of terms.
    public init(_ expression: consuming LinearExpression, _ relation: Relation, strength: Strength = .required) {
        self.init(reduced: expression.reduced(), relation, strength, Identity())
    }

    /// Creates the optional equation `expression == 0` whose two violations weigh apart: the
    /// expression rising above zero at `strengthAbove`, falling below it at `strengthBelow`.
    ///
    /// It is UIKit's intrinsic-size constraint: a label 48 points wide holds its width with
    /// `width - 48` above zero at its content hugging priority and below zero at its compression
    /// resistance. At every value it costs what the two inequalities `expression <= 0` at
    /// `strengthAbove` and `expression >= 0` at `strengthBelow` cost together, so the solutions
    /// are the same; it is one row instead of two, and one constant to move.
    ///
    /// ```swift
    /// let hold = LinearConstraint(width - 48, strengthAbove: Strength(250), strengthBelow: Strength(750))
    /// try solver.addConstraint(hold)
    /// try solver.addConstraint((width >= 100) | Strength(500))   // width == 100: 500 beats 250
    /// ```
    ///
    /// - Parameters:
    ///   - expression: The left side; the right side is zero.
    ///   - strengthAbove: How much `expression > 0` matters; becomes ``strength``.
    ///   - strengthBelow: How much `expression < 0` matters; becomes ``strengthBelow``.
    /// - Note: Both strengths must be optional: a required side is an inequality, to be written
    ///   as one. A solver refuses the constraint otherwise, as an invalid strength
    ///   (``SolverError/nonFiniteConstraint(_:)``). Two equal strengths make an ordinary
    ///   equation at that strength.
    /// - Complexity: O(*n*) expected in the number of terms.
    public init(_ expression: consuming LinearExpression, strengthAbove: Strength, strengthBelow: Strength) {
        self.init(reduced: expression.reduced(), .equal, strengthAbove,
                  Identity(strengthBelow: strengthBelow == strengthAbove ? nil : strengthBelow))
    }

    init(reduced expression: LinearExpression, _ relation: Relation, _ strength: Strength, _ identity: Identity) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.identity = identity
    }

    /// A new constraint (a distinct identity) with the same relation at another strength, on
    /// both sides of an equation.
    ///
    /// - Parameter strength: The new strength.
    /// - Returns: The copy; the original is unchanged.
    public func withStrength(_ strength: Strength) -> LinearConstraint {
        LinearConstraint(reduced: expression, relation, strength, Identity())
    }

    /// The strength that weighs an optional constraint's error symbol: an equation's first error
    /// (`marker`, positive when the expression is above zero) at ``strength``, its second at
    /// ``strengthBelow``; an inequality's one error at ``strength``.
    func strength(ofErrorIsMarker isMarker: Bool) -> Strength {
        isMarker || relation != .equal ? strength : strengthBelow
    }

    /// Whether the two sides of an equation weigh apart.
    var isSplit: Bool { identity.strengthBelow != nil }

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

    /// Whether every coefficient, the constant and the strength are finite (and the weight
    /// positive), and, for an equation whose sides weigh apart, both strengths optional.
    public var isFinite: Bool {
        expression.isFinite && strength.isValid
            && (!isSplit || (strengthBelow.isValid && !strength.isRequired && !strengthBelow.isRequired))
    }
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
    /// `"x + 2.0 * y + -20.0 == 0 | required"`; an equation whose sides weigh apart shows both,
    /// `"w + -48.0 == 0 | 250.0 above, 750.0 below"`.
    public var description: String {
        isSplit ? "\(expression) \(relation) 0 | \(strength) above, \(strengthBelow) below"
            : "\(expression) \(relation) 0 | \(strength)"
    }
}
