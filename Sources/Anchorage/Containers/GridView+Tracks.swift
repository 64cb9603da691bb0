// SPDX-License-Identifier: MIT

// A GridView's tracks: where each cell sits, what the cells measure, and the columns' and rows'
// guides with their constraints. A track is chained to its neighbours (`GridView-spacing`) and
// wants its natural length at its hugging (`GridView-track-length`); tracks that hug alike share
// extra length equally (`GridView-track-share`). The cells' constraints are in
// GridView+Cells.swift.

extension GridView {
    typealias Spec = ConstraintSpec

    /// The highest priority a track holds its natural length at: below required, so that a grid
    /// given another size stretches or compresses it instead of failing.
    static let trackPriority = ConstraintPriority(999)

    // MARK: Cells

    /// Makes cells of `views` and inserts them as a row at `index`.
    func appendCells(_ views: [LayoutView], at index: Int) {
        var row: [Cell] = []
        for view in views {
            Misuse.check(cellByView[ObjectIdentifier(view)] == nil,
                         "Anchorage: \(view.debugDescription) is a cell of \(debugDescription) already")
            if view.superview !== self { addSubview(view) }
            view.translatesAutoresizingMaskIntoConstraints = false
            let cell = Cell(view)
            cellByView[ObjectIdentifier(view)] = cell
            row.append(cell)
        }
        cellRows.insert(row, at: index)
    }

    /// Takes a cell out, with its constraints and span guide.
    func detach(_ cell: Cell) {
        cellByView[ObjectIdentifier(cell.view)] = nil
        for constraint in cell.constraints { constraint.deactivate() }
        cell.constraints = []
        for constraint in cell.spanConstraints { constraint.deactivate() }
        cell.spanConstraints = []
        if let guide = cell.spanGuide { removeLayoutGuide(guide) }
        cell.spanGuide = nil
    }

    /// The measure of a cell, taken now if it is stale.
    func measure(of cell: Cell) -> ItemMeasure {
        ItemMeasure.cached(&cell.measure, of: cell.view)
    }

    /// The vertical alignment in effect for a cell (its own, else the grid's).
    func verticalAlignment(of cell: Cell) -> VerticalAlignment {
        cell.alignment?.vertical ?? alignment.vertical
    }

    /// The horizontal alignment in effect for a cell starting at `column` (its own, else its
    /// column's, else the grid's).
    func horizontalAlignment(of cell: Cell, column: Int) -> HorizontalAlignment {
        cell.alignment?.horizontal ?? columnAlignments[column] ?? alignment.horizontal
    }

    /// Calls `body` with each cell, its row and its first column.
    func forEachCell(_ body: (Cell, Int, Int) -> Void) {
        for (row, cells) in cellRows.enumerated() {
            var column = 0
            for cell in cells {
                body(cell, row, column)
                column += cell.columnSpan
            }
        }
    }

    // MARK: Natural lengths

    /// Each column's and row's natural length and hugging priority.
    ///
    /// - Complexity: O(*n*) in the cells (each measured once until it changes).
    func naturalTracks() -> (columns: [(length: Double, hugging: ConstraintPriority)],
                             rows: [(length: Double, hugging: ConstraintPriority)])
    {
        let columnCount = cellRows.map { $0.reduce(0) { $0 + $1.columnSpan } }.max() ?? 0
        var widths = [Double](repeating: 0, count: columnCount)
        var columnHugging = [ConstraintPriority?](repeating: nil, count: columnCount)
        var rows: [(length: Double, hugging: ConstraintPriority)] = []
        var spanning: [(cell: Cell, column: Int)] = []
        for cells in cellRows {
            var column = 0, tallest = 0.0, above = 0.0, below = 0.0
            var hugging: ConstraintPriority?
            for cell in cells {
                let measure = measure(of: cell)
                let horizontal = cell.view.contentHuggingPriority(for: .horizontal)
                for spanned in column..<column + cell.columnSpan {
                    columnHugging[spanned] = min(columnHugging[spanned] ?? horizontal, horizontal)
                }
                if cell.columnSpan == 1 {
                    widths[column] = max(widths[column], measure.size.width)
                } else {
                    spanning.append((cell, column))
                }
                let vertical = cell.view.contentHuggingPriority(for: .vertical)
                hugging = min(hugging ?? vertical, vertical)
                if verticalAlignment(of: cell) == .firstBaseline {
                    above = max(above, measure.firstBaseline)
                    below = max(below, measure.size.height - measure.firstBaseline)
                } else {
                    tallest = max(tallest, measure.size.height)
                }
                column += cell.columnSpan
            }
            rows.append((max(tallest, above + below), min(hugging ?? .low, Self.trackPriority)))
        }
        // A spanning cell wider than its columns widens each of them by an equal part.
        for (cell, column) in spanning {
            let range = column..<column + cell.columnSpan
            let total = range.reduce(0.0) { $0 + widths[$1] } + horizontalSpacing * Double(cell.columnSpan - 1)
            let width = measure(of: cell).size.width
            if width > total {
                for spanned in range { widths[spanned] += (width - total) / Double(cell.columnSpan) }
            }
        }
        let columns = zip(widths, columnHugging).map { ($0, min($1 ?? .low, Self.trackPriority)) }
        return (columns, rows)
    }

