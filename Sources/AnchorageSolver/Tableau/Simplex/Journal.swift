// SPDX-License-Identifier: MIT

/// An undo log for the few operations that can fail after they have started changing the
/// tableau (a required constraint that needs the artificial-variable phase, a constant update of
/// a required constraint), which then restore the state exactly. Two levels: *tracking* (every
/// add) records the symbols created, so a rejected constraint gives back its ids; *recording*
/// (only on the fallible paths) saves each row, objective coefficient and short column the first
/// time it is touched, stamped per transaction, and logs each change to a long column as it is
/// made. Saved cells are copied into flat arenas, so the tableau's arrays stay unique. The
/// catalog's "The error model" says why each choice.
struct Journal {
    struct SavedRow { var id: Int; var constant: Double; var isBasic: Bool; var start: Int; var count: Int }
    /// The longest column saved whole at its first change; longer ones are logged edit by edit.
    /// Copied once, a short column costs less than logging the many edits a run of pivots can
    /// make to it; a long one, copied by every transaction that touches it, would cost what the
    /// layout's size does.
    static let wholeColumnLimit = 64

    /// One change to the column index, undone by ``Tableau/rollback()`` in reverse order.
    enum ColumnEdit {
        /// An entry was appended to column `id`.
        case appended(id: Int)
        /// The entry at `slot` of column `id` was removed, its column's last entry moved into it.
        case removed(id: Int, slot: Int, entry: ColumnEntry)
        /// The coefficient of the entry at `slot` of column `id` was `old`.
        case coefficient(id: Int, slot: Int, old: Double)
        /// Column `id` held `columnEntries[start ..< start + count]` (saved whole, short or about
        /// to be emptied).
        case saved(id: Int, start: Int, count: Int)
    }
    struct SavedObjective { var id: Int; var vector: LevelVector }
    struct SavedConstant { var id: Int; var constant: Double }
    struct Stamps { var row: UInt32 = 0; var column: UInt32 = 0; var objective: UInt32 = 0 }

    /// Symbols created since tracking began on ids taken from the free list, in creation order
    /// (symbols on new ids are those at `initialSymbolCount` and beyond).
    var created: [Symbol] = []
    /// The number of symbol slots when tracking began (slots past it are truncated on rollback).
    var initialSymbolCount = 0
    /// The current transaction; ``SymbolFacts/stamps`` says in which one a symbol's row,
    /// objective coefficient and (whole) column were last saved.
    var stamp: UInt32 = 0
    var rows: [SavedRow] = []
    /// The column index's changes, in the order they were made.
    var columnEdits: [ColumnEdit] = []
    var objectives: [SavedObjective] = []
    /// The saved rows' cells, back to back (`SavedRow.start`, `SavedRow.count`).
    var rowCells: [Cell] = []
    /// The entries of the columns saved whole, back to back.
    var columnEntries: [ColumnEntry] = []
    /// Dummies made ghosts while recording (their cells are among the saved rows and columns).
    var ghosted: [Symbol] = []
    /// Row constants as they were before an optional constant change shifted them (see
    /// `Tableau.beginRecordingAfterShift(along:)`): restored after the saved rows, since a row
    /// saved later holds the shifted constant.
    var constants: [SavedConstant] = []
}

extension Tableau {
    /// Starts remembering created symbols (cheap; every add does it).
    mutating func beginTracking() {
        isTracking = true
        if !journal.created.isEmpty { journal.created.removeAll(keepingCapacity: true) }
        journal.initialSymbolCount = rows.count
    }

    /// Starts saving every tableau value before its first change.
    mutating func beginRecording() {
        assert(isTracking)
        isRecording = true
        journal.stamp &+= 1
        if journal.stamp == 0 {
            // The stamp wrapped: clear old stamps so none matches by accident.
            for i in facts.indices { facts[i].stamps = Journal.Stamps() }
            journal.stamp = 1
        }
    }

