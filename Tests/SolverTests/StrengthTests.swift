// SPDX-License-Identifier: MIT

import AnchorageSolver
import SeededRandom
import Testing

/// How many constraints compete at one level in the 10,000-constraint test. The
/// `ANCHORAGE_INTERNAL_CHECKS` pass of `.ci/run` checks every invariant after every mutation, each
/// check O(size of the tableau), so that pass uses 2,000 (still more than kiwi's packing lets
/// one strong constraint outweigh) and the normal pass the full 10,000.
#if ANCHORAGE_INTERNAL_CHECKS
private let competitorCount = 2_000
#else
private let competitorCount = 10_000
#endif

/// Strengths are a strict hierarchy of levels (lexicographic optimization), with weights that
/// only count within a level.
@Suite struct StrengthTests {
    @Test func namedStrengthsAreOrderedLevels() {
        #expect(Strength.weak < .medium)
        #expect(Strength.medium < .strong)
        #expect(Strength.strong < .required)
        #expect(Strength(1e300) < .required)
        #expect(Strength.strong.level == 1_000_000 && Strength.medium.level == 1_000 && Strength.weak.level == 1)
        #expect(Strength.required.isRequired && !Strength.strong.isRequired)
        #expect(Strength(750) < Strength(1000))
        #expect(Strength(5, weight: 1) < Strength(5, weight: 2))
        #expect(Strength(4, weight: 1000) < Strength(5, weight: 0.001))
        #expect(Strength(1_000_000) == .strong)
        #expect(Strength.required.isValid && Strength(-3).isValid)
        #expect(!Strength(.nan).isValid && !Strength(-.infinity).isValid && !Strength(2, weight: 0).isValid)
    }

    /// kiwi packs levels into one double, so 1,001 medium violations outweigh a strong one. Here
    /// 10,000 constraints at level 1,000 all pull `x` to 0 and one constraint one level up (1,001)
    /// pulls it to 100: lexicographically the higher level is satisfied first, exactly.
    @Test func oneConstraintAtTheNextLevelBeatsTenThousandBelow() throws {
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<competitorCount { try solver.addConstraint((x == 0) | Strength(1_000)) }
        try solver.addConstraint((x == 100) | Strength(1_001))
        expectValues(solver, [x: 100])
        expectInvariants(solver)
    }

