// SPDX-License-Identifier: MIT

@testable import Anchorage
import SeededRandom
import Testing

/// `systemLayoutSizeFitting`: the self-sizing-cell workflow (fix the width at `.required`, ask for
/// the compressed height at `.fittingSizeLevel`, UIKit's 50), on the view's own subtree.
@Suite struct FittingSizeTests {
    /// UIKit's `UILayoutPriority.fittingSizeLevel`.
    static let fittingSizeLevel: ConstraintPriority = 50

    /// A cell: a one-line title over a wrapping body, 12-point insets, 8 between them.
    final class Cell {
        let contentView = LayoutView()
        let title = Label(text: "Title")
        let body = Label()

        init(body text: String) {
            body.text = text
            body.numberOfLines = 0
            contentView.addSubview(title)
            contentView.addSubview(body)
            title.snp.makeConstraints { make in
                make.top.left.right.equalToSuperview().inset(12)
            }
            body.snp.makeConstraints { make in
                make.top.equalTo(title.snp.bottom).offset(8)
                make.left.right.bottom.equalToSuperview().inset(12)
            }
        }

        func fittingSize(width: Double) -> Size {
            contentView.systemLayoutSizeFitting(Size(width: width, height: 0),
                                                withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: FittingSizeTests.fittingSizeLevel)
        }
    }

    /// `count` seven-letter words.
    static func words(_ count: Int) -> String {
        Array(repeating: "abcdefg", count: count).joined(separator: " ")
    }

    @Test func constants() {
        #expect(LayoutView.layoutFittingCompressedSize == Size(width: 0, height: 0))
        #expect(LayoutView.layoutFittingExpandedSize == Size(width: 10_000, height: 10_000))
        #expect(ConstraintPriority.fittingSizeLevel == Self.fittingSizeLevel)
    }

    /// The root sits at the origin, so a constraint that scales one of its positions (here its
    /// center, by 0.5) measures from there: the badge's left is a quarter of the width.
    @Test func positionsOfTheRootScaleFromTheOrigin() {
        let root = LayoutView(), badge = LayoutView()
        root.addSubview(badge)
        badge.snp.makeConstraints { make in
            make.left.equalTo(root.snp.centerX).multipliedBy(0.5)
            make.width.equalTo(40)
            make.right.equalToSuperview().inset(10)
            make.top.bottom.equalToSuperview().inset(4)
            make.height.equalTo(12)
        }
        // left = w / 4 and left + 40 = w − 10, so w = 200 / 3.
        let size = root.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
        #expect(abs(size.width - 200.0 / 3) < 1e-9)
        #expect(size.height == 20)
        root.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        root.layoutIfNeeded()
        #expect(abs(badge.frame.minX - 50.0 / 3) < 1e-9)
        #expect(abs(badge.frame.width - 40) < 1e-9)
    }

    @Test func selfSizingCellHeightFollowsTheWidth() {
        // At 200 the body is 176 wide: 22 characters, two 7-letter words per line.
        let cell = Cell(body: Self.words(5))
        #expect(cell.fittingSize(width: 200) == Size(width: 200, height: 12 + 20 + 8 + 3 * 20 + 12))
        // At 300: 276 wide, 34 characters, four words per line.
        #expect(cell.fittingSize(width: 300) == Size(width: 300, height: 12 + 20 + 8 + 2 * 20 + 12))
        // At 1000 it fits on one line.
        #expect(cell.fittingSize(width: 1000) == Size(width: 1000, height: 72))
        cell.body.text = ""
        #expect(cell.fittingSize(width: 200) == Size(width: 200, height: 52))
    }

    @Test func fittingDoesNotDisturbTheRealLayout() {
        let cell = Cell(body: Self.words(5))
        let root = layOutAsCell(cell.contentView, width: 300, rootHeight: 500)
        expectFrame(cell.contentView, 0, 0, 300, 92)
        expectFrame(cell.body, 12, 40, 276, 40)
        let states = root.constraints.map(\.record.state) + cell.contentView.constraints.map(\.record.state)
        let nodes = [cell.contentView, cell.title, cell.body].map { $0.node.map(ObjectIdentifier.init) }

        #expect(cell.fittingSize(width: 200).height == 112)

        #expect(root.constraints.map(\.record.state) + cell.contentView.constraints.map(\.record.state) == states)
        #expect([cell.contentView, cell.title, cell.body].map { $0.node.map(ObjectIdentifier.init) } == nodes)
        #expect(cell.body.layoutWidth == 276)
        #expect(cell.body.intrinsicContentSize.height == 40)
        root.layoutIfNeeded()
        #expect(root.engine.rebuildCount == 1)
        #expect(root.engine.pass == 2)   // the first layout's two passes; nothing since
        expectFrame(cell.contentView, 0, 0, 300, 92)
        expectFrame(cell.body, 12, 40, 276, 40)
    }

