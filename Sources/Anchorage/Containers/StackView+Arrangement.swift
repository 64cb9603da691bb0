// SPDX-License-Identifier: MIT

// The constraints a StackView makes along its axis, grouped by the arranged view that owns them
// so that a change rebuilds only the groups it affects (the ContainerViews article lists the
// groups). Hiding keeps the chain's required equations in the solver: one removed and added again
// in the middle of a long chain would make every later constant change of the chain cost what the
// chain is long. The across-axis constraints are in StackView+Alignment.swift; each group is
// rebuilt by reconciling (ConstraintSpec.swift), so unchanged constraints stay in the solver.

extension StackView {
    /// The priority of the weak constraints that settle what nothing else decides (a free
    /// stack's length across the axis, the gaps of a free equal-spacing stack): just above
    /// ``ConstraintPriority/fittingSizeLevel``, so that a stack fits its content also when
    /// `systemLayoutSizeFitting` pulls toward a large size, and below every default hugging.
    static let fitPriority = ConstraintPriority(51)

    /// The priority of `.fill`'s tie-break by index: below every priority in common use
    /// (fitting's 50 included), so it decides only what every other constraint leaves open.
    static let tiePriority = ConstraintPriority(1)

    // MARK: Attributes

    /// The along-axis attributes: leading edge, trailing edge, length, centre.
    var alongAttributes: (lead: LayoutAttribute, trail: LayoutAttribute, length: LayoutAttribute, center: LayoutAttribute) {
        axis == .horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
    }

    /// The stack's attribute standing for `attribute` of its canvas: its edges, or its margins
    /// with ``isLayoutMarginsRelativeArrangement``.
    func canvas(_ attribute: LayoutAttribute) -> LayoutAttribute {
        canvasAttribute(attribute, margins: isLayoutMarginsRelativeArrangement)
    }

    /// Points for a spacing value (``spacingUseSystem`` is the system spacing).
    func points(_ value: Double) -> Double {
        value == Self.spacingUseSystem ? Self.systemSpacing : value
    }

    /// The spacing after an entry.
    func spacing(after entry: Entry) -> Double {
        points(entry.customSpacing ?? spacing)
    }

    // MARK: Neighbours

    func isVisible(_ index: Int) -> Bool { !entries[index].view.isHidden }

    func previousVisible(before index: Int) -> Int? {
        var i = index - 1
        while i >= 0 {
            if isVisible(i) { return i }
            i -= 1
        }
        return nil
    }

    func nextVisible(after index: Int) -> Int? {
        var i = index + 1
        while i < entries.count {
            if isVisible(i) { return i }
            i += 1
        }
        return nil
    }

    // MARK: Changes

    /// Rebuilds the along-axis groups at `indices` (each once; `nil`s and out-of-range ones
    /// skipped).
    func rebuildAlong(atEach indices: [Int?]) {
        var done: [Int] = []
        for case let i? in indices where i >= 0 && i < entries.count && !done.contains(i) {
            rebuildAlong(at: i)
            done.append(i)
        }
    }

    /// A new entry at `index`: its groups, the visible neighbours' (which now link to it) and a
    /// hidden successor's (placed after it).
    func arrangedViewDidArrive(at index: Int) {
        let hiddenNext = index + 1 < entries.count && !isVisible(index + 1) ? index + 1 : nil
        rebuildAlong(atEach: [previousVisible(before: index), index - 1, index, nextVisible(after: index), hiddenNext])
        rebuildAcross(at: index)
        if index + 1 < entries.count { rebuildAcross(at: index + 1) }
    }

    /// Removes the entry at `index` and its constraints, and relinks its neighbours.
    func detachEntry(at index: Int) {
        let entry = entries[index]
        for constraint in entry.along + entry.hiding + entry.across { constraint.deactivate() }
        entry.along = []
        entry.hiding = []
        entry.across = []
        entry.spacingLink = nil
        entries.remove(at: index)
        if let guide = entry.gapGuide { removeLayoutGuide(guide) }
        guard index < entries.count else {
            rebuildAlong(atEach: [previousVisible(before: index), index - 1])
            return
        }
        let following = isVisible(index) ? index : nextVisible(after: index)
        rebuildAlong(atEach: [previousVisible(before: index), index - 1, following, isVisible(index) ? nil : index])
        rebuildAcross(at: index)
    }

    func hiddenDidChange(at index: Int) {
        rebuildAlong(atEach: [previousVisible(before: index), index, nextVisible(after: index)])
        rebuildAcross(at: index)
    }

