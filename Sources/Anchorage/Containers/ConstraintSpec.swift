// SPDX-License-Identifier: MIT

// How a container changes its constraints: each group of constraints is described as specs and
// reconciled with the constraints it holds, so that an unchanged constraint keeps its identity
// (and its place in the solver) and a changed constant or multiplier is changed in place.

/// One constraint a container's group wants.
struct ConstraintSpec {
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

/// Where a container places an item across its slot along one axis: a grid's cell in its column
/// or row, a flow's item in its line.
enum SlotPlacement {
    /// At the slot's start, centre or end (and no longer than the slot), or filling it.
    case start, center, end, fill
    /// With its `baseline` on the `reference` item's (none for the reference itself), inside the
    /// slot, and at its start when the baseline group leaves room.
    case baseline(LayoutAttribute, reference: LayoutItem?)
}

extension [ConstraintSpec] {
    /// Appends the constraints that place `item` across `slot` at `placement`, labelled `label`
    /// (and `suppressionLabel` for the weak start of a baseline group): first the one that places
    /// it, then the one that keeps it inside.
    mutating func place(_ item: LayoutItem, _ placement: SlotPlacement, in slot: LayoutGuide,
                        _ axis: (start: LayoutAttribute, center: LayoutAttribute, end: LayoutAttribute),
                        label: String, suppressionLabel: String)
    {
        func align(_ attribute: LayoutAttribute, _ relation: ConstraintRelation) {
            append(ConstraintSpec(label: label, first: item, firstAttribute: attribute, relation: relation,
                                  second: slot, secondAttribute: attribute))
        }
        switch placement {
        case .start: align(axis.start, .equal); align(axis.end, .lessThanOrEqual)
        case .center: align(axis.center, .equal); align(axis.start, .greaterThanOrEqual)
        case .end: align(axis.end, .equal); align(axis.start, .greaterThanOrEqual)
        case .fill: align(axis.start, .equal); align(axis.end, .equal)
        case .baseline(let baseline, let reference):
            if let reference {
                append(ConstraintSpec(label: label, first: item, firstAttribute: baseline, relation: .equal,
                                      second: reference, secondAttribute: baseline))
            }
            align(axis.start, .greaterThanOrEqual)
            align(axis.end, .lessThanOrEqual)
            append(ConstraintSpec(label: suppressionLabel, first: item, firstAttribute: axis.start, relation: .equal,
                                  second: slot, secondAttribute: axis.start, priority: ConstraintPriority(25)))
        }
    }
}

extension LayoutView {
    /// The constraints `specs` describe, made as `kind`: existing ones that match keep their
    /// identity (constant and multiplier changed in place); the others are deactivated, and new
    /// ones made.
    ///
    /// - Complexity: O(*s* · *e*) for *s* specs and *e* existing constraints (groups are small).
    func reconcile(_ existing: [LayoutConstraint], with specs: [ConstraintSpec],
                   kind: LayoutConstraint.Kind) -> [LayoutConstraint]
    {
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
                let constraint = LayoutConstraint(kind: kind, firstItem: spec.first, firstAttribute: spec.firstAttribute,
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

    /// The view's attribute standing for `attribute` of its canvas: its edges, or its margins
    /// when `margins` (a container's `isLayoutMarginsRelativeArrangement`).
    func canvasAttribute(_ attribute: LayoutAttribute, margins: Bool) -> LayoutAttribute {
        guard margins else { return attribute }
        switch attribute {
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return attribute
        }
    }
}

extension LayoutView {
    /// The guide in `slot`, made, named `identifier` and added to this view first if the slot is
    /// empty: a container's guide that exists only while its arrangement needs it.
    func guide(in slot: inout LayoutGuide?, identifier: String) -> LayoutGuide {
        if let guide = slot { return guide }
        let guide = LayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        slot = guide
        return guide
    }
}
