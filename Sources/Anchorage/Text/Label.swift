// SPDX-License-Identifier: MIT

// The text room: the view that shows text (`Label`) and how the view tree measures it: in a font
// (`Label+Font.swift`, with the tree's default font in `LayoutView+DefaultFont.swift`) or with the
// deterministic model (`TextMetrics`). Everything that turns a label's text into sizes, lines and
// baselines for layout, and into the lines a snapshot draws, lives here; reading fonts, measuring
// runs and breaking lines belong to the `AnchorageText` module, which this room re-exports.

/// A view that shows text (UIKit's `UILabel`), in a real ``font`` or measured by the
/// ``TextMetrics`` model: its ``intrinsicContentSize`` is the size of its text, its baselines are
/// its text's.
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
/// **Text, measured with a font or the model.** With a ``font`` (or the tree's
/// ``LayoutView/defaultFont``), the label measures its text as a device does: widths from the
/// font's advances, kerning and ligatures, lines broken where Unicode's line-breaking rules allow
/// (UAX #14) and truncated as ``lineBreakMode`` says, each line `Font.lineHeight` high (its
/// `Font.leading` below it, the baseline `Font.ascender` below its top), and its intrinsic
/// size rounded up to the tree's pixels (``LayoutView/displayScale``, 1 point without one), as
/// `UILabel`'s is. Without a font it uses ``textMetrics``, a deterministic model (8 points a
/// character, 20-point lines by default) that breaks lines at spaces and ignores
/// ``lineBreakMode``; the model's sizes are exact, not rounded.
///
/// ```swift
/// let title = Label(text: "Anchorage")
/// title.font = Font.systemFont(ofSize: 17)      // nil when the machine has no fonts
/// root.defaultFont = Font.systemFont(ofSize: 17) // or: every label of the tree without a font
/// ```
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
            fontCache.clearLayouts()
            if text != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// The font the text is measured and drawn in (UIKit's `UILabel.font`), or `nil` (the
    /// default) for the tree's ``LayoutView/defaultFont``, and without one the ``textMetrics``
    /// model. Setting it invalidates the intrinsic size and the baselines.
    @exclusivity(unchecked) public var font: Font? {
        didSet {
            fontCache = FontTextCache()
            invalidateIntrinsicContentSize()
        }
    }

    /// How text that does not fit is wrapped and truncated when the label has a font: UIKit's
    /// default, `.byTruncatingTail`, wraps a multi-line label's text at word boundaries and ends
    /// the last line ``numberOfLines`` allows with "…" when text is left over (a single-line
    /// label: its one line). `.byWordWrapping` and `.byClipping` cut the text there without an
    /// ellipsis; `.byCharWrapping` wraps between characters; `.byTruncatingHead` and
    /// `.byTruncatingMiddle` put the ellipsis at the start or the middle of the last line. The
    /// ``textMetrics`` model ignores it (it wraps at spaces and cuts).
    @exclusivity(unchecked) public var lineBreakMode = LineBreakMode.byTruncatingTail {
        didSet {
            guard lineBreakMode != oldValue else { return }
            fontCache.clearLayouts()
            if measuringFont != nil { invalidateIntrinsicContentSize() }
        }
    }

    /// How the lines sit across the label's width when drawn (UIKit's `textAlignment`; default
    /// ``TextAlignment/natural``, the leading edge). Drawing only: the label's size and line
    /// breaks do not change, so setting it invalidates nothing. SVG snapshots place each line of
    /// a label with a font by its measured width; the ``textMetrics`` model's pictures start every
    /// line at the left edge.
    @exclusivity(unchecked) public var textAlignment = TextAlignment.natural

    /// The most lines shown; 0 for no limit. UIKit's default: 1.
    ///
    /// - Precondition: Not negative.
    @exclusivity(unchecked) public var numberOfLines = 1 {
        willSet { Misuse.check(newValue >= 0, "Anchorage: numberOfLines of \(debugDescription) is negative (\(newValue))") }
        didSet {
            unwrappedSize = nil
            fontCache.clearLayouts()
            if numberOfLines != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// The width a multi-line label wraps at when measuring its intrinsic size; 0 (the default)
    /// wraps at the width layout gives the label.
    @exclusivity(unchecked) public var preferredMaxLayoutWidth = 0.0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// How the text is measured without a ``font`` (default: ``TextMetrics/standard``). Setting
    /// it invalidates the intrinsic size and the baselines, and makes the label keep the model in
    /// a tree with a ``LayoutView/defaultFont`` (its own ``font`` still wins).
    public var textMetrics: TextMetrics {
        get { textMetricsStorage ?? .standard }
        set {
            textMetricsStorage = newValue
            unwrappedSize = nil
            invalidateIntrinsicContentSize()
        }
    }

    /// Backs ``textMetrics``: `nil` until it is set.
    @exclusivity(unchecked) var textMetricsStorage: TextMetrics?
    /// What the font measurements depend on, and the layouts kept (Label+Font.swift).
    @exclusivity(unchecked) var fontCache = FontTextCache()

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

    /// The first line's baseline: the font's `Font.ascender` below the top (UIKit puts no
    /// leading above the first line), or the model's ``TextMetrics/baselineOffset``.
    open override var firstBaselineOffsetFromTop: Double {
        measuringFont?.ascender ?? textMetrics.baselineOffset
    }

    /// The last line's baseline above the bottom: with a font, the intrinsic height (rounded up
    /// to pixels) less the last baseline's depth (`Font.ascender` plus a `Font.lineHeight`
    /// per line above it), so the descent, the leading and the rounding; with the model, the
    /// line height minus ``TextMetrics/baselineOffset``. Exact when the label's height is its
    /// text's, as hugging and compression resistance keep it.
    open override var lastBaselineOffsetFromBottom: Double {
        guard let font = measuringFont else { return textMetrics.lineHeight - textMetrics.baselineOffset }
        let layout = fontLayout(font, forLayoutWidth: layoutWidth)
        guard layout.lineCount > 0 else { return font.lineHeight - font.ascender }
        return layout.size.height - font.ascender - Double(layout.lineCount - 1) * font.lineHeight
    }

    /// The lines the text shows at the label's current size (after layout): what a renderer
    /// draws. With a font, the text wrapped at the label's width in its ``lineBreakMode``, at
    /// most ``numberOfLines`` lines and at most as many as its height holds, the last one
    /// truncated with "…" when the mode truncates and text is left over (a single-line label
    /// truncates its line to the width). With the model, the text wrapped at spaces, at most
    /// ``numberOfLines`` lines (a single-line label shows its whole text).
    public var displayedLines: [String] {
        if let font = measuringFont { return displayedFontLines(font).map(\.text) }
        let wrapWidth: Double? = numberOfLines == 1 ? nil : frame.width
        let lines = textMetrics.lines(of: text, maximumWidth: wrapWidth)
        let shown = numberOfLines > 0 && lines.count > numberOfLines ? Array(lines.prefix(numberOfLines)) : lines
        return shown.map(String.init)
    }

    /// The ``displayedLines``, drawn by ``LayoutView/svgSnapshot(animated:)`` and
    /// ``LayoutView/textSnapshot(columns:)``.
    open override var snapshotText: String? { displayedLines.joined(separator: "\n") }

    override var snapshotFontText: SnapshotFontText? { measuringFont.map(snapshotFontText) }

    override var wrapsToLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    override func intrinsicContentSize(forLayoutWidth width: Double?) -> Size {
        if text.isEmpty { return .zero }
        if let font = measuringFont { return fontLayout(font, forLayoutWidth: width).size }
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
