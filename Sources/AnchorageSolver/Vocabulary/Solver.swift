// SPDX-License-Identifier: MIT

// The vocabulary room: the solver's public API (variables, expressions, constraints, strengths,
// errors, and the Solver that checks and forwards every call to its tableau). It calls the
// tableau's rooms through Solver only; what the rest of the package needs beyond it is in Seam/.

/// An incremental Cassowary solver: add and remove linear constraints at any ``Strength``, drive
/// edit variables, and read the optimal values.
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.addConstraint(left >= 0)
/// try solver.addConstraint(left + width <= 320)
/// try solver.addConstraint((width == 200) | .medium)
/// try solver.addEditVariable(width, strength: .strong)
/// try solver.suggestValue(400, for: width)
/// solver.updateVariables()
/// print(left.value, width.value)   // 0.0 320.0
/// ```
///
/// The solver keeps the tableau optimal after every call, so each call costs work proportional to
/// the rows it touches, not a re-solve. Optional constraints are optimized *lexicographically by
/// level*: no violation at a lower level is ever traded for any violation at a higher one.
///
/// A call whose pivots grew rounding error sharply ends by recomputing the tableau from the
/// constraints as added (refactorization), so long runs on ill-conditioned problems keep their
/// accuracy; layout problems practically never pay for it.
///
/// Errors are typed (``SolverError``) and carry the culprit; after any throw the solver's state
/// is exactly as before the call. A `Solver` is used from one thread at a time; separate solvers
/// are independent.
public final class Solver {
    /// Dynamic exclusivity checking is off for the tableau: each public call would otherwise pay
    /// for a checked access (a thread-local lookup, a fifth of a suggestion on a small form), and
    /// no access can overlap another. The solver runs no client code while it holds the tableau
    /// (changed variables are reported after the update, see
    /// ``updateVariables(reportingChangesTo:)``), and a `Solver` is not `Sendable`, so it is used
    /// from one thread at a time.
    @exclusivity(unchecked) var tableau = Tableau()

    /// Creates an empty solver.
    public init() {}

    deinit {
        // Variables outlive their solver with the values they show.
        tableau.evictAllVariables()
    }

    /// Adds a constraint and re-optimizes.
    ///
    /// - Parameter constraint: The constraint; its copies share its identity.
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it is already present;
    ///   ``SolverError/nonFiniteConstraint(_:)`` for a NaN or infinite number or an invalid
    ///   strength; ``SolverError/unsatisfiable(_:conflicts:)`` when a required constraint cannot
    ///   hold, naming the already-added required constraints it conflicts with;
    ///   ``SolverError/numericalFailure(_:)`` when a simplex pass reached its pivot limit (not a
    ///   conflict: see <doc:Numerics>). The solver is unchanged after a throw.
    /// - Complexity: Proportional to the tableau rows that mention the constraint's symbols and
    ///   the pivots needed to re-optimize; independent of unrelated rows.
    public func addConstraint(_ constraint: LinearConstraint) throws(SolverError) {
        try tableau.add(constraint)
        tableau.finishOperation()
    }

    /// Removes a constraint and re-optimizes.
    ///
    /// - Parameter constraint: A constraint previously added (or a copy of it).
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not present (nothing changes).
    /// - Complexity: Proportional to the rows that mention the constraint's marker symbol plus the
    ///   re-optimizing pivots. A required equation in a long chain closed at both ends (more
    ///   than 64 equations feeding one row) first has its marker's column rebuilt, at the cost of
    ///   rebuilding the tableau's rows once.
    public func removeConstraint(_ constraint: LinearConstraint) throws(SolverError) {
        try tableau.remove(constraint)
        tableau.finishOperation()
    }

    /// Whether the constraint (or a copy of it) is in the solver.
    ///
    /// - Complexity: O(1) expected.
    public func hasConstraint(_ constraint: LinearConstraint) -> Bool {
        tableau.recordSlot(of: constraint) != nil
    }

