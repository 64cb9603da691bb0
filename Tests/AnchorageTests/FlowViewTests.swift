// SPDX-License-Identifier: MIT

@testable import Anchorage
import Testing

/// A box with a first and a last baseline.
final class BaselineBox: LayoutView {
    let size: Size
    let first: Double
    let last: Double

    init(_ width: Double, _ height: Double, first: Double, last: Double) {
        size = Size(width: width, height: height)
        self.first = first
        self.last = last
        super.init(frame: .zero)
    }

    override var intrinsicContentSize: Size { size }
    override var firstBaselineOffsetFromTop: Double { first }
    override var lastBaselineOffsetFromBottom: Double { last }
}

/// The frames a FlowView gives, worked out by hand.
///
/// The standard flow: horizontal, pinned to the top, left and right of a root 100 wide; spacing
/// 10, line spacing 5; four boxes a 30 × 10, b 40 × 20, c 50 × 10, d 20 × 15. Line 1 takes a and
/// b (30 + 10 + 40 = 80; c would make 140), line 2 c and d (80); line 1 is 20 tall, line 2 15,
/// so the flow is 20 + 5 + 15 = 40 tall, and each line has 20 points to spare.
@Suite struct FlowViewTests {
    struct Fixture {
        let root: LayoutView
        let flow: FlowView
        let a: Box, b: Box, c: Box, d: Box

        init(width: Double = 100, configure: (FlowView) -> Void = { _ in }) {
            root = makeRoot(width: width, height: 300)
            a = Box(30, 10)
            b = Box(40, 20)
            c = Box(50, 10)
            d = Box(20, 15)
            flow = FlowView(arrangedSubviews: [a, b, c, d])
            flow.spacing = 10
            flow.lineSpacing = 5
            flow.alignment = .top
            configure(flow)
            root.addSubview(flow)
            flow.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
            root.layoutIfNeeded()
        }

        var items: [Box] { [a, b, c, d] }
    }

    @Test func linesBreakWhereTheNextItemDoesNotFit() {
        let f = Fixture()
        expectFrame(f.a, 0, 0, 30, 10)
        expectFrame(f.b, 40, 0, 40, 20)
        expectFrame(f.c, 0, 25, 50, 10)
        expectFrame(f.d, 60, 25, 20, 15)
        expectFrame(f.flow, 0, 0, 100, 40)
        #expect(f.flow.layoutGuides.map(\.identifier) == ["FlowView-line-0", "FlowView-line-1"])
    }

    /// y and height of a (line 1, 20 tall) and c (line 2 at 25, 15 tall), both 10 tall.
    @Test(arguments: [
        (FlowView.Alignment.top, 0.0, 10.0, 25.0, 10.0),
        (.center, 5, 10, 27.5, 10),
        (.bottom, 10, 10, 30, 10),
        (.fill, 0, 20, 25, 15),
    ])
    func alignmentPlacesItemsAcrossTheirLine(_ alignment: FlowView.Alignment, _ ay: Double, _ ah: Double,
                                             _ cy: Double, _ ch: Double)
    {
        let f = Fixture { $0.alignment = alignment }
        expectFrame(f.a, 0, ay, 30, ah)
        expectFrame(f.c, 0, cy, 50, ch)
        expectFrame(f.flow, 0, 0, 100, 40)
    }

    /// x of a, b (line 1) and c, d (line 2), each line with 20 points to spare; with `.fill` b
    /// hugs least and takes them in line 1, and in line 2 the first of the tied items, c.
    @Test(arguments: [
        (FlowView.Justification.leading, [0.0, 40, 0, 60]),
        (.center, [10, 50, 10, 70]),
        (.trailing, [20, 60, 20, 80]),
        (.spaceBetween, [0, 60, 0, 80]),
        (.fill, [0, 40, 0, 80]),
    ])
    func justificationSpreadsEachLine(_ justification: FlowView.Justification, _ xs: [Double]) {
        let f = Fixture {
            $0.justification = justification
            $0.arrangedSubviews[1].setContentHuggingPriority(249, for: .horizontal)
        }
        #expect(f.items.map(\.frame.minX) == xs)
        let widths = justification == .fill ? [30.0, 60, 70, 20] : [30, 40, 50, 20]
        #expect(f.items.map(\.frame.width) == widths)
    }

    @Test func spaceBetweenSpreadsThreeItemsEqually() {
        // 15 + 15 + 15 = 45 in 100: two gaps of 27.5.
        let root = makeRoot(width: 100)
        let items = [Box(15, 10), Box(15, 10), Box(15, 10)]
        let flow = FlowView(arrangedSubviews: items)
        flow.justification = .spaceBetween
        root.addSubview(flow)
        flow.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
        root.layoutIfNeeded()
        #expect(items.map(\.frame.minX) == [0, 42.5, 85])
    }

