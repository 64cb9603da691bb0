// SPDX-License-Identifier: MIT

/// One level's share of an objective coefficient.
struct LevelEntry {
    var level: Double
    var coefficient: Double
}

/// An objective coefficient in the lexicographic objective: one real coefficient per strength
/// level, sorted from the highest level down, zeros omitted; the sign of a reduced cost is the
/// sign of its first entry. Up to four entries live inline, and a longer vector keeps all of
/// them in `spill`, so the entries are one contiguous run read through a pointer
/// (``withEntries(_:)``). The catalog's "Storage" article says why.
struct LevelVector {
    /// Storage for the inline entries: a homogeneous tuple, laid out as a C array.
    private typealias Inline = (LevelEntry, LevelEntry, LevelEntry, LevelEntry)
    /// How many entries fit in ``Inline``.
    private static let inlineCapacity = 4
    private static let zero = LevelEntry(level: 0, coefficient: 0)

    /// The entries while `count <= inlineCapacity`, by level descending; unused past `count`.
    private var inline: Inline = (zero, zero, zero, zero)
    /// All the entries while `count > inlineCapacity`, by level descending; empty otherwise.
    private var spill: [LevelEntry] = []
    /// Number of entries.
    private(set) var count = 0

    init() {}

    /// A vector of the one entry `level: coefficient` (nonzero).
    private init(level: Double, coefficient: Double) {
        inline.0 = LevelEntry(level: level, coefficient: coefficient)
        count = 1
    }

    @inline(__always) var isEmpty: Bool { count == 0 }

    /// The highest-level entry, if any.
    @inline(__always)
    var leading: LevelEntry? {
        if count == 0 { return nil }
        return count <= Self.inlineCapacity ? inline.0 : spill[0]
    }

    /// Calls `body` with the entries, highest level first.
    @inline(__always)
    func withEntries<R>(_ body: (UnsafeBufferPointer<LevelEntry>) -> R) -> R {
        if count <= Self.inlineCapacity {
            return withUnsafePointer(to: inline) {
                body(UnsafeBufferPointer(start: UnsafeRawPointer($0).assumingMemoryBound(to: LevelEntry.self), count: count))
            }
        }
        return spill.withUnsafeBufferPointer(body)
    }

    /// Every entry, highest level first.
    var entries: [LevelEntry] { withEntries { Array($0) } }

    /// Adds `coefficient` at `level`. A zero coefficient changes nothing.
    mutating func add(level: Double, coefficient: Double) {
        guard coefficient != 0 else { return }
        // `· 1` is exact, so this is the sum of the one entry.
        withUnsafePointer(to: LevelEntry(level: level, coefficient: coefficient)) {
            add(UnsafeBufferPointer(start: $0, count: 1), times: 1)
        }
    }

    /// Adds `factor · other`, level by level.
    mutating func add(_ other: LevelVector, times factor: Double) {
        other.withEntries { add($0, times: factor) }
    }

    /// Adds `factor · other` (entries sorted by level descending), level by level.
    ///
    /// When the sum surely fits inline (the common case) it is summed in place, each of `other`'s
    /// levels searched from where the previous one was found (both are sorted); the rest is
    /// ``addSpilling(_:times:)``.
    @inline(__always)
    mutating func add(_ other: UnsafeBufferPointer<LevelEntry>, times factor: Double) {
        if count &+ other.count <= Self.inlineCapacity {
            let n = count
            count = withUnsafeMutablePointer(to: &inline) {
                Self.addInline(other, times: factor, to: UnsafeMutableRawPointer($0).assumingMemoryBound(to: LevelEntry.self), count: n)
            }
        } else {
            addSpilling(other, times: factor)
        }
    }

