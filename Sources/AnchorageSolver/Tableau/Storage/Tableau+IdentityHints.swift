// SPDX-License-Identifier: MIT

// Finding a variable's symbol and a constraint's record from the object itself: each carries a
// hint (its id in one solver, and that solver's owner mark), which a lookup confirms; only the
// objects whose hint belongs to another solver are entered in ``Tableau/foreignSymbols`` and
// ``Tableau/foreignSlots``. A solver takes a hint only when no solver has it or it has it
// already; a copy that replaces its original takes its hints over (``takeOverHints(from:)``).
// The rules and why: the catalog's "Storage" article.

extension Tableau {
    /// The owner mark of this tableau's hints: its symbol table's address.
    @inline(__always)
    var hintOwner: UInt { UInt(bitPattern: ObjectIdentifier(symbolTable)) }

    /// Whether this solver may set the hint of an object whose hint `holder` marks (0 when no
    /// solver holds it): only when it is free or already this solver's, so that no live solver
    /// loses one (see the top of this file). Marks it as this solver's when it may.
    @inline(__always)
    func claimsHint(_ holder: inout UInt) -> Bool {
        let owner = hintOwner
        guard holder == 0 || holder == owner else { return false }
        holder = owner
        return true
    }

    /// The external symbol of `variable`, which the solver knows (a constraint in it names it).
    ///
    /// Constraint records keep no list of their variables' symbols (an allocation per add): they
    /// are looked up here, through the variable's hint, when a removal, a refactorization or an
    /// explanation needs them.
    @inline(__always)
    func knownSymbol(for variable: Variable) -> Symbol {
        guard let s = symbol(of: variable) else { preconditionFailure("variable \(variable) is not in the solver") }
        return s
    }

    /// The symbol of `variable` in this solver, nil if it has none: its hint when the hint names
    /// it here, else ``foreignSymbols`` (empty unless another solver holds some of this one's
    /// variables).
    @inline(__always)
    func symbol(of variable: Variable) -> Symbol? {
        let hint = Symbol(raw: variable.symbolHint)
        if hint.id < variables.count, variables[hint.id] === variable, symbolKinds[hint.id] == hint { return hint }
        return foreignSymbols[ObjectIdentifier(variable)]
    }

    /// The symbols of `expression`'s variables, in term order (see ``knownSymbol(for:)``).
    func knownSymbols(of constraint: LinearConstraint) -> [Symbol] {
        constraint.terms.map { knownSymbol(for: $0.variable) }
    }

    /// The external symbol of `variable`, created (nonbasic, value 0) on first use.
    ///
    /// Inlined, with the creation out of line: a caller that looks up the variable of each term
    /// of an expression then reads the term's variable in place, where a call would retain and
    /// release it around the lookup.
    @inline(__always)
    mutating func externalSymbol(for variable: Variable) -> Symbol {
        if let s = symbol(of: variable) { return s }
        return newExternalSymbol(for: variable)
    }

    /// A new external symbol for `variable`, which has none in this solver: its hint when the
    /// hint is free or this solver's, else an entry in ``foreignSymbols``.
    @inline(never)
    mutating func newExternalSymbol(for variable: Variable) -> Symbol {
        let s = newSymbol(.external)
        variables[s.id] = variable
        if claimsHint(&variable.hintOwner) {
            variable.symbolHint = s.raw
        } else {
            if foreignSymbols.isEmpty { foreignSymbols.reserveCapacity(Self.initialTableCapacity) }
            foreignSymbols[ObjectIdentifier(variable)] = s
        }
        markChanged(s)
        return s
    }

    /// Forgets the lookup of the variable at symbol id `id`, which is released: its entry in
    /// ``foreignSymbols``, if it has one. A hint of this solver stays behind, unconfirmed.
    @inline(__always)
    mutating func forgetLookup(ofVariableAt id: Int) {
        if !foreignSymbols.isEmpty, let variable = variables[id] { foreignSymbols[ObjectIdentifier(variable)] = nil }
    }

    /// The slot of `constraint`'s record (or of a copy's), nil if the solver does not hold it.
    @inline(__always)
    func recordSlot(of constraint: LinearConstraint) -> Int? {
        let identity = constraint.identity
        let hint = identity.slotHint
        if hint >= 0, hint < records.count,
           records.withUnsafeBufferPointer({ $0[hint]?.constraint.identity === identity }) { return hint }
        return foreignSlots[ObjectIdentifier(identity)]
    }

    /// Makes `slot` findable from `constraint`, just recorded there: its hint when the hint is
    /// free or this solver's, else an entry in ``foreignSlots``.
    mutating func noteRecordSlot(_ slot: Int, of constraint: LinearConstraint) {
        let identity = constraint.identity
        if claimsHint(&identity.hintOwner) {
            identity.slotHint = slot
        } else {
            if foreignSlots.isEmpty { foreignSlots.reserveCapacity(Self.initialTableCapacity) }
            foreignSlots[ObjectIdentifier(identity)] = slot
        }
    }

    /// Forgets the lookup of `constraint`, whose record is removed: its entry in
    /// ``foreignSlots``, if it has one.
    mutating func forgetRecordSlot(of constraint: LinearConstraint) {
        if !foreignSlots.isEmpty { foreignSlots[ObjectIdentifier(constraint.identity)] = nil }
    }

    /// Takes over the hints of `previous`, the tableau this one is a copy of and replaces: the
    /// hints it held name the same ids here, and its table (its owner mark) is about to be freed.
    ///
    /// - Complexity: O(symbols + constraints).
    mutating func takeOverHints(from previous: UInt) {
        let owner = hintOwner
        guard owner != previous else { return }
        for id in 0..<symbolCount {
            if let variable = variables[id], variable.hintOwner == previous { variable.hintOwner = owner }
        }
        for record in records {
            if let identity = record?.constraint.identity, identity.hintOwner == previous { identity.hintOwner = owner }
        }
    }

    /// The variables and constraints the tableau holds but would not find where they are,
    /// described (for ``invariantViolations()``).
    func lookupViolations() -> [String] {
        var problems: [String] = []
        for id in 0..<symbolCount {
            guard let variable = variables[id], symbolKinds[id].isExternal else { continue }
            if symbol(of: variable) != symbolKinds[id] { problems.append("variable \(variable) is not found at symbol \(id)") }
        }
        for (slot, record) in records.enumerated() {
            guard let record, recordSlot(of: record.constraint) != slot else { continue }
            problems.append("constraint \(record.constraint) is not found at slot \(slot)")
        }
        return problems
    }
}
