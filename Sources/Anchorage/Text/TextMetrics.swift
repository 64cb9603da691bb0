// SPDX-License-Identifier: MIT

/// How ``Label`` measures text: the width of a run of text, the height of a line and where the
/// baseline sits in it, plus the word wrapping built on them.
///
/// The default model is deterministic and needs no fonts: every character (extended grapheme
/// cluster, spaces included) advances ``TextMetrics/standard``'s 8 points, lines are 20 points
/// high and the baseline is 16 points below a line's top (roughly 17-point system text). Plug in
/// real font measurement by giving a closure that measures a run:
///
/// ```swift
/// let mono = TextMetrics(advance: 7, lineHeight: 16, baselineOffset: 12)
/// let real = TextMetrics(lineHeight: font.lineHeight, baselineOffset: font.ascender) { run in
///     font.width(of: run)       // your shaping engine
/// }
/// label.textMetrics = real
/// ```
///
/// **Wrapping** (``lines(of:maximumWidth:)``) is greedy word wrapping, as UIKit's
/// `byWordWrapping`: `"\n"` starts a new line; otherwise a line takes words while the run from
/// its start to the end of the next word measures at most the maximum width; the spaces where a
/// line breaks are dropped; a word wider than the maximum on its own is broken between
/// characters. Sizes are exact (no rounding up to pixels).
public struct TextMetrics: Sendable {
    /// The height of one line of text.
    public var lineHeight: Double
    /// The distance from the top of a line down to its baseline (the font's ascender).
    public var baselineOffset: Double
    /// Measures the width of a run of text on one line.
    private var measure: @Sendable (Substring) -> Double
    /// The advance of every character for monospaced metrics, which lets wrapping count
    /// characters as it walks the text instead of measuring each line so far.
    private var advance: Double?

    /// Creates metrics that measure runs with a closure (real font measurement).
    ///
    /// - Parameters:
    ///   - lineHeight: The height of one line.
    ///   - baselineOffset: The distance from a line's top to its baseline.
    ///   - width: The width of a run of text (no line breaks in it); deterministic, and
    ///     non-decreasing as a run grows, for wrapping to make sense.
    public init(lineHeight: Double, baselineOffset: Double, width: @escaping @Sendable (Substring) -> Double) {
        self.lineHeight = lineHeight
        self.baselineOffset = baselineOffset
        self.measure = width
        self.advance = nil
    }

    /// Creates monospaced metrics: every character advances `advance` points.
    ///
    /// - Parameters:
    ///   - advance: The width of every character (extended grapheme cluster), spaces included.
    ///   - lineHeight: The height of one line.
    ///   - baselineOffset: The distance from a line's top to its baseline.
    public init(advance: Double, lineHeight: Double, baselineOffset: Double) {
        self.init(lineHeight: lineHeight, baselineOffset: baselineOffset) { run in
            Double(TextMetrics.isPrintableASCII(run) ? run.utf8.count : run.count) * advance
        }
        self.advance = advance
    }

    /// The default: 8 points per character, 20-point lines, baseline 16 points below a line's
    /// top.
    public static let standard = TextMetrics(advance: 8, lineHeight: 20, baselineOffset: 16)

    /// The width of a run of text on one line.
    ///
    /// - Parameter run: Text without line breaks.
    /// - Returns: Its width.
    public func width(of run: Substring) -> Double { measure(run) }

    /// The lines `text` wraps to, without their line breaks and the spaces at wrap points.
    ///
    /// ```swift
    /// TextMetrics.standard.lines(of: "one two three", maximumWidth: 64)   // ["one two", "three"]
    /// ```
    ///
    /// - Parameters:
    ///   - text: The text; `"\n"` breaks lines.
    ///   - maximumWidth: The widest a line may be, or `nil` not to wrap (only `"\n"` breaks).
    /// - Returns: The lines, in order; none for empty text, an empty line for an empty paragraph.
    /// - Complexity: O(*n*) for *n* characters with monospaced metrics; with a measuring
    ///   closure, one measurement of the line so far per word.
    public func lines(of text: String, maximumWidth: Double?) -> [Substring] {
        guard !text.isEmpty else { return [] }
        // Most texts have no line break: skip the (Character-by-Character) split.
        let paragraphs = text.utf8.contains(UInt8(ascii: "\n"))
            ? text.split(separator: "\n", omittingEmptySubsequences: false)
            : [text[...]]
        var result: [Substring] = []
        for paragraph in paragraphs {
            guard let maximumWidth else {
                result.append(paragraph)
                continue
            }
            wrap(paragraph, maximumWidth, into: &result)
        }
        return result
    }

