// SPDX-License-Identifier: MIT

import AnchorageSolver

// Writing frames: from the variables the solver reports as changed to superview-relative frames,
// then the `layoutSubviews` hooks.
//
// The one path of a solved value to a frame: the solver reports each variable it writes; its
// `ownerTag` is its place in ``LayoutEngine/solvedValues`` (root space, four per node), and the
// tag's node is queued; the pass subtracts the parent's values and writes the frame into the
// engine's ``FrameTable``, where the item's ``FrameStorage`` reads it. Nothing else in the engine
// reads solved values.

extension LayoutEngine {
    // MARK: The node table

    /// What a frame pass needs of one node, by node index, in one contiguous table: a frame pass
    /// reads the slot of every moved node and of its parent, and walks a moved node's children
    /// through the slots, so that a node whose frame in its superview did not change is not
    /// touched at all (when a cell moves, its content moves in root space too, but keeps its
    /// frame in the cell). The node's solved values are kept apart, in
    /// ``LayoutEngine/solvedValues``, where the solver's reports land by tag.
    ///
    /// 32 bytes, two slots to a cache line: a pass over a big tree misses the cache once per
    /// line of slots it reads, so indices and stamps are stored in 32 bits (and read as `Int`).
    struct NodeSlot {
        /// The pass (``stamp(of:)``) in which the node was last queued for a frame write.
        var stamp: UInt32 = 0
        /// The last pass in which the node's origin moved in root space (or its frame was
        /// rewritten), so that the pass lists it once among the nodes whose children it walks:
        /// their frames, relative to that origin, move with it. A change of its size alone
        /// leaves them where they are.
        var originStamp: UInt32 = 0
        /// The parent's index in the node table: -1 for the root, and for a node whose parent was
        /// released before it (it is about to go too: a subtree leaves the tree whole).
        @Int32Backed var parent: Int
        /// The node's first and last child, and its previous and next sibling, by index (-1 for
        /// none): the children in creation order, as a list threaded through the slots. A
        /// released node leaves its parent's list at once, so the list holds live nodes only.
        @Int32Backed var firstChild = -1
        @Int32Backed var lastChild = -1
        @Int32Backed var previousSibling = -1
        @Int32Backed var nextSibling = -1
        /// Whether the slot holds a live node (cleared when the node is released).
        var isLive = true
        /// Whether the node's view has a `layoutSubviews`/re-measuring hook: always visited.
        let hasLayoutHook: Bool

        init(parent: Int, hasLayoutHook: Bool) {
            self.parent = parent
            self.hasLayoutHook = hasLayoutHook
        }

        /// The stamp of frame pass `pass`: its low 32 bits. Pass numbers whose stamp is 0, the
        /// stamp of a slot never queued, are skipped (see ``LayoutEngine/writeFrames()``).
        static func stamp(of pass: Int) -> UInt32 { UInt32(truncatingIfNeeded: pass) }
    }

    /// Puts `node` into the node table at its index, below its parent (the last of the parent's
    /// children), with its solved values at 0 as its fresh variables are, and its item's frame
    /// (`frameStorage`) in the frame table.
    func insertSlot(of node: ItemNode, frameStorage: FrameStorage) {
        let index = node.index, parent = node.parent?.index ?? -1
        frameTable.adopt(frameStorage, at: index)
        var slot = NodeSlot(parent: parent, hasLayoutHook: node.hasLayoutHook)
        if parent >= 0 {
            let last = nodeSlots[parent].lastChild
            slot.previousSibling = last
            if last >= 0 { nodeSlots[last].nextSibling = index } else { nodeSlots[parent].firstChild = index }
            nodeSlots[parent].lastChild = index
        }
        if index == nodeTable.count {
            nodeTable.append(node)
            nodeSlots.append(slot)
            solvedValues.append(contentsOf: repeatElement(0, count: 4))
        } else {
            nodeTable[index] = node
            nodeSlots[index] = slot
            for k in 4 * index..<4 * index + 4 { solvedValues[k] = 0 }
        }
    }

