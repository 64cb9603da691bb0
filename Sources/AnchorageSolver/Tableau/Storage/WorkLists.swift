// SPDX-License-Identifier: MIT

/// The tableau's work lists: what the next simplex pass or ``Tableau/updateVariables(_:)`` has
/// to look at. Lists are lazy (an entry is re-checked when read, so a stale one costs a test, not
/// a removal); a symbol is listed once, as its flag in the tableau's ``SymbolTable`` says.
struct WorkLists {
    /// Symbols whose objective coefficient changed: a superset of those that can enter.
    var candidates: [Symbol] = []
    /// Restricted basic rows whose constant went negative: the dual simplex's work list, a
    /// min-heap on (constant, id) whose entries are re-checked when taken (InfeasibleRows.swift).
    var infeasible: [InfeasibleRow] = []
    /// Whether `infeasible` is ordered by id (Bland's rule, see `Tableau.dualOptimize()`).
    var infeasibleByID = false
    /// Externals whose value may have changed since the last `updateVariables`: the first
    /// `changedCount` entries. The array keeps its length between calls, so emptying the list is
    /// setting the count (emptying an array is not free), and a suggestion writes straight into
    /// it.
    var changedExternals: [Symbol] = []
    var changedCount = 0

    /// Reused by ``Tableau/shiftConstants(along:by:)`` so a suggestion allocates nothing: the
    /// constants it overwrote.
    var shiftedConstants: [Double] = []
    /// Reused by ``Tableau/addRow(_:times:to:replacing:)``: the buffer a long merge writes into.
    var mergeScratch: [Cell] = []
    /// Reused by ``Tableau/updateVariables(_:)``: the definitions it met and the externals it
    /// moved, whose dependents it queues after its loop.
    var dirtyDefinitions: [Symbol] = []
    var movedExternals: [Symbol] = []
    /// Reused by ``Tableau/appendExpansion(of:into:constant:)`` and
    /// ``Tableau/reduceDefinition(_:)``: the definitions waiting to be expanded (empty between
    /// calls; see ``Tableau/expandQueuedDefinitions(into:constant:queue:)``).
    var expansionQueue: [OrderedSymbol] = []
    /// Reused by ``Solver/updateVariables(reportingChangesTo:)``: the variables it reports.
    var reportedVariables: [Variable] = []

    /// Lists `s` in ``changedExternals``.
    @inline(__always)
    mutating func appendChanged(_ s: Symbol) {
        if changedCount < changedExternals.count {
            changedExternals[changedCount] = s
        } else {
            changedExternals.append(s)
        }
        changedCount &+= 1
    }

    /// Drops the entries of ``changedExternals`` whose ids are `id` or above, keeping the order of
    /// the rest.
    mutating func dropChanged(from id: Int) {
        var kept = 0
        for k in 0..<changedCount where changedExternals[k].id < id {
            changedExternals[kept] = changedExternals[k]
            kept += 1
        }
        changedCount = kept
    }

    /// Makes room for `extra` more entries of ``changedExternals`` without appending (the
    /// entries past ``changedCount`` are spare).
    mutating func reserveChanged(_ extra: Int) {
        let needed = changedCount + extra
        guard changedExternals.count < needed else { return }
        let length = max(needed, 2 * changedExternals.count)
        changedExternals.append(contentsOf: repeatElement(Symbol(raw: 0), count: length - changedExternals.count))
    }
}