    // MARK: Rebuilding

    /// Rebuilds everything a change of structure touches: the guides, the tracks and every
    /// cell's constraints (reconciled: those that do not change stay).
    func rebuild() {
        rebuildTracks()
        forEachCell { cell, row, column in rebuild(cell, row: row, column: column) }
    }

    /// Measures stale cells and rebuilds the tracks' constraints (constants in place when only
    /// lengths changed).
    func rebuildTracks() {
        needsTrackUpdate = false
        let natural = naturalTracks()
        columnConstraints = rebuildTracks(natural.columns, guides: &columns, groups: columnConstraints, axis: .horizontal)
        rowConstraints = rebuildTracks(natural.rows, guides: &rowGuides, groups: rowConstraints, axis: .vertical)
    }

    /// The tracks of one axis: one guide and one group of constraints per track.
    private func rebuildTracks(_ tracks: [(length: Double, hugging: ConstraintPriority)], guides: inout [LayoutGuide],
                               groups: [[LayoutConstraint]], axis: LayoutConstraint.Axis) -> [[LayoutConstraint]]
    {
        let horizontal = axis == .horizontal
        let (lead, trail, length) = horizontal
            ? (LayoutAttribute.leading, LayoutAttribute.trailing, LayoutAttribute.width) : (.top, .bottom, .height)
        let (start, end) = horizontal ? (LayoutAttribute.top, LayoutAttribute.bottom) : (.leading, .trailing)
        let spacing = horizontal ? horizontalSpacing : verticalSpacing
        while guides.count < tracks.count {
            let guide = LayoutGuide()
            guide.identifier = "GridView-\(horizontal ? "column" : "row")-\(guides.count)"
            addLayoutGuide(guide)
            guides.append(guide)
        }
        var result: [[LayoutConstraint]] = []
        // The previous track that hugs alike, to share extra length with.
        var lastOfPriority: [ConstraintPriority: Int] = [:]
        for (index, track) in tracks.enumerated() {
            let guide = guides[index]
            var specs: [Spec] = []
            func pin(_ attribute: LayoutAttribute) {
                specs.append(Spec(label: "GridView-canvas-connection", first: guide, firstAttribute: attribute, relation: .equal,
                                  second: self, secondAttribute: attribute))
            }
            pin(start)
            pin(end)
            if index == 0 {
                pin(lead)
            } else {
                specs.append(Spec(label: "GridView-spacing", first: guide, firstAttribute: lead, relation: .equal,
                                  second: guides[index - 1], secondAttribute: trail, constant: spacing))
            }
            if index == tracks.count - 1 { pin(trail) }
            specs.append(Spec(label: "GridView-track-length", first: guide, firstAttribute: length, relation: .equal,
                              second: nil, secondAttribute: .notAnAttribute, constant: track.length, priority: track.hugging))
            if let other = lastOfPriority[track.hugging] {
                // Equal extra: this track minus its natural length equals the other's, just below
                // the hugging both break to take it.
                specs.append(Spec(label: "GridView-track-share", first: guide, firstAttribute: length, relation: .equal,
                                  second: guides[other], secondAttribute: length, constant: track.length - tracks[other].length,
                                  priority: track.hugging.advanced(by: -0.5)))
            }
            lastOfPriority[track.hugging] = index
            result.append(reconcile(index < groups.count ? groups[index] : [], with: specs, kind: .gridView))
        }
        for group in groups.dropFirst(tracks.count) {
            for constraint in group { constraint.deactivate() }
        }
        while guides.count > tracks.count { removeLayoutGuide(guides.removeLast()) }
        return result
    }
}
