// SPDX-License-Identifier: MIT

/// The OpenType script of a character, to pick which script's features (`kern`, `liga`) a run
/// uses: HarfBuzz guesses a buffer's script from its first character with a script of its own,
/// and so does `Shaper`.
///
/// The ranges cover the scripts whose fonts commonly carry script-specific features; a character
/// outside them (digits, punctuation, symbols, scripts not listed) has no script of its own and
/// the run keeps looking, and a run without any uses `DFLT`.
enum ScriptTag {
    static let latin = Tag("latn")

    /// (first, last, tag), sorted by first scalar value, not overlapping.
    private static let ranges: [(UInt32, UInt32, Tag)] = [
        (0x0041, 0x005A, Tag("latn")), (0x0061, 0x007A, Tag("latn")), (0x00AA, 0x00AA, Tag("latn")),
        (0x00BA, 0x00BA, Tag("latn")), (0x00C0, 0x00D6, Tag("latn")), (0x00D8, 0x00F6, Tag("latn")),
        (0x00F8, 0x024F, Tag("latn")), (0x0250, 0x02AF, Tag("latn")), (0x0370, 0x03FF, Tag("grek")),
        (0x0400, 0x052F, Tag("cyrl")), (0x0531, 0x058F, Tag("armn")), (0x0591, 0x05FF, Tag("hebr")),
        (0x0600, 0x06FF, Tag("arab")), (0x0750, 0x077F, Tag("arab")), (0x0900, 0x097F, Tag("dev2")),
        (0x0E00, 0x0E7F, Tag("thai")), (0x10A0, 0x10FF, Tag("geor")), (0x1100, 0x11FF, Tag("hang")),
        (0x1E00, 0x1EFF, Tag("latn")), (0x1F00, 0x1FFF, Tag("grek")), (0x2C60, 0x2C7F, Tag("latn")),
        (0x2E80, 0x2FDF, Tag("hani")), (0x3040, 0x30FF, Tag("kana")), (0x3130, 0x318F, Tag("hang")),
        (0x3400, 0x4DBF, Tag("hani")), (0x4E00, 0x9FFF, Tag("hani")), (0xA720, 0xA7FF, Tag("latn")),
        (0xAC00, 0xD7AF, Tag("hang")), (0xF900, 0xFAFF, Tag("hani")), (0xFB00, 0xFB06, Tag("latn")),
        (0xFF21, 0xFF3A, Tag("latn")), (0xFF41, 0xFF5A, Tag("latn")), (0x20000, 0x3FFFF, Tag("hani")),
    ]

    /// Whether an ASCII byte is a letter (Latin; the rest of ASCII has no script of its own).
    @inline(__always)
    static func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }

    /// The script of `scalar`, or nil when it has none of its own.
    static func of(_ scalar: UInt32) -> Tag? {
        // Most text is ASCII: letters are Latin, the rest common.
        if scalar < 0x80 {
            return isASCIILetter(UInt8(scalar)) ? latin : nil
        }
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].1 < scalar { low = middle + 1 } else { high = middle }
        }
        guard low < ranges.count, scalar >= ranges[low].0 else { return nil }
        return ranges[low].2
    }

    /// The script tags to try for `script`, before the DFLT fallbacks: Indic scripts have a
    /// second-generation tag and the original one.
    static func candidates(_ script: Tag) -> [Tag] {
        script == Tag("dev2") ? [script, Tag("deva")] : [script]
    }
}
