// SPDX-License-Identifier: MIT

import Anchorage
import AnchorageGallery
import AnchorageSolver
import Foundation
import Testing

// Every ```swift block of README.md is a region of this file between `// README:begin <name>` and
// `// README:end` (compared after removing the region's common indentation), in the README's
// order; `readmeCodeBlocksAreCompiledHere` fails when the two drift apart. Statements live in test
// functions, declarations at file scope, so the compiler checks every snippet. The one exception is
// the Installation snippet (it opens with `// Package.swift`), which a package manifest compiles:
// `installationMatchesThePackageAndTheChangelog` checks it against Package.swift and CHANGELOG.md.

/// The snippets of README.md, compiled and run, each followed by checks of what the README says
/// it prints.
@Suite struct ReadmeTests {
    @Test func quickStart() {
        // README:begin quick-start
        let root = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let avatar = LayoutView(), title = LayoutView()
        root.addSubview(avatar)
        root.addSubview(title)

        avatar.snp.makeConstraints { make in
            make.left.top.equalToSuperview().offset(12)
            make.size.equalTo(40)
        }
        title.snp.makeConstraints { make in
            make.left.equalTo(avatar.snp.right).offset(8)
            make.right.equalToSuperview().inset(12)
            make.centerY.equalTo(avatar)
            make.height.equalTo(20)
        }
        root.layoutIfNeeded()
        print(title.frame == Rect(x: 60, y: 22, width: 248, height: 20))   // true
        // README:end
        #expect(title.frame == Rect(x: 60, y: 22, width: 248, height: 20))
        #expect(avatar.frame == Rect(x: 12, y: 12, width: 40, height: 40))
    }

    @Test func deliberateDifferences() {
        // README:begin differences
        let root = LayoutView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let box = LayoutView()
        box.snp.setLabel("box")
        root.addSubview(box)
        var log: [Diagnostic] = []
        root.diagnosticHandler = { log.append($0) }

        var width: Constraint?
        box.snp.makeConstraints { make in
            make.left.top.equalToSuperview()
            make.height.equalTo(50)
            width = make.width.equalToSuperview().multipliedBy(0.5).priority(.high).constraint
        }
        width?.update(multiplier: 0.25)      // SnapKit: multipliers cannot change
        width?.update(priority: .required)   // SnapKit ignores this, UIKit crashes
        box.snp.updateConstraints { make in
            make.top.equalToSuperview().offset(20)        // matches: the constant changes
            make.right.lessThanOrEqualToSuperview()       // matches nothing: installed, reported
        }
        root.layoutIfNeeded()
        print(box.frame == Rect(x: 0, y: 20, width: 100, height: 50))   // true
        print(log.map(\.kind) == [.unmatchedUpdate])                    // true (SnapKit: fatalError)

        box.snp.makeConstraints { make in
            make.width.equalTo(500).labeled("too-wide")   // conflicts with the required 25 %
        }
        root.layoutIfNeeded()
        print(log.last!)          // the conflicting set, each constraint with its label and line
        print(box.frame.width)    // 100.0: the rest of the layout stands
        // README:end
        #expect(box.frame == Rect(x: 0, y: 20, width: 100, height: 50))
        #expect(log.map(\.kind) == [.unmatchedUpdate, .unsatisfiableConstraints])
        #expect(log.last?.constraints.first?.label == "too-wide")
        #expect(log.last?.description.contains("ReadmeTests.swift#") == true)
    }

