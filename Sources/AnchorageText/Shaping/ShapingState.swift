// SPDX-License-Identifier: MIT

// Shaping: from characters to a width. It owns the map from scalars to glyphs through the face's
// cmap (cached in pages), the choice of the run's script and its features (`ShapingPlan`),
// ligature substitution, pair kerning (GPOS, else the kern table; cached per pair), the sum of
// advances, and the split of a run between a font and its fallbacks. Complex scripts are measured
// glyph by glyph: no contextual forms, reordering or mark positioning.

/// What measuring fills in for one face, behind the face's lock: the glyph ids of the scalars met
/// so far (pages of 256 scalars), the shaping plans of the scripts met so far, a cache of kerning
/// pairs, and scratch glyph storage reused by every measurement.
///
/// The hot parts are raw memory owned by this object, so a measurement touches no reference
/// counts and checks no uniqueness. Sizes: a page is 512 bytes, the pair cache 12 KB, at most
/// 4,096 supplementary-plane glyphs, the scratch as long as the longest run measured; all are kept
/// for the face's lifetime (pages and plans never change once made).
final class ShapingState {
    static let pairSlots = 1_024
    static let maximumSupplementary = 4_096

    /// Pages of the Basic Multilingual Plane, allocated and filled on first use.
    let pages: UnsafeMutablePointer<UnsafeMutablePointer<UInt16>?>
    /// Glyphs of scalars beyond the BMP, as met, up to `maximumSupplementary` of them (then the
    /// cmap is searched each time).
    var supplementary: [UInt32: UInt16] = [:]
    /// The plans made so far, by script (nil for a run with no script of its own).
    var plans: [(script: Tag?, plan: ShapingPlan)] = []
    /// A direct-mapped cache of kerning: `pairKeys[slot]` holds plan, first and second glyph plus
    /// one (0 is empty), `pairValues[slot]` the advance change times two, plus one when the pair
    /// consumed its second glyph.
    let pairKeys: UnsafeMutablePointer<UInt64>
    let pairValues: UnsafeMutablePointer<Int32>
    /// Glyphs of the run being measured.
    private(set) var glyphs: UnsafeMutablePointer<UInt16>
    private var glyphCapacity = 64

    init() {
        pages = .allocate(capacity: 256)
        pages.initialize(repeating: nil, count: 256)
        pairKeys = .allocate(capacity: Self.pairSlots)
        pairKeys.initialize(repeating: 0, count: Self.pairSlots)
        pairValues = .allocate(capacity: Self.pairSlots)
        pairValues.initialize(repeating: 0, count: Self.pairSlots)
        glyphs = .allocate(capacity: glyphCapacity)
    }

    deinit {
        for page in 0..<256 { pages[page]?.deallocate() }
        pages.deallocate()
        pairKeys.deallocate()
        pairValues.deallocate()
        glyphs.deallocate()
    }

    /// Makes room for `count` glyphs in `glyphs` (its contents are not kept).
    @inline(__always)
    func reserveGlyphs(_ count: Int) {
        guard count > glyphCapacity else { return }
        glyphs.deallocate()
        glyphCapacity = max(count, 2 * glyphCapacity)
        glyphs = .allocate(capacity: glyphCapacity)
    }
}

/// The features of one script in one face: the ligature lookups (GSUB `liga`) and kerning lookups
/// (GPOS `kern`, or the legacy kern table when GPOS has none for the script), in lookup order.
final class ShapingPlan {
    let ligatures: [[LigatureSubstitution]]
    /// One bit per glyph that starts a ligature of any of `ligatures`, so a run without one
    /// skips substitution.
    let ligatureStarts: [UInt64]
    let pairs: [[PairAdjustment]]
    let usesKernTable: Bool
    /// The plan's position in its face's list, part of its kerning cache keys.
    let index: Int

    init(face: FontFace, script: Tag?, index: Int) {
        self.index = index
        let scripts = script.map(ScriptTag.candidates) ?? []
        let ligatureIndices = face.substitution?.lookupIndices(scriptTags: scripts) ?? []
        ligatures = ligatureIndices.compactMap { face.ligatureLookups[$0] }
        // Glyphs at or past the glyph count start nothing a cmap can produce; ranges are
        // clipped to it and set a word at a time.
        let glyphCount = face.tables.numberOfGlyphs
        var starts = [UInt64](repeating: 0, count: (glyphCount + 63) / 64)
        for lookup in ligatures {
            for subtable in lookup {
                subtable.forEachFirstGlyphRange { first, last in
                    var glyph = first
                    let end = min(last, glyphCount - 1)
                    while glyph <= end {
                        let bit = glyph % 64
                        let span = min(64 - bit, end - glyph + 1)
                        let mask: UInt64 = span == 64 ? ~0 : ((1 << UInt64(span)) - 1) << UInt64(bit)
                        starts[glyph / 64] |= mask
                        glyph += span
                    }
                }
            }
        }
        ligatureStarts = starts
        let kernFeature = face.positioning?.lookupIndices(scriptTags: scripts) ?? []
        pairs = kernFeature.compactMap { face.pairLookups[$0] }
        usesKernTable = kernFeature.isEmpty && !(face.legacyKerning?.isEmpty ?? true)
    }
}
