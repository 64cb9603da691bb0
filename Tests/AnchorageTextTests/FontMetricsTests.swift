// SPDX-License-Identifier: MIT

import AnchorageText
import Testing

/// Every metric, from the numbers Scripts/make-test-fonts.py set.
@Suite struct FontMetricsTests {
    @Test func hheaMetricsInPoints() throws {
        // Kerned.ttf: 1000 units/em, hhea 800/-200/90; OS/2 typo 750/-250/0 without
        // USE_TYPO_METRICS, so hhea's count. At 20 pt a unit is 0.02 pt.
        let font = try Font(contentsOfFile: TestFonts.path("Kerned.ttf"), size: 20)
        #expect(font.pointSize == 20)
        #expect(font.ascender == 16)          // 800 × 0.02
        #expect(font.descender == -4)         // -200 × 0.02
        #expect(abs(font.leading - 1.8) < 1e-12)    // 90 × 0.02
        #expect(abs(font.lineHeight - 21.8) < 1e-12)   // 16 + 4 + 1.8
        #expect(font.capHeight == 14)         // OS/2 sCapHeight 700
        #expect(font.xHeight == 10)           // OS/2 sxHeight 500
        #expect(font.familyName == "Anchorage Test Kerned")
        #expect(font.styleName == "Regular")
        #expect(font.fontName == "AnchorageTestKerned-Regular")   // the PostScript name
        #expect(!font.isFixedPitch)
        #expect(font.weight == .regular)
        #expect(!font.isItalic)
        #expect(font.description == "AnchorageTestKerned-Regular 20.0 pt")
    }

    @Test func typoMetricsWhenUseTypoMetricsIsSet() throws {
        // Mono.otf (CFF): hhea 900/-300/0, typo 880/-120/50 with fsSelection bit 7 set.
        let font = try Font(contentsOfFile: TestFonts.path("Mono.otf"), size: 1_000)
        #expect(font.ascender == 880)
        #expect(font.descender == -120)
        #expect(font.leading == 50)
        #expect(font.lineHeight == 1_050)    // 880 + 120 + 50
        #expect(font.capHeight == 650)
        #expect(font.xHeight == 450)
        #expect(font.isFixedPitch)
        #expect(font.weight == .light)
        #expect(font.familyName == "Anchorage Test Mono")
        #expect(font.fontName == "AnchorageTestMono-Light")
    }

    @Test func capAndXHeightFromOutlinesWithoutOS2Version2() throws {
        // CJK.ttf has an OS/2 table of version 1: the glyf tops of H (690) and x (470) stand in.
        let font = try Font(contentsOfFile: TestFonts.path("CJK.ttf"), size: 1_000)
        #expect(font.capHeight == 690)
        #expect(font.xHeight == 470)
        #expect(font.ascender == 880)
        #expect(font.descender == -120)
    }

    @Test func otherUnitsPerEmScale() throws {
        // Legacy.ttf: 2048 units/em, hhea 1900/-500/0, cap height 1434, x-height 1024.
        let font = try Font(contentsOfFile: TestFonts.path("Legacy.ttf"), size: 16)
        #expect(font.ascender == 1_900.0 * 16 / 2_048)   // 14.84375
        #expect(font.descender == -500.0 * 16 / 2_048)
        #expect(font.leading == 0)
        #expect(font.capHeight == 1_434.0 * 16 / 2_048)
        #expect(font.xHeight == 8)    // 1024 × 16 / 2048
    }

    @Test func withSizeScalesEveryMetricAndSharesTheFace() throws {
        let small = try Font(contentsOfFile: TestFonts.path("Kerned.ttf"), size: 10)
        let large = small.withSize(40)
        #expect(large.pointSize == 40)
        #expect(large.ascender == 4 * small.ascender)
        #expect(large.descender == 4 * small.descender)
        #expect(large.capHeight == 28)
        #expect(large.familyName == small.familyName)
        #expect(small.withSize(10) == small)
        #expect(large != small)
        #expect(small.withSize(-3).pointSize == 0)
        #expect(small.withSize(.nan).pointSize == 0)
    }

    @Test func collectionsOpenTheFaceAtTheIndex() throws {
        // Collection.ttc: face 0 Regular (400, a = 500), face 1 Bold (700, a = 560).
        #expect(try Font.faceCount(contentsOfFile: TestFonts.path("Collection.ttc")) == 2)
        #expect(try Font.faceCount(contentsOfFile: TestFonts.path("Kerned.ttf")) == 1)
        let regular = try TestFonts.font("Collection.ttc", index: 0)
        let bold = try TestFonts.font("Collection.ttc", index: 1)
        #expect(regular.familyName == "Anchorage Test Pair")
        #expect(bold.familyName == "Anchorage Test Pair")
        #expect(regular.styleName == "Regular")
        #expect(bold.styleName == "Bold")
        #expect(bold.fontName == "AnchorageTestPair-Bold")
        #expect(regular.weight == .regular)
        #expect(bold.weight == .bold)
        #expect(regular.width(of: "aa") == 1_000)
        #expect(bold.width(of: "aa") == 1_120)
        #expect(throws: FontError.faceIndexOutOfRange(index: 2, count: 2)) {
            try Font(contentsOfFile: TestFonts.path("Collection.ttc"), size: 10, index: 2)
        }
    }

    @Test func weightsFollowUIKitsOrder() {
        let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        #expect(weights.map(\.rawValue) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
        #expect(weights == weights.sorted())
        #expect(Font.Weight.semibold.description == "semibold")
        #expect(Font.Weight(rawValue: 350).description == "350")
    }

    @Test func invalidSizesAreRefused() throws {
        let bytes = try TestFonts.bytes("Kerned.ttf")
        #expect(throws: FontError.invalidPointSize(-1)) { try Font(data: bytes, size: -1) }
        #expect(throws: FontError.invalidPointSize(.infinity)) { try Font(data: bytes, size: .infinity) }
        #expect(FontError.invalidPointSize(-1).description == "point size -1.0 is not a finite, non-negative number")
        #expect(try Font(data: bytes, size: 0).width(of: "AV") == 0)
    }
}
