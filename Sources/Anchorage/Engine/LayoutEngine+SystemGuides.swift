// SPDX-License-Identifier: MIT

// The engine's side of margins and the safe area: the required constraints that hold a view's
// `layoutMarginsGuide` and `safeAreaLayoutGuide` to its edges, and the fixed-point refresh of
// derived safe-area insets after each solve.

/// Which of a view's built-in guides a ``LayoutGuide`` is.
enum SystemGuideKind {
    /// `layoutMarginsGuide`: the bounds inset by the effective layout margins.
    case layoutMargins
    /// `safeAreaLayoutGuide`: the bounds inset by the safe-area insets.
    case safeArea

    /// The guide's name in constraint labels (UIKit's guide identifiers).
    var name: String {
        switch self {
        case .layoutMargins: "UIViewLayoutMarginsGuide"
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        }
    }
}

extension LayoutEngine {
    /// The insets a built-in guide of `owner` is held at.
    func insets(of kind: SystemGuideKind, of owner: LayoutView) -> EdgeInsets {
        switch kind {
        case .layoutMargins:
            if owner.insetsMarginsFromSafeAreaStorage { trackSafeArea(owner) }
            return owner.effectiveLayoutMargins
        case .safeArea:
            trackSafeArea(owner)
            return owner.appliedSafeAreaInsets
        }
    }

    /// The four required constraints that hold a built-in guide inside its owner, in the pin
    /// order (left, top, width, height): `guide.left == owner.left + l`,
    /// `guide.width == owner.width − (l + r)`, and so on. Their constants follow the insets.
    func makeSystemGuidePins(for guide: LayoutGuide, _ kind: SystemGuideKind, in owner: LayoutView) -> [LayoutConstraint] {
        let i = insets(of: kind, of: owner)
        func pin(_ attribute: LayoutAttribute, _ constant: Double) -> LayoutConstraint {
            let c = LayoutConstraint(kind: .systemGuide, firstItem: guide, firstAttribute: attribute, relation: .equal,
                                     secondItem: owner, secondAttribute: attribute, multiplier: 1, constant: constant,
                                     priority: .required, label: "\(kind.name)-\(attribute)", location: nil)
            c.installView = owner
            return c
        }
        return [pin(.left, i.left), pin(.top, i.top), pin(.width, -(i.left + i.right)), pin(.height, -(i.top + i.bottom))]
    }

    /// Moves a built-in guide's constraints to the owner's current insets (constant changes,
    /// applied in place at the next pass).
    func updateSystemGuide(_ guide: LayoutGuide?, of owner: LayoutView) {
        guard let guide, let kind = guide.systemKind, let node = liveNode(of: guide), node.pins.count == 4 else { return }
        let i = insets(of: kind, of: owner)
        node.pins[0].constant = i.left
        node.pins[1].constant = i.top
        node.pins[2].constant = -(i.left + i.right)
        node.pins[3].constant = -(i.top + i.bottom)
    }

    /// Starts refreshing `view`'s safe-area insets after each solve (its safe-area guide or its
    /// safe-area margins are in use), from their current value.
    func trackSafeArea(_ view: LayoutView) {
        guard let node = liveNode(of: view), view.safeAreaTrackedNode !== node else { return }
        view.safeAreaTrackedNode = node
        view.appliedSafeAreaInsets = view.safeAreaInsets
        safeAreaViews.append(QueuedView(view))
    }

    /// A root's insets were set: refresh the tracked views before the next solve.
    func safeAreaDidChange() {
        hasWork = true
        safeAreaStale = true
    }

    /// Recomputes the safe-area insets of the tracked views from the frames just written; where
    /// they moved, moves the safe-area guide and re-lowers the margins that include them, and
    /// asks for another pass.
    ///
    /// With zero root insets every derived inset is zero, so once that has been applied the
    /// refresh costs nothing until the root's insets change.
    ///
    /// - Complexity: O(*t* · *d*) for *t* tracked views of depth up to *d*.
    func refreshSafeAreas() {
        safeAreaStale = false
        guard !safeAreaViews.isEmpty else { return }
        let rootIsSafe = root.rootSafeAreaInsets == .zero
        if rootIsSafe && safeAreaSettledAtZero { return }
        var kept = 0
        for index in safeAreaViews.indices {
            guard let view = safeAreaViews[index].view, let node = liveNode(of: view),
                  view.safeAreaTrackedNode === node
            else { continue }
            safeAreaViews[kept] = safeAreaViews[index]
            kept += 1
            let insets = view.safeAreaInsets
            guard insets != view.appliedSafeAreaInsets else { continue }
            view.appliedSafeAreaInsets = insets
            hasWork = true
            updateSystemGuide(view.safeAreaGuideStorage, of: view)
            if view.insetsMarginsFromSafeAreaStorage { marginsDidChange(of: view) }
        }
        safeAreaViews.removeLast(safeAreaViews.count - kept)
        safeAreaSettledAtZero = rootIsSafe
    }
}
