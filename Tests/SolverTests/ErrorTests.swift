// SPDX-License-Identifier: MIT

import AnchorageSolver
import Testing

/// A solver with some state worth protecting: bounds, a weak preference, an edit variable with
/// a suggestion, so that a rejected operation that touched anything would show in the dump.
private struct Fixture {
    let solver = Solver()
    let x = Variable("x"), y = Variable("y"), width = Variable("width")
    var variables: [Variable] { [x, y, width] }
    let xBound: LinearConstraint
    let sum: LinearConstraint

    init() throws {
        xBound = x >= 0
        sum = x + width <= 320
        try solver.addConstraint(xBound)
        try solver.addConstraint(sum)
        try solver.addConstraint((width == 200) | .medium)
        try solver.addConstraint((y == x + 5) | .weak)
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(400, for: width)
    }
}

/// Every ``SolverError`` case, thrown exactly (by `Equatable`), with the solver unchanged after
/// each throw: same dump, same values.
@Suite struct ErrorTests {
    @Test func duplicateConstraint() throws {
        let f = try Fixture()
        let c = f.y <= 1_000
        try f.solver.addConstraint(c)
        expectRejected(.duplicateConstraint(c), by: f.solver, watching: f.variables) { () throws(SolverError) in
            try f.solver.addConstraint(c)
        }
        let copy = c
        expectRejected(.duplicateConstraint(c), by: f.solver, watching: f.variables) { () throws(SolverError) in
            try f.solver.addConstraint(copy)
        }
        // The same expression built again is a different constraint: accepted.
        try f.solver.addConstraint(f.y <= 1_000)
        #expect(f.solver.hasConstraint(c))
    }

    @Test func unknownConstraint() throws {
        let f = try Fixture()
        let never = f.x <= 10
        expectRejected(.unknownConstraint(never), by: f.solver, watching: f.variables) { () throws(SolverError) in
            try f.solver.removeConstraint(never)
        }
        // A twin of an added constraint is not that constraint.
        let twin = f.x >= 0
        expectRejected(.unknownConstraint(twin), by: f.solver, watching: f.variables) { () throws(SolverError) in
            try f.solver.removeConstraint(twin)
        }
        // Removed once, then again.
        try f.solver.removeConstraint(f.xBound)
        expectRejected(.unknownConstraint(f.xBound), by: f.solver, watching: f.variables) { () throws(SolverError) in
            try f.solver.removeConstraint(f.xBound)
        }
        // A `| strength` copy is a new identity, never added.
        let medium = f.sum | .medium
        expectRejected(.unknownConstraint(medium), by: f.solver, watching: f.variables) { () throws(SolverError) in
            try f.solver.removeConstraint(medium)
        }
    }

    @Test func duplicateEditVariable() throws {
        let f = try Fixture()
        expectRejected(.duplicateEditVariable(f.width), by: f.solver, watching: f.variables) { () throws(SolverError) in
            try f.solver.addEditVariable(f.width, strength: .strong)
        }
        expectRejected(.duplicateEditVariable(f.width), by: f.solver, watching: f.variables) { () throws(SolverError) in
            try f.solver.addEditVariable(f.width, strength: .weak)
        }
    }

    @Test func unknownEditVariable() throws {
        let f = try Fixture()
        expectRejected(.unknownEditVariable(f.y), by: f.solver, watching: f.variables) { () throws(SolverError) in
            try f.solver.removeEditVariable(f.y)
        }
        expectRejected(.unknownEditVariable(f.y), by: f.solver, watching: f.variables) { () throws(SolverError) in
            try f.solver.suggestValue(3, for: f.y)
        }
        let stranger = Variable("stranger")
        expectRejected(.unknownEditVariable(stranger), by: f.solver, watching: f.variables) { () throws(SolverError) in
            try f.solver.suggestValue(3, for: stranger)
        }
        try f.solver.removeEditVariable(f.width)
        expectRejected(.unknownEditVariable(f.width), by: f.solver, watching: f.variables) { () throws(SolverError) in
            try f.solver.suggestValue(3, for: f.width)
        }
        expectRejected(.unknownEditVariable(f.width), by: f.solver, watching: f.variables) { () throws(SolverError) in
            try f.solver.removeEditVariable(f.width)
        }
    }

