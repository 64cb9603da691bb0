// SPDX-License-Identifier: MIT

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
    /// The external symbols of the constraint's variables (for reference counting).
    var variables: [Symbol]
    /// Order of addition, for the dump.
    var sequence: Int
    /// The variable this constraint was added as the definition of (Tableau+Definitions.swift),
    /// if it was; whether the definition is still in force is the tableau's to say.
    var definedSymbol: Symbol? = nil
}

/// An edit variable's state.
struct EditRecord {
    var variable: Variable
    var slot: Int
    var constant: Double
    var sequence: Int
}

/// The state of a ``Solver``: the simplex tableau in Cassowary's solved form, with a column index,
/// plus the bookkeeping that maps constraints and variables to symbols.
///
/// It is a struct mutated through one stored property of the `Solver` class, so the hot loops run
/// on `inout self` with static exclusivity checks rather than a dynamic check per array access.
///
/// Storage is dense and indexed by symbol id (ids are recycled through a free list, LIFO, so the
/// reuse order is deterministic):
/// - `rows[id]` is the row of a basic symbol (`isBasic[id]`), empty otherwise;
/// - `columns[id]` lists, sorted by basic id, the rows that mention symbol `id` with its
///   coefficient there — the column index that lets a pivot touch only the rows it changes (kiwi
///   scans every row);
/// - `objective[id]` is the symbol's coefficient in the lexicographic objective (empty when basic).
///
/// No `Dictionary` or `Set` is ever iterated: the two dictionaries below are lookups only, so
/// every result is a function of the sequence of operations alone.
struct Tableau {
    // MARK: Symbols
    var symbolKinds: [Symbol] = []
    var freeIDs: [Int] = []

    // MARK: The tableau
    var rows: [Row] = []
    var isBasic: [Bool] = []
    var columns: [[ColumnEntry]] = []
    var objective: [LevelVector] = []
    /// For each strength level with optional constraints, highest first: the largest weight an
    /// error has had there (`weight · k`, see ``makeRow(for:)``), the scale of that level's
    /// objective coefficients (``isObjectiveResidue(_:of:)``). Only an optional add raises it,
    /// and an optional add always succeeds (a rolled-back first try is retried), so no rollback
    /// has to lower it; a removal leaves it (a scale, not a census).
    var levelWeights: [LevelEntry] = []
    /// The largest of ``levelWeights``.
    var largestLevelWeight = 0.0

    // MARK: Work lists (lazy: entries are re-checked when read)
    /// Symbols whose objective coefficient changed: a superset of those that can enter.
    var candidates: [Symbol] = []
    var isCandidate: [Bool] = []
    /// Restricted basic rows whose constant went negative: the dual simplex's work list, a
    /// min-heap on (constant, id) whose entries are re-checked when taken.
    var infeasible: [InfeasibleRow] = []
    /// Whether `infeasible` is ordered by id (Bland's rule, see `dualOptimize`).
    var infeasibleByID = false
    /// Externals whose value may have changed since the last `updateVariables`.
    var changedExternals: [Symbol] = []
    var isChanged: [Bool] = []

    // MARK: Constraints and variables
    var records: [ConstraintRecord?] = []
    var freeRecordSlots: [Int] = []
    var recordSlot: [ObjectIdentifier: Int] = [:]
    /// For a marker or error symbol, the slot of its constraint; for an external, unused.
    var owner: [Int32] = []
    var variableSymbol: [ObjectIdentifier: Symbol] = [:]
    var variables: [Variable?] = []
    /// For an external: how many constraints mention it. At zero the variable leaves the solver.
    var useCount: [Int32] = []
    var edits: [ObjectIdentifier: EditRecord] = [:]
    var sequence = 0

    // MARK: Definitions (see Tableau+Definitions.swift)
    /// For a basic external: its row is a *definition* that may name other basic externals.
    var isDefinition: [Bool] = []
    /// For a definition: when it was made; a definition names only earlier ones.
    var definitionOrder: [Int] = []
    var definitionCount = 0
    /// Definitions in the order they were made (entries whose symbol is no longer one linger).
    var definitionList: [Symbol] = []
    /// Definitions to evaluate at the next `updateVariables` (a heap, earliest first).
    var dirtyDefinitions: [OrderedSymbol] = []
    var isDirtyDefinition: [Bool] = []
    /// Scratch for expanding definitions: a pending coefficient and whether it is pending.
    var expansionCoefficient: [Double] = []
    var expansionPending: [Bool] = []
    /// Scratch for evaluating definitions.
    var definitionValue: [Double] = []
    /// The definitions compiled for the ordered pass (see ``DefinitionPlan``), and whether it still
    /// matches the tableau: cleared by every change to a definition row, to the basic status of a
    /// symbol a definition names, or to the set of definitions.
    var definitionPlan = DefinitionPlan()
    var definitionPlanIsValid = false

