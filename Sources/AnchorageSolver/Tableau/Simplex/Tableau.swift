// SPDX-License-Identifier: MIT

// The simplex room: Cassowary's algorithm itself. The tableau and its rows and symbols; adding
// and removing constraints (subject choice, the artificial phase, the journal that undoes a
// failed add); the primal simplex on the objective, the dual simplex after a constant moves;
// edit variables, conflicts, and the values read back. It calls the numerics room for every
// cancellation and pivot rule, the long-chains room where a row meets a definition, and the
// storage room for columns, symbol facts and values.

/// What the solver keeps about one added constraint.
struct ConstraintRecord {
    /// The constraint as the solver holds it (``Tableau/updateConstant(_:of:)`` may change its
    /// constant; the identity never changes).
    var constraint: LinearConstraint
    /// The symbol that marks the constraint's row: its slack, its dummy, or its first error.
    var marker: Symbol
    /// The second error of an optional constraint, if any.
    var other: Symbol?
    /// The coefficient `marker` had in the constraint's row as created (before any sign
    /// reversal): a constant change `δ` shifts the marker by `δ / markerCoefficient`.
    var markerCoefficient: Double
    /// Order of addition, for the dump.
    var sequence: Int
    /// The binade its constant was counted in (``ConstantScale``), -1 for a zero constant.
    var constantBinade: Int16 = -1
    /// The variable this constraint was added as the definition of (Tableau+Definitions.swift),
    /// if it was; whether the definition is still in force is the tableau's to say.
    var definedSymbol: Symbol? = nil
}

/// The fields the tableau keeps per symbol id that a pivot does not read, in one array: a new
/// symbol is one append here rather than one per field, each with its own uniqueness and capacity
/// check and its own reallocations as the tableau grows. Defaults are a fresh symbol's.
struct SymbolFacts {
    // Declared widest first, so that no padding falls between the fields: 40 bytes a symbol,
    // not 48 (a new solver writes the facts of every symbol it makes).

    /// For a definition: its place in the definition order; a definition names only earlier ones
    /// (Tableau+Definitions.swift). For an external that was a definition, its last place; -1
    /// for a symbol that never was one.
    var definitionOrder = -1.0
    /// Scratch for expanding definitions: a pending coefficient, and (below) whether it is
    /// pending.
    var expansionCoefficient = 0.0
    /// For a marker or error symbol, the slot of its constraint; for the external of an edit
    /// variable, the slot of its edit constraint (how a suggestion finds it without hashing);
    /// -1 otherwise.
    var owner: Int32 = -1
    /// For an external: how many constraints mention it. At zero the variable leaves the solver.
    var useCount: Int32 = 0
    /// The transactions in which the symbol's row, column and objective coefficient were last
    /// saved (Journal.swift).
    var stamps = Journal.Stamps()
    var expansionPending = false
    /// For a definition: whether it is queued in `Definitions.dirty`.
    var isDirtyDefinition = false
    /// For a dummy: its cells were dropped from every row, its column is not kept
    /// (Tableau+GhostDummies.swift).
    var isGhost = false
}

/// An edit variable: its edit constraint's record slot. The suggested value is that
/// constraint's constant, negated (the constraint is `variable − value = 0`).
struct EditRecord {
    var variable: Variable
    var slot: Int
    var sequence: Int
}

/// The state of a ``Solver``: the simplex tableau in Cassowary's solved form, with a column index,
/// plus the bookkeeping that maps constraints and variables to symbols. A struct mutated through
/// one stored property of the `Solver`, so hot loops run on `inout self` with static exclusivity
/// checks; its per-symbol fields and value table are classes, so a copy changed on its own must
/// be an ``independentCopy()``. Storage is dense by symbol id (ids recycled LIFO): `rows[id]`
/// (a basic symbol's row), `columns[id]` (the rows that mention it, so a pivot touches only
/// those), `objective[id]`. No lookup table is ever iterated, so every result is a function of
/// the operations alone. Helpers the add, pivot and update paths call out of line are
/// `mutating` even where they only read: a nonmutating method would copy the whole struct
/// (the catalog's "The cost of an add").
struct Tableau {
    // MARK: Symbols
    /// The per-symbol fields (SymbolTable.swift), read through the columns below.
    var symbolTable = SymbolTable()
    var freeIDs: [Int] = []

