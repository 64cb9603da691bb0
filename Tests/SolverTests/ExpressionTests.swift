// SPDX-License-Identifier: MIT

import AnchorageSolver
import Testing

/// The terms of an expression as (variable, coefficient) pairs, for identity-aware comparison.
private func shape(_ expression: LinearExpression) -> [(ObjectIdentifier, Double)] {
    expression.terms.map { (ObjectIdentifier($0.variable), $0.coefficient) }
}

private func expectShape(
    _ expression: LinearExpression, _ terms: [(Variable, Double)], constant: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = shape(expression)
    let expected = terms.map { (ObjectIdentifier($0.0), $0.1) }
    #expect(actual.count == expected.count, "terms \(expression.terms), expected \(terms.count)", sourceLocation: sourceLocation)
    for (a, e) in zip(actual, expected) {
        #expect(a.0 == e.0 && a.1 == e.1, "terms \(expression.terms)", sourceLocation: sourceLocation)
    }
    #expect(expression.constant == constant, "constant \(expression.constant), expected \(constant)", sourceLocation: sourceLocation)
}

@Suite struct ExpressionTests {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")

    @Test func scalingBuildsTerms() {
        let t = 2 * x
        #expect(t.variable === x && t.coefficient == 2)
        #expect((x * 3).coefficient == 3)
        #expect((x / 4).coefficient == 0.25)
        #expect((-x).coefficient == -1)
        #expect((-(2 * x)).coefficient == -2)
        #expect(((2 * x) * 3).coefficient == 6)
        #expect((3 * (2 * x)).coefficient == 6)
        #expect(((2 * x) / 4).coefficient == 0.5)
        expectShape(2 * (x + 1), [(x, 2)], constant: 2)
        expectShape((x + 1) * 2, [(x, 2)], constant: 2)
        expectShape((x + 2) / 2, [(x, 0.5)], constant: 1)
        expectShape(-(x - y + 3), [(x, -1), (y, 1)], constant: -3)
    }

    @Test func sumsKeepTermsInOrderWritten() {
        expectShape(x + y, [(x, 1), (y, 1)], constant: 0)
        expectShape(x + 2 * y - 3 * z + 5, [(x, 1), (y, 2), (z, -3)], constant: 5)
        expectShape(10 - x, [(x, -1)], constant: 10)
        expectShape(1 + 2 * x, [(x, 2)], constant: 1)
        expectShape(2 * x - y, [(x, 2), (y, -1)], constant: 0)
        expectShape((x + 1) - (y + 2), [(x, 1), (y, -1)], constant: -1)
        expectShape(x - (2 * y), [(x, 1), (y, -2)], constant: 0)
        expectShape(1.5 - (x + y), [(x, -1), (y, -1)], constant: 1.5)
        // Unreduced: the duplicate stays until a constraint is made.
        expectShape(x + 2 * y - x + 5, [(x, 1), (y, 2), (x, -1)], constant: 5)
    }

    @Test func reducedMergesDuplicatesInOrderOfFirstAppearance() {
        expectShape((x + 2 * y - x + 5).reduced(), [(y, 2)], constant: 5)
        expectShape((y + x + x + y + y).reduced(), [(y, 3), (x, 2)], constant: 0)
        expectShape((x - x).reduced(), [], constant: 0)
        expectShape(LinearExpression([Term(x, coefficient: 0)]).reduced(), [], constant: 0)
        expectShape(LinearExpression(Term(x, coefficient: 2)).reduced(), [(x, 2)], constant: 0)
    }

    @Test func constraintsReduceTheirExpression() {
        let c = x + 2 * y - x + 5 == 3 * y
        expectShape(c.expression, [(y, -1)], constant: 5)
        #expect(c.relation == .equal)
        #expect(c.strength == .required)
        let d = x + x + x == 3
        expectShape(d.expression, [(x, 3)], constant: -3)
    }

    @Test func longExpressionsReduceLikeShortOnes() {
        // Past 16 terms the reduction hashes variables instead of comparing them pairwise; the
        // result must be the same: order of first appearance, sums in term order, zeros dropped.
        let vs = (0..<12).map { Variable("v\($0)") }
        var terms: [Term] = []
        for (i, v) in vs.enumerated() { terms.append(Term(v, coefficient: Double(i + 1))) }
        for (i, v) in vs.enumerated().reversed() { terms.append(Term(v, coefficient: i.isMultiple(of: 3) ? -Double(i + 1) : 0.5)) }
        let expected = vs.enumerated().compactMap { i, v in i.isMultiple(of: 3) ? nil : (v, Double(i + 1) + 0.5) }
        expectShape(LinearExpression(terms, constant: 7).reduced(), expected, constant: 7)
        expectShape(LinearConstraint(LinearExpression(terms, constant: 7), .lessThanOrEqual).expression, expected, constant: 7)
        let short = Array(terms.prefix(3)) + [Term(vs[1], coefficient: -2)]
        expectShape(LinearExpression(short).reduced(), [(vs[0], 1), (vs[2], 3)], constant: 0)
    }

