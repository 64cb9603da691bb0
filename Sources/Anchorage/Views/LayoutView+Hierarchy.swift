// SPDX-License-Identifier: MIT

// Questions about a view's place in its tree: ancestry, the closest common ancestor, depth and
// root. (Adding and removing views is in LayoutView.swift, with the stored hierarchy.)

extension LayoutView {
    /// Whether this view is `view` or one of its descendants.
    ///
    /// - Complexity: O(*d*) in this view's depth.
    public func isDescendant(of view: LayoutView) -> Bool {
        var current: LayoutView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The closest view that is an ancestor of both views, counting the views themselves
    /// (Masonry's `mas_closestCommonSuperview:`): `self` when `view` is a descendant of `self`.
    ///
    /// - Parameter view: The other view.
    /// - Returns: The closest common ancestor, or `nil` when the views are in different trees.
    /// - Complexity: O(*d₁* + *d₂*) in the views' depths.
    public func closestCommonSuperview(_ view: LayoutView) -> LayoutView? {
        // The cases nearly every constraint meets (the same view, a sibling, the superview)
        // without walking to the root.
        if view === self { return self }
        let parent = superview
        if let parent {
            if view === parent { return parent }
            let other = view.superview
            if other === parent { return parent }
            if other === self { return self }
        }
        var a: LayoutView = self, b: LayoutView = view
        var da = a.depth, db = b.depth
        while da > db { a = a.superview!; da -= 1 }
        while db > da { b = b.superview!; db -= 1 }
        while a !== b {
            guard let pa = a.superview, let pb = b.superview else { return nil }
            a = pa
            b = pb
        }
        return a
    }

    /// The number of ancestors.
    var depth: Int {
        var count = 0
        var current = superview
        while let view = current {
            count += 1
            current = view.superview
        }
        return count
    }

    /// The root of the tree.
    var rootView: LayoutView {
        var current = self
        while let parent = current.superview { current = parent }
        return current
    }
}
