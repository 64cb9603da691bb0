// SPDX-License-Identifier: MIT

/// Where `updateVariables` reports each variable whose value changed, right after writing it.
///
/// A generic parameter rather than a closure: the report runs once per moved variable (thousands
/// per call), and a closure call per variable, with a retain and release of the variable, costs
/// more than the write. Each conformer gets its own specialized copy of the loops.
protocol ValueChangeReport {
    /// Called once per variable whose value changed, with the value just written: the variable
    /// is `owners[id]`, and `tag` its ``Variable/ownerTag``.
    mutating func variableDidChange(at id: Int, tag: Int, to value: Double, owners: UnsafeBufferPointer<Variable?>)
}

/// Reports nothing: ``Solver/updateVariables()``.
struct SilentReport: ValueChangeReport {
    @inline(__always)
    func variableDidChange(at id: Int, tag: Int, to value: Double, owners: UnsafeBufferPointer<Variable?>) {}
}

/// Lists each variable, for ``Solver/updateVariables(reportingChangesTo:)`` to report to its
/// client once the update is done.
struct CollectingReport: ValueChangeReport {
    var variables: [Variable] = []

    @inline(__always)
    mutating func variableDidChange(at id: Int, tag: Int, to value: Double, owners: UnsafeBufferPointer<Variable?>) {
        variables.append(owners[id]!)
    }
}

/// Stores each value at its variable's ``Variable/ownerTag`` in a caller's table and lists the
/// tags: ``Solver/updateVariables(intoOwnerTagTable:changedTags:)``. A tag outside the table
/// (-1, or a forgotten owner's) is skipped.
struct OwnerTagReport: ValueChangeReport {
    let values: UnsafeMutablePointer<Double>
    let valueCount: UInt
    let tags: UnsafeMutablePointer<Int>
    let tagCapacity: Int
    var tagCount = 0

    @inline(__always)
    mutating func variableDidChange(at id: Int, tag: Int, to value: Double, owners: UnsafeBufferPointer<Variable?>) {
        guard UInt(bitPattern: tag) < valueCount else { return }
        values[tag] = value
        // Distinct tags in range fit; a client that gave two variables one tag traps here
        // rather than writing past its buffer.
        precondition(tagCount < tagCapacity, "two variables of one solver share an ownerTag")
        tags[tagCount] = tag
        tagCount &+= 1
    }
}

extension Tableau {
    /// Writes the value of every external that may have changed into the value table, where its
    /// variable reads it (a basic external's row constant, 0 for a nonbasic one; definitions are
    /// evaluated in order), and reports each variable whose value changed.
    mutating func updateVariables<Report: ValueChangeReport>(_ report: inout Report) {
        defer { adoptPendingVariables(&report) }
        // Definitions met here, and ordinary externals that moved while definitions exist: their
        // dependents are queued after the loop, which holds the flags' buffer. The lists are the
        // work lists' (kept between calls), so a call allocates nothing.
        var dirty: [Symbol] = [], moved: [Symbol] = []
        swap(&dirty, &work.dirtyDefinitions)
        swap(&moved, &work.movedExternals)
        defer {
            if !dirty.isEmpty { dirty.removeAll(keepingCapacity: true) }
            if !moved.isEmpty { moved.removeAll(keepingCapacity: true) }
            swap(&dirty, &work.dirtyDefinitions)
            swap(&moved, &work.movedExternals)
        }
        let tracking = hasDefinitionDependents
        // Past this many, one ordered pass over all definitions is cheaper than the queue, and
        // nothing more needs collecting.
        let limit = definitions.list.count / Self.massChangeDivisor - definitions.dirty.count
        var massChange = limit < 0
        // Raw buffers: this loop writes every moved variable after each suggestion, so a bounds
        // check per element would cost more than the write.
        let table = reservedValueTable()
        let flags = isChanged.buffer, rowBuffer = rows.buffer, basicFlags = isBasic.buffer
        let kinds = symbolKinds.buffer, defined = isDefinition.buffer
        let owners = ValueWriter(owners: UnsafeBufferPointer(variables.buffer), table: table)
        work.changedExternals.withUnsafeBufferPointer { changed in
            for k in 0..<work.changedCount {
                let s = changed[k]
                let id = s.id
                flags[id] = false
                guard kinds[id] == s else { continue }
                // A definition's row constant moved: it seeds the sweep (which reads the constant
                // again) or the queue.
                if defined[id] {
                    // One more past the limit makes it a mass change, and then the lists are not
                    // read.
                    if !massChange {
                        if dirty.count + moved.count >= limit { massChange = true } else { dirty.append(s) }
                    }
                    continue
                }
                guard owners.hasVariable(at: id) else { continue }
                let v = basicFlags[id] ? rowBuffer[id].constant : 0
                if owners.write(v, at: id, &report) == true && tracking && !massChange {
                    if dirty.count + moved.count >= limit { massChange = true } else { moved.append(s) }
                }
            }
        }
        work.changedCount = 0
        // A change that reaches a good part of the definitions (a suggestion that moves the whole
        // layout) is cheaper as one pass over all of them, in order, than through the queue.
        if massChange && tracking {
            evaluateAllDefinitions(&report)
            return
        }
        guard !dirty.isEmpty || !moved.isEmpty || !definitions.dirty.isEmpty else { return }
        // Only constants moved since the plan was compiled: the change is followed over it.
        if definitions.planIsValid {
            sweepDefinitions(dirty: dirty, moved: moved, &report)
            return
        }
        for s in dirty { markDirtyDefinition(s) }
        for s in moved { markDependentDefinitions(of: s) }
        evaluateDefinitions(&report)
    }
}
