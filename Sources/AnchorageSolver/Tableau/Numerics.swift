// SPDX-License-Identifier: MIT

/// The solver's one tolerance, and the invariant it buys.
///
/// kiwi tests `abs(x) < 1e-8`: an absolute epsilon that is too coarse for problems measured in
/// 1e-9 units and too fine for ones measured in 1e9, and whose drift makes kiwi report "objective
/// is unbounded" after a few remove/re-add cycles. AnchorageSolver instead decides *cancellation*
/// where it happens: every sum the tableau stores (`a + b` for a cell, a row constant, an
/// objective coefficient) is set to exactly zero when its magnitude is at most ``epsilon`` times
/// the larger operand's. A result that small is rounding noise left by subtracting nearly equal
/// numbers, whatever the problem's scale.
///
/// **Invariant:** no `Row`, objective vector or row constant stores a value that cancelled. Every
/// stored coefficient is therefore a real nonzero, and the pivot rules can test signs exactly
/// (`coefficient < 0`, `constant == 0`) with no further epsilon.
///
/// `Tolerance` decides storage only. It must never back `Equatable`, and tests check solutions
/// with their own explicit tolerance (1e-6 relative to the problem).
enum Tolerance {
    /// The relative size below which a sum counts as cancellation: 1e-10, about 2^-33, leaving
    /// room for the rounding of some ten thousand operations on each operand.
    ///
    /// The price: a value is known to about `epsilon` times the largest magnitude it is computed
    /// from. Beside constants of 1e9 that is about 0.1 (a 0.375 offset computed at the scale 4e9
    /// comes out 0); layout values, in points with multipliers near 1, are far inside it.
    static let epsilon = 1e-10

    /// `a + b`, or exactly zero when the sum is cancellation noise relative to `a` and `b`.
    @inline(__always)
    static func sum(_ a: Double, _ b: Double) -> Double {
        let s = a + b
        // `x > y ? x : y` rather than `max(x, y)`: the same value for every non-NaN operand (and
        // the tableau stores no NaN), but it compiles to one `maxsd` instead of a four-instruction
        // blend that honours `max`'s NaN rule. This runs once per cell of every pivot and once
        // per row a suggestion shifts.
        let x = abs(a), y = abs(b)
        return abs(s) <= epsilon * (x > y ? x : y) ? 0 : s
    }

    /// The relative size below which a coefficient is not used as a pivot while a larger one can
    /// serve: 1e-7 of the largest in its row or column (the threshold that LP codes call the
    /// pivot tolerance).
    ///
    /// This is a stability rule, not a zero test. A cell that survived ``sum`` can still be
    /// rounding residue: a row built by substitution holds products rounded one by one, and a
    /// tableau that went through thousands of pivots carries relative errors of 1e-10 and more,
    /// so cells where exact arithmetic has zero show up at 1e-15 to 1e-9 of their neighbours.
    /// Dividing a row by such a cell spreads coefficients of 1e9 and beyond through the tableau,
    /// and the next pivots lose required constraints (found by the oracle tests). The subject of
    /// a new row and the marker's row on removal therefore pass over weak cells, and the primal
    /// ratio test breaks ties away from them; a weak cell is taken only when nothing else can
    /// pivot. A refactorization keeps a basic symbol unless its cell is weak, and the pricing
    /// looks for objective residue only below this fraction of a level's weight
    /// (`Tableau.isObjectiveResidue`). (The dual simplex uses a coarser floor,
    /// `Tableau.dualPivotFloor`.)
    static let pivot = 1e-7

    /// Whether `coefficient` is too small beside `largest` (the largest magnitude in its row or
    /// column) to pivot on while another cell can (see ``pivot``).
    @inline(__always)
    static func isWeakPivot(_ coefficient: Double, comparedTo largest: Double) -> Bool {
        abs(coefficient) < pivot * largest
    }

    /// Whether `value` is negligible beside `scale` (used once per failed add, to decide whether
    /// an artificial variable reached zero).
    @inline(__always)
    static func isNegligible(_ value: Double, comparedTo scale: Double) -> Bool {
        abs(value) <= epsilon * abs(scale)
    }
}
