// SPDX-License-Identifier: MIT

import Anchorage
import Testing

/// Programmer errors trap with a message naming the items and the source line (exit tests).
@Suite struct MisuseTests {
    private func standardError(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func relatingViewsInDifferentTreesTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let a = LayoutView(), b = LayoutView()
            a.snp.setLabel("a")
            b.snp.setLabel("b")
            a.snp.makeConstraints { make in make.left.equalTo(b) }
        }
        let text = standardError(result)
        #expect(text.contains("LayoutView:a and LayoutView:b have no common ancestor"))
        #expect(text.contains("(at MisuseTests.swift#"))
    }

    @Test func equalToSuperviewWithoutASuperviewTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let lone = LayoutView()
            lone.snp.setLabel("lone")
            lone.snp.makeConstraints { make in make.left.equalToSuperview() }
        }
        #expect(standardError(result).contains("expected a superview of LayoutView:lone but found nil when making `equalToSuperview` (at MisuseTests.swift#"))
        await #expect(processExitsWith: .failure) {
            LayoutView().snp.makeConstraints { make in make.left.lessThanOrEqualToSuperview() }
        }
        await #expect(processExitsWith: .failure) {
            LayoutView().snp.makeConstraints { make in make.left.greaterThanOrEqualToSuperview { $0.snp.left } }
        }
    }

    @Test func aNumberOnALocationWithoutASuperviewTraps() async {
        await #expect(processExitsWith: .failure) {
            LayoutView().snp.makeConstraints { make in make.left.equalTo(10) }
        }
    }

    @Test func aSizeFromANumberWithoutASuperviewIsFine() {
        let lone = LayoutView(frame: Rect(x: 0, y: 0, width: 1, height: 1))
        lone.snp.makeConstraints { make in make.width.equalTo(10) }
        #expect(lone.constraints.count == 1)
    }

    @Test func invalidPrioritiesTrap() async {
        await #expect(processExitsWith: .failure) {
            let root = LayoutView()
            let child = LayoutView()
            root.addSubview(child)
            child.snp.makeConstraints { make in make.width.equalTo(1).priority(0) }
        }
        await #expect(processExitsWith: .failure) {
            let root = LayoutView()
            let child = LayoutView()
            root.addSubview(child)
            child.snp.makeConstraints { make in make.width.equalTo(1).priority(1001) }
        }
        await #expect(processExitsWith: .failure) {
            let root = LayoutView()
            let child = LayoutView()
            root.addSubview(child)
            var handle: Constraint!
            child.snp.makeConstraints { make in handle = make.width.equalTo(1).constraint }
            handle.update(priority: -1)
        }
    }

    @Test func anInvalidPrioritySetOnALayoutConstraintTraps() async {
        await #expect(processExitsWith: .failure) {
            let lc = LayoutConstraint(item: LayoutView(), attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute)
            lc.priority = 0
        }
    }

    @Test func aSecondRelationOnOneChainTraps() async {
        await #expect(processExitsWith: .failure) {
            let root = LayoutView()
            let child = LayoutView()
            root.addSubview(child)
            child.snp.makeConstraints { make in
                let chain = make.width
                chain.equalTo(1)
                chain.equalTo(2)
            }
        }
    }

    @Test func multipleNonIdenticalTargetAttributesTrap() async {
        await #expect(processExitsWith: .failure) {
            let root = LayoutView()
            let child = LayoutView()
            root.addSubview(child)
            child.snp.makeConstraints { make in make.edges.equalTo(root.snp.size) }
        }
    }

    @Test func aGuideOutsideAnyViewTraps() async {
        await #expect(processExitsWith: .failure) {
            let root = LayoutView()
            let guide = LayoutGuide()
            root.snp.makeConstraints { make in make.left.equalTo(guide) }
        }
    }

    @Test func distributingFewerThanTwoViewsOrViewsWithoutACommonSuperviewTraps() async {
        await #expect(processExitsWith: .failure) {
            let root = LayoutView()
            let a = LayoutView()
            root.addSubview(a)
            [a].snp.distributeViewsAlong(axisType: .horizontal, fixedSpacing: 1)
        }
        await #expect(processExitsWith: .failure) {
            [LayoutView(), LayoutView()].snp.distributeViewsAlong(axisType: .horizontal, fixedItemLength: 1)
        }
    }

    @Test func addingAViewToItselfOrItsDescendantTraps() async {
        await #expect(processExitsWith: .failure) {
            let a = LayoutView()
            a.addSubview(a)
        }
        await #expect(processExitsWith: .failure) {
            let a = LayoutView(), b = LayoutView()
            a.addSubview(b)
            b.addSubview(a)
        }
    }

    @Test func aManualLocationConstraintWithoutASecondItemTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = LayoutConstraint(item: LayoutView(), attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute)
        }
    }
}
