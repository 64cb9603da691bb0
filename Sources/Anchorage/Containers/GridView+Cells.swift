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
        let horizontal: SlotPlacement = switch horizontalAlignment(of: cell, column: column) {
        case .leading: .start
        case .center: .center
        case .trailing: .end
        case .fill: .fill
        }
        let vertical: SlotPlacement = switch verticalAlignment(of: cell) {
        case .top: .start
        case .center: .center
        case .bottom: .end
        case .fill: .fill
        case .firstBaseline:
            .baseline(.firstBaseline, reference: cellRows[row].first { verticalAlignment(of: $0) == .firstBaseline }
                .flatMap { $0 === cell ? nil : $0.view })
        }
        var specs: [Spec] = []
        specs.place(view, horizontal, in: slot, (.leading, .centerX, .trailing), label: "GridView-alignment",
                    suppressionLabel: "GridView-ambiguity-suppression")
        specs.place(view, vertical, in: rowGuide, (.top, .centerY, .bottom), label: "GridView-alignment",
                    suppressionLabel: "GridView-ambiguity-suppression")
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
