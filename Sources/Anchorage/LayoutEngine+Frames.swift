// SPDX-License-Identifier: MIT

import AnchorageSolver

// Writing frames: from the variables the solver reports as changed to superview-relative frames,
// then the `layoutSubviews` hooks.

extension LayoutEngine {
    // MARK: Writing frames

    /// Reads the changed variables and writes the frames of the items that moved and of their
    /// direct children (whose superview-relative frames move with them).
    ///
    /// - Returns: The views whose size changed.
    func writeFrames() -> [LayoutView] {
        pass += 1
        let stamp = pass
        var moved: [ItemNode] = []
        moved.reserveCapacity(lastPassWriteCount)
        let table = nodeTable
        solver.updateVariables { variable in
            let tag = variable.ownerTag
            // A tag past the table or on an empty slot is a released item's variable that the
            // solver reports once more while it forgets it; a reused slot costs one extra write.
            guard tag >= 0, tag < table.count, let node = table[tag], node.stamp != stamp else { return }
            node.stamp = stamp
            moved.append(node)
        }
        for node in newNodes where node.stamp != stamp && node.isCurrent(in: self) {
            node.stamp = stamp
            moved.append(node)
        }
        newNodes.removeAll(keepingCapacity: true)
        if framesNeedFullWrite {
            framesNeedFullWrite = false
            for node in allLiveNodes() where node.stamp != stamp {
                node.stamp = stamp
                moved.append(node)
            }
        }
        // A moved node's children move in their parent's coordinates even when their own
        // variables did not change: they are appended to the same list (no copy of it).
        for i in 0..<moved.count {
            let node = moved[i]
            guard !node.children.isEmpty else { continue }
            var stale = false
            for child in node.children {
                guard child.isCurrent(in: self) else {
                    stale = true
                    continue
                }
                if child.stamp != stamp {
                    child.stamp = stamp
                    moved.append(child)
                }
            }
            if stale { node.children.removeAll { !$0.isCurrent(in: self) } }
        }
        var resized: [LayoutView] = []
        lastPassWriteCount = moved.count
        let scale = root.treeDisplayScale
        for node in moved {
            // The root keeps its frame; a node whose parent was forgotten is about to go too.
            guard node.isLive, let parent = node.parent, parent.isCurrent(in: self) else { continue }
            // With a display scale, frames snap to its pixel grid, except a frame the user set
            // (held by autoresizing pins), which is kept exact.
            let frame = scale == nil
                ? Rect(x: node.x.value - parent.x.value, y: node.y.value - parent.y.value,
                       width: node.width.value, height: node.height.value)
                : relativeFrame(of: node, in: parent, snaps: !node.isView || node.pins.isEmpty)
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
