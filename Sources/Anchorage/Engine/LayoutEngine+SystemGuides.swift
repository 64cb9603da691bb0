// SPDX-License-Identifier: MIT

// The engine's side of margins, the safe area and the keyboard: the required constraints that
// hold a view's `layoutMarginsGuide`, `safeAreaLayoutGuide` and `keyboardLayoutGuide` to its
// edges, and the fixed-point refresh of derived safe-area and keyboard insets after each solve.

/// Which of a view's built-in guides a ``LayoutGuide`` is.
enum SystemGuideKind {
    /// `layoutMarginsGuide`: the bounds inset by the effective layout margins.
    case layoutMargins
    /// `safeAreaLayoutGuide`: the bounds inset by the safe-area insets.
    case safeArea
    /// `readableContentGuide`: inside the margins, centred, at most the readable width.
    case readableContent
    /// `keyboardLayoutGuide`: the band the keyboard covers at the bottom (or, when hidden, the
    /// bottom safe-area inset).
    case keyboard

    /// The guide's name in constraint labels (UIKit's guide identifiers).
    var name: String {
        switch self {
        case .layoutMargins: "UIViewLayoutMarginsGuide"
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .readableContent: "UIViewReadableContentGuide"
        case .keyboard: "UIViewKeyboardLayoutGuide"
        }
    }
}

extension LayoutEngine {
    /// The insets a built-in guide of `owner` is held at.
    func insets(of kind: SystemGuideKind, of owner: LayoutView) -> EdgeInsets {
        switch kind {
        case .layoutMargins, .readableContent:
            if owner.marginsFollowLayout { trackSafeArea(owner) }
        case .safeArea:
            trackSafeArea(owner)
        case .keyboard:
            // Nonzero with zero root insets (the guide's top is measured from the owner's top).
            trackSafeArea(owner)
            derivedInsetsInUse = true
            owner.keyboardStorage?.appliedInsets = owner.keyboardGuideInsets
        }
        return Self.insets(of: kind, of: owner)
    }

    /// The insets a built-in guide of `owner` is held at, as the last layout left them (for
    /// `systemLayoutSizeFitting`, which must not start tracking anything).
    static func insets(of kind: SystemGuideKind, of owner: LayoutView) -> EdgeInsets {
        switch kind {
        case .layoutMargins, .readableContent: owner.effectiveLayoutMargins
        case .safeArea: owner.appliedSafeAreaInsets
        case .keyboard: owner.keyboardStorage?.appliedInsets ?? .zero
        }
    }

    /// The required constraints that hold a built-in guide inside its owner, with constants that
    /// follow the insets (``systemGuidePinConstants(_:_:)`` in the same order):
    /// - margins, safe area and keyboard: `guide.left == owner.left + l`, `guide.top == owner.top + t`,
    ///   `guide.width == owner.width − (l + r)`, `guide.height == owner.height − (t + b)`;
    /// - readable content: `guide.centerX == owner.centerX + (l − r) / 2`, the same top and
    ///   height, `guide.width <= owner.width − (l + r)`, then, with constants of their own,
    ///   `guide.width <= 672` and `guide.width == 672` at 999, which together make the guide as
    ///   wide as the margins allow up to the readable width.
    func makeSystemGuidePins(for guide: LayoutGuide, _ kind: SystemGuideKind, in owner: LayoutView) -> [LayoutConstraint] {
        Self.makeSystemGuidePins(for: guide, kind, in: owner, insets: insets(of: kind, of: owner))
    }

    /// The same pins for given insets (`systemLayoutSizeFitting` makes its own).
    static func makeSystemGuidePins(for guide: LayoutGuide, _ kind: SystemGuideKind, in owner: LayoutView,
                                    insets: EdgeInsets) -> [LayoutConstraint]
    {
        let constants = systemGuidePinConstants(kind, insets)
        func pin(_ attribute: LayoutAttribute, _ constant: Double, _ relation: ConstraintRelation = .equal,
                 to second: LayoutView? = owner, priority: ConstraintPriority = .required, name: String? = nil) -> LayoutConstraint
        {
            let c = LayoutConstraint(kind: .systemGuide, firstItem: guide, firstAttribute: attribute, relation: relation,
                                     secondItem: second, secondAttribute: second == nil ? .notAnAttribute : attribute,
                                     multiplier: 1, constant: constant, priority: priority,
                                     label: "\(kind.name)-\(name ?? attribute.description)", location: nil)
            c.installView = owner
            return c
        }
        switch kind {
        case .layoutMargins, .safeArea, .keyboard:
            return [pin(.left, constants[0]), pin(.top, constants[1]), pin(.width, constants[2]),
                    pin(.height, constants[3])]
        case .readableContent:
            let readable = LayoutView.readableContentWidth
            return [pin(.centerX, constants[0]), pin(.top, constants[1]), pin(.width, constants[2], .lessThanOrEqual),
                    pin(.height, constants[3]),
                    pin(.width, readable, .lessThanOrEqual, to: nil, name: "readableWidth"),
                    pin(.width, readable, to: nil, priority: 999, name: "preferredWidth")]
        }
    }

