// SPDX-License-Identifier: MIT

// The storage room: data structures that exist for speed, with no algorithm of their own. The
// column index, the per-symbol table, the value table the variables read, the identity tables
// and hints that find a solver's objects, the objective's level vectors, filled arrays and the
// work lists. It calls only the numerics room (cancellation in level vectors).

/// The column index: for each symbol, the basic rows that mention it (``ColumnEntry``), every
/// column a segment of one shared arena. A column that outgrows its segment moves to one of twice
/// the capacity at the arena's end; a full arena is reallocated at twice what its columns own,
/// dropping the segments left behind, and its entries past the live ones stay unwritten until a
/// segment needs them (``repack(count:)``). Entries keep the tableau's order (appended at the
/// end, removed by moving the last into the hole), so a row cell's `slot` is its entry's offset
/// in its column. The catalog's "Storage" article says why.
struct ColumnStore {
    /// Where one column lives in ``pool``.
    private struct Segment {
        var start: Int32 = 0
        var count: Int32 = 0
        var capacity: Int32 = 0
    }

    /// Every column's entries, each column in the segment its ``Segment`` names; its count is the
    /// arena's size.
    private var pool: [ColumnEntry] = []
    private var segments: [Segment] = []
    /// The end of the last segment: the pool's entries past it are spare.
    private var used = 0
    /// Entries of the pool that no segment owns any more (left behind by a move or a dropped
    /// symbol), reclaimed by the next ``repack(count:)``.
    private var abandoned = 0

    /// The smallest segment: most columns hold a few entries.
    private static let initialCapacity: Int32 = 4

    /// Adds an empty column for a new symbol id (the next one).
    mutating func appendSymbol() {
        segments.append(Segment())
    }

    /// Reserves room for `capacity` symbols.
    mutating func reserveSymbolCapacity(_ capacity: Int) {
        segments.reserveCapacity(capacity)
    }

    /// Drops the columns of the last `k` symbols (a rolled-back add's new ids).
    mutating func removeLastSymbols(_ k: Int) {
        for segment in segments.suffix(k) { abandoned += Int(segment.capacity) }
        segments.removeLast(k)
    }

    /// How many rows mention symbol `id`.
    @inline(__always)
    func count(of id: Int) -> Int { Int(segments[id].count) }

    /// Whether no row mentions symbol `id`.
    @inline(__always)
    func isEmpty(_ id: Int) -> Bool { segments[id].count == 0 }

    /// The entry at offset `slot` of symbol `id`'s column.
    @inline(__always)
    func entry(_ id: Int, _ slot: Int) -> ColumnEntry {
        pool[Int(segments[id].start) &+ slot]
    }

    /// Symbol `id`'s column, to iterate: a slice of the arena, so its indices are the arena's,
    /// not slots (``entry(_:_:)`` reads a slot). Read it, then drop it: held across a change to
    /// the store, it would make the change copy the whole arena.
    @inline(__always)
    subscript(id: Int) -> ArraySlice<ColumnEntry> {
        let segment = segments[id]
        return pool[Int(segment.start) ..< Int(segment.start) + Int(segment.count)]
    }

    /// Calls `body` with symbol `id`'s column as a raw buffer, in slot order: the arena read in
    /// place, without the retain and release of a slice (one of each per suggestion).
    /// The store must not change while `body` runs.
    @inline(__always)
    func withEntries<R>(of id: Int, _ body: (UnsafeBufferPointer<ColumnEntry>) -> R) -> R {
        let segment = segments[id]
        return pool.withUnsafeBufferPointer { pool in
            body(UnsafeBufferPointer(rebasing: pool[Int(segment.start) ..< Int(segment.start) + Int(segment.count)]))
        }
    }

    /// Sets the coefficient of the entry at offset `slot` of symbol `id`'s column.
    @inline(__always)
    mutating func setCoefficient(_ coefficient: Double, _ id: Int, _ slot: Int) {
        pool[Int(segments[id].start) &+ slot].coefficient = coefficient
    }

    /// The slot of a cell that has no column entry yet: the cells ``append(_:of:unindexedOnly:)``
    /// indexes. No entry has it (the pool holds fewer than `Int32.max` entries).
    static let unindexed = UInt32.max