    @Test func requiredEditStrength() throws {
        let f = try Fixture()
        expectRejected(.requiredEditStrength(f.y), by: f.solver, watching: f.variables) { () throws(SolverError) in
            try f.solver.addEditVariable(f.y, strength: .required)
        }
        #expect(!f.solver.hasEditVariable(f.y))
    }

    /// The ways a number in a constraint can be non-finite, or its strength invalid.
    enum NonFinite: CaseIterable, Sendable {
        case nanCoefficient, infiniteCoefficient, negativeInfiniteCoefficient, divisionByZero
        case nanConstant, infiniteConstant, negativeInfiniteConstant
        case nanLevel, infiniteLevel, negativeInfiniteLevel
        case zeroWeight, negativeWeight, nanWeight, infiniteWeight

        func make(_ x: Variable, _ y: Variable) -> LinearConstraint {
            switch self {
            case .nanCoefficient: x * Double.nan == y
            case .infiniteCoefficient: x * Double.infinity <= y
            case .negativeInfiniteCoefficient: -Double.infinity * x >= y
            case .divisionByZero: x / 0 == y
            case .nanConstant: x + Double.nan == y
            case .infiniteConstant: x >= y + Double.infinity
            case .negativeInfiniteConstant: x - Double.infinity <= y
            case .nanLevel: (x == y) | Strength(.nan)
            case .infiniteLevel: (x == y) | Strength(.infinity)
            case .negativeInfiniteLevel: (x == y) | Strength(-.infinity)
            case .zeroWeight: (x == y) | Strength(1, weight: 0)
            case .negativeWeight: (x == y) | Strength(1, weight: -2)
            case .nanWeight: (x == y) | Strength(1, weight: .nan)
            case .infiniteWeight: (x == y) | Strength(1, weight: .infinity)
            }
        }
    }

    @Test(arguments: NonFinite.allCases)
    func nonFiniteConstraintIsRejectedAndNeverStored(_ kind: NonFinite) throws {
        let f = try Fixture()
        let fresh = Variable("fresh")
        // Once with known variables, once with a variable the solver has never seen (it must
        // not be registered either).
        for c in [kind.make(f.x, f.y), kind.make(fresh, f.y)] {
            expectRejected(.nonFiniteConstraint(c), by: f.solver, watching: f.variables + [fresh]) { () throws(SolverError) in
                try f.solver.addConstraint(c)
            }
            #expect(!f.solver.hasConstraint(c), "\(kind)")
        }
    }

    @Test func nonFiniteEditStrengthOrSuggestion() throws {
        let f = try Fixture()
        for strength in [Strength(.nan), Strength(.infinity), Strength(-.infinity), Strength(5, weight: 0), Strength(5, weight: .nan)] {
            expectRejected(.nonFiniteEdit(f.y), by: f.solver, watching: f.variables) { () throws(SolverError) in
                try f.solver.addEditVariable(f.y, strength: strength)
            }
            #expect(!f.solver.hasEditVariable(f.y))
        }
        for value in [Double.nan, .infinity, -.infinity, -.nan] {
            expectRejected(.nonFiniteEdit(f.width), by: f.solver, watching: f.variables) { () throws(SolverError) in
                try f.solver.suggestValue(value, for: f.width)
            }
        }
        // The edit variable still works after the rejections.
        try f.solver.suggestValue(100, for: f.width)
        expectValues(f.solver, [f.width: 100])
    }

    /// x == 10, then x == 20: the second cannot hold, and the first is the whole conflict.
    @Test func unsatisfiableNamesTheConflictingEquation() throws {
        let solver = Solver()
        let x = Variable("x")
        let first = x == 10, second = x == 20
        try solver.addConstraint(first)
        expectRejected(.unsatisfiable(second, conflicts: [first]), by: solver, watching: [x]) { () throws(SolverError) in
            try solver.addConstraint(second)
        }
        #expect(!solver.hasConstraint(second))
        expectValues(solver, [x: 10])
        // Removing the conflict lets the constraint in.
        try solver.removeConstraint(first)
        try solver.addConstraint(second)
        expectValues(solver, [x: 20])
    }

