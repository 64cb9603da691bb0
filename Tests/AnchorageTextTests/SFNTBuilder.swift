// SPDX-License-Identifier: MIT

/// Writes font files byte by byte for the malformed-font tests: a directory of tables (with any
/// offsets and lengths a test wants to lie about) and big-endian fields.
struct SFNTBuilder {
    var signature: UInt32 = 0x0001_0000
    var tables: [(tag: String, bytes: [UInt8])] = []

    /// The file: the 12-byte header, the 16-byte records in the given order, then each table
    /// (4-byte aligned), with the records' offsets and lengths true unless `lie` changes them.
    func build(lie: (_ index: Int, _ offset: inout Int, _ length: inout Int) -> Void = { _, _, _ in }) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes += be32(signature)
        bytes += be16(tables.count) + be16(0) + be16(0) + be16(0)
        var offset = 12 + 16 * tables.count
        var records: [UInt8] = []
        var body: [UInt8] = []
        for (index, table) in tables.enumerated() {
            var recordOffset = offset
            var recordLength = table.bytes.count
            lie(index, &recordOffset, &recordLength)
            records += Array(table.tag.utf8) + be32(0) + be32(UInt32(recordOffset)) + be32(UInt32(recordLength))
            body += table.bytes
            while body.count % 4 != 0 { body.append(0) }
            offset = 12 + 16 * tables.count + body.count
        }
        return bytes + records + body
    }
}

func be16(_ value: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)] }
func be32(_ value: UInt32) -> [UInt8] {
    [UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
     UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
}
