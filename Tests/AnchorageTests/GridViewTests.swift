// SPDX-License-Identifier: MIT

@testable import Anchorage
import Testing

/// A view whose intrinsic size can change.
final class GrowingBox: LayoutView {
    var size: Size {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ width: Double, _ height: Double) {
        size = Size(width: width, height: height)
        super.init(frame: .zero)
    }

    override var intrinsicContentSize: Size { size }
}

/// The frames a GridView gives, worked out by hand.
///
/// The standard grid, pinned to the top and leading edges of a 400 × 300 root: row 0 holds
/// a 30 × 10 and b 50 × 20, row 1 c 60 × 14 and d 20 × 10; spacing 10 across, 5 down. Column 0 is
/// 60 wide (c), column 1 50 (b) at 70; row 0 is 20 tall (b), row 1 14 (c) at 25; the grid is
/// 120 × 39.
@Suite struct GridViewTests {
    struct Fixture {
        let root: LayoutView
        let grid: GridView
        let a: LayoutView, b: LayoutView, c: LayoutView, d: LayoutView

        init(direction: UserInterfaceLayoutDirection = .leftToRight, a: LayoutView = Box(30, 10),
             configure: (GridView) -> Void = { _ in })
        {
            root = makeRoot()
            root.userInterfaceLayoutDirection = direction
            self.a = a
            b = Box(50, 20)
            c = Box(60, 14)
            d = Box(20, 10)
            grid = GridView(rows: [[a, b], [c, d]])
            grid.horizontalSpacing = 10
            grid.verticalSpacing = 5
            configure(grid)
            root.addSubview(grid)
            grid.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
            root.layoutIfNeeded()
        }
    }

    @Test func columnsAreAsWideAsTheirWidestCellAndRowsAsTallAsTheirTallest() {
        let f = Fixture()
        expectFrame(f.grid, 0, 0, 120, 39)
        expectFrame(f.a, 15, 5, 30, 10)
        expectFrame(f.b, 70, 0, 50, 20)
        expectFrame(f.c, 0, 25, 60, 14)
        expectFrame(f.d, 85, 27, 20, 10)
        #expect(f.grid.columnGuide(at: 1).layoutFrame == Rect(x: 70, y: 0, width: 50, height: 39))
        #expect(f.grid.rowGuide(at: 1).layoutFrame == Rect(x: 0, y: 25, width: 120, height: 14))
        #expect(f.grid.layoutGuides.map(\.identifier) == ["GridView-column-0", "GridView-column-1", "GridView-row-0", "GridView-row-1"])
    }

    /// a (30 × 10 in column 0, 60 wide, row 0, 20 tall) and d (20 × 10 in column 1 at 70, 50
    /// wide, row 1 at 25, 14 tall) for each grid alignment.
    @Test(arguments: [
        (GridView.Alignment.leading, Rect(x: 0, y: 5, width: 30, height: 10), Rect(x: 70, y: 27, width: 20, height: 10)),
        (.trailing, Rect(x: 30, y: 5, width: 30, height: 10), Rect(x: 100, y: 27, width: 20, height: 10)),
        (.top, Rect(x: 15, y: 0, width: 30, height: 10), Rect(x: 85, y: 25, width: 20, height: 10)),
        (.bottom, Rect(x: 15, y: 10, width: 30, height: 10), Rect(x: 85, y: 29, width: 20, height: 10)),
        (.fill, Rect(x: 0, y: 0, width: 60, height: 20), Rect(x: 70, y: 25, width: 50, height: 14)),
    ])
    func theGridsAlignmentPlacesCells(_ alignment: GridView.Alignment, _ a: Rect, _ d: Rect) {
        let f = Fixture { $0.alignment = alignment }
        expectFrame(f.a, a)
        expectFrame(f.d, d)
        expectFrame(f.grid, 0, 0, 120, 39)
    }

