// SPDX-License-Identifier: MIT

/// The tableau's work lists: what the next simplex pass or ``Tableau/updateVariables(_:)`` has
/// to look at. Lists are lazy (an entry is re-checked when read, so a stale one costs a test, not
/// a removal), and each has a per-symbol flag, indexed by symbol id, that keeps a symbol listed
/// once.
struct WorkLists {
    /// Symbols whose objective coefficient changed: a superset of those that can enter.
    var candidates: [Symbol] = []
    var isCandidate: [Bool] = []
    /// Restricted basic rows whose constant went negative: the dual simplex's work list, a
    /// min-heap on (constant, id) whose entries are re-checked when taken (InfeasibleRows.swift).
    var infeasible: [InfeasibleRow] = []
    /// Whether `infeasible` is ordered by id (Bland's rule, see `Tableau.dualOptimize()`).
    var infeasibleByID = false
    /// Externals whose value may have changed since the last `updateVariables`.
    var changedExternals: [Symbol] = []
    var isChanged: [Bool] = []

    /// Reused by ``Tableau/shiftConstants(along:by:)`` so a suggestion allocates nothing: the
    /// externals it moved, and the constants it overwrote.
    var shiftScratch: [Symbol] = []
    var shiftedConstants: [Double] = []
    /// Reused by ``Tableau/addRow(_:times:to:)``: the buffer a long merge writes into.
    var mergeScratch: [Cell] = []
    /// Reused by ``Tableau/updateVariables(_:)``: the definitions it met and the externals it
    /// moved, whose dependents it queues after its loop.
    var dirtyDefinitions: [Symbol] = []
    var movedExternals: [Symbol] = []
    /// Reused by ``Solver/updateVariables(reportingChangesTo:)``: the variables it reports.
    var reportedVariables: [Variable] = []
}
