// SPDX-License-Identifier: MIT

extension LayoutView {
    /// A character drawing of the laid-out view and its subtree that fits a terminal, followed by
    /// the exact frames: the layout snapshot to print in a test log or keep as a golden file.
    ///
    /// The drawing scales this view's ``bounds`` to `columns` characters across, and rows to half
    /// that scale (a terminal cell is about twice as tall as it is wide). Each view is a box of
    /// `+`, `-` and `|` with its name (its `snp` label, else its type) in the top border and its
    /// text (``snapshotText``) inside; subviews are drawn over their superviews. Rounding to whole
    /// cells makes the drawing approximate, so a list of every view follows, indented by depth,
    /// with its frame in its superview's coordinates and its text (this view's own line shows its
    /// frame too, and its safe-area insets when there are any).
    ///
    /// ```swift
    /// let root = LayoutView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
    /// let box = LayoutView()
    /// box.snp.setLabel("box")
    /// root.addSubview(box)
    /// box.snp.makeConstraints { make in make.edges.equalToSuperview().inset(20) }
    /// print(root.textSnapshot(columns: 20))
    /// // +LayoutView--------+
    /// // | +box-----------+ |
    /// // | |              | |
    /// // | +--------------+ |
    /// // +------------------+
    /// //
    /// // LayoutView (x: 0, y: 0, width: 200, height: 100)
    /// //   box (x: 20, y: 20, width: 160, height: 60)
    /// ```
    ///
    /// The string is deterministic: the same layout gives the same text on every run and
    /// platform. Rows carry no trailing spaces. Pending layout is done first
    /// (``layoutIfNeeded()``).
    ///
    /// - Parameter columns: The width of the drawing in characters.
    /// - Returns: The drawing, a blank line, and one line per view; every line ends with `"\n"`.
    /// - Precondition: `columns` is at least 2.
    /// - Complexity: O(*n* + *columns* · *rows*) for *n* views in the subtree, plus the layout.
    public func textSnapshot(columns: Int = 80) -> String {
        drawTextSnapshot(at: nil, columns: columns)
    }

    /// ``textSnapshot(columns:)`` of the frames on screen at `time` on the animation timeline
    /// (each view's ``presentationFrame(at:)``): any instant of a recorded animation.
    ///
    /// ```swift
    /// LayoutView.animate(withDuration: 0.3) { root.layoutIfNeeded() }
    /// print(root.textSnapshot(at: 0.15))   // halfway
    /// ```
    ///
    /// - Parameters:
    ///   - time: Seconds on the timeline.
    ///   - columns: The width of the drawing in characters.
    /// - Returns: The drawing, a blank line, and one line per view with its frame at `time`.
    /// - Precondition: `columns` is at least 2.
    /// - Complexity: As ``textSnapshot(columns:)``, plus the views' transitions.
    public func textSnapshot(at time: Double, columns: Int = 80) -> String {
        drawTextSnapshot(at: time, columns: columns)
    }

    private func drawTextSnapshot(at time: Double?, columns: Int) -> String {
        Misuse.check(columns >= 2, "Anchorage: a text snapshot needs at least 2 columns, not \(columns)")
        layoutIfNeeded()
        let entries = snapshotEntries(at: time)
        let ownSize = entries[0].rectInRoot.size
        let width = ownSize.width, height = ownSize.height
        let scaleX = width > 0 ? Double(columns) / width : 1
        let scaleY = scaleX / 2
        let rows = max(1, Int((height * scaleY).rounded()))
        var grid = CharacterGrid(columns: columns, rows: rows)
        for entry in entries {
            let rect = entry.rectInRoot
            let left = gridCell(rect.minX * scaleX, count: columns)
            let right = max(left, gridCell(rect.maxX * scaleX, count: columns) - 1)
            let top = gridCell(rect.minY * scaleY, count: rows)
            let bottom = max(top, gridCell(rect.maxY * scaleY, count: rows) - 1)
            grid.drawBox(left: left, top: top, right: right, bottom: bottom)
            let view = entry.view
            let lines = view.snapshotTextLines
            let innerWidth = right - left - 1
            if bottom - top >= 2, !lines.isEmpty {
                grid.write(view.snapshotName, row: top, column: left + 1, limit: innerWidth)
                for (index, line) in lines.prefix(bottom - top - 1).enumerated() {
                    grid.write(line, row: top + 1 + index, column: left + 1, limit: innerWidth)
                }
            } else if let first = lines.first {
                // No room inside: the text itself names the box.
                grid.write("\"" + first + "\"", row: top, column: left + 1, limit: innerWidth)
            } else {
                grid.write(view.snapshotName, row: top, column: left + 1, limit: innerWidth)
            }
        }
        var text = grid.text + "\n"
        for entry in entries {
            let view = entry.view
            text += String(repeating: "  ", count: entry.depth) + view.snapshotName + " "
                + snapshotDescription(of: entry.frame)
            let lines = view.snapshotTextLines
            if !lines.isEmpty {
                text += " \"" + lines.joined(separator: "\\n") + "\""
            }
            if entry.depth == 0, view.safeAreaInsets != .zero {
                text += " safe area " + snapshotDescription(of: view.safeAreaInsets)
            }
            text += "\n"
        }
        return text
    }
}

/// The cell a scaled coordinate falls on, clamped just outside the grid (so a box that extends
/// past the edge keeps its border off-grid), with NaN at the origin: a broken frame must not trap
/// the snapshot that is meant to show it.
private func gridCell(_ scaled: Double, count: Int) -> Int {
    guard !scaled.isNaN else { return 0 }
    return Int(min(Double(count + 1), max(-2, scaled.rounded())))
}

/// A fixed-size grid of characters that box borders are drawn into; cells outside it are
/// clipped.
private struct CharacterGrid {
    let columns: Int
    let rows: Int
    private var cells: [Character]

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: " ", count: columns * rows)
    }

    /// Draws a rectangle's border; where a horizontal and a vertical border cross, a `+`.
    mutating func drawBox(left: Int, top: Int, right: Int, bottom: Int) {
        for column in left...right {
            put(border: "-", row: top, column: column)
            put(border: "-", row: bottom, column: column)
        }
        for row in top...bottom {
            put(border: "|", row: row, column: left)
            put(border: "|", row: row, column: right)
        }
        for (row, column) in [(top, left), (top, right), (bottom, left), (bottom, right)] {
            set("+", row: row, column: column)
        }
    }

    /// Writes `text` from a cell rightwards, at most `limit` characters.
    mutating func write(_ text: String, row: Int, column: Int, limit: Int) {
        for (offset, character) in text.prefix(max(0, limit)).enumerated() {
            set(character, row: row, column: column + offset)
        }
    }

    /// The rows, without trailing spaces, each ending with a newline.
    var text: String {
        var result = ""
        for row in 0..<rows {
            var line = String(cells[(row * columns)..<((row + 1) * columns)])
            while line.last == " " { line.removeLast() }
            result += line + "\n"
        }
        return result
    }

    private mutating func put(border: Character, row: Int, column: Int) {
        guard let index = index(row: row, column: column) else { return }
        let existing = cells[index]
        let crosses = (border == "-" && (existing == "|" || existing == "+"))
            || (border == "|" && (existing == "-" || existing == "+"))
        cells[index] = crosses ? "+" : border
    }

    private mutating func set(_ character: Character, row: Int, column: Int) {
        guard let index = index(row: row, column: column) else { return }
        cells[index] = character
    }

    private func index(row: Int, column: Int) -> Int? {
        guard row >= 0, row < rows, column >= 0, column < columns else { return nil }
        return row * columns + column
    }
}
