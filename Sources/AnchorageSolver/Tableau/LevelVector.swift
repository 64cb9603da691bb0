// SPDX-License-Identifier: MIT

/// One level's share of an objective coefficient.
struct LevelEntry {
    var level: Double
    var coefficient: Double
}

/// An objective coefficient in the lexicographic objective: one real coefficient per strength
/// level, sorted from the highest level down, zeros omitted.
///
/// Original Cassowary's "symbolic weights", without kiwi's packing of the levels into one double
/// (which lets 1,001 medium violations outweigh one strong one and loses small weights in its
/// 1e-8 tolerance). The tableau stores one vector per symbol, indexed by id, and the sign of a
/// reduced cost is the sign of its first entry. Almost every vector holds at most one entry, so
/// the first lives inline and only further levels allocate.
struct LevelVector {
    /// The highest-level entry, if any.
    private(set) var leading: LevelEntry? = nil
    /// The entries below `leading`, by level descending.
    private var rest: [LevelEntry] = []

    @inline(__always) var isEmpty: Bool { leading == nil }

    /// Number of entries.
    var count: Int { leading == nil ? 0 : 1 + rest.count }

    /// The entry at `index` (0 is ``leading``).
    @inline(__always)
    subscript(index: Int) -> LevelEntry { index == 0 ? leading! : rest[index - 1] }

    /// Every entry, highest level first.
    var entries: [LevelEntry] { leading.map { [$0] + rest } ?? [] }

    /// Adds `coefficient` at `level`.
    mutating func add(level: Double, coefficient: Double) {
        guard let head = leading else {
            if coefficient != 0 { leading = LevelEntry(level: level, coefficient: coefficient) }
            return
        }
        if level == head.level {
            let sum = Numerics.sum(head.coefficient, coefficient)
            if sum != 0 {
                leading!.coefficient = sum
            } else if rest.isEmpty {
                leading = nil
            } else {
                leading = rest.removeFirst()
            }
            return
        }
        guard coefficient != 0 || level < head.level else { return }
        if level > head.level {
            rest.insert(head, at: 0)
            leading = LevelEntry(level: level, coefficient: coefficient)
            return
        }
        var i = 0
        while i < rest.count, rest[i].level > level { i += 1 }
        if i < rest.count, rest[i].level == level {
            let sum = Numerics.sum(rest[i].coefficient, coefficient)
            if sum == 0 { rest.remove(at: i) } else { rest[i].coefficient = sum }
        } else if coefficient != 0 {
            rest.insert(LevelEntry(level: level, coefficient: coefficient), at: i)
        }
    }

    /// Adds `factor · other`, level by level.
    mutating func add(_ other: LevelVector, times factor: Double) {
        for i in 0..<other.count {
            let entry = other[i]
            add(level: entry.level, coefficient: entry.coefficient * factor)
        }
    }

    /// Whether `a · sa < b · sb` lexicographically (highest level first; missing levels are 0).
    ///
    /// Two values that differ only by cancellation noise (``Numerics/sum(_:_:)`` of their
    /// difference is zero) are a tie at their level, and the next level decides: the dual simplex
    /// ratio test depends on it, since a rounding-level win at a high level would otherwise leave
    /// a lower level non-optimal.
    static func isLess(_ a: LevelVector, scaledBy sa: Double, than b: LevelVector, scaledBy sb: Double) -> Bool {
        var i = 0, j = 0
        let na = a.count, nb = b.count
        while i < na || j < nb {
            let la = i < na ? a[i].level : -.infinity
            let lb = j < nb ? b[j].level : -.infinity
            var x = 0.0, y = 0.0
            if la >= lb { x = a[i].coefficient * sa; i += 1 }
            if lb >= la { y = b[j].coefficient * sb; j += 1 }
            if Numerics.sum(x, -y) != 0 { return x < y }
        }
        return false
    }
}
