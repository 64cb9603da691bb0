// SPDX-License-Identifier: MIT

import AnchorageSolver
import SeededRandom
import Testing

/// One seeded random walk over a layout-shaped system: boxes with `x` and `w`, a container,
/// constraints of the shapes a layout engine emits (bounds, spacing, alignment, equal and
/// proportional sizes, container fits) at random strengths, edit variables and suggestions, and
/// rejected calls. After every step the invariants and every required constraint are checked.
private struct RandomWalk {
    let seed: UInt64
    var rng: SplitMix64
    let solver = Solver()
    let x: [Variable], w: [Variable]
    let container = Variable("container")
    var all: [Variable] { [container] + x + w }
    var added: [LinearConstraint] = []
    var edits: [Variable] = []
    var trace: [String] = []
    var failure: String?
    var counts: [String: Int] = [:]

    /// `dummyCellLimit` lowers the solver's (package) limit: at 1, nearly every required
    /// equation's dummy becomes a ghost, and removals, constant changes and conflicts take the
    /// ghost paths of Tableau+GhostDummies.swift.
    init(seed: UInt64, boxes: Int, dummyCellLimit: Int? = nil) {
        self.seed = seed
        rng = SplitMix64(seed: seed)
        x = (0..<boxes).map { Variable("x\($0)") }
        w = (0..<boxes).map { Variable("w\($0)") }
        if let dummyCellLimit { solver.dummyCellLimit = dummyCellLimit }
    }

    mutating func randomStrength() -> Strength {
        switch rng.below(10) {
        case 0..<5: return .required
        case 5: return .strong
        case 6: return .medium
        case 7: return .weak
        default: return Strength(Double(rng.int(in: 1...2_000)), weight: [0.5, 1, 2, 3][rng.below(4)])
        }
    }

    mutating func randomConstraint() -> LinearConstraint {
        let n = x.count
        let i = rng.below(n), j = rng.below(n)
        let c = Double(rng.int(in: 0...300))
        let expression: LinearConstraint
        switch rng.below(12) {
        case 0: expression = w[i] >= Double(rng.int(in: 0...40))
        case 1: expression = w[i] <= Double(rng.int(in: 40...300))
        case 2: expression = w[i] == c
        case 3: expression = x[j] >= x[i] + w[i] + Double(rng.int(in: 0...20))
        case 4: expression = x[i] == x[j] + Double(rng.int(in: -50...50))
        case 5: expression = w[i] == w[j]
        case 6: expression = w[i] == [0.5, 2, 1.0 / 3][rng.below(3)] * w[j]
        case 7: expression = x[i] + w[i] <= container
        case 8: expression = x[i] >= 0
        case 9: expression = container == Double(rng.int(in: 100...1_000))
        case 10: expression = x[i] + 0.5 * w[i] == x[j] + 0.5 * w[j]
        default: expression = x[i] + w[i] + 10 == container - Double(rng.int(in: 0...50))
        }
        let strength = randomStrength()
        return strength.isRequired ? expression : expression | strength
    }

