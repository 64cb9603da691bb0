// SPDX-License-Identifier: MIT

import Anchorage
import Testing

/// SnapKit 5.7's content priorities and `target` on `snp`, and `updateConstraints` that changes a
/// multiplier in place.
@Suite struct SnapKitAdditionsTests {
    /// A view whose content is `width` × `height`.
    final class Content: LayoutView {
        let size: Size
        init(_ width: Double, _ height: Double) {
            size = Size(width: width, height: height)
            super.init()
        }
        override var intrinsicContentSize: Size { size }
    }

    @Test func contentPrioritiesReadAndWriteTheViewsAsFloats() {
        let view = LayoutView()
        #expect(view.snp.contentHuggingHorizontalPriority == 250)
        #expect(view.snp.contentHuggingVerticalPriority == 250)
        #expect(view.snp.contentCompressionResistanceHorizontalPriority == 750)
        #expect(view.snp.contentCompressionResistanceVerticalPriority == 750)
        view.snp.contentHuggingHorizontalPriority = 251
        view.snp.contentHuggingVerticalPriority = 1
        view.snp.contentCompressionResistanceHorizontalPriority = 749.5
        view.snp.contentCompressionResistanceVerticalPriority = 1000
        #expect(view.contentHuggingPriority(for: .horizontal) == 251)
        #expect(view.contentHuggingPriority(for: .vertical) == 1)
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == 749.5)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == 1000)
        #expect(view.snp.contentCompressionResistanceHorizontalPriority == 749.5)
    }

    @Test func huggingSetThroughSnpDecidesWhoStretches() {
        // Two 50-wide views fill a 400-wide row: the one that hugs less takes the other 300.
        let root = makeRoot(width: 400, height: 100)
        let a = Content(50, 20), b = Content(50, 20)
        root.addSubview(a)
        root.addSubview(b)
        a.snp.makeConstraints { make in make.left.top.equalToSuperview() }
        b.snp.makeConstraints { make in
            make.left.equalTo(a.snp.right)
            make.right.top.equalToSuperview()
        }
        a.snp.contentHuggingHorizontalPriority = 251
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 50, 20)
        expectFrame(b, 50, 0, 350, 20)
        a.snp.contentHuggingHorizontalPriority = 250
        b.snp.contentHuggingHorizontalPriority = 252
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 350, 20)
        expectFrame(b, 350, 0, 50, 20)
    }

    @Test func compressionResistanceSetThroughSnpDecidesWhoIsClipped() {
        // Two 80-tall views stacked in 100 points: the one that resists less gives 60.
        let root = makeRoot(width: 100, height: 100)
        let a = Content(10, 80), b = Content(10, 80)
        root.addSubview(a)
        root.addSubview(b)
        a.snp.makeConstraints { make in make.top.left.equalToSuperview() }
        b.snp.makeConstraints { make in
            make.top.equalTo(a.snp.bottom)
            make.bottom.left.equalToSuperview()
        }
        b.snp.contentCompressionResistanceVerticalPriority = 740
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 10, 80)
        expectFrame(b, 0, 80, 10, 20)
    }

    @Test func targetIsTheItem() {
        let root = makeRoot()
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        #expect(root.snp.target === root)
        #expect(guide.snp.target === guide)
    }

    @Test func updateChangesAMultiplierInPlace() {
        let root = makeRoot(width: 400, height: 300)
        let log = DiagnosticLog(root)
        let box = addView(to: root, label: "box")
        box.snp.makeConstraints { make in
            make.left.top.equalToSuperview()
            make.height.equalTo(50)
            make.width.equalToSuperview().multipliedBy(0.5)
        }
        root.layoutIfNeeded()
        expectFrame(box, 0, 0, 200, 50)
        let width = root.constraints.first { $0.firstAttribute == .width }!
        box.snp.updateConstraints { make in make.width.equalToSuperview().multipliedBy(0.25).offset(10) }
        root.layoutIfNeeded()
        expectFrame(box, 0, 0, 110, 50)                   // 400 × 0.25 + 10
        #expect(root.constraints.count == 3)              // left, top, width: no second width
        #expect(root.constraints.contains { $0 === width })
        #expect(width.multiplier == 0.25 && width.constant == 10)
        #expect(log.entries.isEmpty)                       // nothing unmatched, nothing broken
        // A handle asked for in the block matches the same way.
        var handle: Constraint?
        box.snp.updateConstraints { make in handle = make.width.equalToSuperview().multipliedBy(0.75).constraint }
        root.layoutIfNeeded()
        expectFrame(box, 0, 0, 300, 50)
        #expect(root.constraints.count == 3)
        #expect(handle != nil && log.entries.isEmpty)
    }

    @Test func anUpdateWithAnInstalledMultiplierChangesOnlyThatConstraint() {
        // Two lower bounds on the width that differ only in their multipliers: the update with
        // 0.5 is the second one's, and leaves the first alone.
        let root = makeRoot(width: 400, height: 300)
        let box = addView(to: root)
        box.snp.makeConstraints { make in
            make.left.top.equalToSuperview()
            make.height.equalTo(50)
            make.width.greaterThanOrEqualToSuperview().multipliedBy(0.25)
            make.width.greaterThanOrEqualToSuperview().multipliedBy(0.5)
            make.width.equalTo(0).priority(.low)
        }
        root.layoutIfNeeded()
        expectFrame(box, 0, 0, 200, 50)
        box.snp.updateConstraints { make in make.width.greaterThanOrEqualToSuperview().multipliedBy(0.5).offset(10) }
        root.layoutIfNeeded()
        expectFrame(box, 0, 0, 210, 50)
        let bounds = root.constraints.filter { $0.relation == .greaterThanOrEqual }
        #expect(bounds.map(\.multiplier) == [0.25, 0.5])
        #expect(bounds.map(\.constant) == [0, 10])
    }
}
