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
        if terms.count <= 1 {
            if let only = terms.first, only.coefficient == 0 { return LinearExpression(constant: constant) }
            return self
        }
        // Constraints name a handful of variables: pairwise comparison beats hashing there, and an
        // expression that is already reduced is returned without allocating.
        if terms.count <= Self.smallTermCount {
            var isReduced = true
            scan: for i in terms.indices {
                if terms[i].coefficient == 0 {
                    isReduced = false
                    break
                }
                for j in 0..<i where terms[j].variable === terms[i].variable {
                    isReduced = false
                    break scan
                }
            }
            if isReduced { return self }
            var merged: [Term] = []
            merged.reserveCapacity(terms.count)
            for term in terms {
                if let index = merged.firstIndex(where: { $0.variable === term.variable }) {
                    merged[index] = Term(term.variable, coefficient: merged[index].coefficient + term.coefficient)
                } else {
                    merged.append(term)
                }
            }
            merged.removeAll { $0.coefficient == 0 }
            return LinearExpression(merged, constant: constant)
        }
        var slot: [ObjectIdentifier: Int] = [:]
        slot.reserveCapacity(terms.count)
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            if let index = slot[key] {
                merged[index] = Term(term.variable, coefficient: merged[index].coefficient + term.coefficient)
            } else {
                slot[key] = merged.count
                merged.append(term)
            }
        }
        merged.removeAll { $0.coefficient == 0 }
        return LinearExpression(merged, constant: constant)
    }

    /// Calls `body` with each term's index, variable and coefficient, in term order, the variable
    /// lent without a retain: for the solver's loops that look variables up and keep none of
    /// them (a retain and a release per term otherwise, an atomic pair each). The expression
    /// holds the variables for the duration.
    @inline(__always)
    func forEachTermUnretained(_ body: (Int, Variable, Double) -> Void) {
        terms.withUnsafeBufferPointer { terms in
            for i in terms.indices {
                Unmanaged.passUnretained(terms[i].variable)._withUnsafeGuaranteedRef { body(i, $0, terms[i].coefficient) }
            }
        }
    }

    /// Up to this many terms, ``reduced()`` compares variables pairwise instead of hashing.
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
