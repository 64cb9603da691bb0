// SPDX-License-Identifier: MIT

// Evaluating definitions (Tableau+Definitions.swift): the values of defined variables, written
// by `updateVariables` in definition order, only where something a definition names changed, or
// in one ordered pass over a compiled plan when a change reaches many of them.
//
// Three evaluators are kept, one per reach of a change, each cheapest where the others waste:
// the queue (a few definitions), the sweep over the plan (Tableau+DefinitionSweep.swift: a
// scattered part of a valid plan) and the ordered pass (most of them).

extension Tableau {
    /// Whether any definition exists (so a changed value may have dependents to re-evaluate).
    var hasDefinitionDependents: Bool { definitions.count > 0 }

    /// Queues definition `x` for evaluation at the next `updateVariables`.
    ///
    /// Kept out of line: inlined into `updateVariables`, it made the register allocation of that
    /// function's per-variable loop (every suggestion's) spill around each iteration.
    @inline(never)
    mutating func markDirtyDefinition(_ x: Symbol) {
        guard !facts[x.id].isDirtyDefinition else { return }
        facts[x.id].isDirtyDefinition = true
        definitions.dirty.pushMin(OrderedSymbol(order: facts[x.id].definitionOrder, symbol: x))
    }

    /// Queues every definition that names `s` (its column lists them).
    mutating func markDependentDefinitions(of s: Symbol) {
        for entry in columns[s.id] where isDefinition[entry.basic.id] {
            markDirtyDefinition(entry.basic)
        }
    }

    /// A change that reaches more than 1/`massChangeDivisor` of the definitions is evaluated by
    /// one ordered pass over all of them instead of the queue: a queued definition (heap pop,
    /// evaluation, dependents pushed) costs several times a definition of the ordered pass.
    static let massChangeDivisor = 32

    /// Evaluates the queued definitions, earliest first, writing each value that changed (and
    /// reporting it) and queueing the definitions that name it. A definition names
    /// only earlier ones, so each is evaluated once, after everything it depends on: the cost is
    /// proportional to the definitions a change reaches, not to all of them.
    mutating func evaluateDefinitions<Report: ValueChangeReport>(_ report: inout Report) {
        // When the change turns out to reach a good part of the definitions (an offset at the top
        // of a long stack moves everything below it), the rest is cheaper as one ordered pass.
        // The budget counts the definitions evaluated and those queued, and a moved value's
        // dependents before they are queued: a root width that thousands of definitions name
        // switches at once, without queueing them.
        let limit = definitions.list.count / Self.massChangeDivisor + 1
        var evaluated = 0
        let table = reservedValueTable()
        while let next = definitions.dirty.popMin() {
            let x = next.symbol
            let id = x.id
            facts[id].isDirtyDefinition = false
            guard isDefinition[id], symbolKinds[id] == x else { continue }
            let value = currentValue(ofDefinition: id, in: table)
            let moved = ValueWriter(owners: UnsafeBufferPointer(variables.buffer), table: table)
                .writeDefinition(value, at: id, &report)
            adoptPendingVariables(&report)
            guard moved else { continue }
            evaluated += 1
            if evaluated + definitions.dirty.count + columns.count(of: id) > limit {
                // The pass evaluates everything again, `x` included, and writes only what moves.
                evaluateAllDefinitions(&report)
                return
            }
            markDependentDefinitions(of: x)
        }
    }

    /// The value of definition `id` from its row: the constant plus each named basic symbol's
    /// value (a definition's last evaluated value, held in the value `table`, or an ordinary
    /// row's constant); nonbasic symbols are zero.
    mutating func currentValue(ofDefinition id: Int, in table: Unmanaged<ValueTable>) -> Double {
        var value = rows[id].constant
        let values = table._withUnsafeGuaranteedRef { $0.values }
        rows[id].cells.withUnsafeBufferPointer { cells in
            for cell in cells {
                let named = cell.symbol.id
                if isBasic[named] {
                    value += cell.coefficient * (isDefinition[named] ? values[named] : rows[named].constant)
                }
            }
        }
        return value
    }

