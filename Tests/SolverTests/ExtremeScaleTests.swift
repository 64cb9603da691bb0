// SPDX-License-Identifier: MIT

import AnchorageSolver
import Testing

/// Open solver bugs that the layout fuzzer (issue 6) found, each reduced from a fuzz seed's
/// sequence of solver operations to the few constraints that still show it. All involve
/// coefficients or constants near 1e9 beside others near 1e-9 (constants of 1e9 and multipliers
/// of 1e-9 are among the fuzzer's inputs): the solver accepts a required constraint that
/// contradicts another, or reports values at which an accepted required constraint does not
/// hold. The expressions are exactly the ones the engine handed to the solver.
///
/// Disabled until the solver is fixed; each one fails today.
@Suite struct ExtremeScaleTests {
    /// `Σ terms + constant ⋈ 0` at `strength`, with the terms in the given order.
    static func constraint(_ terms: [(Variable, Double)], _ constant: Double, _ relation: Relation,
                           _ strength: Strength = .required) -> LinearConstraint
    {
        LinearConstraint(LinearExpression(terms.map { Term($0.0, coefficient: $0.1) }, constant: constant),
                         relation, strength: strength)
    }

    /// Adds the constraints in order (a refused one is left out, as the engine does) and returns
    /// the accepted required constraints that do not hold at the solved values.
    static func violatedRequired(after constraints: [LinearConstraint]) -> [LinearConstraint] {
        let solver = Solver()
        var accepted: [LinearConstraint] = []
        for constraint in constraints {
            if (try? solver.addConstraint(constraint)) != nil { accepted.append(constraint) }
        }
        solver.updateVariables()
        return accepted.filter { $0.strength.isRequired && !holds($0) }
    }

