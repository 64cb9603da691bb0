// SPDX-License-Identifier: MIT

/// A grid of cells in rows, whose columns are as wide as their widest cell and rows as tall as
/// their tallest (SwiftUI's `Grid`), made of constraints that the tree's solver solves with yours.
///
/// ```swift
/// let grid = GridView(rows: [
///     [Label(text: "Name"), nameField],
///     [Label(text: "Email address"), emailField],
/// ])
/// grid.horizontalSpacing = 12
/// grid.verticalSpacing = 8
/// grid.setAlignment(.leading, forColumn: 0)
/// form.addSubview(grid)
/// grid.snp.makeConstraints { make in make.top.leading.equalToSuperview().inset(16) }
/// root.layoutIfNeeded()   // column 0 is as wide as "Email address"
/// ```
///
/// How tracks are sized, how cells are aligned, the guides and the constraints it makes:
/// <doc:ContainerViews#Grids>.
open class GridView: LayoutView {
    /// Where a cell sits across its slot's width.
    public enum HorizontalAlignment: Int, Sendable, Hashable, CaseIterable {
        /// At the slot's leading edge.
        case leading
        /// Centred.
        case center
        /// At the slot's trailing edge.
        case trailing
        /// As wide as the slot.
        case fill
    }

    /// Where a cell sits across its slot's height.
    public enum VerticalAlignment: Int, Sendable, Hashable, CaseIterable {
        /// At the row's top.
        case top
        /// Centred.
        case center
        /// At the row's bottom.
        case bottom
        /// As tall as the row.
        case fill
        /// The first baseline on the row's first baseline: that of the cells of the row aligned
        /// this way.
        case firstBaseline
    }

    /// Where a cell sits in its slot: a horizontal and a vertical alignment (SwiftUI's
    /// `Alignment`).
    public struct Alignment: Sendable, Hashable {
        /// Across the slot's width.
        public var horizontal: HorizontalAlignment
        /// Across the slot's height.
        public var vertical: VerticalAlignment

        /// An alignment of both components.
        ///
        /// - Parameters:
        ///   - horizontal: Across the width.
        ///   - vertical: Across the height.
        public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
            self.horizontal = horizontal
            self.vertical = vertical
        }

