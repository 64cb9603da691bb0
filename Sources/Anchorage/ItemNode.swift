// SPDX-License-Identifier: MIT

import AnchorageSolver

/// A layout item's solver variables: its frame in the coordinate space of the tree's root
/// (`x`, `y` of the top-left corner, `width`, `height`).
///
/// Root space makes "evaluated in the coordinate space of the closest common ancestor" exact with
/// at most one extra term per side: an attribute of item *I* seen from ancestor *G* is
/// `attr(I) − origin(G)` along the attribute's axis, so `G`'s own left is `x_G − x_G = 0` (its
/// bounds), and with a multiplier of 1 the `origin(G)` terms cancel and are never written.
final class ItemNode {
    weak var item: LayoutItem?
    weak var engine: LayoutEngine?
    let generation: Int
    let x: Variable
    let y: Variable
    let width: Variable
    let height: Variable
    /// Constraints that hold a user-set frame: autoresizing-mask pins of a view whose
    /// `translatesAutoresizingMaskIntoConstraints` is true, or the root's frame. In the order
    /// left/x, top/y, width, height.
    var pins: [LayoutConstraint] = []
    /// The pass in which the node was last queued for a frame write.
    var stamp = 0
    /// The implicit constraints that hold a view's intrinsic width and height, when it has them
    /// (see LayoutEngine+ContentSize.swift).
    var contentWidth: ContentSizeConstraints?
    var contentHeight: ContentSizeConstraints?
    /// Whether the view is queued for ``LayoutEngine/applyContentSizeChanges()``.
    var contentSizeQueued = false
    /// The view's baseline offsets when its constraints were last lowered (first, last).
    var baselineOffsets = (first: 0.0, last: 0.0)

    /// Every constraint the engine owns for this item: pins, then content-size constraints.
    var engineConstraints: [LayoutConstraint] {
        var result = pins
        for pair in [contentWidth, contentHeight] {
            if let pair { result.append(pair.hugging); result.append(pair.resistance) }
        }
        return result
    }

    /// Creates the variables of `item`, for `engine` (or, without one, for a fitting problem
    /// that keeps its own nodes; see LayoutView+Fitting.swift).
    init(item: LayoutItem, engine: LayoutEngine?) {
        self.item = item
        self.engine = engine
        self.generation = engine?.generation ?? 0
        // Named after the `snp` label when there is one, for solver dumps and errors.
        if let label = item.debugLabel {
            x = Variable(label + ".x")
            y = Variable(label + ".y")
            width = Variable(label + ".width")
            height = Variable(label + ".height")
        } else {
            x = Variable("x")
            y = Variable("y")
            width = Variable("width")
            height = Variable("height")
        }
    }
}
