// SPDX-License-Identifier: MIT

import AnchorageSolver

/// What an audit of a laid-out tree found (see ``LayoutView/auditLayout()``).
package struct LayoutAudit {
    /// Every inconsistency, described; empty when the tree and its solver agree.
    package var problems: [String] = []
    /// The active constraints the engine holds as broken (required, rejected as unsatisfiable).
    package var broken: [LayoutConstraint] = []
    /// How many constraints (pins included) are in the solver.
    package var inSolver = 0
}

extension LayoutView {
    /// Audits the tree this view belongs to after ``layoutIfNeeded()``: the solver's internal
    /// invariants hold; every constraint the engine believes is in the solver is there and, when
    /// required, holds at the solved values (within 1e-6 relative to its terms); every broken
    /// constraint really cannot hold together with the required constraints in the solver
    /// (checked by a fresh solver); nothing active is left queued; and every laid-out view's
    /// frame is its solved rectangle relative to its superview.
    ///
    /// For the package's fuzzers and tests; it never changes the layout.
    ///
    /// - Complexity: O(size of the tree + size of the solver), plus one fresh solver per broken
    ///   constraint.
    package func auditLayout() -> LayoutAudit {
        guard let engine = engineIfPresent else { return LayoutAudit() }
        return engine.audit()
    }
}

extension LayoutEngine {
    func audit() -> LayoutAudit {
        var audit = LayoutAudit()
        audit.problems = solver.invariantViolations().map { "solver: " + $0 }
        if needsRebuild || hasWork {
            audit.problems.append("work is still queued after layout")
            return audit
        }
        var constraints: [LayoutConstraint] = []
        var views: [LayoutView] = []
        func visit(_ view: LayoutView) {
            views.append(view)
            constraints.append(contentsOf: view.installedConstraints)
            for item in [view as LayoutItem] + view.layoutGuides {
                if let node = liveNode(of: item) { constraints.append(contentsOf: node.pins) }
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(root)

        /// The required constraints in the solver, with their current constants.
        var required: [LinearConstraint] = []
        var requiredAreKnown = true
        for constraint in constraints {
            switch constraint.state {
            case .inSolver:
                guard let linear = constraint.linear, solver.hasConstraint(linear) else {
                    audit.problems.append("\(constraint) is marked in the solver but is not there")
                    continue
                }
                audit.inSolver += 1
                guard constraint.priority.isRequired else { continue }
                // `linear` keeps the constant it was added with; the solver's copy follows
                // `constant` (a non-finite one is refused and the solver keeps the last finite).
                guard constraint.constant.isFinite else {
                    requiredAreKnown = false
                    continue
                }
                let expression = linear.expression
                let constant = constraint.baseConstant - constraint.constant
                required.append(LinearConstraint(LinearExpression(expression.terms, constant: constant), linear.relation))
                if !Self.holds(expression.terms, constant, linear.relation) {
                    let values = expression.terms.map { "\($0.variable) = \($0.variable.value)" }.joined(separator: ", ")
                    audit.problems.append("required \(constraint) does not hold: \(expression) with constant \(constant) at \(values)")
                }
            case .broken:
                audit.broken.append(constraint)
            case .pendingAdd:
                audit.problems.append("\(constraint) is still pending after layout")
            case .inactive:
                if constraint.isActive, constraint.kind == .dsl {
                    audit.problems.append("active \(constraint) is not in the solver and not broken")
                }
            }
        }
        if audit.inSolver != solver.constraintCount {
            audit.problems.append("the solver holds \(solver.constraintCount) constraints; the tree accounts for \(audit.inSolver)")
        }
        // A broken constraint that does not hold anyway must conflict with the required
        // constraints that hold: a fresh solver given those and the broken one has to refuse it.
        // (A broken constraint may hold within tolerance: with values near 1e9, a constant of
        // 1e-9 is absorbed on one path of the arithmetic and not on another, so a redundant
        // equation can look inconsistent; the layout is still right.) `lower` only reads here:
        // the items of an active constraint already have their nodes.
        for constraint in audit.broken where requiredAreKnown && constraint.constant.isFinite {
            guard constraint.priority.isRequired else {
                audit.problems.append("optional \(constraint) is marked broken")
                continue
            }
            guard let linear = lower(constraint), linear.isFinite,
                  !Self.holds(linear.expression.terms, linear.expression.constant, linear.relation) else { continue }
            // The solved values already witness that the required constraints hold together
            // (each was checked above). A probe that adds them in another order may still
            // refuse one that is degenerate at the scale of the rounding (1e9 beside 1e-9):
            // then it cannot judge.
            let probe = Solver()
            var judged = true
            for c in required {
                do { try probe.addConstraint(c) } catch { judged = false }
            }
            guard judged else { continue }
            do {
                try probe.addConstraint(linear)
                audit.problems.append("broken \(constraint) could hold together with the required constraints: \(linear)")
            } catch .unsatisfiable {
            } catch {
                audit.problems.append("broken \(constraint) is refused for another reason: \(error)")
            }
        }
        for view in views {
            guard let node = liveNode(of: view), let superview = view.superview, let parent = liveNode(of: superview) else {
                continue
            }
            let solved = Rect(x: node.x.value - parent.x.value, y: node.y.value - parent.y.value,
                              width: node.width.value, height: node.height.value)
            if view.frame != solved {
                audit.problems.append("\(view.debugDescription) has frame \(view.frame), solved \(solved)")
            }
        }
        return audit
    }

    /// Whether `Σ terms + constant ⋈ 0` holds at the variables' values, within 1e-6 relative to
    /// its largest term or constant.
    static func holds(_ terms: [Term], _ constant: Double, _ relation: Relation) -> Bool {
        var value = constant, scale = max(1, abs(constant))
        for term in terms {
            let part = term.coefficient * term.variable.value
            value += part
            scale = max(scale, abs(part))
        }
        let violation = switch relation {
        case .equal: abs(value)
        case .lessThanOrEqual: max(0, value)
        case .greaterThanOrEqual: max(0, -value)
        }
        return violation <= 1e-6 * scale
    }
}
