// SPDX-License-Identifier: MIT

@testable import Anchorage
import Testing

/// A view with a fixed intrinsic content size.
final class Box: LayoutView {
    let size: Size

    init(_ width: Double, _ height: Double, label: String? = nil) {
        size = Size(width: width, height: height)
        super.init(frame: .zero)
        snp.setLabel(label)
    }

    override var intrinsicContentSize: Size { size }
}

/// The frames every distribution and alignment give, worked out from UIKit's documented rules.
///
/// The stack: horizontal, 300 × 100 at the root's origin (its frame kept), spacing 10, three
/// boxes whose intrinsic sizes are 40 × 20, 60 × 40 and 80 × 30; the middle box hugs at 249, so
/// `.fill` stretches it. Along the axis the boxes need 40 + 60 + 80 = 180 plus two gaps of 10:
/// 100 points are left over.
@Suite struct StackViewDistributionTests {
    /// x and width of each box, left to right, for a distribution.
    static func along(_ distribution: StackView.Distribution) -> [(x: Double, width: Double)] {
        switch distribution {
        case .fill:
            // The lowest hugging stretches by the whole 100: 40, 160, 80 at 0, 50, 220.
            return [(0, 40), (50, 160), (220, 80)]
        case .fillEqually:
            // (300 − 2 × 10) / 3 = 93.33 each.
            let w = 280.0 / 3
            return [(0, w), (w + 10, w), (2 * w + 20, w)]
        case .fillProportionally:
            // 280 shared in the ratio 40 : 60 : 80 (of 180): 62.22, 93.33, 124.44.
            let a = 40 * 280.0 / 180, b = 60 * 280.0 / 180, c = 80 * 280.0 / 180
            return [(0, a), (a + 10, b), (a + b + 20, c)]
        case .equalSpacing:
            // Intrinsic widths; the two gaps share the 120 left: 60 each.
            return [(0, 40), (100, 60), (220, 80)]
        case .equalCentering:
            // Intrinsic widths; the first centre at 20 (leading edge at 0), the last at 260
            // (trailing edge at 300), so centres 120 apart: the middle one at 140, x = 110.
            return [(0, 40), (110, 60), (220, 80)]
        }
    }

    /// y and height of each box for an alignment.
    static func across(_ alignment: StackView.Alignment) -> [(y: Double, height: Double)] {
        switch alignment {
        case .fill:
            return [(0, 100), (0, 100), (0, 100)]   // each spans the stack
        case .leading:
            return [(0, 20), (0, 40), (0, 30)]      // tops on the stack's top
        case .center:
            return [(40, 20), (30, 40), (35, 30)]   // centres at 50
        case .trailing:
            return [(80, 20), (60, 40), (70, 30)]   // bottoms at 100
        case .firstBaseline:
            // A plain view's first baseline is its top: tops aligned, the group at the top.
            return [(0, 20), (0, 40), (0, 30)]
        case .lastBaseline:
            // A plain view's last baseline is its bottom: bottoms aligned at 40, where the
            // tallest box touches the top.
            return [(20, 20), (0, 40), (10, 30)]
        }
    }

    static let cases: [(StackView.Distribution, StackView.Alignment)] =
        StackView.Distribution.allCases.flatMap { d in StackView.Alignment.allCases.map { (d, $0) } }

    /// The same arrangement three ways.
    enum Variant: CaseIterable {
        /// The stack as described.
        case plain
        /// A stack 10 points larger each way with margins of 5, arranged inside its margins: the
        /// same 300 × 100 canvas, every frame 5 points right and down.
        case marginsRelative
        /// A fourth, hidden view (50 × 70) arranged second: it drops out, and the three others
        /// get exactly the plain frames.
        case withHiddenView
    }

