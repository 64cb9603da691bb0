// SPDX-License-Identifier: MIT

import AnchorageSolver
import SeededRandom
import Testing

/// An optional equation whose two sides weigh apart (`init(_:strengthAbove:strengthBelow:)`):
/// UIKit's intrinsic-size constraint, hugging above the size and compression resistance below.
@Suite struct SplitEquationTests {
    let w = Variable("w")

    func hold(_ value: Double, above: Double = 250, below: Double = 750) -> LinearConstraint {
        LinearConstraint(w - value, strengthAbove: Strength(above), strengthBelow: Strength(below))
    }

    @Test func eachSideYieldsOnlyToAStrongerPull() throws {
        let solver = Solver()
        let held = hold(48)
        try solver.addConstraint(held)
        expectValues(solver, [w: 48])
        // 500 beats the hugging (250) above 48...
        let wider = (w >= 100) | Strength(500)
        try solver.addConstraint(wider)
        expectValues(solver, [w: 100])
        try solver.removeConstraint(wider)
        expectValues(solver, [w: 48])
        // ...but not the compression resistance (750) below it.
        let narrower = (w <= 10) | Strength(500)
        try solver.addConstraint(narrower)
        expectValues(solver, [w: 48])
        try solver.addConstraint((w <= 20) | Strength(800))
        expectValues(solver, [w: 20])
        expectInvariants(solver)
    }

    @Test func itsConstantMovesAcrossBothSides() throws {
        let solver = Solver()
        let held = hold(48)
        try solver.addConstraint(held)
        try solver.addConstraint((w >= 60) | Strength(500))
        try solver.addConstraint((w <= 90) | Strength(500))
        expectValues(solver, [w: 60])
        // The hold moves inside [60, 90], then past each end: above 90 its compression
        // resistance (750) beats the pull (500), below 60 the pull beats its hugging (250).
        for (constant, expected) in [(75.0, 75.0), (120, 120), (30, 60), (90, 90)] {
            try solver.updateConstant(-constant, of: held)
            expectValues(solver, [w: expected])
            expectInvariants(solver, "hold at \(constant)")
        }
    }

    @Test func itsDescriptionNamesBothStrengths() {
        #expect(hold(48).description == "w + -48.0 == 0 | 250.0 above, 750.0 below")
        #expect(hold(48).strength == Strength(250) && hold(48).strengthBelow == Strength(750))
        // Equal strengths make an ordinary optional equation.
        let even = hold(48, above: 500, below: 500)
        #expect(even.description == "w + -48.0 == 0 | 500.0")
        #expect(even.strengthBelow == even.strength)
        let plain = (w == 3) | .weak
        #expect(plain.strengthBelow == .weak)
        #expect(plain.withStrength(.medium).description == "w + -3.0 == 0 | medium")
    }

    @Test func aRequiredSideIsRefusedAndChangesNothing() throws {
        let solver = Solver()
        try solver.addConstraint(w >= 10)
        try solver.addConstraint((w == 30) | .weak)
        for (above, below) in [(Strength.required, Strength(750)), (Strength(250), .required),
                               (Strength(250), Strength(.nan))] {
            let constraint = LinearConstraint(w - 48, strengthAbove: above, strengthBelow: below)
            #expect(!constraint.isFinite)
            expectRejected(.nonFiniteConstraint(constraint), by: solver, watching: [w]) { () throws(SolverError) in
                try solver.addConstraint(constraint)
            }
        }
    }

