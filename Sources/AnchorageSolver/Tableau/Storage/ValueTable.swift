// SPDX-License-Identifier: MIT

// Where a solver's values live: one dense table by symbol id, which the variables a solver wrote
// read through (`home`, `homeSlot`); a solver that writes a variable at home elsewhere adopts
// it. The invariant: `variable.home === t` exactly when `t.states[variable.homeSlot]` is `home`,
// and then the variable's value and owner tag are at that slot. The definitions' values share
// the table. The catalog's "Storage" article says why.

/// The values a solver last wrote for the variables at home in it, by symbol id (see the top of
/// this file). It grows when a solver writes values past its end; ids past it are not home to
/// any variable.
///
/// Raw storage rather than arrays: a variable's `value` reads through here on every call, and
/// the solver writes through here after every operation; arrays would cost a uniqueness check
/// (and a retain of their owner) per access. No access can overlap another: a solver and its
/// variables are used from one thread, and no client code runs while the solver writes.
final class ValueTable {
    /// How many ids the table holds.
    private(set) var capacity = 0
    /// The value last written at each id.
    private(set) var values: UnsafeMutablePointer<Double>
    /// The ``Variable/ownerTag`` of the variable at home at each id, kept by its setter, in 32
    /// bits: a relayout that moves every view reads the tag of each value it writes, and this
    /// array then streams through the cache as the values do.
    private(set) var tags: UnsafeMutablePointer<Int32>
    /// Per id: ``away``, ``home`` (the variable with this symbol id is at home here) or
    /// ``pending`` (a writer wrote its value here, and the variable is adopted at the end of the
    /// update: ``Tableau/adoptPendingVariables(_:)``).
    private(set) var states: UnsafeMutablePointer<UInt8>
    /// Scratch for writers: the ids of their pending adoptions (each id once, so ``capacity``
    /// entries are enough).
    private(set) var pending: UnsafeMutablePointer<Int>
    /// How many ids ``pending`` lists; 0 between updates.
    @exclusivity(unchecked) var pendingCount = 0

    /// The values of ``states``.
    static let away: UInt8 = 0, home: UInt8 = 1, pending: UInt8 = 2

    /// An empty table, allocating nothing: the pointers of a table with no capacity are never
    /// read (every reader checks an id against ``capacity``, or holds a variable at home here).
    init() {
        values = UnsafeMutablePointer(bitPattern: MemoryLayout<Double>.alignment)!
        tags = UnsafeMutablePointer(bitPattern: MemoryLayout<Int32>.alignment)!
        states = UnsafeMutablePointer(bitPattern: MemoryLayout<UInt8>.alignment)!
        pending = UnsafeMutablePointer(bitPattern: MemoryLayout<Int>.alignment)!
    }

    deinit {
        // One block holds the four arrays, `values` first (see `grow(to:)`).
        if capacity > 0 { UnsafeMutableRawPointer(values).deallocate() }
    }

    /// Makes room for ids below `count` (at least doubling, so growth is amortized).
    @inline(__always)
    func reserve(_ count: Int) {
        if count > capacity { grow(to: max(count, 2 * capacity, 64)) }
    }

