// SPDX-License-Identifier: MIT

/// What the solver keeps about one added constraint.
struct ConstraintRecord {
    /// The constraint as the solver holds it (``Tableau/updateConstant(_:of:)`` may change its
    /// constant; the identity never changes).
    var constraint: LinearConstraint
    /// The symbol that marks the constraint's row: its slack, its dummy, or its first error.
    var marker: Symbol
    /// The second error of an optional constraint, if any.
    var other: Symbol?
    /// The coefficient `marker` had in the constraint's row as created (before any sign
    /// reversal): a constant change `δ` shifts the marker by `δ / markerCoefficient`.
    var markerCoefficient: Double
    /// The external symbols of the constraint's variables (for reference counting).
    var variables: [Symbol]
    /// Order of addition, for the dump.
    var sequence: Int
    /// The variable this constraint was added as the definition of (Tableau+Definitions.swift),
    /// if it was; whether the definition is still in force is the tableau's to say.
    var definedSymbol: Symbol? = nil
}

/// An edit variable's state.
struct EditRecord {
    var variable: Variable
    var slot: Int
    var constant: Double
    var sequence: Int
}

/// The state of a ``Solver``: the simplex tableau in Cassowary's solved form, with a column index,
/// plus the bookkeeping that maps constraints and variables to symbols.
///
/// It is a struct mutated through one stored property of the `Solver` class, so the hot loops run
/// on `inout self` with static exclusivity checks rather than a dynamic check per array access.
///
/// Storage is dense and indexed by symbol id (ids are recycled through a free list, LIFO, so the
/// reuse order is deterministic):
/// - `rows[id]` is the row of a basic symbol (`isBasic[id]`), empty otherwise;
/// - `columns[id]` lists, sorted by basic id, the rows that mention symbol `id` with its
///   coefficient there — the column index that lets a pivot touch only the rows it changes (kiwi
///   scans every row);
/// - `objective[id]` is the symbol's coefficient in the lexicographic objective (empty when basic).
///
/// No `Dictionary` or `Set` is ever iterated: the two dictionaries below are lookups only, so
/// every result is a function of the sequence of operations alone.
struct Tableau {
    // MARK: Symbols
    var symbolKinds: [Symbol] = []
    var freeIDs: [Int] = []

    // MARK: The tableau
    var rows: [Row] = []
    var isBasic: [Bool] = []
    var columns: [[ColumnEntry]] = []
    var objective: [LevelVector] = []
    /// For each strength level with optional constraints, highest first: the largest weight an
    /// error has had there (`weight · k`, see ``makeRow(for:)``), the scale of that level's
    /// objective coefficients (``isObjectiveResidue(_:of:)``). Only an optional add raises it,
    /// and an optional add always succeeds (a rolled-back first try is retried), so no rollback
    /// has to lower it; a removal leaves it (a scale, not a census).
    var levelWeights: [LevelEntry] = []
    /// The largest of ``levelWeights``.
    var largestLevelWeight = 0.0

    // MARK: Work lists (lazy: entries are re-checked when read)
    /// Symbols whose objective coefficient changed: a superset of those that can enter.
    var candidates: [Symbol] = []
    var isCandidate: [Bool] = []
    /// Restricted basic rows whose constant went negative: the dual simplex's work list, a
    /// min-heap on (constant, id) whose entries are re-checked when taken.
    var infeasible: [InfeasibleRow] = []
    /// Whether `infeasible` is ordered by id (Bland's rule, see `dualOptimize`).
    var infeasibleByID = false
    /// Externals whose value may have changed since the last `updateVariables`.
    var changedExternals: [Symbol] = []
    var isChanged: [Bool] = []

    // MARK: Constraints and variables
    var records: [ConstraintRecord?] = []
    var freeRecordSlots: [Int] = []
    var recordSlot: [ObjectIdentifier: Int] = [:]
    /// For a marker or error symbol, the slot of its constraint; for an external, unused.
    var owner: [Int32] = []
    var variableSymbol: [ObjectIdentifier: Symbol] = [:]
    var variables: [Variable?] = []
    /// For an external: how many constraints mention it. At zero the variable leaves the solver.
    var useCount: [Int32] = []
    var edits: [ObjectIdentifier: EditRecord] = [:]
    var sequence = 0

