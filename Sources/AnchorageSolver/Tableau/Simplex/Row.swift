// SPDX-License-Identifier: MIT

/// One `symbol · coefficient` entry of a ``Row``.
struct Cell {
    var symbol: Symbol
    /// While the row is in the tableau: the index of this cell's entry in the symbol's column,
    /// so the entry is updated and removed in O(1). Meaningless in a row outside the tableau.
    var slot: UInt32 = 0
    var coefficient: Double
}

/// One entry of the column index: a basic row that mentions the column's symbol, and the
/// symbol's coefficient there (a mirror of the row's cell, so the ratio tests and constant
/// shifts read one contiguous array instead of a row buffer per entry). Entries are unordered:
/// removal swaps the last entry into the hole, so hub symbols mentioned by thousands of rows
/// cost O(1) per change; every rule that reads a column breaks ties by symbol id instead.
struct ColumnEntry: Equatable {
    var basic: Symbol
    var coefficient: Double
}

/// A sparse linear row `constant + Σ coefficientᵢ · symbolᵢ`.
///
/// While a constraint is being added the row means `0 = constant + Σ …`; once it is in the
/// tableau it is the row of a basic symbol `b` and means `b = constant + Σ …`, every symbol in it
/// nonbasic. Cells are sorted by symbol id (binary search, deterministic iteration) and, by the
/// ``Numerics`` invariant, never hold a zero coefficient.
///
/// A `Row` is a small value pointing at one copy-on-write buffer. The tableau mutates rows in
/// place through its arrays (`rows[i].cells…`) so the buffer stays uniquely referenced.
struct Row {
    var constant: Double
    var cells: [Cell]

    init(constant: Double = 0, cells: [Cell] = []) {
        self.constant = constant
        self.cells = cells
    }

    /// The index of `symbol`'s cell, or where it would be inserted.
    ///
    /// - Complexity: O(log *n*).
    @inline(__always)
    func search(_ symbol: Symbol, from lower: Int = 0) -> (found: Bool, index: Int) {
        cells.withUnsafeBufferPointer { Row.search($0, symbol, from: lower) }
    }

    /// Binary search for `symbol` in cells sorted by symbol, from index `lower` on.
    @inline(__always)
    static func search(_ cells: UnsafeBufferPointer<Cell>, _ symbol: Symbol, from lower: Int = 0) -> (found: Bool, index: Int) {
        var lo = lower, hi = cells.count
        let key = symbol.raw
        while lo < hi {
            let mid = (lo &+ hi) >> 1
            let raw = cells[mid].symbol.raw
            if raw < key { lo = mid &+ 1 } else if raw > key { hi = mid } else { return (true, mid) }
        }
        return (false, lo)
    }

    /// The coefficient of `symbol`, zero when absent.
    ///
    /// - Complexity: O(log *n*).
    func coefficient(for symbol: Symbol) -> Double {
        let (found, index) = search(symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Sorts `parts` by symbol and sums the parts of each symbol, dropping cancelled ones: the
    /// cells of a row built from several contributions.
    ///
    /// The parts are consumed and compacted in place, so a caller that passes its last copy
    /// (`consume parts`) allocates nothing here, and the row keeps the parts' spare capacity to
    /// grow into.
    ///
    /// - Complexity: O(*n* log *n*).
    static func merging(_ parts: consuming [Cell]) -> [Cell] {
        // One raw buffer for the sort and the compaction: written through the array, each kept
        // part would cost a uniqueness check.
        let kept = parts.withUnsafeMutableBufferPointer { parts in
            if parts.count <= insertionSortLimit {
                insertionSort(parts)
            } else {
                parts.sort { $0.symbol.raw < $1.symbol.raw }
            }
            var kept = 0
            for i in parts.indices {
                let part = parts[i]
                if kept > 0 && parts[kept - 1].symbol == part.symbol {
                    let sum = Numerics.sum(parts[kept - 1].coefficient, part.coefficient)
                    if sum == 0 { kept -= 1 } else { parts[kept - 1].coefficient = sum }
                } else {
                    parts[kept] = part
                    kept += 1
                }
            }
            return kept
        }
        // Guarded: most rows have no parts to drop, and even an empty removal has a cost.
        if kept < parts.count { parts.removeSubrange(kept..<parts.count) }
        return parts
    }

    /// The most parts ``merging(_:)`` sorts by insertion: a constraint's row comes as a few sorted
    /// runs (its terms, the rows of its basic variables, its own new symbols), which insertion
    /// moves into place in a few steps each, where the standard sort's general machinery costs
    /// several times as much on so few cells. Beyond it, the standard sort bounds the worst case.
    static let insertionSortLimit = 32

    /// Sorts `cells` by symbol, stably (as the standard sort does, so equal symbols keep their
    /// order and are summed in it).
    @inline(__always)
    static func insertionSort(_ cells: UnsafeMutableBufferPointer<Cell>) {
        var i = 1
        while i < cells.count {
            let cell = cells[i]
            var j = i
            while j > 0 && cells[j &- 1].symbol.raw > cell.symbol.raw {
                cells[j] = cells[j &- 1]
                j &-= 1
            }
            cells[j] = cell
            i &+= 1
        }
    }

    /// Negates the constant and every coefficient (`0 = r` is the same equation as `0 = -r`).
    mutating func reverseSign() {
        constant = 0 - constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Solves `0 = constant + a·subject + Σ rest` for `subject`, giving
    /// `subject = -constant/a + Σ (-restᵢ/a)·symbolᵢ`; the subject's cell is removed.
    ///
    /// - Precondition: `subject` is in the row.
    mutating func solve(for subject: Symbol) {
        let (found, index) = search(subject)
        precondition(found, "solving a row for a symbol it does not contain")
        let a = cells[index].coefficient
        cells.removeCell(at: index)
        let factor = -1 / a
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Solves the row of basic symbol `lhs` (`lhs = constant + Σ`) for `rhs`, which it contains:
    /// `rhs = …` with `lhs` as a nonbasic symbol of coefficient `1/a`.
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        let (found, index) = search(lhs)
        if found {
            cells[index].coefficient -= 1
            if cells[index].coefficient == 0 { cells.removeCell(at: index) }
        } else {
            cells.insertCell(Cell(symbol: lhs, coefficient: -1), at: index)
        }
        solve(for: rhs)
    }
}

extension Array where Element == Cell {
    /// Inserts `cell` at `index` with one raw move of the tail (the generic `insert(_:at:)`
    /// goes through `replaceSubrange`, slower on the tableau's hot path).
    @inline(__always)
    mutating func insertCell(_ cell: Cell, at index: Int) {
        let tail = count - index
        append(cell)
        if tail > 0 {
            withUnsafeMutableBufferPointer { buffer in
                let base = buffer.baseAddress!
                (base + index + 1).update(from: base + index, count: tail)
                base[index] = cell
            }
        }
    }

    /// Removes the cell at `index` with one raw move of the tail.
    @inline(__always)
    mutating func removeCell(at index: Int) {
        let tail = count - index - 1
        if tail > 0 {
            withUnsafeMutableBufferPointer { buffer in
                let base = buffer.baseAddress!
                (base + index).update(from: base + index + 1, count: tail)
            }
        }
        removeLast()
    }
}
