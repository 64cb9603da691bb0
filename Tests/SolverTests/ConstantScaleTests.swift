// SPDX-License-Identifier: MIT

@testable import AnchorageSolver
import SeededRandom
import Testing

/// Values computed while a constraint with a huge constant was in the solver are known only to
/// the precision of that scale (`Numerics.epsilon`: about 1e-10 of it, 0.1 beside 1e9). Once that
/// constraint is removed, or its constant made small, the solution must be as exact as the
/// remaining constraints' own scale allows: `y == x + 0.0625` must hold to far better than
/// 0.0625, the difference the scale of 1e9 could not tell from zero.
@Suite struct ConstantScaleTests {
    /// `y >= 0`, `x >= 1e9` (its strength given), `y == x + 0.0625`: y is known before the
    /// equation, so the equation is an ordinary row in which 0.0625 sits beside 1e9.
    struct Pair {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let huge: LinearConstraint
        let offset: LinearConstraint

        init(hugeStrength: Strength = .required) throws {
            huge = LinearConstraint(x - 1e9, .greaterThanOrEqual, strength: hugeStrength)
            offset = y == x + 0.0625
            try solver.addConstraint(y >= 0)
            try solver.addConstraint(huge)
            try solver.addConstraint(offset)
        }

        /// How far `y − x` is from 0.0625 after `updateVariables`.
        func offsetError() -> Double {
            solver.updateVariables()
            return abs(y.value - x.value - 0.0625)
        }
    }

    @Test func removingTheRequiredConstraintThatSetTheScale() throws {
        let pair = try Pair()
        #expect(pair.offsetError() <= 0.1)   // all that 1e9 allows
        try pair.solver.removeConstraint(pair.huge)
        #expect(pair.offsetError() <= 1e-12)
        #expect(pair.solver.invariantViolations() == [])
    }

    @Test func removingTheOptionalConstraintThatSetTheScale() throws {
        let pair = try Pair(hugeStrength: .medium)
        try pair.solver.removeConstraint(pair.huge)
        #expect(pair.offsetError() <= 1e-12)
    }

    @Test func makingTheHugeConstantZero() throws {
        let pair = try Pair()
        try pair.solver.updateConstant(0, of: pair.huge)   // x >= 0
        #expect(pair.offsetError() <= 1e-12)
        #expect(abs(pair.x.value) <= 1e-12)
    }

    @Test func suggestingASmallValueAfterAHugeOne() throws {
        let pair = try Pair(hugeStrength: .weak)
        try pair.solver.removeConstraint(pair.huge)
        try pair.solver.addEditVariable(pair.x, strength: .strong)
        try pair.solver.suggestValue(1e9, for: pair.x)
        #expect(pair.offsetError() <= 0.1)
        try pair.solver.suggestValue(3, for: pair.x)
        #expect(pair.offsetError() <= 1e-12)
        #expect(abs(pair.x.value - 3) <= 1e-12)
    }

    /// An optional constraint that keeps a constant of 1e9 but is violated (its error absorbs
    /// the 1e9, the values stay small) must not hide the drop in the required constraints' scale.
    @Test func removingTheRequiredScaleBesideAViolatedHugePreference() throws {
        let pair = try Pair()
        let z = Variable("z")
        try pair.solver.addConstraint(z == 0)
        try pair.solver.addConstraint((z >= 1e9) | .weak)
        try pair.solver.removeConstraint(pair.huge)
        #expect(pair.offsetError() <= 1e-12)
        #expect(abs(z.value) <= 1e-12)
    }

    /// A conflict smaller than the old scale's precision was accepted at that scale (`h ≥ 1e-9`
    /// beside `h == 480` changed to `h == 0`: the 1e-9 is cancellation beside 480). Rows computed
    /// afresh would be infeasible, so the tableau keeps its own, feasible ones.
    @Test func aConflictAcceptedAtTheOldScaleLeavesTheTableauFeasible() throws {
        let h = Variable("h"), solver = Solver()
        let size = h == 480
        try solver.addConstraint(size)
        try solver.addConstraint(h >= 1e-9)
        try solver.updateConstant(0, of: size)
        solver.updateVariables()
        #expect(solver.invariantViolations() == [])
        #expect(abs(h.value) <= 1e-9)
    }

