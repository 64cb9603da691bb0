// SPDX-License-Identifier: MIT

// The views room: `LayoutView` and its concerns (hierarchy, content size, fitting, the update
// cycle, the engine's entry), items, geometry, direction, animation, pixel snapping; guides in Guides/.

/// A headless view: a node of a layout tree with a frame, subviews, layout margins and layout
/// guides, positioned by constraints made with the `snp` DSL (UIKit's `UIView`, minus drawing).
///
/// A tree is used from one thread at a time; separate trees are independent and may be laid out
/// on separate threads at once. ``layoutIfNeeded()`` on any view of a tree solves the whole tree
/// incrementally and writes every constrained view's ``frame`` in its superview's coordinates.
/// The root's frame is whatever you set.
///
/// ```swift
/// let root = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
/// let title = LayoutView()
/// root.addSubview(title)
/// title.snp.makeConstraints { make in
///     make.top.left.equalToSuperview().offset(20)
///     make.right.equalToSuperview().inset(20)
///     make.height.equalTo(44)
/// }
/// root.layoutIfNeeded()
/// title.frame   // Rect(x: 20, y: 20, width: 280, height: 44)
/// ```
///
/// A view whose ``translatesAutoresizingMaskIntoConstraints`` is `true` (the default until the
/// DSL adopts it) keeps the frame you set: its position in its superview and its size are held by
/// required constraints, as UIKit's autoresizing-mask constraints do.
open class LayoutView: LayoutItem {
    private var storedFrame: Rect { frameStorage.rect }
    /// The constraints installed on this view (see ``constraints``); `installIndex` is each one's
    /// position, for O(1) removal.
    @exclusivity(unchecked) var installedConstraints: [LayoutConstraint] = []

    // Declaration order is memory order: what collecting a subtree's constraints and making its
    // nodes read for every view (a fit reads a cell that is cold in memory) follows the
    // installed constraints, in the object's first cache lines.

    // `unowned(unsafe)` rather than `weak` (see `ItemReference` for the cost of weak
    // references): the superview lists this view in its `subviews`, and clears this when it
    // removes the view or goes away.

    /// The view that contains this one, if any (`nil` once the superview is gone).
    @exclusivity(unchecked) public private(set) unowned(unsafe) var superview: LayoutView?

    // Unchecked exclusivity here and on `layoutGuides`: a frame pass reads both for every moved
    // view, and only this class's methods mutate them.

    /// The contained views, back to front.
    @exclusivity(unchecked) public private(set) var subviews: [LayoutView] = []

    /// The layout guides added with ``addLayoutGuide(_:)``.
    @exclusivity(unchecked) public private(set) var layoutGuides: [LayoutGuide] = []

    // Unchecked exclusivity: every `makeConstraints` sets it.

