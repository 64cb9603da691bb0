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
        let slot = recordSlot(of: constraint)!
        edits[key] = EditRecord(variable: variable, slot: slot, sequence: sequence)
        facts[externalSymbol(for: variable).id].owner = Int32(slot)
    }

    /// See ``Solver/removeEditVariable(_:)``.
    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard let edit = edits[key] else { throw .unknownEditVariable(variable) }
        // While the edit constraint stands the variable has its symbol.
        facts[externalSymbol(for: variable).id].owner = -1
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
        guard let slot = editSlot(of: variable) else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteEdit(variable) }
        // The edit constraint is `variable − value = 0`.
        do {
            try updateConstant(-value, ofRecordAt: slot)
        } catch .numericalFailure {
            throw .numericalFailureInEdit(variable)
        } catch {
            preconditionFailure("an optional edit constraint cannot become unsatisfiable: \(error)")
        }
    }

    /// The record slot of `variable`'s edit constraint, nil if it is not an edit variable: found
    /// through the variable's symbol hint (checked as in ``externalSymbol(for:)``) and ``owner``,
    /// the `edits` dictionary only when the hint belongs to another solver.
    @inline(__always)
    func editSlot(of variable: Variable) -> Int? {
        let hint = Symbol(raw: variable.symbolHint)
        if hint.id < variables.count, symbolKinds[hint.id] == hint, variables[hint.id] === variable {
            let slot = facts[hint.id].owner
            return slot >= 0 ? Int(slot) : nil
        }
        return edits[ObjectIdentifier(variable)]?.slot
    }
}
