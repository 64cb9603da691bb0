// SPDX-License-Identifier: MIT

import AnchorageSolver
import Testing

/// A simplex pass that stops on its pivot limit has proved nothing: the operation is undone and
/// reported as ``SolverError/numericalFailure(_:)`` (or ``SolverError/numericalFailureInEdit(_:)``),
/// never as a conflict. In real use the limit only cuts off a cycle that rounding kept alive;
/// here a package hook lowers it so that ordinary, satisfiable operations reach it.
@Suite struct NumericalFailureTests {
    /// Ten boxes in a row between 0 and `right`, each at least 10 wide and preferring 50:
    /// squeezing the row flips the weak preferences one dual pivot at a time.
    private struct BoxRow {
        let solver = Solver()
        var x: [Variable] = [], w: [Variable] = []
        let right = Variable("right")
        var variables: [Variable] { x + w + [right] }

        init(boxes: Int = 10) throws {
            for i in 0..<boxes {
                x.append(Variable("x\(i)"))
                w.append(Variable("w\(i)"))
            }
            try solver.addConstraint(x[0] >= 0)
            for i in 0..<boxes {
                try solver.addConstraint(w[i] >= 10)
                try solver.addConstraint((w[i] == 50) | .weak)
                if i > 0 { try solver.addConstraint(x[i] >= x[i - 1] + w[i - 1]) }
            }
            try solver.addConstraint(right == x[boxes - 1] + w[boxes - 1])
            try solver.addConstraint(right <= 1_000)
        }
    }

    @Test func aCutOffPhaseOneIsUndoneAndNotCalledAConflict() throws {
        // Squeezing the row: no symbol of the new row keeps the tableau feasible, so the add
        // runs phase one, which needs more pivots than the limit allows.
        let row = try BoxRow()
        let squeeze = row.right <= 200
        row.solver.pivotLimitOverride = 0
        expectRejected(.numericalFailure(squeeze), by: row.solver, watching: row.variables) { () throws(SolverError) in
            try row.solver.addConstraint(squeeze)
        }
        #expect(!row.solver.hasConstraint(squeeze))
        // With the solver's own limit the same constraint is simply satisfiable.
        row.solver.pivotLimitOverride = nil
        try row.solver.addConstraint(squeeze)
        row.solver.updateVariables()
        expectClose(row.right.value, 200)
    }

    @Test func aCutOffEquationIsUndoneAndNotCalledAConflict() throws {
        let row = try BoxRow()
        let pin = row.x[9] == row.x[0] + 150
        row.solver.pivotLimitOverride = 0
        let error = thrownError { () throws(SolverError) in try row.solver.addConstraint(pin) }
        #expect(unsatisfiableConflicts(error) == nil, "a cut-off pass reported a conflict: \(String(describing: error))")
        #expect(error == .numericalFailure(pin))
        #expect(!row.solver.hasConstraint(pin))
        row.solver.pivotLimitOverride = nil
        if !row.solver.hasConstraint(pin) { try row.solver.addConstraint(pin) }
        row.solver.updateVariables()
        expectClose(row.x[9].value - row.x[0].value, 150)
    }

    @Test func aCutOffDualPassIsUndoneAndNotCalledAConflict() throws {
        // A variable with eighty preferences on it: the new bound's row touches long columns, so
        // it enters solved for an existing symbol and the dual simplex repairs feasibility.
        let solver = Solver()
        let v = Variable("v"), u = Variable("u")
        for i in 0..<80 { try solver.addConstraint((v == Double(i)) | .weak) }
        for i in 0..<80 { try solver.addConstraint((u == v + Double(i)) | .medium) }
        try solver.addConstraint(v >= 0)
        let bound = v <= 5
        solver.pivotLimitOverride = 0
        expectRejected(.numericalFailure(bound), by: solver, watching: [u, v]) { () throws(SolverError) in
            try solver.addConstraint(bound)
        }
        solver.pivotLimitOverride = nil
        try solver.addConstraint(bound)
        solver.updateVariables()
        #expect(v.value <= 5 + testTolerance)
    }

    @Test func aCutOffSuggestionIsUndoneAndKeepsTheLastValue() throws {
        let row = try BoxRow()
        try row.solver.addEditVariable(row.right, strength: .strong)
        try row.solver.suggestValue(900, for: row.right)
        row.solver.updateVariables()
        let widths = row.w.map(\.value)
        row.solver.pivotLimitOverride = 0
        expectRejected(.numericalFailureInEdit(row.right), by: row.solver, watching: row.variables) { () throws(SolverError) in
            try row.solver.suggestValue(150, for: row.right)
        }
        row.solver.updateVariables()
        #expect(row.w.map(\.value) == widths)
        expectClose(row.right.value, 900)
        // Later suggestions start from the last accepted one.
        row.solver.pivotLimitOverride = nil
        try row.solver.suggestValue(150, for: row.right)
        row.solver.updateVariables()
        expectClose(row.right.value, 150)
    }

    @Test func everyCutOffSuggestionIsUndoneExactly() throws {
        // Edits whose error symbols sit basic or nonbasic, so both ways an optional change
        // shifts rows (one basic row, or a whole column) are undone.
        var refused = 0
        for k in 0..<6 {
            let row = try BoxRow()
            let variable = [row.right, row.w[0], row.x[5], row.w[9], row.x[1], row.w[4]][k]
            try row.solver.addEditVariable(variable, strength: k % 2 == 0 ? .strong : .medium)
            try row.solver.suggestValue(400, for: variable)
            row.solver.pivotLimitOverride = 0
            for value in [5.0, 2_000] {
                let before = SolverSnapshot(row.solver, row.variables)
                let error = thrownError { () throws(SolverError) in try row.solver.suggestValue(value, for: variable) }
                guard let error else { continue }
                refused += 1
                #expect(error == .numericalFailureInEdit(variable))
                #expect(SolverSnapshot(row.solver, row.variables) == before)
                expectInvariants(row.solver, "after a refused suggestion")
            }
        }
        #expect(refused >= 3)
    }

    @Test func aCutOffConstantChangeIsUndoneAndNotCalledAConflict() throws {
        let row = try BoxRow()
        let bound = row.right <= 1_000
        try row.solver.addConstraint(bound)
        row.solver.pivotLimitOverride = 0
        // `right - 1000 <= 0` becomes `right - 150 <= 0`.
        expectRejected(.numericalFailure(bound), by: row.solver, watching: row.variables) { () throws(SolverError) in
            try row.solver.updateConstant(-150, of: bound)
        }
        row.solver.pivotLimitOverride = nil
        try row.solver.updateConstant(-150, of: bound)
        row.solver.updateVariables()
        expectClose(row.right.value, 150)
    }

    @Test func theLimitSurvivesReset() {
        let solver = Solver()
        solver.pivotLimitOverride = 3
        solver.reset()
        #expect(solver.pivotLimitOverride == 3)
    }
}
