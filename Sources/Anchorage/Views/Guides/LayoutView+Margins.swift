// SPDX-License-Identifier: MIT

// Layout margins: absolute and directional forms kept in sync as UIKit keeps them, the
// `layoutMarginsGuide`, and margins measured from the safe area.

/// Which form of the margins the user set last; the other is derived from it with the view's
/// effective direction, so margins set directionally follow a direction change (UIKit's rule).
enum MarginStorage: Equatable {
    case absolute(EdgeInsets)
    case directional(DirectionalEdgeInsets)

    var isDirectional: Bool {
        if case .directional = self { return true }
        return false
    }
}

extension EdgeInsets {
    /// The insets as directional insets in `direction` (leading is left in left-to-right).
    func directional(in direction: UserInterfaceLayoutDirection) -> DirectionalEdgeInsets {
        direction == .leftToRight
            ? DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
            : DirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
    }

    /// The sum of two insets, edge by edge.
    static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom,
                   right: lhs.right + rhs.right)
    }
}

extension DirectionalEdgeInsets {
    /// The insets as absolute insets in `direction` (leading is right in right-to-left).
    func absolute(in direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        direction == .leftToRight
            ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
}

extension LayoutView {
    /// Insets from the edges used by the margin attributes (`leftMargin`, `centerXWithinMargins`,
    /// …) and by ``layoutMarginsGuide``. UIKit's default: 8 on every side.
    ///
    /// Kept in sync with ``directionalLayoutMargins`` as UIKit does: whichever you set last is
    /// the source, and the other is derived with the view's
    /// ``effectiveUserInterfaceLayoutDirection``. Margins set directionally therefore swap left
    /// and right when the direction changes; margins set here do not.
    ///
    /// When ``insetsLayoutMarginsFromSafeArea`` is `true` (the default), the margin attributes
    /// and the margins guide are measured from the safe area: each edge's margin is added to the
    /// view's ``safeAreaInsets`` on that edge. This property keeps the value you set.
    ///
    /// Changing the margins re-lowers only the constraints that read them (installed on this view
    /// and its ancestors) and moves the margins guide, at the next layout.
    public var layoutMargins: EdgeInsets {
        get {
            switch marginStorage {
            case .absolute(let insets): insets
            case .directional(let insets): insets.absolute(in: effectiveUserInterfaceLayoutDirection)
            }
        }
        set { setMargins(.absolute(newValue)) }
    }

