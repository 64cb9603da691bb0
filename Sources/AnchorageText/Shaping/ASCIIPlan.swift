// SPDX-License-Identifier: MIT

/// One shaping plan's view of printable ASCII (U+0020-U+007E), by character rather than glyph,
/// so that a line of it is summed in one loop (``sumLine(_:from:_:_:stop:learn:record:noteBreak:)``):
/// each character's advance and what it is, and for each pair its kerning (learned as met) and
/// whether a line may break between the two (``ASCIILineBreaks``' rules, font-independent, kept
/// here so that the same lookup gives both). Used under the face's lock.
final class ASCIIPlan {
    static let count = 96
    /// The row of `pairs` for a character that starts a line (nothing before it to kern with or
    /// break after).
    static let lineStart = 96

    /// Bits of a character's entry in `characters` above its advance (16 bits).
    static let letterBit: Int32 = 1 << 16
    static let startsLigatureBit: Int32 = 1 << 17
    /// No glyph, or a control character (DEL), which shaping drops rather than measures.
    static let missingBit: Int32 = 1 << 18
    /// Its line-break class is not one ``ASCIILineBreaks`` covers.
    static let uncoveredBit: Int32 = 1 << 19

    /// Bits of a pair's entry in `pairs` below its kerning (`>> kerningShift`). `slowBit` says
    /// the pair needs more than a lookup: its kerning is not known yet (`unknownBit`), it
    /// consumes its second glyph (`consumesBit`: sums cannot be exact), or whether a line may
    /// break depends on a number before it (`numberBit`, LB25).
    static let slowBit: Int32 = 1
    static let breakBit: Int32 = 1 << 1
    static let unknownBit: Int32 = 1 << 2
    static let consumesBit: Int32 = 1 << 3
    static let numberBit: Int32 = 1 << 4
    static let kerningShift: Int32 = 5

    /// Each character's glyph (0 when the font has none).
    let glyphs: [UInt16]
    /// Each character's advance in font units, with the bits above.
    let characters: UnsafeMutablePointer<Int32>
    /// 97 × 96 entries, first character × 96 + second: the pair's kerning shifted by
    /// `kerningShift`, with the bits above. Row `lineStart` holds no kerning and no break.
    let pairs: UnsafeMutablePointer<Int32>
    /// Words met: runs of up to `Word.longest` ASCII letters with their advances, by hash of
    /// their letters, so that a word met again is summed in one lookup rather than one per
    /// letter (most text repeats its words). `wordSlots` slots, chosen by hash; a word takes
    /// its slot from whichever word held it.
    let words: UnsafeMutablePointer<Word>
    static let wordSlots = 1_024

    /// The plan for characters with `glyphs`, whose advances are `advances`; `startsLigature`
    /// says which glyphs start a ligature, `kerns` whether any pair may kern.
    init(glyphs: [UInt16], advances: [UInt16], kerns: Bool, startsLigature: (UInt16) -> Bool) {
        self.glyphs = glyphs
        characters = .allocate(capacity: Self.count)
        for (c, glyph) in glyphs.enumerated() {
            let byte = UInt8(c + 0x20)
            let advance = Int32(advances[min(Int(glyph), advances.count - 1)])
            let flags = (ScriptTag.isASCIILetter(byte) ? Self.letterBit : 0)
                | (startsLigature(glyph) ? Self.startsLigatureBit : 0)
                | (glyph == 0 || byte == 0x7F ? Self.missingBit : 0)
                | (ASCIILineBreaks.isCovered(byte) ? 0 : Self.uncoveredBit)
            (characters + c).initialize(to: advance | flags)
        }
        pairs = .allocate(capacity: (Self.count + 1) * Self.count)
        for first in 0..<Self.count {
            for second in 0..<Self.count {
                var entry = kerns ? Self.unknownBit | Self.slowBit : 0
                switch ASCIILineBreaks.pairBreak(UInt8(first + 0x20), UInt8(second + 0x20)) {
                case .allowed: entry |= Self.breakBit
                case .afterNumber: entry |= Self.numberBit | Self.slowBit
                case .prohibited: break
                }
                (pairs + first * Self.count + second).initialize(to: entry)
            }
        }
        (pairs + Self.lineStart * Self.count).initialize(repeating: 0, count: Self.count)
        words = .allocate(capacity: Self.wordSlots)
        words.initialize(repeating: Word(letters: (0, 0), length: 0, last: 0, advance: 0), count: Self.wordSlots)
    }

    deinit {
        characters.deallocate()
        pairs.deallocate()
        words.deallocate()
    }

    /// A word kept in `words`: its letters (zero after its length), the last as a character from
    /// U+0020 (the next pair's first), and its advance in font units: its letters' advances and the
    /// kerning between them. No line may break inside it (LB28: AL × AL).
    struct Word {
        static let longest = 16
        var letters: (UInt64, UInt64)
        /// 0 for an empty slot.
        var length: UInt8
        var last: UInt8
        var advance: Int32
    }
}

