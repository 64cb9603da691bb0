// SPDX-License-Identifier: MIT

/// What a text holds before one of its UTF-8 offsets, for widths of its runs in O(1): a run
/// from offset `a` to offset `b` measures `points(end.before - start.after)` font units, where
/// `start` and `end` are the entries at `a` and `b`.
///
/// Why that is exact: a run's width is its glyphs' advances plus the kerning of each pair inside
/// it. `before` sums, over the glyphs before the offset, each glyph's advance and the kerning of
/// the pair it ends; `after` adds the kerning of the pair the glyph at the offset ends, which a
/// run starting there does not hold.
struct RunWidthEntry: Sendable {
    /// Sum of advances and kerning before the offset, in font units; `Int32.min` inside a
    /// ligature, where no run can start or end in O(1).
    var before: Int32
    /// `before` plus the kerning between the glyph before the offset and the one at it.
    var after: Int32
    /// How many ASCII letters come before the offset (a run with one has the Latin script).
    var letters: Int32

    static let inside = Int32.min
}

extension FontFace {
    /// Fills `entries[0...text.count]` with the run widths of `text` as
    /// ``advance(ofUTF8:stopAtMissing:)`` measures each run: line by line ("\n" ends one), in the
    /// plan of the line's script (Latin when it has a letter, else the default). False, leaving
    /// `entries` undefined, when the sums would not be exact or the text is not covered: a byte
    /// other than printable ASCII and "\n", a character without a glyph, a pair consuming its
    /// second glyph, or more than ``ShapingState/maximumKeptGlyphs`` bytes (which keeps the sums
    /// within `Int32`).
    ///
    /// - Complexity: O(n) in the length of `text`; allocates nothing once the caches are made.
    func runWidths(ofASCII text: UnsafeBufferPointer<UInt8>, into entries: UnsafeMutablePointer<RunWidthEntry>) -> Bool
    {
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
                var (lineEnd, measured) = measureLine(text, from: lineStart, latin, latinASCII, entries, &total, &letters)
                var plan = latin
                if measured == true && letters == lettersBefore && lineEnd > lineStart {
                    (total, letters) = (before, lettersBefore)
                    plan = self.plan(for: nil, in: state)
                    (lineEnd, measured) = measureLine(text, from: lineStart, plan, asciiPlan(plan, in: state), entries,
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
                    measured = measureLigatures(text, lineStart..<lineEnd, plan, state, entries, &total,
                                                &letters)
                }
                guard measured == true else { return false }
                entries[lineEnd] = RunWidthEntry(before: total, after: total, letters: letters)
                lineStart = lineEnd + 1
            }
            return true
        }
    }

    /// The run widths of the line from `start` in one pass, character by character, and where it
    /// ends (a line feed or the end of the text); nil (having written garbage, and the end not
    /// found) when a character starts a ligature, false when the sums cannot be exact.
    @inline(__always)
    private func measureLine(_ text: UnsafeBufferPointer<UInt8>, from start: Int, _ plan: ShapingPlan,
                             _ ascii: ASCIIPlan, _ entries: UnsafeMutablePointer<RunWidthEntry>,
                             _ total: inout Int32, _ letters: inout Int32) -> (end: Int, measured: Bool?)
    {
        let characters = ascii.characters, pairs = ascii.pairs
        let stop = ASCIIPlan.startsLigatureBit | ASCIIPlan.missingBit
        var sum = total
        var count = letters
        var previous = -1
        var index = start
        while index < text.count {
            let byte = text[index]
            if byte == 0x0A { break }
            let c = Int(byte) &- 0x20
            guard c >= 0 && c < ASCIIPlan.count else { return (index, false) }
            let character = characters[c]
            if character & stop != 0 { return (index, character & ASCIIPlan.missingBit != 0 ? false : nil) }
            var kerning: Int32 = 0
            if previous >= 0 {
                var value = pairs[previous &* ASCIIPlan.count &+ c]
                if value == ASCIIPlan.unknownPair {
                    let pair = pairAdjustment(ascii.glyphs[previous], ascii.glyphs[c], plan: plan, excluding: 0)
                    value = Int32(truncatingIfNeeded: pair.advance) << 1 | (pair.consumed != 0 ? 1 : 0)
                    pairs[previous &* ASCIIPlan.count &+ c] = value
                }
                guard value & 1 == 0 else { return (index, false) }
                kerning = value >> 1
            }
            entries[index] = RunWidthEntry(before: sum, after: sum &+ kerning, letters: count)
            sum = sum &+ kerning &+ (character & 0xFFFF)
            count &+= (character >> 16) & 1
            previous = c
            index &+= 1
        }
        total = sum
        letters = count
        return (index, true)
    }

    /// The run widths of one line whose characters form ligatures: its glyphs substituted, the
    /// entries inside a ligature marked; false when the sums cannot be exact.
    private func measureLigatures(_ text: UnsafeBufferPointer<UInt8>, _ line: Range<Int>, _ plan: ShapingPlan,
                                  _ state: ShapingState, _ entries: UnsafeMutablePointer<RunWidthEntry>,
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
            entries[index] = RunWidthEntry(before: RunWidthEntry.inside, after: 0, letters: letters)
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
                entries[entry].before = Int32(truncatingIfNeeded: sum)
                entries[entry].after = entries[entry].before
                sum += Int(advances[min(Int(glyphs[index]), last)])
            }
        }
        if count > 1 && (!plan.pairs.isEmpty || plan.usesKernTable) {
            var kerningSoFar = 0
            let consumed = forEachPairKerning(UnsafeBufferPointer(start: glyphs, count: count), plan: plan) {
                index, kerning in
                let entry = Int(clusters[index])
                entries[entry].before += Int32(truncatingIfNeeded: kerningSoFar)
                kerningSoFar += kerning
                entries[entry].after = entries[entry].before + Int32(truncatingIfNeeded: kerning)
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
