// SPDX-License-Identifier: MIT

// The primitive mutations of the tableau. Each keeps the column index and the journal up to date,
// so every higher operation (add, remove, pivot, refactor) is written in terms of these.

extension Tableau {
    /// Makes `basic` a basic symbol with `row` (`basic = row`), indexing its cells.
    ///
    /// `row` is consumed: its cells get their column slots written in place, and a caller that
    /// passes its last copy (`consume row`) spares a copy-on-write copy of the whole row.
    mutating func insertRow(_ basic: Symbol, _ row: consuming Row) {
        let id = basic.id
        saveRow(id)
        noteBasicStatusChange(id)
        row.cells.withUnsafeMutableBufferPointer { attach($0, of: basic, unindexedOnly: false) }
        rows[id] = consume row
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
        row.cells.withUnsafeBufferPointer { detach($0) }
        if basic.isExternal { markChanged(basic) }
        return row
    }

    /// Invalidates the definition plan if symbol `id`, about to become basic or nonbasic, is a
    /// definition or is named by one (only definitions name basic symbols, so a basic symbol's
    /// column lists exactly those).
    @inline(__always)
    mutating func noteBasicStatusChange(_ id: Int) {
        if isDefinition[id] || !columns.isEmpty(id) { definitions.planIsValid = false }
    }

    /// Appends a column entry for each cell of `cells`, of `basic`'s row, and writes its slot into
    /// the cell; with `unindexedOnly`, only for the cells whose slot is ``ColumnStore/unindexed``
    /// (the cells a merge added, which are indexed together once it is done).
    @inline(__always)
    mutating func attach(_ cells: UnsafeMutableBufferPointer<Cell>, of basic: Symbol, unindexedOnly: Bool) {
        logAppends(cells, unindexedOnly: unindexedOnly)
        columns.append(cells, of: basic, unindexedOnly: unindexedOnly)
    }

    /// Removes the column entries of `cells`, cells leaving one row of the tableau, each by moving
    /// its column's last entry into it and telling that entry's row cell its new slot. The rows
    /// are written through one raw buffer of the symbol table (no bounds check per cell).
    @inline(__always)
    mutating func detach(_ cells: UnsafeBufferPointer<Cell>) {
        if isRecording {
            // What the removals change, saved before the first: each column's entry, and the row
            // of the entry that will move in it (its last; the columns are distinct, so none moves
            // twice).
            for cell in cells {
                let id = cell.symbol.id
                logRemoval(of: cell)
                let last = columns.count(of: id) - 1
                if Int(cell.slot) != last { saveRow(columns.entry(id, last).basic.id) }
            }
        }
        let rows = rows.buffer
        columns.remove(cells) { entry, cell in
            // Searched and written through one buffer: one uniqueness check of the row's cells
            // and no bounds check on the write.
            rows[entry.basic.id].cells.withUnsafeMutableBufferPointer { moved in
                let (found, index) = Row.search(UnsafeBufferPointer(moved), cell.symbol)
                assert(found, "column entry without its row cell")
                moved[index].slot = cell.slot
            }
        }
    }

