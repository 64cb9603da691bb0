// SPDX-License-Identifier: MIT

@testable import AnchorageSolver
import Testing

/// Everything observable about a solver: its dump and the values it writes. Taken after
/// `updateVariables()` so that two snapshots compare the same kind of state.
struct SolverSnapshot: Equatable, CustomStringConvertible {
    let dump: String
    let values: [Double]

    init(_ solver: Solver, _ variables: [Variable]) {
        solver.updateVariables()
        dump = solver.dump()
        values = variables.map(\.value)
    }

    var description: String { "values \(values)\n\(dump)" }
}

/// The internal invariants of the solver's tableau (empty when all hold).
func invariantViolations(_ solver: Solver) -> [String] {
    solver.tableau.invariantViolations()
}

/// What is wrong with a solver after a step, or `nil`: its violated invariants (with its dump),
/// else the first of `constraints` that is required and does not hold. Call after
/// `updateVariables()`.
func soundnessProblem(_ solver: Solver, requiring constraints: some Sequence<LinearConstraint>) -> String? {
    let violations = invariantViolations(solver)
    if !violations.isEmpty { return "invariants violated: \(violations)\n\(solver.dump())" }
    for c in constraints where c.strength.isRequired && !holds(c) {
        return "required \(c) violated by \(violation(of: c).amount)"
    }
    return nil
}

/// Expects the tableau invariants to hold.
func expectInvariants(_ solver: Solver, _ context: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
    let violations = invariantViolations(solver)
    #expect(violations.isEmpty, "invariants violated\(context.isEmpty ? "" : " (\(context))"): \(violations)", sourceLocation: sourceLocation)
}

/// Runs `operation`, which must throw exactly `expected`, and expects the solver's dump and the
/// variables' values to be exactly what they were before.
func expectRejected(
    _ expected: SolverError, by solver: Solver, watching variables: [Variable],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ operation: () throws(SolverError) -> Void
) {
    let before = SolverSnapshot(solver, variables)
    #expect(throws: expected, sourceLocation: sourceLocation) { try operation() }
    let after = SolverSnapshot(solver, variables)
    #expect(before == after, "state changed by a rejected operation:\nbefore \(before)\nafter \(after)", sourceLocation: sourceLocation)
    expectInvariants(solver, "after rejecting \(expected)", sourceLocation: sourceLocation)
}

/// The error an operation throws, or nil.
func thrownError(_ operation: () throws(SolverError) -> Void) -> SolverError? {
    do {
        try operation()
        return nil
    } catch {
        return error
    }
}

/// The error of an `unsatisfiable` rejection: the constraint and its conflicts, or nil.
func unsatisfiableConflicts(_ error: SolverError?) -> (constraint: LinearConstraint, conflicts: [LinearConstraint])? {
    if case .unsatisfiable(let constraint, let conflicts)? = error { return (constraint, conflicts) }
    return nil
}