    /// Appends an entry for row `basic` to the column of each cell of `cells` (of each cell whose
    /// slot is ``unindexed``, when `unindexedOnly`), in order, and writes the entry's offset in its
    /// column (its slot) into the cell.
    ///
    /// It runs over raw buffers of the pool and the segments, so the whole batch costs one
    /// uniqueness check of each, not two per entry. A column that outgrows its segment moves
    /// within the pool (``move(_:capacity:_:_:used:abandoned:)``); when the pool has no room left
    /// for the move the pass stops, ``grow(_:toHold:)`` repacks the pool and moves the column, and
    /// the pass resumes on fresh buffers: no pointer outlives a reallocation.
    mutating func append(_ cells: UnsafeMutableBufferPointer<Cell>, of basic: Symbol, unindexedOnly: Bool) {
        var k = 0
        while true {
            pool.withUnsafeMutableBufferPointer { pool in
                segments.withUnsafeMutableBufferPointer { segments in
                    while k < cells.count {
                        let cell = cells[k]
                        if unindexedOnly && cell.slot != Self.unindexed {
                            k &+= 1
                            continue
                        }
                        let id = cell.symbol.id
                        var segment = segments[id]
                        if segment.count == segment.capacity {
                            let capacity = Self.grownCapacity(segment, toHold: Int(segment.count) + 1)
                            // Past the arena's end: it is reallocated outside the buffers.
                            if used + capacity > pool.count { return }
                            Self.move(id, capacity: capacity, pool, segments, used: &used, abandoned: &abandoned)
                            segment = segments[id]
                        }
                        pool[Int(segment.start &+ segment.count)] = ColumnEntry(basic: basic, coefficient: cell.coefficient)
                        segments[id].count = segment.count &+ 1
                        cells[k].slot = UInt32(truncatingIfNeeded: segment.count)
                        k &+= 1
                    }
                }
            }
            guard k < cells.count else { return }
            // Out of room for the column of cell `k`: it moves once the arena has room.
            let id = cells[k].symbol.id
            grow(id, toHold: count(of: id) + 1)
        }
    }

    /// Removes the entry of each cell of `cells` (at the cell's slot in its symbol's column) by
    /// moving the column's last entry into it, and passes each entry that moved to `moved`, with
    /// the cell whose slot it now has (the entry's row cell must learn that slot). The cells'
    /// symbols must be distinct, as a row's are. One pass over raw buffers, as in
    /// ``append(_:of:unindexedOnly:)``; a removal never reallocates.
    @inline(__always)
    mutating func remove(_ cells: UnsafeBufferPointer<Cell>, _ moved: (ColumnEntry, Cell) -> Void) {
        pool.withUnsafeMutableBufferPointer { pool in
            segments.withUnsafeMutableBufferPointer { segments in
                for cell in cells {
                    let id = cell.symbol.id
                    let segment = segments[id]
                    let last = segment.count &- 1
                    segments[id].count = last
                    if Int(cell.slot) == Int(last) { continue }
                    let entry = pool[Int(segment.start &+ last)]
                    pool[Int(segment.start) &+ Int(cell.slot)] = entry
                    moved(entry, cell)
                }
            }
        }
    }

    /// Drops the last entry of symbol `id`'s column (undoes an append).
    @inline(__always)
    mutating func removeLast(of id: Int) {
        segments[id].count -= 1
    }

    /// Undoes the removal of `entry` from offset `slot` of symbol `id`'s column: the entry that
    /// took its place goes back to the end, and `entry` back to `slot`.
    mutating func reinsert(_ entry: ColumnEntry, at slot: Int, of id: Int) {
        let count = Int(segments[id].count)
        if count == Int(segments[id].capacity) { grow(id, toHold: count + 1) }
        let start = Int(segments[id].start)
        if slot != count { pool[start + count] = pool[start + slot] }
        pool[start + slot] = entry
        segments[id].count += 1
    }

    /// Empties symbol `id`'s column, keeping its segment.
    @inline(__always)
    mutating func removeAll(of id: Int) {
        segments[id].count = 0
    }