    /// Adds `factor · source` to the row of basic symbol `target` (constant included), keeping the
    /// column index; cancelled cells are removed. The cell of `replaced` is dropped from the row
    /// first, without touching its column: this is the substitution of `replaced` by `source`,
    /// and the caller empties that column as a whole.
    ///
    /// `source` must not be `target`'s own row and must not mention `target`. The row is moved out
    /// of the tableau while it changes (one uniqueness check, not one per cell). A short source is
    /// merged cell by cell with binary search (the common case: a pivot row of a few cells into
    /// many rows); a long one by an in-place merge from the back, so the cost stays O(n + m) when
    /// dense rows meet (long chains of equalities) and nothing is allocated.
    mutating func addRow(_ source: Row, times factor: Double, to target: Symbol, replacing replaced: Symbol) {
        let tid = target.id
        saveRow(tid)
        if isDefinition[tid] { definitions.planIsValid = false }
        var row = Row()
        swap(&row, &rows[tid])
        row.constant = constantSum(row.constant, source.constant * factor)
        let (found, index) = row.search(replaced)
        assert(found, "column index lists a row without the symbol")
        if source.cells.count > 8 && source.cells.count * 4 > row.cells.count - 1 {
            merge(source.cells, times: factor, into: &row.cells, dropping: index, of: target)
        } else {
            row.cells.removeCell(at: index)
            var lower = 0
            // Where the first new cell went: the cells inserted later all go after it.
            var firstNew = Int.max
            for cell in source.cells {
                let delta = cell.coefficient * factor
                let (found, index) = row.search(cell.symbol, from: lower)
                if found {
                    let old = row.cells[index]
                    let sum = Numerics.sum(old.coefficient, delta)
                    if sum == 0 {
                        row.cells.removeCell(at: index)
                        withUnsafePointer(to: old) { detach(UnsafeBufferPointer(start: $0, count: 1)) }
                        lower = index
                    } else {
                        row.cells[index].coefficient = sum
                        logCoefficient(cell.symbol.id, Int(old.slot))
                        columns.setCoefficient(sum, cell.symbol.id, Int(old.slot))
                        lower = index &+ 1
                    }
                } else {
                    row.cells.insertCell(Cell(symbol: cell.symbol, slot: ColumnStore.unindexed, coefficient: delta), at: index)
                    if firstNew == Int.max { firstNew = index }
                    lower = index &+ 1
                }
            }
            if firstNew != Int.max {
                row.cells.withUnsafeMutableBufferPointer { buffer in
                    attach(UnsafeMutableBufferPointer(rebasing: buffer[firstNew...]), of: target, unindexedOnly: true)
                }
            }
        }
        swap(&row, &rows[tid])
        afterConstantChange(target)
    }

    /// `cells += factor · source` for long sources, without the cell at `dropped`: merged from the
    /// back into a scratch buffer kept between calls, then copied back over the part of the row
    /// that changed. The dropped cell is skipped as the merge passes it (removed first, it would
    /// cost a move of the row's tail and two uniqueness checks).
    ///
    /// Merging in place would grow the row to `n + m` cells first and write across its spare
    /// capacity on every merge, so rows would carry about twice the cells they hold, and a large
    /// tableau would stream that capacity through the cache; here the row grows only to what it
    /// holds (by half its capacity when it must). The cells below the source's first symbol
    /// (`kept`) never move. Detaching a cancelled cell may renumber another row's cell, never
    /// this row's: it has one cell per symbol, and this one is leaving.
    private mutating func merge(_ source: [Cell], times factor: Double, into cells: inout [Cell], dropping dropped: Int,
                                of target: Symbol) {
        let n = cells.count, m = source.count
        var out: [Cell] = []
        swap(&out, &work.mergeScratch)
        if out.count < n + m {
            out = [Cell](filledWith: Cell(symbol: target, coefficient: 0), count: max(n + m, 2 * out.count))
        }
        let total = out.count
        // Cancelled cells are gathered at the front of `out` and detached together at the end:
        // each consumes a cell of both rows and writes none, so they never reach `write`.
        var kept = 0, write = total, cancelled = 0
        out.withUnsafeMutableBufferPointer { buffer in
            cells.withUnsafeBufferPointer { old in
                source.withUnsafeBufferPointer { src in
                    var i = n - 1, j = m - 1
                    while j >= 0 {
                        let incoming = src[j]
                        if i >= 0 && old[i].symbol.raw > incoming.symbol.raw {
                            // The source does not mention the dropped cell's symbol: the merge
                            // passes it here or leaves it among the cells below.
                            if i != dropped {
                                write -= 1
                                buffer[write] = old[i]
                            }
                            i -= 1
                        } else if i >= 0 && old[i].symbol.raw == incoming.symbol.raw {
                            var cell = old[i]
                            let sum = Numerics.sum(cell.coefficient, incoming.coefficient * factor)
                            if sum == 0 {
                                buffer[cancelled] = cell
                                cancelled += 1
                            } else {
                                cell.coefficient = sum
                                write -= 1
                                buffer[write] = cell
                                logCoefficient(cell.symbol.id, Int(cell.slot))
                                columns.setCoefficient(sum, cell.symbol.id, Int(cell.slot))
                            }
                            i -= 1
                            j -= 1
                        } else {
                            write -= 1
                            buffer[write] = Cell(symbol: incoming.symbol, slot: ColumnStore.unindexed,
                                                 coefficient: incoming.coefficient * factor)
                            j -= 1
                        }
                    }
                    kept = i + 1
                    if cancelled > 0 { detach(UnsafeBufferPointer(rebasing: buffer[..<cancelled])) }
                }
            }
        }
        // The merge stopped before the dropped cell (below the source's first symbol): it is
        // still among the cells that stay.
        var length = n
        if dropped < kept {
            cells.removeCell(at: dropped)
            kept -= 1
            length -= 1
        }
        let tail = total - write
        let count = kept + tail
        // How many merged cells are copied over the row's old cells: a row that grows gets the
        // rest appended, already in place.
        var overwritten = tail
        if count > length {
            if cells.capacity < count { cells.reserveCapacity(max(count, cells.capacity + cells.capacity / 2)) }
            // The merge's last cells, appended in one memcpy (from a buffer pointer: from an array
            // slice, the append takes a slower generic path).
            out.withUnsafeBufferPointer { cells.append(contentsOf: UnsafeBufferPointer(rebasing: $0[(total - (count - length))...])) }
            overwritten -= count - length
        } else if count < length {
            // `removeSubrange`: `removeLast(_:)` takes a slower generic path, and removing the
            // cells one at a time costs a uniqueness check each (merges cancel several).
            cells.removeSubrange(count..<length)
        }
        cells.withUnsafeMutableBufferPointer { buffer in
            out.withUnsafeBufferPointer { merged in
                (buffer.baseAddress! + kept).update(from: merged.baseAddress! + write, count: overwritten)
            }
            attach(UnsafeMutableBufferPointer(rebasing: buffer[kept...]), of: target, unindexedOnly: true)
        }
        swap(&out, &work.mergeScratch)
    }