    /// Makes `variable` an edit variable: a target for ``suggestValue(_:for:)``, held with
    /// `strength` (initially toward 0, as in kiwi, until the first suggestion).
    ///
    /// - Parameters:
    ///   - variable: The variable to drive.
    ///   - strength: Any optional strength; edit variables cannot be required.
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/requiredEditStrength(_:)``,
    ///   ``SolverError/nonFiniteEdit(_:)`` for an invalid strength, or
    ///   ``SolverError/numericalFailureInEdit(_:)`` when a simplex pass reached its pivot limit.
    ///   The solver is unchanged after a throw.
    /// - Complexity: The cost of adding one constraint.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        try tableau.addEditVariable(variable, strength: strength)
        tableau.finishOperation()
    }

    /// Stops driving `variable` and removes its edit constraint.
    ///
    /// - Parameter variable: An edit variable.
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not one.
    /// - Complexity: The cost of removing one constraint.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try tableau.removeEditVariable(variable)
        tableau.finishOperation()
    }

    /// Whether `variable` is an edit variable of this solver.
    ///
    /// - Complexity: O(1) expected.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        tableau.edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable and re-optimizes with the dual simplex method.
    ///
    /// - Parameters:
    ///   - value: The desired value, held at the edit variable's strength.
    ///   - variable: An edit variable.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteEdit(_:)``
    ///   for a NaN or infinite value, or ``SolverError/numericalFailureInEdit(_:)`` when the dual
    ///   simplex reached its pivot limit. After a throw the variable keeps its previous
    ///   suggestion and the solver is unchanged.
    /// - Complexity: Proportional to the rows that mention the edit's error symbols, plus the dual
    ///   pivots the new value needs.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        try tableau.suggestValue(value, for: variable)
        tableau.finishOperation()
    }

    /// Writes the current solution into each ``Variable/value`` that changed since the last call.
    /// A variable another solver wrote since then shows this solver's value again.
    ///
    /// ```swift
    /// try solver.updateConstant(-240, of: widthIs200)   // width == 240 now
    /// solver.updateVariables()
    /// width.value   // 240.0
    /// ```
    ///
    /// - Complexity: O(*k*) for *k* variables whose value may have changed; the definitions they
    ///   name are evaluated only as far as the change reaches (at most one pass over all of them).
    public func updateVariables() {
        var report = SilentReport()
        tableau.updateVariables(&report)
    }

    /// Writes the changed values like ``updateVariables()`` and reports each variable whose
    /// value changed: the change feed that lets a client touch only what moved.
    ///
    /// ```swift
    /// var moved: [Variable] = []
    /// solver.updateVariables { moved.append($0) }
    /// for variable in moved { redraw(variable.context) }
    /// ```
    ///
    /// Each variable is reported at most once per call, once every new ``Variable/value`` is
    /// written, in an order that depends only on the operations since the last call (this
    /// solver's, and those of any other solver that wrote its variables meanwhile). A variable
    /// that moved and came back is not reported.
    ///
    /// - Parameter changed: Called once per variable whose value changed. It may read the
    ///   solver's variables; changing the solver from it is allowed but seldom useful (the
    ///   remaining reports are of the update already made).
    /// - Complexity: O(*k*) for *k* variables whose value may have changed, plus the calls.
    public func updateVariables(reportingChangesTo changed: (Variable) -> Void) {
        // The variables are collected first and reported once the tableau is released, so the
        // client's code never runs inside the solver.
        var report = CollectingReport()
        swap(&report.variables, &tableau.work.reportedVariables)
        tableau.updateVariables(&report)
        for variable in report.variables { changed(variable) }
        report.variables.removeAll(keepingCapacity: true)
        swap(&report.variables, &tableau.work.reportedVariables)
    }

    /// Changes the constant of an added constraint in place, without rebuilding anything: the
    /// change is pushed through the rows that mention the constraint's marker and re-optimized
    /// with the dual simplex method. This is how to animate a constraint (a width that follows a drag, a margin that grows):
    /// far cheaper than removing it and adding a copy with the new constant.
    ///
    /// ```swift
    /// let gap = (right - left == 8)
    /// try solver.addConstraint(gap)
    /// try solver.updateConstant(-16, of: gap)   // now right - left == 16
    /// ```
    ///
    /// - Parameters:
    ///   - constant: The new constant of the constraint's expression (`expression ⋈ 0`; for
    ///     `right - left == 8` the expression is `right - left - 8`, so its constant is -8).
    ///   - constraint: A constraint in the solver (or a copy of it). The solver's copy is
    ///     updated; the caller's value keeps its old constant.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver;
    ///   ``SolverError/nonFiniteConstraint(_:)`` for a NaN or infinite constant;
    ///   ``SolverError/unsatisfiable(_:conflicts:)`` when a required constraint cannot take the
    ///   new constant, naming the required constraints it would conflict with;
    ///   ``SolverError/numericalFailure(_:)`` when the re-optimization reached its pivot limit.
    ///   After a throw the old constant is kept and the solver is unchanged.
    /// - Complexity: Proportional to the rows that mention the constraint's marker, plus the
    ///   dual pivots the new constant needs; independent of unrelated rows.
    public func updateConstant(_ constant: Double, of constraint: LinearConstraint) throws(SolverError) {
        try tableau.updateConstant(constant, of: constraint)
        tableau.finishOperation()
    }

    /// Removes every constraint and edit variable. Variables keep their last values.
    ///
    /// - Complexity: O(1) amortized; storage is released.
    public func reset() {
        let limit = tableau.ghosts.dummyCellLimit, pivotLimit = tableau.pivotLimitOverride
        tableau.evictAllVariables()
        tableau = Tableau()
        tableau.ghosts.dummyCellLimit = limit
        tableau.pivotLimitOverride = pivotLimit
    }

    /// A deterministic text dump of the solver's state for debugging: the objective per level,
    /// the tableau rows by basic symbol id, the edit variables and the constraints in the order
    /// they were added. The format is documented in the AnchorageSolver catalog; it is stable
    /// between runs of the same operations.
    ///
    /// - Complexity: O(size of the tableau · log).
    public func dump() -> String {
        tableau.dump()
    }
}