/// How the sum of one line of ASCII ended.
enum ASCIILineSum: Equatable {
    /// At a line feed or the end of the text, at this offset.
    case ended(at: Int)
    /// At a character with one of the bits the caller stops at, at this offset.
    case stopped(at: Int)
    /// The sum cannot be exact: a byte outside printable ASCII and "\n", a character without a
    /// glyph, or a pair consuming its second glyph.
    case refused
}

extension ASCIIPlan {
    /// Sums the line of `text` from `start` into `total` (advances and pair kerning, in font
    /// units) and `letters` (ASCII letters), giving `record` what each offset holds before it
    /// (but the offsets inside a word summed whole, which it passes over and ``RunWidths`` reads
    /// as unknown) and `noteBreak` each offset before which a line may break. Stops
    /// at a character with a bit of `stop`; `learn` gives the kerning of a pair met for the first
    /// time (nil when the pair consumes its second glyph). The one loop behind the run widths,
    /// prose preparation and the width of ASCII text.
    ///
    /// - Complexity: O(n) in the length of the line.
    @inline(__always)
    func sumLine(_ text: UnsafeBufferPointer<UInt8>, from start: Int, _ total: inout Int32, _ letters: inout Int32,
                 stop: Int32, learn: (Int, Int) -> Int32?, record: (Int, RunWidthEntry) -> Void,
                 noteBreak: (Int) -> Void = { _ in }) -> ASCIILineSum
    {
        let bytes = text.baseAddress!, count = text.count
        let characters = characters, pairs = pairs
        let stop = stop | Self.missingBit
        var (sum, lettersSoFar) = (total, letters)
        var previous = Self.lineStart
        var index = start
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A { break }
            let c = Int(byte) &- 0x20
            guard UInt(bitPattern: c) < UInt(Self.count) else { return .refused }
            let character = characters[c]
            if character & stop != 0 { return character & Self.missingBit != 0 ? .refused : .stopped(at: index) }
            var pair = pairs[previous &* Self.count &+ c]
            if pair & Self.slowBit != 0 {
                guard let resolved = resolve(pair, previous, c, at: index, in: text, from: start, learn: learn) else {
                    return .refused
                }
                pair = resolved
            }
            let kerning = pair >> Self.kerningShift
            record(index, RunWidthEntry(before: sum, after: sum &+ kerning, letters: lettersSoFar))
            if pair & Self.breakBit != 0 { noteBreak(index) }
            // A word starts: summed whole when it is kept (or can be). Its inside is not recorded:
            // no run starts or ends there in O(1), and no line breaks there.
            if character & Self.letterBit != 0 && (previous == Self.lineStart
                || characters[previous] & Self.letterBit == 0),
                let word = word(at: index, in: text, learn: learn)
            {
                sum = sum &+ kerning &+ word.advance
                lettersSoFar &+= Int32(word.length)
                previous = Int(word.last)
                index &+= Int(word.length)
                // Most words end at one space: summed here, without going round the loop, when its
                // pair needs no more than the lookup.
                if index < count && bytes[index] == 0x20 {
                    let space = pairs[previous &* Self.count]
                    if space & Self.slowBit == 0 && characters[0] & stop == 0 {
                        let kerning = space >> Self.kerningShift
                        record(index, RunWidthEntry(before: sum, after: sum &+ kerning, letters: lettersSoFar))
                        if space & Self.breakBit != 0 { noteBreak(index) }
                        sum = sum &+ kerning &+ (characters[0] & 0xFFFF)
                        previous = 0
                        index &+= 1
                    }
                }
                continue
            }
            sum = sum &+ kerning &+ (character & 0xFFFF)
            lettersSoFar &+= (character >> 16) & 1
            previous = c
            index &+= 1
        }
        (total, letters) = (sum, lettersSoFar)
        return .ended(at: index)
    }

    /// The entry of the pair `first`, `second` (from U+0020) met at `index` of the line from
    /// `lineStart`, once its kerning is learned (and kept) and its break decided by what comes
    /// before it; nil when the pair consumes its second glyph.
    @inline(never)
    private func resolve(_ pair: Int32, _ first: Int, _ second: Int, at index: Int, in text: UnsafeBufferPointer<UInt8>,
                         from lineStart: Int, learn: (Int, Int) -> Int32?) -> Int32?
    {
        var pair = pair
        if pair & Self.unknownBit != 0 {
            let flags = pair & (Self.breakBit | Self.numberBit)
            if let kerning = learn(first, second) {
                pair = kerning << Self.kerningShift | flags | (flags & Self.numberBit != 0 ? Self.slowBit : 0)
            } else {
                pair = Self.consumesBit | Self.slowBit
            }
            pairs[first &* Self.count &+ second] = pair
        }
        guard pair & Self.consumesBit == 0 else { return nil }
        if pair & Self.numberBit != 0 && !ASCIILineBreaks.isInNumber(text, before: index, from: lineStart) {
            pair |= Self.breakBit
        }
        return pair
    }

    /// The word of letters from `index` (where a word starts) as kept in `words`, learned and
    /// kept when it is not; nil when it is longer than `Word.longest` or cannot be summed (a
    /// letter without a glyph or starting a ligature, a pair consuming its second glyph).
    @inline(__always)
    private func word(at index: Int, in text: UnsafeBufferPointer<UInt8>, learn: (Int, Int) -> Int32?) -> Word? {
        let bytes = text.baseAddress!, count = text.count
        var end = index &+ 1
        // Eight bytes at a time while the text goes on that far, then one at a time.
        while end &+ 8 <= count {
            let others = Self.nonLetters(UInt64(littleEndian: UnsafeRawPointer(bytes + end).loadUnaligned(as: UInt64.self)))
            end &+= others.trailingZeroBitCount >> 3
            if others != 0 || end &- index > Word.longest { break }
        }
        if end &+ 8 > count {
            while end < count && (bytes[end] | 0x20) &- 0x61 < 26 { end &+= 1 }
        }
        guard end &- index <= Word.longest else { return nil }
        // Its letters, zero after its length: one load or two when the text goes on far enough.
        var letters: (UInt64, UInt64) = (0, 0)
        let raw = UnsafeRawPointer(bytes + index)
        if end &- index <= 8 && index &+ 8 <= count {
            let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            letters.0 = end &- index == 8 ? low : low & ((1 &<< UInt64(8 &* (end &- index))) &- 1)
        } else if index &+ Word.longest <= count {
            let length = end &- index
            let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            // The bytes within its length.
            let lowMask: UInt64 = length >= 8 ? ~0 : (1 &<< UInt64(8 &* length)) &- 1
            let highMask: UInt64 = length <= 8 ? 0 : length == 16 ? ~0 : (1 &<< UInt64(8 &* (length &- 8))) &- 1
            letters = (low & lowMask, high & highMask)
        } else {
            for position in index..<end {
                let shift = UInt64(truncatingIfNeeded: (position &- index) & 7) &* 8
                if position &- index < 8 {
                    letters.0 |= UInt64(bytes[position]) << shift
                } else {
                    letters.1 |= UInt64(bytes[position]) << shift
                }
            }
        }
        let length = UInt8(truncatingIfNeeded: end &- index)
        let hash = (letters.0 &* 0x9E37_79B9_7F4A_7C15) ^ (letters.1 &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(length)
        let slot = words + Int(truncatingIfNeeded: hash >> 54)
        if slot.pointee.length == length && slot.pointee.letters == letters { return slot.pointee }
        guard let learned = learnWord(letters, length: Int(length), at: index, in: text, learn: learn) else { return nil }
        slot.pointee = learned
        return learned
    }

    /// The high bit of each byte of `chunk` that is not an ASCII letter: a byte past ASCII, or
    /// one that lowercased falls outside `a`-`z` (each byte's sums stay below its high bit).
    @inline(__always)
    static func nonLetters(_ chunk: UInt64) -> UInt64 {
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let lowered = (chunk | 0x2020_2020_2020_2020) & ~highBits
        let fromA = (lowered &+ 0x1F1F_1F1F_1F1F_1F1F) & highBits  // at least 0x61
        let pastZ = (lowered &+ 0x0505_0505_0505_0505) & highBits  // at least 0x7B
        return ~(fromA & ~pastZ & ~chunk) & highBits
    }

    /// The word of `length` letters at `index`, summed letter by letter; nil when it cannot be.
    @inline(never)
    private func learnWord(_ letters: (UInt64, UInt64), length: Int, at index: Int, in text: UnsafeBufferPointer<UInt8>,
                           learn: (Int, Int) -> Int32?) -> Word?
    {
        let stop = Self.startsLigatureBit | Self.missingBit
        var advance: Int32 = 0
        var previous = Self.lineStart
        for position in index..<index + length {
            let c = Int(text[position]) - 0x20
            guard characters[c] & stop == 0 else { return nil }
            if previous != Self.lineStart {
                var pair = pairs[previous * Self.count + c]
                if pair & Self.slowBit != 0 {
                    guard let resolved = resolve(pair, previous, c, at: position, in: text, from: index, learn: learn)
                    else { return nil }
                    pair = resolved
                }
                advance &+= pair >> Self.kerningShift
            }
            advance &+= characters[c] & 0xFFFF
            previous = c
        }
        return Word(letters: letters, length: UInt8(length), last: UInt8(previous), advance: advance)
    }
}
