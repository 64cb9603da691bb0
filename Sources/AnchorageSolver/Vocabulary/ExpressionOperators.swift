// SPDX-License-Identifier: MIT

// Operator sugar, kiwi's `symbolics.h` in Swift: `+ - * /` build expressions from variables,
// terms, expressions and numbers; `== <= >=` build required constraints; `|` sets a strength.
// Every overload converts its operands to `LinearExpression` and ends in one canonical form:
// `lhs - rhs` for sums, `LinearConstraint(lhs - rhs, relation)` for relations. Overloads are
// concrete (no protocol) so that a literal such as `x >= 0` always resolves to `Double` and an
// unsupported operand does not compile.

// MARK: - Scaling

/// Negates a variable: `-1 · variable`.
public prefix func - (variable: Variable) -> Term { Term(variable, coefficient: -1) }
/// Negates a term.
public prefix func - (term: Term) -> Term { Term(term.variable, coefficient: -term.coefficient) }
/// Negates every term and the constant.
public prefix func - (expression: LinearExpression) -> LinearExpression { expression * -1 }

/// Scales a variable: `coefficient · variable`.
public func * (variable: Variable, coefficient: Double) -> Term { Term(variable, coefficient: coefficient) }
/// Scales a variable: `coefficient · variable`.
public func * (coefficient: Double, variable: Variable) -> Term { Term(variable, coefficient: coefficient) }
/// Scales a term.
public func * (term: Term, coefficient: Double) -> Term { Term(term.variable, coefficient: term.coefficient * coefficient) }
/// Scales a term.
public func * (coefficient: Double, term: Term) -> Term { term * coefficient }
/// Scales every term and the constant.
public func * (expression: LinearExpression, coefficient: Double) -> LinearExpression {
    LinearExpression(expression.terms.map { $0 * coefficient }, constant: expression.constant * coefficient)
}
/// Scales every term and the constant.
public func * (coefficient: Double, expression: LinearExpression) -> LinearExpression { expression * coefficient }
/// Divides a variable: `(1 / denominator) · variable`. Dividing by zero gives a non-finite
/// coefficient, which ``Solver/addConstraint(_:)`` rejects.
public func / (variable: Variable, denominator: Double) -> Term { variable * (1 / denominator) }
/// Divides a term's coefficient.
public func / (term: Term, denominator: Double) -> Term { term * (1 / denominator) }
/// Divides every term and the constant.
public func / (expression: LinearExpression, denominator: Double) -> LinearExpression { expression * (1 / denominator) }

// MARK: - Sums

/// Adds two linear operands, giving an expression (duplicates merge when a constraint is made).
public func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
/// Adds two linear operands, giving an expression (duplicates merge when a constraint is made).
public func + (lhs: Variable, rhs: Term) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
/// Adds two linear operands, giving an expression (duplicates merge when a constraint is made).
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
/// Adds two linear operands, giving an expression (duplicates merge when a constraint is made).
public func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + LinearExpression(constant: rhs) }
/// Adds two linear operands, giving an expression (duplicates merge when a constraint is made).
public func + (lhs: Term, rhs: Variable) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
/// Adds two linear operands, giving an expression (duplicates merge when a constraint is made).
public func + (lhs: Term, rhs: Term) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
/// Adds two linear operands, giving an expression (duplicates merge when a constraint is made).
public func + (lhs: Term, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
/// Adds two linear operands, giving an expression (duplicates merge when a constraint is made).
public func + (lhs: Term, rhs: Double) -> LinearExpression { LinearExpression(lhs) + LinearExpression(constant: rhs) }
/// Adds two linear operands, giving an expression (duplicates merge when a constraint is made).
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
/// Adds two linear operands, giving an expression (duplicates merge when a constraint is made).
public func + (lhs: LinearExpression, rhs: Term) -> LinearExpression { lhs + LinearExpression(rhs) }
/// Adds two linear operands, giving an expression (duplicates merge when a constraint is made).
public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant) }
/// Adds two linear operands, giving an expression (duplicates merge when a constraint is made).
public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + LinearExpression(constant: rhs) }
/// Adds two linear operands, giving an expression (duplicates merge when a constraint is made).
public func + (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression(constant: lhs) + LinearExpression(rhs) }
/// Adds two linear operands, giving an expression (duplicates merge when a constraint is made).
public func + (lhs: Double, rhs: Term) -> LinearExpression { LinearExpression(constant: lhs) + LinearExpression(rhs) }
/// Adds two linear operands, giving an expression (duplicates merge when a constraint is made).
public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { LinearExpression(constant: lhs) + rhs }

