// SPDX-License-Identifier: MIT

extension FontFace {
    /// Whether the face maps `scalar` to a glyph other than `.notdef`.
    func hasGlyph(for scalar: UInt32) -> Bool {
        state.withLock { state in glyph(for: scalar, in: state) != 0 }
    }

    /// The advance of one line of UTF-8 text in font units: glyphs from the cmap, standard
    /// ligatures, then advances plus pair kerning. Returns nil without measuring when
    /// `stopAtMissing` is set and some scalar has no glyph (the caller then splits the run among
    /// fallback fonts).
    ///
    /// - Complexity: O(n) in the bytes of `text` once the glyph pages, plan and kerning pairs it
    ///   meets are cached; no allocation then.
    func advance(ofUTF8 text: UnsafeBufferPointer<UInt8>, stopAtMissing: Bool) -> Int? {
        state.withLock { state -> Int? in
            // Most runs are ASCII: summed by character when that is exact, else shaped.
            asciiAdvance(text, in: state) ?? shapedAdvance(ofUTF8: text, stopAtMissing: stopAtMissing, in: state)
        }
    }

    /// ``advance(ofUTF8:stopAtMissing:)`` glyph by glyph, whatever the text, under the lock.
    func shapedAdvance(ofUTF8 text: UnsafeBufferPointer<UInt8>, stopAtMissing: Bool, in state: ShapingState) -> Int? {
        // A scalar takes at least one byte, so `text.count` glyphs are enough.
        let kept = state.scratch(for: text.count)
        let glyphs = kept ?? .allocate(capacity: text.count)
        defer { if kept == nil { glyphs.deallocate() } }
        var count = 0
        var script: Tag?
        var position = 0
        while position < text.count {
            let glyph: UInt16
            let scalar: UInt32
            let byte = text[position]
            if byte < 0x80, let ascii = state.pages[0] {
                // ASCII from the first page, already made.
                position += 1
                if byte < 0x20 || byte == 0x7F { continue }
                scalar = UInt32(byte)
                glyph = ascii[Int(byte)]
            } else {
                scalar = UTF8Decoding.scalar(in: text, at: &position)
                if UTF8Decoding.isIgnorable(scalar) { continue }
                glyph = self.glyph(for: scalar, in: state)
            }
            if glyph == 0 && stopAtMissing { return nil }
            if script == nil { script = ScriptTag.of(scalar) }
            glyphs[count] = glyph
            count += 1
        }
        let plan = plan(for: script, in: state)
        if !plan.ligatures.isEmpty && Self.anyStartsLigature(glyphs, count: count, plan: plan) {
            count = Self.substituteLigatures(UnsafeMutableBufferPointer(start: glyphs, count: count), clusters: nil,
                                             plan: plan)
        }
        var total = 0
        advances.withUnsafeBufferPointer { advances in
            let last = advances.count - 1
            for index in 0..<count { total += Int(advances[min(Int(glyphs[index]), last)]) }
        }
        if count > 1 && (!plan.pairs.isEmpty || plan.usesKernTable) {
            forEachPairKerning(UnsafeBufferPointer(start: glyphs, count: count), plan: plan) { _, kerning in
                total += kerning
            }
        }
        return total
    }

    /// The glyph of `scalar`, through the page cache.
    @inline(__always)
    func glyph(for scalar: UInt32, in state: ShapingState) -> UInt16 {
        guard scalar <= 0xFFFF else {
            if let glyph = state.supplementary[scalar] { return glyph }
            let glyph = UInt16(truncatingIfNeeded: characterMap.glyph(for: scalar))
            if state.supplementary.count < ShapingState.maximumSupplementary { state.supplementary[scalar] = glyph }
            return glyph
        }
        let pageIndex = Int(scalar >> 8)
        if let page = state.pages[pageIndex] { return page[Int(scalar & 0xFF)] }
        let page = UnsafeMutablePointer<UInt16>.allocate(capacity: 256)
        let base = scalar & 0xFF00
        for offset in 0..<256 {
            (page + offset).initialize(to: UInt16(truncatingIfNeeded: characterMap.glyph(for: base + UInt32(offset))))
        }
        state.pages[pageIndex] = page
        return page[Int(scalar & 0xFF)]
    }

    /// The plan for `script`, made on first use.
    @inline(__always)
    func plan(for script: Tag?, in state: ShapingState) -> ShapingPlan {
        for entry in state.plans where entry.script == script { return entry.plan }
        let plan = ShapingPlan(face: self, script: script)
        state.plans.append((script, plan))
        return plan
    }

    static func anyStartsLigature(_ glyphs: UnsafeMutablePointer<UInt16>, count: Int, plan: ShapingPlan) -> Bool {
        plan.ligatureStarts.withUnsafeBufferPointer { starts in
            for index in 0..<count {
                let glyph = Int(glyphs[index])
                if glyph >> 6 < starts.count && starts[glyph >> 6] & (1 << UInt64(glyph & 63)) != 0 { return true }
            }
            return false
        }
    }

