// SPDX-License-Identifier: MIT
@testable import AnchorageSolver
import Testing

/// The dual simplex's pivot rules (Tableau+DualSimplex.swift), driven on hand-built tableaux.
@Suite struct DualSimplexTests {
    /// `b = −1 + 1e-12·s₁ + s₂` with `b, s₁, s₂ ≥ 0` and no cost on either slack: both ratios are
    /// zero (a dual-degenerate vertex). Breaking that tie by id alone entered `s₁` through a
    /// rounding-sized cell and put it at 10¹²; the hang of oracle system 74 chained such pivots
    /// until row constants reached 10¹⁸. The tie goes to the larger cell.
    @Test func aRatioTieEntersTheLargerPivotElement() {
        var tableau = Tableau()
        tableau.reserveSymbols(3)
        let s1 = tableau.newSymbol(.slack), s2 = tableau.newSymbol(.slack), b = tableau.newSymbol(.slack)
        #expect(s1 < s2)
        tableau.insertRow(b, Row(constant: -1, cells: [Cell(symbol: s1, coefficient: 1e-12),
                                                       Cell(symbol: s2, coefficient: 1)]))
        tableau.noteInfeasible(b)
        #expect(tableau.dualOptimize() == .feasible)
        #expect(tableau.isBasic[s2.id] && !tableau.isBasic[s1.id] && !tableau.isBasic[b.id])
        #expect(tableau.rows[s2.id].constant == 1)
    }

    /// The tie rule never overrides the ratio itself: a strictly smaller ratio through a smaller
    /// cell still wins (`s₁` costs nothing, `s₂` costs 1, so entering `s₂` would lose optimality).
    @Test func aSmallerRatioBeatsALargerPivotElement() {
        var tableau = Tableau()
        tableau.reserveSymbols(3)
        let s1 = tableau.newSymbol(.slack), s2 = tableau.newSymbol(.slack), b = tableau.newSymbol(.slack)
        tableau.addObjective(level: 1, coefficient: 1, to: s2)
        tableau.insertRow(b, Row(constant: -1, cells: [Cell(symbol: s1, coefficient: 0.5),
                                                       Cell(symbol: s2, coefficient: 4)]))
        tableau.noteInfeasible(b)
        #expect(tableau.dualOptimize() == .feasible)
        #expect(tableau.isBasic[s1.id] && !tableau.isBasic[s2.id])
        #expect(tableau.rows[s1.id].constant == 2)
    }
}
