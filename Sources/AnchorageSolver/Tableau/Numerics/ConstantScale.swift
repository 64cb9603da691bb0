// SPDX-License-Identifier: MIT

/// The sizes of the constraints' constants, and the largest size since the tableau's rows were
/// last computed from the constraints: an operation that leaves the largest scale more than
/// ``Numerics/scaleFallLimit`` binades below that ends with a refactorization
/// (``Tableau/finishOperation()``), since the rows still carry the precision of constants that
/// are gone. Required constraints are also followed on their own. A constraint's scale is
/// `|constant| / k`, `k` its largest coefficient (``Numerics/markerScale(of:)``). The Numerics
/// article's "Refactoring the tableau" gives the example and the reasoning.
///
/// - Complexity: O(1) per insertion and removal, plus a scan down the binades when the top one
///   empties (at most 256, paid for by the insertions that raised it), and a widening of the
///   window of counted binades when a scale falls outside it (as rare, and as bounded).
struct ConstantScale {
    /// The counts per binade, of all constraints and of the required ones, for the binades from
    /// ``low`` up (``width`` of them, 0 before the first scale): a window, not all
    /// ``binadeCount`` binades, since a layout's constants span a handful (a new solver would
    /// otherwise clear a kilobyte per count to use a few entries of it). Shared between copies
    /// until one of them changes.
    private var counts: FilledBuffer<BinadeCount>?
    /// The binade of the window's first count.
    private var low = 0
    private var width = 0
    private var all = Extent()
    private var required = Extent()

    private struct BinadeCount: BitwiseCopyable {
        var all: Int32 = 0
        var required: Int32 = 0
    }

    /// The highest nonempty binade of one count, -1 when every scale is zero, and the highest
    /// it has been since the last ``ConstantScale/settle()``.
    private struct Extent {
        var top = -1
        var mark = -1
        var hasFallen: Bool { mark - top > Numerics.scaleFallLimit }

        mutating func raise(to b: Int) {
            if b > top { top = b }
            if b > mark { mark = b }
        }
    }

    /// Counts a constraint's scale, given as its binade (see ``Tableau/constantBinade(constant:scale:)``;
    /// `nil` for a zero constant, which has no scale).
    mutating func insert(_ binade: Int?, required isRequired: Bool) {
        // Not a move from nil: an insertion lowers no top, so it needs none of the move's scans
        // (every add makes one).
        guard let b = binade else { return }
        if b < low || b - low >= width { widen(toCount: b) } else { counts.makeUnique() }
        let i = b - low
        counts!.withUnsafeMutablePointerToElements { counts in
            counts[i].all += 1
            if isRequired { counts[i].required += 1 }
        }
        all.raise(to: b)
        if isRequired { required.raise(to: b) }
    }

    /// Uncounts a scale counted by ``insert(_:required:)``.
    mutating func remove(_ binade: Int?, required isRequired: Bool) {
        move(from: binade, to: nil, required: isRequired)
    }

    /// Widens the window of counted binades to binade `b`, with room for a few more on that side.
    @inline(never)
    private mutating func widen(toCount b: Int) {
        let slack = 8
        let newLow = width == 0 || b < low ? max(b - slack, 0) : low
        let newEnd = width > 0 && b < low ? low + width : min(b + slack + 1, Self.binadeCount)
        let widened = FilledBuffer.make(count: newEnd - newLow, filledWith: BinadeCount())
        if let counts {
            let offset = low - newLow, width = width
            counts.withUnsafeMutablePointerToElements { old in
                widened.withUnsafeMutablePointerToElements { ($0 + offset).update(from: old, count: width) }
            }
        }
        counts = widened
        low = newLow
        width = newEnd - newLow
    }

