// SPDX-License-Identifier: MIT
import SeededRandom
import Testing

@testable import AnchorageText

/// Text prepared once for fitting at many widths (a label's path) must lay out exactly as the line
/// breaker does with `font.width(of:)`: the same break opportunities, the same lines, the same
/// widths to the bit.
@Suite struct PreparedTextTests {
    static let modes: [LineBreakMode] = [
        .byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle,
    ]

    /// Runs of what Kerned.ttf covers (pairs it kerns for Latin and for DFLT, the "ffi", "fi"
    /// and "fl" ligatures, digits and punctuation alone on a line), and "b" and "é", which it does
    /// not have.
    static let pieces = [
        "AV", "VA", "To", "Ta", "Vo", "office", "fifl", "ff", "7.", "7", "x-7", "A-V", "cafe", "Hello", " ", "  ",
        "\n", ".", "fffi", "e7", "lo", "b", "é", "(o)", "a/c",
    ]
    /// Prose in what Kerned.ttf covers without ligatures, which one pass prepares (a line of "7"
    /// or "7." alone still hands the text to the two passes).
    static let prosePieces = [
        "AV", "VA", "To", "Ta", "Vo", "7.", "7", "x-7", "A-V", "Hello", " ", "  ", "\n", ".", "e7", "lo", "lace",
        "ice", "Alec",
    ]

    /// `text` prepared in Kerned.ttf at 1,000 points (so widths are its units) and its lines at
    /// `width`.
    private func wrapped(_ text: String, at width: Double) throws -> (PreparedText, [TextLine]) {
        let prepared = PreparedText()
        prepared.prepare(text, font: try TestFonts.font("Kerned.ttf"))
        return (prepared, prepared.lines(maximumWidth: width, maximumLines: 0, lineBreakMode: .byWordWrapping))
    }

    @Test func aWrappedLigatureIsMeasuredAsOneGlyph() throws {
        // "To" = T 620 + o 520 − 50 (the [T] × [o] class pair) = 1,090; "office" = o 520 +
        // f_f_i 760 + c 480 + e 510 = 2,270.
        let (prepared, lines) = try wrapped("To office", at: 2_500)
        #expect(lines.map(\.text) == ["To", "office"])
        #expect(lines.map(\.width) == [1_090, 2_270])
        #expect(prepared.size(maximumWidth: nil, maximumLines: 0, lineBreakMode: .byWordWrapping) == (3_610, 1))
    }

    @Test func aRunWithoutLettersKeepsTheDefaultScriptsKerning() throws {
        // "7." kerns −100 only in DFLT's lookup: alone on its line it is 550 + 200 − 100 = 650; the
        // line "x7." is Latin (x 480 + 550 + 200 = 1,230, no DFLT pair).
        let (_, lines) = try wrapped("x7. 7.", at: 1_300)
        #expect(lines.map(\.text) == ["x7.", "7."])
        #expect(lines.map(\.width) == [1_230, 650])
    }

    @Test func aTextLongerThanTheFacesScratchIsMeasuredBySegments() throws {
        // 20,000 bytes, past the 16,384 glyphs a face keeps scratch for: no run widths, and the
        // lines are still the line breaker's. "To " is 1,090 + 250 (the space hangs at a break).
        let font = try TestFonts.font("Kerned.ttf")
        let text = String(repeating: "To ", count: 6_666) + "To"
        let prepared = PreparedText()
        prepared.prepare(text, font: font)
        #expect(!prepared.hasRunWidths)
        let lines = prepared.lines(maximumWidth: 2_500, maximumLines: 0, lineBreakMode: .byWordWrapping)
        #expect(lines.count == 3_334)
        #expect(lines.first?.text == "To To" && lines.first?.width == 1_090 + 250 + 1_090)
        #expect(lines == LineBreaker.lines(of: text, maximumWidth: 2_500) { font.width(of: $0) })
    }