    /// Empties a released node's slot: its item's frame leaves the frame table, it leaves its
    /// parent's list of children, and its own children (released with it: a subtree leaves the
    /// tree whole) leave its list.
    func removeSlot(at index: Int) {
        frameTable.evict(at: index)
        nodeTable[index] = nil
        nodeSlots[index].isLive = false
        let parent = nodeSlots[index].parent
        let previous = nodeSlots[index].previousSibling, next = nodeSlots[index].nextSibling
        if parent >= 0 {
            if previous >= 0 { nodeSlots[previous].nextSibling = next } else { nodeSlots[parent].firstChild = next }
            if next >= 0 { nodeSlots[next].previousSibling = previous } else { nodeSlots[parent].lastChild = previous }
        }
        var child = nodeSlots[index].firstChild
        while child >= 0 {
            let after = nodeSlots[child].nextSibling
            // Detached: its own removal must not unlink it from this list, whose slot may be
            // reused by then.
            nodeSlots[child].parent = -1
            nodeSlots[child].previousSibling = -1
            nodeSlots[child].nextSibling = -1
            child = after
        }
        nodeSlots[index].firstChild = -1
        nodeSlots[index].lastChild = -1
    }

    // MARK: Writing frames

    /// Reads the changed variables and writes the frames of the items that moved and of the
    /// direct children of those whose origin moved (their superview-relative frames move with it).
    ///
    /// - Returns: The views whose size changed.
    func writeFrames() -> [LayoutView] {
        pass += 1
        if NodeSlot.stamp(of: pass) == 0 {
            // Every 2^32 passes the stamps start over: none may still hold the coming passes'.
            for index in nodeSlots.indices {
                nodeSlots[index].stamp = 0
                nodeSlots[index].originStamp = 0
            }
            pass += 1
        }
        let stamp = NodeSlot.stamp(of: pass)
        // Taken out of the engine while the solver reports, so that writing them needs no
        // uniqueness check (the buffers stay unique) and no access to the engine; nothing can
        // reach the engine until they are back.
        var slots = nodeSlots, values = solvedValues, moved = movedScratch
        var hooked = hookedScratch, origins = originScratch
        nodeSlots = []
        solvedValues = []
        movedScratch = []
        hookedScratch = []
        originScratch = []
        // The solver lists the tags of the changed values in `moved`, which is then compacted in
        // place into node indices (one per node, at or before its first tag) and extended by
        // children: one entry per value bounds both. The lists of hooks and of moved origins
        // hold at most one entry per node. Each grows by half again at least, so that a tree
        // that gains a node before each pass does not allocate them for every pass.
        if moved.count < values.count { moved = [Int](repeating: 0, count: max(values.count, moved.count * 3 / 2)) }
        if hooked.count < nodeTable.count {
            hooked = [Int](repeating: 0, count: max(nodeTable.count, hooked.count * 3 / 2))
            origins = [Int](repeating: 0, count: hooked.count)
        }
        let liveCount = nodeTable.count - freeNodeSlots.count
        let scale = root.treeDisplayScale
        // Read once per pass: a task-local lookup per written frame would cost more than the write.
        let animation = AnimationRecorder.current
        // Without an animation, the frames of views without hooks are written as their nodes are
        // listed, while their slots and values are still in the cache, and only the views with
        // hooks are left to the loop below. An animation records the changes in the order of
        // the writes, so then the loop writes every frame, in the order of the list.
        let writesWhileListing = animation == nil
        // A tree with no node has nothing to move, and its empty arrays are the storage all
        // threads share: no mutable buffer of them is taken (ThreadSanitizer reports the writes
        // one makes when trees are laid out in parallel).
        var hookedCount = 0
        let count = slots.isEmpty ? 0 : moved.withUnsafeMutableBufferPointer { moved in
            slots.withUnsafeMutableBufferPointer { slots in
                values.withUnsafeMutableBufferPointer { values in
                    hooked.withUnsafeMutableBufferPointer { hooked in
                        origins.withUnsafeMutableBufferPointer { origins in
                            writeSolvedValues(into: values, moved: moved, slots: slots, stamp: stamp,
                                              liveCount: liveCount, writesFrames: writesWhileListing, scale: scale,
                                              hooked: hooked, hookedCount: &hookedCount, origins: origins)
                        }
                    }
                }
            }
        }
        nodeSlots = slots
        solvedValues = values
        slots = []
        values = []
        defer {
            movedScratch = moved
            hookedScratch = hooked
            originScratch = origins
        }
        lastPassWriteCount = count
        var resized: [LayoutView] = []
        // The frames left to write are written through the tables' buffers; a view with a hook
        // is then handed its width with the buffers released, since the hook may reach the
        // engine (and grow the frame table: its buffer is read again after each hook).
        let pending = writesWhileListing ? hooked : moved
        let pendingCount = writesWhileListing ? hookedCount : count
        var next = 0
        while next < pendingCount {
            var hook: (item: LayoutItem, width: Double)?
            let frames = frameTable.rects
            next = nodeSlots.withUnsafeBufferPointer { slots in
                solvedValues.withUnsafeBufferPointer { values in
                    pending.withUnsafeBufferPointer { pending in
                        for position in next..<pendingCount {
                            let index = pending[position]
                            guard let (frame, old) = writeFrame(of: index, slots: slots.baseAddress!,
                                                                values: values.baseAddress!, frames: frames, scale: scale)
                            else { continue }
                            let hasHook = slots[index].hasLayoutHook
                            // The item itself is touched only to run a hook or record an animation.
                            if frame != old {
                                if let animation, let node = nodeTable[index], node.isView, let item = node.item {
                                    animation.frameWillChange(of: unsafeDowncast(item, to: LayoutView.self), from: old)
                                }
                                if frame.size != old.size, hasHook, let item = nodeTable[index]?.item {
                                    resized.append(unsafeDowncast(item, to: LayoutView.self))
                                }
                            }
                            // A wrapping label re-measures at its solved width; if its height
                            // changes it invalidates its intrinsic size, which queues another
                            // (incremental) pass. Only subclasses can override the hook, so plain
                            // views are not reached for it.
                            if hasHook, let item = nodeTable[index]?.item {
                                hook = (item, frame.width)
                                return position + 1
                            }
                        }
                        return pendingCount
                    }
                }
            }
            if let hook { unsafeDowncast(hook.item, to: LayoutView.self).didLayOut(atWidth: hook.width) }
        }
        if root.frame.size != laidOutRootSize {
            laidOutRootSize = root.frame.size
            resized.insert(root, at: 0)
        }
        return resized
    }

