// SPDX-License-Identifier: MIT

@testable import AnchorageText
import Testing

/// DejaVu Sans, when the machine has it (Debian's fonts-dejavu-core): widths at 17 pt against
/// HarfBuzz's (uharfbuzz 0.57, `hb.shape` with kern and liga, the same with its default
/// features), in font units of DejaVu's 2048 per em. These add to the tests on the project's own
/// fonts; without DejaVu they check nothing.
@Suite struct DejaVuTests {
    static let path = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    static var font: Font? { try? Font(contentsOfFile: path, size: 17) }

    @Test(.enabled(if: font != nil)) func widthsMatchHarfBuzz() throws {
        let font = try #require(Self.font)
        let harfBuzz: [(String, Int)] = [
            ("Hello, World!", 13_183), ("AVATAR Tower", 14_282), ("office affluent fjord", 19_464),
            ("The quick brown fox jumps over the lazy dog", 46_063), ("Typography: WAVE, Yo-yo, T.V.", 30_463),
            // No CJK in DejaVu Sans: .notdef, never zero (HarfBuzz's advance for it too).
            ("你好，世界", 6_145), ("中文排版测试", 7_374),
        ]
        for (text, units) in harfBuzz {
            let expected = Double(units) * 17 / 2_048
            #expect(abs(font.width(of: text) - expected) < 1e-9, "\(text)")
        }
    }

    @Test(.enabled(if: font != nil)) func preparedTextFitsAsTheLineBreaker() throws {
        // A real font's kerning, ligatures (f i, f l, f f) and every ASCII class, wrapped at widths
        // from one word to the whole paragraph.
        let font = try #require(Self.font)
        let text = "Office workflows (and/or) fit: AVATAR \"Yo-yo\", T.V. 12,500 efficient-ish! ffi\nfluffy WAVE"
        let prepared = PreparedText()
        prepared.prepare(text, font: font)
        for width in stride(from: 20.0, through: 700, by: 7.5) {
            let expected = LineBreaker.lines(of: text, maximumWidth: width, maximumLines: 0,
                                             lineBreakMode: .byWordWrapping) { font.width(of: $0) }
            #expect(prepared.lines(maximumWidth: width, maximumLines: 0, lineBreakMode: .byWordWrapping) == expected,
                    "at \(width)")
        }
    }

    @Test(.enabled(if: font != nil)) func metrics() throws {
        // hhea 1901/-483/0 at 2048 units/em (USE_TYPO_METRICS is off); OS/2 version 1, so the
        // cap height and x-height are the glyf tops of H (1493) and x (1120).
        let font = try #require(Self.font)
        #expect(font.ascender == 1_901.0 * 17 / 2_048)
        #expect(font.descender == -483.0 * 17 / 2_048)
        #expect(font.leading == 0)
        #expect(font.capHeight == 1_493.0 * 17 / 2_048)
        #expect(font.xHeight == 1_120.0 * 17 / 2_048)
        #expect(font.familyName == "DejaVu Sans")
        #expect(font.fontName == "DejaVuSans")
        #expect(!font.isFixedPitch)
    }
}