    @Test func aCellsAlignmentWinsOverItsColumnsWhichWinsOverTheGrids() {
        let f = Fixture { grid in
            grid.setAlignment(.trailing, forColumn: 0)
            grid.setAlignment(.leading, forColumn: 1)
        }
        expectFrame(f.a, 30, 5, 30, 10)    // column 0: trailing
        expectFrame(f.d, 70, 27, 20, 10)   // column 1: leading, the grid's vertical centre
        f.grid.setAlignment(.topLeading, for: f.a)
        f.root.layoutIfNeeded()
        expectFrame(f.a, 0, 0, 30, 10)
        #expect(f.grid.alignment(for: f.a) == .topLeading)
        #expect(f.grid.alignment(forColumn: 0) == .trailing)
        f.grid.setAlignment(nil, for: f.a)
        f.grid.setAlignment(nil, forColumn: 0)
        f.root.layoutIfNeeded()
        expectFrame(f.a, 15, 5, 30, 10)
    }

    @Test func aSpanningCellWidensTheColumnsItSpansEqually() {
        // Columns 30 and 20 + 10 of spacing = 60 < 100: each widens by 20, to 50 and 40.
        let root = makeRoot()
        let title = Box(100, 10), c = Box(30, 10), d = Box(20, 10)
        let grid = GridView(rows: [[title], [c, d]])
        grid.horizontalSpacing = 10
        grid.setGridCellColumns(2, for: title)
        root.addSubview(grid)
        grid.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
        root.layoutIfNeeded()
        #expect(grid.gridCellColumns(for: title) == 2)
        expectFrame(grid, 0, 0, 100, 20)
        expectFrame(title, 0, 0, 100, 10)
        expectFrame(c, 10, 10, 30, 10)
        expectFrame(d, 70, 10, 20, 10)
    }

    @Test func aSpanMovesTheCellsAfterIt() {
        // Row 0: a spans columns 0 and 1, b moves to column 2; c and d keep 0 and 1.
        let f = Fixture { grid in grid.alignment = .topLeading }
        f.grid.setGridCellColumns(2, for: f.a)
        f.root.layoutIfNeeded()
        // Columns: 60 (c), 20 (d), 50 (b): b at 60 + 10 + 20 + 10 = 100.
        #expect(f.grid.numberOfColumns == 3)
        expectFrame(f.b, 100, 0, 50, 20)
        expectFrame(f.d, 70, 25, 20, 10)
        expectFrame(f.grid, 0, 0, 150, 39)
    }

    @Test func extraWidthGoesToTheColumnsThatHugLeast() {
        let make = { (hugging: ConstraintPriority?) -> (LayoutView, GridView, [LayoutView]) in
            let root = makeRoot(width: 200)
            let a = Box(30, 10), b = Box(50, 20), c = Box(60, 14), d = Box(20, 10)
            if let hugging { d.setContentHuggingPriority(hugging, for: .horizontal) }
            let grid = GridView(rows: [[a, b], [c, d]])
            grid.horizontalSpacing = 10
            root.addSubview(grid)
            grid.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
            root.layoutIfNeeded()
            return (root, grid, [a, b])
        }
        // 80 points over the natural 120: shared equally, columns 100 and 90.
        let (_, tied, cells) = make(nil)
        #expect(tied.columnGuide(at: 0).layoutFrame.width == 100)
        expectFrame(cells[0], 35, 5, 30, 10)
        expectFrame(cells[1], 130, 0, 50, 20)
        // Column 1 hugs at 200 (d's), column 0 at 250: column 1 takes all 80, to 130.
        let (_, loose, others) = make(200)
        #expect(loose.columnGuide(at: 1).layoutFrame.width == 130)
        expectFrame(others[0], 15, 5, 30, 10)
        expectFrame(others[1], 110, 0, 50, 20)
    }

    @Test func firstBaselinesLineUpAcrossARow() {
        // Above the baseline: max(20, 5) = 20; below: max(10, 15) = 15; the row is 35.
        let root = makeRoot()
        let p = BaselineBox(20, 30, first: 20, last: 10), q = BaselineBox(20, 20, first: 5, last: 5)
        let grid = GridView(rows: [[p, q]])
        grid.alignment = .firstBaselineLeading
        root.addSubview(grid)
        grid.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
        root.layoutIfNeeded()
        expectFrame(p, 0, 0, 20, 30)
        expectFrame(q, 20, 15, 20, 20)
        expectFrame(grid, 0, 0, 40, 35)
    }