    /// The constants of the first four pins of a built-in guide for `insets`, in pin order.
    private static func systemGuidePinConstants(_ kind: SystemGuideKind, _ i: EdgeInsets) -> [Double] {
        let first = kind == .readableContent ? (i.left - i.right) / 2 : i.left
        return [first, i.top, -(i.left + i.right), -(i.top + i.bottom)]
    }

    /// Moves a built-in guide's constraints to the owner's current insets (constant changes,
    /// applied in place at the next pass).
    func updateSystemGuide(_ guide: LayoutGuide?, of owner: LayoutView) {
        guard let guide, let kind = guide.systemKind, let node = liveNode(of: guide), node.pins.count >= 4 else { return }
        for (pin, constant) in zip(node.pins, Self.systemGuidePinConstants(kind, insets(of: kind, of: owner))) {
            pin.constant = constant
        }
    }

    /// Starts refreshing `view`'s safe-area insets (and the margins its superview's ask, when it
    /// preserves them) after each solve: its safe-area guide or margins that follow the layout
    /// are in use. Starts from their current values.
    func trackSafeArea(_ view: LayoutView) {
        guard let node = liveNode(of: view), view.safeAreaTrackedNode !== node else { return }
        view.safeAreaTrackedNode = node
        view.appliedSafeAreaInsets = view.safeAreaInsets
        view.appliedSuperviewMargins = view.superviewMarginRequirement
        if view.preservesSuperviewMarginsStorage || view.hasAdditionalSafeAreaInsetsAbove { derivedInsetsInUse = true }
        safeAreaViews.append(QueuedView(view))
    }

    /// A root's insets were set, or a view's additional safe-area insets or margin preservation:
    /// refresh the tracked views before the next solve.
    ///
    /// - Parameter derivedInsetsInUse: Whether insets may now be nonzero with zero root insets
    ///   (additional safe-area insets, preserved superview margins); from then on the refresh
    ///   no longer skips trees whose root insets are zero.
    func safeAreaDidChange(derivedInsetsInUse: Bool) {
        hasWork = true
        safeAreaStale = true
        if derivedInsetsInUse { self.derivedInsetsInUse = true }
    }

    /// Recomputes the safe-area and keyboard insets of the tracked views from the frames just
    /// written; where they moved, moves the safe-area and keyboard guides and re-lowers the
    /// margins that include them, and asks for another pass.
    ///
    /// With zero root insets every derived inset is zero, so once that has been applied the
    /// refresh costs nothing until the root's insets change.
    ///
    /// - Complexity: O(*t* · *d*) for *t* tracked views of depth up to *d*.
    func refreshSafeAreas() {
        safeAreaStale = false
        guard !safeAreaViews.isEmpty else { return }
        let rootIsSafe = root.rootSafeAreaInsets == .zero && !derivedInsetsInUse
        if rootIsSafe && safeAreaSettledAtZero { return }
        var kept = 0
        for index in safeAreaViews.indices {
            guard let view = safeAreaViews[index].view, let node = liveNode(of: view),
                  view.safeAreaTrackedNode === node
            else { continue }
            safeAreaViews[kept] = safeAreaViews[index]
            kept += 1
            var marginsMoved = false
            let insets = view.safeAreaInsets
            if insets != view.appliedSafeAreaInsets {
                view.appliedSafeAreaInsets = insets
                hasWork = true
                updateSystemGuide(view.safeAreaGuideStorage, of: view)
                marginsMoved = view.insetsMarginsFromSafeAreaStorage
            }
            let required = view.superviewMarginRequirement
            if required != view.appliedSuperviewMargins {
                view.appliedSuperviewMargins = required
                marginsMoved = true
            }
            if marginsMoved { marginsDidChange(of: view) }
            if let storage = view.keyboardStorage, let guide = storage.guide, view.keyboardGuideInsets != storage.appliedInsets {
                hasWork = true
                updateSystemGuide(guide, of: view)
            }
        }
        safeAreaViews.removeLast(safeAreaViews.count - kept)
        safeAreaSettledAtZero = rootIsSafe
    }
}

extension LayoutView {
    /// Whether this view or an ancestor has additional safe-area insets.
    var hasAdditionalSafeAreaInsetsAbove: Bool {
        var current: LayoutView? = self
        while let view = current {
            if view.additionalSafeAreaInsetsStorage != .zero { return true }
            current = view.superview
        }
        return false
    }
}
