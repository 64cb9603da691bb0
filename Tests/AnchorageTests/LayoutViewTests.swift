// SPDX-License-Identifier: MIT

import Anchorage
import Testing

/// The headless view tree and geometry types.
@Suite struct LayoutViewTests {
    @Test func hierarchy() {
        let root = LayoutView()
        let a = LayoutView(), b = LayoutView(), c = LayoutView()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0)
        #expect(root.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        #expect(a.superview === root)
        root.addSubview(c)   // moves to the front
        #expect(root.subviews.last === c)
        b.addSubview(c)      // moves to another superview
        #expect(c.superview === b && root.subviews.count == 2)
        c.removeFromSuperview()
        #expect(c.superview == nil && b.subviews.isEmpty)
        c.removeFromSuperview()
        #expect(a.isDescendant(of: root) && !root.isDescendant(of: a) && root.isDescendant(of: root))
    }

    @Test func superviewIsWeak() {
        let child = LayoutView()
        do {
            let root = LayoutView()
            root.addSubview(child)
            #expect(child.superview != nil)
        }
        #expect(child.superview == nil)
    }

    @Test func frameBoundsAndCenter() {
        let view = LayoutView(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == Point(x: 60, y: 45))
        view.center = Point(x: 0, y: 0)
        #expect(view.frame == Rect(x: -50, y: -25, width: 100, height: 50))
        view.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(view.frame == Rect(x: -5, y: -5, width: 10, height: 10))
        #expect(view.layoutMargins == EdgeInsets(all: 8))
        #expect(view.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func unconstrainedViewsKeepTheirFrames() {
        let root = makeRoot()
        let manual = addView(to: root, frame: Rect(x: 1, y: 2, width: 3, height: 4))
        let constrained = addView(to: root)
        constrained.snp.makeConstraints { make in make.edges.equalToSuperview() }
        root.layoutIfNeeded()
        expectFrame(manual, 1, 2, 3, 4)
        expectFrame(root, 0, 0, 400, 300)
    }

    @Test func rootFrameIsWhateverTheUserSet() {
        let root = LayoutView(frame: Rect(x: 100, y: 200, width: 50, height: 60))
        let child = addView(to: root)
        child.snp.makeConstraints { make in make.edges.equalToSuperview() }
        root.layoutIfNeeded()
        expectFrame(root, 100, 200, 50, 60)
        expectFrame(child, 0, 0, 50, 60)
    }

    @Test func layoutIfNeededFromAnyViewOfTheTree() {
        let root = makeRoot()
        let container = addView(to: root, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = addView(to: container)
        child.snp.makeConstraints { make in make.edges.equalToSuperview() }
        child.layoutIfNeeded()
        expectFrame(child, 0, 0, 100, 100)
    }

    @Test func layoutGuides() {
        let view = LayoutView(), other = LayoutView()
        let guide = LayoutGuide()
        view.addLayoutGuide(guide)
        view.addLayoutGuide(guide)
        #expect(view.layoutGuides.count == 1 && guide.owningView === view)
        other.addLayoutGuide(guide)
        #expect(view.layoutGuides.isEmpty && guide.owningView === other)
        other.removeLayoutGuide(guide)
        #expect(guide.owningView == nil && other.layoutGuides.isEmpty)
    }

    /// Like UIKit's weak `owningView`: the guide does not keep its view, and reads `nil` once the
    /// view is gone.
    @Test func owningViewReadsNilOnceTheViewIsGone() {
        let guide = LayoutGuide()
        weak var gone: LayoutView?
        do {
            let view = LayoutView()
            view.addLayoutGuide(guide)
            gone = view
            #expect(guide.owningView === view)
        }
        #expect(gone == nil)
        #expect(guide.owningView == nil)
    }

    @Test func geometry() {
        let rect = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.minX == 10 && rect.midX == 25 && rect.maxX == 40)
        #expect(rect.minY == 20 && rect.midY == 40 && rect.maxY == 60)
        #expect(rect.width == 30 && rect.height == 40)
        #expect(rect.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == Rect(x: 12, y: 21, width: 24, height: 36))
        #expect(Rect.zero == Rect(origin: .zero, size: .zero))
        let insets: ConstraintInsets = EdgeInsets(all: 3)
        #expect(insets == EdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
        let directional: ConstraintDirectionalInsets = .zero
        #expect(directional == DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    }

    @Test func treesLaidOutOnSeparateThreadsAtOnce() async {
        await withTaskGroup(of: Double.self) { group in
            for i in 0..<8 {
                group.addTask {
                    let root = LayoutView(frame: Rect(x: 0, y: 0, width: Double(100 + i), height: 100))
                    let child = LayoutView()
                    root.addSubview(child)
                    child.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
                    root.layoutIfNeeded()
                    return child.frame.width - Double(i)
                }
            }
            for await width in group { #expect(width == 80) }
        }
    }
}
