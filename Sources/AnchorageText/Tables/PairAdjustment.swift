// SPDX-License-Identifier: MIT

/// A GPOS pair adjustment subtable (lookup type 2): how a pair of glyphs moves apart, by glyph
/// pairs (format 1) or by classes of glyphs (format 2).
///
/// Only the advance changes matter for a width: the first glyph's XAdvance and the second's.
/// Placements, vertical values and device tables move ink, not the pen, and are skipped.
struct PairAdjustment: Sendable {
    /// The advance change a subtable applies to a pair, and whether it consumed the second glyph
    /// (a non-empty second value record: the pair's second glyph then starts no pair of its own
    /// in the same lookup, as OpenType shapers do).
    struct Adjustment: Equatable {
        let advance: Int
        let consumesSecond: Bool
    }

    private enum Form: Sendable {
        /// Pair sets per covered first glyph.
        case glyphs(pairSetCount: Int)
        /// Records of `class2Count` values per first class.
        case classes(first: ClassDefinition, second: ClassDefinition, class1Count: Int, class2Count: Int)
    }

    private let data: TableData
    private let coverage: Coverage
    private let form: Form
    private let firstFormat: Int
    private let secondFormat: Int
    /// Bytes of the two value records of a pair.
    private let firstSize: Int
    private let recordSize: Int

    init(_ data: TableData, budget: ReadBudget) throws(FontError) {
        self.data = data
        let format = try data.int(0)
        coverage = try Coverage(data.subtable(offsetAt: 2, field: "coverage offset"), budget: budget)
        firstFormat = try data.int(4)
        secondFormat = try data.int(6)
        firstSize = 2 * (firstFormat & 0xFF).nonzeroBitCount
        recordSize = firstSize + 2 * (secondFormat & 0xFF).nonzeroBitCount
        switch format {
        case 1:
            let count = try data.recordCount(at: 8, stride: 2, budget: budget)
            for set in 0..<count {
                let pairs = try data.subtable(offsetAt: 10 + 2 * set, field: "pairSetOffset[\(set)]")
                _ = try pairs.recordCount(at: 0, stride: 2 + recordSize)
            }
            form = .glyphs(pairSetCount: count)
        case 2:
            let first = try ClassDefinition(data.subtable(offsetAt: 8, field: "classDef1Offset"), budget: budget)
            let second = try ClassDefinition(data.subtable(offsetAt: 10, field: "classDef2Offset"), budget: budget)
            let class1Count = try data.int(12)
            let class2Count = try data.int(14)
            try data.check(16, class1Count * class2Count * recordSize)
            form = .classes(first: first, second: second, class1Count: class1Count, class2Count: class2Count)
        default:
            throw .invalidValue(table: data.name, field: "pair adjustment format", value: format)
        }
    }

    /// Whether `glyph` starts any pair of this subtable.
    func covers(_ glyph: Int) -> Bool { coverage.index(of: glyph) != nil }

    /// The adjustment of the pair (`first`, `second`), or nil when this subtable does not apply
    /// to it (the next subtable of the lookup is then tried).
    func adjustment(_ first: Int, _ second: Int) -> Adjustment? {
        guard let index = coverage.index(of: first) else { return nil }
        switch form {
        case let .glyphs(setCount):
            guard index < setCount else { return nil }
            let setOffset = Int(data.unchecked16(10 + 2 * index))
            guard data.contains(setOffset, 2) else { return nil }
            let pairCount = Int(data.unchecked16(setOffset))
            let stride = 2 + recordSize
            var low = 0
            var high = pairCount
            while low < high {
                let middle = (low + high) / 2
                let at = setOffset + 2 + stride * middle
                guard data.contains(at, stride) else { return nil }
                let glyph = Int(data.unchecked16(at))
                if glyph == second { return values(at: at + 2) }
                if glyph < second { low = middle + 1 } else { high = middle }
            }
            return nil
        case let .classes(firstClasses, secondClasses, class1Count, class2Count):
            let class1 = firstClasses.classOf(first)
            let class2 = secondClasses.classOf(second)
            guard class1 < class1Count, class2 < class2Count else { return nil }
            let at = 16 + (class1 * class2Count + class2) * recordSize
            guard data.contains(at, recordSize) else { return nil }
            return values(at: at)
        }
    }

    /// The XAdvance fields of the two value records at `at` (XAdvance is bit 2 of a value format,
    /// after XPlacement and YPlacement when present).
    private func values(at: Int) -> Adjustment {
        var advance = 0
        if firstFormat & 4 != 0 {
            advance += Int(Int16(bitPattern: data.unchecked16(at + 2 * (firstFormat & 3).nonzeroBitCount)))
        }
        if secondFormat & 4 != 0 {
            advance += Int(Int16(bitPattern: data.unchecked16(at + firstSize + 2 * (secondFormat & 3).nonzeroBitCount)))
        }
        return Adjustment(advance: advance, consumesSecond: secondFormat != 0)
    }
}
