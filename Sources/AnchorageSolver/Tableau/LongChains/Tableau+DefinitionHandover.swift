// SPDX-License-Identifier: MIT

// Handing a definition over to one of its free parameters: when a new constraint's row would
// hold more dummies than ``GhostMarkers/dummyCellLimit`` through a definition with a free
// parameter, the definition is solved for that parameter instead, at the same place, and the
// constraint is added again with a short row. No value another row holds changes. The catalog's
// "Long chains" article ("Handing a definition over") says when that happens and why.

extension Tableau {
    /// A definition handed from `variable` to its free parameter `parameter`, with what undoes it
    /// exactly.
    struct DefinitionHandover {
        var variable: Symbol
        var parameter: Symbol
        /// `variable`'s definition row as it was.
        var row: Row
        /// `parameter`'s place in the definition order before, -1 if it had none.
        var parameterOrder: Double
        /// The slot of the equation that the definition stands for.
        var slot: Int
    }

    /// A definition that can be handed over: `variable`'s, to its free parameter `parameter`; the
    /// equation it stands for is at `slot`.
    struct HandoverCandidate {
        var variable: Symbol
        var parameter: Symbol
        var slot: Int
    }

    /// The first variable of `constraint` whose definition has a free parameter (see the top of
    /// this file), or `nil` when none has one.
    ///
    /// - Complexity: O(cells of the definitions the constraint names + the columns of their
    ///   nonbasic externals).
    mutating func handoverCandidate(namedBy constraint: LinearConstraint) -> HandoverCandidate? {
        for term in constraint.terms {
            guard let v = symbol(of: term.variable), isBasic[v.id], isDefinition[v.id],
                  let slot = definingSlot(of: v), let p = freeParameter(of: v)
            else { continue }
            return HandoverCandidate(variable: v, parameter: p, slot: slot)
        }
        return nil
    }

    /// Hands `candidate`'s definition over to its free parameter, at the same place, and returns
    /// what undoes it.
    mutating func handOver(_ candidate: HandoverCandidate) -> DefinitionHandover {
        let (v, p, slot) = (candidate.variable, candidate.parameter, candidate.slot)
        let handover = DefinitionHandover(variable: v, parameter: p, row: rows[v.id],
                                          parameterOrder: facts[p.id].definitionOrder, slot: slot)
        let order = facts[v.id].definitionOrder
        var row = takeRow(v)
        row.solve(for: p, replacing: v)
        isDefinition[v.id] = false
        // Free now, and named by the parameter's definition: an equation that defines it again
        // needs a place before that one, not its old place, which the parameter takes.
        facts[v.id].definitionOrder = -1
        installDefinition(p, row, at: order)
        records[slot]!.definedSymbol = p
        return handover
    }

    /// Undoes ``handOver(_:)`` exactly: the variable's definition row comes back
    /// as it was, not solved back (which could round differently).
    mutating func undo(_ handover: DefinitionHandover) {
        let (v, p) = (handover.variable, handover.parameter)
        let order = facts[p.id].definitionOrder
        _ = takeRow(p)
        isDefinition[p.id] = false
        facts[p.id].definitionOrder = handover.parameterOrder
        installDefinition(v, handover.row, at: order)
        records[handover.slot]!.definedSymbol = v
    }

    /// The slot of the equation whose definition `v`'s row is: one whose marker the row holds.
    private mutating func definingSlot(of v: Symbol) -> Int? {
        for cell in rows[v.id].cells where cell.symbol.isDummy {
            let owner = Int(facts[cell.symbol.id].owner)
            if owner >= 0, let record = records[owner], record.definedSymbol == v { return owner }
        }
        return nil
    }

    /// A free parameter of definition `v`: a nonbasic external of its row that the objective does
    /// not read and that only definitions name, none of them before `v`'s.
    private mutating func freeParameter(of v: Symbol) -> Symbol? {
        let order = facts[v.id].definitionOrder
        candidates: for cell in rows[v.id].cells {
            let p = cell.symbol
            guard p.isExternal, !isBasic[p.id], objective[p.id].isEmpty else { continue }
            for entry in columns[p.id] where entry.basic != v {
                let named = entry.basic.id
                guard isDefinition[named], facts[named].definitionOrder > order else { continue candidates }
            }
            return p
        }
        return nil
    }
}
