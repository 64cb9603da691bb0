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
/// 1e-8 tolerance). Each symbol's vector is usually empty or one entry, so the tableau stores one
/// per symbol, indexed by id, and the sign of a reduced cost is the sign of its first entry.
struct LevelVector {
    var entries: [LevelEntry] = []

    @inline(__always) var isEmpty: Bool { entries.isEmpty }

    /// The highest level with a nonzero coefficient: its sign is the vector's lexicographic sign.
    @inline(__always) var leading: LevelEntry? { entries.first }

    /// Adds `coefficient` at `level`.
    mutating func add(level: Double, coefficient: Double) {
        var i = 0
        while i < entries.count, entries[i].level > level { i += 1 }
        if i < entries.count, entries[i].level == level {
            let sum = Tolerance.sum(entries[i].coefficient, coefficient)
            if sum == 0 { entries.remove(at: i) } else { entries[i].coefficient = sum }
        } else if coefficient != 0 {
            entries.insert(LevelEntry(level: level, coefficient: coefficient), at: i)
        }
    }

    /// Adds `factor · other`, level by level.
    mutating func add(_ other: LevelVector, times factor: Double) {
        if entries.isEmpty {
            entries = other.entries
            for i in entries.indices { entries[i].coefficient *= factor }
            return
        }
        for entry in other.entries { add(level: entry.level, coefficient: entry.coefficient * factor) }
    }

    /// Whether `a · sa < b · sb` lexicographically (highest level first; missing levels are 0).
    static func isLess(_ a: LevelVector, scaledBy sa: Double, than b: LevelVector, scaledBy sb: Double) -> Bool {
        var i = 0, j = 0
        while i < a.entries.count || j < b.entries.count {
            let la = i < a.entries.count ? a.entries[i].level : -.infinity
            let lb = j < b.entries.count ? b.entries[j].level : -.infinity
            var x = 0.0, y = 0.0
            if la >= lb { x = a.entries[i].coefficient * sa; i += 1 }
            if lb >= la { y = b.entries[j].coefficient * sb; j += 1 }
            if x != y { return x < y }
        }
        return false
    }
}