    // MARK: The tableau
    var columns = ColumnStore()
    /// For each strength level with optional constraints, highest first: the largest weight an
    /// error has had there (`weight · k`, see ``makeRow(for:)``), the scale of that level's
    /// objective coefficients (``isObjectiveResidue(_:of:)``). Only an optional add raises it,
    /// and an optional add always succeeds (a rolled-back first try is retried), so no rollback
    /// has to lower it; a removal leaves it (a scale, not a census).
    var levelWeights: [LevelEntry] = []
    /// The largest of ``levelWeights``.
    var largestLevelWeight = 0.0

    // MARK: Work lists (see WorkLists.swift)
    var work = WorkLists()

    // MARK: Constraints and variables
    var records: [ConstraintRecord?] = []
    var freeRecordSlots: [Int] = []
    /// The record slots of the constraints whose hints another solver holds, and the symbols of
    /// such variables; empty while this solver holds every hint (Tableau+IdentityHints.swift).
    var foreignSlots = IdentityMap<Int>()
    var foreignSymbols = IdentityMap<Symbol>()
    /// The values of the variables, where they read them (ValueTable.swift).
    var valueTable = ValueTable()
    var edits: [ObjectIdentifier: EditRecord] = [:]
    var sequence = 0

    // MARK: Definitions and ghost markers
    /// Rows that define a variable in terms of others (Tableau+Definitions.swift).
    var definitions = Definitions()
    /// Dummies whose cells were dropped from every row (Tableau+GhostDummies.swift).
    var ghosts = GhostMarkers()

    // MARK: Undo journal for operations that may fail after mutating (see Journal.swift)
    var journal = Journal()
    /// Whether created symbols are being remembered (every add). Kept outside `journal` so the
    /// hot paths test a flag without touching the journal's storage.
    var isTracking = false
    /// Whether changed rows, columns and objective coefficients are being saved (fallible paths).
    var isRecording = false

    /// A lower pivot limit for every simplex pass than ``Numerics/pivotLimit(rows:)``, set only
    /// by the package's tests to drive the numerical-failure paths with small problems.
    var pivotLimitOverride: Int? = nil

    // MARK: Pivot statistics (reported by the dump and the benchmark)
    var pivotCount = 0
    /// Set by a pivot whose growth passed ``Numerics/refactorGrowth``, or by an improving ray in the
    /// primal simplex: the operation ends with ``refactor()`` (see Tableau+Refactor.swift).
    var refactorNeeded = false
    /// How many times the tableau was refactored.
    var refactorCount = 0
    /// The scale of the constraints' constants against the one the rows were computed at: a
    /// removal or a constant change that makes it fall far ends with ``refactor()`` (see
    /// ConstantScale.swift).
    var constantScale = ConstantScale()
    /// The largest value that a row constant's sum took for cancellation during the current
    /// operation (``Tableau/constantSum(_:_:)``): the precision the operation lost, which
    /// ``finishOperation()`` compares with the constants now in the tableau.
    var lostConstant = 0.0

    // MARK: - Symbols

    /// The kind and id of the symbol at each id (a released id keeps its last symbol's).
    var symbolKinds: SymbolColumn<Symbol> { SymbolColumn(symbolTable.kinds, count: symbolTable.count) }
    /// The row of each basic symbol (`isBasic`), empty otherwise.
    var rows: SymbolColumn<Row> { SymbolColumn(symbolTable.rows, count: symbolTable.count) }
    var isBasic: SymbolColumn<Bool> { SymbolColumn(symbolTable.isBasic, count: symbolTable.count) }
    /// Each symbol's coefficient in the lexicographic objective (empty when basic).
    var objective: SymbolColumn<LevelVector> { SymbolColumn(symbolTable.objective, count: symbolTable.count) }
    /// The variable of each external symbol.
    var variables: SymbolColumn<Variable?> { SymbolColumn(symbolTable.variables, count: symbolTable.count) }
    /// The per-symbol fields read off the hot paths (owner, use count, journal stamps, definition
    /// and ghost flags).
    var facts: SymbolColumn<SymbolFacts> { SymbolColumn(symbolTable.facts, count: symbolTable.count) }
    /// Whether a symbol is listed in `work.candidates` (see ``markCandidate(_:)``).
    var isCandidate: SymbolColumn<Bool> { SymbolColumn(symbolTable.isCandidate, count: symbolTable.count) }
    /// Whether a symbol is listed in `work.changedExternals`.
    var isChanged: SymbolColumn<Bool> { SymbolColumn(symbolTable.isChanged, count: symbolTable.count) }
    /// For a basic external: its row is a *definition* that may name other basic externals
    /// (Tableau+Definitions.swift).
    var isDefinition: SymbolColumn<Bool> { SymbolColumn(symbolTable.isDefinition, count: symbolTable.count) }

