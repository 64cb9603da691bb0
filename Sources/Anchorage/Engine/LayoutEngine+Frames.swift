// SPDX-License-Identifier: MIT

import AnchorageSolver

// Writing frames: from the variables the solver reports as changed to superview-relative frames,
// then the `layoutSubviews` hooks.
//
// The one path of a solved value to a frame: the solver reports each variable it writes; its
// `ownerTag` names a node and a component, and the value goes into that node's ``NodeSlot``
// (root space); the pass subtracts the parent's slot and writes the frame into the item's
// ``FrameStorage``, which is the item's frame. Nothing else in the engine reads solved values.

extension LayoutEngine {
    // MARK: Writing frames

    /// What a frame pass needs of one node, by node index (a node's variables carry
    /// `4 · index + k` as their `ownerTag`), in one contiguous table: a frame pass reads the
    /// values of every moved node and of its parent, and a node whose frame in its superview did
    /// not change is not touched at all (when a cell moves, its content moves in root space too,
    /// but keeps its frame in the cell).
    struct NodeSlot {
        /// The node's root-space `x`, `y`, `width`, `height` (components 0…3), as the solver last
        /// reported them: it reports every value it writes, and fresh variables and slots both
        /// start at 0.
        var solved = SIMD4<Double>()
        /// The pass in which the node was last queued for a frame write.
        var stamp = 0
        /// The parent's index in the node table, -1 for the root.
        let parent: Int
        /// Whether the node's view has a `layoutSubviews`/re-measuring hook: always visited.
        let hasLayoutHook: Bool
        /// The frame the last pass wrote into the item's ``FrameStorage``, kept here so that an
        /// unchanged frame is recognised without reaching the item (NaN before the first write,
        /// and when the frame must be written whatever it is: a new node, a frame set by hand,
        /// a full rewrite).
        var written = Rect(x: .nan, y: .nan, width: .nan, height: .nan)

        init(parent: Int, hasLayoutHook: Bool) {
            self.parent = parent
            self.hasLayoutHook = hasLayoutHook
        }
    }

    /// Reads the changed variables and writes the frames of the items that moved and of their
    /// direct children (whose superview-relative frames move with them).
    ///
    /// - Returns: The views whose size changed.
    func writeFrames() -> [LayoutView] {
        pass += 1
        let stamp = pass
        // Node indices, not nodes: queueing by index touches neither the node nor its reference
        // count, and the values come from the slots.
        var moved: [Int] = []
        moved.reserveCapacity(lastPassWriteCount)
        let table = nodeTable
        // Taken out of the engine for the pass, so that writing them needs no uniqueness check
        // (the buffer stays unique) and no access to the engine.
        var slots = nodeSlots
        nodeSlots = []
        slots.withUnsafeMutableBufferPointer { slots in
            solver.updateVariables { variable in
                // A tag of -1 or past the table is a forgotten node's variable, which the solver
                // may report once more while it drops it.
                let tag = variable.ownerTag, index = tag >> 2
                guard tag >= 0, index < slots.count else { return }
                slots[index].solved[tag & 3] = variable.value
                if slots[index].stamp != stamp {
                    slots[index].stamp = stamp
                    moved.append(index)
                }
            }
        }
        func rewrite(_ index: Int) {
            slots[index].written.origin.x = .nan
            if slots[index].stamp != stamp {
                slots[index].stamp = stamp
                moved.append(index)
            }
        }
        for node in newNodes where node.isCurrent(in: self) { rewrite(node.index) }
        newNodes.removeAll(keepingCapacity: true)
        if framesNeedFullWrite {
            framesNeedFullWrite = false
            for node in allLiveNodes() { rewrite(node.index) }
        }
        // A moved node's children move in their parent's coordinates even when their own
        // variables did not change: they are appended to the same list (no copy of it). When
        // every live node moved already (a first layout), there is nothing to add, and the walk,
        // which touches every node and its list of children, is skipped.
        let everyNodeMoved = moved.count == table.count - freeNodeSlots.count
        for i in 0..<(everyNodeMoved ? 0 : moved.count) {
            guard let node = table[moved[i]], !node.children.isEmpty else { continue }
            var stale = false
            for child in node.children where slots[child.index].stamp != stamp {
                // The node in the child's slot is the child exactly while the child is current:
                // a released node's slot is emptied (and may be reused), a rebuild empties all.
                guard table[child.index] === child.node else {
                    stale = true
                    continue
                }
                slots[child.index].stamp = stamp
                moved.append(child.index)
            }
            if stale { node.children.removeAll { !$0.node.isCurrent(in: self) } }
        }
        // Back before anything else can reach the engine (a hook, a re-measuring label), and the
        // local copy emptied so that the table stays unique.
        nodeSlots = slots
        slots = []
        var resized: [LayoutView] = []
        lastPassWriteCount = moved.count
        let scale = root.treeDisplayScale
        // Read once per pass: a task-local lookup per written frame would cost more than the write.
        let animation = AnimationRecorder.current
        for index in moved {
            // The root keeps its frame.
            let parentIndex = nodeSlots[index].parent
            guard parentIndex >= 0 else { continue }
            let own = nodeSlots[index].solved, parent = nodeSlots[parentIndex].solved
            let x = own[0], y = own[1], width = own[2], height = own[3]
            let parentX = parent[0], parentY = parent[1]
            var frame = Rect(x: x - parentX, y: y - parentY, width: width, height: height)
            // The frame in the superview did not change (it was written, and nothing else wrote
            // it since): neither the node nor the view is touched. (Snapped frames and views with
            // hooks always go the whole way.)
            if scale == nil, !nodeSlots[index].hasLayoutHook, frame == nodeSlots[index].written { continue }
            // A node whose parent was forgotten is about to go too (a live node's parent is
            // live: a subtree leaves the tree whole).
            guard let node = table[index], node.isLive, table[parentIndex] != nil else { continue }
            assert(table[parentIndex] === node.parent, "a live node's parent is live, in its own slot")
            // With a display scale, frames snap to its pixel grid, except a frame the user set
            // (held by autoresizing pins), which is kept exact.
            if scale != nil {
                frame = relativeFrame(x: x, y: y, width: width, height: height, parentX: parentX, parentY: parentY,
                                      snaps: !node.isView || node.pins.isEmpty)
            }
            nodeSlots[index].written = frame
            // Written through the shared box: the item itself is touched only to run a hook.
            let old = node.frameStorage.rect
            if frame != old {
                if let animation, node.isView, let item = node.item {
                    animation.frameWillChange(of: unsafeDowncast(item, to: LayoutView.self), from: old)
                }
                node.frameStorage.rect = frame
                if frame.size != old.size, node.hasLayoutHook, let item = node.item {
                    resized.append(unsafeDowncast(item, to: LayoutView.self))
                }
            }
            // A wrapping label re-measures at its solved width; if its height changes it
            // invalidates its intrinsic size, which queues another (incremental) pass. Only
            // subclasses can override the hook, so plain views are not reached for it.
            if node.hasLayoutHook, let item = node.item {
                unsafeDowncast(item, to: LayoutView.self).didLayOut(atWidth: frame.width)
            }
        }
        if root.frame.size != laidOutRootSize {
            laidOutRootSize = root.frame.size
            resized.insert(root, at: 0)
        }
        return resized
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
