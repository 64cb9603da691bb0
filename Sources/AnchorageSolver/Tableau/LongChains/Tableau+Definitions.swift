// SPDX-License-Identifier: MIT

// The long-chains room: what keeps chains of views linear. Definitions (short rows for
// variables a required equation introduces), their values in definition order over a compiled
// plan, the sweep and handover that keep the order valid, and ghost dummies (markers dropped
// from long rows). It calls the simplex room to expand a definition into an ordinary row, the
// numerics room for cancellation, and the storage room.
//
// Definitions, the cure for chains: the catalog's "Long chains" article says why and how.
//
// The invariants: a definition row is the row of a basic external; it may name basic externals
// (each defined earlier, or an ordinary basic row); every other row names nonbasic symbols only.

/// The definitions of the tableau (see the top of this file): which basic externals are
/// defined rather than solved, in what order, and the scratch and caches that evaluate them.
/// Which symbols are definitions is the tableau's `isDefinition` (SymbolTable.swift).
struct Definitions {
    /// How many definitions were ever made (the next one's ``SymbolFacts/definitionOrder``).
    var count = 0
    /// Definitions in the order they were made (entries whose symbol is no longer one linger).
    var list: [Symbol] = []
    /// Definitions to evaluate at the next `updateVariables` (a heap, earliest first; each
    /// marked by ``SymbolFacts/isDirtyDefinition``).
    var dirty: [OrderedSymbol] = []
    /// The definitions compiled for the ordered pass (see ``DefinitionPlan``), and whether it still
    /// matches the tableau: cleared by every change to a definition row, to the basic status of a
    /// symbol a definition names, or to the set of definitions.
    var plan = DefinitionPlan()
    var planIsValid = false
    /// By plan step: the constant of the step's row as the last pass over it read it. A sweep
    /// reads these, in plan order, instead of the rows (16 bytes per symbol id, scattered over
    /// ids that no definition holds): a step whose row constant moved since is one whose symbol
    /// was reported changed (``Tableau/isChanged``), and the sweep refreshes those first; the
    /// ordered pass refreshes all of them.
    var planConstants: [Double] = []
    /// How many plans were compiled: the current plan's number, for ``sweep``.
    var planGeneration = 0
    /// The index and marks of the sweep over the plan (Tableau+DefinitionSweep.swift).
    var sweep = DefinitionSweep()

    /// With a new solver's first symbols, reserves room for as many definitions as `capacity`
    /// symbols can hold (one external and one dummy each) in the definition list and the dirty
    /// heap, which would otherwise reallocate at 1, 2, 4, 8 and 16 entries in every small solver.
    mutating func reserveSymbolCapacity(_ capacity: Int) {
        if list.capacity == 0 {
            list.reserveCapacity(capacity / 2)
            dirty.reserveCapacity(capacity / 2)
        }
    }
}

extension Tableau {
    /// The variable a required equation can define, if any: the term at `index`, whose definition
    /// takes the place `order` in the definition order (`nil`: after every other definition),
    /// once the definitions in `moves` have moved to their new, earlier places.
    struct DefinableTerm {
        var index: Int
        var order: Double?
        var moves: [(symbol: Symbol, order: Double)] = []
    }

    /// The term a required equation can define (see ``DefinableTerm``): the first variable this
    /// solver has never seen; failing that, the first nonbasic variable that only definitions
    /// name and that can be defined before all of them (``definitionPlace(of:subjectAt:in:)``).
    mutating func definableTerm(of constraint: LinearConstraint) -> DefinableTerm? {
        guard constraint.strength.isRequired, constraint.relation == .equal else { return nil }
        // One pass: a never-seen variable wins wherever it is; the nonbasic ones are weighed
        // afterwards, in term order, if there is none.
        // By index: a term read in place lends its variable, where iterating copies (retains) it.
        let terms = constraint.terms
        var nonbasic = 0
        for index in terms.indices {
            guard let s = symbol(of: terms[index].variable) else { return DefinableTerm(index: index, order: nil) }
            if !isBasic[s.id] { nonbasic += 1 }
        }
        guard nonbasic > 0 else { return nil }
        for index in terms.indices {
            if let place = definitionPlace(of: knownSymbol(for: terms[index].variable), subjectAt: index, in: constraint) {
                return DefinableTerm(index: index, order: place.order, moves: place.moves)
            }
        }
        return nil
    }

