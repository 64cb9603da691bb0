// SPDX-License-Identifier: MIT

extension Tableau {
    /// How a new row enters the tableau.
    enum Subject {
        /// Solve the row for this symbol and substitute it everywhere.
        case symbol(Symbol)
        /// Solve the row for this existing symbol, which keeps the objective optimal, then let
        /// the dual simplex restore feasibility.
        case dual(Symbol)
        /// No symbol keeps the tableau feasible: run phase one on an artificial variable.
        case artificial
        /// The row reads `0 = constant + (nonnegative terms)` with `constant > 0`: it cannot hold.
        case infeasible
    }

    /// Chooses the symbol to solve a new row for (the row's constant is nonnegative): an external
    /// the fewest rows mention; else the constraint's own or another valid slack or error, the
    /// first that needs no pivot afterwards; else the row is infeasible or goes to phase one. No
    /// rule solves for a cell that is weak beside the row's largest (``Numerics/pivot``). The
    /// Numerics article's "Choosing the subject" gives the rules in full.
    mutating func chooseSubject(_ row: Row, marker: Symbol, other: Symbol?) -> Subject {
        // Dummy cells do not count: a dummy is never a subject, and its coefficient's scale is
        // the arbitrary one its equation was written in (`1e-9·x + 1e-9 == 0` puts 1e9 on its
        // dummy in x's row), which would make every real cell beside it look weak.
        var largest = row.largestMagnitude()
        if largest == 0 { largest = 1 }
        // A symbol no row mentions (a variable seen for the first time, the constraint's own
        // slack or errors) got its cell from this constraint alone: it is exact, never residue,
        // and solving for it substitutes into no row, so no pivot growth can spread from it.
        func usable(_ cell: Cell) -> Bool {
            columns.isEmpty(cell.symbol.id) || !Numerics.isWeakPivot(cell.coefficient, comparedTo: largest)
        }
        var best: Symbol? = nil
        var bestCount = Int.max
        // The largest external cell, weak or not: the subject of last resort (below).
        var strongestExternal: Symbol? = nil
        var strongestMagnitude = 0.0
        for cell in row.cells where cell.symbol.isExternal {
            let magnitude = abs(cell.coefficient)
            if magnitude > strongestMagnitude {
                strongestExternal = cell.symbol
                strongestMagnitude = magnitude
            }
            guard usable(cell) else { continue }
            let count = columns.count(of: cell.symbol.id)
            if count < bestCount {
                best = cell.symbol
                bestCount = count
            }
        }
        if let best { return externalSubject(best, of: row) }

        var valid = SubjectCandidates()
        // The constraint's own symbols are fresh, hence always usable.
        if marker.isPivotable && row.coefficient(for: marker) < 0 { valid.append(marker, rows: 0) }
        if let other, row.coefficient(for: other) < 0 { valid.append(other, rows: 0) }
        if row.constant == 0 {
            // The cheapest few other slack and error symbols, by column size then id.
            var cheapest = SubjectCandidates()
            for cell in row.cells where cell.symbol.isPivotable && usable(cell) && !valid.contains(cell.symbol) {
                cheapest.offer(cell.symbol, rows: columns.count(of: cell.symbol.id))
            }
            for i in 0..<cheapest.count { valid.append(cheapest[i], rows: 0) }
        }
        // The cost (longest column made improving) of the first valid subject, if none keeps the
        // objective optimal; computed once, used below.
        var firstCost: Int? = nil
        for i in 0..<valid.count {
            guard let cost = keepsObjectiveOptimal(row, subject: valid[i]) else { return .symbol(valid[i]) }
            if i == 0 { firstCost = cost }
        }
        if !row.cells.contains(where: { $0.symbol.isPivotable && $0.coefficient < 0 }) {
            if row.constant == 0, let first = valid.first { return .symbol(first) }
            // Before calling the row redundant or infeasible, a weak external cell is still a
            // variable the row can be solved for, unless it is negligible (the size of
            // cancellation residue: an equation implied by others expands to 1e-13 on a
            // variable that exact arithmetic cancels). Taking it is the last resort the pivot
            // tolerance allows.
            if let strongestExternal, !Numerics.isNegligible(strongestMagnitude, comparedTo: largest) {
                return externalSubject(strongestExternal, of: row)
            }
            if row.constant == 0 && row.coefficient(for: marker) != 0 { return .symbol(marker) }
            return .infeasible
        }
        // The primal simplex will have to pivot on the symbols the substitution makes improving.
        // When they are mentioned by few rows that is cheap, and the path is kiwi's (so ties
        // between equally good solutions resolve as kiwi resolves them).
        if let first = valid.first, let cost = firstCost, cost < Self.longColumn {
            return .symbol(first)
        }
        // Likewise for phase one, which pivots on the row's negative slack and error symbols.
        if valid.isEmpty {
            var longest = 0
            for cell in row.cells where cell.symbol.isPivotable && cell.coefficient < 0 {
                longest = max(longest, columns.count(of: cell.symbol.id))
            }
            if longest < Self.longColumn { return .artificial }
        }
        // Otherwise an existing symbol whose substitution keeps the objective optimal, whatever
        // it does to feasibility: the standard way to add a cut to an optimal tableau, and the
        // dual simplex repairs feasibility. It spares primal pivots through long columns (a
        // preference competing with thousands of others on one variable).
        var others = SubjectCandidates()
        for cell in row.cells where cell.symbol.isPivotable && usable(cell) && !valid.contains(cell.symbol) {
            others.offer(cell.symbol, rows: columns.count(of: cell.symbol.id))
        }
        for i in 0..<others.count where keepsObjectiveOptimal(row, subject: others[i]) == nil {
            return .dual(others[i])
        }
        if let first = valid.first { return .symbol(first) }
        return .artificial
    }

