// SPDX-License-Identifier: MIT

/// How many records the checks of a face's layout tables may visit, in proportion to the file's
/// size.
///
/// Offsets let many lookups, features or subtables point at the same bytes, so a small file can
/// describe a huge structure (65,535 features sharing one list of 65,535 lookups). Every loop
/// that checks records spends from this budget first, so opening a face costs at most a fixed
/// multiple of its size, whatever the bytes say; legitimate sharing stays far below it.
final class ReadBudget {
    private var remaining: Int

    /// A budget of eight records per byte of the file, plus 65,536.
    init(fileSize: Int) { remaining = 8 * fileSize + 65_536 }

    /// Takes `count` records from the budget; throws ``FontError/excessiveSharing(table:)``
    /// naming `table` when the budget is spent.
    func spend(_ count: Int, in table: String) throws(FontError) {
        remaining -= count
        guard remaining >= 0 else { throw .excessiveSharing(table: table) }
    }
}

extension TableData {
    /// The 16-bit count at `offset` of the `stride`-byte records that follow it, once they are
    /// checked to lie inside the table and the count is spent from `budget`, when there is one:
    /// the start of every loop over a table's records.
    func recordCount(at offset: Int, stride: Int, budget: ReadBudget? = nil) throws(FontError) -> Int {
        let count = try int(offset)
        try check(offset + 2, stride * count)
        try budget?.spend(count, in: name)
        return count
    }
}
