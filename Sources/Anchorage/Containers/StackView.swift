// SPDX-License-Identifier: MIT

// The containers room: views that arrange their subviews with constraints of their own, which the
// tree's solver solves with the user's. StackView (a row or a column, UIKit's `UIStackView`) and
// ScrollView (content larger than the frame) live here, each concern of a large container in a
// `Type+Concern.swift` file beside it. A container's constraints are ordinary `LayoutConstraint`s
// with descriptive labels, rebuilt only where a change reaches.

/// A view that lines up its arranged subviews in a row or a column (UIKit's `UIStackView`), with
/// constraints that the tree's solver solves like any other: they compose with your own
/// constraints and priorities, and the stack sizes itself from its arranged views when nothing
/// fixes its size.
///
/// ```swift
/// let row = StackView(arrangedSubviews: [icon, title, badge])
/// row.axis = .horizontal
/// row.spacing = 8
/// row.alignment = .center
/// root.addSubview(row)
/// row.snp.makeConstraints { make in
///     make.leading.trailing.equalToSuperview().inset(16)
///     make.top.equalToSuperview().offset(20)
/// }
/// root.layoutIfNeeded()   // the title stretches (lowest hugging), the row is as tall as its tallest view
/// ```
///
/// Arranged subviews, the stack's own size, the constraints it makes and what differs from
/// UIKit: <doc:ContainerViews#Stacks>.
open class StackView: LayoutView {
    /// How arranged views are sized and spaced along the axis (UIKit's
    /// `UIStackView.Distribution`).
    public enum Distribution: Int, Sendable, Hashable, CaseIterable {
        /// The views fill the stack: compression resistance decides who shrinks when they do not
        /// fit, hugging who stretches when there is room.
        case fill
        /// The views fill the stack and are all as long as each other.
        case fillEqually
        /// The views fill the stack, their lengths in the proportion of their intrinsic sizes.
        case fillProportionally
        /// The views keep their intrinsic lengths; the gaps between them are equal and at least
        /// ``StackView/spacing``.
        case equalSpacing
        /// The views keep their intrinsic lengths; their centres are equally far apart, and the
        /// gaps are at least ``StackView/spacing``.
        case equalCentering
    }

    /// How arranged views are placed across the axis (UIKit's `UIStackView.Alignment`, whose
    /// `top` and `leading`, and `bottom` and `trailing`, are the same values).
    public enum Alignment: Int, Sendable, Hashable, CaseIterable {
        /// Each view spans the stack across the axis.
        case fill
        /// Each view at the top (horizontal stack) or leading edge (vertical stack).
        case leading
        /// First baselines lined up (horizontal stacks; `.leading` in a vertical one).
        case firstBaseline
        /// Each view centred across the axis.
        case center
        /// Each view at the bottom (horizontal stack) or trailing edge (vertical stack).
        case trailing
        /// Last baselines lined up (horizontal stacks; `.trailing` in a vertical one).
        case lastBaseline

        /// The top edge, for horizontal stacks: the same value as ``leading``.
        public static var top: Alignment { .leading }
        /// The bottom edge, for horizontal stacks: the same value as ``trailing``.
        public static var bottom: Alignment { .trailing }
    }

    /// The value for ``setCustomSpacing(_:after:)`` that goes back to ``spacing`` after a view
    /// (UIKit's `UIStackView.spacingUseDefault`, the largest finite `Double` here); also what
    /// ``customSpacing(after:)`` returns for a view without custom spacing.
    public static let spacingUseDefault = Double.greatestFiniteMagnitude

    /// The value for ``spacing`` or ``setCustomSpacing(_:after:)`` that asks for the system
    /// spacing between siblings (UIKit's `UIStackView.spacingUseSystem`): 8 points here, UIKit's
    /// standard space between two views.
    public static let spacingUseSystem = Double.leastNonzeroMagnitude

