// SPDX-License-Identifier: MIT

// The checks room: the tableau's invariant checker (run after every public mutation in
// builds with internal checks) and its text dump. It reads every other room and changes none.

extension Tableau {
    /// Checks the tableau's invariants after every public mutation when the package is built
    /// with `-DANCHORAGE_INTERNAL_CHECKS` (`.ci/run` runs the whole suite once that way); a
    /// violation stops the process with its description. Free in normal builds.
    @inline(__always)
    func checkInvariantsIfEnabled() {
        #if ANCHORAGE_INTERNAL_CHECKS
        let violations = invariantViolations()
        precondition(violations.isEmpty, "AnchorageSolver invariants violated:\n" + violations.joined(separator: "\n"))
        #endif
    }

    /// Every violated invariant, described (empty when the tableau is sound): rows sorted by id,
    /// with no zero cell and no basic symbol (a definition may name basic externals defined
    /// before it); restricted rows feasible; a basic dummy's row all dummies with a zero
    /// constant; the column index exact; basic symbols out of the objective, whose vectors are
    /// sorted by level, hold no zero and are optimal; every constraint's marker alive and every
    /// variable counted by its constraints; every constraint and variable found through its hint
    /// or the foreign tables; ghosts live, nonbasic, in no row and counted; a valid definition
    /// plan matching the definitions, each once in definition order, with each step's constant
    /// unless reported changed; a variable at home in the value table exactly at its own slot.
    ///
    /// - Complexity: O(size of the tableau · log).
    func invariantViolations() -> [String] {
        var problems: [String] = []
        let free = Set(freeIDs)
        var expectedColumns = [[ColumnEntry]](repeating: [], count: rows.count)
        for id in rows.indices where isBasic[id] {
            let basic = symbolKinds[id]
            let row = rows[id]
            if free.contains(id) { problems.append("freed symbol \(id) is basic") }
            var previous: Symbol? = nil
            for cell in row.cells {
                // Read through the store's plain accessors: this runs after every operation of a
                // checked (debug) build, where a collection wrapper costs a call per element.
                let slot = Int(cell.slot)
                if slot >= columns.count(of: cell.symbol.id) || columns.entry(cell.symbol.id, slot).basic != basic
                    || columns.entry(cell.symbol.id, slot).coefficient != cell.coefficient {
                    problems.append("row \(id) cell for \(cell.symbol.id) has a stale column slot")
                }
                if let p = previous, !(p < cell.symbol) { problems.append("row \(id) cells not sorted") }
                previous = cell.symbol
                if isBasic[cell.symbol.id] {
                    // Only a definition may name a basic symbol: an external, defined earlier.
                    let named = cell.symbol.id
                    if !isDefinition[id] || !cell.symbol.isExternal
                        || (isDefinition[named] && facts[named].definitionOrder >= facts[id].definitionOrder) {
                        problems.append("row \(id) mentions basic symbol \(named)")
                    }
                }
                if cell.coefficient == 0 || !cell.coefficient.isFinite {
                    problems.append("row \(id) stores coefficient \(cell.coefficient) for \(cell.symbol.id)")
                }
                if free.contains(cell.symbol.id) { problems.append("row \(id) mentions freed symbol \(cell.symbol.id)") }
                if cell.symbol.id < expectedColumns.count {
                    expectedColumns[cell.symbol.id].append(ColumnEntry(basic: basic, coefficient: cell.coefficient))
                }
            }
            if !row.constant.isFinite { problems.append("row \(id) constant \(row.constant)") }
            if !basic.isExternal && row.constant < 0 {
                problems.append("restricted row \(id) has negative constant \(row.constant)")
            }
            if basic.isDummy && (row.constant != 0 || row.cells.contains { !$0.symbol.isDummy }) {
                problems.append("basic dummy \(id) has a non-dummy row")
            }
            if !objective[id].isEmpty { problems.append("basic symbol \(id) has an objective coefficient") }
            if isDefinition[id] && !basic.isExternal { problems.append("restricted symbol \(id) is a definition") }
        }
        for id in rows.indices where isDefinition[id] && !isBasic[id] {
            problems.append("nonbasic symbol \(id) is marked as a definition")
        }
        for id in rows.indices {
            let column = columns[id]
            if column.sorted(by: { $0.basic < $1.basic }) != expectedColumns[id] {
                problems.append("column index of \(id) is \(column.map(\.basic.id)), expected \(expectedColumns[id].map(\.basic.id))")
            }
            let entries = objective[id].entries
            for (i, e) in entries.enumerated() {
                if e.coefficient == 0 || !e.coefficient.isFinite { problems.append("objective of \(id) stores \(e.coefficient)") }
                if i > 0 && !(entries[i - 1].level > e.level) { problems.append("objective of \(id) not sorted by level") }
            }
            if !isBasic[id] && !free.contains(id) && improvingDirection(symbolKinds[id]) != nil {
                problems.append("objective not optimal: symbol \(id) can still improve it")
            }
        }
        var counted = [Int32](repeating: 0, count: rows.count)
        for record in records {
            guard let record else { continue }
            for s in [record.marker, record.other].compactMap({ $0 }) {
                if free.contains(s.id) || symbolKinds[s.id] != s { problems.append("constraint \(record.constraint) lost its marker") }
            }
            for v in knownSymbols(of: record.constraint) { counted[v.id] += 1 }
        }
        for id in rows.indices where symbolKinds[id].isExternal && !free.contains(id) {
            if counted[id] != facts[id].useCount { problems.append("variable \(id) use count \(facts[id].useCount), counted \(counted[id])") }
            if counted[id] == 0 { problems.append("variable \(id) is mentioned by no constraint but still held") }
        }
        problems += lookupViolations()
        var flagged = 0
        for id in rows.indices where facts[id].isGhost {
            flagged += 1
            if !symbolKinds[id].isDummy || free.contains(id) || isBasic[id] || !columns.isEmpty(id) {
                problems.append("ghost \(id) is not a live nonbasic dummy without cells")
            }
        }
        if flagged != ghosts.count { problems.append("ghost count \(ghosts.count), flagged \(flagged)") }
        if definitions.planIsValid {
            // On a copy: planning is `mutating` (see `Tableau`), and the checks change nothing.
            var copy = independentCopy()
            let (plan, live) = copy.makeDefinitionPlan()
            if plan != definitions.plan || live != definitions.list { problems.append("definition plan is stale") }
            for (a, b) in zip(plan.steps, plan.steps.dropFirst())
            where facts[a.id].definitionOrder > facts[b.id].definitionOrder {
                problems.append("definition plan evaluates \(b.id) after \(a.id), out of definition order")
            }
            if Set(plan.steps.map(\.id)).count != plan.steps.count { problems.append("definition plan repeats a definition") }
            if definitions.planConstants.count != plan.steps.count {
                problems.append("definition plan has \(definitions.planConstants.count) constants for \(plan.steps.count) steps")
            } else {
                for (k, step) in plan.steps.enumerated()
                where definitions.planConstants[k] != rows[step.id].constant && !isChanged[step.id] {
                    problems.append("definition \(step.id)'s constant moved unreported: the plan holds a stale one")
                }
            }
        }
        if definitions.sweep.marks.contains(where: { $0 != 0 }) { problems.append("a definition sweep left marks") }
        for id in 0..<valueTable.capacity where valueTable.states[id] != ValueTable.away {
            if valueTable.states[id] != ValueTable.home { problems.append("value slot \(id) has an adoption pending") }
            guard id < rows.count, !free.contains(id), let variable = variables[id] else {
                problems.append("value slot \(id) is home to no variable of this solver")
                continue
            }
            if variable.home !== valueTable || Int(variable.homeSlot) != id {
                problems.append("variable \(id) is at home in another table or slot")
            }
            if Int(valueTable.tags[id]) != variable.ownerTag { problems.append("variable \(id)'s cached owner tag is stale") }
        }
        for case let variable? in variables where variable.home === valueTable {
            let id = Int(variable.homeSlot)
            if !valueTable.hasHome(at: id) || variables[id] !== variable {
                problems.append("variable \(variable) points at a slot of this table that is not its own")
            }
        }
        if isTracking || isRecording { problems.append("journal left open") }
        return problems
    }