/// Subtracts two linear operands, giving an expression (duplicates merge when a constraint is made).
public func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) - LinearExpression(rhs) }
/// Subtracts two linear operands, giving an expression (duplicates merge when a constraint is made).
public func - (lhs: Variable, rhs: Term) -> LinearExpression { LinearExpression(lhs) - LinearExpression(rhs) }
/// Subtracts two linear operands, giving an expression (duplicates merge when a constraint is made).
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
/// Subtracts two linear operands, giving an expression (duplicates merge when a constraint is made).
public func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - LinearExpression(constant: rhs) }
/// Subtracts two linear operands, giving an expression (duplicates merge when a constraint is made).
public func - (lhs: Term, rhs: Variable) -> LinearExpression { LinearExpression(lhs) - LinearExpression(rhs) }
/// Subtracts two linear operands, giving an expression (duplicates merge when a constraint is made).
public func - (lhs: Term, rhs: Term) -> LinearExpression { LinearExpression(lhs) - LinearExpression(rhs) }
/// Subtracts two linear operands, giving an expression (duplicates merge when a constraint is made).
public func - (lhs: Term, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
/// Subtracts two linear operands, giving an expression (duplicates merge when a constraint is made).
public func - (lhs: Term, rhs: Double) -> LinearExpression { LinearExpression(lhs) - LinearExpression(constant: rhs) }
/// Subtracts two linear operands, giving an expression (duplicates merge when a constraint is made).
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
/// Subtracts two linear operands, giving an expression (duplicates merge when a constraint is made).
public func - (lhs: LinearExpression, rhs: Term) -> LinearExpression { lhs - LinearExpression(rhs) }
/// Subtracts two linear operands, giving an expression (duplicates merge when a constraint is made).
public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + -rhs }
/// Subtracts two linear operands, giving an expression (duplicates merge when a constraint is made).
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs - LinearExpression(constant: rhs) }
/// Subtracts two linear operands, giving an expression (duplicates merge when a constraint is made).
public func - (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression(constant: lhs) - LinearExpression(rhs) }
/// Subtracts two linear operands, giving an expression (duplicates merge when a constraint is made).
public func - (lhs: Double, rhs: Term) -> LinearExpression { LinearExpression(constant: lhs) - LinearExpression(rhs) }
/// Subtracts two linear operands, giving an expression (duplicates merge when a constraint is made).
public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { LinearExpression(constant: lhs) - rhs }

// MARK: - Relations

