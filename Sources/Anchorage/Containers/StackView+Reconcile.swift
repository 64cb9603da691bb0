// SPDX-License-Identifier: MIT

// How a StackView changes its constraints: each group of constraints is described as specs and
// reconciled with the constraints it holds, so that an unchanged constraint keeps its identity
// (and its place in the solver) and a changed constant or multiplier is changed in place.

extension StackView {
    /// One constraint a group wants.
    struct Spec {
        let label: String
        let first: LayoutItem
        let firstAttribute: LayoutAttribute
        let relation: ConstraintRelation
        let second: LayoutItem?
        let secondAttribute: LayoutAttribute
        var multiplier = 1.0
        var constant = 0.0
        var priority = ConstraintPriority.required

        /// Whether `constraint` can become this one by a change of constant and multiplier.
        func matches(_ constraint: LayoutConstraint) -> Bool {
            constraint.firstItem === first && constraint.firstAttribute == firstAttribute
                && constraint.relation == relation && constraint.secondItem === second
                && constraint.secondAttribute == secondAttribute && constraint.priority == priority
                && constraint.label == label
        }
    }

    /// The constraints `specs` describe: existing ones that match keep their identity (constant
    /// and multiplier changed in place); the others are deactivated, and new ones made.
    func reconcile(_ existing: [LayoutConstraint], with specs: [Spec]) -> [LayoutConstraint] {
        if existing.isEmpty, specs.isEmpty { return existing }
        var unused = existing
        var result: [LayoutConstraint] = []
        result.reserveCapacity(specs.count)
        var fresh: [LayoutConstraint] = []
        for spec in specs {
            if let match = unused.firstIndex(where: { spec.matches($0) }) {
                let constraint = unused.remove(at: match)
                constraint.multiplier = spec.multiplier
                constraint.constant = spec.constant
                result.append(constraint)
            } else {
                let constraint = LayoutConstraint(kind: .stackView, firstItem: spec.first, firstAttribute: spec.firstAttribute,
                                                  relation: spec.relation, secondItem: spec.second,
                                                  secondAttribute: spec.secondAttribute, multiplier: spec.multiplier,
                                                  constant: spec.constant, priority: spec.priority, label: spec.label,
                                                  location: nil)
                result.append(constraint)
                fresh.append(constraint)
            }
        }
        // Removals first, so a replacement never meets the constraint it replaces.
        for constraint in unused { constraint.deactivate() }
        for constraint in fresh { constraint.activate() }
        return result
    }
}
