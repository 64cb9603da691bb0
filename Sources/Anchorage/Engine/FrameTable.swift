// SPDX-License-Identifier: MIT

/// The frames of an engine's items, by node index, in one contiguous buffer: while an item has a
/// node, its ``FrameStorage`` box reads through to this table (the box's `home` is the table, its
/// `homeSlot` the node's index), so frame passes write here alone instead of to one small object
/// per view scattered through the heap.
///
/// The invariant: a box's `home` is this table at slot `i` exactly when ``storages``\[`i`\] is
/// that box; then its frame is ``rects``\[`i`\]. A box goes home when its item's node is made
/// (``adopt(_:at:)``) and leaves, keeping its frame, when the node is released, when the engine
/// rebuilds or goes (``evict(at:)``, ``evictAll()``), or when another table adopts it (the last
/// adopter wins). Raw storage, since an array would cost a uniqueness check per access; no
/// access overlaps another, since a tree is laid out from one thread.
final class FrameTable {
    /// How many slots the table holds.
    private(set) var capacity = 0
    /// The frame at each slot (meaningful where a box is at home).
    private(set) var rects: UnsafeMutablePointer<Rect>
    /// The box at home at each slot, kept alive while it is there.
    private var storages: [FrameStorage?] = []

    /// An empty table, allocating nothing: no box is at home in it, so its pointer is not read.
    init() {
        rects = UnsafeMutablePointer(bitPattern: MemoryLayout<Rect>.alignment)!
    }

    deinit {
        evictAll()
        if capacity > 0 { rects.deallocate() }
    }

    /// Makes `slot` the home of `storage`, whose present frame moves here.
    ///
    /// - Complexity: O(1) amortized (the table doubles when `slot` is past its end).
    func adopt(_ storage: FrameStorage, at slot: Int) {
        if slot >= capacity { grow(toInclude: slot) }
        while storages.count <= slot { storages.append(nil) }
        evict(at: slot)
        if let old = storage.home { old.storages[storage.homeSlot] = nil }
        storages[slot] = storage
        storage.enterHome(self, at: slot)
    }

    /// Sends the box at `slot`, if any, away with its frame.
    func evict(at slot: Int) {
        guard slot < storages.count, let storage = storages[slot] else { return }
        storages[slot] = nil
        storage.leaveHome(with: rects[slot])
    }

    /// Sends every box away with its frame.
    ///
    /// - Complexity: O(slots).
    func evictAll() {
        for slot in storages.indices { evict(at: slot) }
        storages.removeAll(keepingCapacity: true)
    }

    private func grow(toInclude slot: Int) {
        let newCapacity = max(slot + 1, 2 * capacity, 16)
        let newRects = UnsafeMutablePointer<Rect>.allocate(capacity: newCapacity)
        if capacity > 0 {
            newRects.moveInitialize(from: rects, count: capacity)
            rects.deallocate()
        }
        newRects.advanced(by: capacity).initialize(repeating: .zero, count: newCapacity - capacity)
        rects = newRects
        capacity = newCapacity
    }

    #if ANCHORAGE_INTERNAL_CHECKS
    /// Whether the invariant above holds at every slot.
    var isConsistent: Bool {
        storages.indices.allSatisfy { slot in
            guard let storage = storages[slot] else { return true }
            return storage.home === self && storage.homeSlot == slot
        }
    }
    #endif
}
