// SPDX-License-Identifier: MIT

import AnchorageSolver

/// An independent feasibility test for small constraint sets: a textbook dense phase-one simplex
/// (Bland's rule throughout, so it cannot cycle) that shares no code with AnchorageSolver. The
/// oracle tests use it to confirm that a conflict set the solver reports really is infeasible.
///
/// Each free variable is split into `x⁺ − x⁻`; each row `a·x + c ⋈ 0` gets a slack for an
/// inequality and an artificial variable, and the phase-one objective is the sum of the
/// artificials. Its optimum is the least total violation of the set (in the rows' units): zero
/// exactly when the constraints can all hold.
struct DenseFeasibility {
    /// A row `Σ coefficient · x[variable] + constant ⋈ 0`.
    struct Row {
        var terms: [(coefficient: Double, variable: Int)]
        var constant: Double
        var relation: Relation
    }

    /// The least total violation of `rows`, found by phase one.
    ///
    /// - Complexity: O(pivots · rows · columns), dense; meant for sets of at most a few hundred rows.
    static func leastViolation(of rows: [Row]) -> Double {
        var variableColumn: [Int: Int] = [:]
        for row in rows {
            for term in row.terms where variableColumn[term.variable] == nil {
                variableColumn[term.variable] = variableColumn.count
            }
        }
        let n = variableColumn.count
        let slackCount = rows.filter { $0.relation != .equal }.count
        let m = rows.count
        // Columns: x⁺ (n), x⁻ (n), slacks, artificials, then the right-hand side.
        let artificialBase = 2 * n + slackCount
        let width = artificialBase + m + 1
        var t = [[Double]](repeating: [Double](repeating: 0, count: width), count: m)
        var basis = [Int](repeating: 0, count: m)
        var slack = 2 * n
        for (i, row) in rows.enumerated() {
            var line = [Double](repeating: 0, count: width)
            for term in row.terms {
                let j = variableColumn[term.variable]!
                line[j] += term.coefficient
                line[n + j] -= term.coefficient
            }
            switch row.relation {
            case .lessThanOrEqual: line[slack] = 1; slack += 1
            case .greaterThanOrEqual: line[slack] = -1; slack += 1
            case .equal: break
            }
            line[width - 1] = -row.constant
            if line[width - 1] < 0 { for j in 0..<width { line[j] = -line[j] } }
            line[artificialBase + i] = 1
            basis[i] = artificialBase + i
            t[i] = line
        }
        // Reduced costs of the phase-one objective (sum of artificials) over the nonbasic columns.
        var cost = [Double](repeating: 0, count: width)
        for i in 0..<m { for j in 0..<artificialBase { cost[j] -= t[i][j] }; cost[width - 1] -= t[i][width - 1] }
        let scale = max(1, rows.reduce(0) { max($0, abs($1.constant), $1.terms.reduce(0) { max($0, abs($1.coefficient)) }) })
        let epsilon = 1e-11 * scale
        var pivots = 0
        while pivots < 100_000 {
            pivots += 1
            // Bland: the lowest-index column with a negative reduced cost enters.
            guard let entering = (0..<(width - 1)).first(where: { cost[$0] < -epsilon }) else { break }
            var leaving: Int? = nil
            var best = Double.infinity
            for i in 0..<m where t[i][entering] > epsilon {
                let ratio = t[i][width - 1] / t[i][entering]
                if ratio < best - epsilon || (abs(ratio - best) <= epsilon && basis[i] < basis[leaving!]) {
                    best = ratio
                    leaving = i
                }
            }
            guard let r = leaving else { break }   // unbounded direction: cannot happen in phase one
            let p = t[r][entering]
            for j in 0..<width { t[r][j] /= p }
            for i in 0..<m where i != r && t[i][entering] != 0 {
                let f = t[i][entering]
                for j in 0..<width { t[i][j] -= f * t[r][j] }
            }
            let f = cost[entering]
            for j in 0..<width { cost[j] -= f * t[r][j] }
            basis[r] = entering
        }
        return max(0, -cost[width - 1])
    }
}
