// SPDX-License-Identifier: MIT

import AnchorageSolver
import SeededRandom
import Testing

/// Rows of boxes as in scenario B (shared/bench/SCENARIOS.md) plus some extra shapes, for
/// removal tests: every constraint kind (required equalities and inequalities, optional
/// equalities and inequalities at several levels) and two edit variables.
struct BoxRows {
    let container = Variable("Wc")
    let spacing = Variable("spacing")
    var x: [Variable] = [], w: [Variable] = []
    var constraints: [LinearConstraint] = []
    var required: [LinearConstraint] { constraints.filter { $0.strength.isRequired } }
    var variables: [Variable] { [container, spacing] + x + w }

    init(count n: Int, rowLength l: Int) {
        for i in 0..<n {
            x.append(Variable("x\(i)"))
            w.append(Variable("w\(i)"))
        }
        constraints.append(spacing >= 2)
        constraints.append((spacing == 8) | .medium)
        for i in 0..<n {
            let j = i % l
            constraints.append(w[i] >= 0)
            constraints.append((w[i] == 50) | .weak)
            constraints.append((w[i] <= 80) | .strong)
            if j == 0 {
                constraints.append(x[i] == 10)
            } else {
                constraints.append(x[i] == x[i - 1] + w[i - 1] + spacing)
                constraints.append(w[i] == w[i - 1])
            }
            if j == l - 1 { constraints.append(x[i] + w[i] + 10 <= container) }
            if j == l - 1 { constraints.append((x[i] + w[i] + 10 == container) | Strength(2_000)) }
        }
    }

    /// The solution when every constraint is in and Wc is suggested at `wc` (strong): spacing 8
    /// (medium, nothing contradicts it), equal widths filling the row, capped at 80 (strong):
    /// w = min(80, (wc - 20 - 8(L-1)) / L), as long as that is >= 0.
    func expectedWidth(containerWidth wc: Double, rowLength l: Int) -> Double {
        min(80, (wc - 20 - 8 * Double(l - 1)) / Double(l))
    }
}

@Suite struct RemovalTests {
    @Test func removingANeverAddedConstraintThrowsAndChangesNothing() throws {
        let solver = Solver()
        let x = Variable("x")
        let added = x >= 1, never = x <= 5
        try solver.addConstraint(added)
        expectRejected(.unknownConstraint(never), by: solver, watching: [x]) { () throws(SolverError) in
            try solver.removeConstraint(never)
        }
        let empty = Solver()
        expectRejected(.unknownConstraint(never), by: empty, watching: [x]) { () throws(SolverError) in
            try empty.removeConstraint(never)
        }
        #expect(empty.dump() == Solver().dump())
    }

    @Test func removingAPreferenceHandsOverToTheNextLevel() throws {
        let solver = Solver()
        let x = Variable("x")
        let strong = (x == 10) | .strong, medium = (x == 20) | .medium, weak = (x == 30) | .weak
        for c in [weak, strong, medium] { try solver.addConstraint(c) }
        expectValues(solver, [x: 10])
        try solver.removeConstraint(strong)
        expectValues(solver, [x: 20])
        try solver.removeConstraint(medium)
        expectValues(solver, [x: 30])
        try solver.addConstraint(strong)
        expectValues(solver, [x: 10])
        #expect(!solver.hasConstraint(medium) && solver.hasConstraint(strong) && solver.hasConstraint(weak))
    }

