// SPDX-License-Identifier: MIT

@testable import Anchorage
import Testing

/// StackView beyond the distribution table: hidden views, the arranged-views API, nesting,
/// self-sizing, text, margins and baselines, diagnostics, and which constraints a change touches.
@Suite struct StackViewArrangementTests {
    /// A free horizontal stack (pinned by its leading and top edges only) of boxes 40, 60 and 80
    /// wide, spacing 10.
    func freeRow(alignment: StackView.Alignment = .fill) -> (LayoutView, StackView, [Box]) {
        let root = makeRoot()
        let boxes = [Box(40, 20, label: "a"), Box(60, 60, label: "b"), Box(80, 30, label: "c")]
        let stack = StackView(arrangedSubviews: boxes)
        stack.spacing = 10
        stack.alignment = alignment
        root.addSubview(stack)
        stack.snp.makeConstraints { make in make.leading.top.equalToSuperview() }
        return (root, stack, boxes)
    }

    @Test func hiddenViewsDropOutAndComeBack() {
        let (root, stack, boxes) = freeRow(alignment: .center)
        root.layoutIfNeeded()
        expectFrame(stack, 0, 0, 200, 60)   // 40 + 10 + 60 + 10 + 80; the tallest is 60
        boxes[1].isHidden = true
        root.layoutIfNeeded()
        // No length and no spacing after it: 40 + 10 + 80 = 130. Hidden views do not bound the
        // stack across the axis either: the tallest visible box is 30.
        expectFrame(stack, 0, 0, 130, 30)
        expectFrame(boxes[2], 50, 0, 80, 30)
        #expect(boxes[1].frame.width == 0 && boxes[1].frame.minX == 50)   // zero wide, where `c` starts
        boxes[1].isHidden = false
        root.layoutIfNeeded()
        expectFrame(stack, 0, 0, 200, 60)
        expectFrame(boxes[2], 120, 15, 80, 30)
        boxes[2].isHidden = true   // the last: the spacing before it goes too
        root.layoutIfNeeded()
        expectFrame(stack, 0, 0, 110, 60)
        boxes[0].isHidden = true   // the first: the next visible view starts at the edge
        root.layoutIfNeeded()
        expectFrame(stack, 0, 0, 60, 60)
        expectFrame(boxes[1], 0, 0, 60, 60)
    }

    @Test func hidingAPlainViewChangesNothing() {
        let root = makeRoot()
        let view = addView(to: root)
        view.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        view.isHidden = true
        root.layoutIfNeeded()
        expectFrame(view, 10, 10, 380, 280)
    }

    /// Identity comparison of view lists.
    func same(_ a: [LayoutView], _ b: [LayoutView]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
    }

    @Test func arrangedSubviewsAPI() {
        let stack = StackView()
        let a = Box(10, 10), b = Box(20, 10), c = Box(30, 10)
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        stack.insertArrangedSubview(c, at: 0)
        #expect(same(stack.arrangedSubviews, [c, a, b]))
        #expect(same(stack.subviews, [a, b, c]))   // subviews in the order they were added
        #expect(!c.translatesAutoresizingMaskIntoConstraints)
        stack.addArrangedSubview(c)   // already arranged: moves to the end
        #expect(same(stack.arrangedSubviews, [a, b, c]))
        stack.removeArrangedSubview(a)   // stays a subview, as in UIKit
        #expect(same(stack.arrangedSubviews, [b, c]) && a.superview === stack)
        #expect(!stack.constraints.contains { $0.firstItem === a || $0.secondItem === a })
        c.removeFromSuperview()   // leaves both lists
        #expect(same(stack.arrangedSubviews, [b]) && same(stack.subviews, [a, b]))
        let root = makeRoot()
        root.addSubview(stack)
        stack.snp.makeConstraints { make in make.leading.top.equalToSuperview() }
        stack.insertArrangedSubview(c, at: 0)
        root.layoutIfNeeded()
        expectFrame(stack, 0, 0, 50, 10)   // c then b
        expectFrame(b, 30, 0, 20, 10)
    }

