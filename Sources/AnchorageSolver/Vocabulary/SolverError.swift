// SPDX-License-Identifier: MIT

/// Why a ``Solver`` refused an operation. Every case carries the culprit, and after any throw the
/// solver's state is exactly as it was before the call.
///
/// ```swift
/// do {
///     try solver.addConstraint(width == 300)
/// } catch .unsatisfiable(let constraint, let conflicts) {
///     print("\(constraint) cannot hold together with \(conflicts)")
/// } catch {
///     print(error)
/// }
/// ```
///
/// `SolverError` is `Sendable` so that it can cross task boundaries like any `Error`; its payloads
/// refer to ``Variable``s, whose values must still only be read on the thread that owns the solver.
public enum SolverError: Error, @unchecked Sendable {
    /// The constraint (or a copy of it) is already in the solver.
    case duplicateConstraint(LinearConstraint)
    /// The constraint is not in the solver.
    case unknownConstraint(LinearConstraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be ``Strength/required``: a suggestion must be allowed to lose.
    case requiredEditStrength(Variable)
    /// A coefficient or the constant is NaN or infinite, or the strength is not valid
    /// (``Strength/isValid``). Nothing was stored.
    case nonFiniteConstraint(LinearConstraint)
    /// An edit variable's strength is not valid, or a suggested value is NaN or infinite.
    case nonFiniteEdit(Variable)
    /// The required constraint cannot hold together with the required constraints in `conflicts`
    /// (already in the solver). Removing any one of them would let the constraint hold, up to the
    /// other conflicts a later add would report.
    case unsatisfiable(LinearConstraint, conflicts: [LinearConstraint])
    /// Adding the constraint, or changing its constant, needed a simplex pass that reached its
    /// pivot limit: rounding kept the pivots cycling where exact arithmetic would have ended.
    /// This says nothing about whether the constraint can hold (it is not a conflict); the
    /// operation was undone. It lies beyond the precision model (<doc:Numerics>): coefficients
    /// that span many orders of magnitude, never layout problems.
    case numericalFailure(LinearConstraint)
    /// ``numericalFailure(_:)`` for an edit variable's operation
    /// (``Solver/addEditVariable(_:strength:)`` or ``Solver/suggestValue(_:for:)``): the operation
    /// was undone, and the variable keeps its previous suggestion.
    case numericalFailureInEdit(Variable)
}

extension SolverError: Equatable {
    /// Same case with identical culprits (constraints by identity, variables by `===`; conflict
    /// lists in order).
    public static func == (lhs: SolverError, rhs: SolverError) -> Bool {
        switch (lhs, rhs) {
        case let (.duplicateConstraint(a), .duplicateConstraint(b)),
             let (.unknownConstraint(a), .unknownConstraint(b)),
             let (.nonFiniteConstraint(a), .nonFiniteConstraint(b)),
             let (.numericalFailure(a), .numericalFailure(b)):
            return a == b
        case let (.duplicateEditVariable(a), .duplicateEditVariable(b)),
             let (.unknownEditVariable(a), .unknownEditVariable(b)),
             let (.requiredEditStrength(a), .requiredEditStrength(b)),
             let (.nonFiniteEdit(a), .nonFiniteEdit(b)),
             let (.numericalFailureInEdit(a), .numericalFailureInEdit(b)):
            return a === b
        case let (.unsatisfiable(a, conflictsA), .unsatisfiable(b, conflictsB)):
            return a == b && conflictsA == conflictsB
        default:
            return false
        }
    }
}

extension SolverError: CustomStringConvertible {
    /// One line naming the problem and the culprit, e.g.
    /// `"unsatisfiable: width + -300.0 == 0 | required conflicts with 1 constraint: width + -200.0 == 0 | required"`.
    public var description: String {
        switch self {
        case .duplicateConstraint(let c): "duplicate constraint: \(c)"
        case .unknownConstraint(let c): "unknown constraint: \(c)"
        case .duplicateEditVariable(let v): "duplicate edit variable: \(v)"
        case .unknownEditVariable(let v): "unknown edit variable: \(v)"
        case .requiredEditStrength(let v): "edit variable \(v) cannot have required strength"
        case .nonFiniteConstraint(let c): "non-finite number or invalid strength in constraint: \(c)"
        case .nonFiniteEdit(let v): "non-finite suggestion or invalid strength for edit variable \(v)"
        case .unsatisfiable(let c, let conflicts):
            "unsatisfiable: \(c) conflicts with \(conflicts.count) constraint\(conflicts.count == 1 ? "" : "s")"
                + (conflicts.isEmpty ? "" : ": " + conflicts.map(\.description).joined(separator: "; "))
        case .numericalFailure(let c): "numerical failure (pivot limit reached) on constraint: \(c)"
        case .numericalFailureInEdit(let v): "numerical failure (pivot limit reached) on edit variable \(v)"
        }
    }
}
