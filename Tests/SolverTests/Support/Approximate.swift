// SPDX-License-Identifier: MIT

import AnchorageSolver
import Testing

/// The tests' own tolerance (never the solver's): 1e-6 relative to the magnitude of the expected
/// value, absolute below magnitude 1.
let testTolerance = 1e-6

/// Whether `actual` is within `tolerance` of `expected`, relative to `max(1, |expected|)`.
func isClose(_ actual: Double, _ expected: Double, tolerance: Double = testTolerance) -> Bool {
    actual.isFinite && abs(actual - expected) <= tolerance * max(1, abs(expected))
}

/// Expects `actual` to be close to `expected` (see ``isClose(_:_:tolerance:)``).
func expectClose(
    _ actual: Double, _ expected: Double, tolerance: Double = testTolerance, _ what: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        isClose(actual, expected, tolerance: tolerance),
        "\(what.isEmpty ? "value" : what) is \(actual), expected \(expected)",
        sourceLocation: sourceLocation)
}

/// Expects each variable's value to be close to the expected one, after `updateVariables()`.
func expectValues(
    _ solver: Solver, _ expected: KeyValuePairs<Variable, Double>,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    solver.updateVariables()
    for (variable, value) in expected {
        expectClose(variable.value, value, variable.name, sourceLocation: sourceLocation)
    }
}

/// How far a constraint's relation is violated at the variables' current values (0 when it
/// holds), and the scale to judge that violation against: the largest |coefficient · value| or
/// constant in the expression.
func violation(of constraint: LinearConstraint) -> (amount: Double, scale: Double) {
    let value = constraint.expression.value
    let scale = constraint.expression.terms.reduce(abs(constraint.expression.constant)) { max($0, abs($1.value)) }
    let amount: Double
    switch constraint.relation {
    case .equal: amount = abs(value)
    case .lessThanOrEqual: amount = max(0, value)
    case .greaterThanOrEqual: amount = max(0, -value)
    }
    return (amount, scale)
}

/// Whether the constraint holds within the tests' tolerance, relative to its scale.
func holds(_ constraint: LinearConstraint, tolerance: Double = testTolerance) -> Bool {
    let (amount, scale) = violation(of: constraint)
    return amount.isFinite && amount <= tolerance * max(1, scale)
}