    @Test func nestedStacksWithMargins() {
        // A form: a vertical stack inside its margins (10 on each side), spacing 8, two rows.
        // Each row is a horizontal stack, centred, spacing 8: a label (8 points per character,
        // 20 high) and a 30-high field that hugs less, so it stretches.
        let root = makeRoot()
        func row(_ title: String) -> (StackView, Label, Box) {
            let label = Label(text: title), field = Box(40, 30)
            field.setContentHuggingPriority(249, for: .horizontal)
            let row = StackView(arrangedSubviews: [label, field])
            row.spacing = 8
            row.alignment = .center
            return (row, label, field)
        }
        let (first, name, nameField) = row("Name"), (second, _, emailField) = row("Email")
        let form = StackView(arrangedSubviews: [first, second])
        form.axis = .vertical
        form.spacing = 8
        form.layoutMargins = EdgeInsets(all: 10)
        form.isLayoutMarginsRelativeArrangement = true
        root.addSubview(form)
        form.snp.makeConstraints { make in
            make.leading.top.equalToSuperview()
            make.width.equalTo(200)
        }
        root.layoutIfNeeded()
        // Rows 180 wide (200 less the margins), 30 high (the field); the form 10 + 30 + 8 + 30 + 10.
        expectFrame(form, 0, 0, 200, 88)
        expectFrame(first, 10, 10, 180, 30)
        expectFrame(second, 10, 48, 180, 30)
        expectFrame(name, 0, 5, 32, 20)            // centred in the row
        expectFrame(nameField, 40, 0, 140, 30)     // 180 − 32 − 8
        expectFrame(emailField, 48, 0, 132, 30)    // 180 − 40 − 8
    }

