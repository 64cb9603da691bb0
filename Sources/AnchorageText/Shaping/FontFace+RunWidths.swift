// SPDX-License-Identifier: MIT

extension FontFace {
    /// Writes `widths`, offsets 0 through `text.count`, with the run widths of `text` as
    /// ``advance(ofUTF8:stopAtMissing:)`` measures each run: line by line ("\n" ends one), in the
    /// plan of the line's script (Latin when it has a letter, else the default). False, leaving
    /// `widths` undefined, when the sums would not be exact or the text is not covered: a byte
    /// other than printable ASCII and "\n", a character without a glyph, a pair consuming its
    /// second glyph, or more than ``ShapingState/maximumKeptGlyphs`` bytes (which keeps the sums
    /// within `Int32`).
    ///
    /// - Complexity: O(n) in the length of `text`; allocates nothing once the caches are made.
    func runWidths(ofASCII text: UnsafeBufferPointer<UInt8>, into widths: RunWidths) -> Bool {
        guard text.count <= ShapingState.maximumKeptGlyphs else { return false }
        return state.withLock { state -> Bool in
            var total: Int32 = 0
            var letters: Int32 = 0
            var lineStart = 0
            // Most lines have a letter: they are measured in the Latin plan first, and again in the
            // default one when they turn out to have none.
            let latin = plan(for: ScriptTag.latin, in: state)
            let latinASCII = asciiPlan(latin, in: state)
            while lineStart <= text.count {
                let (before, lettersBefore) = (total, letters)
                var (lineEnd, measured) = measureLine(text, from: lineStart, latin, latinASCII, widths, &total, &letters)
                var plan = latin
                if measured == true && letters == lettersBefore && lineEnd > lineStart {
                    (total, letters) = (before, lettersBefore)
                    plan = self.plan(for: nil, in: state)
                    (lineEnd, measured) = measureLine(text, from: lineStart, plan, asciiPlan(plan, in: state), widths,
                                                      &total, &letters)
                }
                if measured == nil {
                    (total, letters) = (before, lettersBefore)
                    lineEnd = lineStart
                    var hasLetter = false
                    while lineEnd < text.count && text[lineEnd] != 0x0A {
                        hasLetter = hasLetter || ScriptTag.isASCIILetter(text[lineEnd])
                        lineEnd += 1
                    }
                    plan = hasLetter ? latin : self.plan(for: nil, in: state)
                    measured = measureLigatures(text, lineStart..<lineEnd, plan, state, widths, &total,
                                                &letters)
                }
                guard measured == true else { return false }
                widths.record(lineEnd, RunWidthEntry(before: total, after: total, letters: letters))
                lineStart = lineEnd + 1
            }
            return true
        }
    }

    /// The run widths and segments of ASCII prose in one pass, which is what most labels hold:
    /// writes `widths` as ``runWidths(ofASCII:into:)`` does and appends to `segments` what
    /// ``ASCIILineBreaks/segments(of:into:steps:measuring:)`` appends, measured at `pointsPerUnit`
    /// points per font unit. Nil, having left `widths` undefined and `segments` as they were,
    /// when the text needs those two passes apart: an empty text, a byte whose break class the
    /// table does not cover, a line without a letter (measured in another plan), a ligature or
    /// anything ``runWidths(ofASCII:into:)`` refuses.
    ///
    /// - Returns: Whether the text holds a line break, and whether a segment is left unmeasured.
    /// - Complexity: O(n) in the length of `text`; allocates nothing but the segments.
    func proseRuns(ofASCII text: UnsafeBufferPointer<UInt8>, into widths: RunWidths,
                   segments: inout [LineSegment], pointsPerUnit: Double)
        -> (containsLineBreak: Bool, leftUnmeasured: Bool)?
    {
        guard !text.isEmpty, text.count <= ShapingState.maximumKeptGlyphs else { return nil }
        return state.withLock { state -> (containsLineBreak: Bool, leftUnmeasured: Bool)? in
            guard let notes = state.scratch(for: text.count) else { return nil }
            let plan = plan(for: ScriptTag.latin, in: state)
            let ascii = asciiPlan(plan, in: state)
            let scan = ProseScan(text: text, widths: widths, pointsPerUnit: pointsPerUnit)
            return scan.run(ascii, notes: notes, into: &segments) { first, second in
                learnPair(first, second, plan, ascii)
            }
        }
    }

    /// The run widths of the line from `start` in one pass, character by character, and where it
    /// ends (a line feed or the end of the text); nil (having written garbage, and the end not
    /// found) when a character starts a ligature, false when the sums cannot be exact.
    @inline(__always)
    private func measureLine(_ text: UnsafeBufferPointer<UInt8>, from start: Int, _ plan: ShapingPlan,
                             _ ascii: ASCIIPlan, _ widths: RunWidths,
                             _ total: inout Int32, _ letters: inout Int32) -> (end: Int, measured: Bool?)
    {
        let sum = ascii.sumLine(text, from: start, &total, &letters, stop: ASCIIPlan.startsLigatureBit) {
            learnPair($0, $1, plan, ascii)
        } record: {
            widths.record($0, $1)
        }
        switch sum {
        case .ended(let end): return (end, true)
        case .stopped(let at): return (at, nil)
        case .refused: return (start, false)
        }
    }

