// SPDX-License-Identifier: MIT

/// A lookup table from object identities (a constraint's, a variable's) to small values: open
/// addressing with linear probing, a multiplicative hash of the object's address, and deletion by
/// shifting the displaced entries back (no tombstones). A solver keeps one for the constraints
/// and one for the variables whose hints another solver holds (Tableau+IdentityHints.swift).
///
/// `Dictionary` hashes every key with SipHash, which costs more than the rest of a lookup here:
/// a solver that shares its objects with another looks each one up on every add and removal
/// that names it. Addresses
/// need no protection against chosen collisions, and the table is never iterated, so its layout
/// (which depends on the addresses) cannot reach any result.
///
/// The table is at most half full, so a probe rarely passes more than a couple of entries.
struct IdentityMap<Value: BitwiseCopyable> {
    private struct Entry: BitwiseCopyable {
        /// The key's address; 0 marks an empty entry (no object lives at address 0).
        var key: UInt
        var value: Value?
    }

    /// The entries, a power of two of them; `nil` before the first insertion. A ``FilledBuffer``,
    /// not an array: a new array of a given length cost a new solver more than its first hundred
    /// lookups.
    private var table: FilledBuffer<Entry>?
    /// `64 − log₂(size)`: the hash keeps the top bits of the product.
    private var shift = 64
    /// How many keys the table holds.
    private(set) var count = 0

    /// The smallest table allocated.
    private static var minimumSize: Int { 16 }

    /// Whether the table holds no key.
    var isEmpty: Bool { count == 0 }

    /// The number of entries (0 before the first insertion). Kept here rather than read from the
    /// table's header, whose every read is checked for exclusive access at run time.
    private var size = 0

    /// The value of `key`, nil if absent; setting nil removes the key.
    ///
    /// - Complexity: O(1) expected.
    subscript(key: ObjectIdentifier) -> Value? {
        get {
            guard count > 0, let table else { return nil }
            let k = Self.address(key)
            let shift = shift, mask = size &- 1
            return table.withUnsafeMutablePointerToElements { entries in
                var i = Self.home(k, shift)
                while true {
                    let e = entries[i].key
                    if e == k { return entries[i].value }
                    if e == 0 { return nil }
                    i = (i &+ 1) & mask
                }
            }
        }
        set {
            if let newValue { insert(newValue, for: Self.address(key)) } else { remove(Self.address(key)) }
        }
    }

    /// Sizes the table for `capacity` keys without growing.
    mutating func reserveCapacity(_ capacity: Int) {
        var size = Self.minimumSize
        while size < 2 * capacity { size *= 2 }
        if size > self.size { rehash(size: size) }
    }

    @inline(__always)
    private static func address(_ key: ObjectIdentifier) -> UInt { UInt(bitPattern: key) }

    /// The entry where the search for `k` starts (Fibonacci hashing: the top bits of `k · 2⁶⁴/φ`).
    @inline(__always)
    private static func home(_ k: UInt, _ shift: Int) -> Int {
        Int(truncatingIfNeeded: (k &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    // The probe loops of lookup, insert and remove are written apart: one shared probe function
    // cost a fit's lookups more instructions.
    private mutating func insert(_ value: Value, for k: UInt) {
        if 2 * (count + 1) > size { rehash(size: Swift.max(Self.minimumSize, 2 * size)) }
        table.makeUnique()
        let shift = shift, mask = size &- 1
        let inserted: Bool = table!.withUnsafeMutablePointerToElements { entries in
            var i = Self.home(k, shift)
            while true {
                let e = entries[i].key
                if e == k {
                    entries[i].value = value
                    return false
                }
                if e == 0 {
                    entries[i] = Entry(key: k, value: value)
                    return true
                }
                i = (i &+ 1) & mask
            }
        }
        if inserted { count += 1 }
    }

    /// Removes `k` if present. The entries after it in its run that could not sit at or before
    /// the hole move back into it, so every key stays reachable from its home without tombstones.
    private mutating func remove(_ k: UInt) {
        guard count > 0 else { return }
        table.makeUnique()
        let shift = shift, mask = size &- 1
        let removed: Bool = table!.withUnsafeMutablePointerToElements { entries in
            var i = Self.home(k, shift)
            while true {
                let e = entries[i].key
                if e == 0 { return false }
                if e == k { break }
                i = (i &+ 1) & mask
            }
            var j = i
            while true {
                j = (j &+ 1) & mask
                let e = entries[j].key
                if e == 0 { break }
                // The entry at `j` stays when its home lies cyclically in `(i, j]`.
                let h = Self.home(e, shift)
                let stays = i <= j ? (i < h && h <= j) : (i < h || h <= j)
                if stays { continue }
                entries[i] = entries[j]
                i = j
            }
            entries[i] = Entry(key: 0, value: nil)
            return true
        }
        if removed { count -= 1 }
    }

    /// Moves every key into a table of `size` entries (a power of two).
    private mutating func rehash(size: Int) {
        let old = table, oldSize = self.size
        table = FilledBuffer.make(count: size, filledWith: Entry(key: 0, value: nil))
        self.size = size
        shift = 64 - size.trailingZeroBitCount
        count = 0
        old?.withUnsafeMutablePointerToElements { entries in
            for i in 0..<oldSize where entries[i].key != 0 { insert(entries[i].value!, for: entries[i].key) }
        }
    }
}
