// SPDX-License-Identifier: MIT

@testable import AnchorageText
import Testing

/// The container: signatures, collections' face index, the table directory's bounds and
/// overlaps, and the big-endian reader's bounds.
@Suite struct FaceDirectoryTests {
    @Test func readsBigEndianFieldsInsideTheTableOnly() throws {
        let file: [UInt8] = [0xAA, 0x12, 0x34, 0x56, 0x78, 0xFF, 0xFE]
        let table = TableData(file: file, start: 1, count: 5, name: "head")
        #expect(try table.uint16(0) == 0x1234)
        #expect(try table.uint32(0) == 0x1234_5678)
        #expect(try table.int16(3) == Int16(bitPattern: 0x78FF))
        // Byte 6 of the file belongs to no table here: the read stops at the table's end.
        #expect(throws: FontError.truncated(table: "head", offset: 4, needed: 2, length: 5)) { try table.uint16(4) }
        #expect(throws: FontError.truncated(table: "head", offset: -1, needed: 1, length: 5)) { try table.uint8(-1) }
        #expect(throws: FontError.badOffset(table: "head", field: "x", offset: 6, limit: 5)) {
            try table.subtable(at: 6, field: "x")
        }
        let sub = try table.subtable(at: 2, field: "x")
        #expect(try sub.uint16(0) == 0x5678)
        #expect(sub.count == 3)
    }

    @Test func findsTablesByTag() throws {
        var builder = SFNTBuilder()
        builder.tables = [("head", [1, 2, 3, 4]), ("cmap", [5, 6])]
        let directory = try FaceDirectory(file: builder.build(), index: 0)
        #expect(try directory.requiredTable(Tag("cmap")).uint16(0) == 0x0506)
        #expect(try directory.requiredTable(Tag("head")).uint32(0) == 0x0102_0304)
        #expect(directory.table(Tag("kern")) == nil)
        #expect(!directory.hasCFFOutlines)
        #expect(throws: FontError.missingTable("hmtx")) { try directory.requiredTable(Tag("hmtx")) }
    }

    @Test func acceptsCFFAndAppleSignaturesAndRejectsOthers() throws {
        var builder = SFNTBuilder()
        builder.signature = 0x4F54_544F  // 'OTTO'
        #expect(try FaceDirectory(file: builder.build(), index: 0).hasCFFOutlines)
        builder.signature = 0x7472_7565  // 'true'
        #expect(try !FaceDirectory(file: builder.build(), index: 0).hasCFFOutlines)
        builder.signature = 0x7479_7031  // 'typ1'
        #expect(throws: FontError.unknownSignature(0x7479_7031)) { try FaceDirectory(file: builder.build(), index: 0) }
        #expect(FontError.unknownSignature(0x7479_7031).description == "not an OpenType font: signature 'typ1'")
        #expect(FontError.unknownSignature(0x0001_FF00).description
            == "not an OpenType font: signature '\\x00\\x01\\xFF\\x00'")
    }

    @Test func truncatedDirectoriesThrow() {
        #expect(throws: FontError.truncated(table: "table directory", offset: 0, needed: 4, length: 2)) {
            try FaceDirectory(file: [0, 1], index: 0)
        }
        #expect(FontError.truncated(table: "table directory", offset: 0, needed: 4, length: 2).description
            == "table directory is truncated: needs 4 bytes at offset 0, has 2")
        var builder = SFNTBuilder()
        builder.tables = [("head", [1, 2, 3, 4])]
        let file = builder.build()
        // The one 16-byte record needs bytes 12 to 27; cut at 20.
        #expect(throws: FontError.truncated(table: "table directory", offset: 12, needed: 16, length: 20)) {
            try FaceDirectory(file: Array(file.prefix(20)), index: 0)
        }
        // A table count of 0xFFFF promises 1 MB of records the 28-byte file does not have.
        var lying = file
        lying[4] = 0xFF
        lying[5] = 0xFF
        #expect(throws: FontError.truncated(table: "table directory", offset: 12, needed: 0xFFFF * 16, length: 32)) {
            try FaceDirectory(file: lying, index: 0)
        }
    }

    @Test func tablesPastTheEndOfTheFileThrow() {
        var builder = SFNTBuilder()
        builder.tables = [("head", [1, 2, 3, 4])]
        let longer = builder.build { _, _, length in length = 400 }
        #expect(throws: FontError.truncated(table: "head", offset: 0, needed: 400, length: 4)) {
            try FaceDirectory(file: longer, index: 0)
        }
        #expect(FontError.truncated(table: "head", offset: 0, needed: 400, length: 4).description
            == "'head' table is truncated: needs 400 bytes at offset 0, has 4")
        let farther = builder.build { _, offset, _ in offset = 1_000_000 }
        #expect(throws: FontError.badOffset(table: "table directory", field: "offset of 'head'", offset: 1_000_000,
                                            limit: 32)) {
            try FaceDirectory(file: farther, index: 0)
        }
        #expect(FontError.badOffset(table: "table directory", field: "offset of 'head'", offset: 1_000_000, limit: 32)
            .description == "table directory: offset of 'head' 1000000 points outside its 32 bytes")
    }

    @Test func overlappingTablesThrow() {
        var builder = SFNTBuilder()
        builder.tables = [("head", [1, 2, 3, 4, 5, 6, 7, 8]), ("hhea", [1, 2, 3, 4])]
        // hhea moved to start inside head's 8 bytes.
        let file = builder.build { index, offset, _ in if index == 1 { offset -= 6 } }
        #expect(throws: FontError.overlappingTables("head", "hhea")) { try FaceDirectory(file: file, index: 0) }
        #expect(FontError.overlappingTables("head", "hhea").description == "tables 'head' and 'hhea' overlap")
        // Empty tables overlap nothing.
        let empty = builder.build { index, offset, length in if index == 1 { offset -= 6; length = 0 } }
        #expect(throws: Never.self) { try FaceDirectory(file: empty, index: 0) }
    }

    @Test func collectionsPickTheirFaceByIndex() throws {
        var first = SFNTBuilder()
        first.tables = [("head", [1, 1])]
        var second = SFNTBuilder()
        second.signature = 0x4F54_544F
        second.tables = [("head", [2, 2])]
        let one = first.build()
        // A face's offsets count from the start of the collection file.
        let twoStart = 20 + one.count
        var two = second.build()
        let record = 12 + 8  // the offset field of the one record
        let shifted = be32(UInt32(twoStart + 28))
        two.replaceSubrange(record..<record + 4, with: shifted)
        var oneShifted = one
        oneShifted.replaceSubrange(record..<record + 4, with: be32(UInt32(20 + 28)))
        let file = Array("ttcf".utf8) + be16(1) + be16(0) + be32(2) + be32(20) + be32(UInt32(twoStart)) + oneShifted + two
        #expect(try FaceDirectory.faceCount(in: file) == 2)
        #expect(try FaceDirectory(file: file, index: 0).requiredTable(Tag("head")).uint16(0) == 0x0101)
        let face1 = try FaceDirectory(file: file, index: 1)
        #expect(face1.hasCFFOutlines)
        #expect(try face1.requiredTable(Tag("head")).uint16(0) == 0x0202)
        #expect(throws: FontError.faceIndexOutOfRange(index: 2, count: 2)) { try FaceDirectory(file: file, index: 2) }
        #expect(throws: FontError.faceIndexOutOfRange(index: -1, count: 2)) { try FaceDirectory(file: file, index: -1) }
        #expect(throws: FontError.faceIndexOutOfRange(index: 1, count: 1)) { try FaceDirectory(file: one, index: 1) }
        #expect(FontError.faceIndexOutOfRange(index: 1, count: 1).description
            == "face index 1 is out of range: the file has 1 face")
        // A collection that claims a billion faces has no room for their offsets.
        var lying = file
        lying.replaceSubrange(8..<12, with: be32(1_000_000_000))
        #expect(throws: FontError.truncated(table: "collection header", offset: 12 + 4 * 999_999_999, needed: 4,
                                            length: lying.count)) {
            try FaceDirectory(file: lying, index: 999_999_999)
        }
    }

    @Test func readsFilesFromDiskAndNamesTheFailure() {
        #expect(throws: FontError.unreadableFile(path: "/nonexistent/font.ttf", reason: "No such file or directory")) {
            try FileBytes.contents(of: "/nonexistent/font.ttf")
        }
        #expect(throws: FontError.unreadableFile(path: "/", reason: "not a regular file")) {
            try FileBytes.contents(of: "/")
        }
        #expect(FontError.unreadableFile(path: "/x.ttf", reason: "No such file or directory").description
            == "cannot read font file '/x.ttf': No such file or directory")
    }
}
