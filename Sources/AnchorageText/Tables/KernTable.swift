// SPDX-License-Identifier: MIT

/// The legacy `kern` table's horizontal format 0 subtables: sorted pairs of glyphs and the
/// amount to add between them (Microsoft's version 0 header and Apple's version 1 both).
///
/// Used only when GPOS has no `kern` feature for the text's script, as HarfBuzz does. Cross-stream
/// and vertical subtables, and formats other than 0, are skipped.
struct KernTable: Sendable {
    /// The pair lists, each as (data, first pair offset, pair count).
    private let subtables: [(data: TableData, pairs: Int, count: Int)]

    init(_ data: TableData) throws(FontError) {
        var subtables: [(data: TableData, pairs: Int, count: Int)] = []
        let isApple = try data.uint16(0) == 1
        let count = isApple ? Int(try data.uint32(4)) : try data.int(2)
        var at = isApple ? 8 : 4
        for index in 0..<count {
            // Each subtable's header says its length; a header past the end ends the list with
            // an error, like any truncated table.
            let length: Int
            let format: Int
            let horizontal: Bool
            if isApple {
                length = Int(try data.uint32(at))
                let coverage = try data.uint16(at + 4)
                format = Int(coverage & 0xFF)
                horizontal = coverage & 0x8000 == 0 && coverage & 0x4000 == 0
            } else {
                length = try data.int(at + 2)
                let coverage = try data.uint16(at + 4)
                format = Int(coverage >> 8)
                horizontal = coverage & 1 != 0 && coverage & 4 == 0 && coverage & 2 == 0
            }
            let header = isApple ? 8 : 6
            if format == 0 && horizontal {
                let pairCount = try data.int(at + header)
                try data.check(at + header + 8, 6 * pairCount)
                subtables.append((data, at + header + 8, pairCount))
            }
            // The pairs are bounded by the table, not by the length field, which old fonts with
            // over 10,920 pairs in a subtable store modulo 65,536; the field only finds the next one.
            guard length >= header else {
                throw .invalidValue(table: "kern", field: "subtable length[\(index)]", value: length)
            }
            at += length
        }
        self.subtables = subtables
    }

    /// Whether the table has any horizontal pairs.
    var isEmpty: Bool { subtables.allSatisfy { $0.count == 0 } }

    /// The sum of the subtables' values for the pair (`left`, `right`), in font units.
    func value(_ left: Int, _ right: Int) -> Int {
        let key = UInt32(left) << 16 | UInt32(right)
        var total = 0
        for subtable in subtables {
            var low = 0
            var high = subtable.count
            while low < high {
                let middle = (low + high) / 2
                let at = subtable.pairs + 6 * middle
                let pair = subtable.data.unchecked32(at)
                if pair == key {
                    total += Int(Int16(bitPattern: subtable.data.unchecked16(at + 4)))
                    break
                }
                if pair < key { low = middle + 1 } else { high = middle }
            }
        }
        return total
    }
}