    // MARK: Definitions (see Tableau+Definitions.swift)
    /// For a basic external: its row is a *definition* that may name other basic externals.
    var isDefinition: [Bool] = []
    /// For a definition: when it was made; a definition names only earlier ones.
    var definitionOrder: [Int] = []
    var definitionCount = 0
    /// Definitions in the order they were made (entries whose symbol is no longer one linger).
    var definitionList: [Symbol] = []
    /// Definitions to evaluate at the next `updateVariables` (a heap, earliest first).
    var dirtyDefinitions: [OrderedSymbol] = []
    var isDirtyDefinition: [Bool] = []
    /// Scratch for expanding definitions: a pending coefficient and whether it is pending.
    var expansionCoefficient: [Double] = []
    var expansionPending: [Bool] = []
    /// Scratch for evaluating definitions.
    var definitionValue: [Double] = []
    /// The definitions compiled for the ordered pass (see ``DefinitionPlan``), and whether it still
    /// matches the tableau: cleared by every change to a definition row, to the basic status of a
    /// symbol a definition names, or to the set of definitions.
    var definitionPlan = DefinitionPlan()
    var definitionPlanIsValid = false

    // MARK: Ghost dummies (see Tableau+GhostDummies.swift)
    /// For a dummy: its cells were dropped from every row (its column is not kept).
    var isGhost: [Bool] = []
    /// How many live dummies are ghosts.
    var ghostCount = 0
    /// A row that would hold more dummy cells than this sheds them (they become ghosts).
    var dummyCellLimit = Tableau.defaultDummyCellLimit
    /// The dummy a refactorization is making explicit: no row sheds it until that ends.
    var keptDummy: Symbol? = nil

    // MARK: Undo journal for operations that may fail after mutating (see Journal.swift)
    var journal = Journal()
    /// Whether created symbols are being remembered (every add). Kept outside `journal` so the
    /// hot paths test a flag without touching the journal's storage.
    var isTracking = false
    /// Whether changed rows, columns and objective coefficients are being saved (fallible paths).
    var isRecording = false

    /// Reused by ``shiftConstants(along:by:)`` so a suggestion allocates nothing.
    var shiftScratch: [Symbol] = []

    // MARK: Pivot statistics (reported by the dump and the benchmark)
    var pivotCount = 0
    /// Set by a pivot whose growth passed ``refactorGrowth``, or by an improving ray in the
    /// primal simplex: the operation ends with ``refactor()`` (see Tableau+Refactor.swift).
    var refactorNeeded = false
    /// How many times the tableau was refactored.
    var refactorCount = 0

    // MARK: - Symbols

