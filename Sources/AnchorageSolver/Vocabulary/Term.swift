// SPDX-License-Identifier: MIT

/// A coefficient times a ``Variable``: one summand of a ``LinearExpression``.
///
/// ```swift
/// let x = Variable("x")
/// let t = 2 * x          // Term(x, coefficient: 2)
/// ```
public struct Term {
    /// The variable this term scales.
    public let variable: Variable
    /// The factor applied to ``variable``.
    public let coefficient: Double

    /// Creates `coefficient * variable`.
    ///
    /// - Parameters:
    ///   - variable: The unknown.
    ///   - coefficient: Its factor; non-finite factors are accepted here and rejected by
    ///     ``Solver/addConstraint(_:)``.
    public init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// The term's current value: `coefficient * variable.value`.
    public var value: Double { coefficient * variable.value }
}

extension Term: CustomStringConvertible {
    /// `"2.0 * x"`, or just `"x"` for a unit coefficient.
    public var description: String {
        coefficient == 1 ? variable.description : "\(coefficient) * \(variable)"
    }
}