    /// Evaluates every definition in order (see ``evaluateDefinitions(_:)``) and empties the
    /// queue. After a suggestion every definition may move, so this runs over the compiled
    /// ``DefinitionPlan`` (rebuilt first if the tableau changed) on raw buffers: one uniqueness
    /// check per array, not per definition, and no per-cell test of what a cell names. The
    /// ordinary basic rows that definitions name (the plan's sources) are valued at their
    /// constants, written first, so every term reads one array, the value table (see
    /// ``planStepValue(_:constant:termsFrom:steps:terms:values:)``).
    ///
    /// - Complexity: O(cells of the definitions that name basic symbols), plus O(all their
    ///   cells) when the plan is rebuilt.
    mutating func evaluateAllDefinitions<Report: ValueChangeReport>(_ report: inout Report) {
        if !definitions.dirty.isEmpty {
            for entry in definitions.dirty { facts[entry.symbol.id].isDirtyDefinition = false }
            definitions.dirty.removeAll(keepingCapacity: true)
        }
        if !definitions.planIsValid {
            let (plan, live) = makeDefinitionPlan()
            definitions.plan = plan
            definitions.list = live
            definitions.planIsValid = true
            definitions.planGeneration += 1
        }
        let table = reservedValueTable()
        if definitions.planConstants.count != definitions.plan.steps.count {
            definitions.planConstants = [Double](filledWith: 0, count: definitions.plan.steps.count)
        }
        let rowBuffer = UnsafeBufferPointer(rows.buffer)
        let owners = ValueWriter(owners: UnsafeBufferPointer(variables.buffer), table: table)
        definitions.planConstants.withUnsafeMutableBufferPointer { constants in
            definitions.plan.steps.withUnsafeBufferPointer { steps in
                definitions.plan.terms.withUnsafeBuffers { terms in
                    // A source's variable was written (and reported) already, if its value
                    // moved; a source without a variable is written here.
                    for source in definitions.plan.sources {
                        _ = owners.writeDefinition(rowBuffer[source].constant, at: source, &report)
                    }
                    Self.evaluatePlanSteps(0..<steps.count, steps: steps, terms: terms, constants: constants,
                                           refreshingFrom: rowBuffer, owners: owners, &report)
                }
            }
        }
    }

    /// Evaluates the plan's steps in `range`, in order, writing each value through `owners`
    /// (into the value table): the loop of the ordered pass and of a sweep's tail. Each
    /// step's constant comes from `constants` (``Definitions/planConstants``), first read from
    /// its row when `rows` is given (the ordered pass, after which every constant may have
    /// moved).
    @inline(__always)
    static func evaluatePlanSteps<Report: ValueChangeReport>(
        _ range: Range<Int>, steps: UnsafeBufferPointer<DefinitionPlan.Step>,
        terms: DefinitionPlan.TermList.Buffers, constants: UnsafeMutableBufferPointer<Double>,
        refreshingFrom rows: UnsafeBufferPointer<Row>?, owners: ValueWriter, _ report: inout Report
    ) {
        var t = range.lowerBound == 0 ? 0 : steps[range.lowerBound &- 1].termEnd
        for k in range {
            let id = steps[k].id
            if let rows { constants[k] = rows[id].constant }
            let value = planStepValue(k, constant: constants[k], termsFrom: t, steps: steps, terms: terms,
                                      values: owners.values)
            t = steps[k].termEnd
            _ = owners.writeDefinition(value, at: id, &report)
        }
    }

    /// The value of plan step `k`, whose terms start at `t`: its row's `constant` (constants
    /// change without invalidating the plan) plus each term's product. Every path of the plan
    /// sums here, adding the same products in the same order as
    /// ``currentValue(ofDefinition:)``, so every path gives bit-identical values.
    @inline(__always)
    static func planStepValue(
        _ k: Int, constant: Double, termsFrom t: Int, steps: UnsafeBufferPointer<DefinitionPlan.Step>,
        terms: DefinitionPlan.TermList.Buffers, values: UnsafeMutablePointer<Double>
    ) -> Double {
        @inline(__always)
        func product(_ t: Int) -> Double {
            let term = terms[t]
            return term.coefficient * values[term.value]
        }
        var value = constant
        let end = steps[k].termEnd
        // Two terms is the common shape (`x = previous + width + gap`, the gap's dummy being
        // nonbasic); spelled out, it spares the general loop's unrolling prologue, which costs
        // more than the two terms.
        if end &- t == 2 {
            value += product(t)
            value += product(t &+ 1)
        } else {
            var t = t
            while t < end {
                value += product(t)
                t &+= 1
            }
        }
        return value
    }

