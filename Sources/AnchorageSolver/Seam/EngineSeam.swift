// SPDX-License-Identifier: MIT

// The seam: everything the rest of the package (the layout engine, and the package's tests,
// fuzzers and benchmark) uses of the solver beyond its public API, each declaration with why it
// is needed and what it promises. Users never see these (`package`). Three pass raw memory
// across, because the engine's hot paths are measurably cheaper for it (the benchmark's
// NOTES.md gives the figures): a lowering lends its terms (`LentTerm`), a refit compares them in
// place (`hasTerms`), and a frame pass lends its value table
// (`updateVariables(intoOwnerTagTable:changedTags:)`).

// MARK: - Building constraints from the engine's lowering

/// A term whose variable is lent, not held: the engine's lowering writes its terms in stack
/// memory so that only the constraint made from them retains the variables. Whoever writes one
/// keeps its variable alive until the constraint is made.
package struct LentTerm {
    package let variable: Unmanaged<Variable>
    package let coefficient: Double

    @inline(__always)
    package init(_ variable: borrowing Variable, coefficient: Double) {
        self.variable = .passUnretained(variable)
        self.coefficient = coefficient
    }

    /// The term, holding its variable.
    @inline(__always)
    var term: Term { Term(variable.takeUnretainedValue(), coefficient: coefficient) }
}

extension LinearConstraint {
    /// `Σ terms + constant ⋈ 0` at `strength`, the terms merged as an expression's are: the
    /// engine's lowering, with no expression made on the way. Promise: the same constraint
    /// ``init(_:_:strength:)`` makes of those terms.
    package init(terms: UnsafeBufferPointer<LentTerm>, constant: Double, _ relation: Relation, strength: Strength) {
        let identity = Identity.make(reducing: terms.count, strengthBelow: nil) { terms[$0].term }
        self.init(identity, constant: constant, relation, strength)
    }

    /// ``init(_:strengthAbove:strengthBelow:)`` from lent terms: the lowering of a content size
    /// held at two priorities by one equation.
    package init(terms: UnsafeBufferPointer<LentTerm>, constant: Double, strengthAbove: Strength, strengthBelow: Strength) {
        let below = strengthBelow == strengthAbove ? nil : strengthBelow
        let identity = Identity.make(reducing: terms.count, strengthBelow: below) { terms[$0].term }
        self.init(identity, constant: constant, .equal, strengthAbove)
    }

    /// The expression's constant, read without making the expression: the engine keeps it to
    /// tell which constants a change moved. The solver's own copy follows
    /// ``Solver/updateConstant(_:of:)``; a caller's copy never changes.
    @inlinable
    package internal(set) var constant: Double {
        get { storedConstant }
        set { storedConstant = newValue }
    }

    /// The same terms, relation and strengths with another constant, as a new constraint (a
    /// distinct identity): the engine's record of a constraint whose constant moved while it was
    /// out of the solver.
    package func withConstant(_ constant: Double) -> LinearConstraint {
        LinearConstraint(identity.copy(strengthBelow: identity.strengthBelow), constant: constant, relation, strength)
    }

    /// The constraint's reduced terms, read in place from its identity: for the engine's audit
    /// and diagnostics, which read every term without copying the expression.
    package struct Terms: RandomAccessCollection {
        let identity: Identity

        package var startIndex: Int { 0 }
        package var endIndex: Int { identity.termCount }

        /// The term at `index`, lent in place (an addressor: reading a field of it copies
        /// nothing, so no loop over the terms retains their variables).
        package subscript(index: Int) -> Term {
            unsafeAddress {
                precondition(index >= 0 && index < endIndex, "term index out of range")
                // The identity (held by this view) keeps its elements where they are.
                return UnsafePointer(identity.withUnsafeMutablePointerToElements { $0 }) + index
            }
        }
    }

    /// The reduced terms, in order of first appearance.
    package var terms: Terms { Terms(identity: identity) }

    /// Whether the constraint's terms are `terms`, the same variables with the same coefficients
    /// in the same order: how a refit tells that a kept constraint still lowers to the same
    /// terms (a lowering that reduces nothing writes them in the same order).
    ///
    /// - Complexity: O(*n*) in the number of terms.
    package func hasTerms(_ terms: UnsafeBufferPointer<LentTerm>) -> Bool {
        let count = identity.termCount
        guard terms.count == count else { return false }
        return identity.withUnsafeMutablePointerToElements { held in
            for i in 0..<count where terms[i].variable.toOpaque() != Unmanaged.passUnretained(held[i].variable).toOpaque()
                || terms[i].coefficient != held[i].coefficient {
                return false
            }
            return true
        }
    }
}

// MARK: - Reading solved values into the engine's table

extension Variable {
    /// A slot for whoever created the variable to find its own record of it again without hashing
    /// (the engine stores `4 · node index + k`); -1 until set. The solver never writes it; the
    /// solver that holds the variable's value keeps a copy, which this setter updates. The copy
    /// is 32 bits: a tag outside `Int32`'s range traps.
    package var ownerTag: Int {
        get { storedOwnerTag }
        set {
            precondition(Int32(exactly: newValue) != nil, "an ownerTag must fit in 32 bits, got \(newValue)")
            storedOwnerTag = newValue
            home?.setTag(newValue, at: Int(homeSlot))
        }
    }
}

