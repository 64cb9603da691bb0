// SPDX-License-Identifier: MIT
@testable import AnchorageSolver
import SeededRandom
import Testing

/// Constant changes followed over the compiled definition plan (Tableau+DefinitionSweep.swift):
/// a feed whose cells stack below each other, fill a root width and hold content, with constants
/// moved at random places (a gap at the top moves everything below; a content inset moves one
/// view), now and then a constraint removed and added again (which makes the plan stale, so the
/// next updates take the queue until a mass change compiles a new plan). After every update every
/// required constraint must hold exactly at the values written, and every 25 updates each value
/// must equal a fresh solver's (a fresh solver per step costs minutes with the internal checks).
@Suite struct DefinitionSweepTests {
    struct Feed {
        var constraints: [LinearConstraint] = []
        /// The constant each constraint has now (the expression's constant).
        var constants: [Double] = []
        var variables: [Variable] = []

        init(cells: Int) {
            let rootX = Variable("root.x"), rootW = Variable("root.w")
            variables = [rootX, rootW]
            add(rootX == 0)
            add(rootW == 320)
            var previousBottom: LinearExpression? = nil
            for i in 0..<cells {
                let y = Variable("y\(i)"), x = Variable("x\(i)"), w = Variable("w\(i)"), h = Variable("h\(i)")
                let cy = Variable("c\(i).y"), cx = Variable("c\(i).x"), cw = Variable("c\(i).w"), ch = Variable("c\(i).h")
                variables += [y, x, w, h, cy, cx, cw, ch]
                add(previousBottom.map { y == $0 + 8 } ?? (y == 10))
                add(x == rootX + 4)
                add(w == rootW - 8)
                add(cx == x + 10)
                add(cw == w - 20)
                add(cy == y + 6)
                // The content's height is solved by the simplex (an ordinary row), and the cell's
                // height names it: a source of the plan.
                add(ch >= 12)
                add((ch == 30) | .medium)
                add(h == ch + 12)
                previousBottom = y + h
            }
        }

        mutating func add(_ constraint: LinearConstraint) {
            constraints.append(constraint)
            constants.append(constraint.expression.constant)
        }

        /// Constraint `k` as a new constraint with its current constant.
        mutating func renewed(_ k: Int) -> LinearConstraint {
            let old = constraints[k]
            constraints[k] = LinearConstraint(LinearExpression(old.expression.terms, constant: constants[k]),
                                              old.relation, strength: old.strength)
            return constraints[k]
        }

        /// The values a new solver gives the variables for the constraints as they are now (on
        /// variables of its own: it would otherwise become the one that wrote them last).
        func fresh(without removed: Set<Int>) throws -> [Double] {
            let solver = Solver()
            let copies = variables.map { Variable($0.name) }
            var index: [ObjectIdentifier: Int] = [:]
            for (k, variable) in variables.enumerated() { index[ObjectIdentifier(variable)] = k }
            for (k, constraint) in constraints.enumerated() where !removed.contains(k) {
                let terms = constraint.expression.terms.map {
                    Term(copies[index[ObjectIdentifier($0.variable)]!], coefficient: $0.coefficient)
                }
                try solver.addConstraint(LinearConstraint(LinearExpression(terms, constant: constants[k]),
                                                          constraint.relation, strength: constraint.strength))
            }
            solver.updateVariables()
            return copies.map(\.value)
        }
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func constantChangesFollowThePlan(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        var feed = Feed(cells: 24)
        let solver = Solver()
        for constraint in feed.constraints { try solver.addConstraint(constraint) }
        solver.updateVariables()
        var removed: Set<Int> = []
        var sweeps = 0, tails = 0
        for step in 0..<200 {
            let k = rng.int(in: 0...(feed.constraints.count - 1))
            if rng.chance(0.05) {
                if removed.contains(k) {
                    try solver.addConstraint(feed.renewed(k))
                    removed.remove(k)
                } else if feed.constraints[k].strength.isRequired && feed.constraints[k].relation == .equal {
                    // An equation out and back in (its constant kept): the plan goes stale.
                    try solver.removeConstraint(feed.constraints[k])
                    try solver.addConstraint(feed.renewed(k))
                } else {
                    try solver.removeConstraint(feed.constraints[k])
                    removed.insert(k)
                }
            } else if !removed.contains(k) {
                // Gaps and insets by a few points; the content's preferred height across its
                // minimum now and then.
                let constant = feed.constants[k] + Double(rng.int(in: -6...6))
                try solver.updateConstant(constant, of: feed.constraints[k])
                feed.constants[k] = constant
            }
            let planWasValid = solver.tableau.definitions.planIsValid
            solver.updateVariables()
            if planWasValid && solver.tableau.definitions.sweep.generation == solver.tableau.definitions.planGeneration {
                sweeps += 1
                if k < feed.constraints.count / 4 { tails += 1 }
            }
            for (k, constraint) in feed.constraints.enumerated()
            where !removed.contains(k) && constraint.strength.isRequired {
                var residual = feed.constants[k]
                for term in constraint.expression.terms { residual += term.coefficient * term.variable.value }
                let holds = constraint.relation == .equal ? abs(residual) <= 1e-9
                    : constraint.relation == .greaterThanOrEqual ? residual >= -1e-9 : residual <= 1e-9
                if !holds {
                    Issue.record("seed \(seed) step \(step): constraint \(k) is off by \(residual)")
                    return
                }
            }
            if step % 25 == 24 {
                let expected = try feed.fresh(without: removed)
                for (variable, value) in zip(feed.variables, expected) where abs(variable.value - value) > 1e-9 {
                    Issue.record("seed \(seed) step \(step): \(variable) is \(variable.value), a new solver gives \(value)")
                    return
                }
            }
            expectInvariants(solver, "seed \(seed) step \(step)")
        }
        // Most updates follow the plan, some of them from near the top of the feed.
        #expect(sweeps > 120 && tails > 25, "seed \(seed): \(sweeps) sweeps, \(tails) from the top quarter")
    }
}