    /// Grows the four arrays to `newCapacity` ids, in one allocation: `values`, `pending`,
    /// `tags` and `states` one after the other, in decreasing order of alignment, so that each
    /// starts aligned.
    @inline(never)
    private func grow(to newCapacity: Int) {
        let block = UnsafeMutableRawPointer.allocate(
            byteCount: newCapacity * (MemoryLayout<Double>.stride + MemoryLayout<Int>.stride
                                      + MemoryLayout<Int32>.stride + MemoryLayout<UInt8>.stride),
            alignment: MemoryLayout<Double>.alignment)
        let newValues = block.bindMemory(to: Double.self, capacity: newCapacity)
        let newPending = UnsafeMutableRawPointer(newValues + newCapacity).bindMemory(to: Int.self, capacity: newCapacity)
        let newTags = UnsafeMutableRawPointer(newPending + newCapacity).bindMemory(to: Int32.self, capacity: newCapacity)
        let newStates = UnsafeMutableRawPointer(newTags + newCapacity).bindMemory(to: UInt8.self, capacity: newCapacity)
        if capacity > 0 {
            newValues.moveInitialize(from: values, count: capacity)
            newTags.moveInitialize(from: tags, count: capacity)
            newStates.moveInitialize(from: states, count: capacity)
            UnsafeMutableRawPointer(values).deallocate()
        }
        (newValues + capacity).initialize(repeating: 0, count: newCapacity - capacity)
        (newTags + capacity).initialize(repeating: -1, count: newCapacity - capacity)
        (newStates + capacity).initialize(repeating: Self.away, count: newCapacity - capacity)
        values = newValues
        tags = newTags
        states = newStates
        pending = newPending
        capacity = newCapacity
    }

    /// Whether a variable is at home at `id`.
    @inline(__always)
    func hasHome(at id: Int) -> Bool { id < capacity && states[id] == Self.home }

    /// Sends the variable at home at `id` back to its own storage, with the value it shows.
    func evict(_ variable: Variable, at id: Int) {
        assert(variable.home === self && Int(variable.homeSlot) == id, "evicting a variable that is not at home here")
        variable.storedValue = values[id]
        variable.home = nil
        states[id] = Self.away
    }

    /// Marks the variable at `id` as at home here, with its owner tag.
    @inline(__always)
    func adopted(_ id: Int, tag: Int) {
        states[id] = Self.home
        tags[id] = Int32(tag)
    }

    /// Marks the variable at `id` as gone elsewhere (another solver adopted it).
    @inline(__always)
    func release(_ id: Int) { states[id] = Self.away }

    /// Updates the cached owner tag at `id` (the variable at home there changed its tag).
    @inline(__always)
    func setTag(_ tag: Int, at id: Int) { tags[id] = Int32(tag) }
}

/// Writes values for `updateVariables` on raw buffers: the tableau's variables (read as plain
/// pointers, no retain) and its ``ValueTable``'s storage, grown beforehand to every symbol id
/// (``Tableau/reservedValueTable()``).
///
/// A variable not at home here is adopted only after the writer's loop, by
/// ``Tableau/adoptPendingVariables(_:)``: its value waits in the table meanwhile. Adopting
/// assigns the variable's `home`, which releases its old one, and a release may run any code:
/// with it in their loops, the writers' callers would retain every array they read around it.
struct ValueWriter {
    let owners: UnsafeBufferPointer<Variable?>
    let values: UnsafeMutablePointer<Double>
    let tags: UnsafeMutablePointer<Int32>
    let states: UnsafeMutablePointer<UInt8>
    let pending: UnsafeMutablePointer<Int>
    /// The table itself, unretained: the tableau holds it while the writer exists.
    let table: Unmanaged<ValueTable>

    @inline(__always)
    init(owners: UnsafeBufferPointer<Variable?>, table: Unmanaged<ValueTable>) {
        self.owners = owners
        self.table = table
        (values, tags, states, pending) = table._withUnsafeGuaranteedRef { ($0.values, $0.tags, $0.states, $0.pending) }
    }

    /// Writes `value` at `id` if a variable is there and its value differs, and reports it; a
    /// variable not at home here is listed for adoption. Returns whether the value may have
    /// moved (a pending adoption counts as moved), or nil when no variable is at `id`.
    @inline(__always)
    func write<Report: ValueChangeReport>(_ value: Double, at id: Int, _ report: inout Report) -> Bool? {
        let state = states[id]
        if state == ValueTable.home {
            guard values[id] != value else { return false }
            values[id] = value
            report.variableDidChange(at: id, tag: Int(tags[id]), to: value, owners: owners)
            return true
        }
        if state == ValueTable.away {
            guard reference(at: id) != nil else { return nil }
            listForAdoption(id)
        }
        values[id] = value
        return true
    }