    /// Keeps every change made since tracking began.
    mutating func commit() {
        isTracking = false
        // Each list is emptied only if it holds something: every add commits, and emptying an
        // empty array is not free.
        if !journal.created.isEmpty { journal.created.removeAll(keepingCapacity: true) }
        if isRecording {
            isRecording = false
            if !journal.rows.isEmpty { journal.rows.removeAll(keepingCapacity: true) }
            if !journal.columnEdits.isEmpty { journal.columnEdits.removeAll(keepingCapacity: true) }
            if !journal.objectives.isEmpty { journal.objectives.removeAll(keepingCapacity: true) }
            if !journal.rowCells.isEmpty { journal.rowCells.removeAll(keepingCapacity: true) }
            if !journal.columnEntries.isEmpty { journal.columnEntries.removeAll(keepingCapacity: true) }
            if !journal.ghosted.isEmpty { journal.ghosted.removeAll(keepingCapacity: true) }
            if !journal.constants.isEmpty { journal.constants.removeAll(keepingCapacity: true) }
        }
    }

    /// Undoes every change made since tracking began, including symbol creation.
    mutating func rollback() {
        definitions.planIsValid = false
        // Every operation starts with no refactorization pending (see `finishOperation`).
        refactorNeeded = false
        lostConstant = 0
        for saved in journal.rows.reversed() {
            let cells = Array(journal.rowCells[saved.start ..< saved.start + saved.count])
            rows[saved.id] = Row(constant: saved.constant, cells: cells)
            isBasic[saved.id] = saved.isBasic
            if symbolKinds[saved.id].isExternal { markChanged(symbolKinds[saved.id]) }
        }
        for saved in journal.constants {
            rows[saved.id].constant = saved.constant
            if symbolKinds[saved.id].isExternal { markChanged(symbolKinds[saved.id]) }
        }
        for edit in journal.columnEdits.reversed() {
            switch edit {
            case let .appended(id): columns.removeLast(of: id)
            case let .removed(id, slot, entry): columns.reinsert(entry, at: slot, of: id)
            case let .coefficient(id, slot, old): columns.setCoefficient(old, id, slot)
            case let .saved(id, start, count): columns.replace(id, with: journal.columnEntries[start ..< start + count])
            }
        }
        for saved in journal.objectives.reversed() {
            objective[saved.id] = saved.vector
            markCandidate(symbolKinds[saved.id])
        }
        // The restored rows and columns hold the cells these dummies had.
        for s in journal.ghosted where facts[s.id].isGhost {
            facts[s.id].isGhost = false
            ghosts.count -= 1
        }
        work.infeasible.removeAll(keepingCapacity: true)
        let initial = journal.initialSymbolCount
        for s in journal.created.reversed() {
            if s.isExternal { forgetLookup(ofVariableAt: s.id) }
            guard s.id < initial else { continue }
            rows[s.id] = Row()
            isBasic[s.id] = false
            columns.removeAll(of: s.id)
            objective[s.id] = LevelVector()
            facts[s.id].owner = -1
            variables[s.id] = nil
            facts[s.id].useCount = 0
            // As in `release`: lingering work-list entries must not keep the flags of the id's
            // next symbol set.
            isCandidate[s.id] = false
            isChanged[s.id] = false
            freeIDs.append(s.id)
        }
        if rows.count > initial { truncateSymbols(to: initial) }
        commit()
    }

    @inline(__always)
    mutating func saveRow(_ id: Int) {
        guard isRecording, facts[id].stamps.row != journal.stamp else { return }
        facts[id].stamps.row = journal.stamp
        let start = journal.rowCells.count
        journal.rowCells.append(contentsOf: rows[id].cells)
        journal.rows.append(Journal.SavedRow(id: id, constant: rows[id].constant, isBasic: isBasic[id],
                                             start: start, count: journal.rowCells.count - start))
    }

