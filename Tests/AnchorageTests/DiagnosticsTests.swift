// SPDX-License-Identifier: MIT

@testable import Anchorage
import Testing

/// Diagnostics: unfinished chains, non-finite numbers, unsatisfiable constraints, delivery.
@Suite struct DiagnosticsTests {
    @Test func unfinishedChainIsReportedWithTheMakeLineAndInstallsNothing() {
        let root = makeRoot()
        let child = addView(to: root, label: "child")
        let log = DiagnosticLog(root)
        let line = #line + 1
        child.snp.makeConstraints { make in
            _ = make.left.right
            make.top.equalTo(1)
        }
        #expect(log.kinds == [.unfinishedChain])
        #expect(log.entries[0].location?.line == UInt(line))
        #expect(log.entries[0].message == "make.left.right of LayoutView:child has no relation (equalTo, lessThanOrEqualTo, greaterThanOrEqualTo); nothing was installed")
        #expect(log.entries[0].description.hasSuffix("(at DiagnosticsTests.swift#\(line))"))
        #expect(root.constraints.count == 1)
    }

    @Test func nonFiniteConstantsAndMultipliersAreReportedAndLeftOut() {
        let root = makeRoot()
        let child = addView(to: root)
        let log = DiagnosticLog(root)
        let handles = child.snp.prepareConstraints { make in
            make.width.equalTo(Double.nan)
            make.height.equalToSuperview().dividedBy(0)
            make.left.equalTo(0).offset(Double.infinity)
            make.top.equalTo(1)
        }
        #expect(log.kinds == [.nonFiniteValue, .nonFiniteValue, .nonFiniteValue])
        #expect(handles.map(\.layoutConstraints.count) == [0, 0, 0, 1])
        handles[3].activate()
        handles[3].update(offset: Double.nan)
        handles[3].update(multiplier: Double.infinity)
        handles[3].update(inset: EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0))
        #expect(log.kinds.count == 6)
        #expect(handles[3].layoutConstraints[0].constant == 1)
    }

    @Test func aNumericalFailureIsReportedAsItsOwnKindNotAsAConflict() {
        // The solver's pivot limit, lowered to zero through its package hook, stands in for
        // rounding that keeps the pivots cycling: satisfiable constraints whose add needs a
        // cut-off simplex pass are refused, and the engine must not call that a conflict.
        let root = makeRoot()
        root.engine.solver.pivotLimitOverride = 0
        let log = DiagnosticLog(root)
        var boxes: [LayoutView] = []
        for i in 0..<5 {
            let box = addView(to: root, label: "box\(i)")
            box.snp.makeConstraints { make in
                make.top.equalTo(0)
                make.height.equalTo(10)
                make.width.greaterThanOrEqualTo(10)
                make.width.equalTo(50).priority(.low)
                if let previous = boxes.last { make.left.equalTo(previous.snp.right) } else { make.left.equalTo(0) }
            }
            boxes.append(box)
        }
        boxes[4].snp.makeConstraints { make in make.right.lessThanOrEqualTo(100).labeled("squeeze") }
        boxes[2].snp.makeConstraints { make in make.width.equalTo(boxes[3]).multipliedBy(2).labeled("double") }
        root.layoutIfNeeded()
        #expect(!log.kinds.isEmpty)
        #expect(log.kinds.allSatisfy { $0 == .numericalFailure }, "\(log.entries.map(\.message))")
        #expect(log.entries.allSatisfy { $0.constraints.count == 1 })
    }

    @Test func unsatisfiableConstraintIsBrokenReportedAndTheRestLaidOut() {
        let root = makeRoot()
        root.snp.setLabel("root")
        let child = addView(to: root, label: "child")
        let log = DiagnosticLog(root)
        let line = #line + 1
        child.snp.makeConstraints { make in
            make.width.equalTo(100).labeled("first")
            make.width.equalTo(200).labeled("second")
            make.left.top.equalTo(5)
            make.height.equalTo(10)
        }
        root.layoutIfNeeded()
        expectFrame(child, 5, 5, 100, 10)
        #expect(log.kinds == [.unsatisfiableConstraints])
        let diagnostic = log.entries[0]
        #expect(diagnostic.constraints.map(\.label) == ["second", "first"])
        #expect(diagnostic.location?.line == UInt(line + 2))
        #expect(diagnostic.message == """
            Unable to simultaneously satisfy constraints: these 2 required constraints cannot all hold.
            Broken, as the last of them to be activated (left out of the layout; retried whenever a constraint of this tree is removed):
                <LayoutConstraint:second@DiagnosticsTests.swift#\(line + 2) LayoutView:child.width == 200.0>
            Conflicting with:
                <LayoutConstraint:first@DiagnosticsTests.swift#\(line + 1) LayoutView:child.width == 100.0>
            """)
    }

    @Test func brokenConstraintIsRetriedAfterARemoval() {
        let root = makeRoot()
        let child = addView(to: root)
        let log = DiagnosticLog(root)
        var first: Constraint!
        child.snp.makeConstraints { make in
            first = make.width.equalTo(100).constraint
            make.width.equalTo(200)
            make.left.top.equalTo(0)
            make.height.equalTo(10)
        }
        root.layoutIfNeeded()
        expectFrame(child, 0, 0, 100, 10)
        first.deactivate()
        root.layoutIfNeeded()
        expectFrame(child, 0, 0, 200, 10)
        #expect(log.kinds == [.unsatisfiableConstraints])
    }

    @Test func constantChangeThatCannotHoldBreaksTheConstraint() {
        let root = makeRoot()
        let child = addView(to: root)
        let log = DiagnosticLog(root)
        var width: Constraint!
        child.snp.makeConstraints { make in
            make.left.top.equalTo(0)
            make.height.equalTo(10)
            make.width.lessThanOrEqualTo(100)
            width = make.width.equalTo(50).constraint
        }
        root.layoutIfNeeded()
        width.update(offset: 150)
        root.layoutIfNeeded()
        #expect(log.kinds == [.unsatisfiableConstraints])
        #expect(child.frame.width <= 100 + frameTolerance)
    }

    @Test func autoresizingMaskConstraintsTakePartInConflicts() {
        let root = makeRoot()
        root.snp.setLabel("root")
        let fixed = addView(to: root, label: "fixed", frame: Rect(x: 10, y: 10, width: 50, height: 50))
        let log = DiagnosticLog(root)
        let lc = LayoutConstraint(item: fixed, attribute: .width, relatedBy: .equal, toItem: nil,
                                  attribute: .notAnAttribute, constant: 70, label: "wider")
        lc.isActive = true
        root.layoutIfNeeded()
        expectFrame(fixed, 10, 10, 50, 50)
        #expect(log.kinds == [.unsatisfiableConstraints])
        #expect(log.entries[0].message.contains("\n    <AutoresizingMaskLayoutConstraint:"))
        #expect(log.entries[0].message.contains(" LayoutView:fixed.width == 50.0>\n"))
        #expect(log.entries[0].message.hasSuffix(
            "\nNote: LayoutView:fixed keeps the frame you set (translatesAutoresizingMaskIntoConstraints is true)."))
    }

    @Test func theRootFrameTakesPartInConflicts() {
        let root = makeRoot()
        root.snp.setLabel("root")
        let child = addView(to: root, label: "child")
        let log = DiagnosticLog(root)
        child.snp.makeConstraints { make in
            make.width.equalTo(500).labeled("too wide")
            make.height.equalTo(10)
        }
        child.snp.makeConstraints { make in
            make.left.top.equalToSuperview()
            make.right.equalToSuperview().labeled("right")
        }
        root.layoutIfNeeded()
        expectFrame(child, 0, 0, 500, 10)
        expectFrame(root, 0, 0, 400, 300)
        #expect(log.kinds == [.unsatisfiableConstraints])
        // Activation order decides: `right` came last, so it is the one broken.
        #expect(log.entries[0].constraints.first?.label == "right")
        #expect(log.entries[0].message.contains(" LayoutView:root.width == 400.0>"))
        #expect(log.entries[0].message.contains("\n    <RootFrameLayoutConstraint:"))
        #expect(log.entries[0].message.hasSuffix("\nNote: LayoutView:root is the root; its size is the frame you set."))
    }

    @Test func diagnosticsGoToTheClosestHandler() {
        let root = makeRoot()
        let container = addView(to: root)
        let child = addView(to: container)
        let rootLog = DiagnosticLog(root)
        let containerLog = DiagnosticLog(container)
        child.snp.makeConstraints { make in _ = make.left }
        root.snp.makeConstraints { make in _ = make.top }
        #expect(containerLog.kinds == [.unfinishedChain])
        #expect(rootLog.kinds == [.unfinishedChain])
    }

    @Test func defaultHandlerWritesToStandardError() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            let root = LayoutView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            let child = LayoutView()
            root.addSubview(child)
            child.snp.makeConstraints { make in _ = make.left }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("[Anchorage] make.left of LayoutView:0x"))
        #expect(text.contains("(at DiagnosticsTests.swift#"))
    }
}
