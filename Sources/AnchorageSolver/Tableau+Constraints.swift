// SPDX-License-Identifier: MIT

extension Tableau {
    /// How a new row enters the tableau.
    enum Subject {
        /// Solve the row for this symbol and substitute it everywhere.
        case symbol(Symbol)
        /// Solve the row for this existing symbol, which keeps the objective optimal, then let
        /// the dual simplex restore feasibility.
        case dual(Symbol)
        /// No symbol keeps the tableau feasible: run phase one on an artificial variable.
        case artificial
        /// The row reads `0 = constant + (nonnegative terms)` with `constant > 0`: it cannot hold.
        case infeasible
    }

    // MARK: - Adding

    /// Adds `constraint` (see ``Solver/addConstraint(_:)``).
    mutating func add(_ constraint: LinearConstraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint.identity)
        guard recordSlot[key] == nil else { throw .duplicateConstraint(constraint) }
        guard constraint.isFinite else { throw .nonFiniteConstraint(constraint) }

        if let index = definableTerm(of: constraint) {
            let (marker, variables) = define(constraint, subjectAt: index)
            store(constraint, marker: marker, other: nil, markerCoefficient: 1, variables: variables)
            records[Int(owner[marker.id])]!.definedSymbol = variables[index]
            return
        }

        // An optional constraint cannot be infeasible in exact arithmetic, but in floating point
        // the dual path can fail to place one (coefficients spanning 1e18, found by libFuzzer):
        // it is then undone and added again through phase one.
        var dualAllowed = true
        while true {
            beginTracking()
            var (row, marker, other, markerCoefficient, variables) = makeRow(for: constraint)
            if row.constant < 0 { row.reverseSign() }

            var subject = chooseSubject(row, marker: marker, other: other)
            if case .dual = subject, !dualAllowed { subject = .artificial }
            switch subject {
            case .symbol(let subject):
                row.solve(for: subject)
                shedDummies(of: &row, keeping: marker)
                substitute(subject, with: row)
                insertRow(subject, consume row)
            case .dual(let subject):
                // Solving for an existing symbol at a nonzero constant keeps the objective optimal
                // but may leave rows negative; the dual simplex repairs them, and for a required
                // constraint its failure proves the conflict (undone through the journal).
                beginRecording()
                row.solve(for: subject)
                shedDummies(of: &row, keeping: marker)
                substitute(subject, with: row)
                let constant = row.constant
                insertRow(subject, consume row)
                if !subject.isExternal && constant < 0 { noteInfeasible(subject) }
                if let broken = dualOptimize() {
                    let conflicts = conflicts(provenBy: broken, for: Failing(constraint: constraint, marker: marker, variables: variables))
                    rollback()
                    if !constraint.strength.isRequired {
                        dualAllowed = false
                        continue
                    }
                    throw .unsatisfiable(constraint, conflicts: conflicts)
                }
            case .artificial:
                beginRecording()
                if let conflicts = addWithArtificialVariable(
                    consume row, for: Failing(constraint: constraint, marker: marker, variables: variables)) {
                    rollback()
                    throw .unsatisfiable(constraint, conflicts: conflicts)
                }
            case .infeasible:
                let conflicts = conflictingConstraints(
                    in: row, for: Failing(constraint: constraint, marker: marker, variables: variables))
                rollback()
                throw .unsatisfiable(constraint, conflicts: conflicts)
            }
            commit()
            store(constraint, marker: marker, other: other, markerCoefficient: markerCoefficient, variables: variables)
            optimize()
            return
        }
    }

    /// Records an added constraint and the symbols that stand for it.
    mutating func store(_ constraint: LinearConstraint, marker: Symbol, other: Symbol?, markerCoefficient: Double,
                        variables: [Symbol]) {
        let slot: Int
        let record = ConstraintRecord(
            constraint: constraint, marker: marker, other: other, markerCoefficient: markerCoefficient,
            variables: variables, sequence: sequence)
        sequence += 1
        if let free = freeRecordSlots.popLast() {
            slot = free
            records[slot] = record
        } else {
            slot = records.count
            records.append(record)
        }
        // Start the lookup tables at a useful size: grown from empty, a new solver's first hundred
        // constraints would rehash them six times (see `reserveSymbolStorage`).
        if recordSlot.isEmpty { recordSlot.reserveCapacity(Self.initialTableCapacity) }
        recordSlot[ObjectIdentifier(constraint.identity)] = slot
        owner[marker.id] = Int32(slot)
        if let other { owner[other.id] = Int32(slot) }
        for v in variables { useCount[v.id] += 1 }
    }

    /// The capacity the constraint and variable lookup tables start with.
    static let initialTableCapacity = 64

    /// The external symbol of `variable`, created (nonbasic, value 0) on first use.
    mutating func externalSymbol(for variable: Variable) -> Symbol {
        let hint = Symbol(raw: variable.symbolHint)
        if hint.id < variables.count, variables[hint.id] === variable, symbolKinds[hint.id] == hint { return hint }
        let key = ObjectIdentifier(variable)
        if let s = variableSymbol[key] {
            variable.symbolHint = s.raw
            return s
        }
        let s = newSymbol(.external)
        if variableSymbol.isEmpty { variableSymbol.reserveCapacity(Self.initialTableCapacity) }
        variableSymbol[key] = s
        variables[s.id] = variable
        variable.symbolHint = s.raw
        markChanged(s)
        return s
    }

    /// Builds the row `0 = constant + Σ …` for a constraint in terms of the current nonbasic
    /// symbols (kiwi's `createRow`): basic variables are replaced by their rows, and the
    /// constraint's own symbols are added:
    /// - `expr ≤ 0` → `expr + s = 0`; `expr ≥ 0` → `expr − s = 0` (slack `s ≥ 0`), plus for an
    ///   optional inequality an error `e` with the opposite sign, weighted in the objective;
    /// - required `expr = 0` → `expr + d = 0` with a dummy `d` fixed at zero;
    /// - optional `expr = 0` → `expr − e⁺ + e⁻ = 0`, both errors weighted in the objective.
    mutating func makeRow(for constraint: LinearConstraint)
        -> (row: Row, marker: Symbol, other: Symbol?, markerCoefficient: Double, variables: [Symbol])
    {
        let expression = constraint.expression
        var constant = expression.constant
        var parts: [Cell] = []
        parts.reserveCapacity(16)
        let variableSymbols = expression.terms.map { externalSymbol(for: $0.variable) }
        appendExpansion(of: expression, symbols: variableSymbols, into: &parts, constant: &constant)

        // The constraint's own symbols enter at the scale of its largest coefficient `k`, not 1
        // (see ``markerScale(of:)``); an error's weight is multiplied by `k` so the objective
        // still counts the violation in the constraint's own units.
        let k = Self.markerScale(of: expression)
        let strength = constraint.strength
        if !strength.isRequired { noteLevelWeight(strength.weight * k, at: strength.level) }
        let marker: Symbol
        var other: Symbol? = nil
        let markerCoefficient: Double
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? k : -k
            marker = newSymbol(.slack)
            markerCoefficient = sign
            parts.append(Cell(symbol: marker, coefficient: sign))
            if !strength.isRequired {
                let error = newSymbol(.error)
                other = error
                parts.append(Cell(symbol: error, coefficient: -sign))
                addObjective(level: strength.level, coefficient: strength.weight * k, to: error)
            }
        case .equal:
            if strength.isRequired {
                marker = newSymbol(.dummy)
                markerCoefficient = k
                parts.append(Cell(symbol: marker, coefficient: k))
            } else {
                marker = newSymbol(.error)
                let minus = newSymbol(.error)
                other = minus
                markerCoefficient = -k
                parts.append(Cell(symbol: marker, coefficient: -k))
                parts.append(Cell(symbol: minus, coefficient: k))
                addObjective(level: strength.level, coefficient: strength.weight * k, to: marker)
                addObjective(level: strength.level, coefficient: strength.weight * k, to: minus)
            }
        }

        return (Row(constant: constant, cells: Row.merging(consume parts)), marker, other, markerCoefficient, variableSymbols)
    }

    /// The coefficient a constraint's own slack, dummy or errors get in its row: the largest
    /// magnitude among its terms (1 for a constraint without terms).
    ///
    /// A constraint's scale is arbitrary (`1e-9·x ≤ 1e-9` and `x ≤ 1` say the same), but the
    /// pivot tolerance compares the cells of a row with each other. With markers always at 1,
    /// the slack of `1e-9·x ≤ 1e-9` would stand for 1e9 units of x, and rows built from it would
    /// hold cells of 1e11 beside real coefficients of 2, which the tolerance then takes for
    /// rounding residue (the solver refused satisfiable constraints, found by libFuzzer). At
    /// the scale of the largest coefficient, a marker means what one unit of the constraint's
    /// largest term means. Layout constraints (coefficients ±1) are unchanged.
    static func markerScale(of expression: LinearExpression) -> Double {
        var k = 0.0
        for term in expression.terms where abs(term.coefficient) > k { k = abs(term.coefficient) }
        return k > 0 ? k : 1
    }

    /// Chooses the symbol to solve a new row for (the row's constant is nonnegative).
    ///
    /// 1. An external (unrestricted) symbol, as kiwi does — but the one mentioned by the fewest
    ///    rows (ties to the lowest id), because solving for it substitutes into exactly those
    ///    rows; a variable seen for the first time costs nothing. kiwi takes the first by id.
    ///    An external has no objective coefficient at an optimum, so this keeps the optimum.
    /// 2. Otherwise the valid slack and error subjects: the constraint's own slack or error when
    ///    its coefficient is negative (it is new, so it appears in no other row, and
    ///    `constant ≥ 0` keeps it feasible); and, when the constant is zero, any slack or error,
    ///    since the value of every symbol stays where it is. Among them, the first (own symbols,
    ///    then by fewest rows) whose substitution leaves every objective coefficient in the row
    ///    non-improving, so no pivot is needed afterwards. This matters for degenerate rows
    ///    (`w₁ = w₀` when both are already equal; many preferences for one value), where kiwi
    ///    takes its artificial-variable path and every other choice costs a degenerate pivot
    ///    through a long column. Failing that, the cheapest valid subject, and `optimize` pivots.
    ///    A row of dummies only is redundant: its own dummy becomes basic, as in kiwi.
    /// 3. Otherwise, if no slack or error has a negative coefficient, the row is
    ///    `0 = positive + nonnegative`: infeasible now. Else phase one decides.
    ///
    /// No rule solves for a cell that is weak beside the row's largest (``Tolerance/pivot``):
    /// the row is built by substituting the rows of its basic variables, and a cell
    /// where exact arithmetic cancels can survive as 1e-15 beside coefficients near 1e3 (each
    /// product is rounded on its own, so no single sum looks like a cancellation). Solving for
    /// it divides the row by 1e-15, and the substitution spreads coefficients of 1e17 through
    /// the tableau: oracle systems then lost required constraints at the next pivots. Two
    /// exceptions: a symbol no row mentions yet is exact, so always usable; and before a row is
    /// called redundant or infeasible, its largest weak external is solved for unless it is
    /// negligible (``Tolerance/isNegligible(_:comparedTo:)``), since "weak" may only mean that
    /// the user's coefficients span many orders of magnitude.
    func chooseSubject(_ row: Row, marker: Symbol, other: Symbol?) -> Subject {
        // Dummy cells do not count: a dummy is never a subject, and its coefficient's scale is
        // the arbitrary one its equation was written in (`1e-9·x + 1e-9 == 0` puts 1e9 on its
        // dummy in x's row), which would make every real cell beside it look weak.
        var largest = row.largestMagnitude()
        if largest == 0 { largest = 1 }
        // A symbol no row mentions (a variable seen for the first time, the constraint's own
        // slack or errors) got its cell from this constraint alone: it is exact, never residue,
        // and solving for it substitutes into no row, so no pivot growth can spread from it.
        func usable(_ cell: Cell) -> Bool {
            columns[cell.symbol.id].isEmpty || !Tolerance.isWeakPivot(cell.coefficient, comparedTo: largest)
        }
        var best: Symbol? = nil
        var bestCount = Int.max
        // The largest external cell, weak or not: the subject of last resort (below).
        var strongestExternal: Symbol? = nil
        var strongestMagnitude = 0.0
        for cell in row.cells where cell.symbol.isExternal {
            let magnitude = abs(cell.coefficient)
            if magnitude > strongestMagnitude {
                strongestExternal = cell.symbol
                strongestMagnitude = magnitude
            }
            guard usable(cell) else { continue }
            let count = columns[cell.symbol.id].count
            if count < bestCount {
                best = cell.symbol
                bestCount = count
            }
        }
        if let best { return externalSubject(best, of: row) }

        var valid: [Symbol] = []
        // The constraint's own symbols are fresh, hence always usable.
        if marker.isPivotable && row.coefficient(for: marker) < 0 { valid.append(marker) }
        if let other, row.coefficient(for: other) < 0 { valid.append(other) }
        if row.constant == 0 {
            // The cheapest few other slack and error symbols, by column size then id.
            var cheapest: [(count: Int, symbol: Symbol)] = []
            for cell in row.cells where cell.symbol.isPivotable && usable(cell) && !valid.contains(cell.symbol) {
                let entry = (count: columns[cell.symbol.id].count, symbol: cell.symbol)
                if cheapest.count < Self.subjectCandidates {
                    cheapest.append(entry)
                } else if entry.count < cheapest[cheapest.count - 1].count {
                    cheapest[cheapest.count - 1] = entry
                } else {
                    continue
                }
                cheapest.sort { $0.count < $1.count || ($0.count == $1.count && $0.symbol < $1.symbol) }
            }
            valid += cheapest.map(\.symbol)
        }
        // The cost (longest column made improving) of the first valid subject, if none keeps the
        // objective optimal; computed once, used below.
        var firstCost: Int? = nil
        for (i, candidate) in valid.enumerated() {
            guard let cost = keepsObjectiveOptimal(row, subject: candidate) else { return .symbol(candidate) }
            if i == 0 { firstCost = cost }
        }
        if !row.cells.contains(where: { $0.symbol.isPivotable && $0.coefficient < 0 }) {
            if row.constant == 0, let first = valid.first { return .symbol(first) }
            // Before calling the row redundant or infeasible, a weak external cell is still a
            // variable the row can be solved for, unless it is negligible (the size of
            // cancellation residue: an equation implied by others expands to 1e-13 on a
            // variable that exact arithmetic cancels). Taking it is the last resort the pivot
            // tolerance allows.
            if let strongestExternal, !Tolerance.isNegligible(strongestMagnitude, comparedTo: largest) {
                return externalSubject(strongestExternal, of: row)
            }
            if row.constant == 0 && row.coefficient(for: marker) != 0 { return .symbol(marker) }
            return .infeasible
        }
        // The primal simplex will have to pivot on the symbols the substitution makes improving.
        // When they are mentioned by few rows that is cheap, and the path is kiwi's (so ties
        // between equally good solutions resolve as kiwi resolves them).
        if let first = valid.first, let cost = firstCost, cost < Self.longColumn {
            return .symbol(first)
        }
        // Likewise for phase one, which pivots on the row's negative slack and error symbols.
        if valid.isEmpty {
            var longest = 0
            for cell in row.cells where cell.symbol.isPivotable && cell.coefficient < 0 {
                longest = max(longest, columns[cell.symbol.id].count)
            }
            if longest < Self.longColumn { return .artificial }
        }
        // Otherwise an existing symbol whose substitution keeps the objective optimal, whatever
        // it does to feasibility: the standard way to add a cut to an optimal tableau, and the
        // dual simplex repairs feasibility. It spares primal pivots through long columns (a
        // preference competing with thousands of others on one variable).
        var others: [(count: Int, symbol: Symbol)] = []
        for cell in row.cells where cell.symbol.isPivotable && usable(cell) && !valid.contains(cell.symbol) {
            others.append((count: columns[cell.symbol.id].count, symbol: cell.symbol))
        }
        others.sort { $0.count < $1.count || ($0.count == $1.count && $0.symbol < $1.symbol) }
        for candidate in others.prefix(Self.subjectCandidates) where keepsObjectiveOptimal(row, subject: candidate.symbol) == nil {
            return .dual(candidate.symbol)
        }
        if let first = valid.first { return .symbol(first) }
        return .artificial
    }

    /// How `row` enters when solved for external `subject`: directly, unless restricted rows
    /// mention the subject and the row's constant is nonzero. Then the substitution moves their
    /// constants and can leave some negative, so the dual simplex follows (a nonbasic external
    /// has no objective coefficient at an optimum, so the tableau stays optimal). kiwi never
    /// meets this case: it makes every external basic on first sight, where the pivot tolerance
    /// can leave a weak external nonbasic in a slack's row (`1e-9·x ≤ 0` is solved for its slack).
    func externalSubject(_ subject: Symbol, of row: Row) -> Subject {
        guard row.constant != 0, columns[subject.id].contains(where: { !$0.basic.isExternal }) else {
            return .symbol(subject)
        }
        return .dual(subject)
    }

    /// How many slack or error subjects `chooseSubject` weighs for a degenerate row.
    static let subjectCandidates = 6

    /// A column this long makes a primal pivot expensive enough to prefer the dual path.
    static let longColumn = 64

    /// Whether solving `row` for `subject` and substituting it into the objective leaves every
    /// other symbol of the row unable to improve the objective (so the tableau stays optimal):
    /// `nil` if so, else the longest column among the symbols that would become improving (what
    /// the primal pivots on them would touch).
    ///
    /// - Complexity: O(row length × levels).
    func keepsObjectiveOptimal(_ row: Row, subject: Symbol) -> Int? {
        let weight = objective[subject.id]
        if weight.isEmpty { return nil }
        let c = row.coefficient(for: subject)
        var longest: Int? = nil
        for cell in row.cells where cell.symbol != subject && !cell.symbol.isDummy {
            var v = objective[cell.symbol.id]
            v.add(weight, times: -cell.coefficient / c)
            let improving: Bool
            if cell.symbol.isExternal {
                improving = !v.isEmpty
            } else if let lead = v.leading {
                improving = lead.coefficient < 0
            } else {
                improving = false
            }
            if improving { longest = max(longest ?? 0, columns[cell.symbol.id].count) }
        }
        return longest
    }

    /// Adds a row with no valid subject through an artificial variable (phase one). On success
    /// the row is in the tableau and the artificial variable is gone.
    ///
    /// - Returns: `nil` on success; else the required constraints that keep the artificial
    ///   variable above zero — the support of the final artificial row, a Farkas certificate
    ///   that they cannot hold together with the new constraint.
    mutating func addWithArtificialVariable(_ row: consuming Row, for failing: Failing) -> [LinearConstraint]? {
        let marker = failing.marker
        var row = row
        shedDummies(of: &row, keeping: marker)
        let art = newSymbol(.slack)
        insertRow(art, consume row)
        guard minimizeArtificial(art) else {
            return conflictingConstraints(in: rows[art.id], for: failing)
        }
        if isBasic[art.id] {
            // The artificial variable is basic at zero: pivot it out (a degenerate pivot).
            var artRow = takeRow(art)
            artRow.constant = 0
            let entering = artRow.cells.first(where: { !$0.symbol.isDummy })?.symbol
                ?? (artRow.coefficient(for: marker) != 0 ? marker : nil)
            if let entering {
                artRow.solve(for: entering, replacing: art)
                substitute(entering, with: artRow)
                insertRow(entering, consume artRow)
            }
        }
        eraseColumn(art)
        release(art)
        return nil
    }

    /// The constraint whose add or constant change failed, for its explanation: the constraint
    /// (with the new constant, for a change), its marker, and its variables' symbols.
    struct Failing {
        var constraint: LinearConstraint
        var marker: Symbol
        var variables: [Symbol]
    }

    /// The required constraints behind a row the dual simplex could not repair: the row's basic
    /// symbol is `constant (< 0) + Σ cᵢ·sᵢ` with every `cᵢ ≤ 0` on symbols that are `≥ 0`, so the
    /// bound of its own constraint and those of the markers in the row cannot all hold.
    func conflicts(provenBy broken: Symbol, for failing: Failing) -> [LinearConstraint] {
        let slot = Int(owner[broken.id])
        var own: ConstraintRecord? = nil
        if broken != failing.marker, slot >= 0, let record = records[slot], record.constraint.strength.isRequired {
            own = record
        }
        return conflictingConstraints(in: rows[broken.id], for: failing, also: own)
    }

    /// The required constraints whose markers appear in `row` (and `also`), other than the
    /// failing one, in the order they were added.
    ///
    /// When ghost dummies exist (Tableau+GhostDummies.swift) the row may owe cells to ghosts that
    /// it no longer shows. If ghost equations sit in the connected part of the problem around the
    /// row (``ghostConflicts(seeds:)``), they join the markers as candidates, and the explanation
    /// is computed again, exactly, by a scratch tableau that keeps every dummy and holds only the
    /// candidates (``exactConflicts(of:among:)``): up to ``exactExplanationLimit`` of them, or
    /// the candidates themselves are the answer (a set that cannot hold, maybe not a minimal one).
    func conflictingConstraints(in row: Row, for failing: Failing, also extra: ConstraintRecord? = nil) -> [LinearConstraint] {
        var found: [ConstraintRecord] = []
        func include(_ record: ConstraintRecord) {
            guard record.marker != failing.marker, record.constraint.strength.isRequired,
                  !found.contains(where: { $0.sequence == record.sequence })
            else { return }
            found.append(record)
        }
        for cell in row.cells where !cell.symbol.isExternal && cell.symbol != failing.marker {
            let slot = Int(owner[cell.symbol.id])
            if slot >= 0, let record = records[slot] { include(record) }
        }
        if let extra { include(extra) }
        if ghostCount > 0 {
            var around = failing.variables
            for cell in row.cells where cell.symbol.isExternal { around.append(cell.symbol) }
            for record in found { around += record.variables }
            let ghosts = ghostConflicts(seeds: around)
            let explicitCount = found.count
            for record in ghosts { include(record) }
            if found.count > explicitCount {
                found.sort { $0.sequence < $1.sequence }
                if found.count <= Self.exactExplanationLimit, let exact = exactConflicts(of: failing.constraint, among: found) {
                    return exact
                }
            }
        }
        return found.sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    /// The most candidates ``conflictingConstraints(in:for:also:)`` replays on a scratch tableau
    /// for an exact explanation.
    static let exactExplanationLimit = 2_000

    /// The conflict set a tableau holding every dummy would name: `candidates` (in order) are
    /// added to a scratch tableau, then `constraint`, whose rejection names the set.
    ///
    /// - Returns: `nil` if the scratch tableau accepts everything (rounding at the edge of
    ///   feasibility): the caller then reports the candidates.
    /// - Complexity: That of adding the candidates to an empty solver.
    func exactConflicts(of constraint: LinearConstraint, among candidates: [ConstraintRecord]) -> [LinearConstraint]? {
        var scratch = Tableau()
        scratch.dummyCellLimit = Int.max
        do {
            for record in candidates { try scratch.add(record.constraint) }
            try scratch.add(constraint)
        } catch {
            if case .unsatisfiable(let rejected, let conflicts) = error, rejected == constraint { return conflicts }
            return nil
        }
        return nil
    }

    // MARK: - Removing

    /// Removes `constraint` (see ``Solver/removeConstraint(_:)``).
    mutating func remove(_ constraint: LinearConstraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint.identity)
        guard let slot = recordSlot[key], let record = records[slot] else {
            throw .unknownConstraint(constraint)
        }
        // Removal pivots on the marker's column: a ghost's must be rebuilt first.
        materialize(record.marker)
        removeErrorEffects(record)

        let marker = record.marker
        if isBasic[marker.id] {
            _ = takeRow(marker)
        } else {
            // A definition must become an ordinary row before it leaves the basis; expanding what
            // it names can cancel the marker there, so choose again until the row is ordinary.
            var leaving = markerLeavingRow(marker)
            if let other = record.other, isBasic[other.id], rows[other.id].coefficient(for: marker) != 0 {
                // An optional equality's errors e⁺ and e⁻ occur only in its own equation, so while
                // e⁻ is basic its row is the only one with a real e⁺ cell: every other row was
                // cleared of e⁻, hence of that equation, hence of e⁺. Any other cell of e⁺ is
                // rounding residue, and a pivot there (which the ratio rules can prefer) keeps the
                // equation in e⁻'s row: dropping both rows afterwards then silently dropped a second
                // equation with it (the "left its second error basic" assertion, and wrong answers
                // in release builds). Pivoting on e⁻'s row removes exactly this constraint.
                leaving = other
            }
            while let row = leaving, isDefinition[row.id] {
                reduceDefinition(row)
                leaving = markerLeavingRow(marker)
            }
            if let leaving {
                pivot(entering: marker, leaving: leaving)
                _ = takeRow(marker)
            } else if let other = record.other, isBasic[other.id] {
                // The marker appears nowhere, so the constraint's row is the other error's.
                _ = takeRow(other)
            }
        }
        // In exact arithmetic neither symbol appears anywhere now (their columns are negatives
        // of each other); erase any rounding residue and free them.
        eraseColumn(marker)
        release(marker)
        if let other = record.other {
            assert(!isBasic[other.id], "a removed constraint left its second error basic")
            if isBasic[other.id] { _ = takeRow(other) }
            eraseColumn(other)
            release(other)
        }

        records[slot] = nil
        freeRecordSlots.append(slot)
        recordSlot[key] = nil
        for v in record.variables {
            useCount[v.id] -= 1
            if useCount[v.id] == 0 { forgetVariable(v) }
        }
        // The marker's pivot row passes over weak cells (see `markerLeavingRow`), so the rows it
        // skipped can go slightly negative; the primal simplex needs a feasible start. The
        // remaining constraints are feasible (they held before this one went), so the dual
        // simplex repairs it; only rounding could make it report a row it cannot fix, and that
        // row is left to the primal pass.
        if !infeasible.isEmpty { _ = dualOptimize() }
        optimize()
    }

    /// Subtracts an optional constraint's errors from the objective (in terms of nonbasics).
    mutating func removeErrorEffects(_ record: ConstraintRecord) {
        addErrorEffects(of: record, times: -1)
    }

    /// Adds `sign` times an optional constraint's weighted errors to the objective, a basic
    /// error through its row (so the objective stays in terms of nonbasic symbols).
    mutating func addErrorEffects(of record: ConstraintRecord, times sign: Double) {
        let strength = record.constraint.strength
        guard !strength.isRequired else { return }
        let weight = sign * strength.weight * abs(record.markerCoefficient)
        for error in [record.marker, record.other].compactMap({ $0 }) where error.kind == .error {
            if isBasic[error.id] {
                for cell in rows[error.id].cells {
                    addObjective(level: strength.level, coefficient: weight * cell.coefficient, to: cell.symbol)
                }
            } else {
                addObjective(level: strength.level, coefficient: weight, to: error)
            }
        }
    }

    /// The row to pivot a nonbasic marker into before dropping it (kiwi's `getMarkerLeavingRow`,
    /// with one rule added in front): a basic dummy's row, else the restricted row with a
    /// negative coefficient and the least ratio `-constant/coefficient`, else the restricted row
    /// with the least `constant/coefficient`, else an unrestricted row; ties to the lowest id.
    /// These ratios keep every other row feasible.
    ///
    /// A basic dummy is a required equation found redundant when it was added: its row says how
    /// it follows from others, this marker's among them. Pivoting there first hands the removed
    /// equation's role to the redundant one, which then stays in force; kiwi's order can pick
    /// another row and silently drop both.
    func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: Symbol? = nil, second: Symbol? = nil, third: Symbol? = nil, redundant: Symbol? = nil
        var r1 = Double.infinity, r2 = Double.infinity
        // A marker can linger in rows as rounding residue: a cell like 1e-14 beside the marker's
        // real coefficients near 1, left where a long chain of pivots should have cancelled it
        // (each step's sum is checked against its own operands, which by then are small). A
        // pivot on such a cell divides its row by 1e-14; the substitution then spreads
        // coefficients of 1e14 through every row that mentions the marker, and required
        // constraints end up violated by 1e11 and more. The ratio rules below would still pick
        // such a row when it is the only one of its kind (a huge ratio is still the least), so
        // cells weak beside the marker's largest coefficient (`Tolerance.pivot`)
        // are not pivot candidates; the pivot on a real cell substitutes over them anyway.
        // "Largest" is taken within each kind of row (basic dummies, restricted rows,
        // externals): their scales are unrelated. A redundant equation's row relates markers
        // (coefficients near 1) while an external's row carries the user's coefficients, so
        // after `1e-9·x == 0` was added twice, x's cell of 1e9 would make the redundant row's
        // 1 look weak, and the removal would pivot on x's row and drop both equations.
        var largest = (dummy: 0.0, restricted: 0.0, external: 0.0)
        for entry in columns[marker.id] {
            let m = abs(entry.coefficient)
            if entry.basic.isDummy {
                largest.dummy = max(largest.dummy, m)
            } else if entry.basic.isExternal {
                largest.external = max(largest.external, m)
            } else {
                largest.restricted = max(largest.restricted, m)
            }
        }
        for entry in columns[marker.id] {
            let basic = entry.basic
            let c = entry.coefficient
            let kindLargest = basic.isDummy ? largest.dummy : basic.isExternal ? largest.external : largest.restricted
            if Tolerance.isWeakPivot(c, comparedTo: kindLargest) { continue }
            let constant = rows[basic.id].constant
            if basic.isDummy {
                if redundant == nil || basic < redundant! { redundant = basic }
            } else if basic.isExternal {
                if third == nil || basic < third! { third = basic }
            } else if c < 0 {
                let r = -constant / c
                if r < r1 || (r == r1 && basic < first!) { r1 = r; first = basic }
            } else {
                let r = constant / c
                if r < r2 || (r == r2 && basic < second!) { r2 = r; second = basic }
            }
        }
        return redundant ?? first ?? second ?? third
    }

    /// Removes a variable no constraint mentions any more: its row (if basic) defines it alone,
    /// so dropping row and symbol leaves an equivalent tableau.
    mutating func forgetVariable(_ s: Symbol) {
        if isBasic[s.id] { _ = takeRow(s) }
        eraseColumn(s)
        if let variable = variables[s.id] { variableSymbol[ObjectIdentifier(variable)] = nil }
        isChanged[s.id] = false
        release(s)
    }

    // MARK: - Changing a constant

    /// Changes the constant of an added constraint in place (see ``Solver/updateConstant(_:of:)``).
    mutating func updateConstant(_ constant: Double, of constraint: LinearConstraint) throws(SolverError) {
        guard let slot = recordSlot[ObjectIdentifier(constraint.identity)], let record = records[slot] else {
            throw .unknownConstraint(constraint)
        }
        guard constant.isFinite else { throw .nonFiniteConstraint(constraint) }
        let old = record.constraint
        let delta = constant - old.expression.constant
        guard delta != 0 else { return }
        let required = old.strength.isRequired
        // The change moves every row along the marker's column: a ghost's must be rebuilt first.
        materialize(record.marker)
        if required {
            beginTracking()
            beginRecording()
        }

        // With the constant moved by δ, the marker m (coefficient μ in the original row) stands
        // for m' = m + δ/μ, so rows see m' − δ/μ: a basic marker's constant drops by δ/μ, and
        // every row mentioning a nonbasic marker moves by its coefficient times δ/μ.
        let shift = delta / record.markerCoefficient
        let marker = record.marker
        var broken: Symbol? = nil
        if isBasic[marker.id] {
            addToConstant(-shift, of: marker)
            if marker.isDummy && rows[marker.id].constant != 0 { broken = marker }
        } else if required {
            for entry in columns[marker.id] {
                let basic = entry.basic
                addToConstant(entry.coefficient * shift, of: basic)
                // A basic dummy (a redundant equation) must stay at zero; no pivot can move it.
                if basic.isDummy && rows[basic.id].constant != 0 && broken == nil { broken = basic }
            }
        } else {
            // An optional constraint's errors never sit in a dummy's row.
            shiftConstants(along: marker, by: shift)
        }
        if broken == nil {
            broken = dualOptimize()
            // The dual simplex keeps the tableau optimal in exact arithmetic; a primal pass (free
            // when it is) repairs what rounding may have left, so every level stays optimal.
            if broken == nil { optimize() }
        }

        if let broken {
            if required {
                var changed = old.expression
                changed.constant = constant
                let failing = LinearConstraint(reduced: changed, old.relation, old.strength, old.identity)
                let conflicts = conflicts(provenBy: broken, for: Failing(constraint: failing, marker: marker, variables: record.variables))
                rollback()
                throw .unsatisfiable(old, conflicts: conflicts)
            }
            // Errors absorb any optional change in exact arithmetic, so this is rounding that the
            // dual simplex could not get past (coefficients spanning 1e18, found by libFuzzer):
            // the new constant stands, and the operation ends by rebuilding the tableau from the
            // constraints (``refactor()``), which repairs feasibility from a clean start.
            refactorNeeded = true
        }
        if required { commit() }
        var expression = old.expression
        expression.constant = constant
        records[slot]!.constraint = LinearConstraint(reduced: expression, old.relation, old.strength, old.identity)
    }
}
