// SPDX-License-Identifier: MIT

/// Breaks text into lines as UIKit does: Unicode's line-breaking algorithm (UAX #14) for where a
/// line may end, greedy fitting to a maximum width, and UIKit's line break modes for what does
/// not fit.
///
/// Text is measured by a function you give, so any font (or a model) plugs in:
///
/// ```swift
/// let lines = LineBreaker.lines(of: "你好，世界。", maximumWidth: 30) { Double($0.count) * 10 }
/// lines.map(\.text)   // ["你", "好，世", "界。"]: "，" and "。" never start a line
/// ```
///
/// The measuring function gets runs without line breaks. It should be deterministic and grow
/// (weakly) as a run grows; it may kern across the places where lines break: every line's width
/// is the measure of the line as drawn, and fitting decides with it.
///
/// See <doc:LineBreaking> for the rules and how they differ from UIKit's.
public enum LineBreaker {
    /// The truncation mark, U+2026 HORIZONTAL ELLIPSIS, measured with the text's own measure.
    public static let ellipsis = "\u{2026}"

    /// The lines `text` is laid out in.
    ///
    /// ```swift
    /// let ten = { (run: Substring) in Double(run.count) * 10 }
    /// LineBreaker.lines(of: "one two three", maximumWidth: 70, measure: ten).map(\.text)
    /// // ["one two", "three"]
    /// LineBreaker.lines(of: "one two three", maximumWidth: 70, maximumLines: 1,
    ///                   lineBreakMode: .byTruncatingTail, measure: ten).map(\.text)
    /// // ["one tw…"]
    /// ```
    ///
    /// A line takes text up to the last break opportunity where it still fits; the whitespace
    /// where it breaks hangs (is neither drawn nor counted); a word wider than the line breaks
    /// between grapheme clusters, and a grapheme cluster wider than the line stands alone on its
    /// line. A line break (`"\n"`, `"\r\n"`, U+2028, U+2029, ...) always ends a line; one at the
    /// very end of the text adds no empty line.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - maximumWidth: The widest a line may be, or `nil` not to wrap (only line breaks end
    ///     lines). A line exactly as wide fits (with a millionth of a point of slack for
    ///     rounding).
    ///   - maximumLines: The most lines shown, or 0 for no limit. When text remains after the
    ///     last one, `lineBreakMode` decides what that line shows.
    ///   - lineBreakMode: Where lines may break, and what the last line shows when text remains.
    ///   - measure: The width of a run of text (without line breaks).
    /// - Returns: The lines, in order; none for an empty text.
    /// - Complexity: O(*n*) for *n* characters. A text without line breaks is measured whole first:
    ///   if it fits, that is all. Otherwise the text is walked once, each segment between two
    ///   break opportunities measured once and each line once (or a few times when the whole line
    ///   measures differently from the sum of its parts); a truncated last line measures each
    ///   grapheme cluster it keeps. Allocates the lines and their strings.
    public static func lines(of text: String, maximumWidth: Double?, maximumLines: Int = 0,
                             lineBreakMode: LineBreakMode = .byWordWrapping,
                             measure: (Substring) -> Double) -> [TextLine]
    {
        withoutActuallyEscaping(measure) { measure in
            lines(text, maximumWidth, maximumLines, lineBreakMode, nil as PreparedSegments?, nil,
                  MeasuringFunction(text: text, measure: measure))
        }
    }

    /// ``lines(of:maximumWidth:maximumLines:lineBreakMode:measure:)`` with the segments `prepared`
    /// when given (and whether they hold a line break), measured with `widths`.
    static func lines(_ text: String, _ maximumWidth: Double?, _ maximumLines: Int, _ lineBreakMode: LineBreakMode,
                      _ prepared: (some LineSegmentSource)?, _ containsLineBreak: Bool?, _ widths: some TextMeasure)
        -> [TextLine]
    {
        var lines: [TextLine] = []
        layout(text, maximumWidth, maximumLines, lineBreakMode, prepared, containsLineBreak, widths) { line, drawn in
            let range = indices(text, line.range)
            lines.append(TextLine(text: drawn ?? String(text[range]), range: range, width: line.width,
                                  isTruncated: line.isTruncated))
        }
        return lines
    }

