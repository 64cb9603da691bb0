// SPDX-License-Identifier: MIT

extension Tableau {
    /// Writes the value of every external that may have changed into its variable (a basic
    /// external's row constant, 0 for a nonbasic one; definitions are evaluated in order), and
    /// reports each variable whose value changed.
    mutating func updateVariables(_ changed: (Variable) -> Void) {
        // Definitions met here, and ordinary externals that moved while definitions exist: their
        // dependents are queued after the loop, which holds the flags' buffer.
        var dirty: [Symbol] = []
        var moved: [Symbol] = []
        let tracking = hasDefinitionDependents
        // Past this many, one ordered pass over all definitions is cheaper than the queue, and
        // nothing more needs collecting.
        let limit = definitions.list.count / Self.massChangeDivisor - definitions.dirty.count
        var massChange = limit < 0
        // Raw buffers: this loop writes every moved variable after each suggestion, so a
        // uniqueness or bounds check per element would cost more than the write.
        work.isChanged.withUnsafeMutableBufferPointer { flags in
            rows.withUnsafeBufferPointer { rowBuffer in
                isBasic.withUnsafeBufferPointer { basicFlags in
                    symbolKinds.withUnsafeBufferPointer { kinds in
                        variables.withUnsafeBufferPointer { owners in
                            definitions.isDefinition.withUnsafeBufferPointer { defined in
                                for s in work.changedExternals {
                                    let id = s.id
                                    flags[id] = false
                                    guard kinds[id] == s, let variable = owners[id] else { continue }
                                    if defined[id] {
                                        if !massChange {
                                            dirty.append(s)
                                            massChange = dirty.count + moved.count > limit
                                        }
                                        continue
                                    }
                                    let v = basicFlags[id] ? rowBuffer[id].constant : 0
                                    if variable.value != v {
                                        variable.value = v
                                        changed(variable)
                                        if tracking && !massChange {
                                            moved.append(s)
                                            massChange = dirty.count + moved.count > limit
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        work.changedExternals.removeAll(keepingCapacity: true)
        // A change that reaches a good part of the definitions (a suggestion that moves the whole
        // layout) is cheaper as one pass over all of them, in order, than through the queue.
        if massChange && tracking {
            evaluateAllDefinitions(changed)
            return
        }
        guard !dirty.isEmpty || !moved.isEmpty || !definitions.dirty.isEmpty else { return }
        for s in dirty { markDirtyDefinition(s) }
        for s in moved { markDependentDefinitions(of: s) }
        evaluateDefinitions(changed)
    }
}