    /// A fresh symbol of `kind`, reusing the most recently freed id.
    mutating func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        if let id = freeIDs.popLast() {
            let s = Symbol(id: id, kind: kind)
            symbolKinds[id] = s
            // Only reused ids are journaled: ids past `initialSymbolCount` are new by definition.
            if isTracking { journal.created.append(s) }
            return s
        }
        let id = rows.count
        precondition(id < 1 << 30, "AnchorageSolver supports at most 2^30 live symbols")
        if id == rows.capacity { reserveSymbolStorage(Swift.max(64, 2 * id)) }
        let s = Symbol(id: id, kind: kind)
        symbolKinds.append(s)
        rows.append(Row())
        isBasic.append(false)
        columns.append([])
        objective.append(LevelVector())
        isCandidate.append(false)
        isChanged.append(false)
        owner.append(-1)
        variables.append(nil)
        useCount.append(0)
        isDefinition.append(false)
        definitionOrder.append(0)
        expansionCoefficient.append(0)
        expansionPending.append(false)
        definitionValue.append(0)
        isDirtyDefinition.append(false)
        isGhost.append(false)
        journal.rowStamp.append(0)
        journal.columnStamp.append(0)
        journal.objectiveStamp.append(0)
        return s
    }

    /// Grows every per-symbol array to hold `capacity` symbols at once. Left to themselves, the
    /// twenty arrays would each reallocate on its own schedule from a capacity of one; a new
    /// solver's first hundred symbols then cost more in reallocation than in everything else.
    private mutating func reserveSymbolStorage(_ capacity: Int) {
        symbolKinds.reserveCapacity(capacity)
        rows.reserveCapacity(capacity)
        isBasic.reserveCapacity(capacity)
        columns.reserveCapacity(capacity)
        objective.reserveCapacity(capacity)
        isCandidate.reserveCapacity(capacity)
        isChanged.reserveCapacity(capacity)
        owner.reserveCapacity(capacity)
        variables.reserveCapacity(capacity)
        useCount.reserveCapacity(capacity)
        isDefinition.reserveCapacity(capacity)
        definitionOrder.reserveCapacity(capacity)
        expansionCoefficient.reserveCapacity(capacity)
        expansionPending.reserveCapacity(capacity)
        definitionValue.reserveCapacity(capacity)
        isDirtyDefinition.reserveCapacity(capacity)
        isGhost.reserveCapacity(capacity)
        journal.rowStamp.reserveCapacity(capacity)
        journal.columnStamp.reserveCapacity(capacity)
        journal.objectiveStamp.reserveCapacity(capacity)
    }

    /// Returns a symbol's id to the free list. The symbol must appear nowhere in the tableau.
    mutating func release(_ s: Symbol) {
        let id = s.id
        assert(!isBasic[id] && columns[id].isEmpty, "releasing a symbol still in the tableau")
        objective[id] = LevelVector()
        owner[id] = -1
        variables[id] = nil
        useCount[id] = 0
        // Entries for `s` may linger in the lazy work lists; clearing the flags lets the id's next
        // symbol add entries of its own, and readers skip entries whose symbol is gone.
        isCandidate[id] = false
        isChanged[id] = false
        isDefinition[id] = false
        if isGhost[id] {
            isGhost[id] = false
            ghostCount -= 1
        }
        freeIDs.append(id)
    }

    // MARK: - Primitive mutations (each keeps the column index and the journal up to date)

    /// Makes `basic` a basic symbol with `row` (`basic = row`), indexing its cells.
    ///
    /// `row` is consumed: its cells get their column slots written in place, and a caller that
    /// passes its last copy (`consume row`) spares a copy-on-write copy of the whole row.
    mutating func insertRow(_ basic: Symbol, _ row: consuming Row) {
        let id = basic.id
        saveRow(id)
        noteBasicStatusChange(id)
        for i in row.cells.indices {
            row.cells[i].slot = attach(row.cells[i].symbol, basic, row.cells[i].coefficient)
        }
        rows[id] = row
        isBasic[id] = true
        if basic.isExternal { markChanged(basic) }
    }

    /// Removes and returns the row of basic symbol `basic`, unindexing its cells.
    mutating func takeRow(_ basic: Symbol) -> Row {
        let id = basic.id
        saveRow(id)
        noteBasicStatusChange(id)
        let row = rows[id]
        rows[id] = Row()
        isBasic[id] = false
        for cell in row.cells { detach(cell.symbol, cell.slot) }
        if basic.isExternal { markChanged(basic) }
        return row
    }

    /// Invalidates the definition plan if symbol `id`, about to become basic or nonbasic, is a
    /// definition or is named by one (only definitions name basic symbols, so a basic symbol's
    /// column lists exactly those).
    @inline(__always)
    mutating func noteBasicStatusChange(_ id: Int) {
        if isDefinition[id] || !columns[id].isEmpty { definitionPlanIsValid = false }
    }

    /// Appends a column entry for `s` in `basic`'s row; returns its slot.
    @inline(__always)
    mutating func attach(_ s: Symbol, _ basic: Symbol, _ coefficient: Double) -> UInt32 {
        let id = s.id
        saveColumn(id)
        if columns[id].capacity == 0 { columns[id].reserveCapacity(4) }
        columns[id].append(ColumnEntry(basic: basic, coefficient: coefficient))
        return UInt32(truncatingIfNeeded: columns[id].count - 1)
    }

    /// Removes the entry at `slot` of `s`'s column by moving the last entry into it (and telling
    /// that entry's row cell its new slot).
    @inline(__always)
    mutating func detach(_ s: Symbol, _ slot: UInt32) {
        let id = s.id
        saveColumn(id)
        let hole = Int(slot)
        let last = columns[id].count - 1
        if hole != last {
            let moved = columns[id][last]
            columns[id][hole] = moved
            let mid = moved.basic.id
            saveRow(mid)
            let (found, index) = rows[mid].search(s)
            assert(found, "column entry without its row cell")
            rows[mid].cells[index].slot = slot
        }
        columns[id].removeLast()
    }

    /// Adds `factor · source` to the row of basic symbol `target` (constant included), keeping the
    /// column index; cancelled cells are removed.
    ///
    /// `source` must not be `target`'s own row and must not mention `target`. The row's cells are
    /// moved out of the tableau while they change (one uniqueness check, not one per cell). A
    /// short source is merged cell by cell with binary search (the common case: a pivot row of a
    /// few cells into many rows); a long one by an in-place merge from the back, so the cost
    /// stays O(n + m) when dense rows meet (long chains of equalities) and nothing is allocated.
    mutating func addRow(_ source: Row, times factor: Double, to target: Symbol) {
        let tid = target.id
        saveRow(tid)
        if isDefinition[tid] { definitionPlanIsValid = false }
        rows[tid].constant = Tolerance.sum(rows[tid].constant, source.constant * factor)
        var cells: [Cell] = []
        swap(&cells, &rows[tid].cells)
        if source.cells.count > 8 && source.cells.count * 4 > cells.count {
            merge(source.cells, times: factor, into: &cells, of: target)
        } else {
            var lower = 0
            for cell in source.cells {
                let delta = cell.coefficient * factor
                let (found, index) = Row.search(cells, cell.symbol, from: lower)
                if found {
                    let old = cells[index]
                    let sum = Tolerance.sum(old.coefficient, delta)
                    if sum == 0 {
                        cells.removeCell(at: index)
                        detach(cell.symbol, old.slot)
                        lower = index
                    } else {
                        cells[index].coefficient = sum
                        saveColumn(cell.symbol.id)
                        columns[cell.symbol.id][Int(old.slot)].coefficient = sum
                        lower = index &+ 1
                    }
                } else {
                    let slot = attach(cell.symbol, target, delta)
                    cells.insertCell(Cell(symbol: cell.symbol, slot: slot, coefficient: delta), at: index)
                    lower = index &+ 1
                }
            }
        }
        swap(&cells, &rows[tid].cells)
        afterConstantChange(target)
    }

    /// `cells += factor · source` for long sources, merging from the back into the same buffer.
    ///
    /// The buffer is first grown by `source.count` cells; writing from the end never overtakes
    /// the unread old cells, and what cancellation leaves as a gap is closed by one move at the
    /// end. Detaching a cancelled cell may renumber another row's cell, never this row's: it has
    /// one cell per symbol, and this one is leaving.
    private mutating func merge(_ source: [Cell], times factor: Double, into cells: inout [Cell], of target: Symbol) {
        let n = cells.count, m = source.count
        // Grow geometrically: an exact reservation would reallocate at every merge into a row
        // that keeps growing.
        if cells.capacity < n + m { cells.reserveCapacity(max(n + m, 2 * cells.capacity)) }
        cells.append(contentsOf: repeatElement(Cell(symbol: target, coefficient: 0), count: m))
        var kept = 0, write = n + m
        cells.withUnsafeMutableBufferPointer { buffer in
            source.withUnsafeBufferPointer { src in
                var i = n - 1, j = m - 1
                while j >= 0 {
                    let incoming = src[j]
                    if i >= 0 && buffer[i].symbol.raw > incoming.symbol.raw {
                        write -= 1
                        buffer[write] = buffer[i]
                        i -= 1
                    } else if i >= 0 && buffer[i].symbol.raw == incoming.symbol.raw {
                        var cell = buffer[i]
                        let sum = Tolerance.sum(cell.coefficient, incoming.coefficient * factor)
                        if sum == 0 {
                            detach(cell.symbol, cell.slot)
                        } else {
                            cell.coefficient = sum
                            write -= 1
                            buffer[write] = cell
                            saveColumn(cell.symbol.id)
                            columns[cell.symbol.id][Int(cell.slot)].coefficient = sum
                        }
                        i -= 1
                        j -= 1
                    } else {
                        let delta = incoming.coefficient * factor
                        write -= 1
                        buffer[write] = Cell(symbol: incoming.symbol, slot: attach(incoming.symbol, target, delta), coefficient: delta)
                        j -= 1
                    }
                }
                kept = i + 1
                if write > kept {
                    let tail = n + m - write
                    (buffer.baseAddress! + kept).update(from: buffer.baseAddress! + write, count: tail)
                }
            }
        }
        cells.removeLast(write - kept)
    }

    /// Adds `delta` to the constant of basic symbol `target`'s row.
    mutating func addToConstant(_ delta: Double, of target: Symbol) {
        saveRow(target.id)
        rows[target.id].constant = Tolerance.sum(rows[target.id].constant, delta)
        afterConstantChange(target)
    }

    /// Adds `coefficient · shift` to the constant of every row in `marker`'s column: the hot loop
    /// of ``Solver/suggestValue(_:for:)``, which moves every row that depends on the edit. It runs
    /// over raw buffers (one uniqueness check per call, not per row) and must not be used while
    /// the journal is recording.
    mutating func shiftConstants(along marker: Symbol, by shift: Double) {
        assert(!isRecording)
        let column = columns[marker.id]
        if shiftScratch.count < column.count {
            shiftScratch = [Symbol](repeating: marker, count: max(column.count, 2 * shiftScratch.count))
        }
        var changedCount = 0
        var negativeCount = 0
        shiftScratch.withUnsafeMutableBufferPointer { changedBuffer in
            rows.withUnsafeMutableBufferPointer { rowBuffer in
                isChanged.withUnsafeMutableBufferPointer { changedFlags in
                    column.withUnsafeBufferPointer { entries in
                        for entry in entries {
                            let id = entry.basic.id
                            let constant = Tolerance.sum(rowBuffer[id].constant, entry.coefficient * shift)
                            rowBuffer[id].constant = constant
                            if entry.basic.isExternal {
                                if !changedFlags[id] {
                                    changedFlags[id] = true
                                    changedBuffer[changedCount] = entry.basic
                                    changedCount &+= 1
                                }
                            } else if constant < 0 {
                                negativeCount &+= 1
                            }
                        }
                    }
                }
            }
        }
        changedExternals.append(contentsOf: shiftScratch[..<changedCount])
        if negativeCount > 0 {
            for entry in column where !entry.basic.isExternal && rows[entry.basic.id].constant < 0 {
                noteInfeasible(entry.basic)
            }
        }
    }

    @inline(__always)
    mutating func afterConstantChange(_ basic: Symbol) {
        if basic.isExternal {
            markChanged(basic)
        } else if rows[basic.id].constant < 0 {
            noteInfeasible(basic)
        }
    }

    /// Adds `factor · vector` to `symbol`'s objective coefficient and notes it as a candidate.
    @inline(__always)
    mutating func addObjective(_ vector: LevelVector, times factor: Double, to symbol: Symbol) {
        saveObjective(symbol.id)
        objective[symbol.id].add(vector, times: factor)
        markCandidate(symbol)
    }

    /// Adds `coefficient` at `level` to `symbol`'s objective coefficient.
    mutating func addObjective(level: Double, coefficient: Double, to symbol: Symbol) {
        saveObjective(symbol.id)
        objective[symbol.id].add(level: level, coefficient: coefficient)
        markCandidate(symbol)
    }

    /// Clears and returns `symbol`'s objective coefficient.
    mutating func takeObjective(_ symbol: Symbol) -> LevelVector {
        let v = objective[symbol.id]
        if !v.isEmpty {
            saveObjective(symbol.id)
            objective[symbol.id] = LevelVector()
        }
        return v
    }

    @inline(__always)
    mutating func markCandidate(_ s: Symbol) {
        if !isCandidate[s.id] {
            isCandidate[s.id] = true
            candidates.append(s)
        }
    }

    @inline(__always)
    mutating func markChanged(_ s: Symbol) {
        if !isChanged[s.id] {
            isChanged[s.id] = true
            changedExternals.append(s)
        }
    }

    /// Replaces `symbol` (nonbasic, about to become basic) by `row` in every row that mentions
    /// it and in the objective, using the column index.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let id = symbol.id
        if !columns[id].isEmpty {
            saveColumn(id)
            // `row` does not mention `symbol`, so its column stays put while the rows change;
            // emptying it afterwards keeps its storage for the symbol's next rows.
            var k = 0
            while k < columns[id].count {
                let entry = columns[id][k]
                k += 1
                let bid = entry.basic.id
                saveRow(bid)
                let (found, index) = rows[bid].search(symbol)
                assert(found, "column index lists a row without the symbol")
                rows[bid].cells.removeCell(at: index)
                addRow(row, times: entry.coefficient, to: entry.basic)
            }
            columns[id].removeAll(keepingCapacity: true)
        }
        let v = takeObjective(symbol)
        if !v.isEmpty {
            for cell in row.cells { addObjective(v, times: cell.coefficient, to: cell.symbol) }
        }
    }

    /// Exchanges basic `leaving` for nonbasic `entering`, whose coefficient in `leaving`'s row is
    /// nonzero.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        pivotCount &+= 1
        noteGrowth(entering: entering, leaving: leaving)
        var row = takeRow(leaving)
        row.solve(for: entering, replacing: leaving)
        shedDummies(of: &row)
        substitute(entering, with: row)
        let constant = row.constant
        insertRow(entering, consume row)
        if !entering.isExternal && constant < 0 { noteInfeasible(entering) }
    }

    /// Measures the growth of the pivot on `entering`'s cell in `leaving`'s row,
    /// `max|row| · max|column| / pivot²` (at least 1; scale-free), and asks for a
    /// ``refactor()`` at the end of the operation when it passes ``refactorGrowth``: such a
    /// pivot multiplies the rounding error already in the tableau by about that much.
    ///
    /// - Complexity: O(row + column), which the pivot's substitution costs anyway.
    @inline(__always)
    mutating func noteGrowth(entering: Symbol, leaving: Symbol) {
        guard !refactorNeeded else { return }
        var rowLargest = 0.0, pivot = 0.0
        for cell in rows[leaving.id].cells {
            let m = abs(cell.coefficient)
            if m > rowLargest { rowLargest = m }
            if cell.symbol == entering { pivot = m }
        }
        var columnLargest = 0.0
        for entry in columns[entering.id] where abs(entry.coefficient) > columnLargest {
            columnLargest = abs(entry.coefficient)
        }
        if rowLargest * columnLargest > Self.refactorGrowth * pivot * pivot { refactorNeeded = true }
    }

    /// Removes every cell of nonbasic `symbol` (its column) from the tableau and its objective
    /// coefficient: fixes the symbol at zero.
    mutating func eraseColumn(_ symbol: Symbol) {
        let id = symbol.id
        if !columns[id].isEmpty {
            saveColumn(id)
            let column = columns[id]
            columns[id] = []
            for entry in column {
                saveRow(entry.basic.id)
                if isDefinition[entry.basic.id] { definitionPlanIsValid = false }
                let (found, index) = rows[entry.basic.id].search(symbol)
                assert(found, "column index lists a row without the symbol")
                rows[entry.basic.id].cells.removeCell(at: index)
            }
        }
        _ = takeObjective(symbol)
    }

    // MARK: - Values

    /// Writes the value of every external that may have changed into its variable (a basic
    /// external's row constant, 0 for a nonbasic one; definitions are evaluated in order), and
    /// reports each variable whose value changed.
    mutating func updateVariables(_ changed: (Variable) -> Void) {
        // Definitions met here, and ordinary externals that moved while definitions exist: their
        // dependents are queued after the loop, which holds the flags' buffer.
        var dirty: [Symbol] = []
        var moved: [Symbol] = []
        let tracking = hasDefinitionDependents
        // Past this many, one ordered pass over all definitions is cheaper than the queue, and
        // nothing more needs collecting.
        let limit = definitionList.count / Self.massChangeDivisor - dirtyDefinitions.count
        var massChange = limit < 0
        // Raw buffers: this loop writes every moved variable after each suggestion, so a
        // uniqueness or bounds check per element would cost more than the write.
        isChanged.withUnsafeMutableBufferPointer { flags in
            rows.withUnsafeBufferPointer { rowBuffer in
                isBasic.withUnsafeBufferPointer { basicFlags in
                    symbolKinds.withUnsafeBufferPointer { kinds in
                        variables.withUnsafeBufferPointer { owners in
                            isDefinition.withUnsafeBufferPointer { defined in
                                for s in changedExternals {
                                    let id = s.id
                                    flags[id] = false
                                    guard kinds[id] == s, let variable = owners[id] else { continue }
                                    if defined[id] {
                                        if !massChange {
                                            dirty.append(s)
                                            massChange = dirty.count + moved.count > limit
                                        }
                                        continue
                                    }
                                    let v = basicFlags[id] ? rowBuffer[id].constant : 0
                                    if variable.value != v {
                                        variable.value = v
                                        changed(variable)
                                        if tracking && !massChange {
                                            moved.append(s)
                                            massChange = dirty.count + moved.count > limit
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        changedExternals.removeAll(keepingCapacity: true)
        // A change that reaches a good part of the definitions (a suggestion that moves the whole
        // layout) is cheaper as one pass over all of them, in order, than through the queue.
        if massChange && tracking {
            evaluateAllDefinitions(changed)
            return
        }
        guard !dirty.isEmpty || !moved.isEmpty || !dirtyDefinitions.isEmpty else { return }
        for s in dirty { markDirtyDefinition(s) }
        for s in moved { markDependentDefinitions(of: s) }
        evaluateDefinitions(changed)
    }
}
