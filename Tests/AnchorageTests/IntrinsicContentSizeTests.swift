// SPDX-License-Identifier: MIT

@testable import Anchorage
import SeededRandom
import Testing

/// A view whose intrinsic content size is set from outside, as a custom control would compute it.
final class SizedView: LayoutView {
    var content: Size {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ content: Size) {
        self.content = content
        super.init()
    }

    override var intrinsicContentSize: Size { content }
}

/// UIKit's implicit content-size constraints: hugging (`size <= intrinsic`, default 250) and
/// compression resistance (`size >= intrinsic`, default 750), per axis.
@Suite struct IntrinsicContentSizeTests {
    /// UIKit's defaults.
    static let defaultHugging: ConstraintPriority = 250
    static let defaultResistance: ConstraintPriority = 750

    /// `a` and `b` in a row between 10-point insets with 8 between them, both at top 10.
    private func row(_ a: LayoutView, _ b: LayoutView, width: Double) -> LayoutView {
        let root = makeRoot(width: width, height: 100)
        root.addSubview(a)
        root.addSubview(b)
        a.snp.makeConstraints { make in
            make.left.top.equalToSuperview().offset(10)
        }
        b.snp.makeConstraints { make in
            make.left.equalTo(a.snp.right).offset(8)
            make.right.equalToSuperview().inset(10)
            make.top.equalTo(a)
        }
        return root
    }

    @Test func defaultsAreUIKits() {
        let view = LayoutView()
        for axis in [LayoutConstraint.Axis.horizontal, .vertical] {
            #expect(view.contentHuggingPriority(for: axis) == Self.defaultHugging)
            #expect(view.contentCompressionResistancePriority(for: axis) == Self.defaultResistance)
        }
        #expect(Label().contentHuggingPriority(for: .horizontal) == 250)
        #expect(view.intrinsicContentSize == Size(width: LayoutView.noIntrinsicMetric, height: LayoutView.noIntrinsicMetric))
        #expect(LayoutView.noIntrinsicMetric == -1)
        #expect(ConstraintPriority.fittingSizeLevel == 50)
    }

    @Test func intrinsicSizeSizesAViewThatIsOnlyPositioned() {
        let root = makeRoot()
        let view = SizedView(Size(width: 42, height: 17))
        root.addSubview(view)
        view.snp.makeConstraints { make in make.left.top.equalTo(5) }
        root.layoutIfNeeded()
        expectFrame(view, 5, 5, 42, 17)
    }

    @Test func noIntrinsicMetricLeavesThatAxisToConstraints() {
        let root = makeRoot()
        let view = SizedView(Size(width: 42, height: LayoutView.noIntrinsicMetric))
        root.addSubview(view)
        view.snp.makeConstraints { make in
            make.left.top.equalTo(5)
            make.bottom.equalToSuperview()
        }
        root.layoutIfNeeded()
        expectFrame(view, 5, 5, 42, 295)
        #expect(view.node?.contentHeight == nil)
    }

    @Test func lowerHuggingStretches() {
        // Two labels in a row with room to spare: the one with the lower hugging priority
        // (250, UIKit's default) stretches; the other (251) keeps its intrinsic width.
        let name = Label(text: "Name"), value = Label(text: "Value")   // 32 and 40 wide
        name.setContentHuggingPriority(251, for: .horizontal)
        let root = row(name, value, width: 400)
        root.layoutIfNeeded()
        expectFrame(name, 10, 10, 32, 20)
        expectFrame(value, 50, 10, 340, 20)

        // Swapping the priorities swaps who stretches (incrementally: priorities are re-added).
        name.setContentHuggingPriority(Self.defaultHugging, for: .horizontal)
        value.setContentHuggingPriority(251, for: .horizontal)
        root.layoutIfNeeded()
        expectFrame(name, 10, 10, 332, 20)
        expectFrame(value, 350, 10, 40, 20)
        #expect(root.engine.rebuildCount == 1)
    }

