// SPDX-License-Identifier: MIT

import AnchorageSolver

/// What a tree's ``LayoutEngine`` knows about one ``LayoutConstraint``: where it stands with the
/// solver, its place in activation order, and how to reach and update its solver constraint.
///
/// The engine alone reads and writes it. A constraint stores its record inline
/// (``LayoutConstraint/record``) only so that activation, lowering and the layout passes reach it
/// without a lookup; nothing else in the layout constraint is engine state.
///
/// **Where the constant lives.** The user's constant is ``LayoutConstraint/constant``, and
/// nowhere else on the engine's side. The solver holds `offset − constant` as its constraint's
/// expression constant, where ``offset`` is what lowering found besides the constant (margins,
/// baselines). ``linear`` identifies the solver's constraint for removal and in-place updates;
/// its own expression keeps the constant it was added with, so it is never read for values.
struct EngineRecord {
    /// Where a constraint stands with its tree's solver.
    enum State {
        /// Not active, or active in a tree whose solver will be rebuilt.
        case inactive
        /// Active; added at the next layout pass.
        case pendingAdd
        /// In the solver as ``EngineRecord/linear``.
        case inSolver
        /// Active but rejected as unsatisfiable; retried after a removal.
        case broken
    }

    /// The order of activation in its tree: solver additions follow it, so which constraint of a
    /// conflict is broken (the later one) does not depend on when the layout runs.
    var sequence = 0
    /// Where the constraint stands with the solver.
    var state = State.inactive
    /// Whether a constant change is queued in the engine.
    var constantQueued = false
    /// The solver's constraint while ``state`` is `.inSolver`: the solver's key for it.
    var linear: LinearConstraint?
    /// The lowered expression's constant without `−constant`: the solver constant for a new
    /// ``LayoutConstraint/constant`` is `offset − constant`.
    var offset = 0.0

    /// The solver constant for `constant`.
    func solverConstant(for constant: Double) -> Double { offset - constant }

    /// The solver's constraint as the solver holds it when the layout constraint's constant is
    /// `constant` (``linear``'s terms and relation with ``solverConstant(for:)``), for checks
    /// against solved values; `nil` unless ``linear`` is set. A new value: not the solver's key.
    func solverConstraint(for constant: Double) -> LinearConstraint? {
        guard let linear else { return nil }
        return linear.withConstant(solverConstant(for: constant))
    }

    /// Forgets the solver state and queues the constraint for addition (its solver state belonged
    /// to another solver, or to none): the one reset for a rebuild, an adopted subtree and a
    /// first activation.
    mutating func resetToPendingAdd() {
        linear = nil
        constantQueued = false
        state = .pendingAdd
    }
}
