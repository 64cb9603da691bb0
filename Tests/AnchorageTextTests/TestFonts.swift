// SPDX-License-Identifier: MIT

@testable import AnchorageText

/// The fonts Scripts/make-test-fonts.py wrote (their numbers are listed there), found beside this
/// file, and byte surgery on them for the malformed-font tests.
enum TestFonts {
    static let folder: String = {
        let file = #filePath
        let directory = file[..<(file.lastIndex(of: "/") ?? file.endIndex)]
        return directory + "/Fonts"
    }()

    static func path(_ name: String) -> String { folder + "/" + name }

    static func bytes(_ name: String) throws -> [UInt8] { try FileBytes.contents(of: path(name)) }

    /// A font at a size whose points equal its font units (size = units per em), so widths are the
    /// script's integers.
    static func font(_ name: String, unitSize: Double = 1_000, index: Int = 0) throws -> Font {
        try Font(contentsOfFile: path(name), size: unitSize, index: index)
    }

    /// Where table `tag`'s record sits in the directory of a single font (offset of the record).
    static func record(of tag: String, in file: [UInt8]) -> Int? {
        let count = Int(file[4]) << 8 | Int(file[5])
        for record in 0..<count where Array(file[(12 + 16 * record)..<(16 + 16 * record)]) == Array(tag.utf8) {
            return 12 + 16 * record
        }
        return nil
    }

    /// The offset and length of table `tag` in a single font.
    static func table(_ tag: String, in file: [UInt8]) -> (offset: Int, length: Int) {
        let at = record(of: tag, in: file)!
        func field(_ offset: Int) -> Int { file[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (field(at + 8), field(at + 12))
    }

    /// `file` with `bytes` written at `offset` inside table `tag`.
    static func patched(_ file: [UInt8], table tag: String, at offset: Int, _ bytes: [UInt8]) -> [UInt8] {
        var file = file
        let start = table(tag, in: file).offset + offset
        file.replaceSubrange(start..<start + bytes.count, with: bytes)
        return file
    }

    /// `file` with table `tag`'s directory length set to `length`.
    static func withLength(_ file: [UInt8], table tag: String, _ length: Int) -> [UInt8] {
        var file = file
        let at = record(of: tag, in: file)! + 12
        file.replaceSubrange(at..<at + 4, with: be32(UInt32(length)))
        return file
    }
}