    /// The width of `text` in font units as ``advance(ofUTF8:stopAtMissing:)`` measures it, from
    /// the Latin plan's printable ASCII when that gives it exactly (one line of printable ASCII,
    /// with a letter, no ligature and every glyph there); nil otherwise.
    func asciiAdvance(_ text: UnsafeBufferPointer<UInt8>, in state: ShapingState) -> Int? {
        // A text that starts past ASCII is not tried (nor the Latin plan made for it).
        guard let first = text.first, first < 0x80, text.count <= ShapingState.maximumKeptGlyphs else { return nil }
        let plan = plan(for: ScriptTag.latin, in: state)
        let ascii = asciiPlan(plan, in: state)
        var (total, letters): (Int32, Int32) = (0, 0)
        let sum = ascii.sumLine(text, from: 0, &total, &letters, stop: ASCIIPlan.startsLigatureBit) {
            learnPair($0, $1, plan, ascii)
        } record: { _, _ in }
        guard case .ended(let end) = sum, end == text.count, letters > 0 else { return nil }
        return Int(total)
    }

    /// The kerning of characters `first` and `second` (offsets from U+0020) in `plan`, for a pair
    /// met for the first time (``ASCIIPlan`` keeps it); nil when the pair consumes its second
    /// glyph.
    @inline(never)
    private func learnPair(_ first: Int, _ second: Int, _ plan: ShapingPlan, _ ascii: ASCIIPlan) -> Int32? {
        let pair = pairAdjustment(ascii.glyphs[first], ascii.glyphs[second], plan: plan, excluding: 0)
        return pair.consumed != 0 ? nil : Int32(truncatingIfNeeded: pair.advance)
    }

    /// The run widths of one line whose characters form ligatures: its glyphs substituted, the
    /// offsets inside a ligature left unknown; false when the sums cannot be exact.
    private func measureLigatures(_ text: UnsafeBufferPointer<UInt8>, _ line: Range<Int>, _ plan: ShapingPlan,
                                  _ state: ShapingState, _ widths: RunWidths,
                                  _ total: inout Int32, _ letters: inout Int32) -> Bool
    {
        guard let glyphs = state.scratch(for: max(line.count, 1)), let page = state.pages[0] else { return false }
        // Where each glyph's text starts, compacted with the glyphs (a rare path: its own storage).
        let clusters = UnsafeMutablePointer<Int32>.allocate(capacity: max(line.count, 1))
        defer { clusters.deallocate() }
        var count = 0
        for index in line {
            let byte = text[index]
            guard page[Int(byte)] != 0 else { return false }
            // Unknown (not this text's) until a glyph is found to start there.
            widths.entries[index] = RunWidthEntry(before: 0, after: 0, letters: letters)
            if ScriptTag.isASCIILetter(byte) { letters += 1 }
            glyphs[count] = page[Int(byte)]
            clusters[count] = Int32(index)
            count += 1
        }
        count = Self.substituteLigatures(UnsafeMutableBufferPointer(start: glyphs, count: count), clusters: clusters,
                                         plan: plan)
        var sum = Int(total)
        advances.withUnsafeBufferPointer { advances in
            let last = advances.count - 1
            for index in 0..<count {
                let entry = Int(clusters[index])
                let before = Int32(truncatingIfNeeded: sum)
                widths.record(entry, RunWidthEntry(before: before, after: before, letters: widths.entries[entry].letters))
                sum += Int(advances[min(Int(glyphs[index]), last)])
            }
        }
        if count > 1 && (!plan.pairs.isEmpty || plan.usesKernTable) {
            var kerningSoFar = 0
            let consumed = forEachPairKerning(UnsafeBufferPointer(start: glyphs, count: count), plan: plan) {
                index, kerning in
                let entry = widths.entries + Int(clusters[index])
                entry.pointee.before += Int32(truncatingIfNeeded: kerningSoFar)
                kerningSoFar += kerning
                entry.pointee.after = entry.pointee.before + Int32(truncatingIfNeeded: kerning)
            }
            guard !consumed else { return false }
            sum += kerningSoFar
        }
        total = Int32(truncatingIfNeeded: sum)
        return true
    }

    /// The plan's view of printable ASCII, made on first use.
    private func asciiPlan(_ plan: ShapingPlan, in state: ShapingState) -> ASCIIPlan {
        if let made = plan.ascii { return made }
        _ = glyph(for: 0x20, in: state)  // makes the ASCII page
        let page = state.pages[0]!
        let made = plan.ligatureStarts.withUnsafeBufferPointer { words in
            ASCIIPlan(glyphs: (0..<ASCIIPlan.count).map { page[$0 + 0x20] }, advances: advances,
                      kerns: !plan.pairs.isEmpty || plan.usesKernTable) { glyph in
                Int(glyph) >> 6 < words.count && words[Int(glyph) >> 6] & (1 << UInt64(glyph & 63)) != 0
            }
        }
        plan.ascii = made
        return made
    }
}
