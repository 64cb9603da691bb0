// SPDX-License-Identifier: MIT

/// The sizes of the constraints' constants, and the largest size since the tableau's rows were
/// last computed from the constraints: how the tableau tells that its rows were computed at a far
/// larger scale than the constraints now in it have.
///
/// A row constant is known to about ``Numerics/epsilon`` times the largest magnitude it was
/// computed from. While `x ≥ 1e9` is in the tableau, the 0.0625 of `y == x + 0.0625` sits in a
/// row constant of 1e9 + 0.0625, and it is known to about 0.1: the precision that problem allows.
/// Removing `x ≥ 1e9`, or changing its constant to 0, takes 1e9 back out of that row, and
/// 0.0625 comes out as a difference of numbers near 1e9: ``Numerics/sum(_:_:)`` takes it for
/// cancellation, and `y == x` holds instead, while no constant left is larger than 0.0625. No
/// pivot repairs that, since the rows agree with each other; recomputing them from the
/// constraints as they now are (``Tableau/refactor()``) does. So an operation that leaves the
/// largest scale more than ``Numerics/scaleFallLimit`` binades below the largest since the rows
/// were last computed ends with a refactorization (``Tableau/finishOperation()``).
///
/// The scales of the required constraints are also followed on their own. An optional
/// constraint that is violated keeps its constant in its error's row and nowhere else, so
/// `z ≥ 1e9 | weak` beside `z == 0` holds the overall scale at 1e9 while every value is small;
/// without the required constraints' own scale, removing `x ≥ 1e9` next to it would go unnoticed.
///
/// A constraint's scale is `|constant| / k`, with `k` its largest coefficient
/// (``Numerics/markerScale(of:)``): the size of the value it pins on its largest term.
///
/// - Complexity: O(1) per insertion and removal, plus a scan down the binades when the top one
///   empties (at most 2,098 of them, paid for by the insertions that raised it).
struct ConstantScale {
    private var all = Binades()
    private var required = Binades()

    /// Counts a constraint's scale (finite, nonnegative).
    mutating func insert(_ scale: Double, required isRequired: Bool) {
        all.insert(scale)
        if isRequired { required.insert(scale) }
    }

    /// Uncounts a scale counted by ``insert(_:required:)``.
    mutating func remove(_ scale: Double, required isRequired: Bool) {
        all.remove(scale)
        if isRequired { required.remove(scale) }
    }

    /// Whether the largest scale, of all constraints or of the required ones, fell more than
    /// ``Numerics/scaleFallLimit`` binades below its mark.
    var hasFallen: Bool { all.hasFallen || required.hasFallen }

    /// Notes that the rows were just computed from the constraints at the current scales.
    mutating func settle() {
        all.mark = all.top
        required.mark = required.top
    }

    /// Scales counted by binade.
    private struct Binades {
        /// How many scales lie in each binade (index: exponent + 1,074), allocated with the first
        /// nonzero scale.
        var counts: [Int32] = []
        /// The highest nonempty binade; -1 when every scale is zero.
        var top = -1
        /// The highest ``top`` since the last ``ConstantScale/settle()``.
        var mark = -1

        var hasFallen: Bool { mark - top > Numerics.scaleFallLimit }

        /// The binade of a positive scale (subnormals included).
        static func index(_ scale: Double) -> Int { Int(scale.exponent) + 1_074 }

        mutating func insert(_ scale: Double) {
            guard scale > 0 else { return }
            if counts.isEmpty { counts = [Int32](repeating: 0, count: 2_098) }
            let b = Self.index(scale)
            counts[b] += 1
            if b > top { top = b }
            if b > mark { mark = b }
        }

        mutating func remove(_ scale: Double) {
            guard scale > 0 else { return }
            counts[Self.index(scale)] -= 1
            while top >= 0 && counts[top] == 0 { top -= 1 }
        }
    }
}

extension Tableau {
    /// The scale of a constraint's constant (see ``ConstantScale``).
    static func constantScale(of constraint: LinearConstraint) -> Double {
        let expression = constraint.expression
        return min(abs(expression.constant) / Numerics.markerScale(of: expression), .greatestFiniteMagnitude)
    }

    /// Counts the constant of a constraint that joined the tableau or whose constant changed.
    mutating func countConstant(of constraint: LinearConstraint) {
        constantScale.insert(Self.constantScale(of: constraint), required: constraint.strength.isRequired)
    }

    /// Uncounts the constant of a constraint that left the tableau or whose constant changed.
    mutating func uncountConstant(of constraint: LinearConstraint) {
        constantScale.remove(Self.constantScale(of: constraint), required: constraint.strength.isRequired)
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
        var rebuilt = self
        rebuilt.refactor()
        let isFeasible = rebuilt.rows.indices.allSatisfy { id in
            !rebuilt.isBasic[id] || rebuilt.symbolKinds[id].isExternal || rebuilt.rows[id].constant >= 0
        }
        if isFeasible {
            self = rebuilt
        } else {
            constantScale.settle()
        }
    }
}
