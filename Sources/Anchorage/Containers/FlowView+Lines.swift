// SPDX-License-Identifier: MIT

// How a FlowView breaks its items into lines: each visible item measured once (again after it
// changes), lines filled greedily at the length the solver gave the flow, and each line's length
// across the axis. The constraints that hold the lines are in FlowView+Constraints.swift.

extension FlowView {
    /// The tolerance of the fit test: an item that fits up to rounding stays on its line.
    static let fitTolerance = 1e-9

    /// The priority of the bounds that compress an item longer than the flow and of each line's
    /// length across the axis: below required, so that an item your constraints size exactly
    /// (or the lines of the previous pass, before the flow re-breaks) overflows instead of
    /// breaking a required constraint, and above every default compression resistance.
    static let linePriority = ConstraintPriority(999)

    // MARK: Changes

    /// Something about the items changed: break again at the next update pass.
    func arrangementDidChange() {
        setNeedsUpdateConstraints()
    }

    /// A property that every line's constraints read changed.
    func propertyDidChange() {
        needsFullRebuild = true
        for entry in entries { entry.compressed = nil }
        setNeedsUpdateConstraints()
        invalidateIntrinsicContentSize()
    }

    /// Takes `view`'s entry out, with its constraints and gap guide.
    func detach(_ view: LayoutView) {
        guard let entry = entryByView.removeValue(forKey: ObjectIdentifier(view)) else { return }
        entries.removeAll { $0 === entry }
        for constraint in entry.constraints { constraint.deactivate() }
        entry.constraints = []
        if let guide = entry.gapGuide { removeLayoutGuide(guide) }
        entry.gapGuide = nil
    }

    // MARK: Lengths

    /// The length along the axis a flow of `size` breaks its lines at: inside its margins with
    /// ``isLayoutMarginsRelativeArrangement``.
    func availableLength(in size: Size) -> Double {
        let margins = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
        return axis == .horizontal ? size.width - margins.left - margins.right : size.height - margins.top - margins.bottom
    }

    /// The measure of a visible entry, taken now if it is stale.
    func measure(of entry: Entry) -> ItemMeasure {
        ItemMeasure.cached(&entry.measure, of: entry.view)
    }

    /// An entry's natural length along the axis.
    func alongLength(of entry: Entry) -> Double {
        let size = measure(of: entry).size
        return axis == .horizontal ? size.width : size.height
    }

    /// An entry's length across the axis in a flow `available` long: its natural one, or, for
    /// an item compressed to the flow's length, its length there (a wrapping label grows).
    func crossLength(of entry: Entry, available: Double?) -> Double {
        let size = measure(of: entry).size
        let natural = axis == .horizontal ? size.height : size.width
        guard let available, alongLength(of: entry) > available + Self.fitTolerance, available >= 0 else { return natural }
        if let compressed = entry.compressed, compressed.along == available { return compressed.cross }
        let cross = ItemMeasure.crossLength(of: entry.view, axis: axis, along: available)
        entry.compressed = (available, cross)
        return cross
    }

    /// The alignment in effect: baselines mean the leading and trailing edges in a vertical
    /// flow, as in a stack.
    var effectiveAlignment: Alignment { alignment.effective(along: axis) }

    /// A line's length across the axis: its longest item's, or, with baselines aligned, the
    /// longest reach above the baseline plus the longest below it.
    func crossLength(of line: [Entry], available: Double?) -> Double {
        var longest = 0.0, above = 0.0, below = 0.0
        for entry in line {
            let cross = crossLength(of: entry, available: available)
            longest = max(longest, cross)
            let measure = measure(of: entry)
            switch effectiveAlignment {
            case .firstBaseline:
                above = max(above, measure.firstBaseline)
                below = max(below, cross - measure.firstBaseline)
            case .lastBaseline:
                above = max(above, cross - measure.lastBaseline)
                below = max(below, measure.lastBaseline)
            default:
                break
            }
        }
        return max(longest, above + below)
    }

    // MARK: Breaking

    /// The visible items in lines `available` long (`nil`: one line): greedy, an item that does
    /// not fit starts a line, and an item longer than `available` has a line of its own.
    ///
    /// - Complexity: O(*n*) in the arranged views (each measured once until it changes).
    func breakLines(at available: Double?) -> [[Entry]] {
        var result: [[Entry]] = []
        var line: [Entry] = []
        var used = 0.0
        for entry in entries where !entry.view.isHidden {
            let length = alongLength(of: entry)
            if line.isEmpty {
                used = length
            } else if let available, used + spacing + length > available + Self.fitTolerance {
                result.append(line)
                line = []
                used = length
            } else {
                used += spacing + length
            }
            line.append(entry)
        }
        if !line.isEmpty { result.append(line) }
        return result
    }

    /// The flow's size when broken at `available`: along the axis its items in one line, across
    /// it its lines; its margins included with ``isLayoutMarginsRelativeArrangement``.
    func contentSize(breakingAt available: Double?) -> Size {
        var along = 0.0, cross = 0.0
        var count = 0
        for entry in entries where !entry.view.isHidden {
            along += (count > 0 ? spacing : 0) + alongLength(of: entry)
            count += 1
        }
        let broken = breakLines(at: available)
        for (index, line) in broken.enumerated() {
            cross += (index > 0 ? lineSpacing : 0) + crossLength(of: line, available: available)
        }
        let margins = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
        return axis == .horizontal
            ? Size(width: along + margins.left + margins.right, height: cross + margins.top + margins.bottom)
            : Size(width: cross + margins.left + margins.right, height: along + margins.top + margins.bottom)
    }

    // MARK: Rebuilding

    /// Breaks the lines at ``breakLength`` and rebuilds the constraints of the lines whose items
    /// changed (all of them after a property change); the others' lengths across the axis move in
    /// place. Before the first layout there are no lines yet.
    func updateLines() {
        guard let available = breakLength else {
            invalidateIntrinsicContentSize()
            return
        }
        let broken = breakLines(at: available)
        let full = needsFullRebuild
        needsFullRebuild = false
        var placed = Set<ObjectIdentifier>()
        var offset = 0.0
        for (index, items) in broken.enumerated() {
            let line = index < lines.count ? lines[index] : makeLine(at: index)
            let same = !full && line.entries.count == items.count && zip(line.entries, items).allSatisfy { $0 === $1 }
            line.entries = items
            let length = crossLength(of: items, available: available)
            // A line whose items, place and length did not change keeps its constraints as they
            // are, unvisited.
            if full || offset != line.offset || length != line.crossLength {
                rebuildGuide(of: line, at: index, offset: offset, crossLength: length)
                line.offset = offset
                line.crossLength = length
            }
            offset += length + lineSpacing
            for (position, entry) in items.enumerated() {
                placed.insert(ObjectIdentifier(entry))
                if !same { rebuild(entry, at: position, in: line) }
            }
        }
        while lines.count > broken.count {
            let line = lines.removeLast()
            for constraint in line.constraints { constraint.deactivate() }
            removeLayoutGuide(line.guide)
        }
        for entry in entries where !placed.contains(ObjectIdentifier(entry)) {
            rebuildHidden(entry)
        }
        invalidateIntrinsicContentSize()
    }

    /// A new line's guide, added to the flow.
    func makeLine(at index: Int) -> Line {
        let guide = LayoutGuide()
        guide.identifier = "FlowView-line-\(index)"
        addLayoutGuide(guide)
        let line = Line(guide: guide)
        lines.append(line)
        return line
    }
}
