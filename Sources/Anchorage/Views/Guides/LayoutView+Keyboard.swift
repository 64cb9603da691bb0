// SPDX-License-Identifier: MIT

// The on-screen keyboard, headless: where it is is set on a root (as the safe area is), and each
// view's `keyboardLayoutGuide` follows it. The engine holds the guide like the safe-area guide
// (LayoutEngine+SystemGuides.swift), with insets that follow the keyboard and the frames of the
// last layout.

/// A layout guide for the space the keyboard takes at the bottom of a view (UIKit's
/// `UIKeyboardLayoutGuide`), from ``LayoutView/keyboardLayoutGuide``.
///
/// Its bottom, left and right are the owning view's; its top follows the keyboard's top edge.
/// When the keyboard is hidden (or undocked, unless ``followsUndockedKeyboard``), its top is the
/// bottom of the view's safe area (or the view's bottom, without ``usesBottomSafeArea``), so
/// content pinned above the guide sits above the home indicator.
///
/// ```swift
/// entryBar.snp.makeConstraints { make in
///     make.left.right.equalToSuperview()
///     make.bottom.equalTo(screen.keyboardLayoutGuide.snp.top)
///     make.height.equalTo(52)
/// }
/// screen.keyboardHeight = 336   // the bar moves up at the next layout
/// ```
public final class KeyboardLayoutGuide: LayoutGuide {
    /// Whether the guide tracks a keyboard that is not docked along the bottom of the screen (a
    /// floating or split keyboard, set with a ``LayoutView/keyboardFrame`` that stops short of the
    /// root's bottom edge). `false` by default, as in UIKit: the guide then stays at the bottom
    /// as if the keyboard were hidden. When `true`, the guide is the keyboard's rectangle.
    public var followsUndockedKeyboard = false {
        didSet { if followsUndockedKeyboard != oldValue { keyboardGuideDidChange() } }
    }

    /// Whether, with the keyboard hidden, the guide's top is the bottom of the owning view's safe
    /// area (`true`, the default, as in UIKit) rather than the view's bottom edge.
    public var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { keyboardGuideDidChange() } }
    }

    private func keyboardGuideDidChange() {
        owningView?.rootView.engineIfPresent?.safeAreaDidChange(derivedInsetsInUse: true)
    }
}

/// Where a root's keyboard is.
enum KeyboardPlacement: Equatable {
    case hidden
    /// Docked along the root's bottom edge, as wide as the root, this tall.
    case docked(height: Double)
    /// At this rectangle in the root's coordinates.
    case frame(Rect)
}

/// The keyboard state a view keeps, made on first use: the keyboard itself (a root's), the
/// view's guide, and the insets the engine last held the guide at.
final class KeyboardStorage {
    var placement = KeyboardPlacement.hidden
    var guide: KeyboardLayoutGuide?
    var appliedInsets = EdgeInsets.zero
}

extension LayoutView {
    /// The keyboard's rectangle in the root's coordinates, or `nil` while it is hidden (UIKit
    /// reports it in `keyboardWillShowNotification`'s end frame; headless, you say where it is).
    ///
    /// Set it on a root to show the keyboard there; a rectangle whose bottom reaches the root's
    /// bottom edge is docked, any other is undocked (floating or split). Read on any view, it is
    /// its tree's keyboard. Layout follows at the next ``layoutIfNeeded()``; inside
    /// ``animate(withDuration:animations:completion:)`` the views that move get transitions as
    /// for any other change.
    ///
    /// ```swift
    /// screen.keyboardFrame = Rect(x: 0, y: 508, width: 390, height: 336)   // docked
    /// screen.keyboardFrame = nil                                            // hidden
    /// ```
    ///
    /// - Precondition: Setting is only for a root view, with a finite rectangle of non-negative
    ///   size.
    public var keyboardFrame: Rect? {
        get {
            let root = rootView
            switch root.keyboardStorage?.placement ?? .hidden {
            case .hidden: return nil
            case .docked(let height):
                let size = root.frame.size
                return Rect(x: 0, y: size.height - height, width: size.width, height: height)
            case .frame(let rect): return rect
            }
        }
        set {
            guard let rect = newValue else {
                setKeyboard(.hidden)
                return
            }
            Misuse.check([rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) && rect.width >= 0 && rect.height >= 0,
                         "Anchorage: the keyboardFrame of \(debugDescription) must be finite with a non-negative size, not \(rect)")
            setKeyboard(rect.height == 0 ? .hidden : .frame(rect))
        }
    }

