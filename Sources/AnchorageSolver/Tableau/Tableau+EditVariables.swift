// SPDX-License-Identifier: MIT

extension Tableau {
    /// See ``Solver/addEditVariable(_:strength:)``.
    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditStrength(variable) }
        guard strength.isValid else { throw .nonFiniteEdit(variable) }
        // `variable == 0` at the edit strength, as kiwi does; suggestions move its constant.
        let constraint = LinearConstraint(LinearExpression(variable), .equal, strength: strength)
        do {
            try add(constraint)
        } catch .numericalFailure {
            throw .numericalFailureInEdit(variable)
        } catch {
            // A fresh, finite, optional constraint cannot be refused for any other reason.
            preconditionFailure("edit constraint refused: \(error)")
        }
        edits[key] = EditRecord(variable: variable, slot: recordSlot[ObjectIdentifier(constraint.identity)]!,
                                constant: 0, sequence: sequence)
    }

    /// See ``Solver/removeEditVariable(_:)``.
    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard let edit = edits[key] else { throw .unknownEditVariable(variable) }
        do {
            try remove(records[edit.slot]!.constraint)
        } catch {
            preconditionFailure("edit constraint missing: \(error)")
        }
        edits[key] = nil
    }

    /// See ``Solver/suggestValue(_:for:)``: moves the edit constraint's constant, which shifts the
    /// rows that mention its errors, then the dual simplex restores feasibility.
    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard let edit = edits[key] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteEdit(variable) }
        // The edit constraint is `variable − value = 0`.
        do {
            try updateConstant(-value, of: records[edit.slot]!.constraint)
        } catch .numericalFailure {
            throw .numericalFailureInEdit(variable)
        } catch {
            preconditionFailure("an optional edit constraint cannot become unsatisfiable: \(error)")
        }
        edits[key]!.constant = value
    }
}