    /// Moves a counted scale from binade `old` to binade `new` (a constant changed; `nil` for no
    /// scale, so that a removal is a move too), through one access to the counts: every
    /// suggestion to an edit variable whose value crosses a binade makes one.
    mutating func move(from old: Int?, to new: Int?, required isRequired: Bool) {
        if let new, new < low || new - low >= width { widen(toCount: new) } else { counts.makeUnique() }
        guard let counts else { return }
        let low = low
        // The count at `new` is nonzero afterwards, so the new tops lie at or below these.
        var allTop = max(all.top, new ?? -1)
        var requiredTop = isRequired ? max(required.top, new ?? -1) : required.top
        counts.withUnsafeMutablePointerToElements { counts in
            if let old {
                counts[old - low].all -= 1
                if isRequired { counts[old - low].required -= 1 }
            }
            if let new {
                counts[new - low].all += 1
                if isRequired { counts[new - low].required += 1 }
            }
            while allTop >= low && counts[allTop - low].all == 0 { allTop -= 1 }
            guard isRequired else { return }
            while requiredTop >= low && counts[requiredTop - low].required == 0 { requiredTop -= 1 }
        }
        all.top = allTop < low ? -1 : allTop
        required.top = requiredTop < low ? -1 : requiredTop
        guard let new else { return }
        all.raise(to: new)
        if isRequired { required.raise(to: new) }
    }

    /// Whether the largest scale, of all constraints or of the required ones, fell more than
    /// ``Numerics/scaleFallLimit`` binades below its mark.
    var hasFallen: Bool { all.hasFallen || required.hasFallen }

    /// Whether `lost`, a value that a row constant's sum took for cancellation, is more than the
    /// rounding of the largest constant now counted (``Numerics/epsilon`` of it): a real value
    /// that the rows lost because they were computed beside larger magnitudes than the
    /// constraints now have.
    func resolves(_ lost: Double) -> Bool {
        guard let binade = Tableau.constantBinade(constant: lost, scale: 1) else { return false }
        return binade + Self.epsilonBinades > all.top
    }

    /// ``Numerics/epsilon`` in binades, derived from it: 1e-10 lies between 2^-34 and 2^-33,
    /// so 33.
    static let epsilonBinades = -Int(Numerics.epsilon.exponent) - 1

    /// Notes that the rows were just computed from the constraints at the current scales.
    mutating func settle() {
        all.mark = all.top
        required.mark = required.top
    }

    /// The number of binades counted: scales from 2^-128 to 2^127; smaller and larger ones count
    /// in the end binades, far beyond any fall that matters.
    static let binadeCount = 256
}

extension Tableau {
    /// The binade of a constraint's scale, `|constant| / k` with `k` its largest coefficient
    /// (see ``ConstantScale``), in `0 ..< ConstantScale.binadeCount`; `nil` for a zero constant.
    ///
    /// From the exponents alone, without the division: the binade of a quotient is the
    /// difference of the operands' binades, give or take one, and a fall is judged over 13. It
    /// runs once per added constraint, with the `k` the row was built with.
    @inline(__always)
    static func constantBinade(constant: Double, scale k: Double) -> Int? {
        let c = abs(constant)
        guard c > 0, c.isFinite else { return nil }
        let binade = Int(c.exponentBitPattern) - Int(k.exponentBitPattern) + ConstantScale.binadeCount / 2
        return min(max(binade, 0), ConstantScale.binadeCount - 1)
    }

    /// Recomputes the rows from the constraints at the scale they now have (see
    /// ``ConstantScale``), unless the result is infeasible.
    ///
    /// Required constraints whose conflict is smaller than the old scale's precision were
    /// accepted at that scale (`h == 480` changed to `h == 0` beside `h ≥ 1e-9`: the 1e-9 is
    /// cancellation beside 480), and rows computed afresh show the conflict, which no pivot can
    /// repair. The tableau then keeps the rows it has, in which the conflict is absorbed within
    /// the precision the constraints were accepted at. Either way the scales are settled at
    /// their current values, so that the attempt is not repeated at every later operation.
    ///
    /// - Complexity: That of ``refactor()``, plus a copy of the tableau.
    mutating func refactorAtCurrentScale() {
        var rebuilt = independentCopy()
        rebuilt.refactor()
        let isFeasible = rebuilt.rows.indices.allSatisfy { id in
            !rebuilt.isBasic[id] || rebuilt.symbolKinds[id].isExternal || rebuilt.rows[id].constant >= 0
        }
        if isFeasible {
            rebuilt.takeOverHints(from: hintOwner)
            self = rebuilt
        } else {
            constantScale.settle()
        }
    }
}
