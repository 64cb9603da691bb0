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
                count = Self.substituteLigatures(UnsafeMutableBufferPointer(start: glyphs, count: count), plan: plan)
            }
            var total = 0
            advances.withUnsafeBufferPointer { advances in
                let last = advances.count - 1
                for index in 0..<count { total += Int(advances[min(Int(glyphs[index]), last)]) }
            }
            if count > 1 && (!plan.pairs.isEmpty || plan.usesKernTable) {
                total += kerning(of: UnsafeBufferPointer(start: glyphs, count: count), plan: plan)
            }
            return total
        }
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
    private func plan(for script: Tag?, in state: ShapingState) -> ShapingPlan {
        for entry in state.plans where entry.script == script { return entry.plan }
        let plan = ShapingPlan(face: self, script: script)
        state.plans.append((script, plan))
        return plan
    }

    private static func anyStartsLigature(_ glyphs: UnsafeMutablePointer<UInt16>, count: Int, plan: ShapingPlan) -> Bool {
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
    /// starts any ligature (the glyphs before it stay as they are).
    private static func substituteLigatures(_ glyphs: UnsafeMutableBufferPointer<UInt16>, plan: ShapingPlan) -> Int {
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
                            read += ligature.length
                            replaced = true
                            break
                        }
                    }
                    if !replaced {
                        glyphs[write] = glyphs[read]
                        read += 1
                    }
                    write += 1
                }
                count = write
            }
        }
        return count
    }

    /// The sum of the kerning of each adjacent pair of `glyphs`, through the plan's pair cache.
    private func kerning(of glyphs: UnsafeBufferPointer<UInt16>, plan: ShapingPlan) -> Int {
        var total = 0
        // Lookups (bit per lookup) whose last pair consumed the glyph now first in a pair.
        var consumed: UInt64 = 0
        let cache = plan.pairCache
        for index in 0..<(glyphs.count - 1) {
            let first = glyphs[index]
            let second = glyphs[index + 1]
            if consumed != 0 {
                // Rare: a lookup with second-glyph values just matched; skip it for this pair.
                let pair = pairAdjustment(first, second, plan: plan, excluding: consumed)
                total += pair.advance
                consumed = pair.consumed
                continue
            }
            let key = UInt64(first) << 16 | UInt64(second)
            let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 54)
            let entry = cache[slot]
            if entry >> 32 == key {
                let value = Int32(truncatingIfNeeded: entry)
                total += Int(value >> 1)
                if value & 1 != 0 { consumed = pairAdjustment(first, second, plan: plan, excluding: 0).consumed }
                continue
            }
            let pair = pairAdjustment(first, second, plan: plan, excluding: 0)
            let value = Int32(truncatingIfNeeded: pair.advance) << 1 | (pair.consumed != 0 ? 1 : 0)
            cache[slot] = key << 32 | UInt64(UInt32(bitPattern: value))
            total += pair.advance
            consumed = pair.consumed
        }
        return total
    }

    /// The advance change of one pair: the legacy table's value, or the sum over the kern
    /// lookups (but those in `excluding`) of the first subtable that applies; and the lookups
    /// that consumed the second glyph.
    private func pairAdjustment(_ first: UInt16, _ second: UInt16, plan: ShapingPlan, excluding: UInt64)
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
