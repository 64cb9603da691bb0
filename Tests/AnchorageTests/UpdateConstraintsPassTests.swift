// SPDX-License-Identifier: MIT

@testable import Anchorage
import Testing

/// A view that logs its update and layout hooks into a shared log.
private class LoggingView: LayoutView {
    let name: String
    let log: CallLog
    var onUpdate: (() -> Void)?
    var onLayout: (() -> Void)?

    init(_ name: String, _ log: CallLog, frame: Rect = .zero) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    override func updateConstraints() {
        log.calls.append("\(name).updateConstraints")
        onUpdate?()
        super.updateConstraints()
    }

    override func layoutSubviews() {
        log.calls.append("\(name).layoutSubviews")
        onLayout?()
    }
}

private final class CallLog {
    var calls: [String] = []
}

/// The Masonry guide's growing button: centred, its size a low-priority wish capped by the
/// superview's size, made and updated in `updateConstraints()`.
private final class GrowingButtonContainer: LayoutView {
    let button = LayoutView()
    var buttonSize = Size(width: 100, height: 100) {
        didSet { setNeedsUpdateConstraints() }
    }
    var updatePasses = 0

    override init(frame: Rect) {
        super.init(frame: frame)
        addSubview(button)
    }

    override class var requiresConstraintBasedLayout: Bool { true }

    override func updateConstraints() {
        updatePasses += 1
        button.snp.updateConstraints { make in
            make.center.equalTo(self)
            make.width.equalTo(buttonSize.width).priority(.low)
            make.height.equalTo(buttonSize.height).priority(.low)
            make.width.lessThanOrEqualTo(self)
            make.height.lessThanOrEqualTo(self)
        }
        super.updateConstraints()
    }
}

/// A view whose override forgets `super.updateConstraints()`.
private final class ForgetfulView: LayoutView {
    override func updateConstraints() {}
}

@Suite("The constraint-update pass")
struct UpdateConstraintsPassTests {
    @Test("updateConstraints runs bottom up before the solve; layoutSubviews top down after it")
    func passOrder() {
        let log = CallLog()
        let root = LoggingView("root", log, frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let a = LoggingView("a", log)
        let b = LoggingView("b", log)
        let c = LoggingView("c", log)
        root.addSubview(a)
        a.addSubview(b)
        a.addSubview(c)
        // Each update makes the constraints of the view it runs on; the solve sees all of them.
        b.onUpdate = { [unowned b] in b.snp.makeConstraints { make in make.left.top.equalToSuperview(); make.size.equalTo(10) } }
        c.onUpdate = { [unowned c] in c.snp.makeConstraints { make in make.right.bottom.equalToSuperview(); make.size.equalTo(20) } }
        a.onUpdate = { [unowned a] in a.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) } }
        for view in [root, a, b, c] { view.setNeedsUpdateConstraints() }
        #expect(a.needsUpdateConstraints())

        root.layoutIfNeeded()