    /// The points ``spacingUseSystem`` stands for.
    static let systemSpacing = 8.0

    /// One constraint a group wants (ConstraintSpec.swift).
    typealias Spec = ConstraintSpec

    /// One arranged view and the constraints it owns (StackView+Arrangement.swift).
    final class Entry {
        let view: LayoutView
        /// Custom spacing after the view; `nil` for ``spacing``.
        var customSpacing: Double?
        /// The along-axis constraints the view owns while visible: its canvas connections, the
        /// link to the next visible view, and the size link to the previous one.
        var along: [LayoutConstraint] = []
        /// The constraint whose constant is the spacing after the view (while it has one).
        var spacingLink: LayoutConstraint?
        /// The across-axis constraints.
        var across: [LayoutConstraint] = []
        /// While hidden: zero length along the axis and a position.
        var hiding: [LayoutConstraint] = []
        /// The guide spanning the gap after the view (equal spacing or centering), made lazily.
        var gapGuide: LayoutGuide?
        /// The intrinsic length the proportional links on either side of the view were made with
        /// (``Distribution/fillProportionally``).
        var proportionalLength: Double?

        init(_ view: LayoutView) {
            self.view = view
        }
    }

    /// The arranged views with their constraints, in arrangement order.
    var entries: [Entry] = []
    /// The across-axis constraints of the stack itself (the canvas fit).
    var stackAcross: [LayoutConstraint] = []

    /// Creates a stack of `views`, added as subviews in that order.
    ///
    /// ```swift
    /// let form = StackView(arrangedSubviews: [nameRow, emailRow])
    /// form.axis = .vertical
    /// ```
    ///
    /// - Parameter views: The arranged views, first to last.
    /// - Complexity: O(*n*) for *n* views.
    public init(arrangedSubviews views: [LayoutView]) {
        super.init(frame: .zero)
        // Distinct views are arranged at once, each group built once; a view listed twice
        // takes the general path (it moves to the end, as `addArrangedSubview` does).
        var seen = Set<ObjectIdentifier>()
        guard views.allSatisfy({ seen.insert(ObjectIdentifier($0)).inserted }) else {
            for view in views { addArrangedSubview(view) }
            return
        }
        for view in views {
            addSubview(view)
            view.translatesAutoresizingMaskIntoConstraints = false
            entries.append(Entry(view))
        }
        rebuildAlong()
        rebuildAcross()
    }

    /// Creates an empty horizontal stack.
    ///
    /// - Parameter frame: The initial frame.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    // MARK: Arranged views

    /// The views the stack arranges, in order; each is also a subview.
    public var arrangedSubviews: [LayoutView] { entries.map(\.view) }

    /// Appends `view` to the arranged views, adding it as a subview if it is not one. A view that
    /// is already arranged moves to the end.
    ///
    /// - Parameter view: The view.
    /// - Complexity: O(*n*) in the number of arranged views to find it; the constraints touched
    ///   are the new view's and its neighbours'.
    public func addArrangedSubview(_ view: LayoutView) {
        insertArrangedSubview(view, at: entries.count - (index(of: view) == nil ? 0 : 1))
    }

    /// Inserts `view` into the arranged views at `index`, adding it as a subview (at the end of
    /// ``LayoutView/subviews``) if it is not one. A view that is already arranged moves.
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - index: Its position among the arranged views.
    /// - Precondition: `index` is in `0...arrangedSubviews.count` (after removing `view` if it
    ///   is already arranged).
    /// - Complexity: O(*n*) in the number of arranged views; the constraints touched are the new
    ///   view's and its neighbours'.
    public func insertArrangedSubview(_ view: LayoutView, at index: Int) {
        if let current = self.index(of: view) { detachEntry(at: current) }
        Misuse.check(index >= 0 && index <= entries.count,
                     "Anchorage: index \(index) is out of the arranged views' range 0...\(entries.count) of \(debugDescription)")
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        entries.insert(Entry(view), at: index)
        arrangedViewDidArrive(at: index)
    }

