// SPDX-License-Identifier: MIT

import AnchorageSolver

// Writing frames: from the variables the solver reports as changed to superview-relative frames,
// then the `layoutSubviews` hooks.

extension LayoutEngine {
    // MARK: Writing frames

    /// What a frame pass needs of one node, by node index, so that a node whose frame in its
    /// superview did not change is not touched at all: when a cell moves, its content moves in
    /// root space too, but keeps its frame in the cell.
    struct FrameSlot {
        /// The parent's index in the node table, -1 for the root.
        let parent: Int
        /// Whether the node's view has a `layoutSubviews`/re-measuring hook: always visited.
        let hasLayoutHook: Bool
        /// The frame the last pass wrote through the node (NaN before the first, and when the
        /// frame must be written whatever it is: a new node, a frame set by hand, a full rewrite).
        var frame = Rect(x: .nan, y: .nan, width: .nan, height: .nan)

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
        // count, and the values come from `nodeValues`.
        var moved: [Int] = []
        moved.reserveCapacity(lastPassWriteCount)
        let table = nodeTable
        // Taken out of the engine while the solver reports, so that writing them needs no
        // uniqueness check (the buffers stay unique) and no access to the engine.
        var values = nodeValues, stamps = nodeStamps
        nodeValues = []
        nodeStamps = []
        values.withUnsafeMutableBufferPointer { values in
            stamps.withUnsafeMutableBufferPointer { stamps in
                solver.updateVariables { variable in
                    let tag = variable.ownerTag
                    // A tag of -1 or past the table is a forgotten node's variable, which the
                    // solver may report once more while it drops it.
                    guard tag >= 0, tag < values.count else { return }
                    values[tag] = variable.value
                    let index = tag >> 2
                    if stamps[index] != stamp {
                        stamps[index] = stamp
                        moved.append(index)
                    }
                }
            }
        }
        for node in newNodes where node.isCurrent(in: self) {
            frameSlots[node.index].frame.origin.x = .nan
            if stamps[node.index] != stamp {
                stamps[node.index] = stamp
                moved.append(node.index)
            }
        }
        newNodes.removeAll(keepingCapacity: true)
        if framesNeedFullWrite {
            framesNeedFullWrite = false
            for node in allLiveNodes() {
                frameSlots[node.index].frame.origin.x = .nan
                if stamps[node.index] != stamp {
                    stamps[node.index] = stamp
                    moved.append(node.index)
                }
            }
        }
        // A moved node's children move in their parent's coordinates even when their own
        // variables did not change: they are appended to the same list (no copy of it). When
        // every live node moved already (a first layout), there is nothing to add, and the walk,
        // which touches every node and its list of children, is skipped.
        let everyNodeMoved = moved.count == table.count - freeNodeSlots.count
        for i in 0..<(everyNodeMoved ? 0 : moved.count) {
            guard let node = table[moved[i]], !node.children.isEmpty else { continue }
            var stale = false
            for child in node.children where stamps[child.index] != stamp {
                // The node in the child's slot is the child exactly while the child is current:
                // a released node's slot is emptied (and may be reused), a rebuild empties all.
                guard table[child.index] === child.node else {
                    stale = true
                    continue
                }
                stamps[child.index] = stamp
                moved.append(child.index)
            }
            if stale { node.children.removeAll { !$0.node.isCurrent(in: self) } }
        }
        // Back before any hook runs (the local copies share the buffers until one is written).
        nodeValues = values
        nodeStamps = stamps
        var resized: [LayoutView] = []
        lastPassWriteCount = moved.count
        let scale = root.treeDisplayScale
        for index in moved {
            // The root keeps its frame.
            let parentIndex = frameSlots[index].parent
            guard parentIndex >= 0 else { continue }
            let own = 4 &* index, parent = 4 &* parentIndex
            let x = values[own], y = values[own &+ 1], width = values[own &+ 2], height = values[own &+ 3]
            let parentX = values[parent], parentY = values[parent &+ 1]
            var frame = Rect(x: x - parentX, y: y - parentY, width: width, height: height)
            // The frame in the superview did not change (it was written, and nothing else wrote
            // it since): neither the node nor the view is touched. (Snapped frames and views with
            // hooks always go the whole way.)
            if scale == nil, !frameSlots[index].hasLayoutHook, frame == frameSlots[index].frame { continue }
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
            frameSlots[index].frame = frame
            // Written through the shared box: the item itself is touched only to run a hook.
            let old = node.frameStorage.rect
            if frame != old {
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
