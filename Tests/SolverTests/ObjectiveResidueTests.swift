// SPDX-License-Identifier: MIT

@testable import AnchorageSolver
import Testing

/// Rounding residue in the objective (``Tableau/isObjectiveResidue(_:of:)``): a leading entry
/// far below its level's weight is taken for zero, whichever its sign. Oracle systems 1929 (a
/// residue entry entered and wrecked the tableau) and 1131 (one hid an improving level below it)
/// replay these rules on real problems; here each rule is pinned on a small one.
@Suite struct ObjectiveResidueTests {
    /// A solved problem with a nonbasic error that a pivot can enter: `x` between 0 and 100,
    /// pulled to 30 (strong) and to 80 (weak).
    static func solvedProblem() throws -> (Solver, Variable, Symbol) {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(x <= 100)
        try solver.addConstraint(LinearConstraint(x - 30, .equal, strength: .strong))
        try solver.addConstraint(LinearConstraint(x - 80, .equal, strength: .weak))
        solver.updateVariables()
        var tableau = solver.tableau
        let enterable = tableau.symbolKinds.filter { s in
            s.kind == .error && !tableau.isBasic[s.id] && tableau.leavingRow(for: s, direction: 1) != nil
        }
        let s = try #require(enterable.first)
        return (solver, x, s)
    }

    /// Replaces `s`'s objective coefficient with `entries` (level, coefficient), re-optimizes,
    /// and returns how many pivots that took.
    static func optimize(_ solver: Solver, setting entries: [(Double, Double)], on s: Symbol) -> Int {
        let pivots = solver.tableau.pivotCount
        solver.tableau.objective[s.id] = LevelVector()
        for (level, coefficient) in entries { solver.tableau.addObjective(level: level, coefficient: coefficient, to: s) }
        solver.tableau.optimize()
        return solver.tableau.pivotCount - pivots
    }

    @Test func positiveResidueDoesNotHideTheLevelBelow() throws {
        let (solver, _, s) = try Self.solvedProblem()
        // A leading entry of 1e-15 at the strong level (residue beside its weight of 1) over a
        // real improving entry at the weak level: the symbol must enter.
        let pivots = Self.optimize(solver, setting: [(Strength.strong.level, 1e-15), (Strength.weak.level, -1)], on: s)
        #expect(pivots > 0)
        #expect(solver.tableau.objective[s.id].leading?.level != Strength.strong.level)
    }

    @Test func aRealPositiveLevelStillDecides() throws {
        let (solver, _, s) = try Self.solvedProblem()
        // The same, with 1e-3 at the strong level: a real coefficient, so the symbol stays out.
        let pivots = Self.optimize(solver, setting: [(Strength.strong.level, 1e-3), (Strength.weak.level, -1)], on: s)
        #expect(pivots == 0)
        #expect(solver.tableau.objective[s.id].leading?.coefficient == 1e-3)
    }

    @Test func negativeResidueIsClearedNotEntered() throws {
        let (solver, x, s) = try Self.solvedProblem()
        // An improving entry of -1e-14 and nothing below: cleared, no pivot, same answer.
        let pivots = Self.optimize(solver, setting: [(Strength.strong.level, -1e-14)], on: s)
        #expect(pivots == 0)
        #expect(solver.tableau.objective[s.id].isEmpty)
        solver.updateVariables()
        #expect(x.value == 30)
    }
}