    /// How many symbol ids there are (live ones and those on the free list).
    @inline(__always) var symbolCount: Int { symbolTable.count }

    /// Lists `s` in `work.candidates` unless it is there.
    @inline(__always)
    mutating func markCandidate(_ s: Symbol) {
        if !isCandidate[s.id] {
            isCandidate[s.id] = true
            work.candidates.append(s)
        }
    }

    /// Makes room for `extra` new symbol ids, so that creating them moves no field (see the top
    /// of SymbolTable.swift): every operation that creates symbols calls this first, with as
    /// many as it can create.
    mutating func reserveSymbols(_ extra: Int) {
        let needed = symbolTable.count + extra
        guard needed > symbolTable.capacity else { return }
        precondition(needed <= 1 << 30, "AnchorageSolver supports at most 2^30 live symbols")
        let capacity = max(needed, Self.symbolCapacity(after: symbolTable.capacity))
        symbolTable.grow(to: capacity)
        columns.reserveSymbolCapacity(capacity)
        definitions.reserveSymbolCapacity(capacity)
        // A symbol is listed once in each (its flag says so): sized with the symbols, they never
        // grow one element at a time, as a new solver's otherwise do, from 1 to 64.
        work.candidates.reserveCapacity(capacity)
        work.changedExternals.reserveCapacity(capacity)
        // Rarely more than a few entries, but grown from empty it reallocates at 1, 2 and 4.
        if work.expansionQueue.capacity == 0 { work.expansionQueue.reserveCapacity(16) }
    }

    /// A fresh symbol of `kind`, reusing the most recently freed id. Room for it must have been
    /// reserved (``reserveSymbols(_:)``).
    mutating func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        // `isEmpty` first: `popLast()` on an empty array takes a slow generic path, and new ids
        // are the common case.
        if !freeIDs.isEmpty {
            let id = freeIDs.removeLast()
            let s = Symbol(id: id, kind: kind)
            symbolKinds[id] = s
            // Only reused ids are journaled: ids past `initialSymbolCount` are new by definition.
            if isTracking { journal.created.append(s) }
            return s
        }
        let s = Symbol(id: symbolTable.count, kind: kind)
        symbolTable.append(s)
        columns.appendSymbol()
        return s
    }

    /// The symbol capacity to grow to from a full `capacity`: 64 first, then four times as many
    /// while small, then twice. Each growth copies every per-symbol field, and a form of a hundred
    /// constraints (some two hundred symbols) would otherwise grow three times.
    static func symbolCapacity(after capacity: Int) -> Int {
        capacity == 0 ? 64 : capacity < 256 ? 4 * capacity : 2 * capacity
    }

    /// Drops every symbol id from `count` on (the new ids of a rolled-back add), with their
    /// variables' lookups and their work-list entries.
    mutating func truncateSymbols(to count: Int) {
        let excess = symbolCount - count
        for i in count..<symbolCount { forgetLookup(ofVariableAt: i) }
        symbolTable.truncate(to: count)
        columns.removeLastSymbols(excess)
        work.candidates.removeAll { $0.id >= count }
        work.dropChanged(from: count)
    }

    /// A copy of the tableau to change on its own: a plain copy would share the per-symbol
    /// fields (a ``SymbolTable`` is a class) and the values (``ValueTable``), which a copy that is
    /// only read, or that writes no values, may.
    func independentCopy() -> Tableau {
        var copy = self
        copy.symbolTable = symbolTable.copy()
        return copy
    }

    /// Returns a symbol's id to the free list. The symbol must appear nowhere in the tableau.
    mutating func release(_ s: Symbol) {
        let id = s.id
        assert(!isBasic[id] && columns.isEmpty(id), "releasing a symbol still in the tableau")
        objective[id] = LevelVector()
        facts[id].owner = -1
        evictVariable(at: id)
        variables[id] = nil
        facts[id].useCount = 0
        // Entries for `s` may linger in the lazy work lists; clearing the flags lets the id's next
        // symbol add entries of its own, and readers skip entries whose symbol is gone.
        isCandidate[id] = false
        isChanged[id] = false
        isDefinition[id] = false
        facts[id].definitionOrder = -1
        if facts[id].isGhost {
            facts[id].isGhost = false
            ghosts.count -= 1
        }
        freeIDs.append(id)
    }
}