    /// Writes the value of definition `id` (Tableau+Definitions.swift), which the table holds
    /// whether or not its variable is at home here: it is what the definitions naming `id`
    /// read, and what they were last evaluated with. Reports the value if the variable is at
    /// home; lists a variable not at home for adoption, as ``write(_:at:_:)`` does.
    ///
    /// - Returns: Whether the definition's value changed (its dependents must be evaluated).
    @inline(__always)
    func writeDefinition<Report: ValueChangeReport>(_ value: Double, at id: Int, _ report: inout Report) -> Bool {
        let changed = values[id] != value
        let state = states[id]
        if changed {
            values[id] = value
            if state == ValueTable.home {
                report.variableDidChange(at: id, tag: Int(tags[id]), to: value, owners: owners)
                return true
            }
        }
        if state == ValueTable.away, reference(at: id) != nil { listForAdoption(id) }
        return changed
    }

    /// Marks the variable at `id` (away from here) pending, and lists it for
    /// ``Tableau/adoptPendingVariables(_:)``.
    @inline(__always)
    private func listForAdoption(_ id: Int) {
        states[id] = ValueTable.pending
        table._withUnsafeGuaranteedRef { table in
            pending[table.pendingCount] = id
            table.pendingCount &+= 1
        }
    }

    /// Whether a variable is at `id`, read like ``write(_:at:_:)``: without a retain.
    @inline(__always)
    func hasVariable(at id: Int) -> Bool { reference(at: id) != nil }

    /// The reference at `id` as a plain pointer (a class reference is one), nil for no variable.
    @inline(__always)
    func reference(at id: Int) -> UnsafeRawPointer? {
        UnsafeRawPointer(owners.baseAddress! + id).load(as: UnsafeRawPointer?.self)
    }
}

extension Tableau {
    /// The value table, grown to every symbol id, for a ``ValueWriter``: unretained, as the
    /// tableau holds it (read before the writer's loops, so they need not retain it).
    @inline(__always)
    func reservedValueTable() -> Unmanaged<ValueTable> {
        valueTable.reserve(variables.count)
        return Unmanaged.passUnretained(valueTable)
    }

    /// Adopts the variables a ``ValueWriter`` listed: each moves here, from its old home if it
    /// had one, and is reported if the value it showed differs from the one written.
    mutating func adoptPendingVariables<Report: ValueChangeReport>(_ report: inout Report) {
        let table = valueTable
        guard table.pendingCount > 0 else { return }
        let owners = UnsafeBufferPointer(variables.buffer)
        for k in 0..<table.pendingCount {
            let id = table.pending[k]
            // Lent unretained: the table's variables list holds it.
            Unmanaged.passUnretained(owners[id]!)._withUnsafeGuaranteedRef { variable in
                let shown = variable.value
                if let previous = variable.home {
                    assert(previous !== table, "a variable at home under another id of the same solver")
                    previous.release(Int(variable.homeSlot))
                }
                variable.home = table
                variable.homeSlot = UInt32(id)
                table.adopted(id, tag: variable.ownerTag)
                if shown != table.values[id] {
                    report.variableDidChange(at: id, tag: Int(table.tags[id]), to: table.values[id], owners: owners)
                }
            }
        }
        table.pendingCount = 0
    }

    /// Sends the variable with symbol id `id`, if it is at home here, back to its own storage.
    @inline(__always)
    func evictVariable(at id: Int) {
        guard valueTable.hasHome(at: id), let variable = variables[id] else { return }
        valueTable.evict(variable, at: id)
    }

    /// Sends every variable at home here back to its own storage, with the values they show (a
    /// reset or a released solver: variables keep their last values).
    func evictAllVariables() {
        for id in 0..<min(valueTable.capacity, variables.count) where valueTable.states[id] == ValueTable.home {
            if let variable = variables[id] { valueTable.evict(variable, at: id) }
        }
    }
}
