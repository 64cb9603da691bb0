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
        solver.updateVariables { variable in
            if let node = owners[ObjectIdentifier(variable)], node.stamp != stamp {
                node.stamp = stamp
                moved.append(node)
            }
        }
        for node in newNodes where node.stamp != stamp && node.generation == generation {
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
        var toWrite = moved
        for node in moved {
            guard let view = node.item as? LayoutView else { continue }
            for child in view.subviews {
                if let c = liveNode(of: child), c.stamp != stamp { c.stamp = stamp; toWrite.append(c) }
            }
            for guide in view.layoutGuides {
                if let c = liveNode(of: guide), c.stamp != stamp { c.stamp = stamp; toWrite.append(c) }
            }
        }
        var resized: [LayoutView] = []
        lastPassWriteCount = toWrite.count
        for node in toWrite {
            guard let item = node.item, item.node === node else { continue }
            if let view = item as? LayoutView {
                let old = view.frame
                guard let superview = view.superview else { continue }   // the root keeps its frame
                guard let parent = liveNode(of: superview) else { continue }
                // A frame the user set (held by autoresizing pins) is kept exact.
                let frame = relativeFrame(of: node, in: parent, snaps: node.pins.isEmpty)
                if frame != old {
                    view.setSolvedFrame(frame)
                    if frame.size != old.size { resized.append(view) }
                }
                // A wrapping label re-measures at its solved width; if its height changes it
                // invalidates its intrinsic size, which queues another (incremental) pass.
                view.didLayOut(atWidth: frame.width)
            } else if let guide = item as? LayoutGuide, let owner = guide.owningView, let parent = liveNode(of: owner) {
                guide.layoutFrame = relativeFrame(of: node, in: parent, snaps: true)
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
        views.append(contentsOf: needsLayoutViews)
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