    /// The width of the widest line and the number of lines `text` is laid out in, as
    /// ``lines(of:maximumWidth:maximumLines:lineBreakMode:measure:)`` lays it out, without
    /// making the lines' strings.
    ///
    /// ```swift
    /// let size = LineBreaker.size(of: "one two three", maximumWidth: 70) { Double($0.count) * 10 }
    /// // (width: 70, lineCount: 2)
    /// ```
    ///
    /// A clipped line (``LineBreakMode/byClipping``) counts as wide as the maximum width.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - maximumWidth: The widest a line may be, or `nil` not to wrap.
    ///   - maximumLines: The most lines shown, or 0 for no limit.
    ///   - lineBreakMode: Where lines may break, and what the last line shows when text remains.
    ///   - measure: The width of a run of text (without line breaks).
    /// - Returns: The widest line's width (0 for no lines) and the number of lines.
    /// - Complexity: As ``lines(of:maximumWidth:maximumLines:lineBreakMode:measure:)``; allocates
    ///   only the string of a truncated last line.
    public static func size(of text: String, maximumWidth: Double?, maximumLines: Int = 0,
                            lineBreakMode: LineBreakMode = .byWordWrapping,
                            measure: (Substring) -> Double) -> (width: Double, lineCount: Int)
    {
        withoutActuallyEscaping(measure) { measure in
            size(text, maximumWidth, maximumLines, lineBreakMode, nil as PreparedSegments?, nil,
                 MeasuringFunction(text: text, measure: measure))
        }
    }

    /// ``size(of:maximumWidth:maximumLines:lineBreakMode:measure:)`` with the segments `prepared`
    /// when given (and whether they hold a line break), measured with `widths`.
    static func size(_ text: String, _ maximumWidth: Double?, _ maximumLines: Int, _ lineBreakMode: LineBreakMode,
                     _ prepared: (some LineSegmentSource)?, _ containsLineBreak: Bool?, _ widths: some TextMeasure)
        -> (width: Double, lineCount: Int)
    {
        var widest = 0.0
        var count = 0
        layout(text, maximumWidth, maximumLines, lineBreakMode, prepared, containsLineBreak, widths) { line, _ in
            count += 1
            var width = line.width
            if lineBreakMode == .byClipping, let maximumWidth, line.isTruncated { width = min(width, maximumWidth) }
            widest = max(widest, width)
        }
        return (widest, count)
    }

    /// Where lines of `text` may break, and where they must, in order: the break opportunities of
    /// Unicode's line-breaking algorithm (UAX #14) between grapheme clusters, ending with the end
    /// of the text.
    ///
    /// ```swift
    /// LineBreaker.breakOpportunities(in: "a-b (c)").map { "a-b (c)"[..<$0.index] }
    /// // ["a-", "a-b ", "a-b (c)"]
    /// ```
    ///
    /// - Parameter text: The text.
    /// - Returns: The opportunities after the start of `text`, the last one (mandatory) at its
    ///   end; none for an empty text.
    /// - Complexity: O(*n*) for *n* characters.
    public static func breakOpportunities(in text: String) -> [LineBreakOpportunity] {
        var iterator = LineBreakIterator(text[...])
        var result: [LineBreakOpportunity] = []
        while let opportunity = iterator.next() { result.append(opportunity) }
        return result
    }

    /// The indices of a range of UTF-8 offsets of `text`.
    static func indices(_ text: String, _ offsets: Range<Int>) -> Range<String.Index> {
        let utf8 = text.utf8
        return utf8.index(utf8.startIndex, offsetBy: offsets.lowerBound)..<utf8.index(utf8.startIndex,
                                                                                        offsetBy: offsets.upperBound)
    }

    /// Fits `text` and gives each line to `body` (with what it draws, when truncation made it),
    /// the one path behind every entry point; the segments are `prepared` when given (word
    /// wrapping and the truncating modes).
    static func layout(_ text: String, _ maximumWidth: Double?, _ maximumLines: Int, _ mode: LineBreakMode,
                       _ prepared: (some LineSegmentSource)?, _ containsLineBreak: Bool?, _ widths: some TextMeasure,
                       _ body: (FittedLine, String?) -> Void)
    {
        if let prepared, mode != .byCharWrapping {
            fit(text, maximumWidth, maximumLines, mode, prepared, containsLineBreak, widths, body)
        } else {
            fit(text, maximumWidth, maximumLines, mode, LineSegments(text[...], byCluster: mode == .byCharWrapping),
                nil, widths, body)
        }
    }

    private static func fit(_ text: String, _ maximumWidth: Double?, _ maximumLines: Int, _ mode: LineBreakMode,
                            _ segments: some LineSegmentSource, _ containsLineBreak: Bool?, _ widths: some TextMeasure,
                            _ body: (FittedLine, String?) -> Void)
    {
        var fitter = LineFitter(text[...], maximumWidth: maximumWidth, segments: segments,
                                containsLineBreak: containsLineBreak, widths: widths)
        if let line = fitter.wholeLine() {
            body(line, nil)
            return
        }
        var count = 0
        while let line = fitter.nextLine() {
            count += 1
            guard maximumLines <= 0 || count < maximumLines else {
                if !fitter.hasMore() {
                    body(line, nil)
                } else if mode.truncates || mode == .byClipping {
                    let last = fitter.lastLine(from: line.range.lowerBound, mode: mode)
                    body(last.line, last.drawn)
                } else {
                    body(FittedLine(range: line.range, width: line.width, isTruncated: true), nil)
                }
                return
            }
            body(line, nil)
        }
    }
}