extension Solver {
    /// Writes the changed values like ``updateVariables()`` and reports them by ``Variable/ownerTag``:
    /// each changed variable whose tag is in `0..<values.count` has its value stored at
    /// `values[tag]` and its tag appended to `changedTags`; other tags (-1) are only written. The
    /// engine's frame pass: no call, retain or property access per changed variable. Each
    /// variable is reported at most once per call, in the order of
    /// ``updateVariables(reportingChangesTo:)``; tags must be distinct among the solver's
    /// variables (a tag reported twice may overflow `changedTags`, which traps).
    ///
    /// - Returns: The number of tags written to `changedTags`.
    /// - Precondition: `changedTags.count >= values.count`.
    /// - Complexity: O(*k*) for *k* variables whose value may have changed.
    package func updateVariables(intoOwnerTagTable values: UnsafeMutableBufferPointer<Double>,
                                 changedTags: UnsafeMutableBufferPointer<Int>) -> Int
    {
        precondition(changedTags.count >= values.count, "changedTags must be at least as long as values")
        guard let valueBase = values.baseAddress, let tagBase = changedTags.baseAddress else {
            var report = SilentReport()
            tableau.updateVariables(&report)
            return 0
        }
        var report = OwnerTagReport(values: valueBase, valueCount: UInt(values.count), tags: tagBase,
                                    tagCapacity: changedTags.count)
        tableau.updateVariables(&report)
        return report.tagCount
    }
}

// MARK: - Diagnostics

extension Solver {
    /// For each expression, whether the constraints leave it free (Solver+Ambiguity.swift): the
    /// engine's `hasAmbiguousLayout` and its ambiguity diagnostics. Promise: the solver, its
    /// solution and every variable's value are untouched.
    package func canVary(_ expressions: [LinearExpression], step: Double = 1,
                         tolerance: Double = Numerics.probeTolerance) -> [Bool] {
        freedoms(expressions, step: step, tolerance: tolerance)
    }

    /// For each candidate, whether changing its constant moves any of `expressions`
    /// (Solver+Sensitivity.swift): the debugger's `constraintsAffectingLayout`. Promise: the
    /// solver, its solution and every variable's value are untouched.
    package func constraintsMoving(_ expressions: [LinearExpression], among candidates: [LinearConstraint],
                                   step: Double = 1, tolerance: Double = Numerics.probeTolerance) -> [Bool]
    {
        movingConstraints(expressions, among: candidates, step: step, tolerance: tolerance)
    }

    /// Adds optional pulls, below every level in use, that move `expressions` by `distance`
    /// within the optimal solutions (Solver+Sensitivity.swift): the debugger's
    /// `exerciseAmbiguityInLayout`. Returns the pulls, which the caller removes.
    package func pullWithinOptimum(_ expressions: [LinearExpression], by distance: Double,
                                   tolerance: Double = Numerics.probeTolerance) -> [LinearConstraint]
    {
        pulls(within: expressions, by: distance, tolerance: tolerance)
    }

    /// How many constraints are in the solver (edit constraints included): the engine's audit
    /// and a fitting problem's diagnostics account for every one. O(1).
    package var constraintCount: Int {
        tableau.records.count - tableau.freeRecordSlots.count
    }

    /// Every violated internal invariant, described; empty when the tableau is sound: the
    /// engine's audit and the fuzzers check a solver after every step without the
    /// `ANCHORAGE_INTERNAL_CHECKS` build. O(size of the tableau · log).
    package func invariantViolations() -> [String] {
        tableau.invariantViolations()
    }

    /// The constraints whose rows the current point misses by more than
    /// ``Numerics/pointTolerance`` of the sizes of their terms, described: the oracle tests trace
    /// where a numerical failure starts.
    package func pointViolations() -> [String] {
        tableau.pointViolations()
    }

    /// How many pivots the solver has made since it was created (refactors not counted): the
    /// benchmark reports it per operation, and tests show that a change kept its pivots. O(1).
    package var pivotCount: Int {
        tableau.pivotCount
    }
}

// MARK: - Test hooks

extension Solver {
    /// How many dummy cells a row may hold before it sheds them (Tableau+GhostDummies.swift): the
    /// tests lower it to drive every ghost path with small problems.
    package var dummyCellLimit: Int {
        get { tableau.ghosts.dummyCellLimit }
        set { tableau.ghosts.dummyCellLimit = max(0, newValue) }
    }

    /// The most pivots each simplex pass may make, below the solver's own limit
    /// (``Numerics/pivotLimit(rows:)``): the tests lower it to reach the numerical-failure paths
    /// with small problems. `nil` (the default) keeps the solver's limit.
    package var pivotLimitOverride: Int? {
        get { tableau.pivotLimitOverride }
        set { tableau.pivotLimitOverride = newValue.map { max(0, $0) } }
    }
}
