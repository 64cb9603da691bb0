// SPDX-License-Identifier: MIT

/// A bounds-checked, big-endian view of one table's bytes inside a font file.
///
/// Every read is checked against the table's own length (never just the file's), so a field that
/// points past its table throws ``FontError/truncated(table:offset:needed:length:)`` naming the
/// table, even when the bytes after it belong to another table. The file's bytes are shared, not
/// copied.
struct TableData: Sendable {
    /// The whole file.
    let file: [UInt8]
    /// Where the table starts in `file`.
    let start: Int
    /// The table's length in bytes.
    let count: Int
    /// The table's name in errors ("hmtx", "table directory").
    let name: String

    /// The part of this table from `offset` to its end, for a subtable found through an offset
    /// field; throws ``FontError/badOffset(table:field:offset:limit:)`` when `offset` lies
    /// outside the table.
    func subtable(at offset: Int, field: String) throws(FontError) -> TableData {
        guard offset >= 0, offset <= count else {
            throw .badOffset(table: name, field: field, offset: offset, limit: count)
        }
        return TableData(file: file, start: start + offset, count: count - offset, name: name)
    }

    /// The subtable that the 16-bit offset field at `offset` points at.
    func subtable(offsetAt offset: Int, field: String) throws(FontError) -> TableData {
        try subtable(at: try int(offset), field: field)
    }

    /// The first `length` bytes of this table (a subtable whose length is known).
    func prefix(_ length: Int) throws(FontError) -> TableData {
        try check(0, length)
        return TableData(file: file, start: start, count: length, name: name)
    }

    /// Throws unless `needed` bytes at `offset` lie inside the table.
    @inline(__always)
    func check(_ offset: Int, _ needed: Int) throws(FontError) {
        guard offset >= 0, needed >= 0, offset <= count, needed <= count - offset else {
            throw .truncated(table: name, offset: offset, needed: needed, length: count)
        }
    }

    /// Whether `needed` bytes at `offset` lie inside the table.
    @inline(__always)
    func contains(_ offset: Int, _ needed: Int) -> Bool {
        offset >= 0 && needed >= 0 && offset <= count && needed <= count - offset
    }

    func uint8(_ offset: Int) throws(FontError) -> UInt8 {
        try check(offset, 1)
        return file[start + offset]
    }

    func uint16(_ offset: Int) throws(FontError) -> UInt16 {
        try check(offset, 2)
        return unchecked16(offset)
    }

    func int16(_ offset: Int) throws(FontError) -> Int16 { Int16(bitPattern: try uint16(offset)) }

    func uint32(_ offset: Int) throws(FontError) -> UInt32 {
        try check(offset, 4)
        return unchecked32(offset)
    }

    /// A 16-bit field read as an `Int`, the unit of every count and offset.
    func int(_ offset: Int) throws(FontError) -> Int { Int(try uint16(offset)) }

    /// A 16-bit field at an offset `contains` has approved.
    @inline(__always)
    func unchecked16(_ offset: Int) -> UInt16 {
        let at = start + offset
        return UInt16(file[at]) << 8 | UInt16(file[at + 1])
    }

    /// A 32-bit field at an offset `contains` has approved.
    @inline(__always)
    func unchecked32(_ offset: Int) -> UInt32 {
        let at = start + offset
        return UInt32(file[at]) << 24 | UInt32(file[at + 1]) << 16 | UInt32(file[at + 2]) << 8 | UInt32(file[at + 3])
    }
}
