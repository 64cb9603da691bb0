// SPDX-License-Identifier: MIT

import Anchorage
import SeededRandom
import Testing

/// The Visual Format Language: Apple's guide's examples with their frames after layout, every
/// option left-to-right and right-to-left, and each rejection's position and text. Every
/// expected frame is worked by hand from the format.
@Suite struct VisualFormatTests {
    /// A 400 × 300 root and views named `names`, laid out by constraints only.
    private func tree(_ names: [String], rightToLeft: Bool = false) -> (LayoutView, [String: LayoutView]) {
        let root = makeRoot()
        if rightToLeft { root.userInterfaceLayoutDirection = .rightToLeft }
        var views: [String: LayoutView] = [:]
        for name in names {
            let view = addView(to: root, label: name)
            view.translatesAutoresizingMaskIntoConstraints = false
            views[name] = view
        }
        return (root, views)
    }

    /// Activates `format`'s constraints.
    private func apply(_ format: String, _ views: [String: LayoutView], options: LayoutConstraint.FormatOptions = [],
                       metrics: [String: Double]? = nil) throws
    {
        LayoutConstraint.activate(try LayoutConstraint.constraints(withVisualFormat: format, options: options,
                                                                   metrics: metrics, views: views))
    }

    /// Holds `view` at `frame` with low-priority constraints, so that the format decides what it says.
    private func pull(_ view: LayoutView, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                      priority: ConstraintPriority = .low)
    {
        let root = view.superview!
        for c in [view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: x),
                  view.topAnchor.constraint(equalTo: root.topAnchor, constant: y),
                  view.widthAnchor.constraint(equalToConstant: width), view.heightAnchor.constraint(equalToConstant: height)]
        {
            c.priority = priority
            c.isActive = true
        }
    }

    // MARK: Apple's examples

    @Test func standardSpace() throws {
        let (root, v) = tree(["button", "textField"])
        pull(v["button"]!, 20, 10, 60, 30)
        pull(v["textField"]!, 0, 10, 100, 30, priority: 200)
        try apply("[button]-[textField]", v)
        root.layoutIfNeeded()
        expectFrame(v["textField"]!, 88, 10, 100, 30)   // 20 + 60 + 8
    }

    @Test func widthConstraint() throws {
        let (root, v) = tree(["button"])
        pull(v["button"]!, 0, 0, 10, 30)
        try apply("[button(>=50)]", v)
        root.layoutIfNeeded()
        expectFrame(v["button"]!, 0, 0, 50, 30)
    }

    @Test func connectionToSuperview() throws {
        let (root, v) = tree(["purpleBox"])
        pull(v["purpleBox"]!, 0, 0, 10, 30)
        try apply("|-50-[purpleBox]-50-|", v)
        root.layoutIfNeeded()
        expectFrame(v["purpleBox"]!, 50, 0, 300, 30)
    }

    @Test func verticalLayout() throws {
        let (root, v) = tree(["topField", "bottomField"])
        pull(v["topField"]!, 0, 15, 50, 25)
        pull(v["bottomField"]!, 0, 0, 50, 25, priority: 200)
        try apply("V:[topField]-10-[bottomField]", v)
        root.layoutIfNeeded()
        expectFrame(v["bottomField"]!, 0, 50, 50, 25)
    }

    @Test func flushViews() throws {
        let (root, v) = tree(["maroonView", "blueView"])
        pull(v["maroonView"]!, 30, 0, 70, 20)
        pull(v["blueView"]!, 0, 0, 40, 20, priority: 200)
        try apply("[maroonView][blueView]", v)
        root.layoutIfNeeded()
        expectFrame(v["blueView"]!, 100, 0, 40, 20)
    }

    @Test func priority() throws {
        // width == 100 at 20: beats a width at 10, loses to one at 30.
        let (root, v) = tree(["button"])
        pull(v["button"]!, 0, 0, 80, 20, priority: 10)
        try apply("[button(100@20)]", v)
        root.layoutIfNeeded()
        expectFrame(v["button"]!, 0, 0, 100, 20)
        let stronger = v["button"]!.widthAnchor.constraint(equalToConstant: 80)
        stronger.priority = 30
        stronger.isActive = true
        root.layoutIfNeeded()
        expectFrame(v["button"]!, 0, 0, 80, 20)
    }

    @Test func equalWidths() throws {
        let (root, v) = tree(["button1", "button2"])
        pull(v["button1"]!, 0, 0, 10, 20)
        pull(v["button2"]!, 0, 30, 70, 20, priority: .required)
        try apply("[button1(==button2)]", v)
        root.layoutIfNeeded()
        expectFrame(v["button1"]!, 0, 0, 70, 20)
    }

    @Test func multiplePredicates() throws {
        for (pulled, expected) in [(150.0, 100.0), (10, 70), (85, 85)] {
            let (root, v) = tree(["flexibleButton"])
            pull(v["flexibleButton"]!, 0, 0, pulled, 20)
            try apply("[flexibleButton(>=70,<=100)]", v)
            root.layoutIfNeeded()
            expectFrame(v["flexibleButton"]!, 0, 0, expected, 20)
        }
    }

    @Test func aCompleteLineOfLayout() throws {
        let (root, v) = tree(["find", "findNext", "findField"])
        pull(v["find"]!, 0, 0, 50, 20, priority: .required)
        pull(v["findNext"]!, 0, 0, 60, 20, priority: .required)
        pull(v["findField"]!, 0, 0, 10, 20)
        // Ignore the required left pins of find and findNext: replace them by the format's.
        for view in [v["find"]!, v["findNext"]!] {
            for c in root.constraints where c.firstItem === view && c.firstAttribute == .left { c.isActive = false }
        }
        try apply("|-[find]-[findNext]-[findField(>=20)]-|", v)
        root.layoutIfNeeded()
        expectFrame(v["find"]!, 20, 0, 50, 20)
        expectFrame(v["findNext"]!, 78, 0, 60, 20)         // 20 + 50 + 8
        expectFrame(v["findField"]!, 146, 0, 234, 20)      // 78 + 60 + 8; 400 − 20 − 146
    }

    @Test func connectionPredicatesMetricsAndPriorities() throws {
        let (root, v) = tree(["a", "b", "c"])
        pull(v["a"]!, 10, 0, 50, 20, priority: .required)
        pull(v["b"]!, 0, 0, 30, 20)
        pull(v["c"]!, 0, 0, 30, 20)
        try apply("H:[a]-(>=pad@300,<=100)-[b(w)]-gap-[c(==b@p)]", v, metrics: ["pad": 25, "w": 44, "gap": 6, "p": 999])
        root.layoutIfNeeded()
        // b pulled to 0 at 250, so the gap at 300 wins: 60 + 25; c follows 6 after b, as wide.
        expectFrame(v["b"]!, 85, 0, 44, 20)
        expectFrame(v["c"]!, 135, 0, 44, 20)
    }

    @Test func constraintsCarryTheCallSiteAndAreTheAnchorsOwn() throws {
        let (root, v) = tree(["a", "b"])
        root.snp.setLabel("root")
        let line: UInt = #line + 1
        let made = try LayoutConstraint.constraints(withVisualFormat: "H:|-[a]-12-[b]", options: [], metrics: nil, views: v)
        #expect(made.count == 2)
        #expect(made.allSatisfy { !$0.isActive && $0.location?.line == line })
        let a = v["a"]!, b = v["b"]!
        #expect(made[0].description.hasSuffix("@VisualFormatTests.swift#\(line) LayoutView:a.leading == LayoutView:root.leading + 20.0>"))
        #expect(made[1].description.hasSuffix("@VisualFormatTests.swift#\(line) LayoutView:b.leading == LayoutView:a.trailing + 12.0>"))
        let anchor = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 12)
        #expect(made[1].firstItem === anchor.firstItem && made[1].secondItem === anchor.secondItem)
        #expect(made[1].firstAttribute == anchor.firstAttribute && made[1].secondAttribute == anchor.secondAttribute)
        #expect(made[1].relation == anchor.relation && made[1].constant == anchor.constant
                    && made[1].multiplier == anchor.multiplier && made[1].priority == anchor.priority)
    }

    // MARK: Options

    /// `H:|-10-[a(50)]-5-[b(60)]-(>=0)-|` under each direction, in a left-to-right and a
    /// right-to-left tree: the x of a and b.
    @Test(arguments: [
        (LayoutConstraint.FormatOptions.directionLeadingToTrailing, false, 10.0, 65.0),
        (.directionLeadingToTrailing, true, 340, 275),   // leading is the right edge: 400 − 10 − 50
        (.directionLeftToRight, false, 10, 65),
        (.directionLeftToRight, true, 10, 65),           // left and right never flip
        (.directionRightToLeft, false, 340, 275),
        (.directionRightToLeft, true, 340, 275),
    ])
    func directions(options: LayoutConstraint.FormatOptions, rightToLeft: Bool, ax: Double, bx: Double) throws {
        let (root, v) = tree(["a", "b"], rightToLeft: rightToLeft)
        try apply("H:|-10-[a(50)]-5-[b(60)]-(>=0)-|", v, options: options)
        try apply("V:|[a(20)]", v)
        try apply("V:|[b(20)]", v)
        root.layoutIfNeeded()
        expectFrame(v["a"]!, ax, 0, 50, 20)
        expectFrame(v["b"]!, bx, 0, 60, 20)
    }

    @Test func aTrailingSuperviewUnderEachDirection() throws {
        for (options, rightToLeft, x) in [(LayoutConstraint.FormatOptions(), false, 340.0), ([], true, 10),
                                          (.directionLeftToRight, true, 340), (.directionRightToLeft, false, 10)]
        {
            let (root, v) = tree(["a"], rightToLeft: rightToLeft)
            try apply("H:[a(50)]-10-|", v, options: options)
            try apply("V:|[a(20)]", v)
            root.layoutIfNeeded()
            expectFrame(v["a"]!, x, 0, 50, 20)
        }
    }

    /// Three views in a row (a fixed at y 10, 20 high; b 40 high; c 30 high), aligned by each
    /// horizontal format's option: the y of b and c.
    @Test(arguments: [
        (LayoutConstraint.FormatOptions.alignAllTop, 10.0, 10.0),
        (.alignAllBottom, -10, 0),        // bottoms at 30
        (.alignAllCenterY, 0, 5),         // centres at 20
        (.alignAllLastBaseline, -10, 0),  // last baselines (3 above the bottom) at 27
        (.alignAllFirstBaseline, 10, 10), // first baselines (5 below the top) at 15
    ])
    func alignmentsOfAHorizontalFormat(option: LayoutConstraint.FormatOptions, by: Double, cy: Double) throws {
        final class Text: LayoutView {
            override var firstBaselineOffsetFromTop: Double { 5 }
            override var lastBaselineOffsetFromBottom: Double { 3 }
        }
        for rightToLeft in [false, true] {
            let root = makeRoot()
            if rightToLeft { root.userInterfaceLayoutDirection = .rightToLeft }
            var v: [String: LayoutView] = [:]
            for (name, height) in [("a", 20.0), ("b", 40), ("c", 30)] {
                let view = Text()
                view.snp.setLabel(name)
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
                view.heightAnchor.constraint(equalToConstant: height).isActive = true
                v[name] = view
            }
            v["a"]!.topAnchor.constraint(equalTo: root.topAnchor, constant: 10).isActive = true
            try apply("H:|[a(10)][b(10)][c(10)]", v, options: option)
            root.layoutIfNeeded()
            let x = rightToLeft ? (390.0, 380.0, 370.0) : (0, 10, 20)
            expectFrame(v["a"]!, x.0, 10, 10, 20)
            expectFrame(v["b"]!, x.1, by, 10, 40)
            expectFrame(v["c"]!, x.2, cy, 10, 30)
        }
    }

    /// A column (a at x 100, 50 wide; b 30 wide; c 20 wide), aligned by each vertical format's
    /// option, in both directions: the x of b and c.
    @Test(arguments: [
        (LayoutConstraint.FormatOptions.alignAllLeft, false, 100.0, 100.0),
        (.alignAllLeft, true, 100, 100),
        (.alignAllRight, false, 120, 130),
        (.alignAllRight, true, 120, 130),
        (.alignAllLeading, false, 100, 100),
        (.alignAllLeading, true, 120, 130),     // leading is the right edge
        (.alignAllTrailing, false, 120, 130),
        (.alignAllTrailing, true, 100, 100),
        (.alignAllCenterX, false, 110, 115),
        (.alignAllCenterX, true, 110, 115),
    ])
    func alignmentsOfAVerticalFormat(option: LayoutConstraint.FormatOptions, rightToLeft: Bool, bx: Double, cx: Double) throws {
        let (root, v) = tree(["a", "b", "c"], rightToLeft: rightToLeft)
        v["a"]!.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 100).isActive = true
        try apply("H:[a(50)]", v)
        try apply("H:[b(30)]", v)
        try apply("H:[c(20)]", v)
        try apply("V:|-[a(10)]-[b(10)][c(10)]", v, options: option)
        root.layoutIfNeeded()
        expectFrame(v["a"]!, 100, 20, 50, 10)
        expectFrame(v["b"]!, bx, 38, 30, 10)
        expectFrame(v["c"]!, cx, 48, 20, 10)
    }

    @Test func baselineToBaselineSpacing() throws {
        final class Text: LayoutView {
            override var firstBaselineOffsetFromTop: Double { 14 }
            override var lastBaselineOffsetFromBottom: Double { 6 }
        }
        let root = makeRoot()
        var v: [String: LayoutView] = [:]
        for name in ["title", "body", "note"] {
            let view = Text()
            view.snp.setLabel(name)
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            v[name] = view
        }
        try apply("V:|-[title(30)]-[body(40)]-12-[note(20)]", v, options: .spacingBaselineToBaseline)
        for name in ["title", "body", "note"] { try apply("H:|[\(name)(10)]", v) }
        root.layoutIfNeeded()
        // The superview's edge stays edge to edge: title 20…50, last baseline 44; body's first
        // baseline 8 below it (52), top 38; body's last baseline 72, note's first baseline 84,
        // top 70.
        expectFrame(v["title"]!, 0, 20, 10, 30)
        expectFrame(v["body"]!, 0, 38, 10, 40)
        expectFrame(v["note"]!, 0, 70, 10, 20)
    }

    // MARK: Rejections

    private func rejection(_ format: String, options: LayoutConstraint.FormatOptions = [], metrics: [String: Double]? = nil,
                           views: [String: LayoutItem], line: UInt = #line) -> VisualFormatError?
    {
        do {
            _ = try LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views,
                                                 line: line)
            return nil
        } catch {
            return error
        }
    }

    @Test func eachRejectionShowsTheFormatACaretAndWhatWasExpected() {
        let (root, v) = tree(["a", "b"])
        let lone = LayoutView()
        let views: [String: LayoutItem] = ["a": v["a"]!, "b": v["b"]!, "lone": lone]
        let cases: [(String, LayoutConstraint.FormatOptions, VisualFormatError.Reason, Int, String)] = [
            ("H:[blackBox]", [], .unknownView("blackBox"), 3,
             "unknown view 'blackBox'; expected a name from the views dictionary"),
            ("H:[a]-gap-[b]", [], .unknownMetric("gap"), 6,
             "unknown metric 'gap'; expected a number or a name from the metrics dictionary"),
            ("H:[a(==c)]", [], .unknownViewOrMetric("c"), 7,
             "unknown name 'c'; expected a number, a metric or a view from the dictionaries"),
            ("H:[a]-b-[b]", [], .viewAsSpacing("b"), 6,
             "view 'b' cannot be a spacing; expected a number or a metric (only a view's own predicates name views)"),
            ("H:[a(50]", [], .unbalanced(expected: "')' to close the predicates"), 7,
             "unbalanced brackets; expected ')' to close the predicates"),
            ("H:[a", [], .unbalanced(expected: "']' to close the view 'a'"), 4,
             "unbalanced brackets; expected ']' to close the view 'a'"),
            ("H:[a]]", [], .unbalanced(expected: "no ']' without its '['"), 5,
             "unbalanced brackets; expected no ']' without its '['"),
            ("H:[a]-(20-[b]", [], .unbalanced(expected: "')' to close the predicates"), 9,
             "unbalanced brackets; expected ')' to close the predicates"),
            ("H:[a(=<50)]", [], .badRelation("=<"), 5,
             "unknown relation '=<'; expected ==, <= or >="),
            ("H:[a(50@1001)]", [], .priorityOutOfRange(1001), 8,
             "priority 1001.0 is out of range; expected a priority in 1...1000"),
            ("H:[a(50@0)]", [], .priorityOutOfRange(0), 8,
             "priority 0.0 is out of range; expected a priority in 1...1000"),
            ("H:[a(1.2.3)]", [], .badNumber("1.2.3"), 5,
             "'1.2.3' is not a number; expected digits with an optional fraction and exponent"),
            ("H:[a]-12px-[b]", [], .badNumber("12px"), 6,
             "'12px' is not a number; expected digits with an optional fraction and exponent"),
            ("V[a]", [], .missingOrientationColon, 1,
             "expected ':' after 'H' or 'V' to give the orientation"),
            ("H:[a]-|-[b]", [], .superviewInMiddle, 6,
             "'|' (the superview) in the middle of the format; expected it only at the start or the end"),
            ("H:[a()]", [], .emptyPredicate, 5,
             "empty predicate; expected a number, a metric or a view, after an optional relation"),
            ("H:[a(>=50,)]", [], .emptyPredicate, 10,
             "empty predicate; expected a number, a metric or a view, after an optional relation"),
            ("H:[a][b]", .alignAllLeft, .alignmentAlongAxis(.left), 0,
             "the options align 'left', along the format's own axis; expected an alignment across it"),
            ("V:[a][b]", .alignAllBottom, .alignmentAlongAxis(.bottom), 0,
             "the options align 'bottom', along the format's own axis; expected an alignment across it"),
            ("|-[lone]", [], .noSuperview("lone"), 0,
             "'|' stands for the superview of 'lone', which has none; expected a view in a superview"),
            ("H:[a]x", [], .expected("'-', '[' or '|' after a view"), 5,
             "expected '-', '[' or '|' after a view"),
        ]
        for (format, options, reason, offset, message) in cases {
            let line = #line + 1
            let error = rejection(format, options: options, views: views)
            #expect(error?.reason == reason, "\(format)")
            #expect(error?.offset == offset, "\(format)")
            #expect(error?.format == format)
            #expect(error?.description == "Unable to parse constraint format (at VisualFormatTests.swift#\(line)): \(message)\n\(format)\n"
                        + String(repeating: " ", count: offset) + "^")
        }
        #expect(rejection("H:[a][b]", options: [.directionLeftToRight, .directionRightToLeft], views: views)?.reason
                    == .invalidOptions("directionLeftToRight and directionRightToLeft together"))
        #expect(rejection("[a(w)]", metrics: ["w": .infinity], views: views)?.reason == .nonFiniteMetric("w"))
        // Nothing was installed by any of them.
        #expect(root.constraints.isEmpty && v["a"]!.constraints.isEmpty)
    }

    @Test func theCaretCountsCharactersAndControlCharactersPrintAsSpaces() {
        let (_, v) = tree(["a"])
        let error = rejection("H:[a]\t-é-[a]", views: v)
        #expect(error?.offset == 7)
        #expect(error?.description.hasSuffix("\nH:[a] -é-[a]\n       ^") == true)
    }

    /// Formats mutated at random from Apple's examples: each either makes constraints (which
    /// activate and lay out) or throws an error whose caret is inside the format; never a trap.
    @Test func mutatedFormatsAreAcceptedOrRejectedNeverTrapped() {
        var rng = SplitMix64(seed: 40)
        let seeds = ["[button]-[textField]", "[button(>=50)]", "|-50-[purpleBox]-50-|", "V:[topField]-10-[bottomField]",
                     "[maroonView][blueView]", "[button(100@20)]", "[button1(==button2)]",
                     "[flexibleButton(>=70,<=100)]", "|-[find]-[findNext]-[findField(>=20)]-|"]
        let alphabet = Array("HV:|-[]()@,<=>0123456789.e+ abx_button")
        var accepted = 0, rejected = 0
        for _ in 0..<800 {
            var format = Array(seeds[Int(rng.next() % UInt64(seeds.count))])
            for _ in 0..<Int(rng.next() % 3) {
                let position = Int(rng.next() % UInt64(format.count + 1))
                switch rng.next() % 3 {
                case 0: format.insert(alphabet[Int(rng.next() % UInt64(alphabet.count))], at: position)
                case 1: if position < format.count { format.remove(at: position) }
                default: if position < format.count { format[position] = alphabet[Int(rng.next() % UInt64(alphabet.count))] }
                }
            }
            let text = String(format)
            let (root, v) = tree(["button", "textField", "purpleBox", "topField", "bottomField", "maroonView", "blueView",
                                  "button1", "button2", "flexibleButton", "find", "findNext", "findField", "a", "b", "x"])
            root.diagnosticHandler = { _ in }
            do {
                let made = try LayoutConstraint.constraints(withVisualFormat: text, options: [], metrics: ["e": 3], views: v)
                LayoutConstraint.activate(made)
                root.layoutIfNeeded()
                accepted += 1
            } catch {
                #expect(error.offset >= 0 && error.offset <= text.count, "\(text)")
                #expect(error.description.hasPrefix("Unable to parse constraint format"))
                rejected += 1
            }
        }
        #expect(accepted > 150 && rejected > 150, "\(accepted) accepted, \(rejected) rejected")
    }
}
