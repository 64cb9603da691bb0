// SPDX-License-Identifier: MIT

// A GridView's cells in their slots: each cell inside its column (or the columns it spans,
// through a span guide) and its row, placed there by its alignment (`GridView-alignment`). A
// cell's bounds in its slot are required, so tracks are never narrower than what they hold.

extension GridView {
    /// The constraints of `cell`, in `row` from `column`.
    func rebuild(_ cell: Cell, row: Int, column: Int) {
        let view = cell.view
        let rowGuide = rowGuides[row]
        let slot = horizontalSlot(of: cell, row: row, column: column)
        var specs: [Spec] = []
        func align(_ attribute: LayoutAttribute, _ relation: ConstraintRelation, to guide: LayoutGuide,
                   priority: ConstraintPriority = .required)
        {
            specs.append(Spec(label: "GridView-alignment", first: view, firstAttribute: attribute, relation: relation,
                              second: guide, secondAttribute: attribute, priority: priority))
        }
        switch horizontalAlignment(of: cell, column: column) {
        case .leading:
            align(.leading, .equal, to: slot)
            align(.trailing, .lessThanOrEqual, to: slot)
        case .center:
            align(.centerX, .equal, to: slot)
            align(.leading, .greaterThanOrEqual, to: slot)
        case .trailing:
            align(.trailing, .equal, to: slot)
            align(.leading, .greaterThanOrEqual, to: slot)
        case .fill:
            align(.leading, .equal, to: slot)
            align(.trailing, .equal, to: slot)
        }
        switch verticalAlignment(of: cell) {
        case .top:
            align(.top, .equal, to: rowGuide)
            align(.bottom, .lessThanOrEqual, to: rowGuide)
        case .center:
            align(.centerY, .equal, to: rowGuide)
            align(.top, .greaterThanOrEqual, to: rowGuide)
        case .bottom:
            align(.bottom, .equal, to: rowGuide)
            align(.top, .greaterThanOrEqual, to: rowGuide)
        case .fill:
            align(.top, .equal, to: rowGuide)
            align(.bottom, .equal, to: rowGuide)
        case .firstBaseline:
            if let reference = cellRows[row].first(where: { verticalAlignment(of: $0) == .firstBaseline }), reference !== cell {
                specs.append(Spec(label: "GridView-alignment", first: view, firstAttribute: .firstBaseline, relation: .equal,
                                  second: reference.view, secondAttribute: .firstBaseline))
            }
            align(.top, .greaterThanOrEqual, to: rowGuide)
            align(.bottom, .lessThanOrEqual, to: rowGuide)
            // A row taller than its baseline group puts the group at its top.
            specs.append(Spec(label: "GridView-ambiguity-suppression", first: view, firstAttribute: .top, relation: .equal,
                              second: rowGuide, secondAttribute: .top, priority: ConstraintPriority(25)))
        }
        cell.constraints = reconcile(cell.constraints, with: specs, kind: .gridView)
    }

    /// The guide a cell is placed in across the width: its column's, or, for a cell spanning
    /// several, its span guide from the first column's leading edge to the last one's trailing
    /// edge (made, or let go, here).
    private func horizontalSlot(of cell: Cell, row: Int, column: Int) -> LayoutGuide {
        guard cell.columnSpan > 1 else {
            if let guide = cell.spanGuide {
                for constraint in cell.spanConstraints { constraint.deactivate() }
                cell.spanConstraints = []
                removeLayoutGuide(guide)
                cell.spanGuide = nil
            }
            return columns[column]
        }
        let guide = cell.spanGuide ?? {
            let guide = LayoutGuide()
            guide.identifier = "GridView-span-guide"
            addLayoutGuide(guide)
            cell.spanGuide = guide
            return guide
        }()
        let last = columns[column + cell.columnSpan - 1]
        let specs = [
            Spec(label: "GridView-span", first: guide, firstAttribute: .leading, relation: .equal,
                 second: columns[column], secondAttribute: .leading),
            Spec(label: "GridView-span", first: guide, firstAttribute: .trailing, relation: .equal,
                 second: last, secondAttribute: .trailing),
            Spec(label: "GridView-span", first: guide, firstAttribute: .top, relation: .equal,
                 second: rowGuides[row], secondAttribute: .top),
            Spec(label: "GridView-span", first: guide, firstAttribute: .bottom, relation: .equal,
                 second: rowGuides[row], secondAttribute: .bottom),
        ]
        cell.spanConstraints = reconcile(cell.spanConstraints, with: specs, kind: .gridView)
        return guide
    }
}
