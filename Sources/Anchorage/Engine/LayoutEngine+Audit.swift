// SPDX-License-Identifier: MIT

import AnchorageSolver

/// What an audit of a laid-out tree found (see ``LayoutView/auditLayout()``).
package struct LayoutAudit {
    /// Every inconsistency, described; empty when the tree and its solver agree.
    package var problems: [String] = []
    /// The active constraints the engine holds as broken (required, rejected as unsatisfiable).
    package var broken: [LayoutConstraint] = []
    /// How many constraints (pins and intrinsic-size constraints included) are in the solver.
    package var inSolver = 0
}

extension LayoutView {
    /// Audits the tree this view belongs to after ``layoutIfNeeded()``: the solver's internal
    /// invariants hold; every constraint the engine believes is in the solver is there and, when
    /// required, holds at the solved values (within 1e-6 relative to its terms, or 1e-9 of the
    /// largest required constant: the solver's precision); every broken constraint really
    /// cannot hold together with the required constraints in the solver (checked by fresh
    /// solvers, with a margin of 1e-8 of the largest constant); nothing active is left queued;
    /// and every laid-out view's frame is its solved rectangle relative to its superview.
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
                if let node = liveNode(of: item) { constraints.append(contentsOf: node.engineConstraints) }
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(root)

        /// The required constraints in the solver, each with its current constant.
        var required: [(constraint: LayoutConstraint, linear: LinearConstraint)] = []
        var requiredAreKnown = true
        for constraint in constraints {
            switch constraint.record.state {
            case .inSolver:
                guard let key = constraint.record.linear, solver.hasConstraint(key) else {
                    audit.problems.append("\(constraint) is marked in the solver but is not there")
                    continue
                }
                audit.inSolver += 1
                guard constraint.priority.isRequired else { continue }
                // The solver's copy follows `constant` (a non-finite one is refused and the solver
                // keeps the last finite).
                guard constraint.constant.isFinite, let current = constraint.record.solverConstraint(for: constraint.constant) else {
                    requiredAreKnown = false
                    continue
                }
                required.append((constraint, current))
            case .broken:
                audit.broken.append(constraint)
            case .pendingAdd:
                audit.problems.append("\(constraint) is still pending after layout")
            case .inactive:
                if constraint.isActive, constraint.kind.isActivatable {
                    audit.problems.append("active \(constraint) is not in the solver and not broken")
                }
            }
        }
        // The solver's precision model (`Tolerance` in AnchorageSolver): a sum below 1e-10 of
        // its operands is cancellation, so a value computed beside constants of 1e9 is known to
        // about 0.1 (a layout offset by 1e9 and scaled by 0.25 lost a real 0.375, fuzz seed 95).
        // A required constraint holds when it misses by at most 1e-6 of its own terms, or by at
        // most 1e-9 of the largest constant among the required constraints.
        let magnitude = required.reduce(1.0) { max($0, abs($1.linear.constant)) }
        for (constraint, linear) in required
        where !Self.holds(linear, floor: 1e-9 * magnitude) {
            let values = linear.terms.map { "\($0.variable) = \($0.variable.value)" }.joined(separator: ", ")
            audit.problems.append("required \(constraint) does not hold: \(linear.expression) at \(values)")
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
                  !Self.holds(linear) else { continue }
            // The solved values already witness that the required constraints hold together
            // (each was checked above). A probe that adds them in another order may still
            // refuse one that is degenerate at the scale of the rounding (1e9 beside 1e-9):
            // then it cannot judge.
            //
            // The broken constraint must also hold with a margin: moved by `margin` toward
            // failing (both ways for an equation), it is added to a fresh probe each time. A
            // conflict smaller than the solver's rounding (two required widths 5e-10 apart beside
            // constants of 20: `Tolerance` takes that for cancellation) is refused on one path
            // and absorbed on another; only a constraint that holds with room to spare proves
            // the engine wrong.
            let margin = 1e-8 * max(magnitude, abs(linear.constant))
            let shifts: [Double] = switch linear.relation {
            case .equal: [margin, -margin]
            case .lessThanOrEqual: [margin]
            case .greaterThanOrEqual: [-margin]
            }
            var holdsEveryWay = true
            for shift in shifts where holdsEveryWay {
                guard let probe = Self.probe(holding: required.map(\.linear)) else {
                    holdsEveryWay = false
                    break
                }
                let shifted = LinearConstraint(LinearExpression(Array(linear.terms), constant: linear.constant + shift),
                                               linear.relation)
                do {
                    try probe.addConstraint(shifted)
                } catch .unsatisfiable {
                    holdsEveryWay = false
                } catch {
                    audit.problems.append("broken \(constraint) is refused for another reason: \(error)")
                    holdsEveryWay = false
                }
            }
            if holdsEveryWay {
                audit.problems.append("broken \(constraint) could hold together with the required constraints: \(linear)")
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

    /// A fresh solver holding `constraints`, or `nil` if it refuses one of them.
    static func probe(holding constraints: [LinearConstraint]) -> Solver? {
        let probe = Solver()
        for c in constraints {
            do { try probe.addConstraint(c) } catch { return nil }
        }
        return probe
    }

    /// Whether `linear` holds at the variables' values, within 1e-6 relative to its largest term
    /// or constant, or within `floor`.
    static func holds(_ linear: LinearConstraint, floor: Double = 0) -> Bool {
        var value = linear.constant, scale = max(1, abs(linear.constant))
        for term in linear.terms {
            let part = term.coefficient * term.variable.value
            value += part
            scale = max(scale, abs(part))
        }
        let violation = switch linear.relation {
        case .equal: abs(value)
        case .lessThanOrEqual: max(0, value)
        case .greaterThanOrEqual: max(0, -value)
        }
        return violation <= max(1e-6 * scale, floor)
    }
}