    /// x <= y, y <= z, then z + 1 <= x closes a cycle that would need x <= x - 1: the two
    /// constraints already in the cycle are the minimal conflict.
    @Test func unsatisfiableCycleOfThree() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let a = x <= y, b = y <= z, c = z + 1 <= x
        try solver.addConstraint(a)
        try solver.addConstraint(b)
        let error = thrownError { () throws(SolverError) in try solver.addConstraint(c) }
        let found = try #require(unsatisfiableConflicts(error), "expected unsatisfiable, got \(String(describing: error))")
        #expect(found.constraint == c)
        #expect(Set(found.conflicts) == [a, b], "conflicts \(found.conflicts)")
        #expect(found.conflicts.count == 2)
        expectRejected(error!, by: solver, watching: [x, y, z]) { () throws(SolverError) in try solver.addConstraint(c) }
    }

    /// Only the constraints that take part are named: unrelated ones, looser bounds on the same
    /// variable, optional constraints and edit variables are never in the conflict.
    @Test func unsatisfiableNamesOnlyTheMinimalConflict() throws {
        let solver = Solver()
        let x = Variable("x"), a = Variable("a"), w = Variable("w")
        try solver.addConstraint(a == 5)
        try solver.addConstraint(w >= 0)
        try solver.addConstraint(x >= 0)  // looser: compatible with x <= 5
        try solver.addConstraint((x == 100) | .strong)
        try solver.addEditVariable(w, strength: .strong)
        try solver.suggestValue(7, for: w)
        let tight = x >= 10
        try solver.addConstraint(tight)
        let cap = x <= 5
        expectRejected(.unsatisfiable(cap, conflicts: [tight]), by: solver, watching: [x, a, w]) { () throws(SolverError) in
            try solver.addConstraint(cap)
        }
        expectValues(solver, [x: 100, a: 5, w: 7])
    }

    /// a == b, b == c, c == 5, then a == 6: all three equations take part.
    @Test func unsatisfiableThroughAChainOfEquations() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let ab = a == b, bc = b == c, c5 = c == 5
        try solver.addConstraint(ab)
        try solver.addConstraint(d == 2 * a)  // depends on the chain but not in the conflict
        try solver.addConstraint(bc)
        try solver.addConstraint(c5)
        let a6 = a == 6
        let error = thrownError { () throws(SolverError) in try solver.addConstraint(a6) }
        let found = try #require(unsatisfiableConflicts(error), "expected unsatisfiable, got \(String(describing: error))")
        #expect(found.constraint == a6)
        #expect(Set(found.conflicts) == [ab, bc, c5], "conflicts \(found.conflicts)")
        #expect(found.conflicts.count == 3)
        expectValues(solver, [a: 5, b: 5, c: 5, d: 10])
    }

    /// x + y == 10 and x >= 6 leave y <= 4, so y >= 6 conflicts with exactly those two.
    @Test func unsatisfiableInequalityAgainstASum() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let sum = x + y == 10, xLow = x >= 6, yHigh = y <= 100
        try solver.addConstraint(sum)
        try solver.addConstraint(yHigh)
        try solver.addConstraint(xLow)
        let yLow = y >= 6
        let error = thrownError { () throws(SolverError) in try solver.addConstraint(yLow) }
        let found = try #require(unsatisfiableConflicts(error), "expected unsatisfiable, got \(String(describing: error))")
        #expect(found.constraint == yLow)
        #expect(Set(found.conflicts) == [sum, xLow], "conflicts \(found.conflicts)")
        #expect(found.conflicts.count == 2)
        expectInvariants(solver)
    }

    /// A constraint with no variables is satisfiable exactly when its constant relation holds;
    /// `1 == 0` conflicts with nothing in the solver.
    @Test func unsatisfiableConstantConstraint() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x == 3)
        let zero = LinearConstraint(LinearExpression(constant: 0), .equal)
        try solver.addConstraint(zero)
        let positive = LinearConstraint(LinearExpression(constant: 1), .greaterThanOrEqual)
        try solver.addConstraint(positive)
        let one = LinearConstraint(LinearExpression(constant: 1), .equal)
        expectRejected(.unsatisfiable(one, conflicts: []), by: solver, watching: [x]) { () throws(SolverError) in
            try solver.addConstraint(one)
        }
        let cancelled = x - x == 1  // reduces to -1 == 0
        expectRejected(.unsatisfiable(cancelled, conflicts: []), by: solver, watching: [x]) { () throws(SolverError) in
            try solver.addConstraint(cancelled)
        }
        try solver.removeConstraint(zero)
        try solver.removeConstraint(positive)
        expectValues(solver, [x: 3])
    }

    /// The documented meaning of the conflict list, checked on a larger layout: removing any one
    /// of the named conflicts lets the rejected constraint be added.
    @Test func removingAnyConflictLetsTheConstraintHold() throws {
        let n = 12
        let x = (0..<n).map { Variable("x\($0)") }, w = (0..<n).map { Variable("w\($0)") }
        let container = Variable("container")
        var constraints: [LinearConstraint] = [x[0] == 0, container == 500]
        for i in 0..<n {
            constraints.append(w[i] >= 10)
            constraints.append((w[i] == 40) | .weak)
            if i > 0 { constraints.append(x[i] >= x[i - 1] + w[i - 1] + 5) }
        }
        constraints.append(x[n - 1] + w[n - 1] <= container)
        // 12 boxes of at least 10 with 11 gaps of 5 need 175: shrinking the container to 180
        // fits the boxes but not `container == 500`, the one (unique) minimal conflict.
        let shrink = container <= 180
        let solver = Solver()
        for c in constraints { try solver.addConstraint(c) }
        let error = thrownError { () throws(SolverError) in try solver.addConstraint(shrink) }
        let found = try #require(unsatisfiableConflicts(error), "expected unsatisfiable, got \(String(describing: error))")
        #expect(found.constraint == shrink)
        let all = Set(constraints)
        #expect(found.conflicts.allSatisfy { all.contains($0) && $0.strength.isRequired })
        // The minimal conflict here is unique: container == 500 alone contradicts container <= 180.
        #expect(found.conflicts == [constraints[1]], "conflicts \(found.conflicts)")
        for conflict in found.conflicts {
            let other = Solver()
            for c in constraints where c != conflict { try other.addConstraint(c) }
            try other.addConstraint(shrink)
        }
        // Without `container == 500`, shrinking to 150 hits the packing itself: the unique minimal
        // conflict is the whole chain, and each of its members must be removable.
        let loose = Solver()
        for c in constraints where c != constraints[1] { try loose.addConstraint(c) }
        let packing = thrownError { () throws(SolverError) in try loose.addConstraint(container <= 150) }
        let packed = try #require(unsatisfiableConflicts(packing), "expected unsatisfiable, got \(String(describing: packing))")
        // x0 == 0, the 12 width floors, the 11 gaps and the container bound: 25 constraints.
        #expect(packed.conflicts.count == 25, "conflicts \(packed.conflicts)")
        for conflict in packed.conflicts {
            let other = Solver()
            for c in constraints where c != conflict && c != constraints[1] { try other.addConstraint(c) }
            #expect(throws: Never.self, "removing \(conflict) should let the constraint hold") {
                try other.addConstraint(container <= 150)
            }
        }
    }

    /// kiwi leaves a row behind after a failed add; here later operations must come out exactly
    /// as if the failed calls had never been made (same symbol ids, same dump).
    @Test func rejectedCallsLeaveNoTraceInLaterOperations() throws {
        func run(withFailures: Bool) throws -> String {
            let solver = Solver()
            let x = Variable("x"), y = Variable("y"), z = Variable("z"), stranger = Variable("s")
            try solver.addConstraint(x >= 0)
            try solver.addConstraint(x + y == 100)
            if withFailures {
                _ = thrownError { () throws(SolverError) in try solver.addConstraint(x <= -1) }
                _ = thrownError { () throws(SolverError) in try solver.addConstraint(stranger * .nan == z) }
                _ = thrownError { () throws(SolverError) in try solver.addConstraint(x + y == 101) }
                _ = thrownError { () throws(SolverError) in try solver.addConstraint(stranger + x >= .infinity) }
                _ = thrownError { () throws(SolverError) in try solver.addEditVariable(z, strength: .required) }
                _ = thrownError { () throws(SolverError) in try solver.suggestValue(1, for: z) }
            }
            try solver.addConstraint((y == 30) | .medium)
            try solver.addEditVariable(z, strength: .strong)
            try solver.suggestValue(12, for: z)
            try solver.addConstraint(z <= x)
            if withFailures {
                _ = thrownError { () throws(SolverError) in try solver.suggestValue(.nan, for: z) }
                _ = thrownError { () throws(SolverError) in try solver.addConstraint(z >= x + 1) }
            }
            try solver.addConstraint((z == y) | .weak)
            solver.updateVariables()
            return solver.dump()
        }
        let clean = try run(withFailures: false)
        let failed = try run(withFailures: true)
        #expect(clean == failed, "dumps differ:\n--- without failures\n\(clean)\n--- with failures\n\(failed)")
    }

    /// The same on a wide layout: a hundred boxes placed from one shared edge, so the edge's
    /// symbols are mentioned by every box's rows. A failed add that changes such a long column
    /// gives back each of its entries, in its order; later operations cannot tell it happened.
    @Test func rejectedCallsOnAWideLayoutLeaveNoTrace() throws {
        func run(withFailures: Bool) throws -> String {
            let solver = Solver()
            let edge = Variable("edge"), total = Variable("total")
            try solver.addConstraint(edge >= 0)
            try solver.addConstraint((edge == 20) | .weak)
            var lefts: [Variable] = []
            for i in 0..<100 {
                let left = Variable("left\(i)")
                lefts.append(left)
                try solver.addConstraint(left >= edge + Double(i))
                try solver.addConstraint((left == edge + Double(2 * i)) | .medium)
                try solver.addConstraint(left <= total)
            }
            if withFailures {
                for rejected in [lefts[99] <= edge + 10, total + edge <= 30, lefts[5] + lefts[70] == edge, total <= edge + 20] {
                    #expect(thrownError { () throws(SolverError) in try solver.addConstraint(rejected) } != nil)
                }
            }
            try solver.addConstraint((total == 100) | .strong)
            try solver.addConstraint(lefts[10] + lefts[11] == edge + 60)
            solver.updateVariables()
            return solver.dump() + "values: \(lefts.map(\.value)) \(edge.value) \(total.value)"
        }
        let clean = try run(withFailures: false)
        let failed = try run(withFailures: true)
        #expect(clean == failed, "dumps differ:\n--- without failures\n\(clean)\n--- with failures\n\(failed)")
    }

    @Test func descriptionsNameTheCulprit() {
        let x = Variable("width")
        let a = x == 200, b = x == 300
        #expect(
            SolverError.unsatisfiable(b, conflicts: [a]).description
                == "unsatisfiable: width + -300.0 == 0 | required conflicts with 1 constraint: width + -200.0 == 0 | required")
        #expect(SolverError.duplicateEditVariable(x).description == "duplicate edit variable: width")
        #expect(SolverError.unknownConstraint(a).description == "unknown constraint: width + -200.0 == 0 | required")
        #expect(SolverError.duplicateConstraint(a) != SolverError.duplicateConstraint(b))
        #expect(SolverError.duplicateConstraint(a) != SolverError.unknownConstraint(a))
        #expect(SolverError.unsatisfiable(b, conflicts: [a]) != SolverError.unsatisfiable(b, conflicts: []))
        #expect(SolverError.unknownEditVariable(x) != SolverError.unknownEditVariable(Variable("width")))
    }
}