    @Test func firstBaselinesLineUp() {
        // Above the baseline: max(20, 5) = 20; below: max(30 − 20, 20 − 5) = 15; the line is 35.
        let root = makeRoot(width: 100)
        let p = BaselineBox(20, 30, first: 20, last: 10), q = BaselineBox(20, 20, first: 5, last: 5)
        let flow = FlowView(arrangedSubviews: [p, q])
        flow.alignment = .firstBaseline
        root.addSubview(flow)
        flow.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
        root.layoutIfNeeded()
        expectFrame(p, 0, 0, 20, 30)
        expectFrame(q, 20, 15, 20, 20)
        expectFrame(flow, 0, 0, 100, 35)
    }

    @Test func lastBaselinesLineUp() {
        // Above the last baseline: max(30 − 10, 20 − 5) = 20; below: max(10, 5) = 10; the line is 30.
        let root = makeRoot(width: 100)
        let p = BaselineBox(20, 30, first: 20, last: 10), q = BaselineBox(20, 20, first: 5, last: 5)
        let flow = FlowView(arrangedSubviews: [p, q])
        flow.alignment = .lastBaseline
        root.addSubview(flow)
        flow.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
        root.layoutIfNeeded()
        expectFrame(p, 0, 0, 20, 30)
        expectFrame(q, 20, 5, 20, 20)
        expectFrame(flow, 0, 0, 100, 30)
    }