    @Test func columnGuidesLineUpViewsOutsideTheGrid() {
        let f = Fixture()
        let caption = Box(40, 10)
        f.root.addSubview(caption)
        caption.snp.makeConstraints { make in
            make.leading.equalTo(f.grid.columnGuide(at: 1).snp.leading)
            make.top.equalTo(f.grid.snp.bottom).offset(4)
        }
        f.root.layoutIfNeeded()
        expectFrame(caption, 70, 43, 40, 10)
    }

    @Test func rightToLeftMirrorsTheColumns() {
        // The grid at 400 − 120 = 280; column 0 its right 60 points, column 1 its left 50.
        let f = Fixture(direction: .rightToLeft)
        expectFrame(f.grid, 280, 0, 120, 39)
        expectFrame(f.a, 75, 5, 30, 10)
        expectFrame(f.b, 0, 0, 50, 20)
        expectFrame(f.c, 60, 25, 60, 14)
        expectFrame(f.d, 15, 27, 20, 10)
    }

    @Test func hiddenCellsKeepTheirSlot() {
        let f = Fixture()
        f.c.isHidden = true
        f.root.layoutIfNeeded()
        expectFrame(f.a, 15, 5, 30, 10)
        expectFrame(f.grid, 0, 0, 120, 39)
    }

    @Test func emptyCellsHoldASlot() {
        // Row 0: an empty cell, then b in column 1; row 1: only c. Column 1 is b's 50.
        let root = makeRoot()
        let b = Box(50, 20), c = Box(60, 14)
        let grid = GridView(rows: [[GridView.EmptyCell(), b], [c]])
        grid.horizontalSpacing = 10
        root.addSubview(grid)
        grid.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
        root.layoutIfNeeded()
        expectFrame(b, 70, 0, 50, 20)
        expectFrame(c, 0, 20, 60, 14)
        expectFrame(grid, 0, 0, 120, 34)
    }

    @Test func rowsAreInsertedAndRemoved() {
        let f = Fixture()
        let e = Box(80, 8)
        f.grid.insertRow([e], at: 1)
        f.root.layoutIfNeeded()
        // Column 0 is 80 wide now: a centred at 25, b at 90; e's row 8 tall at 25, c's at 38.
        expectFrame(f.a, 25, 5, 30, 10)
        expectFrame(f.b, 90, 0, 50, 20)
        expectFrame(e, 0, 25, 80, 8)
        expectFrame(f.c, 10, 38, 60, 14)
        #expect(f.grid.rows.count == 3)
        let removed = f.grid.removeRow(at: 1)
        f.root.layoutIfNeeded()
        #expect(removed.first === e && e.superview == nil)
        expectFrame(f.a, 15, 5, 30, 10)
        expectFrame(f.grid, 0, 0, 120, 39)
        f.d.removeFromSuperview()
        f.grid.addRow([Box(10, 10)])
        f.root.layoutIfNeeded()
        expectFrame(f.grid, 0, 0, 120, 54)
    }

    @Test func aCellThatGrowsMovesConstantsOnly() {
        let growing = GrowingBox(30, 10)
        let f = Fixture(a: growing)
        let before = f.grid.constraints.map(ObjectIdentifier.init)
        growing.size = Size(width: 70, height: 10)
        f.root.layoutIfNeeded()
        // Column 0 is 70 wide: b at 80.
        expectFrame(f.a, 0, 5, 70, 10)
        expectFrame(f.b, 80, 0, 50, 20)
        expectFrame(f.c, 5, 25, 60, 14)
        #expect(f.grid.constraints.map(ObjectIdentifier.init) == before)
    }

    @Test func descriptionsNameTheGrid() {
        let f = Fixture()
        let spacing = f.grid.constraints.first { $0.label == "GridView-spacing" }
        #expect(spacing?.description.hasPrefix("<GridViewLayoutConstraint:GridView-spacing ") == true)
    }
}