    /// Where nonbasic `x` can be defined by `constraint`: a place in the definition order before
    /// every definition that names `x` (only definitions may name it, and nothing in the
    /// objective), and after every definition the constraint names; one that is not is moved to
    /// just before that place (`moves`) when everything it names is earlier still. The place is
    /// `x`'s old one if it was a definition; otherwise halfway between the definitions naming
    /// `x` and the latest one before them that the constraint names (`nil`, after every other
    /// definition, when no row names `x`); a gap too narrow to halve leaves an ordinary row.
    /// Why a free parameter may be defined first, and the cases it keeps sparse (a cell stacked
    /// after pinning its content, a link removed and added again, a view taken out of a stack
    /// and put back): the catalog's "Long chains" article.
    ///
    /// - Complexity: O(rows naming `x` + terms + cells of the definitions the constraint names).
    mutating func definitionPlace(of x: Symbol, subjectAt index: Int, in constraint: LinearConstraint)
        -> (order: Double?, moves: [(symbol: Symbol, order: Double)])?
    {
        guard !isBasic[x.id], objective[x.id].isEmpty else { return nil }
        var ceiling = Double.infinity
        for entry in columns[x.id] {
            let named = entry.basic.id
            guard isDefinition[named] else { return nil }
            ceiling = Swift.min(ceiling, facts[named].definitionOrder)
        }
        let order: Double
        if facts[x.id].definitionOrder >= 0 {
            order = facts[x.id].definitionOrder
            guard order < ceiling else { return nil }
        } else {
            guard ceiling.isFinite else { return (nil, []) }
            // Halfway down to the latest definition before `ceiling` that the constraint names
            // (those after it must move), or one place down if it names none. Places are never
            // negative (a negative one means "never a definition").
            var below = Swift.max(ceiling - 1, 0)
            let terms = constraint.terms
            for i in terms.indices where i != index {
                let z = knownSymbol(for: terms[i].variable)
                guard isBasic[z.id] && isDefinition[z.id] else { continue }
                let zOrder = facts[z.id].definitionOrder
                if zOrder < ceiling && zOrder > below { below = zOrder }
            }
            order = (below + ceiling) / 2
            guard below < order, order < ceiling else { return nil }
        }
        var moves: [(symbol: Symbol, order: Double)] = []
        let terms = constraint.terms
        for i in terms.indices where i != index {
            let z = knownSymbol(for: terms[i].variable)
            guard isBasic[z.id] && isDefinition[z.id] && facts[z.id].definitionOrder >= order else { continue }
            // What it names must stay before it; naming `x` itself makes a cycle, which an
            // ordinary row resolves (as redundant or as a conflict).
            var floor = -1.0
            for cell in rows[z.id].cells {
                if cell.symbol == x { return nil }
                if isBasic[cell.symbol.id] && isDefinition[cell.symbol.id] {
                    floor = Swift.max(floor, facts[cell.symbol.id].definitionOrder)
                }
            }
            let place = (Swift.max(floor, 0) + order) / 2
            guard floor < place, place < order else { return nil }
            moves.append((z, place))
        }
        return (order, moves)
    }

    /// Adds a required equation as the definition of its never-seen variable at `index`:
    /// `c·x + rest + d = 0` becomes the row `x = −(rest + d) / c`, naming basic externals as they
    /// are. Cannot fail, needs no pivot, and leaves the objective as it was.
    ///
    /// - Complexity: O(*n* log *n*) in the number of terms.
    mutating func define(_ constraint: LinearConstraint, _ term: DefinableTerm) -> (marker: Symbol, subject: Symbol) {
        // Every variable's symbol first, in term order, then the marker: the ids an add gives.
        constraint.forEachTermUnretained { _, variable, _ in _ = externalSymbol(for: variable) }
        let marker = newSymbol(.dummy)
        let subject = knownSymbol(for: constraint.terms[term.index].variable)
        for move in term.moves { place(move.symbol, at: move.order) }
        installDefinition(subject, definitionRow(constraint, subjectAt: term.index, marker: marker), at: term.order)
        return (marker, subject)
    }

