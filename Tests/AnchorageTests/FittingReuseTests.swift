// SPDX-License-Identifier: MIT

@testable import Anchorage
import SeededRandom
import Testing

/// `systemLayoutSizeFitting` keeps its computation on the view and reuses it for the next fit
/// when only constants changed (a new width, new text, an `update(offset:)`): every fit must
/// still equal the fit of a problem built from scratch, whatever changed in between.
@Suite struct FittingReuseTests {
    /// A cell with an avatar, a one-line title over a wrapping body, margins (attributes and the
    /// guide), leading and trailing edges, and optional parts the randomized test adds and
    /// removes.
    final class Cell {
        let contentView = LayoutView()
        let avatar = LayoutView()
        let title = Label(text: "Title")
        let body = Label()
        var titleTop: Constraint!
        /// `body.height >= 40`, deactivated and activated again.
        var bodyMinimum: Constraint!
        /// A badge that comes and goes, with its own constraints.
        let badge = LayoutView()
        /// A view that keeps its frame, which the body must clear.
        let stamp = LayoutView(frame: Rect(x: 0, y: 0, width: 30, height: 30))

        init(body text: String) {
            body.text = text
            body.numberOfLines = 0
            for view in [avatar, title, body] { contentView.addSubview(view) }
            avatar.snp.makeConstraints { make in
                make.leading.equalTo(contentView.snp.leadingMargin)
                make.top.equalToSuperview().offset(12)
                make.size.equalTo(40)
                make.bottom.lessThanOrEqualToSuperview().inset(12)
            }
            title.snp.makeConstraints { make in
                titleTop = make.top.equalTo(avatar).constraint
                make.leading.equalTo(avatar.snp.trailing).offset(8)
                make.trailing.equalTo(contentView.snp.trailingMargin)
            }
            body.snp.makeConstraints { make in
                make.top.equalTo(title.snp.bottom).offset(4)
                make.leading.trailing.equalTo(title)
                // 12 above the bottom with the default margins of 8.
                make.bottom.equalTo(contentView.layoutMarginsGuide).offset(-4)
                bodyMinimum = make.height.greaterThanOrEqualTo(40).constraint
            }
        }

        func showBadge() {
            contentView.addSubview(badge)
            badge.snp.makeConstraints { make in
                make.top.trailing.equalToSuperview().inset(4)
                make.size.equalTo(10)
            }
        }

        func showStamp(at y: Double) {
            stamp.frame = Rect(x: 0, y: y, width: 30, height: 30)
            if stamp.superview == nil {
                contentView.addSubview(stamp)
                body.snp.makeConstraints { make in make.top.greaterThanOrEqualTo(stamp.snp.bottom).offset(4) }
            }
        }
    }

    static func fit(_ view: LayoutView, width: Double, _ horizontal: ConstraintPriority = .required) -> Size {
        view.systemLayoutSizeFitting(Size(width: width, height: 0), withHorizontalFittingPriority: horizontal,
                                     verticalFittingPriority: .fittingSizeLevel)
    }

    /// The same fit by a new solver (not kept).
    static func freshFit(_ view: LayoutView, width: Double, _ horizontal: ConstraintPriority = .required) -> Size {
        view.systemLayoutSizeFittingFromScratch(Size(width: width, height: 0), horizontal: horizontal,
                                                vertical: .fittingSizeLevel)
    }

    static func words(_ count: Int) -> String {
        Array(repeating: "abcdefg", count: count).joined(separator: " ")
    }

    @Test func aReusedCellTakesNewTextAndWidthInTheSameProblem() throws {
        let cell = Cell(body: Self.words(5))
        // 375 wide: the body is 375 - 8 - 40 - 8 - 8 = 311 wide, 38 characters, 4 words a line.
        #expect(Self.fit(cell.contentView, width: 375) == Size(width: 375, height: 12 + 20 + 4 + 40 + 12))
        let kept = try #require(cell.contentView.fittingProblem)

        cell.body.text = Self.words(9)   // 3 lines
        #expect(Self.fit(cell.contentView, width: 375) == Size(width: 375, height: 12 + 20 + 4 + 60 + 12))
        #expect(cell.contentView.fittingProblem === kept)

        // 200 wide: 136 wide, 17 characters, 2 words a line: 5 lines.
        #expect(Self.fit(cell.contentView, width: 200) == Size(width: 200, height: 12 + 20 + 4 + 100 + 12))
        cell.titleTop.update(offset: 6)
        #expect(Self.fit(cell.contentView, width: 200) == Size(width: 200, height: 12 + 6 + 20 + 4 + 100 + 12))
        #expect(cell.contentView.fittingProblem === kept)
        #expect(Self.fit(cell.contentView, width: 200) == Self.freshFit(cell.contentView, width: 200))
    }