        #expect(log.calls.prefix(4) == [
            "b.updateConstraints", "c.updateConstraints", "a.updateConstraints", "root.updateConstraints",
        ])
        // Every view changed size; layoutSubviews runs on each, parents before children.
        #expect(log.calls.dropFirst(4).prefix(2) == ["root.layoutSubviews", "a.layoutSubviews"])
        #expect(Set(log.calls.dropFirst(6)) == ["b.layoutSubviews", "c.layoutSubviews"])
        #expect(!a.needsUpdateConstraints())
        expectFrame(a, 10, 10, 280, 180)
        expectFrame(b, 0, 0, 10, 10)
        expectFrame(c, 260, 160, 20, 20)

        // Nothing asked again: the next layout runs no update.
        log.calls.removeAll()
        root.layoutIfNeeded()
        #expect(log.calls.isEmpty)
    }

    @Test("Only the views that asked get updateConstraints, and only once per request")
    func onlyRequestingViews() {
        let log = CallLog()
        let root = LoggingView("root", log, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let a = LoggingView("a", log)
        let b = LoggingView("b", log)
        root.addSubview(a)
        root.addSubview(b)
        root.layoutIfNeeded()
        log.calls.removeAll()

        b.setNeedsUpdateConstraints()
        b.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(log.calls == ["b.updateConstraints"])
    }

    @Test("updateConstraintsIfNeeded runs the pass over the subtree without solving")
    func updateConstraintsIfNeededDoesNotSolve() {
        let log = CallLog()
        let root = LoggingView("root", log, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let a = LoggingView("a", log)
        let b = LoggingView("b", log)
        root.addSubview(a)
        a.addSubview(b)
        b.onUpdate = { [unowned b] in b.snp.makeConstraints { make in make.size.equalTo(30); make.left.top.equalToSuperview() } }
        b.setNeedsUpdateConstraints()
        root.setNeedsUpdateConstraints()

        a.updateConstraintsIfNeeded()
        #expect(log.calls == ["b.updateConstraints"])
        #expect(!b.needsUpdateConstraints())
        #expect(root.needsUpdateConstraints())
        expectFrame(b, 0, 0, 0, 0)

        root.layoutIfNeeded()
        #expect(log.calls == ["b.updateConstraints", "root.updateConstraints", "root.layoutSubviews", "b.layoutSubviews"])
        expectFrame(b, 0, 0, 30, 30)
    }

    @Test("A view whose class requires constraint-based layout gets its first update without asking")
    func requiresConstraintBasedLayout() {
        let root = makeRoot(width: 300, height: 500)
        let container = GrowingButtonContainer(frame: .zero)
        #expect(container.needsUpdateConstraints())
        #expect(!LayoutView().needsUpdateConstraints())
        root.addSubview(container)
        container.snp.makeConstraints { make in make.edges.equalToSuperview() }
        root.layoutIfNeeded()
        #expect(container.updatePasses == 1)
        expectFrame(container.button, 100, 200, 100, 100)
        root.layoutIfNeeded()
        #expect(container.updatePasses == 1)
    }

    @Test("The growing button doubles until the superview caps it", arguments: [
        // (taps, expected frame): 100 -> 200 -> 400; at 400 the required `<= superview` caps the
        // width at 300 and the low-priority wish for 400 gives way, the height 400 fits in 500.
        (0, Rect(x: 100, y: 200, width: 100, height: 100)),
        (1, Rect(x: 50, y: 150, width: 200, height: 200)),
        (2, Rect(x: 0, y: 50, width: 300, height: 400)),
        (3, Rect(x: 0, y: 0, width: 300, height: 500)),
    ])
    func growingButton(taps: Int, expected: Rect) {
        let container = GrowingButtonContainer(frame: Rect(x: 0, y: 0, width: 300, height: 500))
        container.layoutIfNeeded()
        for _ in 0..<taps {
            container.buttonSize = Size(width: container.buttonSize.width * 2, height: container.buttonSize.height * 2)
            container.layoutIfNeeded()
        }
        expectFrame(container.button, expected)
        #expect(container.updatePasses == taps + 1)
        // The same six constraints whatever the number of passes: the centre and the caps relate
        // the button to the container and are installed there, the two sizes on the button.
        #expect(container.constraints.count == 4)
        #expect(container.button.constraints.count == 2)
    }

    @Test("snp.updateConstraints on every pass neither duplicates constraints nor re-solves")
    func repeatedUpdatesAddNothing() {
        let container = GrowingButtonContainer(frame: Rect(x: 0, y: 0, width: 300, height: 500))
        let log = DiagnosticLog(container)
        container.layoutIfNeeded()
        let installed = (container.constraints + container.button.constraints).map { ObjectIdentifier($0) }
        let solved = container.engine.solver.dump()
        for _ in 0..<50 {
            container.setNeedsUpdateConstraints()
            container.layoutIfNeeded()
            // No constant differed: the solver was not touched and no frame was written.
            #expect(container.engine.lastPassWriteCount == 0)
        }
        #expect(container.engine.solver.dump() == solved)
        #expect(container.updatePasses == 51)
        #expect((container.constraints + container.button.constraints).map { ObjectIdentifier($0) } == installed)
        #expect(log.entries.isEmpty)
        expectFrame(container.button, 100, 200, 100, 100)
    }

    @Test("A view that needs an update, added to a laid-out tree, is updated in the same layout")
    func addedViewIsUpdated() {
        let log = CallLog()
        let root = LoggingView("root", log, frame: Rect(x: 0, y: 0, width: 200, height: 200))
        root.layoutIfNeeded()
        let late = LoggingView("late", log)
        late.onUpdate = { [unowned late] in late.snp.makeConstraints { make in make.center.equalToSuperview(); make.size.equalTo(50) } }
        late.setNeedsUpdateConstraints()
        log.calls.removeAll()
        root.addSubview(late)
        root.layoutIfNeeded()
        #expect(log.calls.first == "late.updateConstraints")
        expectFrame(late, 75, 75, 50, 50)
    }

    @Test("A request from layoutSubviews is handled in the same layoutIfNeeded")
    func requestFromLayoutSubviews() {
        let log = CallLog()
        let root = LoggingView("root", log, frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let child = LoggingView("child", log)
        root.addSubview(child)
        var width = 40.0
        child.onUpdate = { [unowned child] in
            child.snp.updateConstraints { make in make.left.top.equalToSuperview(); make.width.height.equalTo(width) }
        }
        child.setNeedsUpdateConstraints()
        var asked = false
        root.onLayout = { [unowned child] in
            guard !asked else { return }
            asked = true
            width = 80
            child.setNeedsUpdateConstraints()
        }
        root.layoutIfNeeded()
        #expect(log.calls == [
            "child.updateConstraints", "root.layoutSubviews", "child.layoutSubviews",
            "child.updateConstraints", "child.layoutSubviews",
        ])
        expectFrame(child, 0, 0, 80, 80)
    }

    @Test("A view that asks for an update on every update stops at the pass limit with a diagnostic")
    func endlessRequestsStop() {
        let log = CallLog()
        let root = LoggingView("root", log, frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let diagnostics = DiagnosticLog(root)
        let child = LoggingView("child", log)
        root.addSubview(child)
        child.onUpdate = { [unowned child] in child.setNeedsUpdateConstraints() }
        child.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(log.calls.filter { $0 == "child.updateConstraints" }.count == 8)
        #expect(diagnostics.kinds == [.layoutLoop])
    }

    @Test("An override that forgets super.updateConstraints() gets a diagnostic naming its class")
    func missingSuperCall() {
        let root = makeRoot()
        let diagnostics = DiagnosticLog(root)
        let view = ForgetfulView()
        root.addSubview(view)
        view.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(diagnostics.kinds == [.missingSuperCall])
        #expect(diagnostics.entries.first?.description
            == "[Anchorage] ForgetfulView.updateConstraints() did not call super.updateConstraints(); every override must call it (UIKit raises here)")
        #expect(!view.needsUpdateConstraints())
    }
}