    /// The layout margins with leading and trailing instead of left and right (UIKit's
    /// `directionalLayoutMargins`); default 8 on every side.
    ///
    /// Setting them makes them the source of ``layoutMargins``: leading is the left margin in
    /// left-to-right and the right margin in right-to-left, following direction changes.
    ///
    /// ```swift
    /// card.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 4)
    /// card.layoutMargins.left   // 20 in left-to-right, 4 in right-to-left
    /// ```
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            switch marginStorage {
            case .absolute(let insets): insets.directional(in: effectiveUserInterfaceLayoutDirection)
            case .directional(let insets): insets
            }
        }
        set { setMargins(.directional(newValue)) }
    }

    /// Whether the margins are measured from the safe area (each margin is added to the safe-area
    /// inset on its edge) rather than from the bounds. `true` by default, as in UIKit.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { insetsMarginsFromSafeAreaStorage }
        set {
            guard newValue != insetsMarginsFromSafeAreaStorage else { return }
            insetsMarginsFromSafeAreaStorage = newValue
            if node != nil { engineIfPresent?.marginsDidChange(of: self) }
        }
    }

    /// Whether the superview's margins count too (UIKit's `preservesSuperviewLayoutMargins`,
    /// default `false`): on each edge where this view comes closer to its superview's edge than
    /// the superview's margin, this view's margin grows by the least amount that keeps its
    /// content inside the superview's margins. A view whose frame matches its superview's bounds
    /// gets the larger of the two margins on every edge.
    ///
    /// ```swift
    /// cell.layoutMargins = EdgeInsets(all: 20)
    /// content.layoutMargins = EdgeInsets(all: 8)
    /// content.preservesSuperviewLayoutMargins = true   // content fills the cell: margins 20
    /// ```
    ///
    /// The adjustment follows the frames of the last layout, so layout iterates to a fixed point
    /// as it does for the safe area.
    public var preservesSuperviewLayoutMargins: Bool {
        get { preservesSuperviewMarginsStorage }
        set {
            guard newValue != preservesSuperviewMarginsStorage else { return }
            preservesSuperviewMarginsStorage = newValue
            if newValue {
                rootView.engine.safeAreaDidChange(derivedInsetsInUse: true)
            } else if appliedSuperviewMargins != .zero {
                appliedSuperviewMargins = .zero
                if node != nil { engineIfPresent?.marginsDidChange(of: self) }
            }
        }
    }

    /// A layout guide for the rectangle inside the layout margins (UIKit's `layoutMarginsGuide`):
    /// the bounds inset by the effective margins (``layoutMargins``, plus ``safeAreaInsets`` when
    /// ``insetsLayoutMarginsFromSafeArea``). Made on first use, listed in ``layoutGuides`` with
    /// the identifier `"UIViewLayoutMarginsGuide"`; its edges are held by required constraints
    /// that follow margin changes.
    ///
    /// ```swift
    /// title.snp.makeConstraints { make in
    ///     make.edges.equalTo(card.layoutMarginsGuide)
    /// }
    /// ```
    public var layoutMarginsGuide: LayoutGuide {
        if let marginsGuideStorage { return marginsGuideStorage }
        let guide = makeSystemGuide(.layoutMargins)
        marginsGuideStorage = guide
        return guide
    }

    /// A new built-in guide of `kind`, named with UIKit's identifier and added to the view.
    func makeSystemGuide(_ kind: SystemGuideKind) -> LayoutGuide {
        let guide = LayoutGuide()
        guide.identifier = kind.name
        guide.systemKind = kind
        addLayoutGuide(guide)
        return guide
    }

    /// The margins the margin attributes and the margins guide use: ``layoutMargins`` plus, when
    /// ``insetsLayoutMarginsFromSafeArea``, the safe-area insets the engine last applied, and
    /// at least what the superview's margins ask when ``preservesSuperviewLayoutMargins``.
    var effectiveLayoutMargins: EdgeInsets {
        let own = insetsMarginsFromSafeAreaStorage ? layoutMargins + appliedSafeAreaInsets : layoutMargins
        guard preservesSuperviewMarginsStorage else { return own }
        let s = appliedSuperviewMargins
        return EdgeInsets(top: max(own.top, s.top), left: max(own.left, s.left), bottom: max(own.bottom, s.bottom),
                          right: max(own.right, s.right))
    }

    /// What the superview's current margins ask of this view's, from the current frames: on each
    /// edge, how far the superview's margin reaches past this view's edge (0 when it does not).
    var superviewMarginRequirement: EdgeInsets {
        guard preservesSuperviewMarginsStorage, let superview else { return .zero }
        let margins = superview.effectiveLayoutMargins
        let frame = self.frame, size = superview.frame.size
        return EdgeInsets(top: margins.top - frame.minY, left: margins.left - frame.minX,
                          bottom: margins.bottom - (size.height - frame.maxY),
                          right: margins.right - (size.width - frame.maxX)).clampedAtZero
    }

    /// Whether the view's margins depend on the frames of the last layout (the safe area or the
    /// superview's margins), so that the engine refreshes them after each solve.
    var marginsFollowLayout: Bool {
        insetsMarginsFromSafeAreaStorage || preservesSuperviewMarginsStorage
    }

    /// A layout guide for a readable width inside the layout margins (UIKit's
    /// `readableContentGuide`): the margins guide's top and bottom, centred between its left and
    /// right, and as wide as the margins allow up to ``LayoutView/readableContentWidth``. Made
    /// on first use, listed in ``layoutGuides`` with the identifier
    /// `"UIViewReadableContentGuide"`.
    ///
    /// ```swift
    /// article.snp.makeConstraints { make in
    ///     make.edges.equalTo(page.readableContentGuide)   // at most 672 wide, centred
    /// }
    /// ```
    public var readableContentGuide: LayoutGuide {
        if let readableGuideStorage { return readableGuideStorage }
        let guide = makeSystemGuide(.readableContent)
        readableGuideStorage = guide
        return guide
    }

    /// The widest the ``readableContentGuide`` gets: 672 points, UIKit's readable width at the
    /// default text size (on a phone in portrait the margins are narrower, so the guide is the
    /// margins guide).
    public static let readableContentWidth = 672.0

    private func setMargins(_ storage: MarginStorage) {
        let old = layoutMargins
        let wasDirectional = marginStorage.isDirectional
        marginStorage = storage
        if layoutMargins != old || wasDirectional != storage.isDirectional, node != nil {
            engineIfPresent?.marginsDidChange(of: self)
        }
    }
}
