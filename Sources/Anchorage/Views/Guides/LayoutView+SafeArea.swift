// SPDX-License-Identifier: MIT

// The safe area: insets set on a root (a device's notch, status bar and home indicator), derived
// for every other view from how its frame overlaps its superview's unsafe region, and the
// `safeAreaLayoutGuide` that constraints can use.

extension LayoutView {
    /// The insets from the edges that content should avoid (UIKit's `safeAreaInsets`).
    ///
    /// On a root you set them, to model a device: a notch and status bar at the top, a home
    /// indicator at the bottom, the sensor housing on the side in landscape. For every other
    /// view they are derived as UIKit derives them, from the view's frame and its superview's
    /// safe area: on each edge, how far the superview's unsafe region on that edge reaches into
    /// the view's frame, clamped at 0 and capped at the superview's inset on that edge (a view
    /// pushed past its superview's edge does not get a larger inset than its superview). A view
    /// inside its superview's safe area has zero insets.
    ///
    /// ```swift
    /// let screen = LayoutView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    /// screen.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)   // iPhone 14
    /// header.frame = Rect(x: 0, y: 0, width: 390, height: 100)
    /// // after layout, header.safeAreaInsets.top == 47
    /// ```
    ///
    /// Derived insets follow the frames of the last layout. Constraints to a
    /// ``safeAreaLayoutGuide`` (and margins measured from the safe area) depend on them, so
    /// layout iterates: after each solve the engine refreshes the insets of the views whose guide
    /// or safe-area margins are in use and solves again if they moved, until nothing moves (a
    /// fixed point) or the tree's 8-pass bound is reached (then a ``Diagnostic/Kind/layoutLoop``
    /// diagnostic is reported). Each level of views whose frames depend on a safe-area guide
    /// further up costs at most one extra pass.
    ///
    /// - Precondition: Setting is only for a root view, with finite, non-negative insets.
    /// - Complexity: Reading is O(*d*) in the view's depth.
    public var safeAreaInsets: EdgeInsets {
        get {
            var chain: [LayoutView] = []
            var current = self
            while let parent = current.superview {
                chain.append(current)
                current = parent
            }
            var insets = (current.rootSafeAreaInsets + current.additionalSafeAreaInsetsStorage).clampedAtZero
            var parentSize = current.frame.size
            for view in chain.reversed() {
                insets = view.frame.safeAreaInsets(inside: parentSize, whoseInsetsAre: insets)
                if view.additionalSafeAreaInsetsStorage != .zero {
                    insets = (insets + view.additionalSafeAreaInsetsStorage).clampedAtZero
                }
                parentSize = view.frame.size
            }
            return insets
        }
        set {
            Misuse.check(superview == nil,
                         "Anchorage: safeAreaInsets can only be set on a root view; \(debugDescription) has a superview, so its insets are derived from its frame")
            Misuse.check([newValue.top, newValue.left, newValue.bottom, newValue.right].allSatisfy { $0.isFinite && $0 >= 0 },
                         "Anchorage: safeAreaInsets of \(debugDescription) must be finite and non-negative, not \(newValue)")
            guard newValue != rootSafeAreaInsets else { return }
            rootSafeAreaInsets = newValue
            engineStorage?.safeAreaDidChange(derivedInsetsInUse: false)
        }
    }

    /// Insets added to the safe area of this view and, through it, of the views inside it (UIKit's
    /// `UIViewController.additionalSafeAreaInsets`, here on any view: a toolbar of your own that
    /// content should stay clear of). The view's ``safeAreaInsets`` are the derived ones plus
    /// these, edge by edge and never below 0; subviews derive theirs from that. Default `.zero`.
    ///
    /// ```swift
    /// screen.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    /// content.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 49, right: 0)   // a tab bar
    /// // after layout, content.safeAreaLayoutGuide ends 83 above content's bottom (34 + 49)
    /// ```
    ///
    /// - Precondition: The insets are finite.
    public var additionalSafeAreaInsets: EdgeInsets {
        get { additionalSafeAreaInsetsStorage }
        set {
            Misuse.check([newValue.top, newValue.left, newValue.bottom, newValue.right].allSatisfy(\.isFinite),
                         "Anchorage: additionalSafeAreaInsets of \(debugDescription) must be finite, not \(newValue)")
            guard newValue != additionalSafeAreaInsetsStorage else { return }
            additionalSafeAreaInsetsStorage = newValue
            rootView.engine.safeAreaDidChange(derivedInsetsInUse: true)
        }
    }

    /// A layout guide for the view's safe area (UIKit's `safeAreaLayoutGuide`): the bounds inset
    /// by ``safeAreaInsets``. Made on first use, listed in ``layoutGuides`` with the identifier
    /// `"UIViewSafeAreaLayoutGuide"`; its edges are held by required constraints that follow the
    /// insets after each layout pass.
    ///
    /// ```swift
    /// header.snp.makeConstraints { make in
    ///     make.top.equalTo(root.safeAreaLayoutGuide)               // the guide's top
    ///     make.leading.trailing.equalTo(root.safeAreaLayoutGuide)
    ///     make.height.equalTo(44)
    /// }
    /// footer.snp.makeConstraints { make in
    ///     make.bottom.equalToSuperview { $0.safeAreaLayoutGuide }  // above the home indicator
    /// }
    /// ```
    public var safeAreaLayoutGuide: LayoutGuide {
        if let safeAreaGuideStorage { return safeAreaGuideStorage }
        let guide = makeSystemGuide(.safeArea)
        safeAreaGuideStorage = guide
        return guide
    }
}

extension EdgeInsets {
    /// The insets with every negative edge raised to 0.
    var clampedAtZero: EdgeInsets {
        EdgeInsets(top: Swift.max(top, 0), left: Swift.max(left, 0), bottom: Swift.max(bottom, 0),
                   right: Swift.max(right, 0))
    }
}

extension Rect {
    /// The safe-area insets of a view with this frame inside a superview of size `parentSize`
    /// whose own insets are `parent`: on each edge, how far the superview's unsafe band reaches
    /// into the frame, in `0…parent.edge`.
    func safeAreaInsets(inside parentSize: Size, whoseInsetsAre parent: EdgeInsets) -> EdgeInsets {
        if parent == .zero { return .zero }
        func clamp(_ value: Double, _ cap: Double) -> Double { min(max(value, 0), cap) }
        let safeMaxX = parentSize.width - parent.right
        let safeMaxY = parentSize.height - parent.bottom
        return EdgeInsets(top: clamp(min(parent.top, maxY) - minY, parent.top),
                          left: clamp(min(parent.left, maxX) - minX, parent.left),
                          bottom: clamp(maxY - max(safeMaxY, minY), parent.bottom),
                          right: clamp(maxX - max(safeMaxX, minX), parent.right))
    }
}
