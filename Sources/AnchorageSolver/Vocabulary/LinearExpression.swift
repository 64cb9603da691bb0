// SPDX-License-Identifier: MIT

/// A sum of ``Term``s plus a constant: `c₁·x₁ + … + cₙ·xₙ + constant`.
///
/// Expressions are usually built with operators (`x + 2 * y - 10`); they keep their terms in the
/// order written. ``reduced()`` merges duplicate variables, which every ``LinearConstraint`` does
/// on creation.
///
/// ```swift
/// let e = x + 2 * y - x + 5     // terms x, 2y, -x; constant 5
/// e.reduced()                   // terms 0·x dropped: 2y; constant 5
/// ```
public struct LinearExpression {
    /// The summands, in the order they were written (possibly repeating a variable until reduced).
    public var terms: [Term]
    /// The constant summand.
    public var constant: Double

    /// Creates `terms + constant`.
    ///
    /// - Parameters:
    ///   - terms: The summands.
    ///   - constant: The constant summand.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `1 · variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// Creates the expression holding one term.
    public init(_ term: Term) {
        self.init([term])
    }

    /// Creates the constant expression `constant`.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The expression's current value, from each variable's ``Variable/value``.
    ///
    /// - Complexity: O(*n*) in the number of terms.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.value }
    }

    /// The same expression with each variable appearing once (coefficients summed, in order of
    /// first appearance) and terms whose summed coefficient is exactly zero dropped.
    ///
    /// - Complexity: O(*n*) expected in the number of terms.
    public consuming func reduced() -> LinearExpression {
        guard !terms.isEmpty else { return self }
        let constant = constant
        let reduced = terms.withUnsafeBufferPointer { source in
            [Term](unsafeUninitializedCapacity: source.count) { buffer, count in
                count = Self.reduce(count: source.count, into: buffer.baseAddress!) { source[$0] }
            }
        }
        return LinearExpression(reduced, constant: constant)
    }

    /// Writes the terms `term(0)`, …, `term(count − 1)` reduced into `destination`
    /// (uninitialized, room for `count` terms): each variable once, its coefficients summed in
    /// term order at its first appearance, and the terms whose sum is exactly zero dropped. The
    /// one reduction behind ``reduced()`` and every ``LinearConstraint``.
    ///
    /// - Returns: How many terms it initialized.
    /// - Complexity: O(*n*) expected in the number of terms.
    @inline(__always)
    static func reduce(count source: Int, into destination: UnsafeMutablePointer<Term>, _ term: (Int) -> Term) -> Int {
        var count = 0
        func merge(_ term: Term, into index: Int) {
            destination[index] = Term(term.variable, coefficient: destination[index].coefficient + term.coefficient)
        }
        if source <= smallTermCount {
            // Constraints name a handful of variables: pairwise comparison beats hashing there.
            terms: for i in 0..<source {
                let next = term(i)
                for index in 0..<count where destination[index].variable === next.variable {
                    merge(next, into: index)
                    continue terms
                }
                (destination + count).initialize(to: next)
                count += 1
            }
        } else {
            var slot: [ObjectIdentifier: Int] = [:]
            slot.reserveCapacity(source)
            for i in 0..<source {
                let next = term(i)
                let key = ObjectIdentifier(next.variable)
                if let index = slot[key] {
                    merge(next, into: index)
                } else {
                    slot[key] = count
                    (destination + count).initialize(to: next)
                    count += 1
                }
            }
        }
        // Cancelled terms out, the others moved down over them in order.
        var kept = 0
        for index in 0..<count {
            if destination[index].coefficient == 0 {
                (destination + index).deinitialize(count: 1)
            } else {
                if kept != index { (destination + kept).moveInitialize(from: destination + index, count: 1) }
                kept += 1
            }
        }
        return kept
    }

    /// Up to this many terms, ``reduce(count:into:_:)`` compares variables pairwise instead of hashing.
    static let smallTermCount = 16

    /// Whether every coefficient and the constant are finite (neither NaN nor infinite).
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }
}

extension LinearExpression: CustomStringConvertible {
    /// `"x + 2.0 * y + 10.0"`; a zero constant is omitted unless the expression has no terms.
    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}