    /// The constants stay at 1e9, but one equation's coefficients (`−4·b + 3·c`, through rows
    /// that carry multipliers of 0.5 and 2) amplify that 1e9 into row constants of 2.4e10.
    /// Removing that equation brings the rows back near 1e9, and the −2 in `t`'s row comes out as
    /// −24000000038 + 24000000036: cancellation beside 2.4e10, though 1e9 resolves it. The
    /// required `t.y + t.h == c + 2·c.h − 8` must then hold to the precision of the constants
    /// left, not miss by 2 (a layout fuzzer run, reduced to these solver calls).
    @Test func removingTheEquationThatAmplifiedAHugeConstant() throws {
        let names = ["a", "a.h", "p", "p.h", "b", "b.h", "c", "c.h", "r", "w.h", "q", "u", "u.h", "s", "t", "t.h", "g", "g.h"]
        let v = Dictionary(uniqueKeysWithValues: names.map { ($0, Variable($0)) })
        func c(_ terms: [(String, Double)], _ constant: Double, _ relation: Relation,
               _ strength: Strength = .required) -> LinearConstraint
        {
            LinearConstraint(LinearExpression(terms.map { Term(v[$0.0]!, coefficient: $0.1) }, constant: constant),
                             relation, strength: strength)
        }
        let solver = Solver()
        let first = c([("a", 1), ("a.h", 0.5), ("p", -1), ("p.h", -0.5)], 1e9, .equal)
        try solver.addConstraint(first)
        let huge = c([("b", 1), ("b.h", 1), ("c", -1), ("c.h", -1)], 1e9, .equal)
        try solver.addConstraint(huge)
        try solver.removeConstraint(first)
        let amplifier = c([("u", 1), ("b", -4), ("c", 3)], -24, .equal)
        let target = c([("t", 1), ("t.h", 1), ("c", -1), ("c.h", -2)], 8, .equal)
        let required = [
            huge,
            c([("c", 1), ("c.h", 0.5), ("r", -1)], 0, .greaterThanOrEqual),
            c([("c", 1), ("c.h", 0.5), ("b", -1), ("b.h", -0.5)], 0, .equal),
            c([("u", 1), ("q", -1)], -44, .equal),
            c([("u", 1), ("u.h", 1), ("q", -1), ("w.h", -0.5)], -8, .equal),
            c([("u", 1), ("u.h", 0.5), ("b", -1), ("b.h", -0.5)], 0, .equal),
            target,
            c([("g", 1), ("g.h", 0.5), ("t", -1), ("t.h", -0.5)], 0, .equal),
            c([("g", 1), ("g.h", 0.5), ("c", -1), ("c.h", -0.5)], 5, .greaterThanOrEqual),
        ]
        for constraint in [
            required[1], required[2],
            c([("w.h", 1)], 0, .equal, Strength(999.5)),
            c([("s", 1), ("b", -1), ("b.h", -0.5)], 8, .lessThanOrEqual, Strength(999.5)),
            required[3], required[4], required[5], amplifier, target, required[7], required[8],
        ] {
            try solver.addConstraint(constraint)
        }
        try solver.removeConstraint(amplifier)
        solver.updateVariables()
        let miss = target.expression.value
        // Within 1e-9 of the largest constant left (the layout audit's bound), far inside 2.
        #expect(abs(miss) <= 1, "t + t.h − c − 2·c.h + 8 = \(miss)")
        #expect(required.filter { !holds($0) }.isEmpty)
        #expect(solver.invariantViolations() == [])
    }

    /// A copy of the counts is a value: what one copy removes, the other still counts, and
    /// what one adds, the other does not (a tableau changed on its own, as a refactorization's
    /// trial is, shares them until then). Binades 5 apart are within the fall limit; 200 apart
    /// are not.
    @Test func copiedCountsChangeIndependently() {
        var original = ConstantScale()
        original.insert(200, required: true)
        original.insert(195, required: true)
        original.settle()
        var copy = original
        copy.remove(195, required: true)
        original.remove(200, required: true)
        #expect(!original.hasFallen)

        var alone = ConstantScale()
        alone.insert(200, required: true)
        alone.settle()
        var added = alone
        added.insert(199, required: true)
        alone.remove(200, required: true)
        #expect(alone.hasFallen)
        added.remove(200, required: true)
        #expect(!added.hasFallen)
    }

    /// The counts are kept for a window of binades that widens as scales fall outside it; a
    /// seeded walk of insertions, removals, moves (a constant changed) and settlements, with
    /// scales anywhere in the 256 binades, must agree after every step with counts kept for all
    /// of them.
    @Test(arguments: 1...8 as ClosedRange<UInt64>)
    func countsAgreeWithAFullTable(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var scale = ConstantScale()
        var all = [Int](repeating: 0, count: ConstantScale.binadeCount), required = all
        var marks = (all: -1, required: -1)
        var counted: [(binade: Int, required: Bool)] = []
        func top(_ counts: [Int]) -> Int { counts.lastIndex { $0 > 0 } ?? -1 }
        // Scales cluster as a layout's do, with now and then one far off.
        let center = rng.int(in: 20...235)
        func randomBinade() -> Int {
            rng.below(6) == 0 ? rng.below(ConstantScale.binadeCount)
                : min(max(center + rng.int(in: -6...6), 0), ConstantScale.binadeCount - 1)
        }
        for step in 0..<400 {
            switch rng.below(10) {
            case 8..<10:
                guard !counted.isEmpty else { continue }
                let k = rng.below(counted.count)
                let (old, isRequired) = counted[k]
                let new = randomBinade()
                scale.move(from: old, to: new, required: isRequired)
                all[old] -= 1
                all[new] += 1
                if isRequired {
                    required[old] -= 1
                    required[new] += 1
                }
                counted[k].binade = new
                marks = (max(marks.all, top(all)), max(marks.required, top(required)))
            case 0..<4:
                let b = randomBinade()
                let isRequired = rng.below(2) == 0
                scale.insert(b, required: isRequired)
                all[b] += 1
                if isRequired { required[b] += 1 }
                counted.append((b, isRequired))
                marks = (max(marks.all, top(all)), max(marks.required, top(required)))
            case 4..<7:
                guard !counted.isEmpty else { continue }
                let (b, isRequired) = counted.remove(at: rng.below(counted.count))
                scale.remove(b, required: isRequired)
                all[b] -= 1
                if isRequired { required[b] -= 1 }
            default:
                scale.settle()
                marks = (top(all), top(required))
            }
            let fallen = marks.all - top(all) > Numerics.scaleFallLimit
                || marks.required - top(required) > Numerics.scaleFallLimit
            #expect(scale.hasFallen == fallen, "seed \(seed) step \(step)")
            let lost = Double(sign: .plus, exponent: rng.int(in: -140...140), significand: 1)
            let lostBinade = Tableau.constantBinade(constant: lost, scale: 1)!
            #expect(scale.resolves(lost) == (lostBinade + ConstantScale.epsilonBinades > top(all)),
                    "seed \(seed) step \(step)")
        }
    }
}