    /// Fuzz seed 11 (`left >= superview.left + 50` and `left <= superview.left + 10`, both
    /// required, beside an optional constraint with a 1e9 multiplier): the second inequality is
    /// accepted, and the first no longer holds.
    @Test(.disabled("solver bug: a contradicting required inequality is accepted beside a 1e9 coefficient"))
    func contradictingInequalityIsRefusedBesideAHugeCoefficient() {
        let w = Variable("w"), a = Variable("a"), x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let c = Self.constraint
        #expect(throws: Never.self) {
            try solver.addConstraint(c([(w, 1)], -1_024, .equal, .required))
            try solver.addConstraint(c([(a, 1)], -20, .equal, .required))
            try solver.addConstraint(c([(x, 1), (y, -1)], -50, .greaterThanOrEqual, .required))
            try solver.addConstraint(c([(x, 1), (a, 1), (y, -1), (w, -999999999.9999999)], 7999999989.999999,
                                       .greaterThanOrEqual, Strength(500)))
        }
        #expect(throws: SolverError.self) {
            try solver.addConstraint(c([(x, 1), (y, -1)], -10, .lessThanOrEqual, .required))
        }
    }

    /// Fuzz seed 17 (also what the engine audit's fresh probe solver trips on): `w == 524` is
    /// accepted into a feasible system, but the solved `w` is not 524. Row `a + b − c − 1e-9·w`
    /// beside `c − a − b == 1e9`.
    @Test(.disabled("solver bug: an accepted required equation does not hold beside 1e9 and 1e-9 terms"))
    func requiredEquationHoldsBesideTinyAndHugeTerms() {
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), w = Variable("w")
        let violated = Self.violatedRequired(after: [
            Self.constraint([(a, 1), (b, 1), (c, -1), (w, -1e-09)], -9.999999992, .lessThanOrEqual),
            Self.constraint([(c, 1), (a, -1), (b, -1)], -1_000_000_000, .equal),
            Self.constraint([(w, 1)], -524, .equal),
        ])
        #expect(violated.isEmpty, "\(violated)")
    }

    /// Fuzz seed 3 (`width == 200` added beside 1e9 offsets and an optional 1e9 multiplier): the
    /// equation is accepted and does not hold.
    @Test(.disabled("solver bug: an accepted required equation does not hold beside 1e9 offsets"))
    func requiredEquationHoldsBesideHugeOffsets() {
        let v = (0..<8).map { Variable("v\($0)") }
        let violated = Self.violatedRequired(after: [
            Self.constraint([(v[1], 1), (v[2], 1), (v[0], -1)], -8, .greaterThanOrEqual),
            Self.constraint([(v[2], 1)], -1_000_000_000, .equal),
            Self.constraint([(v[3], 1), (v[4], 0.5), (v[5], -1), (v[6], -1)], -1_000_000_000, .lessThanOrEqual),
            Self.constraint([(v[3], 1), (v[1], -1_000_000_000), (v[0], 999_999_999)], -8_000_000_312, .equal, Strength(500)),
            Self.constraint([(v[7], 1), (v[5], -1), (v[6], -1)], 8, .greaterThanOrEqual, Strength(250)),
            Self.constraint([(v[7], 1), (v[0], -1)], -1_000_000_000, .equal),
            Self.constraint([(v[4], 1)], -200, .equal),
        ])
        #expect(violated.isEmpty, "\(violated)")
    }

    /// Fuzz seed 19 (an optional constraint with multiplier-1e-9 coefficients, as
    /// `Float(1e-9)` next to `1e-9`): adding a weak optional equation makes a required inequality
    /// fail.
    @Test(.disabled("solver bug: an optional constraint breaks a required one beside 1e-9 coefficients"))
    func optionalConstraintLeavesRequiredOnesHolding() {
        let v = (0..<16).map { Variable("v\($0)") }
        let violated = Self.violatedRequired(after: [
            Self.constraint([(v[0], 1), (v[1], -1), (v[2], -1)], -84, .equal),
            Self.constraint([(v[0], 1), (v[3], 0.5), (v[4], -1), (v[5], -1)], 0, .equal),
            Self.constraint([(v[0], 1), (v[3], 0.5), (v[6], -1), (v[7], -0.5)], 5, .lessThanOrEqual),
            Self.constraint([(v[1], 1), (v[8], -1)], -245.000000001, .equal),
            Self.constraint([(v[2], 1)], -10, .equal),
            Self.constraint([(v[8], 9.999999717180685e-10), (v[1], -1e-09), (v[2], -1e-09)], 0, .lessThanOrEqual, Strength(999.5)),
            Self.constraint([(v[9], 1), (v[10], 1), (v[11], -1), (v[12], -1)], 0, .greaterThanOrEqual),
            Self.constraint([(v[10], 1), (v[3], -1)], -1_000_000_000, .equal),
            Self.constraint([(v[9], 1), (v[13], -1)], 0, .equal),
            Self.constraint([(v[9], 1), (v[10], 1), (v[13], -1), (v[14], -1)], 0, .equal),
            Self.constraint([(v[15], 1), (v[14], -1)], -0.5, .greaterThanOrEqual),
            Self.constraint([(v[13], 1), (v[14], 0.5), (v[11], -1), (v[12], -1)], -1e-09, .equal, Strength(0.001)),
        ])
        #expect(violated.isEmpty, "\(violated)")
    }

    /// Fuzz seed 16 (what the engine audit's fresh probe solver trips on, reported as "broken
    /// constraint could hold"): the engine's required constraints, which hold at the incremental
    /// solver's values, fed to a fresh solver leave `a == b − 4` violated beside a constant of
    /// −4.4e10.
    @Test(.disabled("solver bug: an accepted required equation does not hold beside a 4.4e10 constant"))
    func requiredEquationHoldsBesideAHugeConstant() {
        let v = (0..<13).map { Variable("v\($0)") }
        let violated = Self.violatedRequired(after: [
            Self.constraint([(v[0], 1.0), (v[1], -1.0), (v[2], -0.5)], 0.0, .lessThanOrEqual),
            Self.constraint([(v[0], 1.0), (v[3], 1.0), (v[4], -1.0), (v[5], -0.5)], 0.0, .equal),
            Self.constraint([(v[0], 1.0), (v[3], 1.0), (v[6], -1.0), (v[7], -1.0)], -44.0, .equal),
            Self.constraint([(v[8], 1.0), (v[9], -1.0), (v[10], -0.5)], 0.0, .greaterThanOrEqual),
            Self.constraint([(v[6], 1.0)], 0.0, .equal),
            Self.constraint([(v[7], 1.0)], -44000001244.40502, .equal),
            Self.constraint([(v[11], 1.0), (v[12], 1.0), (v[4], -1.0), (v[5], -1.0)], 1000000000.0, .equal),
            Self.constraint([(v[1], 1.0), (v[2], 0.5), (v[11], -1.0)], 0.0, .equal),
            Self.constraint([(v[1], 1.0), (v[9], -1.0)], 4.0, .equal),
        ])
        #expect(violated.isEmpty, "\(violated)")
    }
}
