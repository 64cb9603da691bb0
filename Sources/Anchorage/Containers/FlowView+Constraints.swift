// SPDX-License-Identifier: MIT

// The constraints of a FlowView's lines. Each line is a layout guide: placed across the axis
// after the previous line (`FlowView-line-spacing`), as long there as its longest item
// (`FlowView-line-length`, a constant), and along the axis by the justification. Each item owns
// its links in its line: to the line's edge or to the item before it, and its alignment across
// the line. Groups are reconciled (ConstraintSpec.swift), so a rebuilt line keeps the
// constraints that did not change.

extension FlowView {
    typealias Spec = ConstraintSpec

    /// The attributes along the axis: leading edge, trailing edge, length, centre.
    var alongAttributes: (lead: LayoutAttribute, trail: LayoutAttribute, length: LayoutAttribute, center: LayoutAttribute) {
        axis == .horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
    }

    /// The attributes across the axis: start, end, length, centre.
    var acrossAttributes: (start: LayoutAttribute, end: LayoutAttribute, length: LayoutAttribute, center: LayoutAttribute) {
        axis == .horizontal ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
    }

    /// The flow's attribute standing for `attribute` of its canvas (edges or margins).
    func canvas(_ attribute: LayoutAttribute) -> LayoutAttribute {
        canvasAttribute(attribute, margins: isLayoutMarginsRelativeArrangement)
    }

    /// The constraints of a line's guide: across the axis `offset` from the flow's start and
    /// `crossLength` long; along it, by the justification.
    func rebuildGuide(of line: Line, at index: Int, offset: Double, crossLength: Double) {
        let guide = line.guide
        let a = alongAttributes, c = acrossAttributes
        var specs: [Spec] = []
        func pin(_ attribute: LayoutAttribute, _ relation: ConstraintRelation, priority: ConstraintPriority = .required) {
            specs.append(Spec(label: "FlowView-canvas-connection", first: guide, firstAttribute: attribute, relation: relation,
                              second: self, secondAttribute: canvas(attribute), priority: priority))
        }
        // Each line at its offset from the flow's start, not chained to the line before: a chain
        // of lines makes every line's position a row as long as the lines before it in the
        // solver, and a re-break rebuilds it. The lines' lengths are measured, so the offsets
        // are known; the bound after the previous line keeps lines apart if an item outgrows its
        // measure.
        specs.append(Spec(label: "FlowView-line-offset", first: guide, firstAttribute: c.start, relation: .equal,
                          second: self, secondAttribute: canvas(c.start), constant: offset))
        if index > 0 {
            specs.append(Spec(label: "FlowView-line-spacing", first: guide, firstAttribute: c.start, relation: .greaterThanOrEqual,
                              second: lines[index - 1].guide, secondAttribute: c.end, constant: lineSpacing))
        }
        specs.append(Spec(label: "FlowView-line-length", first: guide, firstAttribute: c.length, relation: .equal,
                          second: nil, secondAttribute: .notAnAttribute, constant: crossLength, priority: Self.linePriority))
        switch justification {
        case .leading:
            pin(a.lead, .equal)
            pin(a.trail, .lessThanOrEqual, priority: Self.linePriority)
        case .trailing:
            pin(a.trail, .equal)
            pin(a.lead, .greaterThanOrEqual, priority: Self.linePriority)
        case .center:
            pin(a.center, .equal)
            pin(a.lead, .greaterThanOrEqual, priority: Self.linePriority)
        case .spaceBetween, .fill:
            pin(a.lead, .equal)
            pin(a.trail, .equal)
        }
        line.constraints = reconcile(line.constraints, with: specs, kind: .flowView)
    }

