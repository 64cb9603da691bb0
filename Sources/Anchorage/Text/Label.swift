// SPDX-License-Identifier: MIT

// The text room: the view that shows text (`Label`) and how the view tree measures it
// (`TextMetrics`: the deterministic model, or a font's measurement). Everything that turns a
// label's text into sizes, lines and baselines for layout, and into the lines a snapshot draws,
// lives here; reading fonts and breaking lines belong to the `AnchorageText` module.

/// A view that shows text (UIKit's `UILabel`, measured by a ``TextMetrics`` model instead of a
/// font): its ``intrinsicContentSize`` is the size of its text, its baselines are its text's.
///
/// ```swift
/// let body = Label(text: "A long description that wraps over several lines")
/// body.numberOfLines = 0
/// card.addSubview(body)
/// body.snp.makeConstraints { make in
///     make.top.left.right.equalToSuperview().inset(12)
/// }
/// root.layoutIfNeeded()
/// body.frame.height   // the wrapped height at the width the constraints gave it
/// ```
///
/// **Sizing, as `UILabel`.** An empty label has no size (0 × 0). A single-line label
/// (``numberOfLines`` = 1) is as wide as its text and one line high. A multi-line label
/// (``numberOfLines`` = 0 for no limit, or more than 1) wraps its text:
/// - with ``preferredMaxLayoutWidth`` set, at that width: its intrinsic size is the widest
///   wrapped line by the lines' height;
/// - without it, at the width layout gives it (UIKit's two-pass layout): its intrinsic width is
///   its text's unwrapped width, so it takes as much room as the constraints allow up to that,
///   and after each pass that changes its width it measures its text again at the solved width
///   and the engine runs one more incremental pass. Once the text wraps, its intrinsic size is
///   the widest wrapped line by the lines' height, so where the constraints only cap the width
///   (`right <= superview.right`) the label narrows to its widest line, as UIKit's does; where
///   they fix the width, it keeps it. A layout settles in two or three passes unless constraints
///   tie a label's width to its height; passes stop after 8, with a
///   ``Diagnostic/Kind/layoutLoop`` diagnostic.
///
/// The content hugging and compression-resistance priorities start at UIKit's 250 and 750
/// (Interface Builder's 251 hugging is not what `UILabel()` gets in code).
open class Label: LayoutView {
    // The stored properties that measuring reads (every fit and every layout pass that sizes the
    // label) opt out of dynamic exclusivity checks (`@exclusivity(unchecked)`): each check cost
    // more than the access, a tree is used from one thread at a time, and none is handed out
    // `inout`.

    /// The text; `"\n"` breaks lines. Changing it invalidates the intrinsic size.
    @exclusivity(unchecked) public var text: String {
        didSet {
            unwrappedSize = nil
            if text != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// The most lines shown; 0 for no limit. UIKit's default: 1.
    ///
    /// - Precondition: Not negative.
    @exclusivity(unchecked) public var numberOfLines = 1 {
        willSet { Misuse.check(newValue >= 0, "Anchorage: numberOfLines of \(debugDescription) is negative (\(newValue))") }
        didSet {
            unwrappedSize = nil
            if numberOfLines != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// The width a multi-line label wraps at when measuring its intrinsic size; 0 (the default)
    /// wraps at the width layout gives the label.
    @exclusivity(unchecked) public var preferredMaxLayoutWidth = 0.0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// How the text is measured (default: ``TextMetrics/standard``). Setting it invalidates the
    /// intrinsic size and the baselines.
    @exclusivity(unchecked) public var textMetrics = TextMetrics.standard {
        didSet {
            unwrappedSize = nil
            invalidateIntrinsicContentSize()
        }
    }

    /// The width the last layout pass gave the label, which a wrapping label's height assumes.
    @exclusivity(unchecked) var layoutWidth: Double?
    /// Whether the engine lists the label among those that narrowed.
    var isNoted = false
    /// The size of the text without wrapping (at most ``numberOfLines`` lines), measured once
    /// per change of the text, the line limit or the metrics: every wrapping measurement needs
    /// it.
    @exclusivity(unchecked) private var unwrappedSize: Size?

    /// Creates a label.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - frame: The initial frame.
    public init(text: String = "", frame: Rect = .zero) {
        self.text = text
        super.init(frame: frame)
    }

    /// The size of the text as laid out now (see the type's discussion).
    open override var intrinsicContentSize: Size {
        intrinsicContentSize(forLayoutWidth: layoutWidth)
    }

    /// The line's baseline: ``TextMetrics/baselineOffset`` below the top.
    open override var firstBaselineOffsetFromTop: Double { textMetrics.baselineOffset }

    /// The last line's descent: the line height minus ``TextMetrics/baselineOffset``. Exact when
    /// the label's height is its text's, as hugging and compression resistance keep it.
    open override var lastBaselineOffsetFromBottom: Double { textMetrics.lineHeight - textMetrics.baselineOffset }

    /// The lines the text shows at the label's current width (after layout), at most
    /// ``numberOfLines`` of them: what a renderer draws.
    public var displayedLines: [Substring] {
        let wrapWidth: Double? = numberOfLines == 1 ? nil : frame.width
        let lines = textMetrics.lines(of: text, maximumWidth: wrapWidth)
        return numberOfLines > 0 && lines.count > numberOfLines ? Array(lines.prefix(numberOfLines)) : lines
    }

    /// The ``displayedLines``, drawn by ``LayoutView/svgSnapshot(animated:)`` and
    /// ``LayoutView/textSnapshot(columns:)``.
    open override var snapshotText: String? { displayedLines.joined(separator: "\n") }

    override var wrapsToLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    override func intrinsicContentSize(forLayoutWidth width: Double?) -> Size {
        if text.isEmpty { return .zero }
        if numberOfLines != 1, preferredMaxLayoutWidth > 0 {
            return textMetrics.size(of: text, maximumWidth: preferredMaxLayoutWidth, maximumLines: numberOfLines)
        }
        let unwrapped = unwrappedSize ?? textMetrics.size(of: text, maximumWidth: nil, maximumLines: numberOfLines)
        unwrappedSize = unwrapped
        if numberOfLines == 1 { return unwrapped }
        guard let width, width < unwrapped.width else { return unwrapped }
        // Wrapped at the width layout gave: the widest line, which is at most that width, so the
        // next pass wraps the same lines (a fixed point).
        return textMetrics.size(of: text, maximumWidth: width, maximumLines: numberOfLines)
    }

    override func didLayOut(atWidth width: Double) {
        guard width != layoutWidth else { return }
        // Recorded even while the label does not wrap, so that it is current when it starts to.
        let before = wrapsToLayoutWidth ? intrinsicContentSize : .zero
        let wrappedAt = layoutWidth
        layoutWidth = width
        guard wrapsToLayoutWidth else { return }
        // Narrower than the width it wrapped at: its own intrinsic width holds it there, so the
        // next layout measures it from its unwrapped text again, to widen when there is room.
        if let wrappedAt, width < wrappedAt { engineIfPresent?.noteNarrowed(self) }
        if intrinsicContentSize != before { invalidateIntrinsicContentSize() }
    }

    /// UIKit's first intrinsic-size calculation: forget the width the text wrapped at, so that
    /// the next pass sizes the label by its unwrapped text and the one after wraps it at the
    /// width that pass gives.
    func measureFromUnwrappedText() {
        guard layoutWidth != nil else { return }
        layoutWidth = nil
        invalidateIntrinsicContentSize()
    }
}