    /// Removes `view` from the arranged views; it stays a subview (as in UIKit), without the
    /// stack's constraints. Nothing happens when it is not arranged.
    ///
    /// - Parameter view: The view.
    /// - Complexity: O(*n*) in the number of arranged views.
    public func removeArrangedSubview(_ view: LayoutView) {
        guard let index = index(of: view) else { return }
        detachEntry(at: index)
    }

    // MARK: Properties

    /// The axis along which the views are lined up (default `.horizontal`).
    public var axis: LayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { rebuildAlong(); rebuildAcross() } }
    }

    /// The space between adjacent arranged views, in points (default 0): the exact gap for the
    /// fill distributions, the least gap for ``Distribution/equalSpacing`` and
    /// ``Distribution/equalCentering``. ``spacingUseSystem`` asks for the system spacing. A
    /// change moves constants in place.
    public var spacing = 0.0 {
        didSet { if spacing != oldValue { spacingDidChange() } }
    }

    /// How the views are sized and spaced along the axis (default ``Distribution/fill``).
    public var distribution = Distribution.fill {
        didSet { if distribution != oldValue { rebuildAlong() } }
    }

    /// How the views are placed across the axis (default ``Alignment/fill``).
    public var alignment = Alignment.fill {
        didSet { if alignment != oldValue { rebuildAcross() } }
    }

    /// Whether the views are laid out inside the stack's layout margins instead of its edges
    /// (default `false`).
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { rebuildAlong(); rebuildAcross() } }
    }

    /// Whether the spacing of a vertical stack is measured from each view's last baseline to the
    /// next view's first baseline (default `false`; a horizontal stack ignores it).
    public var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue, axis == .vertical { rebuildAlong() } }
    }

    /// Sets the spacing after one arranged view, instead of ``spacing``.
    ///
    /// ```swift
    /// stack.setCustomSpacing(24, after: header)
    /// stack.setCustomSpacing(StackView.spacingUseDefault, after: header)   // back to `spacing`
    /// ```
    ///
    /// - Parameters:
    ///   - spacing: Points, ``spacingUseSystem`` or ``spacingUseDefault``.
    ///   - view: An arranged view; for another view nothing happens.
    /// - Complexity: O(*n*) to find the view; one constant changes.
    public func setCustomSpacing(_ spacing: Double, after view: LayoutView) {
        guard let index = index(of: view) else { return }
        entries[index].customSpacing = spacing == Self.spacingUseDefault ? nil : spacing
        refreshSpacing(at: index)
    }

    /// The custom spacing after `view`, or ``spacingUseDefault`` when it has none (or is not
    /// arranged).
    ///
    /// - Parameter view: An arranged view.
    /// - Returns: The value given to ``setCustomSpacing(_:after:)``.
    /// - Complexity: O(*n*) to find the view.
    public func customSpacing(after view: LayoutView) -> Double {
        guard let index = index(of: view) else { return Self.spacingUseDefault }
        return entries[index].customSpacing ?? Self.spacingUseDefault
    }

    /// Re-reads the arranged views' intrinsic lengths for ``Distribution/fillProportionally``
    /// (UIKit reads them at every layout; here, when asked), then calls `super`.
    open override func updateConstraints() {
        if distribution == .fillProportionally { refreshProportions() }
        super.updateConstraints()
    }

    // MARK: Hooks from LayoutView

    override func subviewDidChangeHidden(_ view: LayoutView) {
        guard let index = index(of: view) else { return }
        hiddenDidChange(at: index)
    }

    override func subviewWillBeRemoved(_ view: LayoutView) {
        removeArrangedSubview(view)
    }

    /// The position of `view` among the arranged views.
    func index(of view: LayoutView) -> Int? {
        entries.firstIndex { $0.view === view }
    }
}