    /// Writes the frame of the node at `index` in its parent into `frames`, from the solved
    /// values of the node and of its parent, snapped to the pixel grid of `scale` (except a
    /// frame the user set, held by autoresizing pins, which is kept exact). Written into the
    /// frame table, where the item's box reads it.
    ///
    /// - Returns: The frame and the one it replaced; `nil` for the root (which keeps its frame),
    ///   for a node whose parent was released (it is about to go too: a subtree leaves the tree
    ///   whole), and, without a scale, for a node without a hook whose frame did not change
    ///   (neither the node nor its view is touched then).
    private func writeFrame(of index: Int, slots: UnsafePointer<NodeSlot>, values: UnsafePointer<Double>,
                            frames: UnsafeMutablePointer<Rect>, scale: Double?) -> (frame: Rect, old: Rect)?
    {
        let parentIndex = slots[index].parent
        guard parentIndex >= 0 else { return nil }
        let own = 4 &* index, parentBase = 4 &* parentIndex
        let x = values[own], y = values[own &+ 1], width = values[own &+ 2], height = values[own &+ 3]
        let parentX = values[parentBase], parentY = values[parentBase &+ 1]
        var frame = Rect(x: x - parentX, y: y - parentY, width: width, height: height)
        let old = frames[index]
        var changed = frame != old
        if scale == nil, !changed, !slots[index].hasLayoutHook { return nil }
        guard slots[index].isLive, slots[parentIndex].isLive else { return nil }
        if scale != nil, let node = nodeTable[index] {
            frame = relativeFrame(x: x, y: y, width: width, height: height, parentX: parentX, parentY: parentY,
                                  snaps: !node.isView || node.pins.isEmpty)
            changed = frame != old
        }
        if changed { frames[index] = frame }
        return (frame, old)
    }

