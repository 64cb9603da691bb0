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
    /// Identity of a constraint, shared by its copies, and the storage of its reduced terms,
    /// tail-allocated in the same object: a constraint is one allocation, not one for its
    /// identity and one for an array of terms (a layout makes thousands). It also carries the
    /// below strength of an equation whose sides weigh apart, which few constraints have: kept
    /// out of the value, it costs the others nothing in size (every record and copy of a
    /// constraint is one).
    final class Identity: ManagedBuffer<IdentityHeader, Term> {
        /// A new identity holding `term(0)`, …, `term(count − 1)` reduced
        /// (``LinearExpression/reduce(count:into:_:)``).
        @inline(__always)
        static func make(reducing count: Int, strengthBelow: Strength?, _ term: (Int) -> Term) -> Identity {
            let identity = allocate(room: count, strengthBelow: strengthBelow)
            identity.withUnsafeMutablePointers { header, terms in
                header.pointee.count = LinearExpression.reduce(count: count, into: terms, term)
            }
            return identity
        }

        /// A new identity with the same terms and the below strength given.
        func copy(strengthBelow: Strength?) -> Identity {
            let count = termCount
            let copy = Identity.allocate(room: count, strengthBelow: strengthBelow)
            withUnsafeMutablePointers { _, terms in
                copy.withUnsafeMutablePointers { header, copied in
                    copied.initialize(from: terms, count: count)
                    header.pointee.count = count
                }
            }
            return copy
        }

        /// An identity with room for `room` terms, holding none yet.
        private static func allocate(room: Int, strengthBelow: Strength?) -> Identity {
            unsafeDowncast(create(minimumCapacity: room) { _ in IdentityHeader(count: 0, strengthBelow: strengthBelow) },
                           to: Identity.self)
        }

        deinit {
            withUnsafeMutablePointers { header, terms in _ = terms.deinitialize(count: header.pointee.count) }
        }

        // The header is read and written through its pointer: `header` itself is a class's
        // stored property, whose every access outside the standard library pays a dynamic
        // exclusivity check.

        /// The header, in place.
        private var fields: UnsafeMutablePointer<IdentityHeader> {
            @inline(__always) get { withUnsafeMutablePointerToHeader { $0 } }
        }
        var termCount: Int { @inline(__always) get { fields.pointee.count } }
        var strengthBelow: Strength? { fields.pointee.strengthBelow }
        /// The constraint's record slot in the solver marked by ``hintOwner``; -1 before any
        /// solver holds it. A hint each solver confirms before use (Tableau+IdentityHints.swift).
        var slotHint: Int {
            @inline(__always) get { fields.pointee.slotHint }
            @inline(__always) set { fields.pointee.slotHint = newValue }
        }
        /// The owner mark of the solver that holds ``slotHint``; 0 for none.
        var hintOwner: UInt {
            @inline(__always) get { fields.pointee.hintOwner }
            @inline(__always) set { fields.pointee.hintOwner = newValue }
        }
    }

    /// The reduced expression compared with zero, made from the constraint's terms and constant
    /// at each access.
    ///
    /// - Complexity: O(*n*) in the number of terms (it allocates an array of them).
    public var expression: LinearExpression { LinearExpression(Array(terms), constant: constant) }
    /// The expression's constant (read through ``constant``, declared in the seam). The solver
    /// changes the constant of the copy it holds in place (``Solver/updateConstant(_:of:)``).
    @usableFromInline var storedConstant: Double
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
        let identity = expression.terms.withUnsafeBufferPointer { terms in
            Identity.make(reducing: terms.count, strengthBelow: nil) { terms[$0] }
        }
        self.init(identity, constant: expression.constant, relation, strength)
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
        let below = strengthBelow == strengthAbove ? nil : strengthBelow
        let identity = expression.terms.withUnsafeBufferPointer { terms in
            Identity.make(reducing: terms.count, strengthBelow: below) { terms[$0] }
        }
        self.init(identity, constant: expression.constant, .equal, strengthAbove)
    }

    init(_ identity: Identity, constant: Double, _ relation: Relation, _ strength: Strength) {
        self.identity = identity
        self.storedConstant = constant
        self.relation = relation
        self.strength = strength
    }

    /// A new constraint (a distinct identity) with the same relation at another strength, on
    /// both sides of an equation.
    ///
    /// - Parameter strength: The new strength.
    /// - Returns: The copy; the original is unchanged.
    public func withStrength(_ strength: Strength) -> LinearConstraint {
        LinearConstraint(identity.copy(strengthBelow: nil), constant: constant, relation, strength)
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
    /// by more than `tolerance` times the largest magnitude it is computed from (its constant and
    /// each term's coefficient times value): the solver's own precision rule (the Numerics
    /// article), so constraints in points and in 1e-9 units are judged alike.
    ///
    /// ```swift
    /// let gap = (right - left == 8)
    /// try solver.addConstraint(gap)
    /// solver.updateVariables()
    /// assert(!gap.isViolated())
    /// ```
    ///
    /// - Parameter tolerance: The allowed violation, relative to that magnitude; 1e-8 by default.
    /// - Complexity: O(*n*) in the number of terms.
    public func isViolated(tolerance: Double = Numerics.violationTolerance) -> Bool {
        var v = constant, scale = abs(constant)
        for index in terms.indices {
            let part = terms[index].value
            v += part
            scale = max(scale, abs(part))
        }
        let allowed = tolerance * scale
        switch relation {
        case .equal: return abs(v) > allowed
        case .lessThanOrEqual: return v > allowed
        case .greaterThanOrEqual: return v < -allowed
        }
    }

    /// Whether every coefficient, the constant and the strength are finite (and the weight
    /// positive), and, for an equation whose sides weigh apart, both strengths optional.
    public var isFinite: Bool {
        constant.isFinite && terms.indices.allSatisfy { terms[$0].coefficient.isFinite } && strength.isValid
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

/// What a constraint's ``LinearConstraint/Identity`` holds besides its terms.
struct IdentityHeader {
    /// How many terms follow the header.
    var count: Int
    let strengthBelow: Strength?
    var slotHint = -1
    var hintOwner: UInt = 0
}

extension LinearConstraint {
    /// Calls `body` with each term's index, variable and coefficient, in term order, the variable
    /// lent without a retain: for the solver's loops that look variables up and keep none of
    /// them (a retain and a release per term otherwise, an atomic pair each). The constraint
    /// holds the variables for the duration.
    @inline(__always)
    func forEachTermUnretained(_ body: (Int, Variable, Double) -> Void) {
        let count = identity.termCount
        identity.withUnsafeMutablePointerToElements { terms in
            for i in 0..<count {
                Unmanaged.passUnretained(terms[i].variable)._withUnsafeGuaranteedRef { body(i, $0, terms[i].coefficient) }
            }
        }
    }
}