    /// Logs the appends of entries to the columns of `cells` (of those whose slot is
    /// ``ColumnStore/unindexed``, when `unindexedOnly`) that ``ColumnStore/append(_:of:unindexedOnly:)``
    /// is about to make.
    @inline(__always)
    mutating func logAppends(_ cells: UnsafeMutableBufferPointer<Cell>, unindexedOnly: Bool) {
        guard isRecording else { return }
        for cell in cells where (!unindexedOnly || cell.slot == ColumnStore.unindexed) && needsEditLog(cell.symbol.id) {
            journal.columnEdits.append(.appended(id: cell.symbol.id))
        }
    }

    /// Logs the removal of `cell`'s column entry, about to be made.
    @inline(__always)
    mutating func logRemoval(of cell: Cell) {
        let id = cell.symbol.id, slot = Int(cell.slot)
        guard needsEditLog(id) else { return }
        journal.columnEdits.append(.removed(id: id, slot: slot, entry: columns.entry(id, slot)))
    }

    /// Logs a change of the coefficient at `slot` of symbol `id`'s column, about to be made.
    @inline(__always)
    mutating func logCoefficient(_ id: Int, _ slot: Int) {
        guard needsEditLog(id) else { return }
        journal.columnEdits.append(.coefficient(id: id, slot: slot, old: columns.entry(id, slot).coefficient))
    }

    /// Saves symbol `id`'s column whole, about to be emptied (a change that costs the column's
    /// length anyway).
    @inline(__always)
    mutating func logEmptying(_ id: Int) {
        guard isRecording, facts[id].stamps.column != journal.stamp else { return }
        saveWholeColumn(id)
    }

    /// Whether a change to symbol `id`'s column must be logged as an edit: not when nothing is
    /// recorded, nor when the column was saved whole in this transaction (its restore, the last
    /// undo of the column, overwrites whatever came after). A short column is saved whole at its
    /// first change, which costs less than logging each edit it gets; a long one is logged.
    @inline(__always)
    mutating func needsEditLog(_ id: Int) -> Bool {
        guard isRecording, facts[id].stamps.column != journal.stamp else { return false }
        if columns.count(of: id) > Journal.wholeColumnLimit { return true }
        saveWholeColumn(id)
        return false
    }

    /// Saves symbol `id`'s column whole and stamps it: no later change to it in this transaction
    /// is logged.
    @inline(__always)
    private mutating func saveWholeColumn(_ id: Int) {
        facts[id].stamps.column = journal.stamp
        let start = journal.columnEntries.count
        journal.columnEntries.append(contentsOf: columns[id])
        journal.columnEdits.append(.saved(id: id, start: start, count: journal.columnEntries.count - start))
    }

    @inline(__always)
    mutating func saveObjective(_ id: Int) {
        guard isRecording, facts[id].stamps.objective != journal.stamp else { return }
        facts[id].stamps.objective = journal.stamp
        let saved = Journal.SavedObjective(id: id, vector: objective[id])
        journal.objectives.append(saved)
    }

    /// Starts journaling an optional constant change after it moved the rows along `marker`'s
    /// column (``shiftConstants(along:by:)``), saving their constants as they were before.
    ///
    /// An optional change is not journaled on its hot path: nothing in it can fail unless the
    /// dual simplex has to pivot, which it does only when a shifted row went negative. From then
    /// on a pass stopped by the pivot limit must be undone like any failed operation. Only the
    /// shifted rows' constants are saved here (their cells did not change); the rows the pivots
    /// rewrite are saved whole as they go.
    mutating func beginRecordingAfterShift(along marker: Symbol) {
        beginTracking()
        beginRecording()
        for (k, entry) in columns[marker.id].enumerated() {
            journal.constants.append(Journal.SavedConstant(id: entry.basic.id, constant: work.shiftedConstants[k]))
        }
    }

    /// ``beginRecordingAfterShift(along:)`` for a change that moved only basic `marker`'s row.
    mutating func beginRecordingAfterShift(of marker: Symbol, constantBefore: Double) {
        beginTracking()
        beginRecording()
        journal.constants.append(Journal.SavedConstant(id: marker.id, constant: constantBefore))
    }
}
