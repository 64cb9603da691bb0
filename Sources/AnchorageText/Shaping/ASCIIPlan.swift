// SPDX-License-Identifier: MIT

/// One shaping plan's view of printable ASCII (U+0020-U+007E), by character rather than glyph,
/// so that a line of it is measured in one pass (`FontFace.runWidths`): each character's
/// advance and what it is, and the kerning of each pair as it is met. Used under the face's lock.
final class ASCIIPlan {
    static let count = 96
    /// The row of `pairs` for a character that starts a line (nothing before it to kern with).
    static let lineStart = 96
    /// The value of a pair not met yet: odd, as a pair's that consumes its second glyph is, so
    /// that one bit says a pair needs more than its kerning.
    static let unknownPair = Int32.min | 1
    /// Bits of a character's entry in `characters` above its advance (16 bits).
    static let letterBit: Int32 = 1 << 16
    static let startsLigatureBit: Int32 = 1 << 17
    static let missingBit: Int32 = 1 << 18

    /// Each character's glyph (0 when the font has none).
    let glyphs: [UInt16]
    /// Each character's advance in font units, with `letterBit` for an ASCII letter,
    /// `startsLigatureBit` when it starts one of the plan's ligatures and `missingBit` when the
    /// font has no glyph for it.
    let characters: UnsafeMutablePointer<Int32>
    /// 97 × 96 entries, first character × 96 + second: the pair's advance change times two, plus
    /// one when the pair consumed its second glyph; `unknownPair` until the pair is met (0 from
    /// the start when the plan kerns nothing). Row `lineStart` is all 0.
    let pairs: UnsafeMutablePointer<Int32>

    /// The plan for characters with `glyphs`, whose advances are `advances`; `startsLigature`
    /// says which glyphs start a ligature.
    init(glyphs: [UInt16], advances: [UInt16], kerns: Bool, startsLigature: (UInt16) -> Bool) {
        self.glyphs = glyphs
        characters = .allocate(capacity: Self.count)
        for (c, glyph) in glyphs.enumerated() {
            let letter = ScriptTag.isASCIILetter(UInt8(c + 0x20))
            let advance = Int32(advances[min(Int(glyph), advances.count - 1)])
            (characters + c).initialize(
                to: advance | (letter ? Self.letterBit : 0) | (startsLigature(glyph) ? Self.startsLigatureBit : 0)
                    | (glyph == 0 ? Self.missingBit : 0))
        }
        pairs = .allocate(capacity: (Self.count + 1) * Self.count)
        pairs.initialize(repeating: kerns ? Self.unknownPair : 0, count: Self.count * Self.count)
        (pairs + Self.lineStart * Self.count).initialize(repeating: 0, count: Self.count)
    }

    deinit {
        characters.deallocate()
        pairs.deallocate()
    }
}

/// How the sum of one line of ASCII ended.
enum ASCIILineSum {
    /// At a line feed or the end of the text, at this offset.
    case ended(at: Int)
    /// At a character that starts one of the plan's ligatures, at this offset.
    case startsLigature(at: Int)
    /// The sum cannot be exact: a byte outside printable ASCII and "\n", a character without a
    /// glyph, or a pair consuming its second glyph.
    case refused
}

extension ASCIIPlan {
    /// Sums the line of `text` from `start` into `total` (advances and pair kerning, in font
    /// units) and `letters` (ASCII letters), giving `record` what each offset holds before it.
    /// `learn` gives the kerning of a pair met for the first time (`unknownPair` when the pair
    /// consumes its second glyph). The one loop behind the run widths, prose preparation and the
    /// width of ASCII text.
    ///
    /// - Complexity: O(n) in the length of the line.
    @inline(__always)
    func sumLine(_ text: UnsafeBufferPointer<UInt8>, from start: Int, _ total: inout Int32, _ letters: inout Int32,
                 learn: (Int, Int) -> Int32, record: (Int, RunWidthEntry) -> Void) -> ASCIILineSum
    {
        let bytes = text.baseAddress!, count = text.count
        let characters = characters, pairs = pairs
        let stop = Self.startsLigatureBit | Self.missingBit
        var (sum, lettersSoFar) = (total, letters)
        var previous = Self.lineStart
        var index = start
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A { break }
            let c = Int(byte) &- 0x20
            guard UInt(bitPattern: c) < UInt(Self.count) else { return .refused }
            let character = characters[c]
            if character & stop != 0 {
                return character & Self.missingBit != 0 ? .refused : .startsLigature(at: index)
            }
            var kerning = pairs[previous &* Self.count &+ c]
            if kerning & 1 != 0 {
                guard kerning == Self.unknownPair else { return .refused }
                kerning = learn(previous, c)
                guard kerning != Self.unknownPair else { return .refused }
            } else {
                kerning >>= 1
            }
            record(index, RunWidthEntry(before: sum, after: sum &+ kerning, letters: lettersSoFar))
            sum = sum &+ kerning &+ (character & 0xFFFF)
            lettersSoFar &+= (character >> 16) & 1
            previous = c
            index &+= 1
        }
        (total, letters) = (sum, lettersSoFar)
        return .ended(at: index)
    }
}
