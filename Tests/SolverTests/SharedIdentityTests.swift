// SPDX-License-Identifier: MIT

@testable import AnchorageSolver
import SeededRandom
import Testing

/// Variables and constraints held by several solvers at once. A solver finds its variables'
/// symbols and its constraints' records through hints carried by the objects themselves, which
/// only one solver at a time can own (Tableau+IdentityHints.swift); every other solver must still
/// find them, whatever the order in which solvers take them, drop them, are rebuilt or are freed.
@Suite struct SharedIdentityTests {
    @Test func aVariableAndAConstraintInTwoSolvers() throws {
        let x = Variable("x"), y = Variable("y")
        let gap = y == x + 10
        let first = Solver(), second = Solver()
        try first.addConstraint(gap)
        try first.addConstraint(x == 5)
        try second.addConstraint(gap)
        try second.addConstraint(x == 100)

        #expect(first.hasConstraint(gap) && second.hasConstraint(gap))
        #expect(throws: SolverError.duplicateConstraint(gap)) { try second.addConstraint(gap) }
        first.updateVariables()
        #expect((x.value, y.value) == (5, 15))
        second.updateVariables()
        #expect((x.value, y.value) == (100, 110))

        // The first solver owns both hints; the second keeps finding its own symbols and record
        // while the first drops them and takes them again (at other ids and another slot).
        try first.removeConstraint(gap)
        #expect(!first.hasConstraint(gap) && second.hasConstraint(gap))
        try first.addConstraint(y >= 0)
        try first.addConstraint(gap)
        try second.updateConstant(-20, of: gap)   // y == x + 20
        second.updateVariables()
        #expect((x.value, y.value) == (100, 120))
        // A solver writes what moved in it: `y`, whose symbol is new; `x` keeps the value the
        // second solver wrote last.
        first.updateVariables()
        #expect(y.value == 15)
        try second.removeConstraint(gap)
        #expect(throws: SolverError.unknownConstraint(gap)) { try second.removeConstraint(gap) }
        #expect(first.hasConstraint(gap) && !second.hasConstraint(gap))
        #expect(first.invariantViolations() == [] && second.invariantViolations() == [])
    }

    /// A tableau rebuilt at a new scale replaces itself with a copy (a new symbol table), and
    /// the old table's memory is freed: a solver made right after may sit at the same address,
    /// the mark of the old table's hints. The rebuilt solver must keep finding what it holds.
    @Test func aSolverRebuiltAtANewScaleKeepsItsLookups() throws {
        let x = Variable("x"), y = Variable("y")
        let huge = LinearConstraint(x - 1e9, .greaterThanOrEqual)
        let offset = y == x + 0.0625
        let solver = Solver()
        try solver.addConstraint(y >= 0)
        try solver.addConstraint(huge)
        try solver.addConstraint(offset)
        try solver.removeConstraint(huge)
        // Solvers made now may reuse the freed table's address; each takes the shared objects.
        let others = (0..<4).map { _ in Solver() }
        for other in others {
            try other.addConstraint(offset)
            try other.addConstraint(x == 3)
        }
        #expect(solver.hasConstraint(offset))
        #expect(solver.invariantViolations() == [])
        try solver.updateConstant(-1, of: offset)   // y == x + 1
        try solver.addConstraint(x == 2)
        solver.updateVariables()
        #expect((x.value, y.value) == (2, 3))
        for other in others {
            #expect(other.hasConstraint(offset))
            #expect(other.invariantViolations() == [])
        }
    }

    /// A seeded walk over three solvers sharing a pool of variables and constraints: adds,
    /// removals, constant changes, resets and solvers replaced by new ones (whose tables may reuse
    /// freed addresses). After every step each solver must hold exactly the constraints the
    /// model says, reject duplicates and unknowns, and keep its invariants (among them: every
    /// object found where it is). Values are not compared: a shared variable shows the value of
    /// the solver that wrote it last.
    @Test(arguments: 1...12 as ClosedRange<UInt64>)
    func randomWalkOverSharedObjects(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let variables = (0..<6).map { Variable("v\($0)") }
        let pool: [LinearConstraint] = (0..<24).map { i in
            let a = variables[i % 6], b = variables[(i * 5 + 1) % 6]
            switch i % 4 {
            case 0: return LinearConstraint(a - b - Double(i), .greaterThanOrEqual)
            case 1: return LinearConstraint(a - Double(10 * i), .equal, strength: .strong)
            case 2: return LinearConstraint(a + b - 500, .lessThanOrEqual)
            default: return LinearConstraint(b - a - 3, .equal, strength: .weak)
            }
        }
        var solvers = (0..<3).map { _ in Solver() }
        var held = [[Bool]](repeating: [Bool](repeating: false, count: pool.count), count: 3)

        for step in 0..<300 {
            let k = rng.below(3), i = rng.below(pool.count)
            let c = pool[i]
            let context = "seed \(seed) step \(step) solver \(k) \(c)"
            switch rng.below(10) {
            case 0..<5:
                if held[k][i] {
                    #expect(throws: SolverError.duplicateConstraint(c), "\(context)") { try solvers[k].addConstraint(c) }
                } else {
                    let solver = solvers[k]
                    do {
                        try solver.addConstraint(c)
                        held[k][i] = true
                    } catch {
                        // Required inequalities of the pool can contradict one another.
                        guard case .unsatisfiable = error else { throw error }
                    }
                }
            case 5..<8:
                if held[k][i] {
                    try solvers[k].removeConstraint(c)
                    held[k][i] = false
                } else {
                    #expect(throws: SolverError.unknownConstraint(c), "\(context)") { try solvers[k].removeConstraint(c) }
                }
            case 8:
                if held[k][i], !c.strength.isRequired {
                    try solvers[k].updateConstant(c.expression.constant - 1, of: c)
                }
            default:
                if rng.below(2) == 0 { solvers[k].reset() } else { solvers[k] = Solver() }
                held[k] = [Bool](repeating: false, count: pool.count)
            }
            for (j, solver) in solvers.enumerated() {
                let holds = pool.map(solver.hasConstraint)
                #expect(holds == held[j], "\(context): solver \(j)")
                #expect(solver.constraintCount == held[j].filter { $0 }.count, "\(context): solver \(j)")
                let violations = solver.invariantViolations()
                if !violations.isEmpty {
                    Issue.record("\(context): solver \(j): \(violations)\n\(solver.dump())")
                    return
                }
            }
        }
    }
}