    @Test(arguments: cases, [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func distributionAndAlignment(_ pair: (StackView.Distribution, StackView.Alignment),
                                  direction: UserInterfaceLayoutDirection)
    {
        for variant in Variant.allCases {
            let root = makeRoot()
            root.userInterfaceLayoutDirection = direction
            let boxes = [Box(40, 20), Box(60, 40), Box(80, 30)]
            boxes[1].setContentHuggingPriority(249, for: .horizontal)
            let stack = StackView(arrangedSubviews: boxes)
            var inset = 0.0
            switch variant {
            case .plain:
                stack.frame = Rect(x: 0, y: 0, width: 300, height: 100)
            case .marginsRelative:
                stack.frame = Rect(x: 0, y: 0, width: 310, height: 110)
                stack.layoutMargins = EdgeInsets(all: 5)
                stack.isLayoutMarginsRelativeArrangement = true
                inset = 5
            case .withHiddenView:
                stack.frame = Rect(x: 0, y: 0, width: 300, height: 100)
                let hidden = Box(50, 70)
                hidden.isHidden = true
                stack.insertArrangedSubview(hidden, at: 1)
            }
            stack.spacing = 10
            stack.distribution = pair.0
            stack.alignment = pair.1
            root.addSubview(stack)
            let log = DiagnosticLog(root)
            root.layoutIfNeeded()
            #expect(log.entries.isEmpty, "\(variant)")
            for (i, box) in boxes.enumerated() {
                let (x, width) = Self.along(pair.0)[i]
                let (y, height) = Self.across(pair.1)[i]
                // Right to left mirrors the row: the first box at the right.
                let mirroredX = direction == .leftToRight ? x : 300 - x - width
                expectFrame(box, inset + mirroredX, inset + y, width, height)
            }
        }
    }

    @Test func spacingZeroAndCustomSpacing() {
        let root = makeRoot()
        let boxes = [Box(40, 20), Box(60, 20), Box(80, 20)]
        let stack = StackView(arrangedSubviews: boxes)
        root.addSubview(stack)
        stack.snp.makeConstraints { make in make.leading.top.equalToSuperview() }
        root.layoutIfNeeded()
        // No constraint fixes the stack's size: 40 + 60 + 80 with no spacing, 20 high.
        expectFrame(stack, 0, 0, 180, 20)
        expectFrame(boxes[1], 40, 0, 60, 20)
        stack.spacing = 10
        stack.setCustomSpacing(30, after: boxes[0])
        #expect(stack.customSpacing(after: boxes[0]) == 30)
        #expect(stack.customSpacing(after: boxes[1]) == StackView.spacingUseDefault)
        root.layoutIfNeeded()
        // 40, gap 30, 60, gap 10, 80 = 220.
        expectFrame(stack, 0, 0, 220, 20)
        expectFrame(boxes[1], 70, 0, 60, 20)
        expectFrame(boxes[2], 140, 0, 80, 20)
        stack.setCustomSpacing(StackView.spacingUseSystem, after: boxes[0])   // 8 points
        stack.setCustomSpacing(StackView.spacingUseDefault, after: boxes[1])
        root.layoutIfNeeded()
        expectFrame(boxes[1], 48, 0, 60, 20)
        expectFrame(boxes[2], 118, 0, 80, 20)
        stack.spacing = StackView.spacingUseSystem
        root.layoutIfNeeded()
        expectFrame(stack, 0, 0, 196, 20)   // 180 + 8 + 8
    }

    @Test func fillResolvesOverflowWithCompressionResistance() {
        let root = makeRoot()
        let boxes = [Box(100, 20), Box(100, 20), Box(100, 20)]
        boxes[2].setContentCompressionResistancePriority(749, for: .horizontal)
        let stack = StackView(arrangedSubviews: boxes)
        stack.frame = Rect(x: 0, y: 0, width: 250, height: 20)
        stack.spacing = 5
        root.addSubview(stack)
        root.layoutIfNeeded()
        // 300 + 10 in 250: the lowest compression resistance loses all 60.
        expectFrame(boxes[0], 0, 0, 100, 20)
        expectFrame(boxes[1], 105, 0, 100, 20)
        expectFrame(boxes[2], 210, 0, 40, 20)
    }

    @Test func explicitWidthBeatsStretching() {
        let root = makeRoot()
        let boxes = [Box(40, 20), LayoutView(), Box(40, 20)]
        boxes[1].snp.makeConstraints { make in make.width.equalTo(50) }
        boxes[0].setContentHuggingPriority(1, for: .horizontal)
        let stack = StackView(arrangedSubviews: boxes)
        stack.frame = Rect(x: 0, y: 0, width: 200, height: 20)
        root.addSubview(stack)
        root.layoutIfNeeded()
        // The required width 50 holds; the lowest hugging (the first box) takes the other 70.
        expectFrame(boxes[0], 0, 0, 110, 20)
        expectFrame(boxes[1], 110, 0, 50, 20)
        expectFrame(boxes[2], 160, 0, 40, 20)
    }

    @Test func verticalStacksDoNotFlip() {
        let root = makeRoot()
        root.userInterfaceLayoutDirection = .rightToLeft
        let boxes = [Box(40, 20), Box(60, 30)]
        let stack = StackView(arrangedSubviews: boxes)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 4
        stack.frame = Rect(x: 0, y: 0, width: 100, height: 54)
        root.addSubview(stack)
        root.layoutIfNeeded()
        // Top to bottom whatever the direction; `.leading` is the right edge in right to left.
        expectFrame(boxes[0], 60, 0, 40, 20)
        expectFrame(boxes[1], 40, 24, 60, 30)
    }
}
