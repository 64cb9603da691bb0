// SPDX-License-Identifier: MIT

extension Array where Element: BitwiseCopyable {
    /// `count` copies of `value`: `Array(repeating:count:)` by another path.
    ///
    /// `Array(repeating:count:)` allocates through a standard-library entry point that is never
    /// specialized, and that looks up the storage class's type metadata at run time: some 700
    /// instructions a call in a running solver, more than filling a small array. A building
    /// solver makes several such arrays (the definition plan, scratch lists, binade counts);
    /// `reserveCapacity` is specialized. Only for trivial elements: an element that holds a
    /// reference is copied slower one by one than `Array(repeating:count:)` fills it.
    ///
    /// - Complexity: O(`count`).
    init(filledWith value: Element, count: Int) {
        self.init()
        reserveCapacity(count)
        append(contentsOf: repeatElement(value, count: count))
    }
}