    @Test func aNewConstraintOrViewMakesANewProblem() throws {
        let cell = Cell(body: Self.words(2))
        #expect(Self.fit(cell.contentView, width: 375) == Size(width: 375, height: 12 + 20 + 4 + 40 + 12))
        let kept = try #require(cell.contentView.fittingProblem)

        cell.body.snp.makeConstraints { make in make.height.greaterThanOrEqualTo(100) }
        #expect(Self.fit(cell.contentView, width: 375) == Size(width: 375, height: 12 + 20 + 4 + 100 + 12))
        #expect(cell.contentView.fittingProblem !== kept)

        cell.showStamp(at: 150)
        #expect(Self.fit(cell.contentView, width: 375).height == 150 + 30 + 4 + 100 + 12)
        cell.stamp.frame.origin.y = 200
        #expect(Self.fit(cell.contentView, width: 375).height == 200 + 30 + 4 + 100 + 12)

        cell.contentView.semanticContentAttribute = .forceRightToLeft
        cell.avatar.semanticContentAttribute = .forceRightToLeft
        #expect(Self.fit(cell.contentView, width: 375) == Self.freshFit(cell.contentView, width: 375))
        cell.contentView.layoutMargins = EdgeInsets(all: 30)
        #expect(Self.fit(cell.contentView, width: 375) == Self.freshFit(cell.contentView, width: 375))
    }

    @Test func aViewThatGainsAnIntrinsicSizeMakesANewProblem() throws {
        // Measured without an intrinsic size, the box has no intrinsic-size constraints; when it
        // gets a size, the kept problem no longer holds every constraint the tree has.
        let root = LayoutView()
        let box = SizedView(Size(width: LayoutView.noIntrinsicMetric, height: LayoutView.noIntrinsicMetric))
        root.addSubview(box)
        box.snp.makeConstraints { make in make.edges.equalToSuperview().inset(5) }
        func fit() -> Size {
            root.systemLayoutSizeFitting(.zero, withHorizontalFittingPriority: .fittingSizeLevel,
                                         verticalFittingPriority: .fittingSizeLevel)
        }
        // Nothing holds the box's size: the root is pulled to zero (the box to -10, as in UIKit).
        #expect(fit() == Size(width: 0, height: 0))
        let kept = try #require(root.fittingProblem)
        #expect(fit() == Size(width: 0, height: 0))
        #expect(root.fittingProblem === kept)
        box.content = Size(width: 30, height: LayoutView.noIntrinsicMetric)
        #expect(fit() == Size(width: 40, height: 0))
        #expect(root.fittingProblem !== kept)
        box.content = Size(width: 30, height: 20)
        #expect(fit() == Size(width: 40, height: 30))
        box.content = Size(width: LayoutView.noIntrinsicMetric, height: LayoutView.noIntrinsicMetric)
        #expect(fit() == Size(width: 0, height: 0))
    }

    @Test func aConflictAfterAConstantChangeIsReportedAsByANewProblem() {
        func make() -> (LayoutView, Constraint, () -> [String]) {
            let root = LayoutView(), box = LayoutView()
            root.addSubview(box)
            var width: Constraint!
            box.snp.makeConstraints { make in
                make.left.right.equalToSuperview().inset(10)
                make.top.bottom.equalToSuperview()
                width = make.width.equalTo(100).constraint
            }
            var messages: [String] = []
            // Without the addresses, which differ between the two trees.
            root.diagnosticHandler = { messages.append($0.description.replacing(/0x[0-9a-f]+/, with: "0x")) }
            return (root, width, { messages })
        }
        let (kept, keptWidth, keptMessages) = make()
        let (fresh, freshWidth, freshMessages) = make()
        #expect(Self.fit(kept, width: 120) == Size(width: 120, height: 0))
        #expect(kept.fittingProblem != nil)
        #expect(keptMessages().isEmpty)

        // The box's width now asks for 150: the required target width 120 cannot hold.
        keptWidth.update(offset: 150)
        freshWidth.update(offset: 150)
        let expected = Self.freshFit(fresh, width: 120)
        #expect(Self.fit(kept, width: 120) == expected)
        #expect(keptMessages() == freshMessages())
        #expect(keptMessages().count == 1)
        #expect(keptMessages().first?.contains("the target width 120.0 at priority 1000.0 conflicts") == true)
        // A problem that reported is not kept: the next fit reports again, as UIKit logs again.
        #expect(kept.fittingProblem == nil)
        _ = Self.fit(kept, width: 120)
        #expect(keptMessages().count == 2)
    }

