// SPDX-License-Identifier: MIT

// Ghost dummies, the cure for closed chains: a row that would hold more than
// `ghosts.dummyCellLimit` dummy cells, and is about to be substituted into other rows, sheds them
// (each such dummy becomes a ghost, erased from every row). ``materialize(_:)`` writes a ghost's
// column back before its equation is removed or changed; ``ghostConflicts(seeds:)`` explains
// conflicts through ghosts. The catalog's "Long chains" article says why they stay exact.
//
// The invariant: a ghost is a live nonbasic dummy that no row mentions.

/// The ghost markers of the tableau (see the top of this file).
struct GhostMarkers {
    /// How many live dummies are ghosts (``SymbolFacts/isGhost``).
    var count = 0
    /// A row that would hold more dummy cells than this sheds them (they become ghosts).
    var dummyCellLimit = Tableau.defaultDummyCellLimit
    /// The dummy a refactorization is making explicit: no row sheds it until that ends.
    var keptDummy: Symbol? = nil
}

extension Tableau {
    /// The default ``GhostMarkers/dummyCellLimit``: above the dummies a row of a real layout collects (a row of
    /// ten boxes between two edges, scenario B's "rows", collects about twenty), far below the
    /// thousands at which a closed chain's rows cost more than everything else.
    static let defaultDummyCellLimit = 64

    /// Makes ghosts of the dummies in `row` (outside the tableau) when it holds more than
    /// ``GhostMarkers/dummyCellLimit`` of them, except `kept`, ``GhostMarkers/keptDummy`` and
    /// basic dummies: their cells leave `row` and every row of the tableau. With `subject`, the
    /// symbol `row` is about to be solved for, the row keeps its dummies when no row mentions
    /// `subject`: it spreads them nowhere (an open chain's end inequality, whose new slack
    /// depends on every link, costs its length once instead of making every later change of a
    /// link's constant rebuild the tableau).
    ///
    /// - Complexity: O(1) for a row no longer than the limit, O(*n*) for a row of *n* cells
    ///   holding fewer dummies; above the limit, also the cells of the shed dummies' columns.
    @inline(__always)
    mutating func shedDummies(of row: inout Row, keeping kept: Symbol? = nil, into subject: Symbol? = nil) {
        // Every pivot calls this: a row no longer than the limit cannot pass it.
        guard row.cells.count > ghosts.dummyCellLimit else { return }
        if let subject, columns.isEmpty(subject.id) { return }
        guard holdsTooManyDummies(row) else { return }
        shedDummiesSlowly(of: &row, keeping: kept)
    }

    /// Whether `row` holds more dummy cells than ``GhostMarkers/dummyCellLimit``: a row that
    /// would shed them as ghosts.
    ///
    /// - Complexity: O(1) for a row no longer than the limit, O(*n*) otherwise.
    @inline(__always)
    func holdsTooManyDummies(_ row: Row) -> Bool {
        guard row.cells.count > ghosts.dummyCellLimit else { return false }
        var count = 0
        for cell in row.cells where cell.symbol.isDummy { count &+= 1 }
        return count > ghosts.dummyCellLimit
    }

    private mutating func shedDummiesSlowly(of row: inout Row, keeping kept: Symbol?) {
        var remaining: [Cell] = []
        remaining.reserveCapacity(row.cells.count)
        for cell in row.cells {
            let s = cell.symbol
            guard s.isDummy, s != kept, s != ghosts.keptDummy, !isBasic[s.id] else {
                remaining.append(cell)
                continue
            }
            eraseColumn(s)
            if !facts[s.id].isGhost {
                facts[s.id].isGhost = true
                ghosts.count += 1
                if isRecording { journal.ghosted.append(s) }
            }
        }
        row.cells = remaining
    }

    /// Makes ghost `marker` explicit again, before an operation that reads its column: a copy of
    /// the tableau rebuilds its rows for the same basis (``rebuildRows()``, keeping `marker`),
    /// and only `marker`'s column and objective coefficient are written back (a refactorization
    /// would also recompute every constant, bringing rounding back). The column carries over as
    /// each basic symbol's total dependence on the marker, which the basis alone decides, less
    /// what its row's named symbols contribute; if rounding made the copy choose another basis,
    /// the tableau is refactored instead. The catalog's "Long chains" article says why.
    ///
    /// - Complexity: That of ``refactor()``'s elimination.
    @inline(__always)
    mutating func materialize(_ marker: Symbol) {
        // The test inline, the work out of line: every constant change (each suggestion) asks,
        // and hardly any marker is a ghost.
        if facts[marker.id].isGhost { materializeGhost(marker) }
    }

