// SPDX-License-Identifier: MIT

// Evaluating the definitions a change reaches, in order, over the compiled plan.
//
// The queue of Tableau+DefinitionValues.swift follows a change from definition to definition
// through the rows and columns: each step is a heap operation and a few dependent loads from
// scattered memory (a row's cells, a column's entries), cheap in a cache, dear beyond it. While the plan is valid (constants moved, nothing else) the
// same walk runs over the plan instead: the definitions are its steps, in order, and a bit per
// step marks the ones to evaluate. A step's dependents (the later steps that name its value)
// are listed by an index built once per plan. The sweep goes up through the marked steps: the
// memory it reads is the plan's, in the order the plan is laid out, and the cost is
// proportional to the steps the change reaches (plus one bit test per 64 steps it passes).
// Once the steps evaluated and marked reach a good part of those left, it evaluates every
// remaining step instead, as the ordered pass does.

/// The index a sweep needs beside the ``DefinitionPlan``: each step's place by symbol id, and
/// each value's dependent steps; and the sweep's marks. Built on a plan's first sweep, for that
/// plan (``generation``).
struct DefinitionSweep {
    /// The ``Definitions/planGeneration`` the index was built for (-1: none).
    var generation = -1
    /// By symbol id: the symbol's step in the plan, or -1.
    var stepOf: [Int32] = []
    /// By symbol id: where its dependent steps start in ``dependents`` (one more entry than
    /// symbols; a symbol's dependents end where the next one's start).
    var dependentStart: [Int32] = []
    /// The steps that name each value, grouped by value, in step order.
    var dependents: [Int32] = []
    /// One bit per step: marked for evaluation. All clear between sweeps.
    var marks: [UInt64] = []
}

extension Tableau {
    /// A sweep that reaches more than 1/`sweepTailDivisor` of the steps after its first finishes
    /// as one straight pass over the rest: a marked step costs a few times an unmarked one.
    static let sweepTailDivisor = 16

