// SPDX-License-Identifier: MIT

// The guides room: rectangles that take part in layout without being views. `LayoutGuide` and
// the built-in guides a view offers with the insets they follow: margins (`layoutMarginsGuide`),
// the safe area (`safeAreaLayoutGuide`) and the keyboard (`keyboardLayoutGuide`). The engine holds
// the built-in ones (Engine/LayoutEngine+SystemGuides.swift).

/// A rectangle in a view's coordinate space that takes part in layout without being a view
/// (UIKit's `UILayoutGuide`): spacers, content areas, alignment regions.
///
/// Add it to a view with ``LayoutView/addLayoutGuide(_:)``, constrain it or constrain to it; after
/// layout, ``layoutFrame`` holds its rectangle in the owning view's coordinates. A bare number in
/// a guide's own constraints is measured against its owning view.
///
/// ```swift
/// let spacer = LayoutGuide()
/// root.addLayoutGuide(spacer)
/// spacer.snp.makeConstraints { make in
///     make.left.equalTo(a.snp.right)
///     make.right.equalTo(b.snp.left)
///     make.width.equalTo(20)
/// }
/// ```
open class LayoutGuide: LayoutItem {
    /// The view the guide belongs to, set by ``LayoutView/addLayoutGuide(_:)``; `nil` before
    /// that, once the guide is removed, and once the view is gone. Like UIKit's (weak)
    /// `owningView`, it does not keep the view alive: the view owns its guides.
    ///
    /// ```swift
    /// let spacer = LayoutGuide()
    /// root.addLayoutGuide(spacer)
    /// spacer.owningView === root   // true
    /// ```
    public internal(set) var owningView: LayoutView? {
        get { owningReference?.view }
        set { owningReference = newValue?.reference }
    }
    /// The owning view's reference: reads `nil` once the view is gone, like a weak reference,
    /// without giving the view a side table (see ``ItemReference``).
    private var owningReference: ItemReference?

    /// The guide's rectangle in the owning view's coordinates, written by layout.
    public internal(set) var layoutFrame: Rect {
        get { frameStorage.rect }
        set { frameStorage.rect = newValue }
    }

    /// A name for debugging, shown in descriptions when no `snp` label is set.
    public var identifier: String = ""

    /// Set for a view's `layoutMarginsGuide`, `safeAreaLayoutGuide` and
    /// `readableContentGuide`, whose edges the engine holds (see LayoutEngine+SystemGuides.swift).
    var systemKind: SystemGuideKind?

    /// Whether this is one of a view's built-in guides (which cannot be removed).
    package var isBuiltIn: Bool { systemKind != nil }

    /// Creates a guide; add it to a view with ``LayoutView/addLayoutGuide(_:)``.
    public override init() {
        super.init()
    }

    override var hierarchyView: LayoutView? { owningView }
    override var containerView: LayoutView? { owningView }

    override var debugName: String {
        if let debugLabel { return debugLabel }
        return identifier.isEmpty ? objectAddress(self) : identifier
    }
}