    /// The rebuild that `materialize` describes, for a marker that is a ghost.
    @inline(never)
    private mutating func materializeGhost(_ marker: Symbol) {
        var copy = independentCopy()
        copy.ghosts.keptDummy = marker
        copy.rebuildRows()
        guard copy.isBasic.elementsEqual(isBasic) else {
            ghosts.keptDummy = marker
            defer { ghosts.keptDummy = nil }
            refactor()
            return
        }
        var total = [Double](filledWith: 0, count: rows.count)
        for entry in copy.columns[marker.id] where !copy.isDefinition[entry.basic.id] {
            total[entry.basic.id] = entry.coefficient
        }
        var defined: [Int] = []
        for id in rows.indices where copy.isBasic[id] && copy.isDefinition[id] { defined.append(id) }
        defined.sort { copy.facts[$0].definitionOrder < copy.facts[$1].definitionOrder }
        for id in defined { total[id] = dependence(of: copy.rows[id], on: marker, in: copy, given: total) }

        facts[marker.id].isGhost = false
        ghosts.count -= 1
        for id in rows.indices where isBasic[id] {
            let basic = symbolKinds[id]
            // What the row owes the marker beyond what its named symbols bring (ordinary rows
            // name none).
            var own = total[id]
            if isDefinition[id] {
                for cell in rows[id].cells where isBasic[cell.symbol.id] {
                    own = Numerics.sum(own, -cell.coefficient * total[cell.symbol.id])
                }
            }
            guard own != 0 else { continue }
            let (found, index) = rows[id].search(marker)
            assert(!found, "a ghost with a cell")
            if found { continue }
            saveRow(id)
            if isDefinition[id] { definitions.planIsValid = false }
            var cell = Cell(symbol: marker, coefficient: own)
            withUnsafeMutablePointer(to: &cell) { attach(UnsafeMutableBufferPointer(start: $0, count: 1), of: basic, unindexedOnly: false) }
            rows[id].cells.insertCell(cell, at: index)
            // The objective counts optional errors through their rows (``addErrorEffects``).
            let owned = Int(facts[id].owner)
            if basic.kind == .error, owned >= 0, let record = records[owned] {
                let strength = record.constraint.strength(ofErrorIsMarker: basic == record.marker)
                addObjective(level: strength.level, coefficient: strength.weight * abs(record.markerCoefficient) * own,
                             to: marker)
            }
        }
    }

    /// How much a definition row of `tableau` moves per unit of `marker`: its own cell plus the
    /// `total` of each basic symbol it names.
    private func dependence(of row: Row, on marker: Symbol, in tableau: Tableau, given total: [Double]) -> Double {
        var sum = 0.0
        for cell in row.cells {
            if cell.symbol == marker {
                sum = Numerics.sum(sum, cell.coefficient)
            } else if tableau.isBasic[cell.symbol.id] {
                sum = Numerics.sum(sum, cell.coefficient * total[cell.symbol.id])
            }
        }
        return sum
    }

    /// Clears every ghost flag (a refactorization rebuilds every row with every dummy).
    mutating func forgetGhosts() {
        guard ghosts.count > 0 else { return }
        for id in facts.indices where facts[id].isGhost { facts[id].isGhost = false }
        ghosts.count = 0
    }

    /// The required equations with a ghost marker that belong to the connected part of the
    /// problem around `seeds` (external symbols): the constraints linked to them through shared
    /// variables, directly or through others. A failed row's ghost cells can only come from
    /// there (the basis inverse is block diagonal over those parts), so adding these to the
    /// explicit markers of the row keeps the explanation a set that cannot hold.
    ///
    /// - Complexity: O(terms of all constraints): only on a failure, and only when ghosts exist.
    func ghostConflicts(seeds: [Symbol]) -> [ConstraintRecord] {
        guard ghosts.count > 0 else { return [] }
        // Union–find over the external symbols, joining the variables of each constraint.
        var parent = Array(0..<rows.count)
        func root(_ x: Int) -> Int {
            var x = x
            while parent[x] != x {
                parent[x] = parent[parent[x]]
                x = parent[x]
            }
            return x
        }
        func join(_ symbols: [Symbol]) {
            guard let first = symbols.first else { return }
            let r = root(first.id)
            for s in symbols.dropFirst() {
                let q = root(s.id)
                if q != r { parent[q] = r }
            }
        }
        for record in records { if let record { join(knownSymbols(of: record.constraint)) } }
        join(seeds)
        guard let seed = seeds.first else { return [] }
        let part = root(seed.id)
        var found: [ConstraintRecord] = []
        for record in records {
            guard let record, facts[record.marker.id].isGhost, let term = record.constraint.terms.first,
                  root(knownSymbol(for: term.variable).id) == part
            else { continue }
            found.append(record)
        }
        return found
    }
}