    @Test func constraintsFromLentTermsMatchThePublicInitializers() {
        let lent = [LentTerm(x, coefficient: 2), LentTerm(y, coefficient: 1), LentTerm(x, coefficient: -2), LentTerm(z, coefficient: 0)]
        let made = lent.withUnsafeBufferPointer { LinearConstraint(terms: $0, constant: -4, .greaterThanOrEqual, strength: .strong) }
        let reference = LinearConstraint(2 * x + y - 2 * x + 0 * z - 4, .greaterThanOrEqual, strength: .strong)
        expectShape(made.expression, [(y, 1)], constant: -4)
        expectShape(reference.expression, [(y, 1)], constant: -4)
        #expect(made.relation == reference.relation && made.strength == reference.strength)
        let split = lent.withUnsafeBufferPointer {
            LinearConstraint(terms: $0, constant: 1, strengthAbove: Strength(250), strengthBelow: Strength(750))
        }
        #expect(split.description == "y + 1.0 == 0 | 250.0 above, 750.0 below")
        let even = lent.withUnsafeBufferPointer { LinearConstraint(terms: $0, constant: 1, strengthAbove: .weak, strengthBelow: .weak) }
        #expect(even.description == "y + 1.0 == 0 | weak")
    }

    @Test func aConstraintWithAnotherConstantOrStrengthIsADistinctOneWithTheSameTerms() {
        let split = LinearConstraint(x + 2 * y - 48, strengthAbove: Strength(250), strengthBelow: Strength(750))
        let moved = split.withConstant(-60)
        #expect(moved != split)
        expectShape(moved.expression, [(x, 1), (y, 2)], constant: -60)
        expectShape(split.expression, [(x, 1), (y, 2)], constant: -48)
        #expect(moved.strength == Strength(250) && moved.strengthBelow == Strength(750) && moved.relation == .equal)
        // Another strength weighs both sides alike.
        let medium = split | .medium
        #expect(medium.strength == .medium && medium.strengthBelow == .medium)
        #expect(medium.description == "x + 2.0 * y + -48.0 == 0 | medium")
        expectShape(medium.expression, [(x, 1), (y, 2)], constant: -48)
    }

    @Test func aConstraintKeepsTheExpressionItWasMadeFrom() {
        var expression = x + 2 * y - 3
        let c = LinearConstraint(expression, .lessThanOrEqual)
        expression.terms.append(Term(z, coefficient: 5))
        expression.constant = 100
        expectShape(c.expression, [(x, 1), (y, 2)], constant: -3)
        var read = c.expression
        read.terms.removeAll()
        expectShape(c.expression, [(x, 1), (y, 2)], constant: -3)
    }

    @Test func mixedFormsCompileWithoutAmbiguity() {
        let left = Variable("left")
        let a = left >= 0
        expectShape(a.expression, [(left, 1)], constant: 0)
        #expect(a.relation == .greaterThanOrEqual)

        let b = x + 2 * y == 20
        expectShape(b.expression, [(x, 1), (y, 2)], constant: -20)
        #expect(b.relation == .equal)

        let t = x * Double.infinity
        #expect(t.coefficient == .infinity)
        let c = t <= 1
        #expect(!c.isFinite)

        let d = 10 == x
        expectShape(d.expression, [(x, -1)], constant: 10)
        let e = x <= y
        expectShape(e.expression, [(x, 1), (y, -1)], constant: 0)
        #expect(e.relation == .lessThanOrEqual)
        let f = 2 * x >= y + 1
        expectShape(f.expression, [(x, 2), (y, -1)], constant: -1)
        let g = x + y <= 2 * z
        expectShape(g.expression, [(x, 1), (y, 1), (z, -2)], constant: 0)
        let h = 0.5 * x == 0.25 * y
        expectShape(h.expression, [(x, 0.5), (y, -0.25)], constant: 0)
        let i = LinearExpression(constant: 3) >= x
        expectShape(i.expression, [(x, -1)], constant: 3)
        let j = (x == 1.5) | .weak
        #expect(j.strength == .weak)
        let k = x / 0 == 1
        #expect(!k.isFinite)
    }