    /// Takes `steps` steps, checking after each, and records the first failure as an issue.
    mutating func run(steps: Int = 1_500, sourceLocation: SourceLocation = #_sourceLocation) {
        for _ in 0..<steps {
            step()
            check()
            if failure != nil { break }
        }
        if let failure { Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation) }
    }

    mutating func fail(_ message: String) {
        if failure == nil {
            failure = "seed \(seed), step \(trace.count - 1): \(message)\n"
                + "last steps:\n  " + trace.suffix(40).joined(separator: "\n  ") + "\n"
                + "dump:\n\(solver.dump())"
        }
    }

    /// Expects `operation` to throw `expected` and leave the solver unchanged.
    mutating func expectRejection(_ expected: SolverError, _ operation: () throws(SolverError) -> Void) {
        let before = SolverSnapshot(solver, all)
        let error = thrownError(operation)
        if error != expected { fail("expected \(expected), got \(String(describing: error))") }
        let after = SolverSnapshot(solver, all)
        if before != after { fail("state changed by rejected call:\nbefore \(before)\nafter \(after)") }
    }

    /// Checks a rejected required constraint's conflict list: all conflicts are added required
    /// constraints; together with the rejected one they are infeasible (sound); without any one
    /// of them the rest admit it (minimal).
    mutating func checkConflicts(_ constraint: LinearConstraint, _ conflicts: [LinearConstraint]) {
        let present = Set(added)
        for c in conflicts where !present.contains(c) || !c.strength.isRequired {
            fail("conflict \(c) is not an added required constraint")
        }
        if Set(conflicts).count != conflicts.count { fail("conflict list repeats a constraint: \(conflicts)") }
        guard conflicts.count <= 12 else { return }
        let sound = Solver()
        do {
            for c in conflicts { try sound.addConstraint(c) }
        } catch {
            fail("the conflicts alone are rejected: \(error)")
            return
        }
        if unsatisfiableConflicts(thrownError { () throws(SolverError) in try sound.addConstraint(constraint) }) == nil {
            fail("the conflicts \(conflicts) admit \(constraint): not a conflict")
        }
        for (k, removed) in conflicts.enumerated() {
            let rest = Solver()
            do {
                for (m, c) in conflicts.enumerated() where m != k { try rest.addConstraint(c) }
                try rest.addConstraint(constraint)
            } catch {
                fail("conflict set not minimal: without \(removed) still \(error)")
            }
        }
    }

    mutating func step() {
        let roll = rng.below(100)
        let crowded = added.count > 70
        if roll < (crowded ? 25 : 45) {
            let c = randomConstraint()
            trace.append("add \(c)")
            let before = c.strength.isRequired ? SolverSnapshot(solver, all) : nil
            do {
                try solver.addConstraint(c)
                added.append(c)
                counts["add", default: 0] += 1
            } catch .unsatisfiable(let rejected, let conflicts) where c.strength.isRequired {
                counts["unsatisfiable", default: 0] += 1
                trace[trace.count - 1] += "  -> unsatisfiable, conflicts \(conflicts)"
                if rejected != c { fail("unsatisfiable names \(rejected), not the added \(c)") }
                if let before, before != SolverSnapshot(solver, all) { fail("state changed by the failed add") }
                checkConflicts(c, conflicts)
            } catch {
                fail("unexpected \(error)")
            }
        } else if roll < 70 {
            guard !added.isEmpty else { return }
            let c = added.remove(at: rng.below(added.count))
            trace.append("remove \(c)")
            do {
                try solver.removeConstraint(c)
                counts["remove", default: 0] += 1
            } catch {
                fail("unexpected \(error)")
            }
        } else if roll < 85 {
            guard !edits.isEmpty else { return }
            let v = rng.pick(edits)
            let value = Double(rng.int(in: -100...1_000)) + [0, 0.25, 0.5][rng.below(3)]
            trace.append("suggest \(v) = \(value)")
            do {
                try solver.suggestValue(value, for: v)
                counts["suggest", default: 0] += 1
            } catch {
                fail("unexpected \(error)")
            }
        } else if roll < 91 {
            let v = rng.pick(all)
            guard !edits.contains(where: { $0 === v }) else { return }
            var strength = randomStrength()
            if strength.isRequired { strength = .strong }
            trace.append("addEditVariable \(v) \(strength)")
            do {
                try solver.addEditVariable(v, strength: strength)
                edits.append(v)
                counts["edit", default: 0] += 1
            } catch {
                fail("unexpected \(error)")
            }
        } else if roll < 94 {
            guard !edits.isEmpty else { return }
            let v = edits.remove(at: rng.below(edits.count))
            trace.append("removeEditVariable \(v)")
            do {
                try solver.removeEditVariable(v)
            } catch {
                fail("unexpected \(error)")
            }
        } else {
            counts["rejected", default: 0] += 1
            let solver = self.solver
            switch rng.below(6) {
            case 0 where !added.isEmpty:
                let c = rng.pick(added)
                trace.append("add duplicate \(c)")
                expectRejection(.duplicateConstraint(c)) { () throws(SolverError) in try solver.addConstraint(c) }
            case 1:
                let c = randomConstraint()
                trace.append("remove never-added \(c)")
                expectRejection(.unknownConstraint(c)) { () throws(SolverError) in try solver.removeConstraint(c) }
            case 2:
                let c = (rng.pick(x) * .nan + rng.pick(w) <= 5) | randomStrength()
                trace.append("add non-finite \(c)")
                expectRejection(.nonFiniteConstraint(c)) { () throws(SolverError) in try solver.addConstraint(c) }
            case 3:
                let v = rng.pick(all)
                if edits.contains(where: { $0 === v }) {
                    trace.append("suggest NaN for \(v)")
                    expectRejection(.nonFiniteEdit(v)) { () throws(SolverError) in try solver.suggestValue(.nan, for: v) }
                } else {
                    trace.append("suggest for non-edit \(v)")
                    expectRejection(.unknownEditVariable(v)) { () throws(SolverError) in try solver.suggestValue(1, for: v) }
                }
            case 4:
                let v = rng.pick(all)
                if edits.contains(where: { $0 === v }) {
                    trace.append("addEditVariable duplicate \(v)")
                    expectRejection(.duplicateEditVariable(v)) { () throws(SolverError) in
                        try solver.addEditVariable(v, strength: .weak)
                    }
                } else {
                    trace.append("addEditVariable required \(v)")
                    expectRejection(.requiredEditStrength(v)) { () throws(SolverError) in
                        try solver.addEditVariable(v, strength: .required)
                    }
                }
            default:
                trace.append("hasConstraint/hasEditVariable")
                for c in added where !solver.hasConstraint(c) { fail("hasConstraint false for added \(c)") }
                for v in edits where !solver.hasEditVariable(v) { fail("hasEditVariable false for \(v)") }
            }
        }
    }

    /// The checks after every step.
    mutating func check() {
        solver.updateVariables()
        let violations = invariantViolations(solver)
        if !violations.isEmpty { fail("invariants violated: \(violations)") }
        for c in added where c.strength.isRequired && !holds(c) {
            fail("required \(c) violated by \(violation(of: c).amount) (values: \(all.map { "\($0)=\($0.value)" }))")
            break
        }
    }
}

