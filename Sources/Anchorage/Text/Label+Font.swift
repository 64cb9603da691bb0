// SPDX-License-Identifier: MIT

// A label measured with a font: its text is prepared once per text and font (`PreparedText`:
// UAX #14 segments and their widths, with kerning, ligatures and fallback fonts), fitted at each
// width in the label's line break mode and line limit as `LineBreaker` fits it, and sizes are
// rounded up to the tree's pixels as UIKit's are. What a measurement depends on (text, font,
// mode, line limit, width, scale) is cached per label.

extension Label {
    /// The font the label measures with: its own ``font``, else the tree's ``LayoutView/defaultFont``
    /// unless ``textMetrics`` was set; `nil` for the model.
    var measuringFont: Font? {
        if let font { return font }
        return textMetricsStorage != nil ? nil : rootView.treeTextSettings?.defaultFont
    }

    /// The lines and rounded size of the text wrapped at `maximumWidth` (`nil`: only line
    /// breaks), cached for the unwrapped text and for the last width.
    func fontLayout(_ font: Font, maximumWidth: Double?) -> FontTextLayout {
        let scale = rootView.treeDisplayScale ?? 1
        // Field by field (fallbacks aside, which few fonts have): each measurement of the label
        // asks, and neither the cache nor the font is copied this way.
        if fontCache.face != font.faceIdentity || fontCache.pointSize != font.pointSize || fontCache.scale != scale
            || (fontCache.hasFallbacks || !font.fallbacks.isEmpty) && fontCache.font != font
        {
            fontCache = FontTextCache(font: font, scale: scale)
        }
        guard let maximumWidth else {
            if let layout = fontCache.unwrapped { return layout }
            // A single line of printable ASCII without a trailing space is as wide as the text:
            // measured whole, without preparing the text for fitting.
            let layout = numberOfLines == 1 && FontTextLayout.isOneLine(text)
                ? FontTextLayout(width: font.width(of: text), lineCount: 1, font: font, scale: scale)
                : FontTextLayout(preparedText(font), font, scale: scale, maximumWidth: nil, maximumLines: numberOfLines,
                                 lineBreakMode: lineBreakMode)
            fontCache.unwrapped = layout
            return layout
        }
        if let wrapped = fontCache.wrapped, wrapped.width == maximumWidth { return wrapped.layout }
        let layout = FontTextLayout(preparedText(font), font, scale: scale, maximumWidth: maximumWidth,
                                    maximumLines: numberOfLines, lineBreakMode: lineBreakMode)
        fontCache.wrapped = (maximumWidth, layout)
        return layout
    }

    /// The text prepared in `font` for fitting at any width, made once per text and font (in the
    /// storage of the text before).
    private func preparedText(_ font: Font) -> PreparedText {
        let prepared = fontCache.prepared ?? PreparedText()
        fontCache.prepared = prepared
        if !fontCache.isPrepared {
            prepared.prepare(text, font: font)
            fontCache.isPrepared = true
        }
        return prepared
    }

    /// The layout the label's intrinsic size has at `width` (see ``Label`` on sizing).
    func fontLayout(_ font: Font, forLayoutWidth width: Double?) -> FontTextLayout {
        if numberOfLines != 1, preferredMaxLayoutWidth > 0 { return fontLayout(font, maximumWidth: preferredMaxLayoutWidth) }
        let unwrapped = fontLayout(font, maximumWidth: nil)
        guard numberOfLines != 1, let width, width < unwrapped.size.width else { return unwrapped }
        return fontLayout(font, maximumWidth: width)
    }

    /// The lines shown in the label's frame: wrapped (or truncated, for one line) at its width,
    /// at most ``numberOfLines`` of them and no more than its height holds (at least one), the
    /// last one truncated as the line break mode says when text is left over.
    func displayedFontLines(_ font: Font) -> [TextLine] {
        var lines = numberOfLines
        // A millionth of a point of slack: a height the solver gives as n lines' within rounding.
        let fits = max(1, Int(((frame.height + 1e-6) / font.lineHeight).rounded(.down)))
        if lines == 0 || fits < lines { lines = fits }
        return preparedText(font).lines(maximumWidth: frame.width, maximumLines: lines, lineBreakMode: lineBreakMode)
    }