    /// `c·x + rest + d = 0` (the `x` at `index`, the dummy `marker`) solved for `x`:
    /// `−(rest + d) / c`, naming each variable's symbol as it is, basic or not.
    mutating func definitionRow(_ constraint: LinearConstraint, subjectAt index: Int, marker: Symbol) -> Row {
        let factor = -1 / constraint.terms[index].coefficient
        var cells: [Cell] = []
        cells.reserveCapacity(constraint.terms.count + 4)
        constraint.forEachTermUnretained { i, variable, coefficient in
            if i != index { cells.append(Cell(symbol: knownSymbol(for: variable), coefficient: coefficient * factor)) }
        }
        cells.append(Cell(symbol: marker, coefficient: factor))
        cells.sort { $0.symbol.raw < $1.symbol.raw }
        return Row(constant: constraint.constant * factor, cells: cells)
    }

    /// Makes nonbasic external `x` basic with `row` as its definition: the latest one, or the one
    /// at `order` (a place ``definitionPlace(of:subjectAt:in:)`` found), listed among the others
    /// by that order.
    mutating func installDefinition(_ x: Symbol, _ row: consuming Row, at order: Double? = nil) {
        insertRow(x, consume row)
        isDefinition[x.id] = true
        if let order {
            // The definitions naming `x` were last evaluated with the value the table holds for
            // it, which its own evaluation compares with to decide whether they move.
            place(x, at: order)
        } else {
            facts[x.id].definitionOrder = Double(definitions.count)
            definitions.count += 1
            definitions.list.append(x)
        }
        definitions.planIsValid = false
        markDirtyDefinition(x)
    }

    /// How far from the end of the definition list ``place(_:at:)`` looks for a definition's
    /// place before it gives up and appends it out of order.
    static let placeSearchLimit = 32

    /// Gives definition `x` the place `order`, in the list just after the last live definition
    /// placed no later than it, if that is among the last ``placeSearchLimit`` entries;
    /// otherwise at the end, out of order, and the next plan sorts the list
    /// (``makeDefinitionPlan()``). Either way an entry `x` had stays, and the plan drops it.
    ///
    /// The common place is near the end: a cell stacked after its content is defined just
    /// before the content's definitions. But a rebuild can have made those long before (it adds
    /// the constraints of cells built as separate trees round by round), and an ordered
    /// insertion there would move the whole tail of the list for each cell.
    ///
    /// - Complexity: O(``placeSearchLimit``).
    mutating func place(_ x: Symbol, at order: Double) {
        facts[x.id].definitionOrder = order
        var position = definitions.list.endIndex
        let limit = Swift.max(0, position - Self.placeSearchLimit)
        while position > limit {
            let s = definitions.list[position - 1]
            if isDefinition[s.id] && symbolKinds[s.id] == s && facts[s.id].definitionOrder <= order { break }
            position -= 1
        }
        if position == limit && limit > 0 { position = definitions.list.endIndex }
        definitions.list.insert(x, at: position)
        definitions.planIsValid = false
    }

    /// Appends `constraint`'s expression to `parts` and `constant` in terms of nonbasic symbols: basic
    /// variables replaced by their rows, definitions expanded latest first. A variable the solver
    /// has not seen gets its symbol here, in term order. How a constraint's row is built, on add
    /// and on refactoring.
    mutating func appendExpansion(of constraint: LinearConstraint, into parts: inout [Cell], constant: inout Double) {
        var queue = takeExpansionQueue()
        defer { work.expansionQueue = queue }
        constraint.forEachTermUnretained { _, variable, coefficient in
            let s = externalSymbol(for: variable)
            if isBasic[s.id] {
                appendExpansion(of: s, times: coefficient, into: &parts, constant: &constant, queue: &queue)
            } else {
                parts.append(Cell(symbol: s, coefficient: coefficient))
            }
        }
        expandQueuedDefinitions(into: &parts, constant: &constant, queue: &queue)
    }

    /// The work lists' expansion queue (empty, with the capacity it grew to), taken out so it can
    /// be passed `inout` beside `self`; the caller puts it back. A queue made per expansion would
    /// be allocated by every add that names a defined variable.
    @inline(__always)
    mutating func takeExpansionQueue() -> [OrderedSymbol] {
        var queue: [OrderedSymbol] = []
        swap(&queue, &work.expansionQueue)
        return queue
    }

