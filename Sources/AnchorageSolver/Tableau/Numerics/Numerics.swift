// SPDX-License-Identifier: MIT

// The numerics room: the policy (every named threshold, Numerics.md's table) and what keeps a
// tableau's rounding bounded: refactorization from the constraints, the constant scale that
// decides when to refactor, and the objective's residue. It calls the storage room, and the
// simplex room only to rebuild rows (refactor).

/// The solver's numerics policy: every threshold and every definition of scale the tableau
/// uses, each with the invariant it protects; the catalog's "Numerics" article is its reasoning.
///
/// The model in one line: **a value is known to about ``epsilon`` times the largest magnitude it
/// is computed from.** Every rule below keeps that true or restores it, and every scale is local
/// (a cell is judged against its own row, column or level, never a global constant).
///
/// Nothing here may back `Equatable`; tests check solutions with their own explicit tolerance.
@usableFromInline
enum Numerics {
    // MARK: - Cancellation

    /// The relative size below which a sum counts as cancellation: 1e-10, about 2^-33, leaving
    /// room for the rounding of some ten thousand operations on each operand.
    ///
    /// **Invariant:** no row, row constant or objective coefficient stores a value that
    /// cancelled (``sum(_:_:)`` decides), so every stored coefficient is a real nonzero and the
    /// pivot rules test signs exactly (`coefficient < 0`, `constant == 0`).
    ///
    /// **Price:** a value is known to about `epsilon` times the largest magnitude it is computed
    /// from: beside constants of 1e9 that is about 0.1; layout values (points, multipliers near
    /// 1) are far inside it.
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

    /// Whether `value` is negligible beside `scale`: within ``epsilon`` of it, the size of
    /// cancellation residue. Such a cell is never a pivot, and such a remainder counts as zero.
    @inline(__always)
    static func isNegligible(_ value: Double, comparedTo scale: Double) -> Bool {
        abs(value) <= epsilon * abs(scale)
    }

    // MARK: - Pivot choice

    /// The relative size below which a coefficient is not used as a pivot while a larger one can
    /// serve: 1e-7 of the largest in its row or column (the pivot tolerance of LP codes).
    ///
    /// **Invariant:** no pivot divides by a cell that may be rounding residue while a real one
    /// exists. A cell that survived ``sum(_:_:)`` can still be residue (a row built by
    /// substitution holds products rounded one by one), and dividing by it spreads coefficients
    /// of 1e9 and more through the tableau. Used by the subject of a new row, the marker's row
    /// on removal, the primal ratio test's ties, the refactorization's choice of basis, and as
    /// the bound under which the pricing looks for objective residue.
    static let pivot = 1e-7

    /// Whether `coefficient` is too small beside `largest` (the largest magnitude in its row or
    /// column) to pivot on while another cell can (see ``pivot``).
    @inline(__always)
    static func isWeakPivot(_ coefficient: Double, comparedTo largest: Double) -> Bool {
        abs(coefficient) < pivot * largest
    }

    /// The smallest cell, relative to the row's largest candidate, that the dual simplex pivots
    /// on outside Bland's rule.
    ///
    /// **Invariant:** a dual pivot multiplies the error already in the tableau by at most about
    /// ten. The ratio test alone picks cells of 1e-3 beside neighbours of 1e2, and a few hundred
    /// such pivots lose required constraints. What the floor costs the objective, the primal
    /// pass that always follows repairs exactly.
    static let dualPivotFloor = 0.1

    /// How many times smaller than a tied cell a lower-id cell must be to lose a dual simplex
    /// tie.
    ///
    /// **Invariant:** a tie (equal ratios, typically zero at a degenerate vertex) keeps Bland's
    /// lowest-id order, the order the anti-cycling fallback needs, unless the lower-id cell is a
    /// rounding leftover beside the other (1e-17 beside 1, whose pivot puts 1e17 into the rows).
    static let negligiblePivotRatio = 1e6

    // MARK: - Refactorization

    /// The pivot growth above which the operation ends by recomputing the tableau from the
    /// constraints (`Tableau.refactor()`).
    ///
    /// **Invariant:** the rounding error in the tableau stays near ``epsilon``. A pivot's growth
    /// (``isLargeGrowth(rowLargest:columnLargest:pivot:)``) multiplies the error already there;
    /// after a few pivots of a million it reaches the level at which ``sum(_:_:)`` starts keeping
    /// noise.
    static let refactorGrowth = 1e6

    /// Whether a pivot on a cell of magnitude `pivot`, in a row whose largest cell is
    /// `rowLargest` and a column whose largest is `columnLargest`, has growth
    /// `rowLargest · columnLargest / pivot²` beyond ``refactorGrowth`` (scale-free: a row or
    /// column rescaled by any factor gives the same growth).
    @inline(__always)
    static func isLargeGrowth(rowLargest: Double, columnLargest: Double, pivot: Double) -> Bool {
        rowLargest * columnLargest > refactorGrowth * pivot * pivot
    }

    /// The smallest cell, relative to the largest cell of a not yet placed basic symbol in the
    /// row, that the refactorization weighs by column length (threshold Markowitz pivoting).
    ///
    /// **Invariant:** the rebuilt rows fill in no more than the basis needs (choosing by size
    /// alone fills a closed chain's rows with N² cells), while a cell half the largest keeps the
    /// growth of each elimination step below four.
    static let markowitzThreshold = 0.5