    @Test func strengthOperatorMakesANewConstraint() {
        let c = x == 200
        let medium = c | .medium
        #expect(medium.strength == .medium)
        #expect(c.strength == .required)
        #expect(medium != c, "| gives a new identity")
        let copy = c
        #expect(copy == c, "copies share identity")
        let twin = x == 200
        #expect(twin != c, "equal expressions are still distinct constraints")
        #expect(Set([c, copy, twin, medium]).count == 3)
        let explicit = LinearConstraint(x - 10, .equal, strength: .weak)
        expectShape(explicit.expression, [(x, 1)], constant: -10)
        #expect(explicit.strength == .weak)
    }

    @Test func valuesEvaluateAtCurrentVariableValues() {
        let a = Variable("a", value: 3), b = Variable("b", value: -2)
        #expect((2 * a).value == 6)
        #expect((a + 2 * b + 10).value == 9)
        #expect(LinearExpression(constant: 4).value == 4)
        #expect(!(a == 3).isViolated())
        #expect((a == 3.1).isViolated())
        #expect(!(a == 3.1).isViolated(tolerance: 0.2))
        #expect(!(a <= 3).isViolated())
        #expect((a <= 2).isViolated())
        #expect(!(b >= -2).isViolated())
        #expect((b >= -1).isViolated())
    }

    @Test func isViolatedJudgesAMissAgainstTheConstraintsOwnScale() {
        // Points: off by 1e-9 of 1e9 is rounding (an absolute 1e-8 would call it a violation).
        let big = Variable("big", value: 1e9 + 1)
        #expect(!(big == 1e9).isViolated())
        #expect((big == 1e9 - 100).isViolated())
        // 1e-9 units: off by half the value is a violation (an absolute 1e-8 would miss it).
        let small = Variable("small", value: 2e-9)
        #expect((small == 1e-9).isViolated())
        #expect(!(small == 2e-9).isViolated())
        #expect(!(small <= 3e-9).isViolated())
        #expect((small >= 3e-9).isViolated())
        // The tolerance is relative to the largest part: 3 against 3.1 misses by 0.1 of 3.1.
        let a = Variable("a", value: 3)
        #expect((a == 3.1).isViolated(tolerance: 0.03))
        #expect(!(a == 3.1).isViolated(tolerance: 0.04))
    }

    @Test func isFiniteCoversCoefficientsConstantsAndStrengths() {
        #expect((x + 1 == 0).isFinite)
        #expect(!(x * .nan == 0).isFinite)
        #expect(!(x + .infinity == 0).isFinite)
        #expect(!(x - .infinity == 0).isFinite)
        #expect(!((x == 0) | Strength(.nan)).isFinite)
        #expect(!((x == 0) | Strength(.infinity)).isFinite)
        #expect(!((x == 0) | Strength(1, weight: 0)).isFinite)
        #expect(!((x == 0) | Strength(1, weight: -1)).isFinite)
        #expect(!((x == 0) | Strength(1, weight: .infinity)).isFinite)
        #expect(((x == 0) | Strength(-5, weight: 1e-9)).isFinite)
        #expect(!(x - x * .infinity == 0).isFinite)
    }

    @Test func descriptions() {
        #expect(x.description == "x")
        #expect(Variable().description == "<unnamed>")
        #expect((1 * x).description == "x")
        #expect((2 * x).description == "2.0 * x")
        #expect((x + 2 * y + 10).description == "x + 2.0 * y + 10.0")
        #expect((x + y).description == "x + y")
        #expect(LinearExpression().description == "0.0")
        #expect((x + 2 * y == 20).description == "x + 2.0 * y + -20.0 == 0 | required")
        #expect(((x <= 5) | .weak).description == "x + -5.0 <= 0 | weak")
        #expect(((x >= y) | .strong).description == "x + -1.0 * y >= 0 | strong")
        #expect(((x >= 1) | Strength(750, weight: 2)).description == "x + -1.0 >= 0 | 750.0 weight 2.0")
        #expect(Relation.lessThanOrEqual.description == "<=")
        #expect(Relation.equal.description == "==")
        #expect(Relation.greaterThanOrEqual.description == ">=")
        #expect(Strength.required.description == "required")
        #expect(Strength.medium.description == "medium")
        #expect(Strength(250).description == "250.0")
    }
}
