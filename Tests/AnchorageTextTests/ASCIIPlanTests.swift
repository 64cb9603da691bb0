// SPDX-License-Identifier: MIT
import SeededRandom
import Testing

@testable import AnchorageText

/// The ASCII plan's sums against the definition of a run's width, in a plan where every pair
/// kerns (which no test font does): the advances plus the kerning of each pair, whether the sums
/// go character by character, by word kept, or by a word and the space after it.
@Suite struct ASCIIPlanTests {
    /// Character `c` (from U+0020) has glyph `c + 1`, `100 + c + 1` units wide.
    static func advance(_ c: Int) -> Int32 { Int32(101 + c) }
    /// A kerning for every pair, positive or negative, with no pattern the sums could lean on.
    static func kerning(_ first: Int, _ second: Int) -> Int32 { Int32((first * 31 + second * 17) % 41 - 20) }

    @Test(arguments: 1...4 as ClosedRange<UInt64>)
    func sumsAreTheAdvancesPlusEachPairsKerning(seed: UInt64) {
        let ascii = ASCIIPlan(glyphs: (1...96).map(UInt16.init), advances: (0...96).map { UInt16(100 + $0) },
                              kerns: true) { _ in false }
        // Words met again and again (kept), longer than the longest kept (16), and what separates
        // them: one space, two, punctuation.
        let pieces = ["To", "AVATAR", "office", "Wave", "a", "supercalifragilistic", "abcdefghijklmnop", " ", " ",
                      "  ", ".", ", ", "7", "-", "'"]
        var random = SplitMix64(seed: seed)
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<random.int(in: 1...24) { text += random.pick(pieces) }
            let characters = text.utf8.map { Int($0) - 0x20 }
            // What each offset holds before it: the advances and pair kerning of what precedes.
            var prefix: [Int32] = [0]
            for (index, c) in characters.enumerated() {
                prefix.append(prefix[index] + Self.advance(c) + (index > 0 ? Self.kerning(characters[index - 1], c) : 0))
            }
            var recorded: [Int: RunWidthEntry] = [:]
            var (total, letters): (Int32, Int32) = (0, 0)
            let sum = text.utf8.withContiguousStorageIfAvailable { bytes in
                ascii.sumLine(bytes, from: 0, &total, &letters, stop: 0) { Self.kerning($0, $1) } record: {
                    recorded[$0] = $1
                }
            }!
            #expect(sum == .ended(at: characters.count) && total == prefix.last!, "\(text.debugDescription)")
            #expect(letters == Int32(text.utf8.filter { ScriptTag.isASCIILetter($0) }.count), "\(text.debugDescription)")
            for (offset, entry) in recorded {
                let kerning = offset > 0 ? Self.kerning(characters[offset - 1], characters[offset]) : 0
                #expect(entry.before == prefix[offset] && entry.after == prefix[offset] + kerning,
                        "\(text.debugDescription) at \(offset)")
            }
            // Every offset but the inside of a word is recorded (where runs start and end).
            for offset in characters.indices where recorded[offset] == nil {
                #expect(offset > 0 && ScriptTag.isASCIILetter(UInt8(characters[offset - 1] + 0x20))
                            && ScriptTag.isASCIILetter(UInt8(characters[offset] + 0x20)),
                        "\(text.debugDescription) at \(offset)")
            }
        }
    }
}