    /// Seeded walks over boxes in a container, each box's width held by a split equation in one
    /// solver and by the two inequalities it stands for in another, under the same random
    /// constraints, removals and constant changes: after every step both solvers must reach the
    /// same weighted violation at every level (the lexicographic optimum is unique even where the
    /// solution is not), with their invariants intact.
    @Test(arguments: [1, 2, 3, 0x5EED] as [UInt64])
    func itCostsWhatTheTwoInequalitiesCost(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let boxes = 5
        let levels: [Double] = [50, 250, 500, 750, 900]
        let split = Solver(), pairs = Solver()
        let ws = (0..<boxes).map { Variable("w\($0)") }, vs = (0..<boxes).map { Variable("v\($0)") }
        let splitContainer = Variable("container"), pairsContainer = Variable("container")
        var splitAdded: [LinearConstraint] = [], pairsAdded: [LinearConstraint] = []
        var holds: [(split: LinearConstraint, hug: LinearConstraint, resist: LinearConstraint)] = []

        func addBoth(_ a: LinearConstraint, _ b: LinearConstraint) throws {
            try split.addConstraint(a)
            try pairs.addConstraint(b)
            splitAdded.append(a)
            pairsAdded.append(b)
        }
        // Required structure: boxes side by side from 0, inside a container of 200 to 400.
        for s in [(split, ws, splitContainer), (pairs, vs, pairsContainer)] {
            let (solver, widths, container) = s
            try solver.addConstraint(widths.reduce(LinearExpression()) { $0 + $1 } <= container)
            try solver.addConstraint(container >= 200)
            try solver.addConstraint(container <= 400)
            for width in widths { try solver.addConstraint(width >= 0) }
        }
        try addBoth((splitContainer == 300) | Strength(100), (pairsContainer == 300) | Strength(100))
        for i in 0..<boxes {
            let value = Double(rng.int(in: 20...120))
            let above = Strength(rng.pick(levels)), below = Strength(rng.pick(levels), weight: [1, 2][rng.below(2)])
            let held = LinearConstraint(ws[i] - value, strengthAbove: above, strengthBelow: below)
            let hug = (vs[i] <= value) | above, resist = (vs[i] >= value) | below
            try split.addConstraint(held)
            try pairs.addConstraint(hug)
            try pairs.addConstraint(resist)
            holds.append((held, hug, resist))
        }

        for step in 0..<400 {
            let roll = rng.below(10)
            let i = rng.below(boxes), j = rng.below(boxes)
            let strength = Strength(rng.pick(levels) + 1)
            let bound = Double(rng.int(in: 0...150))
            if roll < 4 {
                switch rng.below(3) {
                case 0: try addBoth((ws[i] >= bound) | strength, (vs[i] >= bound) | strength)
                case 1: try addBoth((ws[i] <= bound) | strength, (vs[i] <= bound) | strength)
                default: try addBoth((ws[i] == ws[j] + 10) | strength, (vs[i] == vs[j] + 10) | strength)
                }
            } else if roll < 7, !splitAdded.isEmpty {
                let k = rng.below(splitAdded.count)
                try split.removeConstraint(splitAdded.remove(at: k))
                try pairs.removeConstraint(pairsAdded.remove(at: k))
            } else if roll < 8 {
                // A hold taken out and put back, at another value.
                let value = Double(rng.int(in: 0...160))
                let (held, hug, resist) = holds[i]
                try split.removeConstraint(held)
                try pairs.removeConstraint(hug)
                try pairs.removeConstraint(resist)
                holds[i] = (LinearConstraint(ws[i] - value, strengthAbove: held.strength, strengthBelow: held.strengthBelow),
                            (vs[i] <= value) | hug.strength, (vs[i] >= value) | resist.strength)
                try split.addConstraint(holds[i].split)
                try pairs.addConstraint(holds[i].hug)
                try pairs.addConstraint(holds[i].resist)
            } else {
                let value = Double(rng.int(in: 0...160))
                try split.updateConstant(-value, of: holds[i].split)
                try pairs.updateConstant(-value, of: holds[i].hug)
                try pairs.updateConstant(-value, of: holds[i].resist)
            }
            split.updateVariables()
            pairs.updateVariables()
            let a = levelPenalties(splitAdded + holds.map(\.split))
            let b = levelPenalties(pairsAdded + holds.flatMap { [$0.hug, $0.resist] })
            for level in Set(a.keys).union(b.keys).sorted() {
                let x = a[level] ?? 0, y = b[level] ?? 0
                #expect(isClose(x, y, tolerance: 1e-7 * max(1, abs(y))),
                        "seed \(seed) step \(step): level \(level) costs \(x) with split equations, \(y) with inequalities")
            }
            #expect(invariantViolations(split).isEmpty && invariantViolations(pairs).isEmpty, "seed \(seed) step \(step)")
        }
    }

    /// The weighted violation of the optional constraints at each of their levels, at the
    /// variables' current values.
    private func levelPenalties(_ constraints: [LinearConstraint]) -> [Double: Double] {
        var total: [Double: Double] = [:]
        for c in constraints where !c.strength.isRequired {
            let value = c.expression.value
            switch c.relation {
            case .lessThanOrEqual: total[c.strength.level, default: 0] += c.strength.weight * max(0, value)
            case .greaterThanOrEqual: total[c.strength.level, default: 0] += c.strength.weight * max(0, -value)
            case .equal:
                total[c.strength.level, default: 0] += c.strength.weight * max(0, value)
                total[c.strengthBelow.level, default: 0] += c.strengthBelow.weight * max(0, -value)
            }
        }
        return total
    }
}
