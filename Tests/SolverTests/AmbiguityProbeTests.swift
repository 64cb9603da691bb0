// SPDX-License-Identifier: MIT

import AnchorageSolver
import Testing

/// `Solver.canVary`: whether the constraints determine an expression, probed on a copy of the
/// tableau without touching the solver.
@Suite struct AmbiguityProbeTests {
    @Test func aRequiredEqualityDeterminesItsVariable() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x == 10)
        solver.updateVariables()
        #expect(solver.canVary([LinearExpression(x)]) == [false])
    }

    @Test func aBoundAloneLeavesTheVariableFreeOnOneSide() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 0)
        solver.updateVariables()
        #expect(x.value == 0)
        #expect(solver.canVary([LinearExpression(x)]) == [true])
    }

    @Test func anOptionalConstraintDeterminesAnOtherwiseFreeVariable() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 0)
        try solver.addConstraint((x == 5) | .weak)
        solver.updateVariables()
        #expect(solver.canVary([LinearExpression(x)]) == [false])
    }

    @Test func equalOptionalPullsInOppositeDirectionsLeaveATie() throws {
        // x == 0 and x == 10 at the same level: every x in 0…10 violates them by 10 in total.
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 0) | .medium)
        try solver.addConstraint((x == 10) | .medium)
        solver.updateVariables()
        #expect(solver.canVary([LinearExpression(x)]) == [true])
        // A weaker preference breaks the tie.
        try solver.addConstraint((x == 3) | .weak)
        solver.updateVariables()
        #expect(solver.canVary([LinearExpression(x)]) == [false])
        #expect(abs(x.value - 3) < 1e-9)
    }

    @Test func aDifferenceCanBeDeterminedWhileItsTermsAreFree() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x == y + 5)
        solver.updateVariables()
        #expect(solver.canVary([x - y, LinearExpression(x), LinearExpression(y)]) == [false, true, true])
    }

    @Test func anUnknownVariableIsFreeAndAConstantIsNot() throws {
        let solver = Solver()
        let known = Variable("known"), unknown = Variable("unknown")
        try solver.addConstraint(known == 1)
        solver.updateVariables()
        #expect(solver.canVary([LinearExpression(unknown), LinearExpression(constant: 4)]) == [true, false])
    }

    @Test func probingLeavesTheSolverUntouched() throws {
        let solver = Solver()
        let x = Variable("x"), w = Variable("w")
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(x + w <= 100)
        try solver.addConstraint((w == 40) | .medium)
        solver.updateVariables()
        let before = solver.dump()
        let values = (x.value, w.value)
        #expect(solver.canVary([LinearExpression(x), LinearExpression(w)]) == [true, false])
        #expect(solver.dump() == before)
        #expect(x.value == values.0 && w.value == values.1)
        solver.updateVariables()
        #expect(x.value == values.0 && w.value == values.1)
    }
}
