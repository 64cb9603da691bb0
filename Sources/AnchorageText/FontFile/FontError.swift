// SPDX-License-Identifier: MIT

/// Why a font could not be read: the file, the table and what was wrong in it.
///
/// Every malformed font makes ``Font/init(contentsOfFile:size:index:)`` or
/// ``Font/init(data:size:index:)`` throw one of these; reading never crashes, hangs or allocates
/// more than the bytes given warrant.
///
/// ```swift
/// do {
///     _ = try Font(data: [0, 1, 0, 0], size: 17)
/// } catch {
///     print(error)   // table directory is truncated: needs 12 bytes at offset 0, has 4
/// }
/// ```
public enum FontError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be opened or read; `reason` is the system's message.
    case unreadableFile(path: String, reason: String)
    /// The bytes do not start with a TrueType, CFF or collection signature.
    case unknownSignature(UInt32)
    /// `index` names no face of a collection (or a single font) of `count` faces.
    case faceIndexOutOfRange(index: Int, count: Int)
    /// The point size is negative, infinite or not a number.
    case invalidPointSize(Double)
    /// A table the font needs is absent.
    case missingTable(String)
    /// A read of `needed` bytes at `offset` runs past the end of `table` (`length` bytes).
    case truncated(table: String, offset: Int, needed: Int, length: Int)
    /// An offset field of `table` points outside the data it must stay in (`limit` bytes).
    case badOffset(table: String, field: String, offset: Int, limit: Int)
    /// Two tables of the directory share bytes.
    case overlappingTables(String, String)
    /// A field of `table` holds a value the format forbids (`unitsPerEm` of 0, an odd
    /// `segCountX2`, segments out of order, ...).
    case invalidValue(table: String, field: String, value: Int)
    /// An extension lookup of `table` points at another extension subtable, or a lookup list
    /// is larger than the reader accepts.
    case badLookup(table: String, lookup: Int, reason: String)
    /// The offsets of `table` point at the same bytes so many times that checking them would
    /// take far more work than the file's size warrants.
    case excessiveSharing(table: String)

    /// What was wrong, naming the table.
    public var description: String {
        switch self {
        case let .unreadableFile(path, reason):
            return "cannot read font file '\(path)': \(reason)"
        case let .unknownSignature(tag):
            return "not an OpenType font: signature \(Tag(tag).quoted)"
        case let .faceIndexOutOfRange(index, count):
            return "face index \(index) is out of range: the file has \(count) face\(count == 1 ? "" : "s")"
        case let .invalidPointSize(size):
            return "point size \(size) is not a finite, non-negative number"
        case let .missingTable(table):
            return "required table '\(table)' is missing"
        case let .truncated(table, offset, needed, length):
            return "\(named(table)) is truncated: needs \(needed) bytes at offset \(offset), has \(length)"
        case let .badOffset(table, field, offset, limit):
            return "\(named(table)): \(field) \(offset) points outside its \(limit) bytes"
        case let .overlappingTables(first, second):
            return "tables '\(first)' and '\(second)' overlap"
        case let .invalidValue(table, field, value):
            return "\(named(table)): \(field) \(value) is invalid"
        case let .badLookup(table, lookup, reason):
            return "\(named(table)) lookup \(lookup): \(reason)"
        case let .excessiveSharing(table):
            return "\(named(table)) refers to the same data too many times to be checked"
        }
    }

    /// A table's tag as `'hmtx' table`; other parts of the file ("table directory",
    /// "collection header") by their names.
    private func named(_ table: String) -> String {
        table.unicodeScalars.count == 4 ? "'\(table)' table" : table
    }
}