    /// Applies the plan's ligature lookups in order, each over the whole run, compacting the
    /// glyphs in place; returns the new count. A lookup's pass starts at the first glyph that
    /// starts any ligature (the glyphs before it stay as they are). `clusters`, when given, holds
    /// where each glyph's text starts and is compacted alongside (a ligature keeps its first
    /// component's).
    static func substituteLigatures(_ glyphs: UnsafeMutableBufferPointer<UInt16>,
                                    clusters: UnsafeMutablePointer<Int32>?, plan: ShapingPlan) -> Int
    {
        var count = glyphs.count
        plan.ligatureStarts.withUnsafeBufferPointer { starts in
            @inline(__always) func startsLigature(_ glyph: UInt16) -> Bool {
                Int(glyph) >> 6 < starts.count && starts[Int(glyph) >> 6] & (1 << UInt64(glyph & 63)) != 0
            }
            for lookup in plan.ligatures {
                var read = 0
                while read < count && !startsLigature(glyphs[read]) { read += 1 }
                var write = read
                while read < count {
                    var replaced = false
                    if startsLigature(glyphs[read]) {
                        for subtable in lookup {
                            guard let ligature = subtable.ligature(in: glyphs, from: read, count: count) else { continue }
                            glyphs[write] = ligature.glyph
                            clusters?[write] = clusters![read]
                            read += ligature.length
                            replaced = true
                            break
                        }
                    }
                    if !replaced {
                        glyphs[write] = glyphs[read]
                        clusters?[write] = clusters![read]
                        read += 1
                    }
                    write += 1
                }
                count = write
            }
        }
        return count
    }

    /// Gives `body` the kerning of each adjacent pair of `glyphs` (the index of the pair's second
    /// glyph, and its advance change), through the plan's pair cache. Returns whether some pair
    /// consumed its second glyph (a lookup with second-glyph values), which changes the pair after
    /// it: then a pair's kerning depends on the pairs before it.
    @inline(__always)
    @discardableResult
    func forEachPairKerning(_ glyphs: UnsafeBufferPointer<UInt16>, plan: ShapingPlan, _ body: (Int, Int) -> Void)
        -> Bool
    {
        var consumedAny = false
        // Lookups (bit per lookup) whose last pair consumed the glyph now first in a pair.
        var consumed: UInt64 = 0
        let cache = plan.pairCache
        for index in 0..<(glyphs.count - 1) {
            let first = glyphs[index]
            let second = glyphs[index + 1]
            if consumed != 0 {
                // Rare: a lookup with second-glyph values just matched; skip it for this pair.
                let pair = pairAdjustment(first, second, plan: plan, excluding: consumed)
                body(index + 1, pair.advance)
                consumed = pair.consumed
                continue
            }
            // Two ways per set: a pair is in slot `way` or its neighbour `way ^ 1`; a new pair takes
            // the first, moving what was there to the second.
            let key = UInt64(first) << 16 | UInt64(second)
            let way = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 54)
            var entry = cache[way]
            if entry >> 32 != key { entry = cache[way ^ 1] }
            if entry >> 32 == key {
                let value = Int32(truncatingIfNeeded: entry)
                body(index + 1, Int(value >> 1))
                if value & 1 != 0 {
                    consumed = pairAdjustment(first, second, plan: plan, excluding: 0).consumed
                    consumedAny = true
                }
                continue
            }
            let pair = pairAdjustment(first, second, plan: plan, excluding: 0)
            let value = Int32(truncatingIfNeeded: pair.advance) << 1 | (pair.consumed != 0 ? 1 : 0)
            cache[way ^ 1] = cache[way]
            cache[way] = key << 32 | UInt64(UInt32(bitPattern: value))
            body(index + 1, pair.advance)
            consumed = pair.consumed
            if consumed != 0 { consumedAny = true }
        }
        return consumedAny
    }

    /// The advance change of one pair: the legacy table's value, or the sum over the kern
    /// lookups (but those in `excluding`) of the first subtable that applies; and the lookups
    /// that consumed the second glyph.
    func pairAdjustment(_ first: UInt16, _ second: UInt16, plan: ShapingPlan, excluding: UInt64)
        -> (advance: Int, consumed: UInt64)
    {
        if plan.usesKernTable { return (legacyKerning?.value(Int(first), Int(second)) ?? 0, 0) }
        var advance = 0
        var consumed: UInt64 = 0
        for (index, lookup) in plan.pairs.enumerated() where index >= 64 || excluding & (1 << UInt64(index)) == 0 {
            for subtable in lookup {
                guard let adjustment = subtable.adjustment(Int(first), Int(second)) else { continue }
                advance += adjustment.advance
                if adjustment.consumesSecond && index < 64 { consumed |= 1 << UInt64(index) }
                break
            }
        }
        return (advance, consumed)
    }
}