    /// The size of `text` laid out in at most `maximumLines` lines: the widest line by the line
    /// height times the number of lines.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - maximumWidth: The wrapping width, or `nil` not to wrap.
    ///   - maximumLines: The most lines shown; 0 for no limit.
    /// - Returns: The size; `.zero` for empty text.
    public func size(of text: String, maximumWidth: Double?, maximumLines: Int = 0) -> Size {
        if let advance, let size = monospacedSize(of: text, advance, maximumWidth, maximumLines) { return size }
        var lines = self.lines(of: text, maximumWidth: maximumWidth)
        if maximumLines > 0, lines.count > maximumLines { lines.removeLast(lines.count - maximumLines) }
        let width = lines.reduce(0.0) { max($0, measure($1)) }
        return Size(width: width, height: Double(lines.count) * lineHeight)
    }

    /// ``size(of:maximumWidth:maximumLines:)`` for monospaced metrics and one paragraph of
    /// printable ASCII, counted without making the lines: the same line breaks as
    /// ``wrapPrintableASCII(_:_:_:into:)``, and the same widths (each kept line's characters
    /// times the advance), so the same size. `nil` for any other text. (Self-sizing measures
    /// every wrapping label at least twice per layout; building the lines cost most of it.)
    private func monospacedSize(of text: String, _ advance: Double, _ maximumWidth: Double?, _ maximumLines: Int)
        -> Size?
    {
        var text = text
        return text.withUTF8 { bytes -> Size? in
            guard !bytes.isEmpty, TextMetrics.isPrintableASCII(bytes) else { return nil }
            var lineCount = 0
            var widest = 0.0
            func line(_ characters: Int) {
                lineCount += 1
                if maximumLines <= 0 || lineCount <= maximumLines { widest = max(widest, Double(characters) * advance) }
            }
            let count = bytes.count
            guard let maximumWidth else {
                line(count)
                return Size(width: widest, height: Double(lineCount) * lineHeight)
            }
            let limit = maximumWidth + TextMetrics.slack
            var fit = max(1, Int(limit / advance))
            while Double(fit + 1) * advance <= limit { fit += 1 }
            while fit > 1, Double(fit) * advance > limit { fit -= 1 }
            // The greedy wrap of `wrapPrintableASCII`, a line at a time: a line holds the words
            // that end within `fit` characters of its start, so the break is found by looking
            // back from the character just past that reach, not by walking every word. (The first
            // line keeps its leading spaces; a line after a break starts at its first word.)
            let space = UInt8(ascii: " ")
            func nextWord(from i: Int) -> Int {
                var i = i
                while i < count, bytes[i] == space { i += 1 }
                return i
            }
            func wordEnd(from i: Int) -> Int {
                var i = i
                while i < count, bytes[i] != space { i += 1 }
                return i
            }
            var lineStart = 0
            let first = nextWord(from: 0)
            guard first < count else {
                line(count)
                return Size(width: widest, height: Double(lineCount) * lineHeight)
            }
            var word = first
            while true {
                // The line's first word, broken every `fit` characters when it is too long.
                let end = wordEnd(from: word)
                while end - lineStart > fit {
                    line(fit)
                    lineStart += fit
                }
                var lineEnd = end
                let reach = lineStart + fit
                if reach >= count {
                    // Every word left fits: the line ends with the last one.
                    var last = count
                    while bytes[last - 1] == space { last -= 1 }
                    line(max(last, lineEnd) - lineStart)
                    break
                }
                if reach > lineEnd {
                    // The last word that ends within reach: the one ending at `reach`, or the
                    // last one before the word or spaces found there.
                    var back = reach
                    if bytes[back] != space {
                        while bytes[back - 1] != space { back -= 1 }
                    }
                    while bytes[back - 1] == space { back -= 1 }
                    lineEnd = max(back, lineEnd)
                }
                word = nextWord(from: lineEnd)
                line(lineEnd - lineStart)
                if word == count { break }
                lineStart = word
            }
            if maximumLines > 0 { lineCount = min(lineCount, maximumLines) }
            return Size(width: widest, height: Double(lineCount) * lineHeight)
        }
    }

