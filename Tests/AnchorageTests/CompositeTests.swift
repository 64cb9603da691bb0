// SPDX-License-Identifier: MIT

import Anchorage
import Testing

/// Every composite, with solved frames (root 400 × 300, default margins 8).
@Suite struct CompositeTests {
    private func layout(_ closure: (ConstraintMaker) -> Void, childMargins: EdgeInsets = EdgeInsets(all: 8)) -> LayoutView {
        let root = makeRoot()
        let child = addView(to: root, label: "child")
        child.layoutMargins = childMargins
        child.snp.makeConstraints(closure)
        root.layoutIfNeeded()
        return child
    }

    @Test func edgesEqualToSuperview() {
        expectFrame(layout { $0.edges.equalToSuperview() }, 0, 0, 400, 300)
    }

    @Test func edgesEqualToANumberOffsetsEveryEdgeOutwardOnRightAndBottom() {
        // SnapKit: each edge == superview.edge + 10, not an inset.
        expectFrame(layout { $0.edges.equalTo(10) }, 10, 10, 400, 300)
    }

    @Test func edgesInset() {
        expectFrame(layout { $0.edges.equalToSuperview().inset(10) }, 10, 10, 380, 280)
    }

    @Test func edgesEqualToEdgeInsets() {
        expectFrame(layout { $0.edges.equalTo(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)) }, 20, 10, 340, 260)
    }

    @Test func directionalEdgesEqualToDirectionalInsets() {
        let child = layout { $0.directionalEdges.equalTo(DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) }
        expectFrame(child, 2, 1, 394, 296)
        let mixed = layout { $0.edges.equalTo(DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) }
        expectFrame(mixed, 2, 1, 394, 296)   // left/right take leading/trailing (left-to-right)
    }

    @Test func horizontalAndVerticalEdges() {
        let child = layout { make in
            make.horizontalEdges.equalToSuperview().inset(5)
            make.verticalEdges.equalToSuperview().inset(EdgeInsets(top: 1, left: 0, bottom: 2, right: 0))
        }
        expectFrame(child, 5, 1, 390, 297)
    }

    @Test func directionalEdges() {
        let child = layout { $0.directionalEdges.equalToSuperview().inset(DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) }
        expectFrame(child, 2, 1, 394, 296)
    }

    @Test func directionalHorizontalAndVerticalEdges() {
        let child = layout { make in
            make.directionalHorizontalEdges.equalToSuperview().inset(20)
            make.directionalVerticalEdges.equalToSuperview().inset(30)
        }
        expectFrame(child, 20, 30, 360, 240)
    }

    @Test func sizeAndCenter() {
        let child = layout { make in
            make.size.equalTo(Size(width: 50, height: 60))
            make.center.equalToSuperview()
        }
        expectFrame(child, 175, 120, 50, 60)
    }

    @Test func sizeEqualToANumberAndSizeInset() {
        expectFrame(layout { make in make.size.equalTo(50); make.left.top.equalTo(0) }, 0, 0, 50, 50)
        expectFrame(layout { make in make.size.equalToSuperview().inset(10); make.left.top.equalTo(0) }, 0, 0, 380, 280)
    }

    @Test func centerEqualToANumberIsTheSuperviewOrigin() {
        // SnapKit 3+ (UIKit branch): centerX == superview.left + 0, centerY == superview.top + 0.
        expectFrame(layout { make in make.size.equalTo(Size(width: 50, height: 60)); make.center.equalTo(0) }, -25, -30, 50, 60)
        expectFrame(layout { make in
            make.size.equalTo(Size(width: 50, height: 60))
            make.center.equalTo(Point(x: 100, y: 50))
        }, 75, 20, 50, 60)
    }

    @Test func edgesToMarginsMapEdgeByEdge() {
        let root = makeRoot()
        let child = addView(to: root)
        child.snp.makeConstraints { make in make.edges.equalTo(root.snp.margins) }
        root.layoutIfNeeded()
        expectFrame(child, 8, 8, 384, 284)
        let handle = child.snp.prepareConstraints { make in make.edges.equalTo(root.snp.margins) }[0]
        #expect(handle.layoutConstraints.map(\.secondAttribute) == [.leftMargin, .topMargin, .rightMargin, .bottomMargin])
    }

    @Test func marginsToEdgesMapEdgeByEdge() {
        // child.leftMargin == root.left: x + 8 == 0.
        let child = layout({ $0.margins.equalTo(($0.item as! LayoutView).superview!.snp.edges) })
        expectFrame(child, -8, -8, 416, 316)
    }

    @Test func marginsEqualToSuperview() {
        expectFrame(layout({ $0.margins.equalToSuperview() }, childMargins: .zero), 8, 8, 384, 284)
    }

    @Test func directionalMarginsEqualToSuperview() {
        expectFrame(layout({ $0.directionalMargins.equalToSuperview() }, childMargins: .zero), 8, 8, 384, 284)
        let root = makeRoot()
        let child = addView(to: root)
        let handle = child.snp.prepareConstraints { make in make.directionalEdges.equalTo(root.snp.directionalMargins) }[0]
        #expect(handle.layoutConstraints.map(\.secondAttribute) == [.topMargin, .bottomMargin, .leadingMargin, .trailingMargin])
    }

    @Test func centerWithinMargins() {
        let root = makeRoot()
        root.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let child = addView(to: root)
        child.layoutMargins = .zero
        child.snp.makeConstraints { make in
            make.size.equalTo(10)
            make.centerWithinMargins.equalToSuperview()
        }
        root.layoutIfNeeded()
        // Margin rect: x 20…360 (centre 190), y 10…270 (centre 140).
        expectFrame(child, 185, 135, 10, 10)
    }

    @Test func chainingUnionsAttributesAndFillersAreNoOps() {
        let root = makeRoot()
        let child = addView(to: root)
        let handles = child.snp.prepareConstraints { make in
            make.left.right.top.equalToSuperview()
            make.height.and.width.with.equalTo(5)
            make.left.left.equalTo(1)
        }
        #expect(handles[0].layoutConstraints.map(\.firstAttribute) == [.left, .top, .right])
        #expect(handles[1].layoutConstraints.map(\.firstAttribute) == [.width, .height])
        #expect(handles[2].layoutConstraints.count == 1)
        let child2 = layout { make in
            make.left.and.top.equalToSuperview().offset(3)
            make.size.equalTo(7)
        }
        expectFrame(child2, 3, 3, 7, 7)
    }
}
