// SPDX-License-Identifier: MIT

/// A view's frame, in a box that the view and its layout node share.
///
/// A frame pass writes thousands of frames; reaching each view to do it would cost a weak load
/// and a reference-count round trip on an object with a side table (views are weakly referenced
/// by constraints and nodes), several times the write itself. The node holds the view's box
/// instead, and while the item is in a laid-out tree the box reads through to its engine's
/// ``FrameTable``, where frame passes write (see FrameTable.swift). (The same read-through design
/// as a solver `Variable`'s value table, built again here: the solver knows no frames, and a
/// frame is four values a view reads together.)
final class FrameStorage {
    /// The frame while no engine's table holds it. Unchecked exclusivity here and below: read
    /// and written once per access to the frame, never handed out `inout`.
    @exclusivity(unchecked) private var ownRect: Rect
    /// The table that holds the frame, at ``homeSlot``; nil while the item is in no laid-out
    /// tree. Unmanaged: the table keeps the box while the box is at home in it, and sends it
    /// away (``leaveHome(with:)``) before it goes; and a frame read through it costs no
    /// reference-count round trip on the table.
    @exclusivity(unchecked) private var homeTable: Unmanaged<FrameTable>?
    @exclusivity(unchecked) private(set) var homeSlot = 0

    init(_ rect: Rect) {
        ownRect = rect
    }

    /// The table that holds the frame, if any (see ``homeTable``).
    var home: FrameTable? { homeTable?.takeUnretainedValue() }

    /// The frame in the superview's coordinates.
    var rect: Rect {
        @inline(__always) get {
            if let homeTable { return homeTable._withUnsafeGuaranteedRef { $0.rects[homeSlot] } }
            return ownRect
        }
        set {
            if let homeTable {
                homeTable._withUnsafeGuaranteedRef { $0.rects[homeSlot] = newValue }
            } else {
                ownRect = newValue
            }
        }
    }

    /// Moves the frame into `table` at `slot` (its present value goes with it).
    func enterHome(_ table: FrameTable, at slot: Int) {
        let current = rect
        homeTable = Unmanaged.passUnretained(table)
        homeSlot = slot
        table.rects[slot] = current
    }

    /// Takes the frame back from its table, with its last value there.
    func leaveHome(with rect: Rect) {
        homeTable = nil
        ownRect = rect
    }
}
