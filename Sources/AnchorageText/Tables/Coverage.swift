// SPDX-License-Identifier: MIT

/// An OpenType coverage table: the sorted glyphs a subtable applies to, each with its index.
///
/// Format 1 lists glyphs, format 2 ranges of glyphs. Checked whole when read (counts inside the
/// table, glyphs and ranges in increasing order), so `index(of:)` is a binary search that cannot
/// fail.
struct Coverage: Sendable {
    private let data: TableData
    private let format: UInt16
    private let count: Int

    init(_ data: TableData, budget: ReadBudget) throws(FontError) {
        self.data = data
        format = try data.uint16(0)
        count = try data.int(2)
        try budget.spend(count, in: data.name)
        switch format {
        case 1:
            try data.check(4, 2 * count)
            for index in 1..<max(count, 1) where data.unchecked16(4 + 2 * index) <= data.unchecked16(2 + 2 * index) {
                throw .invalidValue(table: data.name, field: "coverage glyph[\(index)]",
                                    value: Int(data.unchecked16(4 + 2 * index)))
            }
        case 2:
            try data.checkRangeRecords(count: count, field: "coverage range")
        default:
            throw .invalidValue(table: data.name, field: "coverage format", value: Int(format))
        }
    }

    /// The coverage index of `glyph`, or nil when the table does not cover it.
    func index(of glyph: Int) -> Int? {
        if format == 1 {
            var low = 0
            var high = count
            while low < high {
                let middle = (low + high) / 2
                let value = Int(data.unchecked16(4 + 2 * middle))
                if value == glyph { return middle }
                if value < glyph { low = middle + 1 } else { high = middle }
            }
            return nil
        }
        guard let range = data.rangeRecord(holding: glyph, count: count) else { return nil }
        // A range's value is the coverage index of its first glyph.
        return range.value + glyph - range.start
    }

    /// Calls `body` with every run of covered glyphs (first and last), in increasing order.
    func forEachRange(_ body: (Int, Int) -> Void) {
        for index in 0..<count {
            if format == 1 {
                let glyph = Int(data.unchecked16(4 + 2 * index))
                body(glyph, glyph)
            } else {
                let at = 4 + 6 * index
                body(Int(data.unchecked16(at)), Int(data.unchecked16(at + 2)))
            }
        }
    }
}

/// An OpenType class definition table: the class of each glyph (0 for a glyph it does not list).
///
/// Format 1 gives classes to a run of consecutive glyphs, format 2 to ranges. Checked whole when
/// read, like `Coverage`.
struct ClassDefinition: Sendable {
    private let data: TableData
    private let format: UInt16
    private let first: Int
    private let count: Int

    init(_ data: TableData, budget: ReadBudget) throws(FontError) {
        self.data = data
        format = try data.uint16(0)
        switch format {
        case 1:
            first = try data.int(2)
            count = try data.recordCount(at: 4, stride: 2)
        case 2:
            first = 0
            count = try data.int(2)
            try budget.spend(count, in: data.name)
            try data.checkRangeRecords(count: count, field: "class range")
        default:
            throw .invalidValue(table: data.name, field: "class definition format", value: Int(format))
        }
    }

    /// The class of `glyph`.
    func classOf(_ glyph: Int) -> Int {
        if format == 1 {
            let index = glyph - first
            return index >= 0 && index < count ? Int(data.unchecked16(6 + 2 * index)) : 0
        }
        return data.rangeRecord(holding: glyph, count: count)?.value ?? 0
    }
}

/// The 6-byte range records from offset 4 of a coverage or class definition table of format 2:
/// first glyph, last glyph, a value.
extension TableData {
    /// Checks `count` range records: inside the table, each range in order, after the previous.
    fileprivate func checkRangeRecords(count: Int, field: String) throws(FontError) {
        try check(4, 6 * count)
        var previousEnd = -1
        for index in 0..<count {
            let start = Int(unchecked16(4 + 6 * index))
            let end = Int(unchecked16(6 + 6 * index))
            guard start > previousEnd, end >= start else {
                throw .invalidValue(table: name, field: "\(field)[\(index)]", value: start)
            }
            previousEnd = end
        }
    }

    /// The first glyph and the value of the range record that holds `glyph`, or nil, by binary
    /// search over `count` records `checkRangeRecords` has approved.
    @inline(__always)
    fileprivate func rangeRecord(holding glyph: Int, count: Int) -> (start: Int, value: Int)? {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if Int(unchecked16(6 + 6 * middle)) < glyph { low = middle + 1 } else { high = middle }
        }
        guard low < count else { return nil }
        let start = Int(unchecked16(4 + 6 * low))
        return glyph >= start ? (start, Int(unchecked16(8 + 6 * low))) : nil
    }
}