/// The required constraint `lhs == rhs`, stored as `lhs - rhs == 0`.
public func == (lhs: Variable, rhs: Variable) -> LinearConstraint { LinearExpression(lhs) == LinearExpression(rhs) }
/// The required constraint `lhs == rhs`, stored as `lhs - rhs == 0`.
public func == (lhs: Variable, rhs: Term) -> LinearConstraint { LinearExpression(lhs) == LinearExpression(rhs) }
/// The required constraint `lhs == rhs`, stored as `lhs - rhs == 0`.
public func == (lhs: Variable, rhs: LinearExpression) -> LinearConstraint { LinearExpression(lhs) == rhs }
/// The required constraint `lhs == rhs`, stored as `lhs - rhs == 0`.
public func == (lhs: Variable, rhs: Double) -> LinearConstraint { LinearExpression(lhs) == LinearExpression(constant: rhs) }
/// The required constraint `lhs == rhs`, stored as `lhs - rhs == 0`.
public func == (lhs: Term, rhs: Variable) -> LinearConstraint { LinearExpression(lhs) == LinearExpression(rhs) }
/// The required constraint `lhs == rhs`, stored as `lhs - rhs == 0`.
public func == (lhs: Term, rhs: Term) -> LinearConstraint { LinearExpression(lhs) == LinearExpression(rhs) }
/// The required constraint `lhs == rhs`, stored as `lhs - rhs == 0`.
public func == (lhs: Term, rhs: LinearExpression) -> LinearConstraint { LinearExpression(lhs) == rhs }
/// The required constraint `lhs == rhs`, stored as `lhs - rhs == 0`.
public func == (lhs: Term, rhs: Double) -> LinearConstraint { LinearExpression(lhs) == LinearExpression(constant: rhs) }
/// The required constraint `lhs == rhs`, stored as `lhs - rhs == 0`.
public func == (lhs: LinearExpression, rhs: Variable) -> LinearConstraint { lhs == LinearExpression(rhs) }
/// The required constraint `lhs == rhs`, stored as `lhs - rhs == 0`.
public func == (lhs: LinearExpression, rhs: Term) -> LinearConstraint { lhs == LinearExpression(rhs) }
/// The required constraint `lhs == rhs`, stored as `lhs - rhs == 0`.
public func == (lhs: LinearExpression, rhs: LinearExpression) -> LinearConstraint { LinearConstraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`, stored as `lhs - rhs == 0`.
public func == (lhs: LinearExpression, rhs: Double) -> LinearConstraint { lhs == LinearExpression(constant: rhs) }
/// The required constraint `lhs == rhs`, stored as `lhs - rhs == 0`.
public func == (lhs: Double, rhs: Variable) -> LinearConstraint { LinearExpression(constant: lhs) == LinearExpression(rhs) }
/// The required constraint `lhs == rhs`, stored as `lhs - rhs == 0`.
public func == (lhs: Double, rhs: Term) -> LinearConstraint { LinearExpression(constant: lhs) == LinearExpression(rhs) }
/// The required constraint `lhs == rhs`, stored as `lhs - rhs == 0`.
public func == (lhs: Double, rhs: LinearExpression) -> LinearConstraint { LinearExpression(constant: lhs) == rhs }

/// The required constraint `lhs <= rhs`, stored as `lhs - rhs <= 0`.
public func <= (lhs: Variable, rhs: Variable) -> LinearConstraint { LinearExpression(lhs) <= LinearExpression(rhs) }
/// The required constraint `lhs <= rhs`, stored as `lhs - rhs <= 0`.
public func <= (lhs: Variable, rhs: Term) -> LinearConstraint { LinearExpression(lhs) <= LinearExpression(rhs) }
/// The required constraint `lhs <= rhs`, stored as `lhs - rhs <= 0`.
public func <= (lhs: Variable, rhs: LinearExpression) -> LinearConstraint { LinearExpression(lhs) <= rhs }
/// The required constraint `lhs <= rhs`, stored as `lhs - rhs <= 0`.
public func <= (lhs: Variable, rhs: Double) -> LinearConstraint { LinearExpression(lhs) <= LinearExpression(constant: rhs) }
/// The required constraint `lhs <= rhs`, stored as `lhs - rhs <= 0`.
public func <= (lhs: Term, rhs: Variable) -> LinearConstraint { LinearExpression(lhs) <= LinearExpression(rhs) }
/// The required constraint `lhs <= rhs`, stored as `lhs - rhs <= 0`.
public func <= (lhs: Term, rhs: Term) -> LinearConstraint { LinearExpression(lhs) <= LinearExpression(rhs) }
/// The required constraint `lhs <= rhs`, stored as `lhs - rhs <= 0`.
public func <= (lhs: Term, rhs: LinearExpression) -> LinearConstraint { LinearExpression(lhs) <= rhs }
/// The required constraint `lhs <= rhs`, stored as `lhs - rhs <= 0`.
public func <= (lhs: Term, rhs: Double) -> LinearConstraint { LinearExpression(lhs) <= LinearExpression(constant: rhs) }
/// The required constraint `lhs <= rhs`, stored as `lhs - rhs <= 0`.
public func <= (lhs: LinearExpression, rhs: Variable) -> LinearConstraint { lhs <= LinearExpression(rhs) }
/// The required constraint `lhs <= rhs`, stored as `lhs - rhs <= 0`.
public func <= (lhs: LinearExpression, rhs: Term) -> LinearConstraint { lhs <= LinearExpression(rhs) }
/// The required constraint `lhs <= rhs`, stored as `lhs - rhs <= 0`.
public func <= (lhs: LinearExpression, rhs: LinearExpression) -> LinearConstraint { LinearConstraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`, stored as `lhs - rhs <= 0`.
public func <= (lhs: LinearExpression, rhs: Double) -> LinearConstraint { lhs <= LinearExpression(constant: rhs) }
/// The required constraint `lhs <= rhs`, stored as `lhs - rhs <= 0`.
public func <= (lhs: Double, rhs: Variable) -> LinearConstraint { LinearExpression(constant: lhs) <= LinearExpression(rhs) }
/// The required constraint `lhs <= rhs`, stored as `lhs - rhs <= 0`.
public func <= (lhs: Double, rhs: Term) -> LinearConstraint { LinearExpression(constant: lhs) <= LinearExpression(rhs) }
/// The required constraint `lhs <= rhs`, stored as `lhs - rhs <= 0`.
public func <= (lhs: Double, rhs: LinearExpression) -> LinearConstraint { LinearExpression(constant: lhs) <= rhs }

/// The required constraint `lhs >= rhs`, stored as `lhs - rhs >= 0`.
public func >= (lhs: Variable, rhs: Variable) -> LinearConstraint { LinearExpression(lhs) >= LinearExpression(rhs) }
/// The required constraint `lhs >= rhs`, stored as `lhs - rhs >= 0`.
public func >= (lhs: Variable, rhs: Term) -> LinearConstraint { LinearExpression(lhs) >= LinearExpression(rhs) }
/// The required constraint `lhs >= rhs`, stored as `lhs - rhs >= 0`.
public func >= (lhs: Variable, rhs: LinearExpression) -> LinearConstraint { LinearExpression(lhs) >= rhs }
/// The required constraint `lhs >= rhs`, stored as `lhs - rhs >= 0`.
public func >= (lhs: Variable, rhs: Double) -> LinearConstraint { LinearExpression(lhs) >= LinearExpression(constant: rhs) }
/// The required constraint `lhs >= rhs`, stored as `lhs - rhs >= 0`.
public func >= (lhs: Term, rhs: Variable) -> LinearConstraint { LinearExpression(lhs) >= LinearExpression(rhs) }
/// The required constraint `lhs >= rhs`, stored as `lhs - rhs >= 0`.
public func >= (lhs: Term, rhs: Term) -> LinearConstraint { LinearExpression(lhs) >= LinearExpression(rhs) }
/// The required constraint `lhs >= rhs`, stored as `lhs - rhs >= 0`.
public func >= (lhs: Term, rhs: LinearExpression) -> LinearConstraint { LinearExpression(lhs) >= rhs }
/// The required constraint `lhs >= rhs`, stored as `lhs - rhs >= 0`.
public func >= (lhs: Term, rhs: Double) -> LinearConstraint { LinearExpression(lhs) >= LinearExpression(constant: rhs) }
/// The required constraint `lhs >= rhs`, stored as `lhs - rhs >= 0`.
public func >= (lhs: LinearExpression, rhs: Variable) -> LinearConstraint { lhs >= LinearExpression(rhs) }
/// The required constraint `lhs >= rhs`, stored as `lhs - rhs >= 0`.
public func >= (lhs: LinearExpression, rhs: Term) -> LinearConstraint { lhs >= LinearExpression(rhs) }
/// The required constraint `lhs >= rhs`, stored as `lhs - rhs >= 0`.
public func >= (lhs: LinearExpression, rhs: LinearExpression) -> LinearConstraint { LinearConstraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`, stored as `lhs - rhs >= 0`.
public func >= (lhs: LinearExpression, rhs: Double) -> LinearConstraint { lhs >= LinearExpression(constant: rhs) }
/// The required constraint `lhs >= rhs`, stored as `lhs - rhs >= 0`.
public func >= (lhs: Double, rhs: Variable) -> LinearConstraint { LinearExpression(constant: lhs) >= LinearExpression(rhs) }
/// The required constraint `lhs >= rhs`, stored as `lhs - rhs >= 0`.
public func >= (lhs: Double, rhs: Term) -> LinearConstraint { LinearExpression(constant: lhs) >= LinearExpression(rhs) }
/// The required constraint `lhs >= rhs`, stored as `lhs - rhs >= 0`.
public func >= (lhs: Double, rhs: LinearExpression) -> LinearConstraint { LinearExpression(constant: lhs) >= rhs }

// MARK: - Strength

/// A new constraint (a distinct identity) with the same relation at `strength`:
/// `(width == 200) | .medium`.
public func | (constraint: LinearConstraint, strength: Strength) -> LinearConstraint {
    constraint.withStrength(strength)
}