    // MARK: Ghost dummies (see Tableau+GhostDummies.swift)
    /// For a dummy: its cells were dropped from every row (its column is not kept).
    var isGhost: [Bool] = []
    /// How many live dummies are ghosts.
    var ghostCount = 0
    /// A row that would hold more dummy cells than this sheds them (they become ghosts).
    var dummyCellLimit = Tableau.defaultDummyCellLimit
    /// The dummy a refactorization is making explicit: no row sheds it until that ends.
    var keptDummy: Symbol? = nil

    // MARK: Undo journal for operations that may fail after mutating (see Journal.swift)
    var journal = Journal()
    /// Whether created symbols are being remembered (every add). Kept outside `journal` so the
    /// hot paths test a flag without touching the journal's storage.
    var isTracking = false
    /// Whether changed rows, columns and objective coefficients are being saved (fallible paths).
    var isRecording = false

    /// Reused by ``shiftConstants(along:by:)`` so a suggestion allocates nothing: the externals
    /// it moved, and the constants it overwrote.
    var shiftScratch: [Symbol] = []
    var shiftedConstants: [Double] = []

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

    // MARK: - Symbols

    /// A fresh symbol of `kind`, reusing the most recently freed id.
    mutating func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        if let id = freeIDs.popLast() {
            let s = Symbol(id: id, kind: kind)
            symbolKinds[id] = s
            // Only reused ids are journaled: ids past `initialSymbolCount` are new by definition.
            if isTracking { journal.created.append(s) }
            return s
        }
        let id = rows.count
        precondition(id < 1 << 30, "AnchorageSolver supports at most 2^30 live symbols")
        if id == rows.capacity { reserveSymbolStorage(Swift.max(64, 2 * id)) }
        let s = Symbol(id: id, kind: kind)
        symbolKinds.append(s)
        rows.append(Row())
        isBasic.append(false)
        columns.append([])
        objective.append(LevelVector())
        isCandidate.append(false)
        isChanged.append(false)
        owner.append(-1)
        variables.append(nil)
        useCount.append(0)
        isDefinition.append(false)
        definitionOrder.append(0)
        expansionCoefficient.append(0)
        expansionPending.append(false)
        definitionValue.append(0)
        isDirtyDefinition.append(false)
        isGhost.append(false)
        journal.rowStamp.append(0)
        journal.columnStamp.append(0)
        journal.objectiveStamp.append(0)
        return s
    }

    /// Grows every per-symbol array to hold `capacity` symbols at once. Left to themselves, the
    /// twenty arrays would each reallocate on its own schedule from a capacity of one; a new
    /// solver's first hundred symbols then cost more in reallocation than in everything else.
    private mutating func reserveSymbolStorage(_ capacity: Int) {
        symbolKinds.reserveCapacity(capacity)
        rows.reserveCapacity(capacity)
        isBasic.reserveCapacity(capacity)
        columns.reserveCapacity(capacity)
        objective.reserveCapacity(capacity)
        isCandidate.reserveCapacity(capacity)
        isChanged.reserveCapacity(capacity)
        owner.reserveCapacity(capacity)
        variables.reserveCapacity(capacity)
        useCount.reserveCapacity(capacity)
        isDefinition.reserveCapacity(capacity)
        definitionOrder.reserveCapacity(capacity)
        expansionCoefficient.reserveCapacity(capacity)
        expansionPending.reserveCapacity(capacity)
        definitionValue.reserveCapacity(capacity)
        isDirtyDefinition.reserveCapacity(capacity)
        isGhost.reserveCapacity(capacity)
        journal.rowStamp.reserveCapacity(capacity)
        journal.columnStamp.reserveCapacity(capacity)
        journal.objectiveStamp.reserveCapacity(capacity)
    }

    /// Returns a symbol's id to the free list. The symbol must appear nowhere in the tableau.
    mutating func release(_ s: Symbol) {
        let id = s.id
        assert(!isBasic[id] && columns[id].isEmpty, "releasing a symbol still in the tableau")
        objective[id] = LevelVector()
        owner[id] = -1
        variables[id] = nil
        useCount[id] = 0
        // Entries for `s` may linger in the lazy work lists; clearing the flags lets the id's next
        // symbol add entries of its own, and readers skip entries whose symbol is gone.
        isCandidate[id] = false
        isChanged[id] = false
        isDefinition[id] = false
        if isGhost[id] {
            isGhost[id] = false
            ghostCount -= 1
        }
        freeIDs.append(id)
    }
}