    @Test func constraintsToTheSuperviewAreLeftOut() {
        // In the tree the cell is pinned to the root's 300 × 500; measured on its own at 200 it
        // is 200 wide and as high as its content.
        let root = makeRoot(width: 300, height: 500)
        let cell = Cell(body: Self.words(5))
        root.addSubview(cell.contentView)
        cell.contentView.snp.makeConstraints { make in make.edges.equalToSuperview() }
        #expect(cell.fittingSize(width: 200) == Size(width: 200, height: 112))
        root.layoutIfNeeded()
        expectFrame(cell.contentView, 0, 0, 300, 500)
    }

    @Test func compressedAndExpanded() {
        let view = LayoutView()
        let box = LayoutView()
        view.addSubview(box)
        box.snp.makeConstraints { make in
            make.left.top.equalToSuperview().offset(10)
            make.size.equalTo(Size(width: 50, height: 30))
            make.right.lessThanOrEqualToSuperview().inset(10)
            make.bottom.lessThanOrEqualToSuperview().inset(10)
        }
        #expect(view.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize) == Size(width: 70, height: 50))
        #expect(view.systemLayoutSizeFitting(LayoutView.layoutFittingExpandedSize) == Size(width: 10_000, height: 10_000))
        #expect(view.systemLayoutSizeFitting(Size(width: 100, height: 20)) == Size(width: 100, height: 50))
        #expect(view.systemLayoutSizeFitting(Size(width: 100, height: 20), withHorizontalFittingPriority: .fittingSizeLevel,
                                             verticalFittingPriority: .fittingSizeLevel) == Size(width: 100, height: 50))
    }

    @Test func fittingPriorityAgainstTheContentsPriorities() {
        // A label's width at fitting priority 50 loses to its hugging (250): compressed gives the
        // text's width; at 251 ... hugging loses and the target wins.
        let label = Label(text: "Hello")
        #expect(label.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize) == Size(width: 40, height: 20))
        #expect(label.systemLayoutSizeFitting(Size(width: 100, height: 0)) == Size(width: 40, height: 20))
        #expect(label.systemLayoutSizeFitting(Size(width: 100, height: 0), withHorizontalFittingPriority: 251,
                                              verticalFittingPriority: .fittingSizeLevel) == Size(width: 100, height: 20))
        #expect(label.systemLayoutSizeFitting(Size(width: 30, height: 0), withHorizontalFittingPriority: .required,
                                              verticalFittingPriority: .fittingSizeLevel) == Size(width: 30, height: 20))
    }

    /// Each side of an intrinsic size yields only to a fitting priority above its own: a target
    /// below the text's width against the compression resistance, one above it against the
    /// hugging, with UIKit's defaults and with the two priorities swapped around.
    @Test func eachSideOfAnIntrinsicSizeAgainstTheFittingPriority() {
        func fit(_ label: Label, _ width: Double, _ priority: ConstraintPriority) -> Double {
            label.systemLayoutSizeFitting(Size(width: width, height: 0), withHorizontalFittingPriority: priority,
                                          verticalFittingPriority: .fittingSizeLevel).width
        }
        let label = Label(text: "Hello")   // 40 points wide
        #expect(fit(label, 10, 749) == 40)
        #expect(fit(label, 10, 751) == 10)
        #expect(fit(label, 100, 249) == 40)
        #expect(fit(label, 100, 251) == 100)
        let swapped = Label(text: "Hello")
        swapped.setContentHuggingPriority(600, for: .horizontal)
        swapped.setContentCompressionResistancePriority(300, for: .horizontal)
        #expect(fit(swapped, 100, 500) == 40)
        #expect(fit(swapped, 100, 601) == 100)
        #expect(fit(swapped, 10, 299) == 40)
        #expect(fit(swapped, 10, 500) == 10)
    }

    @Test func wrappingLabelOnItsOwn() {
        let label = Label(text: "aaaa bbbb cccc dddd")
        label.numberOfLines = 0
        #expect(label.systemLayoutSizeFitting(Size(width: 80, height: 0), withHorizontalFittingPriority: .required,
                                              verticalFittingPriority: .fittingSizeLevel) == Size(width: 80, height: 40))
        #expect(label.systemLayoutSizeFitting(Size(width: 40, height: 0), withHorizontalFittingPriority: .required,
                                              verticalFittingPriority: .fittingSizeLevel) == Size(width: 40, height: 80))
        #expect(label.layoutWidth == nil)   // the label's own layout state is untouched
    }

    @Test func subviewsThatKeepTheirFramesCount() {
        let view = LayoutView()
        let fixed = LayoutView(frame: Rect(x: 5, y: 5, width: 60, height: 25))
        let below = LayoutView()
        view.addSubview(fixed)
        view.addSubview(below)
        below.snp.makeConstraints { make in
            make.top.equalTo(fixed.snp.bottom).offset(5)
            make.left.equalTo(fixed)
            make.size.equalTo(10)
            make.bottom.equalToSuperview()
        }
        #expect(view.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize).height == 45)
    }

    @Test func aConflictingRequiredTargetIsReportedAndLeftOut() {
        let view = LayoutView()
        var seen: [Diagnostic] = []
        view.diagnosticHandler = { seen.append($0) }
        view.snp.makeConstraints { make in make.width.equalTo(100).labeled("fixed"); make.height.equalTo(10) }
        let size = view.systemLayoutSizeFitting(Size(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == Size(width: 100, height: 10))
        #expect(seen.map(\.kind) == [.unsatisfiableConstraints])
        let fixed = view.constraints.first { $0.label == "fixed" }!
        #expect(seen.first?.message == """
            systemLayoutSizeFitting: the target width 200.0 at priority 1000.0 conflicts with the view's required constraints
                "\(fixed)"
            the target width was left out
            """)
        #expect(seen.first?.constraints.map(\.label) == ["fixed"])
    }

    /// Fitting adds the engine's own implicit constraints, so a conflict with an intrinsic size is
    /// reported exactly as layout reports it: the later constraint broken, the intrinsic-size
    /// constraint named among the conflicting ones, with its note.
    @Test func aConflictWithAnIntrinsicSizeIsReportedAsInLayout() {
        let container = LayoutView()
        let label = Label(text: "Hello, world")
        label.snp.setLabel("label")
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        container.addSubview(label)
        label.snp.makeConstraints { make in
            make.left.top.bottom.equalToSuperview()
            make.width.equalTo(10).labeled("narrow")
        }
        var fitted: [Diagnostic] = []
        container.diagnosticHandler = { fitted.append($0) }
        _ = container.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)

        let root = makeRoot()
        root.addSubview(container)
        container.snp.makeConstraints { make in make.left.top.equalToSuperview() }
        var laidOut: [Diagnostic] = []
        root.diagnosticHandler = { laidOut.append($0) }
        container.diagnosticHandler = nil
        root.layoutIfNeeded()

        #expect(fitted.map(\.kind) == [.unsatisfiableConstraints])
        // The same text, but for the address of the intrinsic-size constraint (fitting makes its
        // own).
        func withoutAddresses(_ diagnostics: [Diagnostic]) -> [String] {
            diagnostics.map { $0.message.replacing(/0x[0-9a-f]+/, with: "0x…") }
        }
        #expect(withoutAddresses(fitted) == withoutAddresses(laidOut))
        #expect(fitted.first?.message.contains("resists compression below its intrinsic content size") == true)
        #expect(fitted.first?.constraints.map(\.kind) == [.dsl, .compressionResistance])
    }

    /// A view whose intrinsic width is another view's fitted width: fitting a view that contains
    /// both fits the other view inside the outer fit.
    final class MeasuringView: LayoutView {
        let measured: LayoutView
        init(measuring measured: LayoutView) {
            self.measured = measured
            super.init()
        }
        override var intrinsicContentSize: Size {
            Size(width: measured.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize).width, height: 10)
        }
    }

    /// A fit made while another is under way (here from an intrinsic-size override) has nodes of
    /// its own for the views both fit, and the outer fit finds its own again afterwards: the
    /// last constraint, lowered after the inner fit, still ties the label the outer fit placed.
    @Test func aFitInsideAnotherKeepsTheOuterNodes() {
        let root = LayoutView()
        let label = Label(text: "abcd")
        let measuring = MeasuringView(measuring: label)
        root.addSubview(label)
        root.addSubview(measuring)
        label.snp.makeConstraints { make in make.left.top.equalToSuperview() }
        measuring.snp.makeConstraints { make in
            make.left.equalTo(label.snp.right)
            make.top.right.equalToSuperview()
        }
        label.snp.makeConstraints { make in make.bottom.equalToSuperview() }
        #expect(root.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize) == Size(width: 64, height: 20))
        for item in [root, label, measuring] { #expect(item.fittingNode == nil) }
        #expect(label.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize) == Size(width: 32, height: 20))
    }

    /// A title held to its width at required priorities beside a detail with UIKit's default
    /// ones: the fit compresses the detail, not the title, and agrees with layout at that width.
    @Test func requiredAndOptionalContentPrioritiesFitAsLaidOut() {
        let cell = LayoutView()
        let title = Label(text: "Title"), detail = Label(text: "Some detail text")
        title.setContentHuggingPriority(.required, for: .horizontal)
        title.setContentCompressionResistancePriority(.required, for: .horizontal)
        cell.addSubview(title)
        cell.addSubview(detail)
        title.snp.makeConstraints { make in
            make.left.top.equalToSuperview().offset(12)
            make.bottom.equalToSuperview().inset(12)
        }
        detail.snp.makeConstraints { make in
            make.left.equalTo(title.snp.right).offset(8)
            make.right.equalToSuperview().inset(12)
            make.top.equalTo(title)
        }
        // Unconstrained, the cell is as wide as both texts (5 and 16 characters, 8 points each).
        let natural = cell.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
        #expect(natural == Size(width: 12 + 40 + 8 + 128 + 12, height: 44))
        let fitted = cell.systemLayoutSizeFitting(Size(width: 150, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: Self.fittingSizeLevel)
        #expect(fitted == Size(width: 150, height: 44))

        layOutAsCell(cell, width: 150)
        expectFrame(cell, 0, 0, 150, 44)
        expectFrame(title, 12, 12, 40, 20)
        expectFrame(detail, 60, 12, 78, 20)
    }

    /// Seeded random cells: the fitted height is the closed form of the body's line count, and
    /// equals the height the real engine gives the same cell pinned at that width.
    @Test(arguments: [11, 12, 13] as [UInt64])
    func fittingAgreesWithLayout(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<20 {
            let words = Int(rng.next() % 30)
            let width = Double(100 + rng.next() % 400)
            let cell = Cell(body: Self.words(words))
            let perLine = max(1, Int((width - 24 + 8) / 64))   // 7 letters + a space each
            let lines = words == 0 ? 0 : (words + perLine - 1) / perLine
            let fitted = cell.fittingSize(width: width)
            #expect(fitted == Size(width: width, height: 52 + 20 * Double(lines)), "width \(width), \(words) words")

            layOutAsCell(cell.contentView, width: width, rootHeight: 10_000)
            expectFrame(cell.contentView, 0, 0, width, fitted.height)
        }
    }

    /// A cell whose content is pinned to its layout margins guide, UIKit's usual cell layout: the
    /// guide is held inside the view at its margins, as in layout, and the fit follows a change
    /// of the margins (the kept solver sees the guide's insets moved and builds anew).
    @Test func contentPinnedToTheMarginsGuideFitsInsideTheMargins() {
        let contentView = LayoutView()
        let label = Label(text: "abcdefg")
        contentView.addSubview(label)
        contentView.layoutMargins = EdgeInsets(top: 10, left: 16, bottom: 6, right: 16)
        label.snp.makeConstraints { make in make.edges.equalTo(contentView.layoutMarginsGuide) }
        func fit(_ width: Double) -> Size {
            contentView.systemLayoutSizeFitting(Size(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: Self.fittingSizeLevel)
        }
        #expect(fit(320) == Size(width: 320, height: 10 + 20 + 6))
        #expect(fit(200) == Size(width: 200, height: 36))
        contentView.layoutMargins = EdgeInsets(all: 20)
        #expect(fit(200) == Size(width: 200, height: 20 + 20 + 20))
        // The compressed size: the label's width inside the margins.
        #expect(contentView.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
            == Size(width: 20 + 56 + 20, height: 60))
        // The same as a layout at that size.
        let root = LayoutView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        root.addSubview(contentView)
        contentView.snp.makeConstraints { make in
            make.top.left.equalToSuperview()
            make.width.equalTo(200)
        }
        root.layoutIfNeeded()
        #expect(contentView.frame.size == Size(width: 200, height: 60))
    }
}
