// SPDX-License-Identifier: MIT

@testable import AnchorageSolver
import SeededRandom
import Testing

/// Refactorization (Tableau+Refactor.swift): recomputing every row for the current basis from the
/// constraints must never change what the solver answers — every required constraint still
/// holds and every level's violation stays optimal — and must keep definitions as definitions.
@Suite struct RefactorTests {
    /// A constraint the walk added, kept for measuring violations.
    struct Added {
        var constraint: LinearConstraint
        var relation: Relation
    }

    /// Each level's weighted violation, and the worst violation of a required constraint.
    static func violations(_ added: [Added], edits: [(Variable, Strength, Double)]) -> (levels: [Double: Double], required: Double) {
        var levels: [Double: Double] = [:]
        var required = 0.0
        for item in added {
            let expression = item.constraint.expression
            var lhs = expression.constant
            for term in expression.terms { lhs += term.coefficient * term.variable.value }
            let amount = switch item.relation {
            case .equal: abs(lhs)
            case .greaterThanOrEqual: max(0, -lhs)
            case .lessThanOrEqual: max(0, lhs)
            }
            let strength = item.constraint.strength
            if strength.isRequired {
                required = max(required, amount)
            } else {
                levels[strength.level, default: 0] += strength.weight * amount
            }
        }
        for (variable, strength, value) in edits {
            levels[strength.level, default: 0] += strength.weight * abs(variable.value - value)
        }
        return (levels, required)
    }

    /// Seeded walks over general sparse LPs (integer coefficients around a planted point, so the
    /// required part stays feasible; four levels; edits, suggestions and removals): every 7 steps
    /// the tableau is refactored, and the answer must be the same optimum as before, with the
    /// invariants intact.
    @Test(arguments: 1...24)
    func refactoringKeepsTheOptimum(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let n = 12
        let x = (0..<n).map { Variable("x\($0)") }
        let planted = (0..<n).map { _ in Double(rng.int(in: -20...20)) }
        let levels: [Strength] = [.required, .strong, .medium, .weak, Strength(7, weight: 2)]
        let solver = Solver()
        var added: [Added] = []
        var edits: [(Variable, Strength, Double)] = []
        for step in 0..<120 {
            switch rng.below(10) {
            case 0 where !added.isEmpty:
                let index = rng.below(added.count)
                #expect(throws: Never.self) { try solver.removeConstraint(added[index].constraint) }
                added.remove(at: index)
            case 1 where edits.count < 3:
                let v = x[rng.below(n)]
                if !solver.hasEditVariable(v) {
                    #expect(throws: Never.self) { try solver.addEditVariable(v, strength: .strong) }
                    edits.append((v, .strong, 0))
                }
            case 2 where !edits.isEmpty:
                let index = rng.below(edits.count)
                let value = Double(rng.int(in: -100...100))
                #expect(throws: Never.self) { try solver.suggestValue(value, for: edits[index].0) }
                edits[index].2 = value
            default:
                var expression = LinearExpression(constant: 0)
                var atPlanted = 0.0
                for _ in 0..<(1 + rng.below(4)) {
                    let i = rng.below(n)
                    let c = Double([-9, -5, -3, -2, -1, 1, 2, 3, 4, 7][rng.below(10)])
                    expression = expression + c * x[i]
                    atPlanted += c * planted[i]
                }
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.below(3)]
                let strength = levels[rng.below(levels.count)]
                // Required constraints hold at the planted point; optional ones need not.
                let slack = strength.isRequired ? Double(rng.int(in: 0...5)) : Double(rng.int(in: -30...30))
                let constant: Double = switch relation {
                case .equal: strength.isRequired ? -atPlanted : slack - atPlanted
                case .lessThanOrEqual: -atPlanted - slack
                case .greaterThanOrEqual: slack - atPlanted
                }
                let constraint = LinearConstraint(expression + constant, relation, strength: strength)
                #expect(throws: Never.self) { try solver.addConstraint(constraint) }
                added.append(Added(constraint: constraint, relation: relation))
            }
            guard step % 7 == 6 else { continue }
            solver.updateVariables()
            let before = Self.violations(added, edits: edits)
            solver.tableau.refactor()
            solver.updateVariables()
            let after = Self.violations(added, edits: edits)
            expectInvariants(solver, "seed \(seed), step \(step)")
            #expect(after.required <= 1e-7, "seed \(seed), step \(step): a required constraint is off by \(after.required)")
            for (level, value) in before.levels {
                let other = after.levels[level] ?? 0
                #expect(abs(other - value) <= 1e-7 * max(1, abs(value)), "seed \(seed), step \(step), level \(level): \(value) before, \(other) after")
            }
        }
    }

    /// A chain of definitions (`x[i] = x[i-1] + w[i-1] + 8`) stays a chain of definitions: as
    /// ordinary rows it would hold N²/2 cells.
    @Test func definitionsSurviveRefactoring() throws {
        let n = 60
        let x = (0..<n).map { Variable("x\($0)") }, w = (0..<n).map { Variable("w\($0)") }
        let container = Variable("container")
        let solver = Solver()
        try solver.addEditVariable(container, strength: .strong)
        try solver.suggestValue(10_000, for: container)
        try solver.addConstraint(x[0] == 10)
        for i in 0..<n {
            try solver.addConstraint(w[i] >= 0)
            try solver.addConstraint((w[i] == 50) | .weak)
            if i > 0 { try solver.addConstraint(x[i] == x[i - 1] + w[i - 1] + 8) }
        }
        try solver.addConstraint(x[n - 1] + w[n - 1] + 10 <= container)
        solver.updateVariables()
        let values = (x + w).map(\.value)
        let definitions = solver.tableau.definitions.count
        let cells = solver.tableau.rows.reduce(0) { $0 + $1.cells.count }
        // Coefficients of ±1 wear nothing out: no operation asked for a refactorization.
        #expect(solver.tableau.refactorCount == 0)
        solver.tableau.refactor()
        solver.updateVariables()
        expectInvariants(solver)
        #expect(solver.tableau.definitions.count == definitions)
        #expect(solver.tableau.rows.reduce(0) { $0 + $1.cells.count } <= cells)
        #expect((x + w).map(\.value) == values)
        #expect(x[n - 1].value == 10 + Double(n - 1) * 58)
        // The solver keeps working from the refactored tableau.
        try solver.suggestValue(500, for: container)
        solver.updateVariables()
        expectInvariants(solver)
        #expect(abs(x[n - 1].value + w[n - 1].value + 10 - 500) <= 1e-9)
    }
}