    /// How `row` enters when solved for external `subject`: directly, unless restricted rows
    /// mention the subject and the row's constant is nonzero. Then the substitution moves their
    /// constants and can leave some negative, so the dual simplex follows (a nonbasic external
    /// has no objective coefficient at an optimum, so the tableau stays optimal). kiwi never
    /// meets this case: it makes every external basic on first sight, where the pivot tolerance
    /// can leave a weak external nonbasic in a slack's row (`1e-9·x ≤ 0` is solved for its slack).
    mutating func externalSubject(_ subject: Symbol, of row: Row) -> Subject {
        guard row.constant != 0, columns[subject.id].contains(where: { !$0.basic.isExternal }) else {
            return .symbol(subject)
        }
        return .dual(subject)
    }

    /// A column this long makes a primal pivot expensive enough to prefer the dual path.
    static let longColumn = 64

    /// Whether solving `row` for `subject` and substituting it into the objective leaves every
    /// other symbol of the row unable to improve the objective (so the tableau stays optimal):
    /// `nil` if so, else the longest column among the symbols that would become improving (what
    /// the primal pivots on them would touch).
    ///
    /// - Complexity: O(row length × levels).
    func keepsObjectiveOptimal(_ row: Row, subject: Symbol) -> Int? {
        let weight = objective[subject.id]
        if weight.isEmpty { return nil }
        let c = row.coefficient(for: subject)
        var longest: Int? = nil
        for cell in row.cells where cell.symbol != subject && !cell.symbol.isDummy {
            let lead = LevelVector.leadingCoefficient(of: objective[cell.symbol.id], plus: weight, times: -cell.coefficient / c)
            let improving = cell.symbol.isExternal ? lead != 0 : lead < 0
            if improving { longest = max(longest ?? 0, columns.count(of: cell.symbol.id)) }
        }
        return longest
    }
}

/// The few subjects ``Tableau/chooseSubject(_:marker:other:)`` weighs, kept inline (it runs for
/// every added constraint, and heap lists there cost more than the weighing).
///
/// ``offer(_:rows:)`` keeps the ``capacity`` symbols of fewest rows, ties to the lowest id, in
/// that order, when symbols are offered in increasing id order (a row's cell order);
/// ``append(_:rows:)`` adds at the end whatever the order.
struct SubjectCandidates {
    /// How many slack or error subjects are weighed beyond the constraint's own two.
    static let capacity = 6

    /// A candidate and the number of rows that mention it.
    private struct Entry {
        var symbol: Symbol
        var rows: Int
    }

    /// Room for the constraint's own two and ``capacity`` more: a homogeneous tuple, laid out as
    /// a C array and read through a pointer, as `LevelVector`'s inline entries are (`InlineArray`
    /// would need macOS 26, iOS 26 and their kin at run time).
    private typealias Storage = (Entry, Entry, Entry, Entry, Entry, Entry, Entry, Entry)
    private static let room = 8
    private static let empty = Entry(symbol: Symbol(raw: 0), rows: 0)

    private var storage: Storage = (empty, empty, empty, empty, empty, empty, empty, empty)
    private(set) var count = 0

    @inline(__always)
    subscript(index: Int) -> Symbol {
        precondition(index >= 0 && index < count, "candidate index out of range")
        return withUnsafePointer(to: storage) { UnsafeRawPointer($0).assumingMemoryBound(to: Entry.self)[index].symbol }
    }

    var isEmpty: Bool { count == 0 }
    var first: Symbol? { count == 0 ? nil : self[0] }

    func contains(_ symbol: Symbol) -> Bool {
        for i in 0..<count where self[i] == symbol { return true }
        return false
    }

    /// Adds `symbol` at the end (room for the constraint's own two plus ``capacity``).
    mutating func append(_ symbol: Symbol, rows: Int) {
        precondition(count < Self.room, "more subject candidates than there is room for")
        let n = count
        withUnsafeMutablePointer(to: &storage) {
            UnsafeMutableRawPointer($0).assumingMemoryBound(to: Entry.self)[n] = Entry(symbol: symbol, rows: rows)
        }
        count += 1
    }

    /// Keeps `symbol` if it is among the ``capacity`` cheapest offered so far.
    mutating func offer(_ symbol: Symbol, rows: Int) {
        let n = count
        count = withUnsafeMutablePointer(to: &storage) {
            let entries = UnsafeMutableRawPointer($0).assumingMemoryBound(to: Entry.self)
            var kept = n
            if kept == Self.capacity {
                // Offered in id order, so a tie with the last kept one loses to it.
                guard rows < entries[kept - 1].rows else { return kept }
                kept -= 1
            }
            var i = kept
            while i > 0 && entries[i - 1].rows > rows {
                entries[i] = entries[i - 1]
                i -= 1
            }
            entries[i] = Entry(symbol: symbol, rows: rows)
            return kept + 1
        }
    }
}