    /// ``add(_:times:)`` when the sum may not fit inline: tried on a copy of the inline entries,
    /// then, when it outgrows them or a vector is longer, on an array.
    @inline(never)
    private mutating func addSpilling(_ other: UnsafeBufferPointer<LevelEntry>, times factor: Double) {
        if count <= Self.inlineCapacity && other.count <= Self.inlineCapacity {
            var sum = inline
            let n = count
            let summed = withUnsafeMutablePointer(to: &sum) {
                Self.addInline(other, times: factor, to: UnsafeMutableRawPointer($0).assumingMemoryBound(to: LevelEntry.self), count: n)
            }
            if summed >= 0 {
                inline = sum
                count = summed
                return
            }
        }
        var all = entries
        var i = 0
        for entry in other {
            i = Self.add(level: entry.level, coefficient: entry.coefficient * factor, to: &all, from: i)
        }
        store(all)
    }

    /// `entries[..<count] += factor · other` in place, in room for ``inlineCapacity`` entries;
    /// returns the new count, or -1 when the sum does not fit (`entries` is then partly summed).
    /// Entries move one by one: there are at most a few, and `update(from:count:)` calls memmove.
    @inline(__always)
    private static func addInline(_ other: UnsafeBufferPointer<LevelEntry>, times factor: Double,
                                  to entries: UnsafeMutablePointer<LevelEntry>, count: Int) -> Int {
        var n = count
        var i = 0
        for entry in other {
            let coefficient = entry.coefficient * factor
            if coefficient == 0 { continue }
            while i < n && entries[i].level > entry.level { i &+= 1 }
            if i < n && entries[i].level == entry.level {
                let sum = Numerics.sum(entries[i].coefficient, coefficient)
                if sum == 0 {
                    n &-= 1
                    var k = i
                    while k < n { entries[k] = entries[k &+ 1]; k &+= 1 }
                } else {
                    entries[i].coefficient = sum
                    i &+= 1
                }
            } else {
                if n == inlineCapacity { return -1 }
                var k = n
                while k > i { entries[k] = entries[k &- 1]; k &-= 1 }
                entries[i] = LevelEntry(level: entry.level, coefficient: coefficient)
                n &+= 1
                i &+= 1
            }
        }
        return n
    }

    /// Adds `coefficient` at `level` to `entries` (sorted by level descending), searching from
    /// `lower`, and returns where the search for a lower level may start.
    private static func add(level: Double, coefficient: Double, to entries: inout [LevelEntry], from lower: Int) -> Int {
        guard coefficient != 0 else { return lower }
        var i = lower
        while i < entries.count, entries[i].level > level { i += 1 }
        if i < entries.count, entries[i].level == level {
            let sum = Numerics.sum(entries[i].coefficient, coefficient)
            if sum == 0 {
                entries.remove(at: i)
                return i
            }
            entries[i].coefficient = sum
        } else {
            entries.insert(LevelEntry(level: level, coefficient: coefficient), at: i)
        }
        return i + 1
    }

    /// Makes `entries` (sorted by level descending, no zero coefficients) the vector's entries.
    private mutating func store(_ entries: [LevelEntry]) {
        count = entries.count
        if count <= Self.inlineCapacity {
            withUnsafeMutablePointer(to: &inline) { inline in
                let base = UnsafeMutableRawPointer(inline).assumingMemoryBound(to: LevelEntry.self)
                for i in entries.indices { base[i] = entries[i] }
            }
            spill = []
        } else {
            spill = entries
        }
    }

    /// The leading coefficient of `a + factor · b` (0 when the sum is empty), level by level as
    /// ``add(_:times:)`` would sum them, without building the sum.
    static func leadingCoefficient(of a: LevelVector, plus b: LevelVector, times factor: Double) -> Double {
        a.withEntries { a in
            b.withEntries { b in
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
        }
    }

    /// Whether `a · sa < b · sb` lexicographically (highest level first; missing levels are 0).
    /// (The same walk as ``leadingCoefficient(of:plus:times:)``: one walk for both, taking a
    /// closure, cost a build more instructions.)
    ///
    /// Two values that differ only by cancellation noise (``Numerics/sum(_:_:)`` of their
    /// difference is zero) are a tie at their level, and the next level decides: the dual simplex
    /// ratio test depends on it, since a rounding-level win at a high level would otherwise leave
    /// a lower level non-optimal.
    static func isLess(_ a: LevelVector, scaledBy sa: Double, than b: LevelVector, scaledBy sb: Double) -> Bool {
        a.withEntries { a in
            b.withEntries { b in
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
    }
}
