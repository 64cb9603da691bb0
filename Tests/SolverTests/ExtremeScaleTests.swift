// SPDX-License-Identifier: MIT

import AnchorageSolver
import Testing

/// Solver bugs that the fuzzers (issue 6) found, each reduced to the few constraints that show it.
/// All involve coefficients or constants near 1e9 beside others near 1e-9. The layout fuzzer's
/// cases use exactly the expressions the engine handed to the solver; the libFuzzer cases
/// (`Fuzz/SolverFuzzer.swift`) are the inputs it saved, decoded.
///
/// Two stay disabled: they sit beyond the solver's precision model (`Tolerance`: a sum that
/// comes out below 1e-10 of its operands is taken for cancellation), where a real difference
/// of 40 beside magnitudes of 1e12, or of 4 beside 4.4e10, is indistinguishable from rounding.
@Suite struct ExtremeScaleTests {
    /// Every required constraint in `constraints` that does not hold, and the solver's invariant
    /// violations, after `solver.updateVariables()`.
    static func audit(_ solver: Solver, _ constraints: [LinearConstraint]) -> [String] {
        solver.updateVariables()
        return constraints.filter { $0.strength.isRequired && solver.hasConstraint($0) && !holds($0) }.map { "\($0)" }
            + solver.invariantViolations()
    }

    /// libFuzzer: `1e-9·x == 0` was taken for a redundant equation (x's cell looked weak beside
    /// its dummy's 1), so it constrained nothing and its dummy became basic with x in its row.
    @Test func aTinyCoefficientStillDefinesItsVariable() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let first = Self.constraint([(x, -10), (y, -1e9)], 0, .lessThanOrEqual)
        let second = Self.constraint([(x, 1e-9)], 0, .equal)
        let preference = Self.constraint([(x, 1)], -5, .equal, .weak)
        for c in [first, second, preference] { try solver.addConstraint(c) }
        #expect(Self.audit(solver, [first, second]).isEmpty)
        #expect(x.value == 0)
    }

    /// libFuzzer: the same tiny equation added four times, then the first removed; the other
    /// three must stay in force. The fuzzer's run lost all of them: the removed marker's cells of
    /// 1 in the redundant copies' rows looked weak beside its 1e9 in x's row, and the removal
    /// pivoted on x's row. With markers at their constraint's scale that 1e9 is now 1, so this
    /// guards the behaviour, not `markerLeavingRow`'s per-kind rule (reverting that rule alone
    /// leaves this test passing).
    @Test func removingOneOfRepeatedTinyEquationsKeepsTheOthers() throws {
        let x = Variable("x")
        let solver = Solver()
        let copies = (0..<4).map { _ in Self.constraint([(x, 1e-9)], 0, .equal) }
        for c in copies { try solver.addConstraint(c) }
        try solver.addConstraint(Self.constraint([(x, 1)], -3, .equal, .weak))
        try solver.removeConstraint(copies[0])
        #expect(Self.audit(solver, copies).isEmpty)
        #expect(x.value == 0)
    }

    /// libFuzzer: a slack at the scale 1 beside a constraint written at the scale 1e-9 made
    /// every real cell of the next rows look weak, and satisfiable optional constraints were
    /// refused as unsatisfiable.
    @Test func optionalConstraintsAreNeverRefusedBesideTinyCoefficients() throws {
        let v = (0..<6).map { Variable("v\($0)") }
        let solver = Solver()
        let required = [
            Self.constraint([(v[1], 1e-9)], 7, .lessThanOrEqual),
            Self.constraint([(v[3], 1e-9)], 1e-9, .lessThanOrEqual),
            Self.constraint([(v[2], 1), (v[3], 100)], 1, .lessThanOrEqual),
        ]
        for c in required { try solver.addConstraint(c) }
        try solver.addConstraint(Self.constraint([(v[1], 1)], 1, .equal, .medium))
        try solver.addConstraint(Self.constraint([(v[0], 2), (v[1], 320)], 2, .equal, .medium))
        try solver.addConstraint(Self.constraint([(v[2], 2)], 1e-9, .lessThanOrEqual, .weak))
        #expect(Self.audit(solver, required).isEmpty)
        #expect(isClose(v[1].value, -7e9))
    }

    /// libFuzzer: with `1e-9·v3 ≤ 0` solved for its slack (v3's cell is weak there), an optional
    /// constraint solved for v3 moved the slack's row below zero and nothing repaired it.
    @Test func solvingForAVariableThatASlackRowMentionsKeepsTheTableauFeasible() throws {
        let v = (0..<6).map { Variable("v\($0)") }
        let solver = Solver()
        let required = [
            Self.constraint([(v[3], 1e-9), (v[4], 0)], 0, .lessThanOrEqual),
            Self.constraint([(v[0], 0)], 0, .lessThanOrEqual),
        ]
        for c in required { try solver.addConstraint(c) }
        try solver.addConstraint(Self.constraint([(v[1], 0), (v[2], -10), (v[3], -1e9)], 1e9, .greaterThanOrEqual,
                                                 Strength(750, weight: 2)))
        #expect(Self.audit(solver, required).isEmpty)
        #expect(v[3].value <= 0)
    }

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
    @Test(.disabled("beyond the precision model: the contradiction (50 against 10) is 4e-11 of the 1e12 magnitudes beside it"))
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
    @Test
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
    @Test
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
    @Test
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
    @Test(.disabled("beyond the precision model: the equation's constant 4 is 1e-10 of the 4.4e10 it is computed beside"))
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