    @Test func selfSizingCellWithAWrappingLabel() {
        // A cell whose content is a vertical stack pinned to its edges: a 24-high header and a
        // label that wraps at the cell's width (100): "one two" and "three four", 40 high.
        let cell = LayoutView()
        let header = Box(LayoutView.noIntrinsicMetric, 24)
        let body = Label(text: "one two three four")
        body.numberOfLines = 0
        let stack = StackView(arrangedSubviews: [header, body])
        stack.axis = .vertical
        stack.spacing = 8
        cell.addSubview(stack)
        stack.snp.makeConstraints { make in make.edges.equalToSuperview() }
        let size = cell.systemLayoutSizeFitting(Size(width: 100, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == Size(width: 100, height: 72))   // 24 + 8 + 40
        // In a tree: the same, with the label's frame.
        layOutAsCell(cell, width: 100)
        expectFrame(cell, 0, 0, 100, 72)
        expectFrame(body, 0, 32, 100, 40)
    }

    @Test func aStackSetsAScrollViewsContentSize() {
        let root = makeRoot()
        let scroll = ScrollView()
        root.addSubview(scroll)
        scroll.snp.makeConstraints { make in make.edges.equalToSuperview() }
        let stack = StackView(arrangedSubviews: (0..<30).map { _ in Box(LayoutView.noIntrinsicMetric, 40) })
        stack.axis = .vertical
        stack.spacing = 10
        scroll.addSubview(stack)
        stack.snp.makeConstraints { make in
            make.edges.equalToSuperview()
            make.width.equalToSuperview()
        }
        root.layoutIfNeeded()
        #expect(scroll.contentSize == Size(width: 400, height: 1490))   // 30 × 40 + 29 × 10
    }

    @Test func freeStacksFitTheirContent() {
        // Equal spacing with no size fixed: the gaps shrink to the spacing.
        let (root, stack, boxes) = freeRow(alignment: .top)
        stack.distribution = .equalSpacing
        root.layoutIfNeeded()
        expectFrame(stack, 0, 0, 200, 60)
        expectFrame(boxes[2], 120, 0, 80, 30)
        // Equal centering: centres as close as the spacing allows. The widest pair (60 and 80)
        // needs 30 + 10 + 40 = 80 between centres, so the centres are 20, 100, 180.
        stack.distribution = .equalCentering
        root.layoutIfNeeded()
        expectFrame(stack, 0, 0, 220, 60)
        expectFrame(boxes[1], 70, 0, 60, 60)
        expectFrame(boxes[2], 140, 0, 80, 30)
        // Fill equally: each as wide as the widest, 80: 3 × 80 + 20.
        stack.distribution = .fillEqually
        root.layoutIfNeeded()
        expectFrame(stack, 0, 0, 260, 60)
    }

    @Test func baselineRelativeArrangement() {
        // Labels 20 high whose first baseline is 16 below the top and last baseline 4 above the
        // bottom. Baseline-relative: b's first baseline 30 below a's last (16): 46, so b.y = 30.
        let root = makeRoot()
        let a = Label(text: "A"), b = Label(text: "B")
        let stack = StackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.spacing = 30
        root.addSubview(stack)
        stack.snp.makeConstraints { make in make.leading.top.equalToSuperview() }
        stack.isBaselineRelativeArrangement = true
        root.layoutIfNeeded()
        expectFrame(b, 0, 30, 8, 20)
        expectFrame(stack, 0, 0, 8, 50)
        stack.isBaselineRelativeArrangement = false   // edges: 20 + 30
        root.layoutIfNeeded()
        expectFrame(b, 0, 50, 8, 20)
    }

    @Test func baselineAlignments() {
        // "Hi" is one line (first and last baselines 16 below its top); "a\nb" two lines (first
        // baseline at 16, last at 36).
        let root = makeRoot()
        let short = Label(text: "Hi"), tall = Label(text: "a\nb")
        tall.numberOfLines = 0
        let stack = StackView(arrangedSubviews: [short, tall])
        stack.alignment = .firstBaseline
        root.addSubview(stack)
        stack.snp.makeConstraints { make in make.leading.top.equalToSuperview() }
        root.layoutIfNeeded()
        expectFrame(short, 0, 0, 16, 20)   // first baselines both at 16
        expectFrame(tall, 16, 0, 8, 40)
        stack.alignment = .lastBaseline
        root.layoutIfNeeded()
        expectFrame(short, 0, 20, 16, 20)  // last baselines both at 36
        expectFrame(tall, 16, 0, 8, 40)
        expectFrame(stack, 0, 0, 24, 40)
    }

    @Test func conflictsNameTheStacksConstraints() {
        let root = makeRoot()
        let log = DiagnosticLog(root)
        let boxes = [Box(10, 10), Box(10, 10), Box(10, 10)]
        boxes[1].snp.makeConstraints { make in make.width.equalTo(100).labeled("wide") }
        let stack = StackView(arrangedSubviews: boxes)
        stack.snp.setLabel("stack")
        stack.distribution = .fillEqually
        stack.frame = Rect(x: 0, y: 0, width: 150, height: 10)
        root.addSubview(stack)
        root.layoutIfNeeded()
        // 3 equal widths of 100 cannot fit in 150: the report lists the stack's constraints.
        #expect(log.kinds == [.unsatisfiableConstraints])
        let message = log.entries.first?.message ?? ""
        #expect(message.contains("StackViewLayoutConstraint:UISV-fill-equally"))
        #expect(message.contains("StackViewLayoutConstraint:UISV-canvas-connection"))
        #expect(message.contains("Note: StackView:stack made the UISV- constraints"))
    }

    /// The stack's constraints. Compared by identity, so the test keeps every generation alive:
    /// a freed constraint's address can be reused by a new one, which would hide it.
    func generated(_ stack: StackView) -> [LayoutConstraint] {
        (stack.constraints + stack.arrangedSubviews.flatMap(\.constraints)).filter { $0.kind == .stackView }
    }

    /// The constraints of `new` that are not in `old`, by identity.
    func added(_ new: [LayoutConstraint], since old: [LayoutConstraint]) -> Int {
        let oldIDs = Set(old.map(ObjectIdentifier.init))
        return new.filter { !oldIDs.contains(ObjectIdentifier($0)) }.count
    }

    @Test func changesTouchOnlyTheirConstraints() {
        let root = makeRoot(width: 1000)
        let boxes = (0..<20).map { _ in Box(20, 20) }
        let stack = StackView(arrangedSubviews: boxes)
        stack.distribution = .fillEqually
        stack.alignment = .center
        root.addSubview(stack)
        stack.snp.makeConstraints { make in make.leading.top.equalToSuperview() }
        root.layoutIfNeeded()
        let before = generated(stack)
        stack.spacing = 5   // constants in place
        #expect(added(generated(stack), since: before) == 0 && added(before, since: generated(stack)) == 0)
        boxes[10].isHidden = true
        let afterHiding = generated(stack)
        // Hiding the 11th: its own spacing, size link and spanning boundary go, the next view's
        // size link re-targets, and the two hiding constraints come.
        #expect(added(before, since: afterHiding) <= 4 && added(afterHiding, since: before) <= 4)
        root.layoutIfNeeded()
        expectFrame(stack, 0, 0, 19 * 20 + 18 * 5, 20)
        boxes[10].isHidden = false
        let beforeInsert = generated(stack)
        stack.insertArrangedSubview(Box(20, 20), at: 0)
        let afterInsert = generated(stack)
        // Inserting at the front: the new view's own constraints and the links it takes over at
        // the leading end, out of the 100 or so the stack holds.
        #expect(added(afterInsert, since: beforeInsert) <= 6)
        #expect(added(beforeInsert, since: afterInsert) <= 2)
        root.layoutIfNeeded()
        expectFrame(stack, 0, 0, 21 * 20 + 20 * 5, 20)
    }

    @Test func everyDistributionSurvivesChangesAndAudits() {
        // Views sized by their own constraints (the audit does not count intrinsic-size
        // constraints): after every kind of change the solver and the tree agree.
        for distribution in StackView.Distribution.allCases {
            let root = makeRoot(width: 1000)
            let views = (0..<8).map { _ in LayoutView() }
            for view in views { view.snp.makeConstraints { make in make.size.equalTo(20).priority(.high) } }
            let stack = StackView(arrangedSubviews: views)
            stack.distribution = distribution
            stack.alignment = .center
            stack.spacing = 4
            stack.frame = Rect(x: 0, y: 0, width: 400, height: 40)
            root.addSubview(stack)
            root.layoutIfNeeded()
            views[3].isHidden = true
            stack.spacing = 6
            stack.insertArrangedSubview(LayoutView(), at: 0)
            stack.removeArrangedSubview(views[5])
            views[7].isHidden = true
            stack.alignment = .fill
            root.layoutIfNeeded()
            #expect(root.auditLayout().problems == [], "\(distribution)")
            #expect(root.auditLayout().broken.isEmpty, "\(distribution)")
        }
    }

    @Test func tiesInCompressionResistanceShrinkALaterView() {
        // Three boxes of 100 with the same compression resistance in 250 (spacing 5): 60 too
        // many. The first keeps its width (`UISV-ambiguity-suppression` wishes the others none).
        let root = makeRoot()
        let boxes = [Box(100, 20), Box(100, 20), Box(100, 20)]
        let stack = StackView(arrangedSubviews: boxes)
        stack.spacing = 5
        stack.frame = Rect(x: 0, y: 0, width: 250, height: 20)
        root.addSubview(stack)
        root.layoutIfNeeded()
        expectFrame(boxes[0], 0, 0, 100, 20)
        #expect(boxes[1].frame.width + boxes[2].frame.width == 140)
        #expect(boxes[1].frame.width == 40 || boxes[2].frame.width == 40)   // one of them takes it all
    }

    @Test func tiesInHuggingAreDeterministic() {
        // Two boxes with the same hugging in a fill stack with room to spare: UIKit resolves the
        // tie by index; here the first stretches (the others wish for no length at priority 1).
        var widths: [[Double]] = []
        for _ in 0..<2 {
            let root = makeRoot()
            let boxes = [Box(40, 20), Box(40, 20)]
            let stack = StackView(arrangedSubviews: boxes)
            stack.frame = Rect(x: 0, y: 0, width: 200, height: 20)
            root.addSubview(stack)
            root.layoutIfNeeded()
            widths.append(boxes.map(\.frame.width))
        }
        #expect(widths[0] == widths[1])
        #expect(widths[0] == [160, 40])
    }

    @Test func proportionsFollowContentWhenAsked() {
        // 300 wide, no spacing: intrinsic widths 40 and 80 share it as 100 and 200.
        let root = makeRoot()
        let a = Label(text: "abcde"), b = Label(text: "abcdefghij")
        let stack = StackView(arrangedSubviews: [a, b])
        stack.distribution = .fillProportionally
        stack.frame = Rect(x: 0, y: 0, width: 300, height: 20)
        root.addSubview(stack)
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 100, 20)
        a.text = "abcdefghij"   // 80 and 80 now: read when the stack updates its constraints
        stack.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 150, 20)
        expectFrame(b, 150, 0, 150, 20)
    }

    @Test func equalDistributionsRelinkAroundHiddenViews() {
        // Equal spacing, 300 wide, boxes 40, 60, 80: hiding the 60 leaves one gap of 180.
        let root = makeRoot()
        let boxes = [Box(40, 20), Box(60, 20), Box(80, 20)]
        let stack = StackView(arrangedSubviews: boxes)
        stack.distribution = .equalSpacing
        stack.frame = Rect(x: 0, y: 0, width: 300, height: 20)
        root.addSubview(stack)
        boxes[1].isHidden = true
        root.layoutIfNeeded()
        expectFrame(boxes[0], 0, 0, 40, 20)
        expectFrame(boxes[1], 40, 0, 0, 20)   // zero wide, right after the first
        expectFrame(boxes[2], 220, 0, 80, 20)
        boxes[1].isHidden = false   // back: gaps of (300 − 180) / 2
        root.layoutIfNeeded()
        expectFrame(boxes[1], 100, 0, 60, 20)
        #expect(root.auditLayout().problems.filter { !$0.hasPrefix("the solver holds") } == [])
    }

    @Test func customSpacingBeforeAHiddenViewStillSeparatesTheVisibleOnes() {
        // Custom spacing 30 after `a`; `b` hidden: `c` starts 30 after `a`, and `b` takes none.
        let (root, stack, boxes) = freeRow(alignment: .top)
        stack.setCustomSpacing(30, after: boxes[0])
        boxes[1].isHidden = true
        root.layoutIfNeeded()
        expectFrame(boxes[2], 70, 0, 80, 30)
        expectFrame(stack, 0, 0, 150, 30)
    }

    @Test func droppingTheTreeFreesTheStack() {
        weak var weakStack: StackView?
        weak var weakView: LayoutView?
        weak var weakGuide: LayoutGuide?
        do {
            let root = makeRoot()
            let views = [Box(10, 10), Box(20, 10), Box(30, 10)]
            let stack = StackView(arrangedSubviews: views)
            stack.distribution = .equalSpacing
            root.addSubview(stack)
            stack.snp.makeConstraints { make in make.leading.top.equalToSuperview() }
            views[1].isHidden = true
            root.layoutIfNeeded()
            weakStack = stack
            weakView = views[2]
            weakGuide = stack.layoutGuides.first
        }
        #expect(weakStack == nil && weakView == nil && weakGuide == nil)
    }
}
