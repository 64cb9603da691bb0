// SPDX-License-Identifier: MIT

import Anchorage
import Testing

/// Masonry's own conveniences, as its spec suite uses them, and the kept-chain misuse both
/// libraries leave undefined.
@Suite("Masonry's conveniences")
struct MasonryConveniencesTests {
    /// A 400 × 300 root with a 200 × 100 reference view at (50, 40) and a subject view.
    private func makeTree() -> (root: LayoutView, reference: LayoutView, subject: LayoutView) {
        let root = makeRoot(width: 400, height: 300)
        let reference = addView(to: root, label: "reference")
        reference.snp.makeConstraints { make in
            make.left.equalTo(50)
            make.top.equalTo(40)
            make.width.equalTo(200)
            make.height.equalTo(100)
        }
        let subject = addView(to: root, label: "subject")
        return (root, reference, subject)
    }

    @Test("sizeOffset sets the width and height constants")
    func sizeOffset() {
        let (root, reference, subject) = makeTree()
        subject.snp.makeConstraints { make in
            make.size.equalTo(reference).sizeOffset(Size(width: -20, height: 30))
            make.left.top.equalToSuperview()
        }
        root.layoutIfNeeded()
        expectFrame(subject, 0, 0, 180, 130)
    }

    @Test("centerOffset sets the centre constants")
    func centerOffset() {
        let (root, reference, subject) = makeTree()
        subject.snp.makeConstraints { make in
            make.center.equalTo(reference).centerOffset(Point(x: 10, y: -5))
            make.size.equalTo(20)
        }
        root.layoutIfNeeded()
        // The reference's centre is (150, 90); the subject's is 10 right and 5 up.
        expectFrame(subject, 150, 75, 20, 20)
    }

    @Test("offset with a point or a size is centerOffset or sizeOffset")
    func offsetWithPointOrSize() {
        let (root, reference, subject) = makeTree()
        subject.snp.makeConstraints { make in
            make.center.equalTo(reference).offset(Point(x: -50, y: 20))
            make.size.equalTo(reference).offset(Size(width: -100, height: -60))
        }
        root.layoutIfNeeded()
        // Centre (100, 110), size 100 × 40.
        expectFrame(subject, 50, 90, 100, 40)
    }

    @Test("sizeOffset and centerOffset leave the other attributes' constants as they are")
    func otherAttributesUnchanged() {
        let (root, reference, subject) = makeTree()
        subject.snp.makeConstraints { make in
            // left gets the offset 5; width gets the size offset 10 on top of it.
            make.left.width.equalTo(reference).offset(5).sizeOffset(Size(width: 10, height: 99))
            // top keeps the target's constant 7; centerY is untouched by a centre offset's x.
            make.top.equalTo(7).centerOffset(Point(x: 99, y: 99))
            make.height.equalTo(10)
        }
        root.layoutIfNeeded()
        expectFrame(subject, 55, 7, 210, 10)
    }

    @Test("offset after sizeOffset replaces it: the last writer wins")
    func lastWriterWins() {
        let (root, reference, subject) = makeTree()
        subject.snp.makeConstraints { make in
            make.size.equalTo(reference).sizeOffset(Size(width: -20, height: -20)).offset(3)
            make.left.top.equalToSuperview()
        }
        root.layoutIfNeeded()
        expectFrame(subject, 0, 0, 203, 103)
    }

    @Test("ConstraintItem is Equatable: the same item (identity) and attributes")
    func constraintItemEquality() {
        let a = LayoutView(), b = LayoutView()
        #expect(a.snp.top == a.snp.top)
        #expect(a.snp.edges == a.snp.edges)
        #expect(a.snp.top != a.snp.bottom)
        #expect(a.snp.top != b.snp.top)
        #expect(a.snp.baseline == a.snp.lastBaseline)
    }

    @Test("identifier is labeled; baseline is lastBaseline")
    func aliases() {
        let (root, reference, subject) = makeTree()
        var handle: Constraint?
        subject.snp.makeConstraints { make in
            handle = make.baseline.equalTo(reference.snp.baseline).identifier("baselines").constraint
            make.left.equalTo(reference).priority(.high).identifier("lefts")
            make.size.equalTo(10)
        }
        root.layoutIfNeeded()
        let layout = handle?.layoutConstraints.first
        #expect(layout?.label == "baselines")
        #expect(layout?.firstAttribute == .lastBaseline && layout?.secondAttribute == .lastBaseline)
        #expect(subject.snp.installedConstraints.map { $0.layoutConstraints.first?.label } == ["baselines", "lefts", nil])
        // The baselines of views without text are their bottoms: 140.
        expectFrame(subject, 50, 130, 10, 10)
    }