        /// Centred both ways (the grid's default).
        public static let center = Alignment(horizontal: .center, vertical: .center)
        /// At the leading edge, centred vertically.
        public static let leading = Alignment(horizontal: .leading, vertical: .center)
        /// At the trailing edge, centred vertically.
        public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
        /// At the top, centred horizontally.
        public static let top = Alignment(horizontal: .center, vertical: .top)
        /// At the bottom, centred horizontally.
        public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
        /// At the top leading corner.
        public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
        /// Filling the slot.
        public static let fill = Alignment(horizontal: .fill, vertical: .fill)
        /// At the leading edge, first baselines lined up across the row.
        public static let firstBaselineLeading = Alignment(horizontal: .leading, vertical: .firstBaseline)
    }

    /// A cell that holds its slot and draws nothing: a plain view with no size of its own (give
    /// it one with constraints to reserve room).
    ///
    /// ```swift
    /// grid.addRow([GridView.EmptyCell(), Label(text: "Total")])
    /// ```
    public final class EmptyCell: LayoutView {
        /// Creates an empty cell.
        public init() {
            super.init(frame: .zero)
        }
    }

    /// One cell, what was measured of it and the constraints it owns.
    final class Cell {
        let view: LayoutView
        var columnSpan = 1
        var alignment: Alignment?
        var measure: ItemMeasure?
        var constraints: [LayoutConstraint] = []
        /// The guide spanning the columns of a cell that spans several, made lazily, and its
        /// constraints.
        var spanGuide: LayoutGuide?
        var spanConstraints: [LayoutConstraint] = []

        init(_ view: LayoutView) {
            self.view = view
        }
    }

    /// The cells, row by row.
    var cellRows: [[Cell]] = []
    /// The cells by view, for the hooks from subviews and the per-cell settings.
    var cellByView: [ObjectIdentifier: Cell] = [:]
    /// The column guides and the row guides, in order.
    var columns: [LayoutGuide] = []
    var rowGuides: [LayoutGuide] = []
    /// The constraints of each column guide and of each row guide.
    var columnConstraints: [[LayoutConstraint]] = []
    var rowConstraints: [[LayoutConstraint]] = []
    /// The alignments set per column.
    var columnAlignments: [Int: HorizontalAlignment] = [:]
    /// Whether a cell's measure went stale since the tracks were sized.
    var needsTrackUpdate = false

    /// Creates a grid of `rows`, each an array of cells left (leading) to right; the views are
    /// added as subviews.
    ///
    /// - Parameter rows: The rows, top to bottom.
    /// - Precondition: No view appears twice.
    /// - Complexity: O(*n*) for *n* cells, each measured once.
    public init(rows: [[LayoutView]]) {
        super.init(frame: .zero)
        for row in rows { appendCells(row, at: cellRows.count) }
        rebuild()
    }

    /// Creates an empty grid.
    ///
    /// - Parameter frame: The initial frame.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    // MARK: Rows

    /// The cells' views, row by row.
    public var rows: [[LayoutView]] { cellRows.map { $0.map(\.view) } }

    /// The number of columns: the longest row's, spans counted.
    public var numberOfColumns: Int { columns.count }

    /// Appends a row.
    ///
    /// - Parameter views: The row's cells, leading to trailing.
    /// - Precondition: None of them is a cell of the grid already.
    /// - Complexity: O(*n*) in the grid's cells (constraints that do not change are kept).
    public func addRow(_ views: [LayoutView]) {
        insertRow(views, at: cellRows.count)
    }

    /// Inserts a row at `index`.
    ///
    /// ```swift
    /// grid.insertRow([Label(text: "Phone"), phoneField], at: 1)
    /// ```
    ///
    /// - Parameters:
    ///   - views: The row's cells, leading to trailing.
    ///   - index: Its position among the rows.
    /// - Precondition: `index` is in `0...rows.count`; none of the views is a cell of the grid.
    /// - Complexity: O(*n*) in the grid's cells (constraints that do not change are kept).
    public func insertRow(_ views: [LayoutView], at index: Int) {
        Misuse.check(index >= 0 && index <= cellRows.count,
                     "Anchorage: row index \(index) is out of the range 0...\(cellRows.count) of \(debugDescription)")
        appendCells(views, at: index)
        rebuild()
    }

    /// Removes the row at `index`; its views leave the grid and the view tree.
    ///
    /// - Parameter index: The row.
    /// - Returns: The row's views.
    /// - Precondition: `index` is in `0..<rows.count`.
    /// - Complexity: O(*n*) in the grid's cells.
    @discardableResult
    public func removeRow(at index: Int) -> [LayoutView] {
        Misuse.check(index >= 0 && index < cellRows.count,
                     "Anchorage: row index \(index) is out of the range 0..<\(cellRows.count) of \(debugDescription)")
        let row = cellRows.remove(at: index)
        for cell in row { detach(cell) }
        for cell in row { cell.view.removeFromSuperview() }
        rebuild()
        return row.map(\.view)
    }

    // MARK: Properties

    /// The space between columns, in points (default 0).
    public var horizontalSpacing = 0.0 {
        didSet { if horizontalSpacing != oldValue { rebuildTracks() } }
    }

    /// The space between rows, in points (default 0).
    public var verticalSpacing = 0.0 {
        didSet { if verticalSpacing != oldValue { rebuildTracks() } }
    }

    /// Where cells sit in their slots when neither they nor their column say (default
    /// ``Alignment/center``).
    public var alignment = Alignment.center {
        didSet { if alignment != oldValue { rebuild() } }
    }

    /// Sets the horizontal alignment of the cells of a column that have no alignment of their own
    /// (SwiftUI's `gridColumnAlignment`); `nil` goes back to the grid's.
    ///
    /// - Parameters:
    ///   - alignment: The alignment, or `nil`.
    ///   - column: The column, from 0 at the leading edge.
    /// - Complexity: O(*n*) in the grid's cells.
    public func setAlignment(_ alignment: HorizontalAlignment?, forColumn column: Int) {
        columnAlignments[column] = alignment
        rebuild()
    }

    /// The horizontal alignment set for `column`, or `nil`.
    ///
    /// - Parameter column: The column.
    /// - Returns: What ``setAlignment(_:forColumn:)`` set.
    public func alignment(forColumn column: Int) -> HorizontalAlignment? {
        columnAlignments[column]
    }

    /// Sets a cell's own alignment, which wins over its column's and the grid's (SwiftUI's
    /// `gridCellAnchor`); `nil` goes back to them.
    ///
    /// ```swift
    /// grid.setAlignment(.topLeading, for: note)
    /// ```
    ///
    /// - Parameters:
    ///   - alignment: The alignment, or `nil`.
    ///   - cell: A cell of the grid; for another view nothing happens.
    /// - Complexity: O(*n*) in the grid's cells.
    public func setAlignment(_ alignment: Alignment?, for cell: LayoutView) {
        guard let entry = cellByView[ObjectIdentifier(cell)] else { return }
        entry.alignment = alignment
        rebuild()
    }

    /// A cell's own alignment, or `nil`.
    ///
    /// - Parameter cell: A cell of the grid.
    /// - Returns: What ``setAlignment(_:for:)`` set.
    public func alignment(for cell: LayoutView) -> Alignment? {
        cellByView[ObjectIdentifier(cell)]?.alignment
    }

    /// Makes a cell span `count` columns (SwiftUI's `gridCellColumns`); the cells after it in its
    /// row move right.
    ///
    /// ```swift
    /// grid.setGridCellColumns(2, for: title)
    /// ```
    ///
    /// - Parameters:
    ///   - count: The number of columns, 1 or more.
    ///   - cell: A cell of the grid; for another view nothing happens.
    /// - Precondition: `count` is at least 1.
    /// - Complexity: O(*n*) in the grid's cells.
    public func setGridCellColumns(_ count: Int, for cell: LayoutView) {
        Misuse.check(count >= 1, "Anchorage: a grid cell spans at least 1 column, not \(count) (\(cell.debugDescription))")
        guard let entry = cellByView[ObjectIdentifier(cell)] else { return }
        entry.columnSpan = count
        rebuild()
    }

    /// The number of columns a cell spans (1 for a view that is not a cell).
    ///
    /// - Parameter cell: A cell of the grid.
    /// - Returns: What ``setGridCellColumns(_:for:)`` set, or 1.
    public func gridCellColumns(for cell: LayoutView) -> Int {
        cellByView[ObjectIdentifier(cell)]?.columnSpan ?? 1
    }

    // MARK: Guides

    /// The guide of column `index`: its leading and trailing edges are the column's, its top and
    /// bottom the grid's canvas.
    ///
    /// ```swift
    /// caption.snp.makeConstraints { make in make.leading.equalTo(grid.columnGuide(at: 1)) }
    /// ```
    ///
    /// - Parameter index: The column, from 0 at the leading edge.
    /// - Returns: The guide.
    /// - Precondition: `index` is in `0..<numberOfColumns`.
    public func columnGuide(at index: Int) -> LayoutGuide {
        Misuse.check(index >= 0 && index < columns.count,
                     "Anchorage: column \(index) is out of the range 0..<\(columns.count) of \(debugDescription)")
        return columns[index]
    }

    /// The guide of row `index`: its top and bottom edges are the row's, its leading and
    /// trailing edges the grid's.
    ///
    /// - Parameter index: The row, from 0 at the top.
    /// - Returns: The guide.
    /// - Precondition: `index` is in `0..<rows.count`.
    public func rowGuide(at index: Int) -> LayoutGuide {
        Misuse.check(index >= 0 && index < rowGuides.count,
                     "Anchorage: row \(index) is out of the range 0..<\(rowGuides.count) of \(debugDescription)")
        return rowGuides[index]
    }

    // MARK: The update cycle

    /// Measures the cells whose content changed and moves the tracks' lengths, then calls
    /// `super`.
    open override func updateConstraints() {
        if needsTrackUpdate { rebuildTracks() }
        super.updateConstraints()
    }

    // MARK: Hooks from subviews

    override func subviewWillBeRemoved(_ view: LayoutView) {
        guard let cell = cellByView[ObjectIdentifier(view)] else { return }
        for index in cellRows.indices { cellRows[index].removeAll { $0 === cell } }
        detach(cell)
        rebuild()
    }

    override func subviewDidInvalidateIntrinsicContentSize(_ view: LayoutView) {
        guard let cell = cellByView[ObjectIdentifier(view)] else { return }
        cell.measure = nil
        needsTrackUpdate = true
        setNeedsUpdateConstraints()
    }
}