    /// How many binades (powers of two) the largest constant of the constraints in the tableau
    /// may fall below the largest the rows were computed beside before the rows are recomputed
    /// (``ConstantScale``).
    ///
    /// **Invariant:** a value's error stays within about ``epsilon`` · 2^13 ≈ 1e-6 of the
    /// constants it is computed from now, not from a constant that has left: removing `x ≥ 1e9`
    /// beside constraints of a few hundred points gives their values their own precision back.
    static let scaleFallLimit = 13

    // MARK: - Anti-cycling

    /// Consecutive degenerate pivots tolerated before the simplex falls back to Bland's rule.
    ///
    /// **Invariant:** every simplex pass terminates in exact arithmetic. Dantzig's rule (and the
    /// dual simplex's most-infeasible rule) can cycle on degenerate vertices; Bland's rule
    /// cannot. A run this long is a cycle or close to one; shorter runs keep the cheaper rule.
    static let blandThreshold = 50

    /// The dual simplex pass length after which it takes Bland's rule even without a degenerate
    /// run: its ``dualPivotFloor`` gives up the guarantee that the objective never goes back, so
    /// it can also cycle through pivots that are not degenerate.
    @inline(__always)
    static func longDualPass(rows: Int) -> Int {
        4 * rows + blandThreshold
    }

    /// The most pivots one simplex pass makes: a pass rarely needs as many pivots as there are
    /// rows, so this bound only stops a cycle that Bland's rule failed to end in floating point.
    ///
    /// **Invariant:** every public operation returns. A pass that stops here has proved
    /// nothing: a primal pass leaves a feasible, possibly suboptimal point; a dual pass or phase
    /// one makes the operation throw `SolverError.numericalFailure` (rolled back), never
    /// `unsatisfiable`.
    @inline(__always)
    static func pivotLimit(rows: Int) -> Int {
        4 * rows + 500
    }

    // MARK: - Checking a solution

    /// How far a constraint may miss at a solution, relative to the largest magnitude its
    /// expression is computed from (its constant and each term's coefficient times value): the
    /// default of ``LinearConstraint/isViolated(tolerance:)``.
    ///
    /// **Invariant:** a solution the solver returns is not called violated for its own rounding.
    /// Values are known to about ``epsilon`` times their operands, and a few hundred operations
    /// compound it; 1e-8 leaves that room and still sees a constraint missed by a hundred-millionth
    /// of its scale, in points or in 1e-9 units alike.
    @usableFromInline static let violationTolerance = 1e-8

    /// How far a tableau's current point may miss a constraint's row, relative to the sizes of its
    /// terms, before the point check (`Tableau.pointViolations()`) reports it.
    ///
    /// **Invariant:** a tableau that stopped meaning its constraints (a pivot on residue) is
    /// reported, and one that only rounded is not: rounding stays near ``epsilon``, a tableau
    /// gone wrong misses by the size of a coefficient. The same headroom as ``pivot``.
    static let pointTolerance = pivot

    /// The smallest movement of a probed expression that counts it as free, for a probe that pulls
    /// it one unit away (`Solver.canVary`, which scales it with the probe's step).
    ///
    /// **Invariant:** a determined expression is never reported free for rounding: it moves by
    /// residue of about ``epsilon`` times the tableau's values, while a free one moves the whole
    /// step. The same headroom as ``pivot``.
    static let probeTolerance = pivot

    // MARK: - Scales

    /// The scale of a constraint: the largest magnitude among its terms (1 for a constraint
    /// without terms). Its own slack, dummy or errors enter its row with this coefficient, and
    /// an error's weight is multiplied by it.
    ///
    /// **Invariant:** a marker means what one unit of the constraint's largest term means, so the
    /// pivot tolerances, which compare the cells of a row with each other, see the constraint in
    /// its own units. With markers at 1, the slack of `1e-9·x ≤ 1e-9` would stand for 1e9 units
    /// of x, and rows built from it would hold cells of 1e11 beside real coefficients of 2,
    /// which the tolerances would take for residue. Layout constraints (coefficients ±1) are
    /// unchanged.
    static func markerScale(of constraint: LinearConstraint) -> Double {
        var k = 0.0
        let terms = constraint.terms
        for index in terms.indices where abs(terms[index].coefficient) > k { k = abs(terms[index].coefficient) }
        return k > 0 ? k : 1
    }
}

extension Row {
    /// The scale of a row: the largest coefficient magnitude among its cells, dummy cells counted
    /// only when `countingDummies`. The pivot tolerances judge a cell against it.
    ///
    /// A dummy is fixed at zero, and its coefficient's scale is the arbitrary one its equation was
    /// written in (`1e-9·x + 1e-9 == 0` puts 1e9 on its dummy in x's row), so it says nothing
    /// about the other cells; only in a basic dummy's own row (a redundant equation, relating
    /// dummies) do dummy cells set the scale.
    ///
    /// - Complexity: O(*n*).
    func largestMagnitude(countingDummies: Bool = false) -> Double {
        var largest = 0.0
        for cell in cells where (countingDummies || !cell.symbol.isDummy) && abs(cell.coefficient) > largest {
            largest = abs(cell.coefficient)
        }
        return largest
    }
}