    @Test func lowerCompressionResistanceIsTruncated() {
        // 132 points for 88 + 56: the label with the lower resistance (749 < 750) gives up 12.
        let hello = Label(text: "Hello world"), bye = Label(text: "Goodbye")
        hello.setContentCompressionResistancePriority(749, for: .horizontal)
        let root = row(hello, bye, width: 160)
        root.layoutIfNeeded()
        expectFrame(hello, 10, 10, 76, 20)
        expectFrame(bye, 94, 10, 56, 20)

        hello.setContentCompressionResistancePriority(Self.defaultResistance, for: .horizontal)
        bye.setContentCompressionResistancePriority(749, for: .horizontal)
        root.layoutIfNeeded()
        expectFrame(hello, 10, 10, 88, 20)
        expectFrame(bye, 106, 10, 44, 20)
        #expect(root.engine.rebuildCount == 1)
    }

    @Test func requiredHuggingBeatsAHigherOptionalPriority() {
        let a = SizedView(Size(width: 30, height: 10)), b = SizedView(Size(width: 30, height: 10))
        let root = row(a, b, width: 200)
        a.setContentHuggingPriority(.required, for: .horizontal)
        b.setContentHuggingPriority(999, for: .horizontal)
        root.layoutIfNeeded()
        expectFrame(a, 10, 10, 30, 10)
        expectFrame(b, 48, 10, 142, 10)
    }

    @Test func requiredPairFollowsTheIntrinsicSizeBothWays() {
        // Hugging and resistance both required pin the size exactly; growing and shrinking must
        // never pass through an unsatisfiable moment.
        let root = makeRoot()
        let log = DiagnosticLog(root)
        let view = SizedView(Size(width: 40, height: 10))
        root.addSubview(view)
        view.setContentHuggingPriority(.required, for: .horizontal)
        view.setContentCompressionResistancePriority(.required, for: .horizontal)
        view.snp.makeConstraints { make in
            make.left.top.equalTo(0)
            make.width.equalTo(1000).priority(999)   // pulls, but cannot win
        }
        root.layoutIfNeeded()
        expectFrame(view, 0, 0, 40, 10)
        for width in [100.0, 20, 60, 5, 300] {
            view.content = Size(width: width, height: 10)
            root.layoutIfNeeded()
            expectFrame(view, 0, 0, width, 10)
        }
        #expect(log.entries.isEmpty)
        #expect(root.engine.rebuildCount == 1)
    }

    @Test func requiredHuggingConflictIsReportedWithTheImplicitConstraint() {
        let root = makeRoot()
        let log = DiagnosticLog(root)
        let view = SizedView(Size(width: 40, height: 10))
        view.snp.setLabel("badge")
        root.addSubview(view)
        view.setContentHuggingPriority(.required, for: .horizontal)
        view.snp.makeConstraints { make in
            make.left.top.equalTo(0)
            make.width.equalTo(50).labeled("wide")
        }
        root.layoutIfNeeded()
        #expect(log.kinds == [.unsatisfiableConstraints])
        let descriptions = log.entries.first?.constraints.map(\.description) ?? []
        #expect(descriptions.count == 2)
        #expect(descriptions.first?.hasPrefix("<LayoutConstraint:wide@IntrinsicContentSizeTests.swift#") == true)
        #expect(descriptions.last?.hasPrefix("<ContentHuggingLayoutConstraint:0x") == true)
        #expect(descriptions.last?.hasSuffix(" SizedView:badge.width <= 40.0>") == true)
        expectFrame(view, 0, 0, 40, 10)   // the later constraint (the DSL's) was broken
    }

    @Test func invalidationRelaysOutIncrementally() {
        let root = makeRoot()
        var rows: [LayoutView] = []
        let badge = SizedView(Size(width: 20, height: 10))
        root.addSubview(badge)
        badge.snp.makeConstraints { make in make.left.top.equalTo(0) }
        for i in 0..<50 {
            let row = addView(to: root)
            row.snp.makeConstraints { make in
                make.left.equalTo(0)
                make.top.equalTo(10 * i + 100)
                make.size.equalTo(10)
            }
            rows.append(row)
        }
        root.layoutIfNeeded()
        badge.content = Size(width: 35, height: 12)
        badge.content = Size(width: 36, height: 12)   // read once, at the next pass
        root.layoutIfNeeded()
        expectFrame(badge, 0, 0, 36, 12)
        #expect(root.engine.rebuildCount == 1)
        #expect(root.engine.lastPassWriteCount == 1)   // only the badge moved
    }