    /// Whether the view keeps the frame you set (`true`, the default) instead of being positioned
    /// only by constraints. Making, preparing, updating or remaking constraints from the view sets
    /// it to `false`, as SnapKit does.
    @exclusivity(unchecked) public var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            if translatesAutoresizingMaskIntoConstraints != oldValue, node != nil {
                engineIfPresent?.autoresizingDidChange(of: self)
            }
        }
    }

    /// Content hugging and compression-resistance priorities (LayoutView+ContentSize.swift).
    var contentPriorities = ContentPriorities()

    /// For a view that is the root of a tree without an engine: whether constraints may be
    /// installed in the tree. Constraints are installed only in trees with an engine, so they can
    /// be in a tree without one only if a subtree came from a tree with an engine (detached, or a
    /// root added as a subview, dropping its engine). A new engine trusts its activation list only
    /// when this is false (see `LayoutEngine.bootstrap`), which spares it a walk of the tree.
    @exclusivity(unchecked) var mayHoldConstraints = false
    /// The tree's engine, kept by the root only.
    @exclusivity(unchecked) var engineStorage: LayoutEngine? {
        // Dropped with constraints possibly installed (see `mayHoldConstraints`).
        didSet { if engineStorage == nil, oldValue != nil { mayHoldConstraints = true } }
    }
    /// Set by ``setNeedsLayout()``; cleared when ``layoutSubviews()`` has run.
    var needsLayout = false
    /// The constraint-update pass's flags (LayoutView+UpdateConstraints.swift).
    @exclusivity(unchecked) var updateConstraintsState = UpdateConstraintsState()
    /// For a root: its last `systemLayoutSizeFitting` computation, kept for the next one
    /// (Fitting/FittingProblem+Reuse.swift checks it against the tree before using it).
    @exclusivity(unchecked) var fittingProblem: FittingProblem?
    /// The frame changes recorded by animations (Animation.swift), oldest first.
    var frameTransitions: [FrameTransition] = []
    /// Backs ``animationClock`` (read from the root only).
    var animationClockStorage = 0.0

    /// Creates a view with a frame.
    ///
    /// - Parameter frame: The frame in the superview's coordinates; for a root, its final frame.
    public init(frame: Rect = .zero) {
        super.init(initialFrame: frame)
        if Self.requiresConstraintBasedLayout { setNeedsUpdateConstraints() }
    }

    deinit {
        // `superview` and `owningView` do not keep this view; they must not outlive it.
        for subview in subviews { subview.superview = nil }
        for guide in layoutGuides { guide.owningView = nil }
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates.
    ///
    /// Layout writes it for views positioned by constraints. Setting it on a view whose
    /// ``translatesAutoresizingMaskIntoConstraints`` is `true` (or on a root) also moves the
    /// constraints that hold it, so the next layout keeps it.
    public var frame: Rect {
        get { storedFrame }
        set {
            guard newValue != storedFrame else { return }
            AnimationRecorder.current?.frameWillChange(of: self, from: storedFrame)
            frameStorage.rect = newValue
            if node != nil { engineIfPresent?.frameDidChange(of: self) }
        }
    }

    /// The view's rectangle in its own coordinates: origin zero, the frame's size. Setting it
    /// changes the size and keeps the ``center`` (the origin is ignored; there is no scrolling).
    public var bounds: Rect {
        get { Rect(origin: .zero, size: storedFrame.size) }
        set {
            let center = self.center
            frame = Rect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                         width: newValue.width, height: newValue.height)
        }
    }

    /// The centre of the frame, in the superview's coordinates. Setting it moves the frame.
    public var center: Point {
        get { Point(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            frame = Rect(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2,
                         width: storedFrame.width, height: storedFrame.height)
        }
    }

    /// Whether the view is hidden. Hiding changes nothing in layout, as in UIKit, except for an
    /// arranged subview of a ``StackView`` or a ``FlowView``, which drops out of the arrangement
    /// while hidden.
    public var isHidden = false {
        didSet { if isHidden != oldValue { superview?.subviewDidChangeHidden(self) } }
    }

    // MARK: Margins, safe area, direction and pixels (the API is in LayoutView+Margins.swift,
    // LayoutView+SafeArea.swift, LayoutDirection.swift and PixelSnapping.swift)

    /// The margins as last set: absolute (`layoutMargins`) or directional.
    var marginStorage = MarginStorage.absolute(EdgeInsets(all: 8))
    /// Backs ``insetsLayoutMarginsFromSafeArea``.
    var insetsMarginsFromSafeAreaStorage = true
    /// The safe-area insets set on a root (ignored while the view has a superview).
    var rootSafeAreaInsets = EdgeInsets.zero
    /// The safe-area insets the engine last lowered this view's margins and safe-area guide with.
    var appliedSafeAreaInsets = EdgeInsets.zero
    /// Backs ``additionalSafeAreaInsets``.
    var additionalSafeAreaInsetsStorage = EdgeInsets.zero
    /// Backs ``preservesSuperviewLayoutMargins``.
    var preservesSuperviewMarginsStorage = false
    /// What the superview's margins asked of this view's margins when the engine last lowered
    /// them (``preservesSuperviewLayoutMargins``).
    var appliedSuperviewMargins = EdgeInsets.zero
    /// The lazily made `readableContentGuide`.
    var readableGuideStorage: LayoutGuide?
    /// The node with which the engine tracks this view's safe area (refreshing
    /// ``appliedSafeAreaInsets`` after each solve); stale once the view gets another node.
    weak var safeAreaTrackedNode: ItemNode?
    /// The lazily made `layoutMarginsGuide` and `safeAreaLayoutGuide`.
    var marginsGuideStorage: LayoutGuide?
    var safeAreaGuideStorage: LayoutGuide?
    /// A root's keyboard, and a view's `keyboardLayoutGuide` (LayoutView+Keyboard.swift).
    var keyboardStorage: KeyboardStorage?
    /// Backs ``semanticContentAttribute``.
    var semanticContentAttributeStorage = SemanticContentAttribute.unspecified
    /// The tree's direction, display scale and text settings, read from the root only.
    var treeLayoutDirection = UserInterfaceLayoutDirection.leftToRight
    var treeDisplayScale: Double?
    var treeTextSettings: TreeTextSettings?

    override var hierarchyView: LayoutView? { self }
    override var containerView: LayoutView? { superview }
    override var marginInsets: EdgeInsets { effectiveLayoutMargins }

    // MARK: Hierarchy

    /// Adds `view` at the end of ``subviews``, removing it from its previous superview first.
    ///
    /// Constraints made inside `view`'s subtree come along and are added to this tree's solver at
    /// the next layout (incrementally: the rest of the tree is not revisited).
    ///
    /// - Parameter view: The view to add.
    /// - Precondition: `view` is not this view or one of its ancestors.
    /// - Complexity: O(*d* + *n*) for the tree's depth *d* and the size *n* of `view`'s subtree.
    public func addSubview(_ view: LayoutView) {
        insertSubview(view, at: view.superview === self ? subviews.count - 1 : subviews.count)
    }

    /// Inserts `view` into ``subviews`` at `index`, removing it from its previous superview first.
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - index: The position in ``subviews`` (clamped to the valid range).
    /// - Precondition: `view` is not this view or one of its ancestors.
    /// - Complexity: As ``addSubview(_:)``.
    public func insertSubview(_ view: LayoutView, at index: Int) {
        Misuse.check(view !== self && !isDescendant(of: view),
                     "Anchorage: cannot add \(view.debugDescription) to \(debugDescription): it would be its own ancestor")
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            return
        }
        view.removeFromSuperview()
        view.engineStorage = nil
        view.fittingProblem = nil
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        AnimationRecorder.current?.viewDidAppear(view)
        if view.updateConstraintsState.subtreeNeedsUpdate { markSubtreeNeedsUpdateConstraints() }
        let root = rootView
        if let engine = root.engineStorage {
            engine.adoptSubtree(view)
        } else if view.mayHoldConstraints {
            root.mayHoldConstraints = true
        }
    }

    /// Removes the view from its superview.
    ///
    /// As in UIKit, every active constraint that relates the removed subtree to the rest of the
    /// old tree is deactivated (those are installed on the old ancestors); constraints inside the
    /// subtree stay with it. Re-adding the view does not bring the deactivated ones back.
    ///
    /// - Complexity: O(*s* + *n* + *c* · *d*) for *s* siblings, a subtree of size *n*, and *c*
    ///   constraints installed on the *d* old ancestors. The old tree's solver drops the subtree's
    ///   constraints incrementally at its next layout.
    public func removeFromSuperview() {
        guard let superview else { return }
        superview.subviewWillBeRemoved(self)
        var ancestor: LayoutView? = superview
        while let host = ancestor {
            host.deactivateConstraints { $0.mentions(anyItemInside: self) }
            ancestor = host.superview
        }
        let root = superview.rootView
        if let engine = root.engineStorage {
            engine.releaseSubtree(self)
            mayHoldConstraints = true
        } else if root.mayHoldConstraints {
            mayHoldConstraints = true
        }
        if let index = superview.subviews.firstIndex(where: { $0 === self }) {
            superview.subviews.remove(at: index)
        }
        self.superview = nil
    }

    /// Deactivates the installed constraints that satisfy `predicate`.
    func deactivateConstraints(where predicate: (LayoutConstraint) -> Bool) {
        let doomed = installedConstraints.filter(predicate)
        for constraint in doomed {
            constraint.deactivate()
            constraint.handle?.didLoseLayoutConstraint()
        }
    }

    /// Adds a layout guide to this view (its ``LayoutGuide/owningView``).
    ///
    /// - Parameter guide: The guide; it is removed from a previous owner first.
    /// - Precondition: `guide` is not another view's `layoutMarginsGuide` or
    ///   `safeAreaLayoutGuide`.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        if guide.owningView === self { return }
        Misuse.check(guide.systemKind == nil || guide.owningView == nil,
                     "Anchorage: \(guide.debugDescription) is built into another view and cannot be moved to \(debugDescription)")
        guide.owningView?.removeLayoutGuide(guide)
        layoutGuides.append(guide)
        guide.owningView = self
    }

    /// Removes a layout guide from this view and deactivates the constraints that use it.
    ///
    /// - Parameter guide: A guide owned by this view.
    /// - Precondition: `guide` is not the view's `layoutMarginsGuide` or `safeAreaLayoutGuide`.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        Misuse.check(guide.systemKind == nil || guide.owningView !== self,
                     "Anchorage: \(guide.debugDescription) is built into \(debugDescription) and cannot be removed")
        guard let index = layoutGuides.firstIndex(where: { $0 === guide }) else { return }
        var ancestor: LayoutView? = self
        while let host = ancestor {
            host.deactivateConstraints { $0.mentions(guide) }
            ancestor = host.superview
        }
        rootView.engineIfPresent?.release(guide)
        layoutGuides.remove(at: index)
        guide.owningView = nil
    }

    // MARK: Constraints and layout (the engine's side is in LayoutView+Engine.swift)

    /// Where this tree's diagnostics go (unfinished chains, updates that matched nothing,
    /// non-finite numbers, unsatisfiable constraints). A diagnostic goes to the handler of the
    /// closest view, from the one concerned up to the root, that has one; without any, to
    /// standard error.
    ///
    /// ```swift
    /// var seen: [Diagnostic] = []
    /// root.diagnosticHandler = { seen.append($0) }
    /// ```
    public var diagnosticHandler: ((Diagnostic) -> Void)?

    // MARK: The constraint-update pass (the rest is in LayoutView+UpdateConstraints.swift)

    /// Override this to make or update the view's constraints; UIKit's recommended place for
    /// them. Called before the layout pass solves, on views that asked with
    /// ``setNeedsUpdateConstraints()`` (and once on views whose class says
    /// ``requiresConstraintBasedLayout``), subviews before their superview.
    ///
    /// The base implementation does nothing, but an override must call
    /// `super.updateConstraints()` (as its last step, as UIKit asks): one that does not gets a
    /// ``Diagnostic/Kind/missingSuperCall`` diagnostic naming its class, after which the pass goes
    /// on. SnapKit's `snp.updateConstraints { }` is made for this place: it changes only
    /// constants that differ, so calling it on every pass adds nothing and solves nothing anew.
    ///
    /// ```swift
    /// final class GrowingButton: LayoutView {
    ///     var size = Size(width: 100, height: 100) { didSet { setNeedsUpdateConstraints() } }
    ///     override func updateConstraints() {
    ///         snp.updateConstraints { make in
    ///             make.width.equalTo(size.width).priority(.low)
    ///             make.height.equalTo(size.height).priority(.low)
    ///         }
    ///         super.updateConstraints()
    ///     }
    /// }
    /// ```
    open func updateConstraints() {
        updateConstraintsState.superWasCalled = true
    }

    /// Whether views of this class need constraint-based layout to work: when `true`, a new view
    /// of the class asks for its first ``updateConstraints()`` itself, as if it had called
    /// ``setNeedsUpdateConstraints()``. The base class says `false`.
    ///
    /// ```swift
    /// final class Badge: LayoutView {
    ///     override class var requiresConstraintBasedLayout: Bool { true }
    ///     override func updateConstraints() {
    ///         snp.makeConstraints { make in make.size.equalTo(24) }   // once: made on the first pass
    ///         super.updateConstraints()
    ///     }
    /// }
    /// ```
    open class var requiresConstraintBasedLayout: Bool { false }

    // MARK: Layout

    /// Called after layout has written frames, on views whose size changed or that called
    /// ``setNeedsLayout()``, parents before children. Override it to position things by hand;
    /// constraints changed here are applied by another pass before ``layoutIfNeeded()`` returns.
    open func layoutSubviews() {}

    // MARK: Content (overridable; the API around it is in LayoutView+ContentSize.swift)

    /// The size the view's content needs (UIKit's `intrinsicContentSize`): the base class has
    /// none, `Size(width: LayoutView.noIntrinsicMetric, height: LayoutView.noIntrinsicMetric)`.
    ///
    /// Override it in a view that has content (``Label`` does) and call
    /// ``invalidateIntrinsicContentSize()`` when the content changes. On each axis with a metric
    /// (a value of 0 or more) a view positioned by constraints gets UIKit's two implicit
    /// constraints: `size <= intrinsic` at the content hugging priority (default 250) and
    /// `size >= intrinsic` at the compression-resistance priority (default 750). A view that keeps
    /// its frame (``translatesAutoresizingMaskIntoConstraints``, or a root) ignores it.
    ///
    /// ```swift
    /// final class Badge: LayoutView {
    ///     override var intrinsicContentSize: Size { Size(width: 24, height: LayoutView.noIntrinsicMetric) }
    /// }
    /// ```
    open var intrinsicContentSize: Size {
        Size(width: LayoutView.noIntrinsicMetric, height: LayoutView.noIntrinsicMetric)
    }

    /// Distance from the top edge down to the baseline of the first line of text, used by the
    /// `firstBaseline` attribute; 0 (the top edge) for a view without text. ``Label`` derives it
    /// from its ``TextMetrics``. Call ``invalidateIntrinsicContentSize()`` after it changes.
    open var firstBaselineOffsetFromTop: Double { 0 }

    /// Distance from the bottom edge up to the baseline of the last line of text, used by the
    /// `lastBaseline` attribute; 0 (the bottom edge) for a view without text. Call
    /// ``invalidateIntrinsicContentSize()`` after it changes.
    open var lastBaselineOffsetFromBottom: Double { 0 }

    override var firstBaselineOffset: Double { firstBaselineOffsetFromTop }
    override var lastBaselineOffset: Double { lastBaselineOffsetFromBottom }

    /// Whether the view's intrinsic height follows the width layout gives it (a wrapping
    /// ``Label`` without a ``Label/preferredMaxLayoutWidth``): the engine and fitting then measure
    /// it again at the solved width (the second pass of UIKit's two-pass layout).
    var wrapsToLayoutWidth: Bool { false }

    /// The intrinsic content size when laid out at `width` (`nil`: before any layout). Only
    /// asked when ``wrapsToLayoutWidth``; fitting uses it so as not to touch the view's state.
    func intrinsicContentSize(forLayoutWidth width: Double?) -> Size { intrinsicContentSize }

    // MARK: Hooks for containers (a container overrides them; Containers/)

    /// Called when `subview` is hidden or shown.
    func subviewDidChangeHidden(_ subview: LayoutView) {}

    /// Called by `removeFromSuperview()` on a subview before it leaves.
    func subviewWillBeRemoved(_ subview: LayoutView) {}

    /// Called when `subview`, or a view inside it, invalidates its intrinsic content size: what a
    /// container measured of `subview` may have changed.
    func subviewDidInvalidateIntrinsicContentSize(_ subview: LayoutView) {}

    /// Called by the engine each time it writes this view's frame (changed or not), with the
    /// solved width. A wrapping ``Label`` re-measures here and invalidates its intrinsic size.
    func didLayOut(atWidth width: Double) {}

    // MARK: Snapshots

    /// The text ``svgSnapshot(animated:)`` and ``textSnapshot(columns:)`` draw inside the view's box, lines
    /// separated by `"\n"`; `nil` (the default) for views that show no text.
    ///
    /// Override it in a view of your own that shows text, so that layout snapshots show it too:
    ///
    /// ```swift
    /// final class Badge: LayoutView {
    ///     var count = 0
    ///     override var snapshotText: String? { "\(count)" }
    /// }
    /// ```
    open var snapshotText: String? { nil }

    /// The view's text as a font lays it out, which the SVG snapshot draws line by line where
    /// layout measured it; `nil` for views without (a ``Label`` with a font has it).
    var snapshotFontText: SnapshotFontText? { nil }
}
