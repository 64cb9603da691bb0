// SPDX-License-Identifier: MIT

/// A stack that wraps: its arranged subviews run along lines, and a view that does not fit the
/// line goes to the next one (tags, chips, toolbar buttons that must fit any width). The lines
/// are constraints that the tree's solver solves with yours, as a ``StackView``'s are.
///
/// ```swift
/// let tags = FlowView(arrangedSubviews: ["Swift", "Auto Layout", "Linux"].map { Label(text: $0) })
/// tags.spacing = 8
/// tags.lineSpacing = 4
/// card.addSubview(tags)
/// tags.snp.makeConstraints { make in
///     make.top.leading.trailing.equalToSuperview().inset(12)
/// }
/// root.layoutIfNeeded()   // as many lines as the card's width needs; the card grows with them
/// ```
///
/// How lines break, how the flow sizes itself, when it breaks again and the constraints it makes:
/// <doc:ContainerViews#Flows>.
open class FlowView: LayoutView {
    /// How items are placed across their line: a stack's alignments (``StackView/Alignment``),
    /// each line standing for the stack. The baselines are for horizontal flows; in a vertical
    /// one they mean the leading and trailing edges.
    public typealias Alignment = StackView.Alignment

    /// How each line is spread along the axis.
    public enum Justification: Int, Sendable, Hashable, CaseIterable {
        /// Items packed at the leading (top) end.
        case leading
        /// Items packed in the middle.
        case center
        /// Items packed at the trailing (bottom) end.
        case trailing
        /// The first item at the leading end, the last at the trailing end, equal gaps of at least
        /// ``FlowView/spacing`` between them; a line of one item is packed at the leading end.
        case spaceBetween
        /// The items fill the line: the one with the lowest hugging stretches (the first of those
        /// tied), as in a ``StackView`` with ``StackView/Distribution/fill``.
        case fill
    }

    /// One arranged view, what was measured of it, and the constraints it owns.
    final class Entry {
        let view: LayoutView
        /// Its natural size and baselines; `nil` until measured (again).
        var measure: ItemMeasure?
        /// Its length across the axis when compressed to `along` (an item longer than the flow).
        var compressed: (along: Double, cross: Double)?
        /// Its constraints in its line (or, while hidden, its position).
        var constraints: [LayoutConstraint] = []
        /// The guide spanning the gap before it (``Justification/spaceBetween``), made lazily.
        var gapGuide: LayoutGuide?

        init(_ view: LayoutView) {
            self.view = view
        }
    }

    /// One line: its guide, its items and the guide's constraints.
    final class Line {
        let guide: LayoutGuide
        var entries: [Entry] = []
        var constraints: [LayoutConstraint] = []
        /// The offset from the flow's start and the length across the axis the guide's
        /// constraints hold.
        var offset = -1.0, crossLength = -1.0

        init(guide: LayoutGuide) {
            self.guide = guide
        }
    }

    /// The arranged views, in order.
    var entries: [Entry] = []
    /// The arranged views by identity, for the hooks from subviews.
    var entryByView: [ObjectIdentifier: Entry] = [:]
    /// The lines as last built.
    var lines: [Line] = []
    /// The length along the axis the lines are broken at (inside the margins); `nil` before the
    /// first layout, when the flow is measured as one line and has no line constraints yet.
    var breakLength: Double?
    /// Whether every line's constraints must be reconciled (a property changed), not only those
    /// whose items changed.
    var needsFullRebuild = false

