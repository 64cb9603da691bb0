// SPDX-License-Identifier: MIT

/// An undo log for the few operations that can fail after they have started changing the
/// tableau: a required constraint that needs the artificial-variable phase, and a constant update
/// of a required constraint. kiwi leaves a failed add's row behind; we restore the state exactly.
///
/// Two levels, so the common path pays almost nothing:
/// - *tracking* (every add) records the symbols created, so a rejected constraint gives back its
///   ids in the same order and the next symbol gets the id it would have had;
/// - *recording* (only on the fallible paths) saves each row, column and objective coefficient
///   the first time it is touched, stamped per transaction so a value is saved once.
struct Journal {
    struct SavedRow { var id: Int; var row: Row; var isBasic: Bool }
    struct SavedColumn { var id: Int; var column: [ColumnEntry] }
    struct SavedObjective { var id: Int; var vector: LevelVector }

    /// Symbols created since tracking began on ids taken from the free list, in creation order
    /// (symbols on new ids are those at `initialSymbolCount` and beyond).
    var created: [Symbol] = []
    /// The number of symbol slots when tracking began (slots past it are truncated on rollback).
    var initialSymbolCount = 0
    var stamp: UInt32 = 0
    var rowStamp: [UInt32] = []
    var columnStamp: [UInt32] = []
    var objectiveStamp: [UInt32] = []
    var rows: [SavedRow] = []
    var columns: [SavedColumn] = []
    var objectives: [SavedObjective] = []
}

extension Tableau {
    /// Starts remembering created symbols (cheap; every add does it).
    mutating func beginTracking() {
        isTracking = true
        if !journal.created.isEmpty { journal.created = [] }
        journal.initialSymbolCount = rows.count
    }

    /// Starts saving every tableau value before its first change.
    mutating func beginRecording() {
        assert(isTracking)
        isRecording = true
        journal.stamp &+= 1
        if journal.stamp == 0 {
            // The stamp wrapped: clear old stamps so none matches by accident.
            for i in journal.rowStamp.indices {
                journal.rowStamp[i] = 0
                journal.columnStamp[i] = 0
                journal.objectiveStamp[i] = 0
            }
            journal.stamp = 1
        }
    }

    /// Keeps every change made since tracking began.
    mutating func commit() {
        isTracking = false
        if !journal.created.isEmpty { journal.created = [] }
        if isRecording {
            isRecording = false
            journal.rows.removeAll(keepingCapacity: true)
            journal.columns.removeAll(keepingCapacity: true)
            journal.objectives.removeAll(keepingCapacity: true)
        }
    }

    /// Undoes every change made since tracking began, including symbol creation.
    mutating func rollback() {
        definitionPlanIsValid = false
        for saved in journal.rows.reversed() {
            rows[saved.id] = saved.row
            isBasic[saved.id] = saved.isBasic
            if symbolKinds[saved.id].isExternal { markChanged(symbolKinds[saved.id]) }
        }
        for saved in journal.columns.reversed() { columns[saved.id] = saved.column }
        for saved in journal.objectives.reversed() {
            objective[saved.id] = saved.vector
            markCandidate(symbolKinds[saved.id])
        }
        infeasible.removeAll(keepingCapacity: true)
        let initial = journal.initialSymbolCount
        for s in journal.created.reversed() {
            if let variable = variables[s.id], s.isExternal {
                variableSymbol[ObjectIdentifier(variable)] = nil
            }
            guard s.id < initial else { continue }
            rows[s.id] = Row()
            isBasic[s.id] = false
            columns[s.id] = []
            objective[s.id] = LevelVector()
            owner[s.id] = -1
            variables[s.id] = nil
            useCount[s.id] = 0
            // As in `release`: lingering work-list entries must not keep the flags of the id's
            // next symbol set.
            isCandidate[s.id] = false
            isChanged[s.id] = false
            freeIDs.append(s.id)
        }
        if rows.count > initial {
            let excess = rows.count - initial
            for i in initial..<rows.count { if let v = variables[i] { variableSymbol[ObjectIdentifier(v)] = nil } }
            symbolKinds.removeLast(excess)
            rows.removeLast(excess)
            isBasic.removeLast(excess)
            columns.removeLast(excess)
            objective.removeLast(excess)
            isCandidate.removeLast(excess)
            isChanged.removeLast(excess)
            owner.removeLast(excess)
            variables.removeLast(excess)
            useCount.removeLast(excess)
            isDefinition.removeLast(excess)
            definitionOrder.removeLast(excess)
            expansionCoefficient.removeLast(excess)
            expansionPending.removeLast(excess)
            definitionValue.removeLast(excess)
            isDirtyDefinition.removeLast(excess)
            journal.rowStamp.removeLast(excess)
            journal.columnStamp.removeLast(excess)
            journal.objectiveStamp.removeLast(excess)
            candidates.removeAll { $0.id >= initial }
            changedExternals.removeAll { $0.id >= initial }
        }
        commit()
    }

    @inline(__always)
    mutating func saveRow(_ id: Int) {
        guard isRecording, journal.rowStamp[id] != journal.stamp else { return }
        journal.rowStamp[id] = journal.stamp
        let saved = Journal.SavedRow(id: id, row: rows[id], isBasic: isBasic[id])
        journal.rows.append(saved)
    }

    @inline(__always)
    mutating func saveColumn(_ id: Int) {
        guard isRecording, journal.columnStamp[id] != journal.stamp else { return }
        journal.columnStamp[id] = journal.stamp
        let saved = Journal.SavedColumn(id: id, column: columns[id])
        journal.columns.append(saved)
    }

    @inline(__always)
    mutating func saveObjective(_ id: Int) {
        guard isRecording, journal.objectiveStamp[id] != journal.stamp else { return }
        journal.objectiveStamp[id] = journal.stamp
        let saved = Journal.SavedObjective(id: id, vector: objective[id])
        journal.objectives.append(saved)
    }
}