    /// Empties every column, keeping the segments.
    mutating func removeAllEntries() {
        for id in segments.indices { segments[id].count = 0 }
    }

    /// Makes symbol `id`'s column hold exactly `entries`, in order.
    mutating func replace<C: Collection>(_ id: Int, with entries: C) where C.Element == ColumnEntry {
        segments[id].count = 0
        if entries.count > Int(segments[id].capacity) { grow(id, toHold: entries.count) }
        var index = Int(segments[id].start)
        for entry in entries {
            pool[index] = entry
            index += 1
        }
        segments[id].count = Int32(entries.count)
    }

    /// Moves symbol `id`'s column to a new segment after the last one, with room for `needed`
    /// entries (twice its capacity, at least). Out of room, the pool is first reallocated with
    /// its owned segments packed at the front, which is also when abandoned segments are
    /// reclaimed: the pool stays within a few times the entries it holds.
    private mutating func grow(_ id: Int, toHold needed: Int) {
        let capacity = Self.grownCapacity(segments[id], toHold: needed)
        makeRoom(capacity)
        pool.withUnsafeMutableBufferPointer { pool in
            segments.withUnsafeMutableBufferPointer { segments in
                Self.move(id, capacity: capacity, pool, segments, used: &used, abandoned: &abandoned)
            }
        }
    }

    /// The capacity of the segment that a column in `segment` moves to in order to hold `needed`
    /// entries.
    @inline(__always)
    private static func grownCapacity(_ segment: Segment, toHold needed: Int) -> Int {
        max(Int(initialCapacity), 2 * Int(segment.capacity), needed)
    }

    /// Moves column `id` to a segment of `capacity` entries at `used`, the start of the pool's
    /// spare entries, which must number `capacity` at least.
    @inline(__always)
    private static func move(_ id: Int, capacity: Int, _ pool: UnsafeMutableBufferPointer<ColumnEntry>,
                             _ segments: UnsafeMutableBufferPointer<Segment>, used: inout Int, abandoned: inout Int) {
        let old = segments[id]
        let start = used
        if old.count > 0 {
            let base = pool.baseAddress!
            (base + start).update(from: base + Int(old.start), count: Int(old.count))
        }
        used = start + capacity
        abandoned += Int(old.capacity)
        segments[id] = Segment(start: Int32(start), count: old.count, capacity: Int32(capacity))
    }

    /// Makes room for `capacity` entries at `used`, reallocating the arena when it cannot hold
    /// them.
    private mutating func makeRoom(_ capacity: Int) {
        if used + capacity > pool.count { repack(count: max(2 * (used - abandoned + capacity), 256)) }
    }

    /// Replaces the pool by an arena of `count` entries (its whole allocation, at least) holding
    /// the owned segments packed from the front, in symbol order: growth copies only live entries,
    /// and compacts.
    ///
    /// Only the live entries are written. The rest (the segments' spare room and the arena's
    /// tail) are counted as elements but left as allocated memory: ``ColumnEntry`` is a trivial
    /// type (the `BitwiseCopyable` requirement below checks it), and no entry is read before an
    /// append or a move writes it, since reads stay within a segment's count.
    private mutating func repack(count: Int) {
        let live = used - abandoned
        precondition(count >= live && count < Int(Int32.max), "AnchorageSolver's column index is full")
        Self.requireTrivial(ColumnEntry.self)
        var next = 0
        let packed = [ColumnEntry](unsafeUninitializedCapacity: count) { buffer, initialized in
            let base = buffer.baseAddress!
            pool.withUnsafeBufferPointer { old in
                for id in segments.indices {
                    let segment = segments[id]
                    if segment.capacity == 0 { continue }
                    (base + next).initialize(from: old.baseAddress! + Int(segment.start), count: Int(segment.count))
                    segments[id].start = Int32(next)
                    next += Int(segment.capacity)
                }
            }
            initialized = buffer.count
        }
        pool = packed
        used = next
        abandoned = 0
    }

    /// Compiles only for a trivial `T`, whose unwritten memory may be counted as elements.
    @inline(__always)
    private static func requireTrivial<T: BitwiseCopyable>(_: T.Type) {}
}
