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

    init(item: LayoutItem, engine: LayoutEngine) {
        self.item = item
        self.engine = engine
        self.generation = engine.generation
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
