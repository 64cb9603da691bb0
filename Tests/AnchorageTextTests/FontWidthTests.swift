// SPDX-License-Identifier: MIT

import AnchorageText
import Testing

/// `width(of:)`: advances, kerning from GPOS (pair formats 1 and 2, an extension lookup) and from
/// the legacy kern table, ligatures, the script's features against DFLT, cmap formats, fallback.
/// Fonts are opened at a size equal to their units per em, so widths are in font units; the
/// arithmetic uses the advances Scripts/make-test-fonts.py sets (HarfBuzz gives the same widths:
/// `python3 Scripts/make-test-fonts.py --check`).
@Suite struct FontWidthTests {
    @Test func advancesAddUp() throws {
        let font = try TestFonts.font("Kerned.ttf")
        #expect(font.width(of: "") == 0)
        #expect(font.width(of: "o") == 520)
        #expect(font.width(of: "Hx o") == 1_950)    // H 700 + x 480 + space 250 + o 520
        #expect(font.width(of: "cease") == 2_500)    // c 480 + e 510 + a 500 + (s: .notdef 500) + e 510
    }

    @Test func gposPairKerningFormat1() throws {
        let font = try TestFonts.font("Kerned.ttf")
        #expect(font.width(of: "AV") == 1_100)    // A 600 + V 580 − 80 (A V in the pair lookup)
        #expect(font.width(of: "VA") == 1_110)    // V 580 + A 600 − 70
        #expect(font.width(of: "AA") == 1_200)    // not kerned
        // The legacy kern table's A V −30 is ignored: GPOS has a kern feature.
    }

    @Test func gposClassKerningFormat2ThroughAnExtension() throws {
        let font = try TestFonts.font("Kerned.ttf")
        #expect(font.width(of: "To") == 1_090)    // T 620 + o 520 − 50 ([T] × [o a e c])
        #expect(font.width(of: "Tc") == 1_050)    // T 620 + c 480 − 50
        #expect(font.width(of: "Vo") == 1_070)    // V 580 + o 520 − 30 ([V] × [o a e])
        #expect(font.width(of: "Vc") == 1_060)    // V 580 + c 480: c is not in V's second class
        // V A: −70 from the pair lookup; the class lookup covers V but gives A's class 0 nothing.
        #expect(font.width(of: "VAT") == 1_730)   // 580 + 600 + 620 − 70
        #expect(font.width(of: "AVATo") == 2_720)   // 600+580+600+620+520 − 80 − 70 − 50 (A T: none)
    }

    @Test func scriptFeaturesWinOverDFLT() throws {
        let font = try TestFonts.font("Kerned.ttf")
        // No letter: the run has no script, DFLT's lookup kerns seven period −100.
        #expect(font.width(of: "7.") == 650)      // 550 + 200 − 100
        // A Latin letter first: latn's lookups, which do not kern 7 and period.
        #expect(font.width(of: "A7.") == 1_350)   // 600 + 550 + 200
        // Greek Alpha first: the font has no 'grek' script, so DFLT: Alpha V −40.
        #expect(font.width(of: "\u{391}V") == 1_150)    // 610 + 580 − 40
        #expect(font.width(of: "A\u{391}V") == 1_790)   // latn: 600 + 610 + 580, no Alpha V pair
    }

    @Test func legacyKernTableWithoutGPOS() throws {
        // Legacy.ttf: 2048 units/em, A 1229, V 1188, T 1270, o 1065; kern A V −150, T o −100.
        let font = try TestFonts.font("Legacy.ttf", unitSize: 2_048)
        #expect(font.width(of: "AV") == 2_267)    // 1229 + 1188 − 150
        #expect(font.width(of: "To") == 2_235)    // 1270 + 1065 − 100
        #expect(font.width(of: "AVTo") == 4_502)  // both pairs, V T none
        #expect(font.width(of: "VA") == 2_417)    // not kerned
        // At 17 pt a unit is 17/2048 pt.
        #expect(abs(font.withSize(17).width(of: "AV") - 2_267.0 * 17 / 2_048) < 1e-9)
    }

    @Test func standardLigatures() throws {
        let font = try TestFonts.font("Kerned.ttf")
        #expect(font.width(of: "office") == 2_270)   // o 520 + ffi 760 (extension lookup) + c 480 + e 510
        #expect(font.width(of: "fifl") == 1_050)     // fi 520 + fl 530
        #expect(font.width(of: "ff") == 600)         // f f: no ff ligature, 300 + 300
        #expect(font.width(of: "ffl") == 830)        // f 300 + fl 530: ffi needs an i
        #expect(font.width(of: "f\u{200B}i") == 520)    // a zero-width space is dropped before shaping
        #expect(font.width(of: "fi") != 540)         // not f 300 + i 240
    }

