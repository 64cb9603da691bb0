// SPDX-License-Identifier: MIT

/// One line of laid-out text: what is drawn, which part of the source it shows and how wide it is.
///
/// ```swift
/// let text = "Hello world"
/// let lines = LineBreaker.lines(of: text, maximumWidth: 60, maximumLines: 0,
///                               lineBreakMode: .byWordWrapping) { Double($0.count) * 10 }
/// lines.map(\.text)            // ["Hello", "world"]
/// lines.map(\.width)           // [50, 50]: the space after "Hello" hangs
/// text[lines[1].range]         // "world"
/// ```
public struct TextLine: Sendable, Hashable {
    /// What is drawn: the source text of ``range`` without the spaces that hang at the line's end
    /// and without line break characters, or, for a truncated line, the part of it that is kept
    /// with "…" (U+2026) where text was dropped.
    public var text: String
    /// The part of the source text this line stands for, before any truncation: its drawn text,
    /// without hanging spaces and line breaks. A truncated last line stands for the rest of the
    /// source text (lines it folds in included); a clipped line for the rest of its paragraph.
    public var range: Range<String.Index>
    /// The width of ``text`` as the measuring function gives it: may exceed the maximum width only
    /// for a clipped line (``LineBreakMode/byClipping``) or a grapheme cluster alone on its line
    /// that is wider than the maximum.
    public var width: Double
    /// Whether text is hidden at this line: "…" replaced some, the line is clipped at the maximum
    /// width, or the line limit hides the lines after it.
    public var isTruncated: Bool

    /// Creates a line.
    ///
    /// - Parameters:
    ///   - text: What is drawn.
    ///   - range: The part of the source text the line stands for.
    ///   - width: The width of `text`.
    ///   - isTruncated: Whether text is hidden at this line.
    public init(text: String, range: Range<String.Index>, width: Double, isTruncated: Bool) {
        self.text = text
        self.range = range
        self.width = width
        self.isTruncated = isTruncated
    }
}
