// SPDX-License-Identifier: MIT

extension Font {
    /// The advance width of one line of text in points: glyphs through the font's `cmap`,
    /// standard ligatures and pair kerning for the text's script, characters the font lacks
    /// measured in ``fallbacks``, then in this font's `.notdef` glyph.
    ///
    /// ```swift
    /// font.width(of: "office")   // "ffi" as one ligature glyph when the font has one
    /// font.width(of: "AV")       // less than A's and V's advances when the font kerns the pair
    /// ```
    ///
    /// Control characters (tab included) and default-ignorable characters (zero-width spaces and
    /// joiners, variation selectors, the soft hyphen) take no room. Line breaks are not handled:
    /// measure each line on its own. Kerning and ligatures do not cross from one font to
    /// another. Complex scripts are measured glyph by glyph (no contextual forms or reordering).
    ///
    /// - Parameter text: One line of text.
    /// - Returns: Its width in points.
    /// - Complexity: O(n) in the UTF-8 length of `text`. Glyph ids, each script's features,
    ///   kerning pairs and the ASCII words met are cached per face on first use; after that a
    ///   call allocates nothing.
    @inlinable  // so that a caller's `String` is measured without going through the protocol
    public func width(of text: some StringProtocol) -> Double {
        if let width = text.utf8.withContiguousStorageIfAvailable({ measure($0) }) { return width }
        var copy = String(text)
        return copy.withUTF8 { measure($0) }
    }

    /// Whether this font (not its fallbacks) has a glyph for `scalar`.
    ///
    /// ```swift
    /// latin.hasGlyph(for: "你")   // false: measured in a fallback, else as .notdef
    /// ```
    ///
    /// - Parameter scalar: A Unicode scalar.
    /// - Returns: Whether the `cmap` maps it to a glyph other than `.notdef`.
    /// - Complexity: O(1) once its page of 256 scalars is cached, O(log n) in the cmap's
    ///   segments before.
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool { face.hasGlyph(for: scalar.value) }

    @usableFromInline
    func measure(_ text: UnsafeBufferPointer<UInt8>) -> Double {
        if let units = face.advance(ofUTF8: text, stopAtMissing: !fallbacks.isEmpty) { return points(units) }
        // Some character is missing: split the line into runs, each in the first font that has
        // all of its characters (this one, then each fallback, then this one's .notdef).
        var total = 0.0
        var runStart = 0
        var runFont = -1
        var position = 0
        while position < text.count {
            let start = position
            let scalar = UTF8Decoding.scalar(in: text, at: &position)
            let font: Int
            if UTF8Decoding.isIgnorable(scalar) {
                font = max(runFont, 0)  // stays in the current run
            } else if face.hasGlyph(for: scalar) {
                font = 0
            } else {
                font = (fallbacks.firstIndex { $0.face.hasGlyph(for: scalar) }).map { $0 + 1 } ?? 0
            }
            if font != runFont {
                total += measureRun(text, from: runStart, to: start, font: runFont)
                runStart = start
                runFont = font
            }
        }
        return total + measureRun(text, from: runStart, to: text.count, font: runFont)
    }

    /// The width of `text[start..<end]` in font `font` (0 for this one, i for fallback i − 1) at
    /// this font's size.
    private func measureRun(_ text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, font: Int) -> Double {
        guard end > start, font >= 0 else { return 0 }
        let face = font == 0 ? self.face : fallbacks[font - 1].face
        let run = UnsafeBufferPointer(rebasing: text[start..<end])
        let units = face.advance(ofUTF8: run, stopAtMissing: false) ?? 0
        return Double(units) * pointSize / Double(face.tables.unitsPerEm)
    }
}