    @Test func cffOutlinesMeasureFromHmtx() throws {
        let font = try TestFonts.font("Mono.otf")
        #expect(font.width(of: "Affi") == 2_400)     // four glyphs of 600, no ligatures in this font
        #expect(font.width(of: "m.") == 1_200)
    }

    @Test func cmapFormat12AndItsSupplementaryPlane() throws {
        // CJK.ttf: format 12 (3,10) preferred over format 4; U+20000 exists only in format 12.
        let font = try TestFonts.font("CJK.ttf")
        #expect(font.width(of: "a中文。") == 3_500)   // 500 + 3 × 1000
        #expect(font.width(of: "\u{20000}") == 1_000)
        #expect(font.hasGlyph(for: "\u{20000}"))
        #expect(font.hasGlyph(for: "中"))
        #expect(!font.hasGlyph(for: "b"))
        // The format 14 subtable maps 中 + VS17 to another glyph; it is skipped, and the
        // selector takes no room.
        #expect(font.width(of: "中\u{E0100}") == 1_000)
        #expect(font.width(of: "一\u{FE00}") == 1_000)
    }

    @Test func missingCharactersUseFallbacksThenNotdef() throws {
        var latin = try TestFonts.font("Kerned.ttf")
        let cjk = try TestFonts.font("CJK.ttf", unitSize: 10)   // a fallback's own size is ignored
        // Without fallbacks: 中 is Kerned's .notdef (500).
        #expect(latin.width(of: "A中") == 1_100)    // 600 + 500
        #expect(!latin.hasGlyph(for: "中"))
        latin.fallbacks = [cjk]
        #expect(latin.width(of: "A中") == 1_600)    // 600 + 中 1000 from CJK.ttf at 1000 pt
        // A character neither has: Kerned's .notdef. 'z' is in neither font.
        #expect(latin.width(of: "z") == 500)
        // Kerning stays inside each font's run: A V kerned, then 中, then V A kerned.
        #expect(latin.width(of: "AV中VA") == 3_210)   // 1100 + 1000 + 1110
        // Kerned has 'a' (500) itself, so only 中文 fall back.
        #expect(latin.width(of: "a中文a") == 3_000)   // 500 + 2000 + 500
        // Resizing keeps the fallbacks, at the new size: (1100 + 1000 + 1110) × 10/1000.
        #expect(abs(latin.withSize(10).width(of: "AV中VA") - 32.1) < 1e-9)
    }

    @Test func controlAndIgnorableCharactersTakeNoRoom() throws {
        let font = try TestFonts.font("Kerned.ttf")
        #expect(font.width(of: "A\tV") == 1_100)     // the tab is dropped: A V kerned
        #expect(font.width(of: "A\u{AD}V") == 1_100)   // soft hyphen
        #expect(font.width(of: "A\u{200D}V") == 1_100)  // zero-width joiner
    }

    @Test func substringsAndScalesMeasureAlike() throws {
        let font = try TestFonts.font("Kerned.ttf", unitSize: 17)
        let line = "To AVoid office"
        let words = line.split(separator: " ")
        #expect(font.width(of: words[1]) == font.width(of: "AVoid"))
        // T o −50 + space + A V −80, V o −30 + (i d: .notdef 500 for d) + space + office.
        let units = (620 + 520 - 50) + 250 + (600 + 580 + 520 + 240 + 500 - 80 - 30) + 250 + 2_270
        #expect(abs(font.width(of: line) - Double(units) * 17 / 1_000) < 1e-9)
    }

    @Test func longRunsMeasureWithStorageOfTheirOwn() throws {
        let font = try TestFonts.font("Kerned.ttf")
        // 20,000 glyphs: more than the face keeps as scratch (16,384).
        #expect(font.width(of: String(repeating: "o", count: 20_000)) == 10_400_000)   // 20,000 × 520
        // 10,000 × (A 600 + V 580 − 80) and 9,999 V A pairs of −70.
        #expect(font.width(of: String(repeating: "AV", count: 10_000)) == 11_000_000 - 9_999 * 70)
        #expect(font.width(of: "AV") == 1_100)
    }

    @Test func concurrentMeasurementsAgree() async throws {
        let font = try TestFonts.font("Kerned.ttf")
        let texts = ["AVATo", "office", "7.", "\u{391}V", "fifl", "Hx o"]
        let expected = [2_720.0, 2_270, 650, 1_150, 1_050, 1_950]
        await withTaskGroup(of: Bool.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var ok = true
                    for round in 0..<200 {
                        let index = (task + round) % texts.count
                        ok = ok && font.withSize(1_000).width(of: texts[index]) == expected[index]
                    }
                    return ok
                }
            }
            for await ok in group { #expect(ok) }
        }
    }
}