    @Test("An array's makeConstraints returns the handles it made; installedConstraints lists a view's")
    func handlesOfArraysAndViews() {
        let root = makeRoot()
        let views = (0..<3).map { addView(to: root, label: "v\($0)") }
        let handles = views.snp.makeConstraints { make in
            make.top.equalToSuperview()
            make.size.equalTo(10)
        }
        #expect(handles.count == 6)
        #expect(handles.allSatisfy { $0.isActive })
        #expect(views[1].snp.installedConstraints.map { ObjectIdentifier($0) } == handles[2..<4].map { ObjectIdentifier($0) })
        handles[2].deactivate()
        #expect(views[1].snp.installedConstraints.count == 1)
        views[1].snp.removeConstraints()
        #expect(views[1].snp.installedConstraints.isEmpty)
    }

    @Test("An attribute added to a kept chain after its relation traps, as a second relation does")
    func attributeAfterRelationTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let root = LayoutView()
            let view = LayoutView()
            root.addSubview(view)
            view.snp.makeConstraints { make in
                let chain = make.top
                chain.equalToSuperview()
                _ = chain.bottom
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("a chain takes exactly one relation, and attributes come before it: [bottom] was added after [top] was related (at MasonryConveniencesTests.swift#"))
    }

    @Test("A kept chain changed after its closure returned traps instead of being ignored")
    func keptChainAfterClosureTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let root = LayoutView()
            let view = LayoutView()
            view.snp.setLabel("kept")
            root.addSubview(view)
            var kept: RelatedChain?
            view.snp.makeConstraints { make in kept = make.top.equalToSuperview() }
            kept?.offset(10)
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("a chain of LayoutView:kept was changed after its makeConstraints closure returned (chain at MasonryConveniencesTests.swift#"))
        await #expect(processExitsWith: .failure) {
            let root = LayoutView()
            let view = LayoutView()
            root.addSubview(view)
            var maker: ConstraintMaker?
            view.snp.makeConstraints { make in maker = make }
            maker?.left.equalToSuperview()
        }
    }

    // The points README's "Coming from Masonry" lists, where Anchorage follows SnapKit.

    @Test("edges expands to left, top, right, bottom; chained composites in the catalogue's order")
    func expansionOrder() {
        let (root, reference, subject) = makeTree()
        var edges: Constraint?, chained: Constraint?, doubled: Constraint?
        subject.snp.makeConstraints { make in
            edges = make.edges.equalTo(reference).constraint
            chained = make.center.size.equalTo(reference).priority(.low).constraint
            doubled = make.left.left.equalTo(reference).priority(.low).constraint
        }
        root.layoutIfNeeded()
        #expect(edges?.layoutConstraints.map(\.firstAttribute) == [.left, .top, .right, .bottom])
        #expect(chained?.layoutConstraints.map(\.firstAttribute) == [.width, .height, .centerX, .centerY])
        #expect(doubled?.layoutConstraints.count == 1)
    }

    @Test("inset moves baselines and sizes, keyed on the target attribute")
    func insetOnBaselinesAndSizes() {
        let (root, reference, subject) = makeTree()
        var handle: Constraint?
        subject.snp.makeConstraints { make in
            handle = make.firstBaseline.lastBaseline.width.height.equalTo(reference).inset(10).priority(.low).constraint
        }
        root.layoutIfNeeded()
        #expect(handle?.layoutConstraints.map(\.constant) == [-20, -20, -10, 10])
        #expect(handle?.layoutConstraints.map(\.firstAttribute) == [.width, .height, .lastBaseline, .firstBaseline])
    }

    @Test("A centre related with EdgeInsets moves by half the difference; centerOffset(.zero) after it undoes that")
    func centreWithInsets() {
        let (root, reference, subject) = makeTree()
        var shifted: Constraint?, masonry: Constraint?
        subject.snp.makeConstraints { make in
            shifted = make.center.equalTo(reference).inset(EdgeInsets(top: 10, left: 20, bottom: 0, right: 0)).constraint
            masonry = make.center.equalTo(reference).inset(EdgeInsets(top: 10, left: 20, bottom: 0, right: 0))
                .centerOffset(.zero).priority(.low).constraint
            make.size.equalTo(10)
        }
        root.layoutIfNeeded()
        #expect(shifted?.layoutConstraints.map(\.constant) == [10, 5])
        #expect(masonry?.layoutConstraints.map(\.constant) == [0, 0])
        expectFrame(subject, 155, 90, 10, 10)
    }

    @Test("centerY from a number is measured from the superview's top; offset from its centre is Masonry's")
    func centerYFromANumber() {
        let root = makeRoot(width: 400, height: 300)
        let a = addView(to: root), b = addView(to: root)
        a.snp.makeConstraints { make in
            make.centerY.equalTo(10)
            make.centerX.equalToSuperview().inset(30)
            make.size.equalTo(20)
        }
        b.snp.makeConstraints { make in
            make.centerY.equalToSuperview().offset(10)
            make.left.equalToSuperview()
            make.size.equalTo(20)
        }
        root.layoutIfNeeded()
        // A uniform inset leaves a centre where it is: centerX is the superview's, 200.
        expectFrame(a, 190, 0, 20, 20)
        expectFrame(b, 0, 150, 20, 20)
    }
}