    @Test func gainingAndLosingAMetricAddsAndRemovesTheConstraints() {
        let root = makeRoot()
        let view = SizedView(Size(width: LayoutView.noIntrinsicMetric, height: 10))
        root.addSubview(view)
        view.snp.makeConstraints { make in
            make.left.top.equalTo(0)
            make.width.equalTo(100).priority(.low)   // 250: beats hugging at 200, loses to hugging at 251
        }
        view.setContentHuggingPriority(200, for: .horizontal)
        root.layoutIfNeeded()
        expectFrame(view, 0, 0, 100, 10)
        view.content = Size(width: 30, height: 10)   // `width >= 30` holds; `width <= 30` at 200 loses
        root.layoutIfNeeded()
        expectFrame(view, 0, 0, 100, 10)
        view.setContentHuggingPriority(251, for: .horizontal)
        root.layoutIfNeeded()
        expectFrame(view, 0, 0, 30, 10)
        view.content = Size(width: LayoutView.noIntrinsicMetric, height: 10)
        root.layoutIfNeeded()
        expectFrame(view, 0, 0, 100, 10)
        #expect(view.node?.contentWidth == nil)
        #expect(root.engine.rebuildCount == 1)
    }

    @Test func aViewThatKeepsItsFrameIgnoresItsIntrinsicSize() {
        let root = makeRoot()
        let other = addView(to: root)
        let fixed = SizedView(Size(width: 30, height: 30))
        fixed.frame = Rect(x: 1, y: 2, width: 3, height: 4)
        root.addSubview(fixed)
        other.snp.makeConstraints { make in
            make.left.equalTo(fixed.snp.right)
            make.top.equalTo(0)
            make.size.equalTo(5)
        }
        root.layoutIfNeeded()
        expectFrame(fixed, 1, 2, 3, 4)
        expectFrame(other, 4, 0, 5, 5)
        // Handing it to constraints brings the intrinsic size in.
        fixed.translatesAutoresizingMaskIntoConstraints = false
        fixed.snp.makeConstraints { make in make.left.top.equalTo(1) }
        root.layoutIfNeeded()
        expectFrame(fixed, 1, 1, 30, 30)
        expectFrame(other, 31, 0, 5, 5)
    }

    @Test func removingAndReAddingAViewKeepsItsContentConstraintsInStep() {
        let root = makeRoot()
        let container = addView(to: root)
        container.snp.makeConstraints { make in make.edges.equalToSuperview() }
        let view = SizedView(Size(width: 25, height: 15))
        container.addSubview(view)
        view.snp.makeConstraints { make in make.left.top.equalTo(2) }
        root.layoutIfNeeded()
        expectFrame(view, 2, 2, 25, 15)
        container.removeFromSuperview()
        root.layoutIfNeeded()
        view.content = Size(width: 10, height: 10)
        root.addSubview(container)
        container.snp.makeConstraints { make in make.edges.equalToSuperview() }
        root.layoutIfNeeded()
        expectFrame(view, 2, 2, 10, 10)
    }

    /// Seeded random rows of sized views between required edges, with distinct priorities.
    /// Priorities are lexicographic, so the answer is exact: every view keeps its intrinsic width
    /// except one, which absorbs the difference: the lowest compression resistance when the row
    /// is too narrow, the lowest hugging when it is too wide (as in UIKit, nothing keeps a width
    /// from going negative).
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomRowsGiveTheDifferenceToTheLowestPriority(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<10 {
            let count = Int(rng.next() % 4) + 2
            let width = Double(rng.next() % 300) + 20
            let root = makeRoot(width: width, height: 50)
            var views: [SizedView] = []
            var hugging = Array(0..<count), resistance = Array(0..<count)
            hugging.shuffle(using: &rng)
            resistance.shuffle(using: &rng)
            for i in 0..<count {
                let view = SizedView(Size(width: Double(rng.next() % 80) + 1, height: 10))
                view.setContentHuggingPriority(ConstraintPriority(Double(200 + hugging[i])), for: .horizontal)
                view.setContentCompressionResistancePriority(ConstraintPriority(Double(700 + resistance[i])), for: .horizontal)
                root.addSubview(view)
                let previous = views.last
                view.snp.makeConstraints { make in
                    make.top.equalTo(0)
                    if let previous { make.left.equalTo(previous.snp.right) } else { make.left.equalTo(0) }
                    if i == count - 1 { make.right.equalToSuperview() }
                }
                views.append(view)
            }
            root.layoutIfNeeded()
            let intrinsic = views.reduce(0.0) { $0 + $1.content.width }
            let absorber = intrinsic > width
                ? views.indices.min { resistance[$0] < resistance[$1] }!
                : views.indices.min { hugging[$0] < hugging[$1] }!
            var x = 0.0
            for (i, view) in views.enumerated() {
                let w = i == absorber ? width - (intrinsic - view.content.width) : view.content.width
                expectFrame(view, x, 0, w, 10)
                x += w
            }
        }
    }
}

