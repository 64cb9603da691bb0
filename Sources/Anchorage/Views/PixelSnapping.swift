// SPDX-License-Identifier: MIT

// Pixel snapping: with a display scale, solved frames land on the pixel grid the way UIKit puts
// Auto Layout's results on it.

extension LayoutView {
    /// The number of pixels per point of the tree's display (UIKit's `displayScale`: 2 or 3 on
    /// an iPhone), or `nil` (the default) for exact frames.
    ///
    /// With a scale, every frame that layout writes is snapped to the pixel grid: each *edge*
    /// (left, top, right, bottom) is rounded, in the root's coordinates, to the nearest multiple
    /// of `1 / scale` (halves away from zero; a value within a millionth of a pixel of a half
    /// counts as the half, so solver rounding noise never decides), and the frame is rebuilt from the rounded edges
    /// relative to the superview's rounded origin. Rounding edges rather than origin and size
    /// separately is what UIKit does and what keeps views that touch touching: two views sharing
    /// an edge share its rounded value, so no gap or overlap appears between them. Frames you set
    /// yourself (a root's, or a view's whose `translatesAutoresizingMaskIntoConstraints` is
    /// `true`) are kept as you set them, and layout guides' `layoutFrame`s are snapped alike.
    /// Without a scale, frames are the solver's exact values.
    ///
    /// ```swift
    /// root.displayScale = 3
    /// // three equal columns in 100 points: x 0, 33.333…, 66.666…, each edge on a 1/3 pixel
    /// ```
    ///
    /// It is a property of the tree, kept by the root: reading or setting it on any view reads
    /// or sets the root's. Changing it rewrites every frame at the next layout, and labels measured
    /// with a font round their sizes up to the new pixels.
    ///
    /// - Precondition: The scale is finite and positive.
    public var displayScale: Double? {
        get { rootView.treeDisplayScale }
        set {
            if let newValue {
                Misuse.check(newValue.isFinite && newValue > 0,
                             "Anchorage: displayScale must be finite and positive, not \(newValue) (set on \(debugDescription))")
            }
            let root = rootView
            guard root.treeDisplayScale != newValue else { return }
            root.treeDisplayScale = newValue
            // Labels measured with a font round their sizes up to the new pixels.
            root.treeTextSettingsDidChange()
            root.engineStorage?.displayScaleDidChange()
        }
    }
}

extension LayoutEngine {
    /// The scale changed: rewrite every frame at the next pass.
    func displayScaleDidChange() {
        hasWork = true
        framesNeedFullWrite = true
    }

    /// The rectangle of a node at `x`, `y`, `w`, `h` (root space) relative to its parent at
    /// `parentX`, `parentY`, snapped to the tree's pixel grid when it has a display scale (edges
    /// rounded in root coordinates) and `snaps` is true.
    func relativeFrame(x: Double, y: Double, width w: Double, height h: Double, parentX: Double, parentY: Double,
                       snaps: Bool) -> Rect
    {
        guard snaps, let scale = root.treeDisplayScale else {
            return Rect(x: x - parentX, y: y - parentY, width: w, height: h)
        }
        // Half a pixel is a common exact value (a centred view), but the solver may land a hair
        // either side of it; settling values to a millionth of a pixel first makes the tie rule
        // decide, so the same layout snaps the same way however it was solved.
        func snap(_ value: Double) -> Double { ((value * scale * 1e6).rounded() / 1e6).rounded() / scale }
        let left = snap(x), top = snap(y)
        return Rect(x: left - snap(parentX), y: top - snap(parentY),
                    width: snap(x + w) - left, height: snap(y + h) - top)
    }

    /// Every live node of the tree, parents first (for a full rewrite).
    func allLiveNodes() -> [ItemNode] {
        var nodes: [ItemNode] = []
        func visit(_ view: LayoutView) {
            if let node = liveNode(of: view) { nodes.append(node) }
            for guide in view.layoutGuides { if let node = liveNode(of: guide) { nodes.append(node) } }
            for subview in view.subviews { visit(subview) }
        }
        visit(root)
        return nodes
    }
}