    /// Evaluates the definitions that `dirty` (definitions whose rows' constants moved) and
    /// `moved` (ordinary basic externals whose values moved) reach, in order, over the valid
    /// plan (see the top of this file), writing and reporting each value that changed.
    ///
    /// - Complexity: O(steps reached + their terms and dependents + steps passed / 64); the
    ///   first sweep of a plan first builds its index, O(symbols + terms).
    mutating func sweepDefinitions<Report: ValueChangeReport>(dirty: [Symbol], moved: [Symbol], _ report: inout Report) {
        assert(definitions.planIsValid, "a sweep over a stale plan")
        if definitions.sweep.generation != definitions.planGeneration { buildSweepIndex() }
        // Queued definitions (none while the plan is valid: queueing one invalidates it) would
        // be lost otherwise.
        var seeds = dirty
        if !definitions.dirty.isEmpty {
            for entry in definitions.dirty {
                facts[entry.symbol.id].isDirtyDefinition = false
                seeds.append(entry.symbol)
            }
            definitions.dirty.removeAll(keepingCapacity: true)
        }
        let table = reservedValueTable()
        let rows = UnsafeBufferPointer(rows.buffer), isBasic = UnsafeBufferPointer(isBasic.buffer)
        let owners = ValueWriter(owners: UnsafeBufferPointer(variables.buffer), table: table)
        definitions.sweep.marks.withUnsafeMutableBufferPointer { marks in
            definitions.sweep.stepOf.withUnsafeBufferPointer { stepOf in
                definitions.sweep.dependentStart.withUnsafeBufferPointer { dependentStart in
                    definitions.sweep.dependents.withUnsafeBufferPointer { dependents in
                        definitions.plan.steps.withUnsafeBufferPointer { steps in
                            definitions.plan.terms.withUnsafeBuffers { terms in
                                definitions.planConstants.withUnsafeMutableBufferPointer { constants in
                                    var sweep = SweepBuffers(
                                        steps: steps, terms: terms, constants: constants, stepOf: stepOf,
                                        dependentStart: dependentStart, dependents: dependents,
                                        marks: marks, rows: rows, isBasic: isBasic, owners: owners)
                                    sweep.run(seeds: seeds, moved: moved, &report)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Builds the sweep's index for the current plan.
    ///
    /// - Complexity: O(symbols + terms).
    private mutating func buildSweepIndex() {
        let symbolCount = rows.count
        let plan = definitions.plan
        var sweep = DefinitionSweep()
        sweep.generation = definitions.planGeneration
        sweep.stepOf = [Int32](filledWith: -1, count: symbolCount)
        var start = [Int32](filledWith: 0, count: symbolCount + 1)
        for t in 0..<plan.terms.count { start[plan.terms[t].value + 1] += 1 }
        for id in 0..<symbolCount { start[id + 1] += start[id] }
        var fill = start
        var dependents = [Int32](filledWith: 0, count: plan.terms.count)
        var t = 0
        for (k, step) in plan.steps.enumerated() {
            sweep.stepOf[step.id] = Int32(k)
            while t < step.termEnd {
                let named = plan.terms[t].value
                dependents[Int(fill[named])] = Int32(k)
                fill[named] += 1
                t += 1
            }
        }
        sweep.dependentStart = start
        sweep.dependents = dependents
        // One spare word: the scan for the next mark may read one past the last marked word.
        sweep.marks = [UInt64](filledWith: 0, count: plan.steps.count / 64 + 2)
        definitions.sweep = sweep
    }
}

/// What one sweep reads and writes, as raw buffers (taken once per sweep), and its algorithm
/// (see the top of this file).
struct SweepBuffers {
    let steps: UnsafeBufferPointer<DefinitionPlan.Step>
    let terms: DefinitionPlan.TermList.Buffers
    let constants: UnsafeMutableBufferPointer<Double>
    let stepOf: UnsafeBufferPointer<Int32>
    let dependentStart: UnsafeBufferPointer<Int32>
    let dependents: UnsafeBufferPointer<Int32>
    let marks: UnsafeMutableBufferPointer<UInt64>
    let rows: UnsafeBufferPointer<Row>
    let isBasic: UnsafeBufferPointer<Bool>
    let owners: ValueWriter
    /// Marked steps not yet evaluated, and the lowest step ever marked.
    var pending = 0, lowest = Int.max

    /// Marks step `k` (once).
    @inline(__always)
    mutating func mark(_ k: Int) {
        let word = k &>> 6, bit = UInt64(1) &<< UInt64(k & 63)
        guard marks[word] & bit == 0 else { return }
        marks[word] |= bit
        pending &+= 1
        if k < lowest { lowest = k }
    }

    /// Marks the steps that name symbol `id`.
    @inline(__always)
    mutating func markDependents(of id: Int) {
        for d in Int(dependentStart[id])..<Int(dependentStart[id &+ 1]) { mark(Int(dependents[d])) }
    }

    /// Evaluates step `k`, writes its value, and returns whether the value changed.
    @inline(__always)
    func evaluate<Report: ValueChangeReport>(_ k: Int, _ report: inout Report) -> Bool {
        let value = Tableau.planStepValue(k, constant: constants[k], termsFrom: k == 0 ? 0 : steps[k &- 1].termEnd,
                                          steps: steps, terms: terms, values: owners.values)
        return owners.writeDefinition(value, at: steps[k].id, &report)
    }

    /// The next marked step at or after `k` (one exists: `pending > 0`), its mark cleared.
    @inline(__always)
    mutating func takeNextMark(from k: Int) -> Int {
        var word = k &>> 6
        var bits = marks[word] & (~0 &<< UInt64(k & 63))
        while bits == 0 {
            word &+= 1
            bits = marks[word]
        }
        let next = word &<< 6 | bits.trailingZeroBitCount
        marks[word] &= ~(UInt64(1) &<< UInt64(next & 63))
        pending &-= 1
        return next
    }

    /// The sweep: marks what `seeds` and `moved` reach, then evaluates the marked steps in
    /// order, marking the dependents of each value that changed, until the work reaches the
    /// tail threshold; then the rest in one pass.
    mutating func run<Report: ValueChangeReport>(seeds: [Symbol], moved: [Symbol], _ report: inout Report) {
        // The seeds are the steps whose row constants moved: their constants are read again.
        for x in seeds where x.id < stepOf.count && stepOf[x.id] >= 0 {
            let k = Int(stepOf[x.id])
            constants[k] = rows[x.id].constant
            mark(k)
        }
        // An ordinary row's value, which its dependents' terms read, is in the value table
        // already: its variable was written there before it was reported moved.
        for s in moved where s.id < stepOf.count && isBasic[s.id] { markDependents(of: s.id) }
        guard pending > 0 else { return }
        let tail = (steps.count &- lowest) / Tableau.sweepTailDivisor
        var k = lowest, evaluated = 0
        while pending > 0 {
            k = takeNextMark(from: k)
            evaluated &+= 1
            let changed = evaluate(k, &report)
            let id = steps[k].id
            k &+= 1
            guard changed else { continue }
            let reach = Int(dependentStart[id &+ 1]) &- Int(dependentStart[id])
            if evaluated &+ pending &+ reach > tail {
                // The rest in one pass: every step from `k` on, marked or not (a root width that
                // thousands of steps name gets here before they are marked).
                Tableau.evaluatePlanSteps(k..<steps.count, steps: steps, terms: terms, constants: constants,
                                          refreshingFrom: nil, owners: owners, &report)
                for w in (k &>> 6)..<marks.count { marks[w] = 0 }
                pending = 0
            } else {
                markDependents(of: id)
            }
        }
    }
}