    /// The constraints of the item at `position` in `line`.
    func rebuild(_ entry: Entry, at position: Int, in line: Line) {
        let view = entry.view, guide = line.guide
        let a = alongAttributes, c = acrossAttributes
        let count = line.entries.count
        var specs: [Spec] = []
        func edge(_ attribute: LayoutAttribute, _ relation: ConstraintRelation, priority: ConstraintPriority = .required) {
            specs.append(Spec(label: "FlowView-line-edge", first: view, firstAttribute: attribute, relation: relation,
                              second: guide, secondAttribute: attribute, priority: priority))
        }
        // Along the axis: the leading end of the line or the item before, then the trailing end.
        var usesGap = false
        if position == 0 {
            edge(a.lead, .equal)
        } else {
            let previous = line.entries[position - 1].view
            if justification == .spaceBetween {
                usesGap = true
                let gap = gapGuide(of: entry)
                specs.append(Spec(label: "FlowView-distributing-edge", first: gap, firstAttribute: a.lead, relation: .equal,
                                  second: previous, secondAttribute: a.trail))
                specs.append(Spec(label: "FlowView-distributing-edge", first: gap, firstAttribute: a.trail, relation: .equal,
                                  second: view, secondAttribute: a.lead))
                specs.append(Spec(label: "FlowView-spacing", first: gap, firstAttribute: a.length, relation: .greaterThanOrEqual,
                                  second: nil, secondAttribute: .notAnAttribute, constant: spacing))
                if position > 1, let first = line.entries[1].gapGuide {
                    specs.append(Spec(label: "FlowView-distributing-edge", first: gap, firstAttribute: a.length, relation: .equal,
                                      second: first, secondAttribute: a.length))
                }
            } else {
                specs.append(Spec(label: "FlowView-spacing", first: view, firstAttribute: a.lead, relation: .equal,
                                  second: previous, secondAttribute: a.trail, constant: spacing))
            }
            if justification == .fill {
                // A stack's tie-break: of items tied in hugging the first stretches.
                specs.append(Spec(label: "FlowView-ambiguity-suppression", first: view, firstAttribute: a.length, relation: .equal,
                                  second: nil, secondAttribute: .notAnAttribute, priority: StackView.tiePriority))
            }
        }
        if position == count - 1 {
            // A lone item in a spread line keeps its own length, packed at the leading end.
            if justification == .spaceBetween, count == 1 {
                edge(a.trail, .lessThanOrEqual, priority: Self.linePriority)
            } else {
                edge(a.trail, .equal)
            }
        }
        // Across the axis: the alignment within the line.
        let placement: SlotPlacement = switch effectiveAlignment {
        case .fill: .fill
        case .leading: .start
        case .trailing: .end
        case .center: .center
        case .firstBaseline: .baseline(.firstBaseline, reference: position > 0 ? line.entries[0].view : nil)
        case .lastBaseline: .baseline(.lastBaseline, reference: position > 0 ? line.entries[0].view : nil)
        }
        specs.place(view, placement, in: guide, (c.start, c.center, c.end), label: "FlowView-alignment",
                    suppressionLabel: "FlowView-ambiguity-suppression")
        entry.constraints = reconcile(entry.constraints, with: specs, kind: .flowView)
        if !usesGap, let gap = entry.gapGuide {
            removeLayoutGuide(gap)
            entry.gapGuide = nil
        }
    }

    /// A hidden item's constraints: at the start of the flow's canvas, its size its own.
    func rebuildHidden(_ entry: Entry) {
        let view = entry.view
        let a = alongAttributes, c = acrossAttributes
        let specs = [a.lead, c.start].map {
            Spec(label: "FlowView-hiding", first: view, firstAttribute: $0, relation: .equal, second: self, secondAttribute: canvas($0))
        }
        entry.constraints = reconcile(entry.constraints, with: specs, kind: .flowView)
        if let gap = entry.gapGuide {
            removeLayoutGuide(gap)
            entry.gapGuide = nil
        }
    }

    /// The guide spanning the gap before `entry`, made on first use.
    func gapGuide(of entry: Entry) -> LayoutGuide {
        guide(in: &entry.gapGuide, identifier: "FlowView-gap-guide")
    }
}