    /// Whether every byte is printable ASCII (0x20 through 0x7E), tested eight bytes at a time:
    /// a fit measures its wrapping labels at least twice, and a byte-by-byte test cost as much
    /// as finding their line breaks.
    static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        var i = 0
        while i + 8 <= count {
            let x = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            // High bits: a byte of 0x80 or more; a byte below 0x20 (`x − 0x20…` borrows into its
            // high bit where `x` has none); a byte equal to 0x7F (a zero byte of `x ^ 0x7F…`).
            let del = x ^ (0x7F &* ones)
            if (x | ((x &- 0x20 &* ones) & ~x) | ((del &- ones) & ~del)) & highs != 0 { return false }
            i += 8
        }
        while i < count {
            guard bytes[i] >= 0x20 && bytes[i] < 0x7F else { return false }
            i += 1
        }
        return true
    }

    /// Room for rounding in solved widths: a run as wide as the solved width (which the solver
    /// reports within ~1e-9) still fits.
    private static let slack = 1e-6

    /// Greedy word wrap of one paragraph.
    /// Whether every character of `text` is one printable ASCII byte (so characters can be
    /// counted, and the text walked, byte by byte rather than by grapheme clusters).
    static func isPrintableASCII(_ text: Substring) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    private func wrap(_ paragraph: Substring, _ maximumWidth: Double, into result: inout [Substring]) {
        let limit = maximumWidth + TextMetrics.slack
        if let advance, TextMetrics.isPrintableASCII(paragraph) {
            wrapPrintableASCII(paragraph, limit, advance, into: &result)
            return
        }
        var lineStart = paragraph.startIndex
        var lineEnd: Substring.Index?   // end of the last word on the line, nil while it has none
        var index = paragraph.startIndex
        // Monospaced: the characters from `lineStart` to `index`.
        var counted = 0
        /// The width of the line from `lineStart` through the word ending at `wordEnd`, which
        /// has `wordCharacters` characters from `index`.
        func lineWidth(through wordEnd: Substring.Index, _ wordCharacters: Int) -> Double {
            if let advance { return Double(counted + wordCharacters) * advance }
            return measure(paragraph[lineStart..<wordEnd])
        }
        while index < paragraph.endIndex {
            if paragraph[index] == " " {
                index = paragraph.index(after: index)
                counted += 1
                continue
            }
            var wordEnd = index
            var wordCharacters = 0
            while wordEnd < paragraph.endIndex, paragraph[wordEnd] != " " {
                wordEnd = paragraph.index(after: wordEnd)
                wordCharacters += 1
            }
            if lineEnd != nil, lineWidth(through: wordEnd, wordCharacters) > limit {
                result.append(paragraph[lineStart..<lineEnd!])
                lineStart = index
                counted = 0
                lineEnd = nil
            }
            if lineEnd == nil, lineWidth(through: wordEnd, wordCharacters) > limit {
                // A word too wide for a line of its own: break it between characters, at least
                // one character per line.
                while true {
                    var end = paragraph.index(after: lineStart)
                    while end < wordEnd, measure(paragraph[lineStart..<paragraph.index(after: end)]) <= limit {
                        end = paragraph.index(after: end)
                    }
                    if end >= wordEnd { break }
                    result.append(paragraph[lineStart..<end])
                    lineStart = end
                }
                // The rest of the word starts the line (a rare path: count it directly).
                counted = paragraph[lineStart..<wordEnd].count
            } else {
                counted += wordCharacters
            }
            lineEnd = wordEnd
            index = wordEnd
        }
        result.append(paragraph[lineStart..<(lineEnd ?? paragraph.endIndex)])
    }

    /// ``wrap(_:_:into:)`` for monospaced metrics and printable ASCII: the same lines, found by
    /// walking bytes and multiplying character counts by the advance.
    private func wrapPrintableASCII(_ paragraph: Substring, _ limit: Double, _ advance: Double,
                                    into result: inout [Substring])
    {
        let bytes = paragraph.utf8
        let space = UInt8(ascii: " ")
        /// The most characters a line holds (at least one).
        var fit = max(1, Int(limit / advance))
        while Double(fit + 1) * advance <= limit { fit += 1 }
        while fit > 1, Double(fit) * advance > limit { fit -= 1 }
        func index(_ offset: Int) -> Substring.Index { bytes.index(bytes.startIndex, offsetBy: offset) }
        let count = bytes.count
        var lineStart = 0
        var lineEnd: Int?
        var offset = 0
        var cursor = bytes.startIndex
        while offset < count {
            if bytes[cursor] == space {
                offset += 1
                cursor = bytes.index(after: cursor)
                continue
            }
            var wordEnd = offset
            while wordEnd < count, bytes[cursor] != space {
                wordEnd += 1
                cursor = bytes.index(after: cursor)
            }
            if let end = lineEnd, wordEnd - lineStart > fit {
                result.append(paragraph[index(lineStart)..<index(end)])
                lineStart = offset
                lineEnd = nil
            }
            if lineEnd == nil {
                // A word too wide for a line of its own breaks every `fit` characters.
                while wordEnd - lineStart > fit {
                    result.append(paragraph[index(lineStart)..<index(lineStart + fit)])
                    lineStart += fit
                }
            }
            lineEnd = wordEnd
            offset = wordEnd
        }
        result.append(paragraph[index(lineStart)..<index(lineEnd ?? count)])
    }
}