    func spacingDidChange() {
        for index in entries.indices { refreshSpacing(at: index) }
    }

    /// Moves the spacing after the entry at `index` in place.
    func refreshSpacing(at index: Int) {
        let entry = entries[index]
        switch distribution {
        case .fill, .fillEqually, .fillProportionally: entry.spacingLink?.constant = chainGap(at: index)
        case .equalSpacing, .equalCentering: entry.spacingLink?.constant = spacing(after: entry)
        }
    }

    /// Rebuilds the along-axis groups whose proportions changed: a view's own ratio, and the next
    /// visible view's, which is relative to it.
    func refreshProportions() {
        var changed: [Int?] = []
        for index in entries.indices where isVisible(index) {
            if entries[index].proportionalLength != intrinsicLength(of: entries[index].view) {
                changed += [index, nextVisible(after: index)]
            }
        }
        rebuildAlong(atEach: changed)
    }

    func rebuildAlong() {
        for index in entries.indices { rebuildAlong(at: index) }
    }

    func intrinsicLength(of view: LayoutView) -> Double? {
        let size = view.intrinsicContentSize
        let length = axis == .horizontal ? size.width : size.height
        return length > 0 && length.isFinite ? length : nil
    }

    // MARK: Groups

    /// Rebuilds the along-axis group (and the hiding group) of the entry at `index`.
    func rebuildAlong(at index: Int) {
        switch distribution {
        case .fill, .fillEqually, .fillProportionally: rebuildChain(at: index)
        case .equalSpacing, .equalCentering: rebuildDistributed(at: index)
        }
    }

    /// The gap after the entry at `index` in a fill distribution's chain: its spacing while it
    /// is visible and a visible view follows it, else zero (a hidden view takes no spacing after
    /// it, and the last visible view none before the hidden ones that end the chain).
    func chainGap(at index: Int) -> Double {
        isVisible(index) && nextVisible(after: index) != nil ? spacing(after: entries[index]) : 0
    }

    /// The fill distributions: every arranged view, hidden or not, is a link of one chain from
    /// the stack's leading edge to its trailing edge, so hiding a view adds its `UISV-hiding`
    /// (zero length) and moves gap constants in place; the chain's required equations stay in the
    /// solver untouched. The size links of `.fillEqually` and `.fillProportionally` join
    /// visible views only.
    func rebuildChain(at index: Int) {
        let entry = entries[index]
        let view = entry.view
        let a = alongAttributes
        let visible = isVisible(index)
        var specs: [Spec] = []
        var spacingIndex: Int?
        if index == 0 {
            specs.append(Spec(label: "UISV-canvas-connection", first: self, firstAttribute: canvas(a.lead), relation: .equal,
                              second: view, secondAttribute: a.lead))
        }
        if index + 1 < entries.count {
            let other = entries[index + 1].view
            spacingIndex = specs.count
            // Baselines only between two visible views: a hidden one has no text to measure from.
            if axis == .vertical, isBaselineRelativeArrangement, visible, isVisible(index + 1) {
                specs.append(Spec(label: "UISV-spacing", first: other, firstAttribute: .firstBaseline, relation: .equal,
                                  second: view, secondAttribute: .lastBaseline, constant: chainGap(at: index)))
            } else {
                specs.append(Spec(label: "UISV-spacing", first: other, firstAttribute: a.lead, relation: .equal,
                                  second: view, secondAttribute: a.trail, constant: chainGap(at: index)))
            }
        } else {
            specs.append(Spec(label: "UISV-canvas-connection", first: self, firstAttribute: canvas(a.trail), relation: .equal,
                              second: view, secondAttribute: a.trail))
        }
        if visible, let previous = previousVisible(before: index) {
            let other = entries[previous].view
            switch distribution {
            case .fill:
                // UIKit settles ties in hugging or compression resistance by index: a wish for no
                // length below every other priority, on every visible view but the first, gives
                // the stretch to the first of the tied views and the shrinking to the last.
                specs.append(Spec(label: "UISV-ambiguity-suppression", first: view, firstAttribute: a.length, relation: .equal,
                                  second: nil, secondAttribute: .notAnAttribute, priority: Self.tiePriority))
            case .fillEqually:
                specs.append(Spec(label: "UISV-fill-equally", first: view, firstAttribute: a.length, relation: .equal,
                                  second: other, secondAttribute: a.length))
            case .fillProportionally:
                // The ratio of the two intrinsic lengths, below required so that an explicit
                // length of yours wins; views without one are left to `.fill`'s rules.
                let mine = intrinsicLength(of: view), theirs = intrinsicLength(of: other)
                entry.proportionalLength = mine
                entries[previous].proportionalLength = theirs
                if let mine, let theirs {
                    specs.append(Spec(label: "UISV-fill-proportionally", first: view, firstAttribute: a.length, relation: .equal,
                                      second: other, secondAttribute: a.length, multiplier: mine / theirs,
                                      priority: ConstraintPriority(999)))
                }
            case .equalSpacing, .equalCentering:
                break
            }
        }
        entry.along = reconcile(entry.along, with: specs, kind: .stackView)
        entry.spacingLink = spacingIndex.map { entry.along[$0] }
        let hiding = visible ? [] : [Spec(label: "UISV-hiding", first: view, firstAttribute: a.length, relation: .equal,
                                          second: nil, secondAttribute: .notAnAttribute)]
        entry.hiding = reconcile(entry.hiding, with: hiding, kind: .stackView)
    }