    /// The constraints whose row the tableau's current point does not satisfy: for each one,
    /// `expression + μ·marker − μ·other` (its row as created, with the values the tableau gives
    /// the variables and the marker and error symbols) must be zero, within ``Numerics/pointTolerance`` of the
    /// sizes of its terms. Structural checks cannot see a tableau that stays well formed but stops meaning
    /// its constraints (a pivot on a rounding leftover does that); this one can.
    ///
    /// Not one of the invariants: a correct tableau can miss a constraint with tiny terms by more
    /// than that, when its value came out of sums with much larger operands (a width of
    /// 1e-9 pinned beside a root of 375 stores 0: ``Numerics`` calls the difference
    /// cancellation). It is a diagnostic for problems of one scale, such as the oracle fixtures.
    func pointViolations() -> [String] {
        // Values in definition order: ordinary rows name nonbasic symbols only (value 0), and a
        // definition names basic externals defined before it.
        var value = [Double](repeating: 0, count: rows.count)
        var order: [Int] = []
        for id in rows.indices where isBasic[id] {
            if isDefinition[id] { order.append(id) } else { value[id] = rows[id].constant }
        }
        order.sort { facts[$0].definitionOrder < facts[$1].definitionOrder }
        for id in order {
            value[id] = rows[id].cells.reduce(rows[id].constant) { $0 + $1.coefficient * value[$1.symbol.id] }
        }
        var problems: [String] = []
        for record in records {
            guard let record else { continue }
            let constraint = record.constraint
            var residual = constraint.constant, size = abs(constraint.constant)
            for (term, s) in zip(constraint.terms, knownSymbols(of: constraint)) {
                residual += term.coefficient * value[s.id]
                size += abs(term.coefficient * value[s.id])
            }
            let markerPart = record.markerCoefficient * value[record.marker.id]
            let otherPart = record.other.map { -record.markerCoefficient * value[$0.id] } ?? 0
            residual += markerPart + otherPart
            size += abs(markerPart) + abs(otherPart)
            if abs(residual) > Numerics.pointTolerance * size {
                problems.append("the current point misses the row of \(record.constraint) by \(residual)")
            }
        }
        return problems
    }
}