    /// Has the solver store the changed values in `values` (by tag: four per node) and lists, in
    /// `moved`, each node to write once per pass (its slot stamped with `stamp`): the nodes of the
    /// changed values, the new nodes, every node when a full rewrite is due, and the children of
    /// the nodes whose `x` or `y` changed (or that are rewritten), whose superview-relative
    /// frames move with their parent's origin. With `writesFrames`, it writes the frame of each
    /// listed node as it lists it (at `scale`), except those of nodes with hooks, which it lists
    /// in `hooked` too (`hookedCount` of them). `origins` is its list of the nodes whose origin
    /// moved, whose children it walks.
    ///
    /// - Returns: The number of nodes listed.
    /// - Complexity: O(changed values + children of the nodes whose origin moved), plus the live
    ///   nodes when a full rewrite is due.
    private func writeSolvedValues(into values: UnsafeMutableBufferPointer<Double>, moved: UnsafeMutableBufferPointer<Int>,
                                   slots: UnsafeMutableBufferPointer<NodeSlot>, stamp: UInt32, liveCount: Int,
                                   writesFrames: Bool, scale: Double?, hooked: UnsafeMutableBufferPointer<Int>,
                                   hookedCount: inout Int, origins: UnsafeMutableBufferPointer<Int>) -> Int
    {
        // Base addresses and plain counters: these loops run once per changed value.
        guard let slotBase = slots.baseAddress, let movedBase = moved.baseAddress,
              let valueBase = values.baseAddress, let hookedBase = hooked.baseAddress,
              let originBase = origins.baseAddress else { return 0 }
        let tagCount = solver.updateVariables(intoOwnerTagTable: values, changedTags: moved)
        let frames = frameTable.rects
        var listed = NodeList(base: movedBase), hooks = NodeList(base: hookedBase)
        var movedOrigins = NodeList(base: originBase)
        defer { hookedCount = hooks.count }
        @inline(__always)
        func queue(_ index: Int) {
            guard slotBase[index].stamp != stamp else { return }
            slotBase[index].stamp = stamp
            listed.append(index)
            // Every value is final: the solver has written them all.
            if writesFrames {
                if slotBase[index].hasLayoutHook {
                    hooks.append(index)
                } else {
                    _ = writeFrame(of: index, slots: UnsafePointer(slotBase), values: valueBase, frames: frames,
                                   scale: scale)
                }
            }
        }
        // Lists a node whose children are to be walked, once per pass.
        @inline(__always)
        func moveOrigin(_ index: Int) {
            guard slotBase[index].originStamp != stamp else { return }
            slotBase[index].originStamp = stamp
            movedOrigins.append(index)
        }
        // In place: the node of the tag at `i` is listed at `listed.count <= i`. Tags 4 · index + 0
        // and + 1 are the node's x and y; only a node with children needs its origin's move kept.
        for i in 0..<tagCount {
            let tag = movedBase[i], index = tag &>> 2
            queue(index)
            if tag & 3 < 2, slotBase[index].firstChild >= 0 { moveOrigin(index) }
        }
        func rewrite(_ index: Int) {
            queue(index)
            if slotBase[index].firstChild >= 0 { moveOrigin(index) }
        }
        for node in newNodes where node.isCurrent(in: self) { rewrite(node.index) }
        newNodes.removeAll(keepingCapacity: true)
        if framesNeedFullWrite {
            framesNeedFullWrite = false
            for node in allLiveNodes() { rewrite(node.index) }
        }
        // The children of a node whose origin moved move in their parent's coordinates even when
        // their own variables did not change: they are appended to the same list (and not walked
        // in turn). When every live node moved already (a first layout), there is nothing to add,
        // and the walk is skipped.
        if listed.count != liveCount {
            for k in 0..<movedOrigins.count {
                var child = slotBase[movedOrigins[k]].firstChild
                while child >= 0 {
                    queue(child)
                    child = slotBase[child].nextSibling
                }
            }
        }
        return listed.count
    }

    /// Calls `layoutSubviews` on resized views and views that asked for it, parents first.
    func runHooks(_ resized: [LayoutView]) {
        var views = resized
        views.append(contentsOf: needsLayoutViews.lazy.compactMap(\.view))
        needsLayoutViews.removeAll()
        guard !views.isEmpty else { return }
        var seen = Set<ObjectIdentifier>()
        var ordered: [(depth: Int, index: Int, view: LayoutView)] = []
        for (index, view) in views.enumerated() {
            // A plain `LayoutView` runs the empty default hook: skip it without computing its
            // depth (a walk up the tree) or sorting it. Subclasses may override, so they run.
            if type(of: view) == LayoutView.self {
                view.needsLayout = false
                continue
            }
            if seen.insert(ObjectIdentifier(view)).inserted { ordered.append((view.depth, index, view)) }
        }
        guard !ordered.isEmpty else { return }
        ordered.sort { ($0.depth, $0.index) < ($1.depth, $1.index) }
        for entry in ordered {
            entry.view.needsLayout = false
            entry.view.layoutSubviews()
        }
    }
}

/// A list of node indices that a frame pass writes into a buffer it keeps: no capacity check,
/// since each buffer holds at least as many entries as its list can receive (one per node, or
/// one per value).
private struct NodeList {
    let base: UnsafeMutablePointer<Int>
    private(set) var count = 0

    init(base: UnsafeMutablePointer<Int>) {
        self.base = base
    }

    @inline(__always)
    mutating func append(_ index: Int) {
        base[count] = index
        count &+= 1
    }

    subscript(position: Int) -> Int { base[position] }
}

/// An `Int` stored in 32 bits, for tables where size is speed (see ``LayoutEngine/NodeSlot``).
/// Storing a value outside `Int32`'s range traps.
@propertyWrapper
struct Int32Backed {
    private var stored: Int32

    init(wrappedValue: Int) {
        stored = Int32(wrappedValue)
    }

    var wrappedValue: Int {
        get { Int(stored) }
        set { stored = Int32(newValue) }
    }
}
