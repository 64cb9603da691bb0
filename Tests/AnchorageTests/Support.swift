// SPDX-License-Identifier: MIT

import Anchorage
import Testing

/// The tolerance frame assertions use: the solver works in `Double` and layouts here are small.
let frameTolerance = 1e-6

/// A root view of the given size at the origin.
func makeRoot(width: Double = 400, height: Double = 300) -> LayoutView {
    LayoutView(frame: Rect(x: 0, y: 0, width: width, height: height))
}

/// Lays `view` out as a table lays out a cell: at the top of a new root `width` wide, pinned to
/// its top, left and right. Returns the root.
@discardableResult
func layOutAsCell(_ view: LayoutView, width: Double, rootHeight: Double = 300) -> LayoutView {
    let root = makeRoot(width: width, height: rootHeight)
    root.addSubview(view)
    view.snp.makeConstraints { make in make.top.left.right.equalToSuperview() }
    root.layoutIfNeeded()
    return root
}

/// A labelled view added to `superview`.
@discardableResult
func addView(to superview: LayoutView, label: String? = nil, frame: Rect = .zero) -> LayoutView {
    let view = LayoutView(frame: frame)
    view.snp.setLabel(label)
    superview.addSubview(view)
    return view
}

/// Whether two rectangles are equal within ``frameTolerance``.
func approximatelyEqual(_ a: Rect, _ b: Rect, tolerance: Double = frameTolerance) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// Expects `view.frame` to be `expected` within ``frameTolerance``.
func expectFrame(_ view: LayoutView, _ expected: Rect, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(approximatelyEqual(view.frame, expected), "frame \(view.frame) != \(expected)", sourceLocation: sourceLocation)
}

/// Expects `view.frame` to be `(x, y, width, height)` within ``frameTolerance``.
func expectFrame(_ view: LayoutView, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                 sourceLocation: Testing.SourceLocation = #_sourceLocation)
{
    expectFrame(view, Rect(x: x, y: y, width: width, height: height), sourceLocation: sourceLocation)
}

/// Collects the diagnostics of a tree.
final class DiagnosticLog {
    var entries: [Diagnostic] = []

    init(_ root: LayoutView) {
        root.diagnosticHandler = { [unowned self] in self.entries.append($0) }
    }

    var kinds: [Diagnostic.Kind] { entries.map(\.kind) }
}