    @Test func comingFromMasonry() {
        // README:begin masonry
        let screen = LayoutView(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let badge = LayoutView(), halo = LayoutView()
        screen.addSubview(badge)
        screen.addSubview(halo)

        // Masonry: [@[badge] mas_makeConstraints:…] returns what it made; so does this.
        let made = [badge].snp.makeConstraints { make in
            make.size.equalToSuperview().sizeOffset(Size(width: -200, height: -150))
            make.center.equalToSuperview().centerOffset(Point(x: -50, y: 0))
        }
        halo.snp.makeConstraints { make in
            make.center.equalTo(badge)
            make.size.equalTo(badge).offset(Size(width: 20, height: 20))   // Masonry's valueOffset
            make.baseline.equalTo(badge.snp.baseline).offset(10).identifier("halo-baseline")
        }
        screen.layoutIfNeeded()
        print(badge.frame == Rect(x: 50, y: 75, width: 100, height: 50))   // true
        print(halo.frame == Rect(x: 40, y: 65, width: 120, height: 70))    // true
        print(made.count, halo.snp.installedConstraints.count)             // 2 3
        // README:end
        #expect(badge.frame == Rect(x: 50, y: 75, width: 100, height: 50))
        #expect(halo.frame == Rect(x: 40, y: 65, width: 120, height: 70))
        #expect(made.count == 2 && halo.snp.installedConstraints.count == 3)
        #expect(halo.snp.installedConstraints[2].layoutConstraints.first?.label == "halo-baseline")
    }

    @Test func comingFromUIKitAnchors() {
        // README:begin uikit-anchors
        let root = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 200))
        let avatar = LayoutView(), title = LayoutView()
        for view in [avatar, title] {
            view.translatesAutoresizingMaskIntoConstraints = false   // as in UIKit
            root.addSubview(view)
        }
        LayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            avatar.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            title.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 1),
            title.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            title.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            title.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        print(title.frame == Rect(x: 64, y: 26, width: 240, height: 20))   // true

        // The classic mistake: a view made in code keeps its frame until told otherwise.
        let badge = LayoutView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        badge.snp.setLabel("badge")
        root.addSubview(badge)
        var log: [Diagnostic] = []
        root.diagnosticHandler = { log.append($0) }
        badge.widthAnchor.constraint(equalToConstant: 30).isActive = true
        root.layoutIfNeeded()
        print(badge.frame.width)   // 10.0, and log[0] names the autoresizing constraint it lost to:
        print(log[0].message.split(separator: "\n").last!)
        // Note: LayoutView:badge keeps the frame you set (translatesAutoresizingMaskIntoConstraints is true).
        // README:end
        #expect(title.frame == Rect(x: 64, y: 26, width: 240, height: 20))
        #expect(badge.frame.width == 10)
        #expect(log.map(\.kind) == [.unsatisfiableConstraints])
        #expect(log[0].message.split(separator: "\n").last
                    == "Note: LayoutView:badge keeps the frame you set (translatesAutoresizingMaskIntoConstraints is true).")
        #expect(log[0].message.contains(" LayoutView:badge.width == 10.0>"))
        #expect(log[0].message.contains("<AutoresizingMaskLayoutConstraint:"))
    }

    @Test func comingFromUIKitVisualFormat() throws {
        // README:begin uikit-vfl
        let bar = LayoutView(frame: Rect(x: 0, y: 0, width: 400, height: 44))
        let find = LayoutView(), findNext = LayoutView(), findField = LayoutView()
        for view in [find, findNext, findField] {
            view.translatesAutoresizingMaskIntoConstraints = false
            bar.addSubview(view)
        }
        let views = ["find": find, "findNext": findNext, "findField": findField]
        do {
            LayoutConstraint.activate(try LayoutConstraint.constraints(
                withVisualFormat: "|-[find(50)]-[findNext(60)]-[findField(>=20)]-|", options: .alignAllCenterY,
                metrics: nil, views: views))
            LayoutConstraint.activate(try LayoutConstraint.constraints(
                withVisualFormat: "V:|-pad-[find]-pad-|", options: [], metrics: ["pad": 8], views: views))
            for name in ["findNext", "findField"] {
                LayoutConstraint.activate(try LayoutConstraint.constraints(
                    withVisualFormat: "V:[\(name)(==find)]", options: [], metrics: nil, views: views))
            }
        } catch {
            print(error)
        }
        bar.layoutIfNeeded()
        print(findNext.frame == Rect(x: 78, y: 8, width: 60, height: 28))     // true: 20 + 50 + 8
        print(findField.frame == Rect(x: 146, y: 8, width: 234, height: 28))  // true: to 20 from the edge

        do {
            _ = try LayoutConstraint.constraints(withVisualFormat: "H:[find]-[findNxt]", options: [],
                                                 metrics: nil, views: views)
        } catch {
            print(error.reason == .unknownView("findNxt"), error.offset)   // true 10
        }
        // README:end
        #expect(find.frame == Rect(x: 20, y: 8, width: 50, height: 28))
        #expect(findNext.frame == Rect(x: 78, y: 8, width: 60, height: 28))
        #expect(findField.frame == Rect(x: 146, y: 8, width: 234, height: 28))
        // The README's picture of the error's text, with its call site where this one's is.
        let readme = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        let shown = fencedBlocks(readme, language: "text").first { $0.first?.hasPrefix("Unable to parse") == true }
        do {
            _ = try LayoutConstraint.constraints(withVisualFormat: "H:[find]-[findNxt]", options: [], metrics: nil, views: views)
            Issue.record("the format was accepted")
        } catch {
            #expect(error.description.replacingOccurrences(of: "(at \(error.location))", with: "(at Toolbar.swift#12)")
                        == shown?.joined(separator: "\n"))
        }
    }

    @Test func comingFromUIKitKeyboardAndDebugger() {
        // README:begin uikit-keyboard-debugger
        let screen = LayoutView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        screen.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)   // iPhone 14
        let entryBar = LayoutView(), badge = LayoutView()
        screen.snp.setLabel("screen")
        entryBar.snp.setLabel("entryBar")
        badge.snp.setLabel("badge")
        screen.addSubview(entryBar)
        screen.addSubview(badge)
        entryBar.snp.makeConstraints { make in
            make.left.right.equalToSuperview()
            make.bottom.equalTo(screen.keyboardLayoutGuide.snp.top).labeled("bar-bottom")
            make.height.equalTo(52).labeled("bar-height")
        }
        badge.snp.makeConstraints { make in make.size.equalTo(20) }   // no position: ambiguous
        screen.layoutIfNeeded()
        print(entryBar.frame.maxY)   // 810.0: on the safe area's bottom, the keyboard hidden

        screen.keyboardHeight = 336   // the keyboard shows
        LayoutView.animate(withDuration: 0.25) { screen.layoutIfNeeded() }
        print(entryBar.frame.maxY, entryBar.presentationFrame(at: 0).maxY)   // 508.0 810.0

        print(entryBar.constraintsAffectingLayout(for: .vertical).map { $0.label ?? "?" })
        // ["bar-bottom", "UIViewKeyboardLayoutGuide-top", "bar-height"]
        print(screen.autolayoutTrace())
        // •LayoutView:screen
        // |   *LayoutView:entryBar
        // |   *LayoutView:badge- AMBIGUOUS LAYOUT for LayoutView:badge.minX, LayoutView:badge.minY
        //
        // Legend: …
        badge.exerciseAmbiguityInLayout()
        print(badge.frame.origin == Point(x: 20, y: 20))   // true: another position just as good
        let page = screen.htmlInspector(title: "Chat")     // one self-contained HTML page
        // README:end
        #expect(entryBar.frame == Rect(x: 0, y: 456, width: 390, height: 52))
        #expect(entryBar.presentationFrame(at: 0) == Rect(x: 0, y: 758, width: 390, height: 52))
        #expect(entryBar.constraintsAffectingLayout(for: .vertical).map { $0.label ?? "?" }
            == ["bar-bottom", "UIViewKeyboardLayoutGuide-top", "bar-height"])
        #expect(screen.autolayoutTrace().hasPrefix("""
            •LayoutView:screen
            |   *LayoutView:entryBar
            |   *LayoutView:badge- AMBIGUOUS LAYOUT for LayoutView:badge.minX, LayoutView:badge.minY

            Legend:
            """))
        #expect(badge.frame == Rect(x: 20, y: 20, width: 20, height: 20))
        #expect(page.contains("<h1>Chat</h1>"))
    }

    @Test func updateCycleAndAnimation() {
        // README:begin update-cycle
        /// The Masonry guide's growing button: constraints made and updated in updateConstraints().
        final class GrowingButton: LayoutView {
            let button = LayoutView()
            var size = Size(width: 100, height: 100) {
                didSet { setNeedsUpdateConstraints() }   // the next layout pass updates
            }

            override init(frame: Rect) {
                super.init(frame: frame)
                addSubview(button)
            }

            override class var requiresConstraintBasedLayout: Bool { true }   // first update unasked

            override func updateConstraints() {
                button.snp.updateConstraints { make in   // changes constants only; never duplicates
                    make.center.equalTo(self)
                    make.width.equalTo(size.width).priority(.low)
                    make.height.equalTo(size.height).priority(.low)
                    make.width.height.lessThanOrEqualTo(self)   // the cap wins over the low wish
                }
                super.updateConstraints()
            }
        }

        let container = GrowingButton(frame: Rect(x: 0, y: 0, width: 300, height: 500))
        container.layoutIfNeeded()
        container.size = Size(width: 400, height: 400)   // a tap: grow past the container's width
        LayoutView.animate(withDuration: 0.3) {
            container.layoutIfNeeded()
        }
        print(container.button.frame)                        // the final frame at once: 300 × 400
        print(container.button.presentationFrame(at: 0.15))  // halfway: 200 × 250 (ease-in-out)
        let movie = container.svgSnapshot(animated: true)    // an SVG that plays the change
        // README:end
        #expect(container.button.frame == Rect(x: 0, y: 50, width: 300, height: 400))
        #expect(container.button.presentationFrame(at: 0.15) == Rect(x: 50, y: 125, width: 200, height: 250))
        #expect(container.button.presentationFrame(at: 0) == Rect(x: 100, y: 200, width: 100, height: 100))
        #expect(movie.contains("<animateTransform"))
    }

    @Test func stackView() {
        // README:begin stack-view
        let bar = LayoutView(frame: Rect(x: 0, y: 0, width: 375, height: 60))
        let tray = StackView()
        tray.spacing = 10
        tray.alignment = .center
        bar.addSubview(tray)
        tray.snp.makeConstraints { make in
            make.trailing.equalToSuperview().inset(10)   // its width comes from the entries
            make.centerY.equalToSuperview()
        }
        var tags: [Int] = []
        for tag in [3, 1, 2] {                            // arriving in any order
            let entry = LayoutView()
            entry.snp.makeConstraints { make in make.size.equalTo(40).priority(999) }
            let index = tags.firstIndex { $0 > tag } ?? tags.count
            tags.insert(tag, at: index)
            tray.insertArrangedSubview(entry, at: index)   // kept in tag order
        }
        tray.arrangedSubviews[1].isHidden = true          // entry 2 drops out, the others close up
        bar.layoutIfNeeded()
        print(tray.frame == Rect(x: 275, y: 10, width: 90, height: 40))   // true
        print(tray.arrangedSubviews.map(\.frame.minX))                    // [0.0, 50.0, 50.0]
        bar.userInterfaceLayoutDirection = .rightToLeft
        bar.layoutIfNeeded()
        print(tray.frame.minX, tray.arrangedSubviews[0].frame.minX)       // 10.0 50.0: entry 1 at the right
        // README:end
        #expect(tray.frame == Rect(x: 10, y: 10, width: 90, height: 40))
        #expect(tray.arrangedSubviews.map(\.frame.minX) == [50, 40, 0])
        bar.userInterfaceLayoutDirection = .leftToRight
        bar.layoutIfNeeded()
        #expect(tray.frame == Rect(x: 275, y: 10, width: 90, height: 40))
        #expect(tray.arrangedSubviews.map(\.frame.minX) == [0, 50, 50])
    }

    @Test func flowView() {
        // README:begin flow-view
        let card = LayoutView(frame: Rect(x: 0, y: 0, width: 200, height: 400))
        let tags = FlowView()
        tags.spacing = 8
        tags.lineSpacing = 4
        card.addSubview(tags)
        tags.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }   // no height: its lines give it
        for width in [60.0, 90, 40, 70, 120] {
            let tag = LayoutView()
            tag.snp.makeConstraints { make in make.size.equalTo(Size(width: width, height: 24)) }
            tags.addArrangedSubview(tag)
        }
        card.layoutIfNeeded()
        print(tags.arrangedSubviews.map(\.frame.minX))   // [0.0, 68.0, 0.0, 48.0, 0.0]: lines of 2, 2 and 1
        print(tags.frame.height)                         // 80.0: 3 lines of 24, 4 apart
        card.frame = Rect(x: 0, y: 0, width: 320, height: 400)
        card.layoutIfNeeded()
        print(tags.frame.height)                         // 52.0: 4 tags fit in 60 + 90 + 40 + 70 + 3 × 8 = 284
        // README:end
        #expect(tags.frame == Rect(x: 0, y: 0, width: 320, height: 52))
        #expect(tags.arrangedSubviews.map(\.frame.minX) == [0, 68, 166, 214, 0])
        #expect(tags.arrangedSubviews.map(\.frame.minY) == [0, 0, 0, 0, 28])
    }

    @Test func gridView() {
        // README:begin grid-view
        let form = LayoutView(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        func cell(width: Double?, height: Double) -> LayoutView {
            let view = LayoutView()
            view.snp.makeConstraints { make in
                if let width { make.width.equalTo(width) }
                make.height.equalTo(height)
            }
            return view
        }
        let nameTitle = cell(width: 40, height: 20), emailTitle = cell(width: 104, height: 20)
        let nameField = cell(width: nil, height: 30), emailField = cell(width: nil, height: 30)
        for field in [nameField, emailField] { field.setContentHuggingPriority(1, for: .horizontal) }
        let grid = GridView(rows: [[nameTitle, nameField], [emailTitle, emailField]])
        grid.horizontalSpacing = 12
        grid.verticalSpacing = 8
        grid.setAlignment(.leading, forColumn: 0)
        grid.setAlignment(.fill, forColumn: 1)
        form.addSubview(grid)
        grid.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview().inset(16) }
        let note = cell(width: 80, height: 16)
        form.addSubview(note)
        note.snp.makeConstraints { make in
            make.leading.equalTo(grid.columnGuide(at: 1).snp.leading)   // lined up with the fields
            make.top.equalTo(grid.snp.bottom).offset(8)
        }
        form.layoutIfNeeded()
        print(grid.columnGuide(at: 0).layoutFrame.width)                   // 104.0: the longest title
        print(nameTitle.frame == Rect(x: 0, y: 5, width: 40, height: 20))  // true: leading, centred in its row
        print(nameField.frame == Rect(x: 116, y: 0, width: 152, height: 30)) // true: the fields take the rest
        print(note.frame == Rect(x: 132, y: 92, width: 80, height: 16))    // true
        // README:end
        #expect(grid.columnGuide(at: 0).layoutFrame == Rect(x: 0, y: 0, width: 104, height: 68))
        #expect(nameTitle.frame == Rect(x: 0, y: 5, width: 40, height: 20))
        #expect(emailField.frame == Rect(x: 116, y: 38, width: 152, height: 30))
        #expect(note.frame == Rect(x: 132, y: 92, width: 80, height: 16))
    }

    @Test func textAndFonts() {
        // README:begin text-and-fonts
        let root = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        root.defaultFont = Font.systemFont(ofSize: 17)   // every label of the tree; nil without fonts
        let title = Label(text: "Text measured like a device's")
        root.addSubview(title)
        title.snp.makeConstraints { make in
            make.top.left.equalToSuperview().offset(16)
        }
        root.layoutIfNeeded()
        print(title.frame.width, title.frame.height)   // with DejaVu Sans 17 pt: 250.0 20.0
        // README:end
        guard let font = root.defaultFont else {
            #expect(title.frame == Rect(x: 16, y: 16, width: 8 * 29, height: 20))   // the model
            return
        }
        // Whatever the system font, the frame is its measurement rounded up to points.
        #expect(title.frame.width == font.width(of: title.text).rounded(.up))
        #expect(title.frame.height == font.lineHeight.rounded(.up))
        if font.familyName == "DejaVu Sans" {
            #expect(title.frame == Rect(x: 16, y: 16, width: 250, height: 20))
        }
    }

    @Test func engineSemantics() {
        // README:begin semantics
        let root = LayoutView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let panel = LayoutView(), badge = LayoutView()
        root.addSubview(panel)
        panel.addSubview(badge)
        panel.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(EdgeInsets(top: 20, left: 40, bottom: 20, right: 40))
        }
        badge.snp.makeConstraints { make in
            make.top.equalTo(10)                          // a bare number: panel.top + 10
            make.right.equalToSuperview().inset(10)       // inward: panel.right - 10
            make.width.equalTo(root).multipliedBy(0.25)   // another level: solved in root's space
            make.height.equalTo(30)
        }
        root.layoutIfNeeded()
        print(panel.frame == Rect(x: 40, y: 20, width: 320, height: 260))   // true: in root's coordinates
        print(badge.frame == Rect(x: 210, y: 10, width: 100, height: 30))   // true: in panel's coordinates
        // README:end
        #expect(panel.frame == Rect(x: 40, y: 20, width: 320, height: 260))
        #expect(badge.frame == Rect(x: 210, y: 10, width: 100, height: 30))
    }

    @Test func solverAlone() throws {
        // README:begin solver
        let solver = Solver()
        let left = Variable("left"), width = Variable("width")
        try solver.addConstraint(left >= 0)
        try solver.addConstraint(left + width <= 320)
        try solver.addConstraint((width == 200) | .medium)
        try solver.addConstraint(LinearConstraint(left - 10, .equal, strength: .weak))   // expression ⋈ 0
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(400, for: width)
        solver.updateVariables()
        print(left.value, width.value)   // 0.0 320.0
        // README:end
        #expect(left.value == 0 && width.value == 320)
    }

    @Test func readmeShowsWhatTheDemoDraws() throws {
        let readme = try repositoryFile("README.md")
        let card = Gallery.scenes.first { $0.slug == "profile-card" }?.run(on: .phone).pictures
            .first { $0.caption == "the card alone" }
        let shown = fencedBlocks(readme, language: "text").first.map { $0.joined(separator: "\n") + "\n" }
        #expect(shown != nil && shown == card?.text)
    }

    @Test func readmeCodeBlocksAreCompiledHere() throws {
        let readme = try repositoryFile("README.md")
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let fileImports = Set(lines(source).filter { $0.hasPrefix("import ") })
        var blocks: [[String]] = []
        for block in fencedBlocks(readme, language: "swift") where block.first != manifestMarker {
            // `import` lines open a snippet in the README; here they are the file's imports.
            let imports = block.prefix { $0.hasPrefix("import ") }
            for line in imports {
                #expect(fileImports.contains(line), "README imports \(line), this file does not")
            }
            blocks.append(Array(block.dropFirst(imports.count).drop { $0.isEmpty }))
        }
        let regions = readmeRegions(source)
        #expect(blocks.count >= 6)
        #expect(blocks.count == regions.count, "README has \(blocks.count) swift blocks, this file \(regions.count) regions")
        for (index, (block, region)) in zip(blocks, regions).enumerated() {
            #expect(block == region, "README swift block \(index + 1) differs from region \(index + 1) of ReadmeTests.swift")
        }
    }

    /// The Installation snippet depends on every library product of Package.swift, and on the
    /// version CHANGELOG.md released last, which is the version `.api-baseline` checks against.
    @Test func installationMatchesThePackageAndTheChangelog() throws {
        let snippet = try #require(fencedBlocks(try repositoryFile("README.md"), language: "swift")
            .first { $0.first == manifestMarker }).joined(separator: "\n")
        let libraries = quotedStrings(after: ".library(name: ", in: try repositoryFile("Package.swift"))
        let products = quotedStrings(after: ".product(name: ", in: snippet)
        #expect(Set(products) == Set(libraries),
                "README's Installation depends on \(products); Package.swift's libraries are \(libraries)")
        let released = lines(try repositoryFile("CHANGELOG.md")).first { $0.hasPrefix("## [") && $0 != "## [Unreleased]" }
        let version = try #require(released?.dropFirst(4).prefix { $0 != "]" })
        #expect(quotedStrings(after: "from: ", in: snippet) == [String(version)],
                "README's Installation should ask for \(version), the last version in CHANGELOG.md")
        let baseline = lines(try repositoryFile(".api-baseline")).first { $0.hasPrefix("version ") }
        #expect(baseline == "version \(version)", ".api-baseline should name \(version), the last version in CHANGELOG.md")
    }
}

/// The first line of the README snippet that is a package manifest's, not Swift compiled here.
private let manifestMarker = "// Package.swift"

/// A file at the root of the repository, read as text.
private func repositoryFile(_ name: String) throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    return try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
}

/// The string literals that directly follow each `prefix` in `text`, in order.
private func quotedStrings(after prefix: String, in text: String) -> [String] {
    text.components(separatedBy: prefix + "\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
}

// README:begin snapshot-helper
/// Compares a snapshot with the golden file `__Snapshots__/<name>` next to the calling test file.
/// A missing golden file (or `RECORD_SNAPSHOTS=1` in the environment) records it and fails once.
func expectSnapshot(_ snapshot: String, named name: String, filePath: String = #filePath,
                    sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
    let file = directory.appendingPathComponent(name)
    let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil
    guard !record, let golden = try? String(contentsOf: file, encoding: .utf8) else {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try snapshot.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("Recorded \(file.path); check it and run again.", sourceLocation: sourceLocation)
        return
    }
    #expect(snapshot == golden, "\(name) differs from its golden file", sourceLocation: sourceLocation)
}
// README:end

// README:begin snapshot-test
@Test func profileHeaderLayout() throws {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 96))
    let avatar = LayoutView(), name = Label(text: "Jane Appleseed")
    avatar.snp.setLabel("avatar")
    name.snp.setLabel("name")
    root.addSubview(avatar)
    root.addSubview(name)
    avatar.snp.makeConstraints { make in
        make.left.top.equalToSuperview().inset(16)
        make.size.equalTo(64)
    }
    name.snp.makeConstraints { make in
        make.left.equalTo(avatar.snp.right).offset(12)
        make.centerY.equalTo(avatar)
    }
    try expectSnapshot(root.textSnapshot(columns: 48), named: "profile-header.txt")
    try expectSnapshot(root.svgSnapshot(), named: "profile-header.svg")
}
// README:end

/// A text's lines, without their newlines.
private func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

/// The contents of the Markdown code blocks fenced with ```` ```language ````, in order.
private func fencedBlocks(_ markdown: String, language: String) -> [[String]] {
    var blocks: [[String]] = []
    var current: [String]?
    for line in lines(markdown) {
        if current == nil, line == "```" + language {
            current = []
        } else if current != nil, line == "```" {
            blocks.append(current!)
            current = nil
        } else if current != nil {
            current!.append(line)
        }
    }
    return blocks
}

/// The README regions of this file, in order, each without its common indentation.
private func readmeRegions(_ source: String) -> [[String]] {
    var regions: [[String]] = []
    var current: [String]?
    for line in lines(source) {
        let trimmed = line.drop { $0 == " " }
        if trimmed.hasPrefix("// README:begin ") {
            current = []
        } else if trimmed == "// README:end", let region = current {
            let indent = region.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
            regions.append(region.map { String($0.dropFirst(min(indent, $0.count))) })
            current = nil
        } else if current != nil {
            current!.append(line)
        }
    }
    return regions
}