    /// The same with the named strengths and inequalities, where kiwi's packing gives the
    /// opposite answer (2,000 · 1e3 > 1e6): the one strong `x >= 100` wins against 2,000
    /// medium `x <= 0`.
    @Test func oneStrongInequalityBeatsTwoThousandMediumOnes() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= -1_000)
        for _ in 0..<2_000 { try solver.addConstraint((x <= 0) | .medium) }
        try solver.addConstraint((x >= 100) | .strong)
        expectValues(solver, [x: 100])
        expectInvariants(solver)
    }

    /// 2,000 boxes side by side, each preferring width 100 at `.weak` (together they want
    /// 200,000), must fill a container held at 1,000 by one `.medium` constraint: the container
    /// wins exactly. How the weak level splits the 1,000 is not unique (any split with every
    /// width in 0...100 has the same weak error, 199,000), so only the sum is checked.
    @Test func oneHigherLevelBeatsManyLowerOnesAcrossVariables() throws {
        let solver = Solver()
        let container = Variable("container")
        var widths: [Variable] = []
        var sum = LinearExpression()
        for i in 0..<2_000 {
            let w = Variable("w\(i)")
            widths.append(w)
            try solver.addConstraint(w >= 0)
            try solver.addConstraint((w == 100) | .weak)
            sum = sum + w
        }
        try solver.addConstraint(sum == container)
        try solver.addConstraint((container == 1_000) | .medium)
        solver.updateVariables()
        expectClose(container.value, 1_000, "container")
        expectClose(widths.reduce(0) { $0 + $1.value }, 1_000, "sum of widths")
        #expect(widths.allSatisfy { $0.value >= -1e-6 })
        expectInvariants(solver)
    }

    /// 200 distinct levels, each a distinct target for one variable: `x == k` at level `k`.
    /// Lexicographically the top level decides (x = 200); removing levels from the top one by one,
    /// each remaining top level decides in turn. (Packed into one objective, as kiwi does, the
    /// weighted median of the targets would win instead: about 141.)
    @Test func twoHundredDistinctLevelsEachDecideWhenOnTop() throws {
        let solver = Solver()
        let x = Variable("x")
        var constraints: [LinearConstraint] = []
        for k in 1...200 {
            let c = (x == Double(k)) | Strength(Double(k))
            constraints.append(c)
        }
        // Added in a scrambled order so that no level benefits from insertion order.
        var rng = SplitMix64(seed: 200)
        var order = Array(constraints.indices)
        order.shuffle(using: &rng)
        for i in order { try solver.addConstraint(constraints[i]) }
        for k in stride(from: 200, through: 1, by: -1) {
            solver.updateVariables()
            expectClose(x.value, Double(k), "x with top level \(k)")
            try solver.removeConstraint(constraints[k - 1])
        }
        expectInvariants(solver)
    }

    /// 200 levels on 200 variables, chained so that each level decides something the levels
    /// above left open. Required: `x[k+1] >= x[k] + 1` (a staircase). Level `1000 - k` (higher
    /// for smaller k) wants `x[k] == 3k`, which the staircase allows only while the lower-indexed
    /// ones it depends on are no larger. Derivation, level by level from the top: x[0] = 0; then
    /// x[1] = 3 (>= x[0] + 1 holds); ... each `x[k] = 3k` is compatible with everything above, so
    /// each level decides its own variable. Then one *weak* spoiler per variable, `x[k] == 0`,
    /// must lose everywhere: the answer stays x[k] = 3k.
    /// Finally a level above all of them, `x[199] == 400`, forces the staircase to compress:
    /// x[199] = 400 < 3·199 = 597 — the lexicographic answer keeps the highest levels exact
    /// (x[k] = 3k for small k) and violates only the lowest ones near the top of the staircase:
    /// the top k's satisfy x[k] <= 400 - (199 - k), so x[k] = min(3k, 201 + k).
    @Test func twoHundredChainedLevelsEachDecideOneVariable() throws {
        let solver = Solver()
        let x = (0..<200).map { Variable("x\($0)") }
        for k in 0..<199 { try solver.addConstraint(x[k + 1] >= x[k] + 1) }
        for k in 0..<200 { try solver.addConstraint((x[k] == 3 * Double(k)) | Strength(1_000 - Double(k))) }
        for k in 0..<200 { try solver.addConstraint((x[k] == 0) | Strength(1)) }
        solver.updateVariables()
        for k in 0..<200 { expectClose(x[k].value, 3 * Double(k), "x\(k)") }
        try solver.addConstraint((x[199] == 400) | Strength(2_000))
        solver.updateVariables()
        for k in 0..<200 { expectClose(x[k].value, min(3 * Double(k), 201 + Double(k)), "x\(k) compressed") }
        expectInvariants(solver)
    }

    /// Within one level, weights scale the errors: minimizing 3|x - 10| + 1|x - 0| gives x = 10.
    @Test func weightsDecideWithinALevel() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 0) | Strength(5, weight: 1))
        try solver.addConstraint((x == 10) | Strength(5, weight: 3))
        expectValues(solver, [x: 10])
        let y = Variable("y")
        // Equal weights count constraints: |y| + |y| + |y - 10| + |y - 10| + |y - 10| is
        // minimized at y = 10 (slope -3 + 2 < 0 left of 10).
        for _ in 0..<2 { try solver.addConstraint((y == 0) | .medium) }
        for _ in 0..<3 { try solver.addConstraint((y == 10) | .medium) }
        expectValues(solver, [y: 10])
    }

    /// Weights never cross levels: a weight of 1e9 at `.medium` still loses to weight 1 at
    /// `.strong`.
    @Test func weightsNeverCrossLevels() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 0) | Strength(Strength.medium.level, weight: 1e9))
        try solver.addConstraint((x == 10) | .strong)
        expectValues(solver, [x: 10])
    }

    /// Tiny weights keep full precision inside their level (kiwi's packed 1e-8 tolerance loses
    /// them): 2e-9|z - 5| + 1e-9|z - 3| is minimized at z = 5.
    @Test func tinyWeightsStillDecide() throws {
        let solver = Solver()
        let z = Variable("z")
        try solver.addConstraint((z == 3) | Strength(1, weight: 1e-9))
        try solver.addConstraint((z == 5) | Strength(1, weight: 2e-9))
        expectValues(solver, [z: 5])
    }

    /// Arbitrary finite levels work, negative and fractional included, in their numeric order.
    @Test func arbitraryFiniteLevels() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 1) | Strength(-10))
        try solver.addConstraint((x == 2) | Strength(-9.5))
        expectValues(solver, [x: 2])
        try solver.addConstraint((x == 3) | Strength(0.25))
        expectValues(solver, [x: 3])
        try solver.addConstraint((x == 4) | Strength(1e300))
        expectValues(solver, [x: 4])
    }
}