    /// Whether every entry of the definition list is a live definition, in strictly increasing
    /// definition order (no stale or repeated entry to drop, nothing to sort).
    private mutating func isCleanDefinitionList() -> Bool {
        var previous = -Double.infinity
        for x in definitions.list {
            let order = facts[x.id].definitionOrder
            guard isDefinition[x.id], symbolKinds[x.id] == x, order > previous else { return false }
            previous = order
        }
        return true
    }

    /// Compiles the live definitions, in definition order, into a ``DefinitionPlan``, and returns
    /// it with the definition list cleared of stale entries (symbols that are no longer
    /// definitions) and repeated ones, in definition order.
    ///
    /// - Complexity: O(total cells of the definitions), and a sort of the list when it is out of
    ///   order.
    mutating func makeDefinitionPlan() -> (plan: DefinitionPlan, live: [Symbol]) {
        var plan = DefinitionPlan()
        plan.steps.reserveCapacity(definitions.list.count)
        var live: [Symbol]
        var inOrder = true
        if isCleanDefinitionList() {
            // As a build leaves it: the list is its own live list (shared, not copied).
            live = definitions.list
        } else {
            live = []
            live.reserveCapacity(definitions.list.count)
            for x in definitions.list where isDefinition[x.id] && symbolKinds[x.id] == x {
                // Equal orders too: a repeated entry has its own order.
                if let last = live.last, facts[last.id].definitionOrder >= facts[x.id].definitionOrder { inOrder = false }
                live.append(x)
            }
        }
        // The list keeps stale entries until a plan is made; a definition given a place
        // (`place(_:at:)`) is appended while an entry it had stays where it was, and a symbol
        // that becomes a definition again revives its stale entry: the live entries can then be
        // out of order, and twice there. The plan must follow the definition order (each step
        // reads the values of the earlier ones). (Two definitions can share an order, after a
        // refactorization re-places one at its old place; neither names the other, so either
        // may come first: the id decides.)
        if !inOrder {
            // By order, then id: a repeated entry lands beside its twin and is dropped.
            live.sort { (facts[$0.id].definitionOrder, $0.raw) < (facts[$1.id].definitionOrder, $1.raw) }
            var kept = 0
            for i in live.indices where kept == 0 || live[kept - 1] != live[i] {
                live[kept] = live[i]
                kept += 1
            }
            live.removeLast(live.count - kept)
        }
        // The cells bound the terms: the lists are allocated once.
        // The rows read in place (a copy of each would retain and release its cells).
        let rowBase = symbolTable.rows
        var cellCount = 0
        for x in live { cellCount += rowBase[x.id].cells.count }
        plan.terms.reserveCapacity(cellCount)
        plan.sources.reserveCapacity(cellCount)
        // Scratch marks, on the stack when small.
        withUnsafeTemporaryAllocation(of: Bool.self, capacity: rows.count) { isSource in
            isSource.initialize(repeating: false)
            for x in live {
                let id = x.id
                for cell in rowBase[id].cells {
                    let named = cell.symbol.id
                    // A nonbasic symbol is zero: it adds nothing, so it gets no term.
                    guard isBasic[named] else { continue }
                    if !isDefinition[named] && !isSource[named] {
                        isSource[named] = true
                        plan.sources.append(named)
                    }
                    plan.terms.append(DefinitionPlan.Term(value: named, coefficient: cell.coefficient))
                }
                plan.steps.append(DefinitionPlan.Step(id: id, termEnd: plan.terms.count))
            }
        }
        return (plan, live)
    }
}