    @Test func removingARequiredConstraintFreesTheLayout() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let tie = x == y
        try solver.addConstraint(tie)
        try solver.addConstraint((x == 10) | .strong)
        try solver.addConstraint((y == 40) | .medium)
        expectValues(solver, [x: 10, y: 10])
        try solver.removeConstraint(tie)
        expectValues(solver, [x: 10, y: 40])
        // With the tie gone, a constraint it conflicted with can be added.
        try solver.addConstraint(y == x + 30)
        expectValues(solver, [x: 10, y: 40])
    }

    /// Removing one of two equivalent required equations must leave the other in force (found by
    /// the randomized test, minimized): `2·v == 20` and `0.5·v == 5` both say v = 10; the edit
    /// variable (medium, toward 0) must never win over the remaining one.
    @Test func removingARedundantEquationKeepsTheOther() throws {
        let solver = Solver()
        let v = Variable("v")
        let first = 2 * v == 20, second = 0.5 * v == 5
        try solver.addConstraint(first)
        try solver.addEditVariable(v, strength: .medium)
        try solver.addConstraint(second)
        try solver.removeConstraint(first)
        expectValues(solver, [v: 10])
        expectInvariants(solver)
        try solver.suggestValue(30, for: v)
        expectValues(solver, [v: 10])
        try solver.removeConstraint(second)
        expectValues(solver, [v: 30])
        expectInvariants(solver)
    }

    /// Everything removed in random order, edit variables included, leaves exactly the dump of a
    /// new solver. After each removal the remaining required constraints hold and the invariants
    /// hold. Then everything added back gives the same values as a fresh solver.
    @Test(arguments: [1, 2, 3, 4, 5, 0xBADC0DE] as [UInt64])
    func removingEverythingInRandomOrderEmptiesTheTableau(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let layout = BoxRows(count: 30, rowLength: 10)
        let solver = Solver()
        try solver.addEditVariable(layout.container, strength: .strong)
        try solver.suggestValue(500, for: layout.container)
        for c in layout.constraints { try solver.addConstraint(c) }
        try solver.addEditVariable(layout.w[3], strength: Strength(10))
        try solver.suggestValue(35, for: layout.w[3])
        expectInvariants(solver)

        enum Item { case constraint(LinearConstraint), edit(Variable) }
        var items = layout.constraints.map { Item.constraint($0) } + [.edit(layout.container), .edit(layout.w[3])]
        items.shuffle(using: &rng)
        var remaining = Set(layout.constraints)
        for (step, item) in items.enumerated() {
            switch item {
            case .constraint(let c):
                try solver.removeConstraint(c)
                remaining.remove(c)
                #expect(!solver.hasConstraint(c))
            case .edit(let v):
                try solver.removeEditVariable(v)
                #expect(!solver.hasEditVariable(v))
            }
            solver.updateVariables()
            if let problem = soundnessProblem(solver, requiring: remaining) {
                Issue.record("seed \(seed) step \(step): \(problem)")
                return
            }
        }
        let emptyDump = Solver().dump()
        #expect(solver.dump() == emptyDump, "seed \(seed): not empty after removing everything:\n\(solver.dump())")

        // Back again, in a different order: the answer is unique (see BoxRows), so it must equal a
        // fresh solver's.
        var readd = layout.constraints
        readd.shuffle(using: &rng)
        for c in readd { try solver.addConstraint(c) }
        try solver.addEditVariable(layout.container, strength: .strong)
        try solver.suggestValue(500, for: layout.container)
        solver.updateVariables()
        let expected = layout.expectedWidth(containerWidth: 500, rowLength: 10)
        for v in layout.w { expectClose(v.value, expected, "\(v.name) after re-adding (seed \(seed))") }
        expectClose(layout.spacing.value, 8, "spacing")
        expectInvariants(solver)
    }

    /// Scenario D's remove-and-re-add cycle, fifty times on one solver: no drift (kiwi reports
    /// "objective is unbounded" after a few cycles of a chain) and the same answer every time.
    @Test(arguments: [(60, 10), (40, 40)])
    func removeAndReAddCyclesDoNotDrift(count: Int, rowLength: Int) throws {
        let layout = BoxRows(count: count, rowLength: rowLength)
        let solver = Solver()
        let wc = 58 * Double(rowLength) + 12
        try solver.addEditVariable(layout.container, strength: .strong)
        try solver.suggestValue(wc, for: layout.container)
        for c in layout.constraints { try solver.addConstraint(c) }
        let expected = layout.expectedWidth(containerWidth: wc, rowLength: rowLength)
        var rng = SplitMix64(seed: UInt64(count * 1_000 + rowLength))
        for cycle in 0..<50 {
            var indices = Array(layout.constraints.indices)
            indices.shuffle(using: &rng)
            let selected = indices.prefix(layout.constraints.count / 10).map { layout.constraints[$0] }
            for c in selected { try solver.removeConstraint(c) }
            for c in selected { try solver.addConstraint(c) }
            solver.updateVariables()
            for v in layout.w where !isClose(v.value, expected) {
                Issue.record("cycle \(cycle): \(v.name) = \(v.value), expected \(expected)")
                return
            }
            let violations = invariantViolations(solver)
            if !violations.isEmpty {
                Issue.record("cycle \(cycle): invariants violated: \(violations)")
                return
            }
        }
    }

    /// Removing all of a variable's constraints makes the solver forget it: after the last one
    /// goes the dump is that of an empty solver even though the variable was edited.
    @Test func forgettingVariables() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let a = x + y == 10, b = (x == 3) | .weak
        try solver.addConstraint(a)
        try solver.addConstraint(b)
        try solver.addEditVariable(y, strength: .medium)
        try solver.suggestValue(4, for: y)
        expectValues(solver, [x: 6, y: 4])
        try solver.removeConstraint(a)
        expectValues(solver, [x: 3, y: 4])
        try solver.removeEditVariable(y)
        try solver.removeConstraint(b)
        #expect(solver.dump() == Solver().dump())
        // Values stay at their last solution.
        solver.updateVariables()
        #expect(x.value == 3 && y.value == 4)
    }

    @Test func resetEmptiesTheSolver() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x == 7
        try solver.addConstraint(c)
        try solver.addEditVariable(x, strength: .weak)
        solver.reset()
        #expect(solver.dump() == Solver().dump())
        #expect(!solver.hasConstraint(c) && !solver.hasEditVariable(x))
        try solver.addConstraint(c)
        expectValues(solver, [x: 7])
    }
}