@Suite struct RandomizedSolverTests {
    /// Thousands of random adds, removes, edits, suggestions and rejected calls per seed, with
    /// the invariants and every required constraint checked after each step. A failure prints
    /// the seed, the step and the last 40 steps.
    @Test(arguments: [1, 2, 3, 0x5EED, 0xC0FFEE, 20_261_122] as [UInt64])
    func randomLayoutWalk(seed: UInt64) {
        var walk = RandomWalk(seed: seed, boxes: 8)
        walk.run()
        // The walk must actually exercise each path.
        for kind in ["add", "remove", "suggest", "edit", "rejected"] {
            #expect(walk.counts[kind, default: 0] > 0, "seed \(seed) never did \(kind): \(walk.counts)")
        }
    }

    /// The same walks with ghost dummies everywhere (a row keeps at most one dummy cell): every
    /// check holds as with explicit dummies, conflict sets included (sound and minimal).
    @Test(arguments: [1, 20_261_122] as [UInt64])
    func randomLayoutWalkWithGhosts(seed: UInt64) {
        var walk = RandomWalk(seed: seed, boxes: 8, dummyCellLimit: 1)
        walk.run()
        #expect(walk.solver.dump().contains(" ghost]"), "seed \(seed): no ghost left at the end")
    }

    /// Fewer variables, so constraints collide (and conflict) far more often.
    @Test(arguments: [7, 8, 9] as [UInt64])
    func denseRandomWalk(seed: UInt64) {
        var walk = RandomWalk(seed: seed, boxes: 3)
        walk.run()
        #expect(walk.counts["unsatisfiable", default: 0] > 0, "seed \(seed): no conflict was exercised: \(walk.counts)")
    }

    /// The dense walks with ghost dummies everywhere: conflicts explained through ghosts.
    @Test(arguments: [7] as [UInt64])
    func denseRandomWalkWithGhosts(seed: UInt64) {
        var walk = RandomWalk(seed: seed, boxes: 3, dummyCellLimit: 1)
        walk.run()
        #expect(walk.counts["unsatisfiable", default: 0] > 0, "seed \(seed): no conflict was exercised: \(walk.counts)")
    }
}