    /// Appends `coefficient · row(basic)` for a basic external to `parts` and `constant`,
    /// expanding definitions: those are queued and expanded afterwards, latest first, by
    /// ``expandQueuedDefinitions(into:constant:)``.
    mutating func appendExpansion(of basic: Symbol, times coefficient: Double, into parts: inout [Cell],
                                  constant: inout Double, queue: inout [OrderedSymbol]) {
        if isDefinition[basic.id] {
            if facts[basic.id].expansionPending {
                facts[basic.id].expansionCoefficient = Numerics.sum(facts[basic.id].expansionCoefficient, coefficient)
            } else {
                facts[basic.id].expansionPending = true
                facts[basic.id].expansionCoefficient = coefficient
                queue.pushMin(OrderedSymbol(order: -facts[basic.id].definitionOrder, symbol: basic))
            }
            return
        }
        // Read in place, through the table's memory (``SymbolTable/rows``): a copy of the row, which
        // `rows[id]` returns, would retain and release its cells.
        constant = Numerics.sum(constant, symbolTable.rows[basic.id].constant * coefficient)
        symbolTable.rows[basic.id].cells.withUnsafeBufferPointer { cells in
            for cell in cells { parts.append(Cell(symbol: cell.symbol, coefficient: cell.coefficient * coefficient)) }
        }
    }

    /// Expands the queued definitions, latest first. A definition names only earlier ones, so
    /// when one is taken from the queue every contribution to it has arrived, and a coefficient
    /// that cancelled costs nothing.
    mutating func expandQueuedDefinitions(into parts: inout [Cell], constant: inout Double, queue: inout [OrderedSymbol]) {
        while let entry = queue.popMin() {
            let x = entry.symbol
            let c = facts[x.id].expansionCoefficient
            facts[x.id].expansionPending = false
            facts[x.id].expansionCoefficient = 0
            guard c != 0 else { continue }
            // In place, as in `appendExpansion(of:times:into:constant:queue:)`: expanding changes
            // no row.
            constant = Numerics.sum(constant, symbolTable.rows[x.id].constant * c)
            symbolTable.rows[x.id].cells.withUnsafeBufferPointer { cells in
                for cell in cells {
                    let k = cell.coefficient * c
                    if isBasic[cell.symbol.id] {
                        appendExpansion(of: cell.symbol, times: k, into: &parts, constant: &constant, queue: &queue)
                    } else {
                        parts.append(Cell(symbol: cell.symbol, coefficient: k))
                    }
                }
            }
        }
    }

    /// Turns the definition of `x` into an ordinary row (in nonbasic symbols only), before a
    /// pivot takes it out of the basis.
    ///
    /// - Complexity: Proportional to the definitions it depends on that do not cancel.
    mutating func reduceDefinition(_ x: Symbol) {
        var parts: [Cell] = []
        var constant = rows[x.id].constant
        var queue = takeExpansionQueue()
        defer { work.expansionQueue = queue }
        for cell in rows[x.id].cells {
            if isBasic[cell.symbol.id] {
                appendExpansion(of: cell.symbol, times: cell.coefficient, into: &parts, constant: &constant, queue: &queue)
            } else {
                parts.append(cell)
            }
        }
        expandQueuedDefinitions(into: &parts, constant: &constant, queue: &queue)
        _ = takeRow(x)
        isDefinition[x.id] = false
        insertRow(x, Row(constant: constant, cells: Row.merging(consume parts)))
    }
}

/// A symbol with a sort key, for the definition queues: expansion takes the latest definition
/// first (keyed by minus its order), evaluation the earliest.
struct OrderedSymbol: Comparable {
    var order: Double
    var symbol: Symbol

    static func < (lhs: OrderedSymbol, rhs: OrderedSymbol) -> Bool { lhs.order < rhs.order }
}

extension Array where Element: Comparable {
    // Both operations sift through one raw buffer: indexing the array at each step costs a
    // uniqueness and a bounds check per access, more than the comparisons (a definition
    // expansion queues and takes a handful of entries per row it builds).

    /// Adds `element` to this binary min-heap.
    mutating func pushMin(_ element: Element) {
        append(element)
        withUnsafeMutableBufferPointer { heap in
            var child = heap.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard heap[child] < heap[parent] else { break }
                heap.swapAt(parent, child)
                child = parent
            }
        }
    }

    /// Removes and returns the least element of this binary min-heap.
    mutating func popMin() -> Element? {
        guard let top = first else { return nil }
        let last = removeLast()
        guard !isEmpty else { return top }
        withUnsafeMutableBufferPointer { heap in
            heap[0] = last
            let count = heap.count
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var least = parent
                if left < count && heap[left] < heap[least] { least = left }
                if right < count && heap[right] < heap[least] { least = right }
                if least == parent { break }
                heap.swapAt(parent, least)
                parent = least
            }
        }
        return top
    }
}