    /// The equal distributions: visible views only are linked, through gap guides; a hidden
    /// view is zero long and placed after the arranged view before it.
    func rebuildDistributed(at index: Int) {
        let entry = entries[index]
        let view = entry.view
        let a = alongAttributes
        var specs: [Spec] = []
        var spacingIndex: Int?
        guard isVisible(index) else {
            entry.along = reconcile(entry.along, with: [], kind: .stackView)
            entry.spacingLink = nil
            specs.append(Spec(label: "UISV-hiding", first: view, firstAttribute: a.length, relation: .equal,
                              second: nil, secondAttribute: .notAnAttribute))
            if index > 0 {
                specs.append(Spec(label: "UISV-hiding", first: view, firstAttribute: a.lead, relation: .equal,
                                  second: entries[index - 1].view, secondAttribute: a.trail))
            } else {
                specs.append(Spec(label: "UISV-hiding", first: self, firstAttribute: canvas(a.lead), relation: .equal,
                                  second: view, secondAttribute: a.lead))
            }
            entry.hiding = reconcile(entry.hiding, with: specs, kind: .stackView)
            return
        }
        entry.hiding = reconcile(entry.hiding, with: [], kind: .stackView)
        let previous = previousVisible(before: index)
        if previous == nil {
            specs.append(Spec(label: "UISV-canvas-connection", first: self, firstAttribute: canvas(a.lead), relation: .equal,
                              second: view, secondAttribute: a.lead))
        }
        if let next = nextVisible(after: index) {
            let other = entries[next].view
            let gap = spacing(after: entry)
            let guide = gapGuide(of: entry)
            let centering = distribution == .equalCentering
            specs.append(Spec(label: "UISV-distributing-edge", first: guide, firstAttribute: a.lead, relation: .equal,
                              second: view, secondAttribute: centering ? a.center : a.trail))
            specs.append(Spec(label: "UISV-distributing-edge", first: guide, firstAttribute: a.trail, relation: .equal,
                              second: other, secondAttribute: centering ? a.center : a.lead))
            spacingIndex = specs.count
            if centering {
                specs.append(Spec(label: "UISV-spacing", first: other, firstAttribute: a.lead, relation: .greaterThanOrEqual,
                                  second: view, secondAttribute: a.trail, constant: gap))
            } else {
                specs.append(Spec(label: "UISV-spacing", first: guide, firstAttribute: a.length, relation: .greaterThanOrEqual,
                                  second: nil, secondAttribute: .notAnAttribute, constant: gap))
            }
            specs.append(Spec(label: "UISV-ambiguity-suppression", first: guide, firstAttribute: a.length, relation: .equal,
                              second: nil, secondAttribute: .notAnAttribute, priority: Self.fitPriority))
            if let previous, let previousGuide = entries[previous].gapGuide {
                specs.append(Spec(label: "UISV-fill-equally", first: guide, firstAttribute: a.length, relation: .equal,
                                  second: previousGuide, secondAttribute: a.length))
            }
        } else {
            specs.append(Spec(label: "UISV-canvas-connection", first: self, firstAttribute: canvas(a.trail), relation: .equal,
                              second: view, secondAttribute: a.trail))
        }
        entry.along = reconcile(entry.along, with: specs, kind: .stackView)
        entry.spacingLink = spacingIndex.map { entry.along[$0] }
    }

    /// The guide spanning the gap after `entry`, made on first use.
    func gapGuide(of entry: Entry) -> LayoutGuide {
        guide(in: &entry.gapGuide, identifier: "UISV-gap-guide")
    }
}