    /// Creates a flow of `views`, added as subviews in that order.
    ///
    /// ```swift
    /// let chips = FlowView(arrangedSubviews: [swift, linux, layout])
    /// ```
    ///
    /// - Parameter views: The arranged views, first to last.
    /// - Complexity: O(*n*) for *n* views.
    public init(arrangedSubviews views: [LayoutView]) {
        super.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Creates an empty horizontal flow.
    ///
    /// - Parameter frame: The initial frame.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    // MARK: Arranged views

    /// The views the flow arranges, in order; each is also a subview.
    public var arrangedSubviews: [LayoutView] { entries.map(\.view) }

    /// Appends `view` to the arranged views, adding it as a subview if it is not one. A view that
    /// is already arranged moves to the end.
    ///
    /// - Parameter view: The view.
    /// - Complexity: O(1) amortized, O(*n*) when it moves; the lines are broken again at the next
    ///   layout pass.
    public func addArrangedSubview(_ view: LayoutView) {
        insertArrangedSubview(view, at: entries.count - (entryByView[ObjectIdentifier(view)] == nil ? 0 : 1))
    }

    /// Inserts `view` into the arranged views at `index`, adding it as a subview (at the end of
    /// ``LayoutView/subviews``) if it is not one. A view that is already arranged moves.
    ///
    /// ```swift
    /// tags.insertArrangedSubview(Label(text: "New"), at: 0)
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - index: Its position among the arranged views.
    /// - Precondition: `index` is in `0...arrangedSubviews.count` (after removing `view` if it
    ///   is already arranged).
    /// - Complexity: O(*n*) in the number of arranged views; the lines from the new item's on are
    ///   broken again at the next layout pass, and only those whose items change are rebuilt.
    public func insertArrangedSubview(_ view: LayoutView, at index: Int) {
        if entryByView[ObjectIdentifier(view)] != nil { detach(view) }
        Misuse.check(index >= 0 && index <= entries.count,
                     "Anchorage: index \(index) is out of the arranged views' range 0...\(entries.count) of \(debugDescription)")
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        let entry = Entry(view)
        entries.insert(entry, at: index)
        entryByView[ObjectIdentifier(view)] = entry
        arrangementDidChange()
    }

    /// Removes `view` from the arranged views; it stays a subview (as in UIKit), without the
    /// flow's constraints. Nothing happens when it is not arranged.
    ///
    /// - Parameter view: The view.
    /// - Complexity: O(*n*) in the number of arranged views.
    public func removeArrangedSubview(_ view: LayoutView) {
        guard entryByView[ObjectIdentifier(view)] != nil else { return }
        detach(view)
        arrangementDidChange()
    }

    // MARK: Properties

    /// The axis the lines run along (default `.horizontal`: rows that wrap downward; `.vertical`:
    /// columns that wrap toward the trailing side).
    public var axis: LayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { propertyDidChange() } }
    }

    /// The space between adjacent items in a line, in points (default 0; the least gap for
    /// ``Justification/spaceBetween``).
    public var spacing = 0.0 {
        didSet { if spacing != oldValue { propertyDidChange() } }
    }

    /// The space between adjacent lines, in points (default 0).
    public var lineSpacing = 0.0 {
        didSet { if lineSpacing != oldValue { propertyDidChange() } }
    }

    /// How items are placed across their line (default ``StackView/Alignment/fill``, as a stack's).
    public var alignment = Alignment.fill {
        didSet { if alignment != oldValue { propertyDidChange() } }
    }

    /// How each line is spread along the axis (default ``Justification/leading``).
    public var justification = Justification.leading {
        didSet { if justification != oldValue { propertyDidChange() } }
    }

    /// Whether the lines are laid out inside the flow's layout margins instead of its edges
    /// (default `false`).
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { propertyDidChange() } }
    }

    // MARK: The update cycle

    /// Measures the items that changed and breaks the lines again at the flow's current length,
    /// rebuilding the lines whose items changed; then calls `super`.
    open override func updateConstraints() {
        updateLines()
        super.updateConstraints()
    }

    /// Breaks the lines again when the flow's length along its axis changed, then calls `super`.
    open override func layoutSubviews() {
        let length = availableLength(in: frame.size)
        if length != breakLength {
            breakLength = length
            updateLines()
        }
        super.layoutSubviews()
    }

    /// The size of the lines (see the type's discussion).
    open override var intrinsicContentSize: Size { contentSize(breakingAt: breakLength) }

    override var wrapsToLayoutWidth: Bool { axis == .horizontal }

    override func intrinsicContentSize(forLayoutWidth width: Double?) -> Size {
        guard axis == .horizontal else { return intrinsicContentSize }
        return contentSize(breakingAt: width.map { availableLength(in: Size(width: $0, height: 0)) })
    }

    // MARK: Hooks from subviews

    override func subviewDidChangeHidden(_ view: LayoutView) {
        guard entryByView[ObjectIdentifier(view)] != nil else { return }
        arrangementDidChange()
    }

    override func subviewWillBeRemoved(_ view: LayoutView) {
        removeArrangedSubview(view)
    }

    override func subviewDidInvalidateIntrinsicContentSize(_ view: LayoutView) {
        guard let entry = entryByView[ObjectIdentifier(view)] else { return }
        entry.measure = nil
        entry.compressed = nil
        arrangementDidChange()
    }
}