    /// The ``displayedLines`` with their measured widths and baselines, for the SVG snapshot.
    func snapshotFontText(_ font: Font) -> SnapshotFontText {
        let shown = displayedFontLines(font)
        let lines = shown.enumerated().map { index, line in
            // A paragraph ends at a line break between this line's text and the next's, and the
            // last line shown ends the label's.
            let next = index + 1 < shown.count ? shown[index + 1].range.lowerBound : nil
            let endsParagraph = next.map { next in
                next <= line.range.upperBound || text[line.range.upperBound..<next].contains { $0.isNewline }
            } ?? true
            return (text: line.text, width: line.width, baseline: font.ascender + Double(index) * font.lineHeight,
                    endsParagraph: endsParagraph)
        }
        return SnapshotFontText(familyName: font.familyName, pointSize: font.pointSize, alignment: textAlignment,
                                lines: lines)
    }
}

/// A label's text measured in a font at one width: its number of lines and their size, rounded up
/// to pixels.
struct FontTextLayout {
    /// The number of lines (0 for empty text).
    let lineCount: Int
    /// The widest line by the lines' height, each rounded up to the next pixel.
    let size: Size

    /// Measures the text prepared in `font` as ``LineBreaker`` lays it out (without making the
    /// lines' strings).
    init(_ text: PreparedText, _ font: Font, scale: Double, maximumWidth: Double?, maximumLines: Int,
         lineBreakMode: LineBreakMode)
    {
        let measured = text.size(maximumWidth: maximumWidth, maximumLines: maximumLines, lineBreakMode: lineBreakMode)
        self.init(width: measured.width, lineCount: measured.lineCount, font: font, scale: scale)
    }

    /// The size of `lineCount` lines in `font`, the widest `width` wide.
    init(width: Double, lineCount: Int, font: Font, scale: Double) {
        self.lineCount = lineCount
        size = Size(width: FontTextLayout.ceilToPixel(width, scale),
                    height: FontTextLayout.ceilToPixel(Double(lineCount) * font.lineHeight, scale))
    }

    /// Whether `text` is one printable ASCII line that does not end in a space (which would hang).
    static func isOneLine(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            !bytes.isEmpty && bytes[bytes.count - 1] != UInt8(ascii: " ") && TextMetrics.isPrintableASCII(bytes)
        }
    }

    /// `value` rounded up to the next multiple of `1 / scale`, as UIKit rounds a label's size; a
    /// value within a billionth of a pixel above a multiple counts as the multiple, so the sum of
    /// advances never gains a pixel from floating-point noise.
    static func ceilToPixel(_ value: Double, _ scale: Double) -> Double {
        max(0, (value * scale - 1e-9).rounded(.up) / scale)
    }
}

/// What a label's font measurements depend on besides its text, mode and line limit (which clear
/// the cache when they change): the font and the tree's scale, and the two layouts kept.
struct FontTextCache {
    /// The font, held so that its face's identity is not reused while the cache is kept.
    var font: Font?
    /// The font's face (its identity), its size, whether it has fallbacks, and the scale.
    var face: ObjectIdentifier?
    var pointSize = 0.0
    var hasFallbacks = false
    var scale = 1.0
    var unwrapped: FontTextLayout?
    var wrapped: (width: Double, layout: FontTextLayout)?
    /// The text prepared in the font, when `isPrepared` (made on first use, refilled for the next
    /// text).
    var prepared: PreparedText?
    var isPrepared = false

    /// Nothing kept.
    init() {}

    /// Nothing kept yet for `font` at `scale`.
    init(font: Font, scale: Double) {
        self.font = font
        (face, pointSize, hasFallbacks, self.scale) = (font.faceIdentity, font.pointSize, !font.fallbacks.isEmpty, scale)
    }

    /// Forgets the layouts (the text, mode or line limit changed), keeping the key.
    mutating func clearLayouts() {
        unwrapped = nil
        wrapped = nil
        isPrepared = false
    }
}
