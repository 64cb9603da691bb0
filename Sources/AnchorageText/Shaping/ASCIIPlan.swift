// SPDX-License-Identifier: MIT

/// One shaping plan's view of printable ASCII (U+0020-U+007E), by character rather than glyph,
/// so that a line of it is measured in one pass (`FontFace.runWidths`): each character's
/// advance and what it is, and the kerning of each pair as it is met. Used under the face's lock.
final class ASCIIPlan {
    static let count = 96
    /// The value of a pair not met yet.
    static let unknownPair = Int32.min
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
    /// 96 × 96 entries, first character × 96 + second: the pair's advance change times two, plus
    /// one when the pair consumed its second glyph; `unknownPair` until the pair is met (0 from
    /// the start when the plan kerns nothing).
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
        pairs = .allocate(capacity: Self.count * Self.count)
        pairs.initialize(repeating: kerns ? Self.unknownPair : 0, count: Self.count * Self.count)
    }

    deinit {
        characters.deallocate()
        pairs.deallocate()
    }
}
