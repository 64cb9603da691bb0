// SPDX-License-Identifier: MIT

// The across-axis constraints of a StackView: each arranged view's alignment to the stack's
// canvas (its edges, or margins), the spanning boundaries that keep visible views inside it, and
// the stack's own weak fit that makes it hug them when nothing else sets its length across the
// axis (the along-axis constraints are in StackView+Arrangement.swift).

extension StackView {
    /// The across-axis attributes.
    var acrossAttributes: (start: LayoutAttribute, end: LayoutAttribute, length: LayoutAttribute, center: LayoutAttribute) {
        axis == .horizontal ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
    }

    /// The alignment in effect: baselines mean the leading and trailing edges in a vertical
    /// stack, as in UIKit (where baseline alignments are for horizontal stacks).
    var effectiveAlignment: Alignment { alignment.effective(along: axis) }

    func rebuildAcross() {
        for index in entries.indices { rebuildAcross(at: index) }
    }

    /// Rebuilds the across-axis group of the entry at `index` (and the stack's canvas fit).
    func rebuildAcross(at index: Int) {
        let entry = entries[index], view = entry.view
        let c = acrossAttributes, visible = isVisible(index)
        var specs: [Spec] = []
        func pin(_ label: String, _ attribute: LayoutAttribute, _ relation: ConstraintRelation,
                 priority: ConstraintPriority = .required)
        {
            // The stack is the first item, so `relation` reads "stack ⋈ view".
            specs.append(Spec(label: label, first: self, firstAttribute: canvas(attribute), relation: relation,
                              second: view, secondAttribute: attribute, priority: priority))
        }
        switch effectiveAlignment {
        case .fill:
            pin("UISV-canvas-connection", c.start, .equal)
            pin("UISV-canvas-connection", c.end, .equal)
        case .leading:
            pin("UISV-canvas-connection", c.start, .equal)
            if visible { pin("UISV-spanning-boundary", c.end, .greaterThanOrEqual) }
        case .trailing:
            pin("UISV-canvas-connection", c.end, .equal)
            if visible { pin("UISV-spanning-boundary", c.start, .lessThanOrEqual) }
        case .center:
            pin("UISV-canvas-connection", c.center, .equal)
            if visible { pin("UISV-spanning-boundary", c.start, .lessThanOrEqual) }
        case .firstBaseline, .lastBaseline:
            let baseline: LayoutAttribute = effectiveAlignment == .firstBaseline ? .firstBaseline : .lastBaseline
            if index > 0 {
                specs.append(Spec(label: "UISV-alignment", first: view, firstAttribute: baseline, relation: .equal,
                                  second: entries[index - 1].view, secondAttribute: baseline))
            }
            if visible {
                pin("UISV-spanning-boundary", c.start, .lessThanOrEqual)
                pin("UISV-spanning-boundary", c.end, .greaterThanOrEqual)
                // A stack taller than its views puts the baseline-aligned group at its top.
                pin("UISV-ambiguity-suppression", c.start, .equal, priority: ConstraintPriority(25))
            }
        }
        entry.across = reconcile(entry.across, with: specs, kind: .stackView)
        rebuildStackAcross()
    }

    /// The stack's own across-axis constraint: without alignment `.fill`, nothing but its
    /// arranged views' bounds limits its length across the axis, so a weak wish for zero makes it
    /// hug them (UIKit's spanning fit).
    func rebuildStackAcross() {
        var specs: [Spec] = []
        if effectiveAlignment != .fill {
            specs.append(Spec(label: "UISV-spanning-fit", first: self, firstAttribute: acrossAttributes.length, relation: .equal,
                              second: nil, secondAttribute: .notAnAttribute, priority: Self.fitPriority))
        }
        stackAcross = reconcile(stackAcross, with: specs, kind: .stackView)
    }
}

extension StackView.Alignment {
    /// The alignment in effect for views lined up along `axis`: baselines mean the leading and
    /// trailing edges along a vertical axis, as in UIKit (baseline alignments are for rows).
    func effective(along axis: LayoutConstraint.Axis) -> Self {
        guard axis == .vertical else { return self }
        switch self {
        case .firstBaseline: return .leading
        case .lastBaseline: return .trailing
        default: return self
        }
    }
}
