// SPDX-License-Identifier: MIT

// libFuzzer target for AnchorageText's font reader. Not a package target (libFuzzer supplies
// `main`): Scripts/fuzz-font.sh compiles it with Sources/AnchorageText/**/*.swift as one module,
// with `-sanitize=fuzzer,address`, seeded with the test fonts (Tests/AnchorageTextTests/Fonts).
//
// Each input is a font file. Faces 0 and 1 are opened; every open either throws a FontError or
// gives a font whose metrics are finite and whose widths, for text in several scripts (kerning,
// ligatures, CJK, the supplementary plane, controls), are finite, the same when measured twice
// (the caches change nothing), and scale with the size. ASCII summed by character (words met
// again in one lookup) must equal the same text shaped glyph by glyph, and prepared text (a
// label's path: run widths from prefix sums) must lay out as the line breaker does with
// `width(of:)`, to the bit.

import Glibc

private let texts = [
    "AVATo office fifl 7.", "\u{391}V \u{3B1}\u{3B2} \u{416}", "中文。\u{20000}\u{E0100}", "a\tb\u{AD}c\u{200D}d",
    "\u{627}\u{644}\u{639}\u{631}\u{628}\u{64A}\u{629} \u{928}\u{92E}\u{938}\u{94D}\u{924}\u{947}", "",
]

private func fail(_ message: String) -> Never {
    fputs("font fuzzer: \(message)\n", stderr)
    abort()
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fontFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for index in 0..<2 {
        let font: Font
        do {
            font = try Font(data: bytes, size: 16, index: index)
        } catch {
            _ = error.description
            continue
        }
        let metrics = [font.ascender, font.descender, font.leading, font.lineHeight, font.capHeight, font.xHeight]
        if !metrics.allSatisfy(\.isFinite) { fail("a metric is not finite: \(metrics)") }
        _ = (font.familyName, font.fontName, font.styleName, font.isFixedPitch, font.weight, font.isItalic)
        var withFallback = font
        withFallback.fallbacks = [font.withSize(3)]
        for text in texts {
            let width = font.width(of: text)
            if !width.isFinite { fail("width of \(text.debugDescription) is \(width)") }
            if font.width(of: text) != width { fail("width of \(text.debugDescription) changed when measured again") }
            let double = font.withSize(32).width(of: text)
            if abs(double - 2 * width) > 1e-9 * max(1, abs(width)) {
                fail("width of \(text.debugDescription) at 32 pt is \(double), not twice \(width)")
            }
            if !withFallback.width(of: text).isFinite { fail("width with a fallback is not finite") }
        }
        for text in ["AVATo office", "Hello Hello, Vo", "Typography WAVE yo-yo 12.5", "fifl"] {
            let (summed, shaped) = Array(text.utf8).withUnsafeBufferPointer { bytes in
                font.face.state.withLock { state in
                    (font.face.asciiAdvance(bytes, in: state),
                     font.face.shapedAdvance(ofUTF8: bytes, stopAtMissing: false, in: state))
                }
            }
            if let summed, summed != shaped {
                fail("\(text.debugDescription) sums to \(summed), shapes to \(String(describing: shaped))")
            }
        }
        let prepared = PreparedText()
        for text in ["To office, AV fifl 7. -- yes!\nVA 12,5 'x' (and/or)", "  \n", "abc"] {
            prepared.prepare(text, font: font)
            for width in [0.0, 40, 95, 1_000] {
                let expected = LineBreaker.lines(of: text, maximumWidth: width, maximumLines: 0,
                                                 lineBreakMode: .byWordWrapping) { font.width(of: $0) }
                let lines = prepared.lines(maximumWidth: width, maximumLines: 0, lineBreakMode: .byWordWrapping)
                if lines != expected { fail("prepared \(text.debugDescription) at \(width): \(lines) != \(expected)") }
            }
        }
        for scalar: Unicode.Scalar in ["A", "\u{4E2D}", "\u{20000}", "\u{FFFF}", "\u{10FFFF}"] {
            _ = font.hasGlyph(for: scalar)
        }
    }
    return 0
}
