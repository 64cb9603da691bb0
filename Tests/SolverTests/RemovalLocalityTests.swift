// SPDX-License-Identifier: MIT

@testable import AnchorageSolver
import SolverScenarios
import Testing

/// Removing and re-adding constraints of a rows layout (scenario D of shared/bench/SCENARIOS.md)
/// must cost work bounded by the row of boxes each constraint belongs to, whatever the number
/// of rows: about one pivot per removal, on rows and columns no longer than one row of boxes
/// makes them. Only the edit's two errors span every row (each row's width follows the shared
/// container). The benchmark's time still grows a little faster than N, because a larger tableau
/// leaves the processor's caches; a tableau whose rows or columns started spanning rows of boxes,
/// or a removal that took a refactorization, would make the work itself grow with N, and that is
/// what these bounds catch without timing anything.
@Suite struct RemovalLocalityTests {
    /// The longest row, and the longest column other than `hubs`'.
    static func extents(of tableau: Tableau, besides hubs: [Symbol]) -> (row: Int, column: Int) {
        var row = 0, column = 0
        for id in tableau.rows.indices {
            if tableau.isBasic[id] { row = max(row, tableau.rows[id].cells.count) }
            if !hubs.contains(where: { $0.id == id }) { column = max(column, tableau.columns[id].count) }
        }
        return (row, column)
    }

    @Test(arguments: [100, 200])
    func removingAndReAddingATenthStaysWithinEachRowOfBoxes(count n: Int) throws {
        let rowLength = 10
        let layout = RowsOfBoxes(n: n, rowLength: rowLength)
        let solver = Solver()
        try solver.addEditVariable(layout.container, strength: .strong)
        try solver.suggestValue(layout.initialWidth, for: layout.container)
        for constraint in layout.constraints { try solver.addConstraint(constraint) }
        solver.updateVariables()
        let edit = try #require(solver.tableau.edits[ObjectIdentifier(layout.container)])
        let editRecord = try #require(solver.tableau.records[edit.slot])
        let hubs = [editRecord.marker, editRecord.other].compactMap { $0 }
        #expect(hubs.count == 2)

        // A row of boxes holds 4L constraints; a symbol of one is mentioned by that row's basic
        // variables only (3 per box), and a basic variable's row names that row's markers and the
        // two hubs.
        let rowBound = 3 * rowLength + 4, columnBound = 4 * rowLength
        let selection = layout.removalSelection.map { layout.constraints[$0] }
        for _ in 0..<2 {
            let pivotsBefore = solver.tableau.pivotCount
            for constraint in selection { try solver.removeConstraint(constraint) }
            let removed = Self.extents(of: solver.tableau, besides: hubs)
            #expect(removed.row <= rowBound && removed.column <= columnBound)
            for constraint in selection { try solver.addConstraint(constraint) }
            solver.updateVariables()
            let readded = Self.extents(of: solver.tableau, besides: hubs)
            #expect(readded.row <= rowBound && readded.column <= columnBound)
            #expect(solver.tableau.pivotCount - pivotsBefore <= 2 * selection.count)
            #expect(solver.tableau.refactorCount == 0)
            #expect(solver.tableau.ghosts.count == 0)
        }
        // The container was suggested to fit every box at its preferred width.
        for i in 0..<n {
            #expect(abs(layout.w[i].value - 50) < 1e-9)
            #expect(abs(layout.x[i].value - Double(10 + 58 * (i % rowLength))) < 1e-9)
        }
    }
}
