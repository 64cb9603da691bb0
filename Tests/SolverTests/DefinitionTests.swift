// SPDX-License-Identifier: MIT
@testable import AnchorageSolver
import Testing

/// Required equations on never-seen variables become short definitions (Tableau+Definitions).
/// These tests drive chains of them through every operation that must expand, reduce or
/// re-evaluate a definition, and check the values against the closed form.
@Suite struct DefinitionTests {
    /// `y₀ = 10`, `yᵢ = yᵢ₋₁ + hᵢ₋₁ + 8`, `hᵢ = 20` (each height fixed before the next top), the
    /// vertical stack every feed is made of: `yᵢ = 10 + 28·i`.
    func stack(_ n: Int) throws -> (Solver, [Variable], [Variable], [LinearConstraint]) {
        let solver = Solver()
        let ys = (0..<n).map { Variable("y\($0)") }, hs = (0..<n).map { Variable("h\($0)") }
        var tops: [LinearConstraint] = []
        for i in 0..<n {
            let top = i == 0 ? ys[0] == 10 : ys[i] == ys[i - 1] + hs[i - 1] + 8
            tops.append(top)
            try solver.addConstraint(top)
            try solver.addConstraint(hs[i] == 20)
        }
        return (solver, ys, hs, tops)
    }

    @Test func aStackOfDefinitionsStaysShortAndSolves() throws {
        let (solver, ys, _, _) = try stack(300)
        solver.updateVariables()
        for (i, y) in ys.enumerated() { expectClose(y.value, 10 + 28 * Double(i), y.name) }
        // Each definition names at most its two neighbours and its own marker: no row holds the
        // markers of the whole chain, as Cassowary's fully solved form would.
        let longest = solver.tableau.rows.indices.filter { solver.tableau.isBasic[$0] }
            .map { solver.tableau.rows[$0].cells.count }.max() ?? 0
        #expect(longest <= 4, "longest row has \(longest) cells")
        expectInvariants(solver)
    }

    @Test func changingAConstantMovesEverythingBelow() throws {
        let (solver, ys, _, tops) = try stack(50)
        // y₁₀ = y₉ + h₉ + 8 becomes + 20: cells from 10 on move down by 12.
        try solver.updateConstant(-20, of: tops[10])
        solver.updateVariables()
        for (i, y) in ys.enumerated() { expectClose(y.value, 10 + 28 * Double(i) + (i >= 10 ? 12 : 0), y.name) }
        expectInvariants(solver)
    }

    @Test func aConstraintOnADefinedVariableExpandsIt() throws {
        let (solver, ys, hs, tops) = try stack(40)
        // A bottom limit on the last cell must see through all 40 definitions. The stack ends at
        // y39 + h39 = 10 + 28·39 + 20 = 1,122, so a limit of 1,000 conflicts with every top and
        // every height above it: the explanation names all 80, and nothing changes.
        let tooLow = ys[39] + hs[39] <= 1_000
        let error = thrownError { () throws(SolverError) in try solver.addConstraint(tooLow) }
        let conflicts = unsatisfiableConflicts(error)?.conflicts ?? []
        #expect(conflicts.count == 80, "conflicts: \(conflicts.count)")
        #expect(conflicts.contains(tops[0]) && conflicts.contains(tops[39]))
        #expect(!solver.hasConstraint(tooLow))
        // A limit that fits holds, and a weak wish the chain cannot grant loses.
        try solver.addConstraint(ys[39] + hs[39] <= 2_000)
        try solver.addConstraint((ys[20] == 0) | .weak)
        solver.updateVariables()
        expectClose(ys[39].value, 10 + 28 * 39, "y39")
        expectClose(ys[20].value, 10 + 28 * 20, "y20")
        expectInvariants(solver)
    }

    @Test func removingADefinitionInTheMiddleFreesTheTail() throws {
        let (solver, ys, _, tops) = try stack(30)
        try solver.removeConstraint(tops[15])
        solver.updateVariables()
        for i in 0..<15 { expectClose(ys[i].value, 10 + 28 * Double(i), ys[i].name) }
        // y₁₅ is now free; whatever value the solver gives it, the cells below follow it.
        for i in 16..<30 { expectClose(ys[i].value - ys[15].value, 28 * Double(i - 15), ys[i].name) }
        expectInvariants(solver)
        // Pinning it again puts the tail where the constraint says.
        try solver.addConstraint(ys[15] == 1_000)
        solver.updateVariables()
        for i in 15..<30 { expectClose(ys[i].value, 1_000 + 28 * Double(i - 15), ys[i].name) }
        expectInvariants(solver)
    }

    @Test func removingEverythingFromAStackEmptiesTheSolver() throws {
        let (solver, _, _, tops) = try stack(20)
        let empty = Solver().dump()
        for top in tops.reversed() { try solver.removeConstraint(top) }
        expectInvariants(solver)
        // The heights remain; remove them through a fresh walk of the dump's constraint list.
        #expect(solver.dump() != empty)
        let heights = solver.tableau.records.compactMap { $0?.constraint }
        for h in heights { try solver.removeConstraint(h) }
        #expect(solver.dump() == empty)
    }
}
