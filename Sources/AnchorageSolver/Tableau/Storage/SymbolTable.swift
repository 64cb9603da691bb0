// SPDX-License-Identifier: MIT

// The tableau's per-symbol fields, indexed by symbol id: one block of memory holding one array
// per field, one after the other, so a new symbol is a count check and a store per field. A
// field is read through a pointer that growth moves, so the table never grows in the middle of
// an operation: `Tableau.add` reserves room first (``Tableau/reserveSymbols(_:)``), and the one
// place symbols are made traps when that room is missing. The catalog's "Storage" article.

/// The per-symbol fields of a ``Tableau`` (see the top of this file), each a ``SymbolColumn``.
/// A class, so that the memory is freed with the tableau; a tableau copied to be changed on its
/// own (a probe) needs a ``copy()`` of it.
final class SymbolTable {
    /// How many symbol ids the table holds (every id below it is in use or on the free list).
    private(set) var count = 0
    /// How many ids fit before the block must grow.
    private(set) var capacity = 0
    private(set) var kinds: UnsafeMutablePointer<Symbol>
    private(set) var rows: UnsafeMutablePointer<Row>
    private(set) var objective: UnsafeMutablePointer<LevelVector>
    private(set) var variables: UnsafeMutablePointer<Variable?>
    private(set) var facts: UnsafeMutablePointer<SymbolFacts>
    private(set) var isBasic: UnsafeMutablePointer<Bool>
    private(set) var isCandidate: UnsafeMutablePointer<Bool>
    private(set) var isChanged: UnsafeMutablePointer<Bool>
    private(set) var isDefinition: UnsafeMutablePointer<Bool>

    /// An empty table, allocating nothing: with no capacity, no pointer is ever read.
    init() {
        kinds = Self.unallocated()
        rows = Self.unallocated()
        objective = Self.unallocated()
        variables = Self.unallocated()
        facts = Self.unallocated()
        isBasic = Self.unallocated()
        isCandidate = Self.unallocated()
        isChanged = Self.unallocated()
        isDefinition = Self.unallocated()
    }

    private static func unallocated<T>() -> UnsafeMutablePointer<T> {
        UnsafeMutablePointer(bitPattern: MemoryLayout<T>.alignment)!
    }

    deinit {
        rows.deinitialize(count: count)
        objective.deinitialize(count: count)
        variables.deinitialize(count: count)
        facts.deinitialize(count: count)
        if capacity > 0 { UnsafeMutableRawPointer(rows).deallocate() }
    }

    /// The bytes one id takes in the block, over every field.
    private static let bytesPerID = MemoryLayout<Row>.stride + MemoryLayout<LevelVector>.stride
        + MemoryLayout<Variable?>.stride + MemoryLayout<SymbolFacts>.stride + MemoryLayout<Symbol>.stride
        + 4 * MemoryLayout<Bool>.stride

    /// Moves every field to a block of `newCapacity` ids (at least ``count``): one allocation,
    /// the fields in decreasing order of alignment so that each starts aligned.
    func grow(to newCapacity: Int) {
        precondition(newCapacity >= count, "a symbol table cannot shrink below its symbols")
        let block = UnsafeMutableRawPointer.allocate(byteCount: newCapacity * Self.bytesPerID,
                                                     alignment: 16)
        var next = block
        func carve<T>(_ old: UnsafeMutablePointer<T>) -> UnsafeMutablePointer<T> {
            let field = next.bindMemory(to: T.self, capacity: newCapacity)
            field.moveInitialize(from: old, count: count)
            next += newCapacity * MemoryLayout<T>.stride
            return field
        }
        let oldBlock = capacity > 0 ? UnsafeMutableRawPointer(rows) : nil
        rows = carve(rows)
        objective = carve(objective)
        variables = carve(variables)
        facts = carve(facts)
        kinds = carve(kinds)
        isBasic = carve(isBasic)
        isCandidate = carve(isCandidate)
        isChanged = carve(isChanged)
        isDefinition = carve(isDefinition)
        assert(next == block + newCapacity * Self.bytesPerID, "symbol table fields overrun their block")
        oldBlock?.deallocate()
        capacity = newCapacity
    }

    /// Adds id ``count`` as a fresh symbol of `kind`: no row, no objective coefficient, no
    /// variable, unflagged. The room must have been reserved (see the top of this file).
    @inline(__always)
    func append(_ kind: Symbol) {
        let id = count
        precondition(id < capacity, "a symbol created without reserving room for it first")
        (kinds + id).initialize(to: kind)
        (rows + id).initialize(to: Row())
        (objective + id).initialize(to: LevelVector())
        (variables + id).initialize(to: nil)
        (facts + id).initialize(to: SymbolFacts())
        isBasic[id] = false
        isCandidate[id] = false
        isChanged[id] = false
        isDefinition[id] = false
        count = id + 1
    }

    /// Drops every id from `newCount` on.
    func truncate(to newCount: Int) {
        precondition(newCount >= 0 && newCount <= count, "truncating a symbol table past its ends")
        let excess = count - newCount
        (rows + newCount).deinitialize(count: excess)
        (objective + newCount).deinitialize(count: excess)
        (variables + newCount).deinitialize(count: excess)
        (facts + newCount).deinitialize(count: excess)
        count = newCount
    }

    /// A table of its own with the same fields.
    func copy() -> SymbolTable {
        let copy = SymbolTable()
        if capacity > 0 { copy.grow(to: capacity) }
        copy.rows.initialize(from: rows, count: count)
        copy.objective.initialize(from: objective, count: count)
        copy.variables.initialize(from: variables, count: count)
        copy.facts.initialize(from: facts, count: count)
        copy.kinds.initialize(from: kinds, count: count)
        copy.isBasic.initialize(from: isBasic, count: count)
        copy.isCandidate.initialize(from: isCandidate, count: count)
        copy.isChanged.initialize(from: isChanged, count: count)
        copy.isDefinition.initialize(from: isDefinition, count: count)
        copy.count = count
        return copy
    }
}

/// One field of a ``SymbolTable``, by symbol id, as the table is at the moment of the access:
/// what the tableau's code reads and writes as `rows[id]`, `isBasic[id]`. Writes go through
/// the table's memory (the subscript's setter is nonmutating); every access checks the id.
/// Never kept past the access it was made for (see the top of SymbolTable.swift).
struct SymbolColumn<Element>: RandomAccessCollection {
    let base: UnsafeMutablePointer<Element>
    let count: Int

    @inline(__always)
    init(_ base: UnsafeMutablePointer<Element>, count: Int) {
        self.base = base
        self.count = count
    }

    @inline(__always) var startIndex: Int { 0 }
    @inline(__always) var endIndex: Int { count }

    @inline(__always)
    subscript(id: Int) -> Element {
        // A getter, not an addressor: it returns a copy, where an addressor would lend the
        // element in place, and a row lent to a call that changes that row would change (or
        // free) under it. Reads of a field of the element compile to a load of that field.
        get {
            precondition(UInt(bitPattern: id) < UInt(bitPattern: count), "symbol id out of range")
            return base[id]
        }
        nonmutating unsafeMutableAddress {
            precondition(UInt(bitPattern: id) < UInt(bitPattern: count), "symbol id out of range")
            return base + id
        }
    }

    /// The field as a buffer, valid until the table next grows.
    @inline(__always)
    var buffer: UnsafeMutableBufferPointer<Element> { UnsafeMutableBufferPointer(start: base, count: count) }
}