    @Test func anItemLongerThanTheFlowHasALineOfItsOwnCompressedToTheWidth() {
        let root = makeRoot(width: 100)
        let a = Box(30, 10), big = Box(150, 10), c = Box(20, 10)
        let flow = FlowView(arrangedSubviews: [a, big, c])
        flow.lineSpacing = 5
        root.addSubview(flow)
        flow.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
        let log = DiagnosticLog(root)
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 30, 10)
        expectFrame(big, 0, 15, 100, 10)
        expectFrame(c, 0, 30, 20, 10)
        expectFrame(flow, 0, 0, 100, 40)
        #expect(log.entries.isEmpty)
    }

    @Test func hiddenItemsDropOutAndComeBack() {
        let f = Fixture()
        f.b.isHidden = true
        f.root.layoutIfNeeded()
        // a and c share line 1 (30 + 10 + 50 = 90), d is alone on line 2.
        expectFrame(f.a, 0, 0, 30, 10)
        expectFrame(f.c, 40, 0, 50, 10)
        expectFrame(f.d, 0, 15, 20, 15)
        expectFrame(f.flow, 0, 0, 100, 30)
        f.b.isHidden = false
        f.root.layoutIfNeeded()
        expectFrame(f.b, 40, 0, 40, 20)
        expectFrame(f.d, 60, 25, 20, 15)
        expectFrame(f.flow, 0, 0, 100, 40)
    }

    @Test func rightToLeftMirrorsTheLines() {
        let root = makeRoot(width: 100)
        root.userInterfaceLayoutDirection = .rightToLeft
        let a = Box(30, 10), b = Box(40, 20), c = Box(50, 10), d = Box(20, 15)
        let flow = FlowView(arrangedSubviews: [a, b, c, d])
        flow.spacing = 10
        flow.lineSpacing = 5
        flow.alignment = .top
        root.addSubview(flow)
        flow.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
        root.layoutIfNeeded()
        expectFrame(a, 70, 0, 30, 10)
        expectFrame(b, 20, 0, 40, 20)
        expectFrame(c, 50, 25, 50, 10)
        expectFrame(d, 20, 25, 20, 15)
    }

    @Test func marginsInsetTheLines() {
        // 80 points between the margins: a, b (80) and c, d (80) still make two lines.
        let f = Fixture {
            $0.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
            $0.isLayoutMarginsRelativeArrangement = true
        }
        expectFrame(f.a, 10, 5, 30, 10)
        expectFrame(f.b, 50, 5, 40, 20)
        expectFrame(f.c, 10, 30, 50, 10)
        expectFrame(f.d, 70, 30, 20, 15)
        expectFrame(f.flow, 0, 0, 100, 50)
    }

    @Test func aVerticalFlowWrapsColumnsTowardTheTrailingSide() {
        // The standard boxes turned: columns 100 tall, a and b (30 + 10 + 40) then c and d, 20 and
        // 15 wide, 5 apart; centred across their column.
        let root = makeRoot(width: 300, height: 300)
        let a = Box(10, 30), b = Box(20, 40), c = Box(10, 50), d = Box(15, 20)
        let flow = FlowView(arrangedSubviews: [a, b, c, d])
        flow.axis = .vertical
        flow.spacing = 10
        flow.lineSpacing = 5
        flow.alignment = .center
        flow.justification = .trailing
        root.addSubview(flow)
        flow.snp.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.height.equalTo(100)
        }
        root.layoutIfNeeded()
        expectFrame(a, 5, 20, 10, 30)
        expectFrame(b, 0, 60, 20, 40)
        expectFrame(c, 27.5, 20, 10, 50)
        expectFrame(d, 25, 80, 15, 20)
        expectFrame(flow, 0, 0, 40, 100)
    }

    @Test func aFlowSizesASelfSizingCell() {
        // 116 − 2 × 8 = 100 for the flow: its 40 points of lines, plus the insets.
        let cell = LayoutView()
        let flow = FlowView(arrangedSubviews: [Box(30, 10), Box(40, 20), Box(50, 10), Box(20, 15)])
        flow.spacing = 10
        flow.lineSpacing = 5
        cell.addSubview(flow)
        flow.snp.makeConstraints { make in make.edges.equalToSuperview().inset(8) }
        let size = cell.systemLayoutSizeFitting(Size(width: 116, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == Size(width: 116, height: 56))
        // Wider: all four fit in 30 + 40 + 50 + 20 + 3 × 10 = 170; one line 20 tall.
        let wide = cell.systemLayoutSizeFitting(Size(width: 186, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == Size(width: 186, height: 36))
    }

    @Test func aFlowSizesTheStackItSitsIn() {
        let root = makeRoot(width: 100)
        let header = Box(10, 20)
        let f = (a: Box(30, 10), b: Box(40, 20), c: Box(50, 10), d: Box(20, 15))
        let flow = FlowView(arrangedSubviews: [f.a, f.b, f.c, f.d])
        flow.spacing = 10
        flow.lineSpacing = 5
        let stack = StackView(arrangedSubviews: [header, flow])
        stack.axis = .vertical
        root.addSubview(stack)
        stack.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
        root.layoutIfNeeded()
        expectFrame(flow, 0, 20, 100, 40)
        expectFrame(stack, 0, 0, 100, 60)
        expectFrame(f.d, 60, 25, 20, 15)
    }

    @Test func aWidthThatMovesNoBreakChangesNoConstraint() {
        let f = Fixture()
        let before = f.flow.constraints.map(ObjectIdentifier.init)
        let constants = f.flow.constraints.map(\.constant)
        f.root.frame = Rect(x: 0, y: 0, width: 95, height: 300)
        f.root.layoutIfNeeded()
        #expect(f.flow.constraints.map(ObjectIdentifier.init) == before)
        #expect(f.flow.constraints.map(\.constant) == constants)
        expectFrame(f.flow, 0, 0, 95, 40)
        expectFrame(f.d, 60, 25, 20, 15)
    }

    @Test func aWidthThatMovesABreakRebuildsTheLines() {
        let f = Fixture()
        f.root.frame = Rect(x: 0, y: 0, width: 150, height: 300)
        f.root.layoutIfNeeded()
        // 30 + 40 + 50 + 2 × 10 = 140 fit in 150; d goes alone to line 2.
        expectFrame(f.c, 90, 0, 50, 10)
        expectFrame(f.d, 0, 25, 20, 15)
        f.root.frame = Rect(x: 0, y: 0, width: 60, height: 300)
        f.root.layoutIfNeeded()
        // 30 + 10 + 40 > 60: every item but d alone; c and d (80) do not fit either.
        #expect(f.items.map(\.frame.minY) == [0, 15, 40, 55])
        expectFrame(f.flow, 0, 0, 60, 70)
    }

    @Test func insertionsAndRemovalsRebreak() {
        let f = Fixture()
        let e = Box(25, 10)
        f.flow.insertArrangedSubview(e, at: 0)
        f.root.layoutIfNeeded()
        // e, a (65); b, c (100); d.
        expectFrame(e, 0, 0, 25, 10)
        expectFrame(f.a, 35, 0, 30, 10)
        expectFrame(f.b, 0, 15, 40, 20)
        expectFrame(f.c, 50, 15, 50, 10)
        expectFrame(f.d, 0, 40, 20, 15)
        expectFrame(f.flow, 0, 0, 100, 55)
        f.flow.removeArrangedSubview(e)
        f.root.layoutIfNeeded()
        #expect(e.superview === f.flow)
        expectFrame(f.a, 0, 0, 30, 10)
        expectFrame(f.d, 60, 25, 20, 15)
        f.c.removeFromSuperview()
        f.root.layoutIfNeeded()
        #expect(f.flow.arrangedSubviews.map(ObjectIdentifier.init) == [f.a, f.b, f.d].map(ObjectIdentifier.init))
        expectFrame(f.d, 0, 25, 20, 15)
    }

    @Test func anItemAppendedToTheLastLineLeavesTheOthersAlone() {
        let f = Fixture()
        let firstLine = Set(f.flow.constraints.filter { $0.firstItem === f.a || $0.firstItem === f.b }.map(ObjectIdentifier.init))
        let e = Box(10, 10)
        f.flow.addArrangedSubview(e)
        f.root.layoutIfNeeded()
        expectFrame(e, 90, 25, 10, 10)
        let after = Set(f.flow.constraints.map(ObjectIdentifier.init))
        #expect(firstLine.isSubset(of: after))
    }

    @Test func anItemThatGrowsIsMeasuredAgain() {
        let root = makeRoot(width: 100)
        let label = Label(text: "ab")
        label.textMetrics = TextMetrics(advance: 10, lineHeight: 20, baselineOffset: 15)
        let tail = Box(40, 10)
        let flow = FlowView(arrangedSubviews: [label, tail])
        flow.spacing = 10
        flow.alignment = .top
        root.addSubview(flow)
        flow.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
        root.layoutIfNeeded()
        expectFrame(tail, 30, 0, 40, 10)
        label.text = "abcdef"   // 60 + 10 + 40 > 100
        root.layoutIfNeeded()
        expectFrame(label, 0, 0, 60, 20)
        expectFrame(tail, 0, 20, 40, 10)
    }

    @Test func itemsSizedByTheirOwnConstraintsReflowWithoutConflicts() {
        // Chips 40 wide by a required constraint: 3 fit in 140 (40 + 10 + 40 + 10 + 40), 2 in
        // 100; the narrower width must not break a required constraint on the way.
        let root = makeRoot(width: 140)
        let chips = (0..<3).map { _ -> LayoutView in
            let chip = LayoutView()
            chip.snp.makeConstraints { make in make.size.equalTo(Size(width: 40, height: 12)) }
            return chip
        }
        let flow = FlowView(arrangedSubviews: chips)
        flow.spacing = 10
        root.addSubview(flow)
        flow.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
        let log = DiagnosticLog(root)
        root.layoutIfNeeded()
        #expect(chips.map(\.frame.minX) == [0, 50, 100])
        root.frame = Rect(x: 0, y: 0, width: 100, height: 300)
        root.layoutIfNeeded()
        #expect(chips.map(\.frame.minX) == [0, 50, 0])
        #expect(chips.map(\.frame.minY) == [0, 0, 12])
        #expect(log.entries.isEmpty)
    }

    @Test func aWrappingLabelLongerThanTheFlowWrapsOnItsLine() {
        // 12 characters of 10 points in a flow 50 wide: a line of its own, compressed to 50, where
        // the label wraps to 3 lines of 20 ("abcd", "abcd", "ab") and, as a UIKit label capped
        // but not fixed, narrows to its widest line, 40.
        let root = makeRoot(width: 50)
        let label = Label(text: "abcd abcd ab")
        label.numberOfLines = 0
        label.textMetrics = TextMetrics(advance: 10, lineHeight: 20, baselineOffset: 15)
        let tail = Box(20, 10)
        let flow = FlowView(arrangedSubviews: [label, tail])
        flow.alignment = .top
        root.addSubview(flow)
        flow.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
        root.layoutIfNeeded()
        expectFrame(label, 0, 0, 40, 60)
        expectFrame(tail, 0, 60, 20, 10)
        expectFrame(flow, 0, 0, 50, 70)
    }

    @Test func aFlowSizesAScrollViewsContent() {
        // The standard flow as the content of a scroll view 100 wide: 40 tall, plus 10 below.
        let root = makeRoot(width: 100, height: 30)
        let scroll = ScrollView()
        root.addSubview(scroll)
        scroll.snp.makeConstraints { make in make.edges.equalToSuperview() }
        let flow = FlowView(arrangedSubviews: [Box(30, 10), Box(40, 20), Box(50, 10), Box(20, 15)])
        flow.spacing = 10
        flow.lineSpacing = 5
        scroll.addSubview(flow)
        flow.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
            make.bottom.equalToSuperview().inset(10)
            make.width.equalToSuperview()
        }
        root.layoutIfNeeded()
        #expect(scroll.contentSize == Size(width: 100, height: 50))
    }

    @Test func descriptionsNameTheFlow() {
        let f = Fixture()
        let spacing = f.flow.constraints.first { $0.label == "FlowView-spacing" }
        #expect(spacing?.description.hasPrefix("<FlowViewLayoutConstraint:FlowView-spacing ") == true)
    }
}
