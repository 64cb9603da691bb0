// SPDX-License-Identifier: MIT
import SeededRandom
import Testing

import AnchorageText

/// Seeded random texts of Latin, Chinese, punctuation, emoji and line breaks, laid out in every
/// mode at random widths and line limits, checked against invariants.
@Suite struct LineBreakingRandomizedTests {
    static let pieces = [
        "word", "a", "longerword", "well-known", "-5", " ", "  ", "\n", "\r\n", "\u{2028}", "你", "好", "，", "。",
        "「", "」", "(", ")", "!", "1,234", "$", "👩\u{200D}👩\u{200D}👧\u{200D}👦", "👍🏽", "🇫🇷", "e\u{301}",
        "\u{A0}", "\u{200B}", "한", "こ", "—", "\"", "\t",
    ]
    static let modes: [LineBreakMode] = [
        .byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle,
    ]

    /// A width per grapheme cluster from 4 to 18 points, by its first code point, with kerning: 1.5
    /// less between two Latin letters "a" and "w" (so a line measures less than its parts).
    static func measure(_ run: Substring) -> Double {
        var width = 0.0
        var previous: Character?
        for character in run {
            width += 4 + Double(character.unicodeScalars.first!.value % 15)
            if previous == "a" && character == "w" { width -= 1.5 }
            previous = character
        }
        return width
    }

    static func hangs(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { $0.properties.isWhitespace && $0 != "\u{A0}" }
    }

    /// Any code points: mostly from the blocks where rules and clusters interact, some anywhere.
    static func arbitraryText(_ random: inout SplitMix64) -> String {
        let blocks: [ClosedRange<UInt32>] = [
            0x0...0x7F, 0x80...0x36F, 0x0600...0x0605, 0x0900...0x097F, 0x0E00...0x0E7F, 0x1100...0x11FF,
            0x2000...0x206F, 0x3000...0x30FF, 0xAC00...0xAC20, 0xFF00...0xFFEF, 0x1F1E6...0x1F1FF,
            0x1F300...0x1F3FF, 0x1F466...0x1F469, 0xE0020...0xE007F, 0x0...0x10FFFF,
        ]
        var text = ""
        for _ in 0..<random.int(in: 0...40) {
            let block = random.pick(blocks)
            let value = block.lowerBound + UInt32(random.int(in: 0...Int(block.upperBound - block.lowerBound)))
            text.unicodeScalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        }
        return text
    }

    @Test(arguments: 1...4 as ClosedRange<UInt64>)
    func layoutsKeepTheirInvariants(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for round in 0..<200 {
            var text = ""
            if round % 4 == 3 {
                text = Self.arbitraryText(&random)
            } else {
                for _ in 0..<random.int(in: 0...30) { text += random.pick(Self.pieces) }
            }
            let width: Double? = random.int(in: 0...9) == 0 ? nil : Double(random.int(in: 10...160))
            let limit = random.int(in: 0...3)
            let mode = random.pick(Self.modes)
            let trace = "seed \(seed) round \(round): \(text.debugDescription) width \(String(describing: width)) lines \(limit) \(mode)"
            let lines = LineBreaker.lines(of: text, maximumWidth: width, maximumLines: limit, lineBreakMode: mode,
                                          measure: Self.measure)
            let clusterBounds = Set(text.indices + [text.endIndex])
            if limit > 0 { #expect(lines.count <= limit, "\(trace)") }
            for (i, line) in lines.enumerated() {
                #expect(line.width == Self.measure(line.text[...]), "\(trace)")
                #expect(clusterBounds.contains(line.range.lowerBound) && clusterBounds.contains(line.range.upperBound),
                        "no line starts or ends inside a grapheme cluster: \(trace)")
                #expect(!line.text.contains("\n") && !line.text.contains("\u{2028}"), "\(trace)")
                let isLast = i == lines.count - 1
                let fits = line.width <= (width ?? .infinity) + 1e-6
                let clipped = mode == .byClipping && isLast && line.isTruncated
                let onlyEllipsis = line.text == LineBreaker.ellipsis
                #expect(fits || line.text.count == 1 || clipped || onlyEllipsis, "line \(i) too wide: \(trace)")
                let truncating: Set<LineBreakMode> = [.byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle]
                if isLast && line.isTruncated && truncating.contains(mode) {
                    #expect(line.text.contains(LineBreaker.ellipsis), "\(trace)")
                } else {
                    #expect(text.contains(LineBreaker.ellipsis) || !line.text.contains(LineBreaker.ellipsis), "\(trace)")
                    #expect(String(text[line.range]) == line.text, "\(trace)")
                }
                #expect(line.isTruncated == (isLast && limit > 0 && i == limit - 1 && line.isTruncated), "\(trace)")
            }
            guard limit == 0 || !(lines.last?.isTruncated ?? false) else { continue }
            // Nothing hidden: the lines and the whitespace between them give the text back.
            var rebuilt = ""
            var position = text.startIndex
            for line in lines {
                let gap = text[position..<line.range.lowerBound]
                #expect(gap.allSatisfy(Self.hangs), "only hanging whitespace between lines: \(trace)")
                rebuilt += gap + line.text
                position = line.range.upperBound
            }
            #expect(text[position...].allSatisfy(Self.hangs), "\(trace)")
            rebuilt += text[position...]
            #expect(rebuilt == text, "\(trace)")
        }
    }

    @Test(arguments: 1...2 as ClosedRange<UInt64>)
    func eachWrappedLineIsAsLongAsItCanBe(seed: UInt64) {
        // Without kerning, a word-wrapped line plus the next line's first segment would not fit.
        var random = SplitMix64(seed: seed)
        let flat = { (run: Substring) in run.reduce(0.0) { $0 + 4 + Double($1.unicodeScalars.first!.value % 15) } }
        for round in 0..<100 {
            var text = ""
            for _ in 0..<random.int(in: 1...30) { text += random.pick(Self.pieces) }
            let width = Double(random.int(in: 20...160))
            let lines = LineBreaker.lines(of: text, maximumWidth: width, measure: flat)
            let opportunities = LineBreaker.breakOpportunities(in: text)
            let breaks = opportunities.map(\.index)
            for (line, next) in zip(lines, lines.dropFirst()) {
                // Lines separated by a line break, or a word cut because it is too wide, are not greedy choices.
                guard opportunities.contains(LineBreakOpportunity(index: next.range.lowerBound, isMandatory: false)),
                    let nextBreak = breaks.first(where: { $0 > next.range.lowerBound })
                else { continue }
                var end = nextBreak
                while end > next.range.lowerBound, Self.hangs(text[text.index(before: end)]) { end = text.index(before: end) }
                let extended = flat(text[line.range.lowerBound..<end])
                #expect(extended > width, "seed \(seed) round \(round): \(text.debugDescription) at \(width): \(lines.map(\.text))")
            }
        }
    }
}