    @Test(arguments: 1...4 as ClosedRange<UInt64>)
    func preparedFittingIsTheLineBreakersFitting(seed: UInt64) throws {
        let fonts = [try TestFonts.font("Kerned.ttf"), try TestFonts.font("Legacy.ttf", unitSize: 2_048)]
        var random = SplitMix64(seed: seed)
        let prepared = PreparedText()
        var (prose, twoPasses, measured) = (0, 0, 0)
        for _ in 0..<150 {
            var text = ""
            // A third prose, a third prose with ligatures, a third anything.
            let kind = random.int(in: 0...2)
            let pieces = [Self.prosePieces, Self.prosePieces + ["office", "fifl", "cafe"], Self.pieces][kind]
            for _ in 0..<random.int(in: 0...24) { text += random.pick(pieces) }
            let font = kind < 2 ? fonts[0] : random.pick(fonts)
            prepared.prepare(text, font: font)
            #expect(prepared.text == text)
            switch (prepared.isProse, prepared.hasRunWidths) {
            case (true, _): prose += 1
            case (false, true): twoPasses += 1
            case (false, false): measured += 1
            }
            var rules = LineSegments(text[...], byCluster: false)
            for segment in prepared.segments {
                let expected = rules.next()
                #expect([segment.start, segment.contentEnd, segment.end] == expected.map {
                    [$0.start, $0.contentEnd, $0.end]
                } && segment.isMandatory == expected?.isMandatory, "\(text.debugDescription)")
            }
            #expect(rules.next() == nil, "\(text.debugDescription)")
            for _ in 0..<4 {
                let width = random.int(in: 0...5) == 0 ? nil : Double(random.int(in: 100...6_000))
                let lines = random.int(in: 0...3)
                let mode = random.pick(Self.modes)
                let expected = LineBreaker.lines(of: text, maximumWidth: width, maximumLines: lines,
                                                 lineBreakMode: mode) { font.width(of: $0) }
                let size = LineBreaker.size(of: text, maximumWidth: width, maximumLines: lines,
                                            lineBreakMode: mode) { font.width(of: $0) }
                let context = "\(text.debugDescription) at \(String(describing: width)), \(lines) lines, \(mode)"
                #expect(prepared.lines(maximumWidth: width, maximumLines: lines, lineBreakMode: mode) == expected,
                        "\(context)")
                #expect(prepared.size(maximumWidth: width, maximumLines: lines, lineBreakMode: mode) == size,
                        "\(context)")
            }
        }
        // Every path ran: prose in one pass, other texts the font covers in two (run widths), and
        // texts it does not cover, measured segment by segment.
        #expect(prose > 15 && twoPasses > 15 && measured > 15, "\(prose), \(twoPasses), \(measured) of 150 texts")
    }

    @Test func anEarlierTextsWidthsAreNotReadWhenTheStampsComeAround() throws {
        // One-letter words leave an entry at every offset under stamp 1. Four billion
        // preparations later the stamps wrap around to 1 again: the offsets inside one long word,
        // which its sums pass over, must then read as unknown (measured), not as the old text's.
        let font = try TestFonts.font("Kerned.ttf")
        let prepared = PreparedText()
        prepared.prepare("a c e a c e a c e a c e", font: font)
        #expect(prepared.stamp == 1)
        prepared.stamp = .max - 1
        prepared.prepare("lo", font: font)
        let word = "aceaceaceaceace"
        prepared.prepare(word, font: font)
        #expect(prepared.stamp == 1 && prepared.isProse)
        for width in stride(from: 400.0, through: 4_000, by: 100) {
            let expected = LineBreaker.lines(of: word, maximumWidth: width, maximumLines: 0,
                                             lineBreakMode: .byWordWrapping) { font.width(of: $0) }
            #expect(prepared.lines(maximumWidth: width, maximumLines: 0, lineBreakMode: .byWordWrapping) == expected,
                    "at \(width)")
        }
    }

    @Test(arguments: 1...4 as ClosedRange<UInt64>)
    func asciiSegmentsAreTheRulesSegments(seed: UInt64) {
        // Every byte class the ASCII pass covers, and "(" and "/", which it hands back.
        let alphabet = Array("aZ#*09 \n-,.:;!?'\"").map(String.init) + ["(", "/"]
        var random = SplitMix64(seed: seed)
        for _ in 0..<400 {
            var text = ""
            let letters = random.int(in: 0...9) == 0 ? alphabet : alphabet.dropLast(2)
            for _ in 0..<random.int(in: 0...16) { text += random.pick(letters) }
            var found: [LineSegment] = []
            let covered = text.utf8.withContiguousStorageIfAvailable { bytes in
                ASCIILineBreaks.steps.withUnsafeBufferPointer { steps in
                    ASCIILineBreaks.segments(of: bytes, into: &found, steps: steps) { _ in }
                }
            }
            var iterator = LineSegments(text[...], byCluster: false)
            var expected: [LineSegment] = []
            while let segment = iterator.next() { expected.append(segment) }
            func offsets(_ segments: [LineSegment]) -> [[Int]] {
                segments.map { [$0.start, $0.contentEnd, $0.end, $0.isMandatory ? 1 : 0] }
            }
            if text.contains("(") || text.contains("/") {
                #expect(covered == .some(nil) && found.isEmpty, "\(text.debugDescription)")
            } else {
                #expect(covered == text.contains("\n"), "\(text.debugDescription)")
                #expect(offsets(found) == offsets(expected), "\(text.debugDescription)")
            }
        }
    }

    @Test(arguments: 1...4 as ClosedRange<UInt64>)
    func asciiSumsAreTheShapedAdvance(seed: UInt64) throws {
        // The character-by-character sums of the ASCII plan against the glyph-by-glyph shaping
        // they stand in for, in each test font (kerning from GPOS, from the kern table, none) and
        // DejaVu Sans when present: equal whenever the sums give a width.
        var fonts = [try TestFonts.font("Kerned.ttf"), try TestFonts.font("Legacy.ttf"), try TestFonts.font("Mono.otf")]
        if let dejaVu = DejaVuTests.font { fonts.append(dejaVu) }
        // Letter runs of every length to past the longest word kept (16), met again and again.
        let alphabet = Array(" AVTaoexifl7.-!,'\"HWYy").map(String.init) + ["Hello", "AVATAR", "TeaxoTa"]
        var random = SplitMix64(seed: seed)
        var summed = 0
        for _ in 0..<300 {
            let font = random.pick(fonts)
            // Mostly what the font has, sometimes anything.
            let covered = alphabet.filter { $0.unicodeScalars.allSatisfy(font.hasGlyph) }
            let letters = random.int(in: 0...9) == 0 ? alphabet : covered
            var text = ""
            for _ in 0..<random.int(in: 1...30) { text += random.pick(letters) }
            let face = font.face
            let (sum, shaped) = text.utf8.withContiguousStorageIfAvailable { bytes in
                face.state.withLock { state in
                    (face.asciiAdvance(bytes, in: state), face.shapedAdvance(ofUTF8: bytes, stopAtMissing: false, in: state))
                }
            }!
            if let sum {
                summed += 1
                #expect(sum == shaped, "\(text.debugDescription)")
            }
        }
        // Both ways ran: most texts are summed, those with a ligature or a missing glyph shaped.
        #expect(summed > 100 && summed < 280, "\(summed) of 300 summed")
    }

    @Test(arguments: 1...4 as ClosedRange<UInt64>)
    func proseBreaksAreTheRulesBreaks(seed: UInt64) {
        // The breaks the plan keeps per pair (a number's context decided as met) against the
        // rules, in a plan where every character has a glyph 100 units wide and nothing kerns.
        let ascii = ASCIIPlan(glyphs: (1...96).map(UInt16.init), advances: Array(repeating: 100, count: 97),
                              kerns: false) { _ in false }
        let pieces = ["a", "Z", "0", "9", " ", "  ", "\n", "-", ",", ".", ":", ";", "!", "?", "'", "\"", "1.5", "a.5", "x"]
        var random = SplitMix64(seed: seed)
        var scannedCount = 0
        for _ in 0..<400 {
            var text = ""
            for _ in 0..<random.int(in: 1...16) { text += random.pick(pieces) }
            var expected: [LineSegment] = []
            var rules = LineSegments(text[...], byCluster: false)
            while let segment = rules.next() { expected.append(segment) }
            var found: [LineSegment] = []
            let scanned = text.utf8.withContiguousStorageIfAvailable { bytes in
                let entries = UnsafeMutablePointer<RunWidthEntry>.allocate(capacity: bytes.count + 1)
                entries.initialize(repeating: RunWidthEntry(before: 0, after: 0, letters: 0), count: bytes.count + 1)
                let notes = UnsafeMutablePointer<UInt16>.allocate(capacity: bytes.count)
                defer {
                    entries.deallocate()
                    notes.deallocate()
                }
                let scan = ProseScan(text: bytes, widths: RunWidths(entries: entries, stamp: 1), pointsPerUnit: 1)
                return scan.run(ascii, notes: notes, into: &found) { _, _ in 0 }
            }!
            // A line without a letter goes to the general passes.
            guard let (containsLineBreak, leftUnmeasured) = scanned else { continue }
            scannedCount += 1
            #expect(containsLineBreak == text.contains("\n"), "\(text.debugDescription)")
            // Left unmeasured: content without a letter, whose script the sums do not know.
            let bytes = Array(text.utf8)
            let withoutLetter = expected.contains { segment in
                segment.contentEnd > segment.start
                    && !bytes[segment.start..<segment.contentEnd].contains { ScriptTag.isASCIILetter($0) }
            }
            #expect(leftUnmeasured == withoutLetter, "\(text.debugDescription)")
            #expect(found.map { [$0.start, $0.contentEnd, $0.end, $0.isMandatory ? 1 : 0] }
                == expected.map { [$0.start, $0.contentEnd, $0.end, $0.isMandatory ? 1 : 0] }, "\(text.debugDescription)")
        }
        #expect(scannedCount > 100, "\(scannedCount) of 400 texts scanned")
    }

    @Test func wordsEndAtTheFirstByteThatIsNotAnASCIILetter() {
        // Every byte value at every place of eight, among letters: flagged exactly when it is
        // not A-Z or a-z (bytes past ASCII included, whose low bits spell letters).
        for byte in 0...255 {
            let isLetter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            for place in 0..<8 {
                var chunk: UInt64 = 0x6161_6161_6161_6161
                chunk &= ~(0xFF << UInt64(place * 8))
                chunk |= UInt64(byte) << UInt64(place * 8)
                let expected: UInt64 = isLetter ? 0 : 0x80 << UInt64(place * 8)
                #expect(ASCIIPlan.nonLetters(chunk) == expected, "byte \(byte) at \(place)")
            }
        }
    }

    @Test func theDeleteCharacterIsNeverSummedAsAGlyph() {
        // Shaping drops U+007F as the control character it is; the sums refuse it, even where a
        // font maps it (here every character has a glyph 100 units wide), so it goes to shaping.
        let ascii = ASCIIPlan(glyphs: (1...96).map(UInt16.init), advances: Array(repeating: 100, count: 97),
                              kerns: false) { _ in false }
        for text in ["a\u{7F}b", "\u{7F}", "ab \u{7F}"] {
            var (total, letters): (Int32, Int32) = (0, 0)
            let sum = Array(text.utf8).withUnsafeBufferPointer { bytes in
                ascii.sumLine(bytes, from: 0, &total, &letters, stop: 0, learn: { _, _ in 0 }, record: { _, _ in })
            }
            #expect(sum == .refused, "\(text.debugDescription)")
        }
        var (total, letters): (Int32, Int32) = (0, 0)
        let plain = Array("ab b".utf8).withUnsafeBufferPointer { bytes in
            ascii.sumLine(bytes, from: 0, &total, &letters, stop: 0, learn: { _, _ in 0 }, record: { _, _ in })
        }
        #expect(plain == .ended(at: 4) && total == 400 && letters == 3)
    }
}
