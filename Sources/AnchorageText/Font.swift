// SPDX-License-Identifier: MIT

/// A font at a size: metrics in points and the width of a line of text, read from an OpenType
/// file (TrueType `.ttf`, CFF `.otf`, or one face of a collection `.ttc`).
///
/// ```swift
/// let font = try Font(contentsOfFile: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", size: 17)
/// font.lineHeight              // 19.79 (ascender 15.78 − descender −4.01 + leading 0)
/// font.width(of: "Hello")      // 43.09
/// let title = font.withSize(28)  // shares the parsed file and its caches
/// ```
///
/// `Font` is a value: copies share one immutable parsed face (and its caches, filled lazily under a
/// lock), so a font is cheap to copy, resize and send between threads.
///
/// **Metrics** follow UIFont's names and signs, in points: ``ascender`` is positive,
/// ``descender`` negative, ``leading`` is the line gap. They come from the `hhea` table, unless the
/// `OS/2` table sets USE_TYPO_METRICS (fsSelection bit 7), in which case its typo ascender,
/// descender and line gap are used. See <doc:FontsAndMetrics>.
///
/// **Measuring** (``width(of:)``) maps characters to glyphs through `cmap`, applies standard
/// ligatures (GSUB `liga`) and pair kerning (GPOS `kern`, else the legacy `kern` table) for the
/// text's script, with `DFLT` as fallback, and sums the advances, as CoreText does by default for
/// Latin text. Characters the font lacks are measured in ``fallbacks``. Complex scripts (Arabic
/// joining, Indic reordering, mark positioning) are measured glyph by glyph without contextual
/// forms. Variable fonts are read at their default instance.
public struct Font: Sendable {
    let face: FontFace
    /// Points per font unit.
    private let scale: Double

    /// The size of the font in points (its em square).
    public let pointSize: Double

    /// Fonts that measure the characters this one has no glyph for, tried in order; a character
    /// none of them has is measured with this font's `.notdef` glyph. Fallback fonts are used at
    /// this font's ``pointSize`` (their own sizes and fallbacks are ignored), as CoreText uses a
    /// cascade list.
    ///
    /// ```swift
    /// var latin = try Font(contentsOfFile: "DejaVuSans.ttf", size: 17)
    /// latin.fallbacks = [try Font(contentsOfFile: "NotoSansCJK-Regular.ttc", size: 17)]
    /// latin.width(of: "Hi 你好")   // "Hi " in DejaVu Sans, "你好" in Noto Sans CJK
    /// ```
    public var fallbacks: [Font] = []

    /// Reads a font file.
    ///
    /// ```swift
    /// let font = try Font(contentsOfFile: "/System/Library/Fonts/Helvetica.ttc", size: 17, index: 1)
    /// ```
    ///
    /// - Parameters:
    ///   - path: The file's path (`.ttf`, `.otf`, `.ttc`, `.otc`).
    ///   - size: The point size, finite and not negative.
    ///   - index: The face of a collection (0 for a single font).
    /// - Throws: ``FontError``: the file cannot be read, is not a font, `index` is out of range,
    ///   or a table the font needs is missing or malformed (the error names it).
    /// - Complexity: Reads the file, then O(n) in the size of the tables it checks (the outlines
    ///   are not read; glyphs, plans and kerning are cached as text is measured).
    public init(contentsOfFile path: String, size: Double, index: Int = 0) throws(FontError) {
        try self.init(data: FileBytes.contents(of: path), size: size, index: index)
    }

    /// Reads a font from its bytes.
    ///
    /// ```swift
    /// let font = try Font(data: bytes, size: 12)
    /// ```
    ///
    /// - Parameters:
    ///   - data: The bytes of a font file (kept, not copied, for the font's lifetime).
    ///   - size: The point size, finite and not negative.
    ///   - index: The face of a collection (0 for a single font).
    /// - Throws: ``FontError`` naming the table and what was wrong when the bytes are not a
    ///   well-formed font; never crashes, whatever the bytes.
    /// - Complexity: O(n) in the size of the tables it checks.
    public init(data: [UInt8], size: Double, index: Int = 0) throws(FontError) {
        guard size.isFinite, size >= 0 else { throw .invalidPointSize(size) }
        self.init(face: try FontFace(file: data, index: index), size: size)
    }

    init(face: FontFace, size: Double) {
        self.face = face
        pointSize = size
        scale = size / Double(face.tables.unitsPerEm)
    }

    /// The same face at another size, with the same fallbacks; shares the parsed file and its
    /// caches.
    ///
    /// ```swift
    /// let caption = body.withSize(12)
    /// ```
    ///
    /// - Parameter size: The new point size; a negative or non-finite size is taken as 0.
    /// - Returns: The resized font.
    /// - Complexity: O(1).
    public func withSize(_ size: Double) -> Font {
        var font = Font(face: face, size: size.isFinite ? max(0, size) : 0)
        font.fallbacks = fallbacks
        return font
    }

    /// The number of faces in the font file at `path`: a collection's count, else 1.
    ///
    /// ```swift
    /// for index in 0..<(try Font.faceCount(contentsOfFile: path)) { ... }
    /// ```
    ///
    /// - Parameter path: The file's path.
    /// - Returns: How many indices ``init(contentsOfFile:size:index:)`` accepts.
    /// - Throws: ``FontError`` when the file cannot be read or is too short to hold a header.
    /// - Complexity: Reads the file.
    public static func faceCount(contentsOfFile path: String) throws(FontError) -> Int {
        try FaceDirectory.faceCount(in: FileBytes.contents(of: path))
    }

    /// Converts font units to points at this size.
    @inline(__always)
    func points(_ units: Int) -> Double { Double(units) * scale }
}

extension Font: Equatable, Hashable, CustomStringConvertible {
    /// Whether two fonts are the same face (the same parsed file) at the same size with equal
    /// fallbacks.
    public static func == (lhs: Font, rhs: Font) -> Bool {
        lhs.face === rhs.face && lhs.pointSize == rhs.pointSize && lhs.fallbacks == rhs.fallbacks
    }

    /// Hashes the face's identity and the size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(face))
        hasher.combine(pointSize)
    }

    /// The font's PostScript name and size, e.g. `DejaVuSans 17.0 pt`.
    public var description: String { "\(fontName) \(pointSize) pt" }
}
