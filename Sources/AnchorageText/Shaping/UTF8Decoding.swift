// SPDX-License-Identifier: MIT

/// Scalars from the UTF-8 of a Swift string (valid by construction), and the scalars a line's
/// width leaves out.
enum UTF8Decoding {
    /// The scalar starting at `position`; moves `position` past it.
    @inline(__always)
    static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at position: inout Int) -> UInt32 {
        let lead = UInt32(bytes[position])
        if lead < 0x80 {
            position += 1
            return lead
        }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard position + length <= bytes.count else {
            position = bytes.count
            return 0xFFFD
        }
        var value = lead & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length { value = value << 6 | (UInt32(bytes[position + offset]) & 0x3F) }
        position += length
        return value
    }

    /// Whether `scalar` takes no room on a line: C0 and C1 controls (tab included) and Unicode's
    /// default-ignorable code points (zero-width spaces and joiners, bidi controls, variation
    /// selectors, the soft hyphen, tags). They are dropped before shaping, so they neither fall
    /// back to another font nor break a kerning pair or a ligature.
    @inline(__always)
    static func isIgnorable(_ scalar: UInt32) -> Bool {
        if scalar < 0xA0 { return scalar < 0x20 || scalar >= 0x7F }
        switch scalar {
        case 0xAD, 0x34F, 0x61C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180B...0x180F, 0x200B...0x200F,
             0x202A...0x202E, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0xFFF0...0xFFF8,
             0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF:
            return true
        default:
            return false
        }
    }
}
