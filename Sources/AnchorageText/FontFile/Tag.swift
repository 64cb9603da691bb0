// SPDX-License-Identifier: MIT

/// A four-byte OpenType tag (`'cmap'`, `'kern'`, `'latn'`), compared as one integer.
struct Tag: Hashable, Comparable, Sendable, CustomStringConvertible {
    let rawValue: UInt32

    init(_ rawValue: UInt32) { self.rawValue = rawValue }

    /// A tag from its four ASCII characters (shorter names are padded with spaces).
    init(_ name: StaticString) {
        var value: UInt32 = 0
        var count = 0
        name.withUTF8Buffer { bytes in
            for byte in bytes.prefix(4) {
                value = value << 8 | UInt32(byte)
                count += 1
            }
        }
        while count < 4 {
            value = value << 8 | 0x20
            count += 1
        }
        self.rawValue = value
    }

    /// The tag's four characters, with bytes outside printable ASCII as `\xNN`.
    var description: String {
        var text = ""
        for shift in stride(from: 24, through: 0, by: -8) {
            let byte = UInt8(truncatingIfNeeded: rawValue >> UInt32(shift))
            if byte >= 0x20 && byte < 0x7F {
                text.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                text += "\\x" + hex(byte)
            }
        }
        return text
    }

    /// The tag between single quotes, as errors name tables.
    var quoted: String { "'\(description)'" }

    static func < (lhs: Tag, rhs: Tag) -> Bool { lhs.rawValue < rhs.rawValue }

    private func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF".unicodeScalars)
        return String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
    }
}