/// Seeded random changes to intrinsic sizes, priorities, label text and the root's width, each
/// laid out incrementally and then re-solved by a fresh engine: the frames must agree.
@Suite struct ContentSizeIncrementalTests {
    @Test(arguments: Array(1...12) as [UInt64])
    func incrementalMatchesAFreshEngine(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let root = makeRoot(width: 300, height: 2000)
        let a = SizedView(Size(width: 40, height: 20)), b = SizedView(Size(width: 60, height: 30))
        let label = Label(text: "one two three four five six")
        label.numberOfLines = 0
        let footer = Label(text: "footer")
        for view in [a, b, label, footer] { root.addSubview(view) }
        // Distinct priorities keep every layout fully determined: a row too narrow for both
        // compresses b (740) before a (750, or the resistance a step gives it, never 740), and
        // one too wide stretches b (250) before a (251). Tied, either would be optimal, and the
        // two engines could each pick another.
        a.setContentHuggingPriority(251, for: .horizontal)
        b.setContentCompressionResistancePriority(740, for: .horizontal)
        a.snp.makeConstraints { make in make.left.top.equalTo(10) }
        b.snp.makeConstraints { make in
            make.left.equalTo(a.snp.right).offset(8)
            make.right.equalToSuperview().inset(10)
            make.top.equalTo(a)
        }
        label.snp.makeConstraints { make in
            make.top.equalTo(a.snp.bottom).offset(8).priority(200)   // below a's hugging: a never stretches
            make.top.greaterThanOrEqualTo(a.snp.bottom).offset(8)
            make.top.greaterThanOrEqualTo(b.snp.bottom).offset(8)
            make.left.right.equalToSuperview().inset(10)
        }
        footer.snp.makeConstraints { make in
            make.top.equalTo(label.snp.lastBaseline).offset(10)
            make.left.equalTo(label)
        }
        let words = ["a", "bb", "ccc", "dddd", "eeeee", "ffffff"]
        var trace: [String] = []
        let log = DiagnosticLog(root)
        root.layoutIfNeeded()
        for step in 0..<40 {
            switch rng.next() % 6 {
            case 0:
                let size = Size(width: Double(rng.next() % 200), height: Double(rng.next() % 50))
                a.content = size
                trace.append("a \(size)")
            case 1:
                let size = Size(width: Double(rng.next() % 200), height: Double(rng.next() % 50))
                b.content = size
                trace.append("b \(size)")
            case 2:
                let p = ConstraintPriority(Double(700 + rng.next() % 100))
                a.setContentCompressionResistancePriority(p == 740 ? 741 : p, for: .horizontal)
                trace.append("a resistance \(p)")
            case 3:
                label.text = (0..<Int(rng.next() % 12)).map { _ in words[Int(rng.next() % 6)] }.joined(separator: " ")
                trace.append("text \(label.text)")
            case 4:
                let width = Double(60 + rng.next() % 400)
                root.frame = Rect(x: 0, y: 0, width: width, height: 2000)
                trace.append("root \(width)")
            default:
                label.numberOfLines = Int(rng.next() % 4)
                trace.append("lines \(label.numberOfLines)")
            }
            root.layoutIfNeeded()
            let incremental = [a, b, label, footer].map(\.frame)
            root.engineStorage = nil
            root.layoutIfNeeded()
            let scratch = [a, b, label, footer].map(\.frame)
            let same = zip(incremental, scratch).allSatisfy { approximatelyEqual($0, $1) }
            #expect(same, "seed \(seed), step \(step): \(trace.joined(separator: "; "))\nincremental \(incremental)\nscratch     \(scratch)")
            // The label's height is its wrapped text at its solved width.
            let lines = label.textMetrics.size(of: label.text, maximumWidth: label.frame.width, maximumLines: label.numberOfLines)
            #expect(abs(label.frame.height - lines.height) < 1e-6, "seed \(seed), step \(step)")
            if !same { return }
        }
        #expect(log.entries.isEmpty)
    }
}
