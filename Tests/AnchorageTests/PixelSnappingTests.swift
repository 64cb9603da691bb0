// SPDX-License-Identifier: MIT

@testable import Anchorage
import SeededRandom
import Testing

/// Pixel snapping: with a display scale, edges land on the pixel grid in root coordinates and
/// adjacent views stay adjacent; without one, frames are exact.
@Suite struct PixelSnappingTests {
    /// Three equal columns filling `width`, each touching the next.
    func columns(width: Double, scale: Double?) -> (LayoutView, [LayoutView]) {
        let root = makeRoot(width: width, height: 50)
        root.displayScale = scale
        let views = (0..<3).map { _ in addView(to: root) }
        views[0].snp.makeConstraints { make in make.left.equalToSuperview() }
        views[1].snp.makeConstraints { make in
            make.left.equalTo(views[0].snp.right)
            make.width.equalTo(views[0])
        }
        views[2].snp.makeConstraints { make in
            make.left.equalTo(views[1].snp.right)
            make.width.equalTo(views[0])
            make.right.equalToSuperview()
        }
        views.snp.makeConstraints { make in make.top.bottom.equalToSuperview() }
        root.layoutIfNeeded()
        return (root, views)
    }

    @Test func withoutAScaleFramesAreExact() {
        let (root, views) = columns(width: 100, scale: nil)
        #expect(root.displayScale == nil)
        #expect(abs(views[1].frame.minX - 100.0 / 3) < 1e-9)
        #expect(abs(views[0].frame.width - 100.0 / 3) < 1e-9)
    }

    @Test func columnsOnATwoTimesScreenStayAdjacent() {
        // 100 / 3 = 33.33…: edges at 0, 33.5, 66.5, 100 on a 0.5-point grid.
        let (_, views) = columns(width: 100, scale: 2)
        expectFrame(views[0], 0, 0, 33.5, 50)
        expectFrame(views[1], 33.5, 0, 33, 50)
        expectFrame(views[2], 66.5, 0, 33.5, 50)
        #expect(views[0].frame.maxX == views[1].frame.minX)
        #expect(views[1].frame.maxX == views[2].frame.minX)
    }

    @Test func columnsOnAThreeTimesScreenLandOnThirds() {
        // 100 / 3 is a whole number of pixels at 3×: 100 pixels each.
        let (_, views) = columns(width: 100, scale: 3)
        for (i, view) in views.enumerated() {
            #expect(abs(view.frame.minX - Double(i) * 100 / 3) < 1e-9)
            #expect(abs(view.frame.width * 3 - 100) < 1e-9)
        }
    }

    @Test func edgesAreRoundedInRootCoordinates() {
        let root = makeRoot()
        root.displayScale = 2
        let container = addView(to: root), child = addView(to: container)
        container.snp.makeConstraints { make in
            make.left.equalTo(10.3)     // 10.5 on the grid
            make.top.equalTo(0.2)       // 0
            make.size.equalTo(100)
        }
        child.snp.makeConstraints { make in
            make.left.equalTo(0.3)      // 10.6 in the root: 10.5, so 0 in the container
            make.top.equalTo(0.2)       // 0.4 in the root: 0.5
            make.width.equalTo(20.4)    // right edge 31.0 in the root: 31
            make.height.equalTo(10)     // bottom 10.4: 10.5
        }
        root.layoutIfNeeded()
        expectFrame(container, 10.5, 0, 100, 100)
        expectFrame(child, 0, 0.5, 20.5, 10)
    }

    @Test func changingTheScaleRewritesTheFramesAndUserFramesAreKept() {
        let (root, views) = columns(width: 100, scale: nil)
        let fixed = addView(to: root, frame: Rect(x: 0.3, y: 0.3, width: 10.3, height: 10.3))
        fixed.snp.setLabel("fixed")
        let follower = addView(to: root)
        follower.snp.makeConstraints { make in
            make.left.equalTo(fixed.snp.right)
            make.top.size.equalTo(5)
        }
        root.layoutIfNeeded()
        root.displayScale = 2
        root.layoutIfNeeded()
        expectFrame(views[1], 33.5, 0, 33, 50)
        expectFrame(fixed, 0.3, 0.3, 10.3, 10.3)     // set by the user: kept
        expectFrame(follower, 10.5, 5, 5, 5)         // 10.6 rounded
        root.displayScale = nil
        root.layoutIfNeeded()
        #expect(abs(views[1].frame.minX - 100.0 / 3) < 1e-9)
    }

    @Test func guidesAreSnappedToo() {
        let root = makeRoot(width: 100, height: 100)
        root.displayScale = 2
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        guide.snp.makeConstraints { make in
            make.left.top.equalTo(1.2)
            make.size.equalTo(3.3)
        }
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == Rect(x: 1, y: 1, width: 3.5, height: 3.5))
    }

    @Test func invalidScalesTrap() async {
        await #expect(processExitsWith: .failure) { LayoutView().displayScale = 0 }
        await #expect(processExitsWith: .failure) { LayoutView().displayScale = .infinity }
    }

    /// Seeded random rows of touching views with fractional widths, nested one level: every
    /// edge is on the grid in root coordinates and touching views still touch.
    @Test(arguments: [21, 22, 23, 24] as [UInt64])
    func randomRowsStayOnTheGridAndAdjacent(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let scale = [2.0, 3.0][Int(rng.next() % 2)]
        let root = makeRoot(width: 1000)
        root.displayScale = scale
        let row = addView(to: root)
        row.snp.makeConstraints { make in
            make.left.equalTo(Double(rng.next() % 1000) / 97)
            make.top.equalTo(Double(rng.next() % 1000) / 89)
            make.right.equalToSuperview()
            make.height.equalTo(40)
        }
        var views: [LayoutView] = []
        for _ in 0..<12 {
            let view = addView(to: row)
            let width = Double(rng.next() % 5000) / 137
            view.snp.makeConstraints { make in
                make.left.equalTo(views.last?.snp.right ?? row.snp.left)
                make.width.equalTo(width)
                make.top.bottom.equalToSuperview()
            }
            views.append(view)
        }
        root.layoutIfNeeded()
        func onGrid(_ value: Double) -> Bool { abs((value * scale).rounded() - value * scale) < 1e-6 }
        for view in views {
            let absolute = Rect(x: row.frame.minX + view.frame.minX, y: row.frame.minY + view.frame.minY,
                                width: view.frame.width, height: view.frame.height)
            #expect(onGrid(absolute.minX) && onGrid(absolute.maxX) && onGrid(absolute.minY) && onGrid(absolute.maxY))
        }
        for (a, b) in zip(views, views.dropFirst()) {
            #expect(abs(a.frame.maxX - b.frame.minX) < 1e-9)
        }
    }
}