    /// `a + b` for a row constant, as ``Numerics/sum(_:_:)`` decides, noting in ``lostConstant``
    /// how much a sum taken for cancellation discarded. Beside the magnitudes the operands carry
    /// that is rounding; once those magnitudes are gone (a removal that takes out the constraint
    /// whose coefficients amplified a huge constant into the rows), it may be a real value that
    /// the constants left in the tableau resolve, and only rows recomputed from the constraints
    /// recover it.
    @inline(__always)
    mutating func constantSum(_ a: Double, _ b: Double) -> Double {
        let s = Numerics.sum(a, b)
        if s == 0 {
            let discarded = abs(a + b)
            if discarded > lostConstant { lostConstant = discarded }
        }
        return s
    }

    /// Adds `delta` to the constant of basic symbol `target`'s row.
    mutating func addToConstant(_ delta: Double, of target: Symbol) {
        saveRow(target.id)
        rows[target.id].constant = constantSum(rows[target.id].constant, delta)
        afterConstantChange(target)
    }

    /// Adds `coefficient · shift` to the constant of every row in `marker`'s column: the hot loop
    /// of ``Solver/suggestValue(_:for:)``, which moves every row that depends on the edit. It runs
    /// over raw buffers (no uniqueness or bounds check per row) and must not be used while
    /// the journal is recording; the constants it overwrote are left in ``shiftedConstants`` (in
    /// column order) for ``beginRecordingAfterShift(along:)``.
    mutating func shiftConstants(along marker: Symbol, by shift: Double) {
        assert(!isRecording)
        let count = columns.count(of: marker.id)
        if work.shiftedConstants.count < count {
            work.shiftedConstants = [Double](filledWith: 0, count: max(count, 2 * work.shiftedConstants.count))
        }
        work.reserveChanged(count)
        var changedCount = work.changedCount
        var negativeCount = 0
        let rowBuffer = rows.buffer, changedFlags = isChanged.buffer
        work.changedExternals.withUnsafeMutableBufferPointer { changedBuffer in
            work.shiftedConstants.withUnsafeMutableBufferPointer { before in
                columns.withEntries(of: marker.id) { entries in
                    for k in entries.indices {
                        let entry = entries[k]
                        let id = entry.basic.id
                        let old = rowBuffer[id].constant
                        before[k] = old
                        let constant = Numerics.sum(old, entry.coefficient * shift)
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
        work.changedCount = changedCount
        if negativeCount > 0 {
            for entry in columns[marker.id] where !entry.basic.isExternal && rows[entry.basic.id].constant < 0 {
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

    /// Adds `coefficient` at `level` to `symbol`'s objective coefficient.
    mutating func addObjective(level: Double, coefficient: Double, to symbol: Symbol) {
        saveObjective(symbol.id)
        objective[symbol.id].add(level: level, coefficient: coefficient)
        markCandidate(symbol)
    }

    /// Clears and returns `symbol`'s objective coefficient.
    mutating func takeObjective(_ symbol: Symbol) -> LevelVector {
        var v = LevelVector()
        if !objective[symbol.id].isEmpty {
            saveObjective(symbol.id)
            // Swapped out, not copied and reset: no copy of the vector to make and destroy.
            swap(&v, &objective[symbol.id])
        }
        return v
    }

    @inline(__always)
    mutating func markChanged(_ s: Symbol) {
        if !isChanged[s.id] {
            isChanged[s.id] = true
            work.appendChanged(s)
        }
    }

    /// Replaces `symbol` (nonbasic, about to become basic) by `row` in every row that mentions
    /// it and in the objective, using the column index.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let id = symbol.id
        if !columns.isEmpty(id) {
            // `row` does not mention `symbol`, so its column stays put while the rows change;
            // emptying it afterwards keeps its storage for the symbol's next rows.
            var k = 0
            while k < columns.count(of: id) {
                let entry = columns.entry(id, k)
                k += 1
                addRow(row, times: entry.coefficient, to: entry.basic, replacing: symbol)
            }
            logEmptying(id)
            columns.removeAll(of: id)
        }
        let v = takeObjective(symbol)
        if !v.isEmpty {
            // Every coefficient is saved before the first changes (each symbol appears once in
            // `row`), so the sums run over one raw buffer of `objective`, which nothing in the
            // loop resizes.
            if isRecording { for cell in row.cells { saveObjective(cell.symbol.id) } }
            let objective = objective.buffer
            v.withEntries { v in
                for cell in row.cells {
                    objective[cell.symbol.id].add(v, times: cell.coefficient)
                    markCandidate(cell.symbol)
                }
            }
        }
    }

    /// Exchanges basic `leaving` for nonbasic `entering`, whose coefficient in `leaving`'s row is
    /// nonzero.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        pivotCount &+= 1
        noteGrowth(entering: entering, leaving: leaving)
        var row = takeRow(leaving)
        row.solve(for: entering, replacing: leaving)
        shedDummies(of: &row, into: entering)
        substitute(entering, with: row)
        let constant = row.constant
        insertRow(entering, consume row)
        if !entering.isExternal && constant < 0 { noteInfeasible(entering) }
    }

    /// Measures the growth of the pivot on `entering`'s cell in `leaving`'s row,
    /// `max|row| · max|column| / pivot²` (at least 1; scale-free), and asks for a
    /// ``refactor()`` at the end of the operation when it passes ``Numerics/refactorGrowth``: such a
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
        if Numerics.isLargeGrowth(rowLargest: rowLargest, columnLargest: columnLargest, pivot: pivot) { refactorNeeded = true }
    }

    /// Removes every cell of nonbasic `symbol` (its column) from the tableau and its objective
    /// coefficient: fixes the symbol at zero.
    mutating func eraseColumn(_ symbol: Symbol) {
        let id = symbol.id
        if !columns.isEmpty(id) {
            logEmptying(id)
            let column = Array(columns[id])
            columns.removeAll(of: id)
            for entry in column {
                saveRow(entry.basic.id)
                if isDefinition[entry.basic.id] { definitions.planIsValid = false }
                let (found, index) = rows[entry.basic.id].search(symbol)
                assert(found, "column index lists a row without the symbol")
                rows[entry.basic.id].cells.removeCell(at: index)
            }
        }
        _ = takeObjective(symbol)
    }
}
