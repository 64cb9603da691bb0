// SPDX-License-Identifier: MIT

// Shaping: from characters to a width. It owns the map from scalars to glyphs through the face's
// cmap (cached in pages), the choice of the run's script and its features (`ShapingPlan`),
// ligature substitution, pair kerning (GPOS, else the kern table; cached per pair), the sum of
// advances, and the split of a run between a font and its fallbacks. ASCII is summed by character
// and by word (`ASCIIPlan`, `ProseScan`) wherever that gives what shaping gives. Complex scripts
// are measured glyph by glyph: no contextual forms, reordering or mark positioning.

/// What measuring fills in for one face, behind the face's lock: the glyph ids of the scalars met
/// so far (pages of 256 scalars), the shaping plans of the scripts met so far, a cache of kerning
/// pairs, and scratch glyph storage reused by every measurement.
///
/// The hot parts are raw memory owned by this object, so a measurement touches no reference
/// counts and checks no uniqueness. Each is bounded: a page holds 256 glyph ids, a plan's pair
/// cache `ShapingPlan.pairSlots` pairs, the supplementary map `maximumSupplementary` glyphs, and
/// the scratch the longest run measured up to `maximumKeptGlyphs` (a longer run gets storage of
/// its own for the call). All are kept for the face's lifetime (pages and plans never change).
final class ShapingState {
    static let maximumSupplementary = 4_096
    static let maximumKeptGlyphs = 16_384

    /// Pages of the Basic Multilingual Plane, allocated and filled on first use.
    let pages: UnsafeMutablePointer<UnsafeMutablePointer<UInt16>?>
    /// Glyphs of scalars beyond the BMP, as met, up to `maximumSupplementary` of them (then the
    /// cmap is searched each time).
    @exclusivity(unchecked) var supplementary: [UInt32: UInt16] = [:]
    /// The plans made so far, by script (nil for a run with no script of its own). (The lock
    /// serializes every access to this state, so the runtime exclusivity checks are left out.)
    @exclusivity(unchecked) var plans: [(script: Tag?, plan: ShapingPlan)] = []
    /// Glyphs of the run being measured.
    private var glyphs: UnsafeMutablePointer<UInt16>
    private var glyphCapacity = 64

    init() {
        pages = .allocate(capacity: 256)
        pages.initialize(repeating: nil, count: 256)
        glyphs = .allocate(capacity: glyphCapacity)
    }

    deinit {
        for page in 0..<256 { pages[page]?.deallocate() }
        pages.deallocate()
        glyphs.deallocate()
    }

    /// Glyph storage for a run of at most `count` glyphs: the kept scratch, grown to `count` when
    /// that stays within `maximumKeptGlyphs`, else nil (the caller allocates for that run only,
    /// so one long text does not leave its storage behind).
    @inline(__always)
    func scratch(for count: Int) -> UnsafeMutablePointer<UInt16>? {
        if count <= glyphCapacity { return glyphs }
        guard count <= Self.maximumKeptGlyphs else { return nil }
        glyphs.deallocate()
        glyphCapacity = min(max(count, 2 * glyphCapacity), Self.maximumKeptGlyphs)
        glyphs = .allocate(capacity: glyphCapacity)
        return glyphs
    }
}

/// The features of one script in one face: the ligature lookups (GSUB `liga`) and kerning lookups
/// (GPOS `kern`, or the legacy kern table when GPOS has none for the script), in lookup order,
/// and a cache of the kerning of the pairs met (used under the face's lock).
final class ShapingPlan {
    static let pairSlots = 1_024
    /// The value of an empty slot: no pair of glyph ids (at most 65,534) has it.
    static let emptyPair = UInt64.max
    let ligatures: [[LigatureSubstitution]]
    /// One bit per glyph that starts a ligature of any of `ligatures`, so a run without one
    /// skips substitution.
    let ligatureStarts: [UInt64]
    let pairs: [[PairAdjustment]]
    let usesKernTable: Bool
    /// A two-way set-associative cache of kerning, set by hash of the pair: each entry holds the pair
    /// (first glyph × 65,536 + second) in its high 32 bits and, in its low 32 bits, the advance
    /// change times two plus one when the pair consumed its second glyph.
    let pairCache: UnsafeMutablePointer<UInt64>
    /// The plan's printable ASCII, for run widths: made on first use (`FontFace.asciiPlan`).
    @exclusivity(unchecked) var ascii: ASCIIPlan?

    deinit { pairCache.deallocate() }

    init(face: FontFace, script: Tag?) {
        pairCache = .allocate(capacity: Self.pairSlots)
        pairCache.initialize(repeating: Self.emptyPair, count: Self.pairSlots)
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
