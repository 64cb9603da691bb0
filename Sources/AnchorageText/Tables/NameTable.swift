// SPDX-License-Identifier: MIT

/// The name table's strings a user sees: the family, the subfamily (style), the full name and the
/// PostScript name.
///
/// Of the records for one name, a Windows Unicode one in US English is taken first, then any
/// Windows Unicode one, then a Unicode-platform one, then a Macintosh Roman one (whose bytes
/// above ASCII are read as U+FFFD: the table of Mac Roman characters is not carried). The
/// typographic family (name 16) wins over the legacy family (name 1), which style-linking
/// limits to four styles.
struct NameTable: Sendable {
    /// Typographic family (16), else family (1).
    let family: String?
    /// Name 1, the family as style-linked (e.g. "DejaVu Sans Condensed" beside 16's "DejaVu Sans").
    let legacyFamily: String?
    /// Typographic subfamily (17), else subfamily (2).
    let style: String?
    /// Full name (4).
    let fullName: String?
    /// PostScript name (6).
    let postScriptName: String?

    init(_ table: TableData?) throws(FontError) {
        guard let table else {
            family = nil
            legacyFamily = nil
            style = nil
            fullName = nil
            postScriptName = nil
            return
        }
        let count = try table.int(2)
        let storage = try table.subtable(offsetAt: 4, field: "stringOffset")
        try table.check(6, 12 * count)
        // The best record per name id of interest (1, 2, 4, 6, 16, 17): (rank, offset, length, platform).
        var best: [Int: (rank: Int, offset: Int, length: Int, platform: Int)] = [:]
        for record in 0..<count {
            let at = 6 + 12 * record
            let nameID = Int(table.unchecked16(at + 6))
            guard [1, 2, 4, 6, 16, 17].contains(nameID) else { continue }
            let platform = Int(table.unchecked16(at))
            let encoding = Int(table.unchecked16(at + 2))
            let language = Int(table.unchecked16(at + 4))
            let rank: Int
            switch (platform, encoding) {
            case (3, 1), (3, 10): rank = language == 0x409 ? 0 : 1
            case (0, _): rank = 2
            case (1, 0): rank = language == 0 ? 3 : 4
            default: continue
            }
            let length = Int(table.unchecked16(at + 8))
            let offset = Int(table.unchecked16(at + 10))
            guard storage.contains(offset, length) else {
                throw .badOffset(table: "name", field: "offset of name \(nameID)", offset: offset + length,
                                 limit: storage.count)
            }
            if let previous = best[nameID], previous.rank <= rank { continue }
            best[nameID] = (rank, offset, length, platform)
        }
        func string(_ id: Int) -> String? {
            guard let record = best[id], record.length > 0 else { return nil }
            let bytes = storage.file[(storage.start + record.offset)..<(storage.start + record.offset + record.length)]
            if record.platform == 1 {
                var text = String.UnicodeScalarView()
                for byte in bytes { text.append(byte < 0x80 ? Unicode.Scalar(byte) : "\u{FFFD}") }
                return String(text)
            }
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var index = bytes.startIndex
            while index + 1 < bytes.endIndex {
                units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
                index += 2
            }
            return String(decoding: units, as: UTF16.self)
        }
        legacyFamily = string(1)
        family = string(16) ?? legacyFamily
        style = string(17) ?? string(2)
        fullName = string(4)
        postScriptName = string(6)
    }
}