    /// The height of the keyboard docked along the bottom of the root; 0 while it is hidden or
    /// undocked. Setting it on a root shows a docked keyboard that tall, as wide as the root
    /// (following the root's size), or hides it with 0.
    ///
    /// ```swift
    /// screen.keyboardHeight = 336   // shown
    /// screen.keyboardHeight = 0     // hidden
    /// ```
    ///
    /// - Precondition: Setting is only for a root view, with a finite, non-negative height.
    public var keyboardHeight: Double {
        get {
            let root = rootView
            switch root.keyboardStorage?.placement ?? .hidden {
            case .hidden: return 0
            case .docked(let height): return height
            case .frame(let rect): return rect.maxY >= root.frame.height ? root.frame.height - rect.minY : 0
            }
        }
        set {
            Misuse.check(newValue.isFinite && newValue >= 0,
                         "Anchorage: the keyboardHeight of \(debugDescription) must be finite and non-negative, not \(newValue)")
            setKeyboard(newValue == 0 ? .hidden : .docked(height: newValue))
        }
    }

    /// A layout guide for the space the keyboard takes at the bottom of this view (UIKit's
    /// `keyboardLayoutGuide`): as wide as the view, from the keyboard's top down to the view's
    /// bottom. With the keyboard hidden, its top is the bottom of the view's safe area. Made on
    /// first use, listed in ``layoutGuides`` with the identifier `"UIViewKeyboardLayoutGuide"`;
    /// its edges are held by required constraints that follow the keyboard and the view's frame.
    ///
    /// ```swift
    /// let screen = LayoutView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    /// screen.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    /// entryBar.snp.makeConstraints { make in
    ///     make.left.right.equalToSuperview()
    ///     make.bottom.equalTo(screen.keyboardLayoutGuide.snp.top)
    ///     make.height.equalTo(52)
    /// }
    /// screen.layoutIfNeeded()   // entryBar.frame.maxY == 810: above the home indicator
    /// screen.keyboardHeight = 336
    /// screen.layoutIfNeeded()   // entryBar.frame.maxY == 508: above the keyboard
    /// ```
    ///
    /// For a view that does not reach the root's bottom, the guide is the part of the keyboard
    /// that overlaps the view (height 0 when none does), from the frames of the last layout; the
    /// engine refreshes it after each solve, as it does derived safe-area insets.
    public var keyboardLayoutGuide: KeyboardLayoutGuide {
        let storage = keyboardStorageMade
        if let guide = storage.guide { return guide }
        let guide = KeyboardLayoutGuide()
        guide.identifier = SystemGuideKind.keyboard.name
        guide.systemKind = .keyboard
        addLayoutGuide(guide)
        storage.guide = guide
        return guide
    }

    /// The view's keyboard storage, made if needed.
    private var keyboardStorageMade: KeyboardStorage {
        if let keyboardStorage { return keyboardStorage }
        let storage = KeyboardStorage()
        keyboardStorage = storage
        return storage
    }

    private func setKeyboard(_ placement: KeyboardPlacement) {
        Misuse.check(superview == nil,
                     "Anchorage: the keyboard can only be set on a root view; \(debugDescription) has a superview")
        guard placement != (keyboardStorage?.placement ?? .hidden) else { return }
        keyboardStorageMade.placement = placement
        engineStorage?.safeAreaDidChange(derivedInsetsInUse: true)
    }

    /// Where the ``keyboardLayoutGuide`` belongs now, as insets from this view's edges, from the
    /// tree's keyboard, this view's frame and position in the root, and its safe area.
    var keyboardGuideInsets: EdgeInsets {
        let size = frame.size
        let guide = keyboardStorage?.guide
        // A band along the bottom, `height` tall.
        func band(_ height: Double) -> EdgeInsets {
            EdgeInsets(top: size.height - height, left: 0, bottom: 0, right: 0)
        }
        let hidden = band((guide?.usesBottomSafeArea ?? true) ? safeAreaInsets.bottom : 0)
        var chain: [LayoutView] = []
        var current = self
        while let parent = current.superview {
            chain.append(current)
            current = parent
        }
        let root = current
        guard let keyboard = keyboardFrame else { return hidden }
        // The keyboard in this view's coordinates (the root's bounds have no offset).
        var origin = Point(x: 0, y: 0)
        for view in chain {
            origin.x += view.frame.minX
            origin.y += view.frame.minY
        }
        let local = Rect(x: keyboard.minX - origin.x, y: keyboard.minY - origin.y, width: keyboard.width,
                         height: keyboard.height)
        if keyboard.maxY >= root.frame.height {
            return band(min(max(size.height - local.minY, 0), size.height))
        }
        guard guide?.followsUndockedKeyboard == true else { return hidden }
        return EdgeInsets(top: local.minY, left: local.minX, bottom: size.height - local.maxY,
                          right: size.width - local.maxX)
    }
}
