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
/// reduced cost is the sign of its first entry.
///
/// The first three entries live inline and only further levels allocate: a substitution adds one
/// vector into every symbol of the pivot row, so vectors of two or three levels (a form's strong
/// edits over its medium and weak preferences) are made and dropped by the thousand, and a heap
/// array per vector would cost more than the arithmetic.
struct LevelVector {
    private var first = LevelEntry(level: 0, coefficient: 0)
    private var second = LevelEntry(level: 0, coefficient: 0)
    private var third = LevelEntry(level: 0, coefficient: 0)
    /// The entries past the third, by level descending.
    private var spill: [LevelEntry] = []
    /// Number of entries.
    private(set) var count = 0

    @inline(__always) var isEmpty: Bool { count == 0 }

    /// The highest-level entry, if any.
    @inline(__always) var leading: LevelEntry? { count == 0 ? nil : first }

    /// The entry at `index` (0 is ``leading``).
    @inline(__always)
    subscript(index: Int) -> LevelEntry {
        get {
            switch index {
            case 0: first
            case 1: second
            case 2: third
            default: spill[index - 3]
            }
        }
        set {
            switch index {
            case 0: first = newValue
            case 1: second = newValue
            case 2: third = newValue
            default: spill[index - 3] = newValue
            }
        }
    }

    /// Every entry, highest level first.
    var entries: [LevelEntry] { (0..<count).map { self[$0] } }

    /// Adds `coefficient` at `level`. A zero coefficient changes nothing.
    mutating func add(level: Double, coefficient: Double) {
        guard coefficient != 0 else { return }
        var i = 0
        while i < count, self[i].level > level { i += 1 }
        if i < count, self[i].level == level {
            let sum = Numerics.sum(self[i].coefficient, coefficient)
            if sum == 0 { remove(at: i) } else { self[i].coefficient = sum }
        } else {
            insert(LevelEntry(level: level, coefficient: coefficient), at: i)
        }
    }

    /// Adds `factor · other`, level by level.
    mutating func add(_ other: LevelVector, times factor: Double) {
        for i in 0..<other.count {
            let entry = other[i]
            add(level: entry.level, coefficient: entry.coefficient * factor)
        }
    }

    /// The leading coefficient of `a + factor · b` (0 when the sum is empty), level by level as
    /// ``add(_:times:)`` would sum them, without building the sum.
    static func leadingCoefficient(of a: LevelVector, plus b: LevelVector, times factor: Double) -> Double {
        var i = 0, j = 0
        let na = a.count, nb = b.count
        while i < na || j < nb {
            let la = i < na ? a[i].level : -.infinity
            let lb = j < nb ? b[j].level : -.infinity
            let sum: Double
            if la == lb {
                sum = Numerics.sum(a[i].coefficient, b[j].coefficient * factor)
                i += 1
                j += 1
            } else if la > lb {
                sum = a[i].coefficient
                i += 1
            } else {
                sum = b[j].coefficient * factor
                j += 1
            }
            if sum != 0 { return sum }
        }
        return 0
    }

    private mutating func insert(_ entry: LevelEntry, at index: Int) {
        if count >= 3 { spill.append(entry) }
        var k = count
        while k > index {
            self[k] = self[k - 1]
            k -= 1
        }
        self[index] = entry
        count += 1
    }

    private mutating func remove(at index: Int) {
        for k in index..<(count - 1) { self[k] = self[k + 1] }
        if count > 3 { spill.removeLast() }
        count -= 1
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