    @Test func onlyARootKeepsItsProblem() {
        let cell = Cell(body: Self.words(3))
        let table = LayoutView()
        _ = Self.fit(cell.contentView, width: 300)
        #expect(cell.contentView.fittingProblem != nil)
        table.addSubview(cell.contentView)
        #expect(cell.contentView.fittingProblem == nil)
        let size = Self.fit(cell.contentView, width: 300)
        #expect(size == Size(width: 300, height: 12 + 20 + 4 + 40 + 12))
        #expect(cell.contentView.fittingProblem == nil)
        cell.contentView.removeFromSuperview()
        #expect(Self.fit(cell.contentView, width: 300) == size)
        #expect(cell.contentView.fittingProblem != nil)
    }

    @Test func aKeptProblemDoesNotKeepItsViewAlive() {
        weak var weakRoot: LayoutView?
        weak var weakLabel: Label?
        do {
            let cell = Cell(body: Self.words(3))
            _ = Self.fit(cell.contentView, width: 300)
            #expect(cell.contentView.fittingProblem != nil)
            weakRoot = cell.contentView
            weakLabel = cell.body
        }
        #expect(weakRoot == nil)
        #expect(weakLabel == nil)
    }

    @Test func aKeptProblemHoldsTheConstraintsItWasBuiltFromUntilItIsReplaced() {
        // The problem keeps its installed constraints unretained, holding the lists they came
        // from: one deactivated after the fit, which nothing else holds, stays alive while the
        // problem can still compare against it, and goes with the problem.
        let cell = Cell(body: Self.words(3))
        weak var weakMinimum: LayoutConstraint?
        do {
            let minimum = LayoutConstraint(item: cell.body, attribute: .height, relatedBy: .greaterThanOrEqual, toItem: nil,
                                           attribute: .notAnAttribute, constant: 60)
            minimum.isActive = true
            weakMinimum = minimum
            #expect(Self.fit(cell.contentView, width: 300) == Size(width: 300, height: 12 + 20 + 4 + 60 + 12))
            minimum.isActive = false
            // The tree's engine lets go of it at its next pass.
            cell.contentView.layoutIfNeeded()
        }
        #expect(weakMinimum != nil, "held by the kept problem")
        #expect(Self.fit(cell.contentView, width: 300) == Self.freshFit(cell.contentView, width: 300))
        #expect(Self.fit(cell.contentView, width: 300) == Size(width: 300, height: 12 + 20 + 4 + 40 + 12))
        #expect(weakMinimum == nil, "gone with the problem it was built into")
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func everyFitEqualsAFitFromScratch(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let cell = Cell(body: Self.words(4))
        var width = 320.0
        var horizontal = ConstraintPriority.required
        var messages: [String] = []
        cell.contentView.diagnosticHandler = { messages.append($0.description) }
        var reused = 0
        for step in 0..<200 {
            let before = cell.contentView.fittingProblem
            var constantsOnly = true
            switch rng.next() % 12 {
            case 0: cell.body.text = Self.words(Int(rng.next() % 30))
            case 1: cell.title.text = rng.next() % 2 == 0 ? "Title" : "A longer title that wraps never"
            case 2: width = 120 + Double(rng.next() % 400)
            case 3: cell.titleTop.update(offset: Double(rng.next() % 20))
            case 4:
                constantsOnly = false
                horizontal = rng.next() % 2 == 0 ? .required : .fittingSizeLevel
            case 5:
                constantsOnly = false
                if cell.bodyMinimum.isActive { cell.bodyMinimum.deactivate() } else { cell.bodyMinimum.activate() }
            case 6:
                constantsOnly = false
                if cell.badge.superview == nil { cell.showBadge() } else { cell.badge.removeFromSuperview() }
            case 7:
                constantsOnly = false
                cell.title.setContentHuggingPriority(rng.next() % 2 == 0 ? .low : .high, for: .vertical)
            case 8:
                constantsOnly = false
                cell.body.numberOfLines = cell.body.numberOfLines == 0 ? 2 : 0
            case 9:
                constantsOnly = false
                cell.contentView.layoutMargins = EdgeInsets(all: Double(rng.next() % 20))
            case 10:
                constantsOnly = false
                cell.contentView.semanticContentAttribute =
                    cell.contentView.semanticContentAttribute == .forceRightToLeft ? .unspecified : .forceRightToLeft
            default:
                constantsOnly = false
                cell.showStamp(at: Double(rng.next() % 200))
            }
            let size = Self.fit(cell.contentView, width: width, horizontal)
            #expect(size == Self.freshFit(cell.contentView, width: width, horizontal), "seed \(seed) step \(step)")
            if constantsOnly, before != nil {
                #expect(cell.contentView.fittingProblem === before, "seed \(seed) step \(step): rebuilt after a constant change")
                reused += 1
            }
        }
        #expect(messages.isEmpty)
        #expect(reused > 40)
    }
}
