// SPDX-License-Identifier: MIT

import Anchorage
import AnchorageGallery
import Testing

/// Every scene of `anchorage-demo` on both devices and in each of its directions, checked by its
/// key frames.
@Suite struct GalleryTests {
    private func frame(_ run: SceneRun, _ label: String) -> Rect {
        guard let view = run.view(label) else {
            Issue.record("no view labelled \(label) in \(run.identifier)")
            return .zero
        }
        return view.frame
    }

    private func expectFrame(_ run: SceneRun, _ label: String, _ x: Double, _ y: Double, _ width: Double,
                             _ height: Double, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    {
        let actual = frame(run, label), expected = Rect(x: x, y: y, width: width, height: height)
        #expect(approximatelyEqual(actual, expected), "\(run.identifier): \(label) is \(actual), not \(expected)",
                sourceLocation: sourceLocation)
    }

    private func scene(_ number: Int) -> Scene {
        Gallery.scenes.first { $0.number == number }!
    }

    @Test func everySceneRunsOnEveryDeviceWithPicturesAndASummary() {
        #expect(Gallery.scenes.map(\.number) == Array(1...Gallery.scenes.count))
        let runs = Gallery.runAll()
        // One run per scene, device and direction of the scene, in that order.
        var expected: [String] = []
        for scene in Gallery.scenes {
            for device in Gallery.devices {
                for direction in scene.directions { expected.append("\(scene.number)-\(device.name)-\(direction)") }
            }
        }
        #expect(runs.map { "\($0.scene.number)-\($0.device.name)-\($0.direction)" } == expected)
        for run in runs {
            #expect(run.root.frame == Rect(origin: .zero, size: run.device.size), "\(run.identifier)")
            #expect(!run.pictures.isEmpty, "\(run.identifier)")
            // The summary is one line of text.
            #expect(!run.summary.isEmpty && !run.summary.contains("\n"), "\(run.identifier): \(run.summary)")
            for picture in run.pictures {
                // A whole SVG document, and a drawing followed by the frames.
                #expect(picture.svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" "), "\(run.identifier)")
                #expect(picture.svg.hasSuffix("</svg>\n") || picture.svg.hasSuffix("</svg>"), "\(run.identifier)")
                #expect(picture.text.contains("+\n\n"), "\(run.identifier)")
            }
            // The first picture is of the screen: the SVG is the device's size plus a border of 10 on each
            // side, and the frames start with the screen's.
            let width = Int(run.device.size.width), height = Int(run.device.size.height)
            #expect(run.pictures.first?.svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width + 20)\" height=\"\(height + 20)\"") == true,
                    "\(run.identifier)")
            #expect(run.pictures.first?.text.contains("screen (x: 0, y: 0, width: \(width), height: \(height))") == true, "\(run.identifier)")
        }
    }

    @Test func scenesAreDeterministic() {
        let first = Gallery.runAll(), second = Gallery.runAll()
        #expect(first.map(\.summary) == second.map(\.summary))
        #expect(first.flatMap { $0.pictures.map(\.svg) } == second.flatMap { $0.pictures.map(\.svg) })
        #expect(first.flatMap { $0.pictures.map(\.text) } == second.flatMap { $0.pictures.map(\.text) })
    }

    @Test func basics() {
        let phone = scene(1).run(on: .phone)
        expectFrame(phone, "inset", 10, 5, 345, 792)
        expectFrame(phone, "anchor", 20, 20, 160, 100)
        expectFrame(phone, "badge", 60, 45, 80, 50)
        expectFrame(phone, "third-by-quarter", 210, 574, 115, 198)
        let tablet = scene(1).run(on: .tablet)
        expectFrame(tablet, "inset", 10, 5, 790, 1160)
        expectFrame(tablet, "third-by-quarter", 790 - 20 - 790.0 / 3, 1160 - 20 - 290, 790.0 / 3, 290)
    }

    @Test func prioritiesWinInOrder() {
        for device in Gallery.devices {
            let run = scene(2).run(on: device)
            #expect(run.summary == "knob.left, step by step: 40 (high, 750), 100 (required, 1000), 20 (700), "
                + "60 (medium, 500), 80 (low, 250)")
            #expect(run.pictures.count == 5)
            #expect(run.pictures.last?.text.contains("knob (x: 80, y: 10, width: 40, height: 40)") == true)
            expectFrame(run, "track", 20, 120, device.size.width - 40, 60)
        }
    }

    @Test func entryBarKeepsTagOrderWhateverTheArrivalOrder() {
        for device in Gallery.devices {
            let top = device.safeArea.top, width = device.size.width
            let ltr = scene(3).run(on: device)
            expectFrame(ltr, "bar", 0, top, width, 60)
            expectFrame(ltr, "tray", width - 10 - 140, 10, 140, 40)   // 3 × 40 + 2 × 10, 10 from the right
            expectFrame(ltr, "entry-1", 0, 0, 40, 40)
            expectFrame(ltr, "entry-2", 50, 0, 40, 40)
            expectFrame(ltr, "entry-3", 100, 0, 40, 40)
            #expect(ltr.pictures.map(\.caption) == ["entries arrived: 3", "entries arrived: 3, 1", "entries arrived: 3, 1, 2"])
            #expect(ltr.notes == ["arrived 3: 3 at x \(Int(width) - 50)",
                                  "arrived 3, 1: 1 at x \(Int(width) - 100), 3 at x \(Int(width) - 50)",
                                  "arrived 3, 1, 2: 1 at x \(Int(width) - 150), 2 at x \(Int(width) - 100), "
                                      + "3 at x \(Int(width) - 50)"])
            let rtl = scene(3).run(on: device, direction: .rightToLeft)
            expectFrame(rtl, "tray", 10, 10, 140, 40)
            expectFrame(rtl, "entry-1", 100, 0, 40, 40)   // first in reading order: rightmost
            expectFrame(rtl, "entry-3", 0, 0, 40, 40)
        }
    }

    @Test func scrollViewContentSizeComesFromTheRows() {
        for device in Gallery.devices {
            let run = scene(4).run(on: device)
            let scroll = run.view("scroll") as? ScrollView
            #expect(scroll?.contentSize == Size(width: device.size.width, height: 3600))
            expectFrame(run, "content", 0, 0, device.size.width, 3600)
            expectFrame(run, "row-1", 16, 0, device.size.width - 32, 30)
            expectFrame(run, "row-2", 16, 30, device.size.width - 32, 60)
            expectFrame(run, "row-15", 16, 3600 - 450, device.size.width - 32, 450)
            #expect(run.pictures.count == 2)
            #expect(run.pictures[1].svg.contains("height=\"3620\""))   // the content, 3600 + 2 × 10 border
        }
    }

    @Test func profileCardGivesWayByPriority() {
        let phone = scene(5).run(on: .phone)
        expectFrame(phone, "card", 16, 60, 343, 188)
        expectFrame(phone, "avatar", 16, 16, 64, 64)
        // 25 characters need 200 points; the button (required resistance) keeps its 48.
        expectFrame(phone, "name", 92, 16, 343 - 16 - 48 - 8 - 92, 20)
        expectFrame(phone, "follow", 343 - 16 - 48, 16, 48, 20)
        // The handle hugs at 251, the location (250) stretches to the trailing edge.
        expectFrame(phone, "handle", 92, 40, 40, 20)
        expectFrame(phone, "location", 140, 40, 343 - 16 - 140, 20)
        #expect((phone.view("bio") as? Label)?.displayedLines.count == 4)   // 4 lines of 20 at width 311
        expectFrame(phone, "bio", 16, 92, 311, 80)

        let tablet = scene(5).run(on: .tablet)
        expectFrame(tablet, "name", 92, 16, 200, 20)   // room enough: its full text
        expectFrame(tablet, "follow", 788 - 16 - 48, 16, 48, 20)
        expectFrame(tablet, "bio", 16, 92, 788 - 32, 40)
        expectFrame(tablet, "card", 16, 24 + 16, 788, 148)   // under the tablet's 24-point safe area

        // Right-to-left: the same card, mirrored inside its (unmirrored) frame.
        let mirrored = scene(5).run(on: .phone, direction: .rightToLeft)
        expectFrame(mirrored, "card", 16, 60, 343, 188)
        expectFrame(mirrored, "avatar", 343 - 16 - 64, 16, 64, 64)
        expectFrame(mirrored, "name", 343 - 16 - 64 - 12 - 179, 16, 179, 20)
        expectFrame(mirrored, "follow", 16, 16, 48, 20)
        expectFrame(mirrored, "handle", 343 - 92 - 40, 40, 40, 20)
        expectFrame(mirrored, "location", 16, 40, 187, 20)
        expectFrame(mirrored, "bio", 16, 92, 311, 80)
    }

    @Test func conflictIsReportedAndTheRestSurvives() {
        let phone = scene(6).run(on: .phone)
        #expect(phone.diagnostics.map(\.kind) == [.unsatisfiableConstraints])
        #expect(phone.diagnostics.first?.constraints.first?.label == "banner-width")
        #expect(phone.pictures.first?.text.contains("banner (x: 16, y: 80, width: 343, height: 80)") == true)
        expectFrame(phone, "banner", 16, 80, 343, 80)
        expectFrame(phone, "caption", 12, 12, 319, 56)
        let tablet = scene(6).run(on: .tablet)
        expectFrame(tablet, "banner", 16, 80, 788, 80)
        #expect(tablet.diagnostics.count == 1)
    }

    private func expectPresentation(_ run: SceneRun, _ label: String, at time: Double, _ x: Double, _ y: Double,
                                    _ width: Double, _ height: Double,
                                    sourceLocation: Testing.SourceLocation = #_sourceLocation)
    {
        let actual = run.view(label)?.presentationFrame(at: time) ?? .zero
        let expected = Rect(x: x, y: y, width: width, height: height)
        #expect(approximatelyEqual(actual, expected, tolerance: 1e-9),
                "\(run.identifier): \(label) at \(time) s is \(actual), not \(expected)", sourceLocation: sourceLocation)
    }

    @Test func growingButtonDoublesUntilTheContainerCapsIt() {
        // The container is the phone's safe area inset by 20: 335 × 694 at (20, 64).
        let phone = scene(7).run(on: .phone)
        expectFrame(phone, "container", 20, 64, 335, 694)
        // Three taps: 200, then 400 (the width capped at 335, the height 400 fits), then 800
        // (both capped). The final frame is the model at once.
        expectFrame(phone, "button", 0, 0, 335, 694)
        // Each tap is a 0.4 s ease-in-out animation after the last: at 0.2 the first is halfway
        // from 100 to 200 (150, centred); at 0.4 it is done; at 0.8 the second is done.
        expectPresentation(phone, "button", at: 0, 117.5, 297, 100, 100)
        expectPresentation(phone, "button", at: 0.2, 92.5, 272, 150, 150)
        expectPresentation(phone, "button", at: 0.4, 67.5, 247, 200, 200)
        expectPresentation(phone, "button", at: 0.8, 0, 147, 335, 400)
        expectPresentation(phone, "button", at: 1.2, 0, 0, 335, 694)
        #expect(phone.pictures.count == 2)
        #expect(phone.pictures[1].isAnimated)
        #expect(phone.pictures[1].svg.contains("<animateTransform"))
    }

    @Test func animatedEntryBarFramesUnderEaseInOut() {
        let phone = scene(8).run(on: .phone)
        // The first arrival (0 to 0.3 s): entry 3 appears at its final frame; the tray, empty
        // and 0 wide at the bar's trailing inset (375 − 10), grows to 40 from its trailing edge.
        // Ease-in-out is half done at half time (the curve is symmetric).
        expectPresentation(phone, "tray", at: 0, 365, 10, 0, 40)
        expectPresentation(phone, "tray", at: 0.15, 345, 10, 20, 40)
        expectPresentation(phone, "tray", at: 0.3, 325, 10, 40, 40)
        // The second (0.3 to 0.6 s): entry 1 arrives before 3, the tray grows to 90 and entry 3
        // slides from 0 to 50 inside it; a quarter of the way in time is 0.1291619310473198 of
        // the way in space (the Bézier (0.42, 0, 0.58, 1), worked out by bisection).
        expectPresentation(phone, "entry-3", at: 0.3, 0, 0, 40, 40)
        expectPresentation(phone, "entry-3", at: 0.45, 25, 0, 40, 40)
        expectPresentation(phone, "tray", at: 0.45, 300, 10, 65, 40)
        expectPresentation(phone, "entry-3", at: 0.375, 50 * 0.1291619310473198, 0, 40, 40)
        expectPresentation(phone, "entry-3", at: 0.6, 50, 0, 40, 40)
        // After 1 leaves (0.9 to 1.2 s): 2 and 3 close up, the tray back to 90.
        expectFrame(phone, "tray", 275, 10, 90, 40)
        expectFrame(phone, "entry-2", 0, 0, 40, 40)
        expectFrame(phone, "entry-3", 50, 0, 40, 40)
        expectPresentation(phone, "tray", at: 0.9, 225, 10, 140, 40)
        expectPresentation(phone, "tray", at: 1.05, 250, 10, 115, 40)
        #expect(phone.summary == "3 arrives: tray (325, 10) 40×40; 1 arrives: tray (275, 10) 90×40; "
            + "2 arrives: tray (225, 10) 140×40; 1 leaves: tray (275, 10) 90×40")
    }

    @Test func stackViewEntryBarAndSettingsForm() {
        for device in Gallery.devices {
            let width = device.size.width
            let ltr = scene(9).run(on: device)
            #expect(ltr.diagnostics.isEmpty)
            // Entry 2 hidden: 1 and 3 close up, 2 × 40 + 10 = 90 wide, 10 from the bar's trailing end.
            expectFrame(ltr, "tray", width - 10 - 90, 10, 90, 40)
            expectFrame(ltr, "entry-1", 0, 0, 40, 40)
            expectFrame(ltr, "entry-2", 50, 0, 0, 40)   // zero wide, where entry 3 starts
            expectFrame(ltr, "entry-3", 50, 0, 40, 40)
            #expect(ltr.notes.prefix(3) == ["arrived 3: 3 at x \(Int(width) - 50)",
                                            "arrived 1: 1 at x \(Int(width) - 100), 3 at x \(Int(width) - 50)",
                                            "arrived 2: 1 at x \(Int(width) - 150), 2 at x \(Int(width) - 100), "
                                                + "3 at x \(Int(width) - 50)"])
            // The form: 16 from the sides, 20 below the bar; rows inside 12-point margins, 12 apart.
            let inner = width - 32 - 24
            expectFrame(ltr, "wi-fi-row", 12, 12, inner, 31)           // the switch is the tallest
            expectFrame(ltr, "wifi-switch", inner - 51, 0, 51, 31)
            expectFrame(ltr, "wi-fi-title", 0, 5.5, inner - 51 - 8, 20)   // stretches, centred
            expectFrame(ltr, "bluetooth-row", 12, 55, inner, 31)
            expectFrame(ltr, "name-row", 12, 98, inner, 20)
            expectFrame(ltr, "name-value", inner - 72, 0, 72, 20)   // "Anchorage": 9 × 8
            // "About" (20) + 4 + the text: two lines of at most 39 characters on the phone, one on
            // the tablet.
            let textHeight = device.name == "phone" ? 40.0 : 20
            expectFrame(ltr, "about", 12, 130, inner, 24 + textHeight)
            expectFrame(ltr, "form", 16, device.safeArea.top + 80, width - 32, 130 + 24 + textHeight + 12)

            let rtl = scene(9).run(on: device, direction: .rightToLeft)
            expectFrame(rtl, "tray", 10, 10, 90, 40)
            expectFrame(rtl, "entry-1", 50, 0, 40, 40)   // first in reading order: rightmost
            expectFrame(rtl, "entry-3", 0, 0, 40, 40)
            expectFrame(rtl, "wifi-switch", 0, 0, 51, 31)
            expectFrame(rtl, "wi-fi-title", 59, 5.5, inner - 59, 20)
        }
    }

    @Test func keyboard() {
        // Phone 375 × 812 (34 of home indicator), keyboard 336; tablet 820 × 1180 (20), keyboard 400.
        for (device, keyboard) in [(Device.phone, 336.0), (.tablet, 400)] {
            let run = scene(10).run(on: device)
            let width = device.size.width, height = device.size.height, bottom = device.safeArea.bottom
            // Hidden again at the end: the bar on the safe area's bottom, the guide the home indicator.
            expectFrame(run, "bar", 0, height - bottom - 60, width, 60)
            expectFrame(run, "keyboard", 0, height - bottom, width, bottom)
            expectFrame(run, "messages", 0, device.safeArea.top, width, height - bottom - 60 - device.safeArea.top)
            // At the end of the show (0.25 s), the bar sits on the keyboard.
            let bar = run.view("bar")!
            #expect(approximatelyEqual(bar.presentationFrame(at: 0.25), Rect(x: 0, y: height - keyboard - 60, width: width, height: 60)))
            #expect(approximatelyEqual(bar.presentationFrame(at: 0), Rect(x: 0, y: height - bottom - 60, width: width, height: 60)))
            #expect(run.notes[1] == "keyboard \(Int(keyboard)) shown: bar (0, \(Int(height - keyboard - 60))) \(Int(width))×60, "
                + "messages (0, \(Int(device.safeArea.top))) \(Int(width))×\(Int(height - keyboard - 60 - device.safeArea.top))")
        }
    }

    /// Frames that do not depend on how text measures (the gallery's labels may use a system
    /// font): each tag is its label plus its padding, tags stay inside the card's margins in
    /// reading order without overlapping, and right to left mirrors them.
    @Test func flowViewTagsWrapInACard() {
        var lineCounts: [Int] = []
        for device in Gallery.devices {
            let ltr = scene(11).run(on: device), rtl = scene(11).run(on: device, direction: .rightToLeft)
            #expect(ltr.diagnostics.isEmpty && rtl.diagnostics.isEmpty)
            let card = frame(ltr, "card")
            #expect(card.minX == 16 && card.width == device.size.width - 32 && card.minY == device.safeArea.top + 20)
            let count = (0...).first { ltr.view("tag-\($0)") == nil }!
            #expect(count == 15)
            let tags = (0..<count).map { frame(ltr, "tag-\($0)") }
            for (index, tag) in tags.enumerated() {
                let text = frame(ltr, "tag-\(index)-text")
                #expect(tag.width == text.width + 20 && tag.height == text.height + 8)
                #expect(tag.minX >= 12 && tag.maxX <= card.width - 12 + frameTolerance)
                if index > 0 {
                    let previous = tags[index - 1]
                    // After the previous tag on its line (8 apart), or first on a later line.
                    let sameLine = abs(tag.minY - previous.minY) < frameTolerance
                    #expect(sameLine ? abs(tag.minX - previous.maxX - 8) < frameTolerance : tag.minX == 12 && tag.minY > previous.maxY)
                }
                let mirrored = frame(rtl, "tag-\(index)")
                #expect(approximatelyEqual(mirrored, Rect(x: card.width - tag.maxX, y: tag.minY, width: tag.width, height: tag.height)))
            }
            #expect(abs(card.height - (tags.map(\.maxY).max()! + 12)) < frameTolerance)
            lineCounts.append(Set(tags.map(\.minY)).count)
        }
        // Two lines at least on the phone, fewer on the tablet.
        #expect(lineCounts[0] >= 2 && lineCounts[1] < lineCounts[0])
    }

    /// The label column is as wide as the longest label (as the label measures itself), the value
    /// column takes the rest, the note lines up with it, and right to left mirrors the columns.
    @Test func gridViewSettingsForm() {
        let titles = ["name-title", "email-title", "notifications-title", "language-title"]
        for device in Gallery.devices {
            let ltr = scene(12).run(on: device), rtl = scene(12).run(on: device, direction: .rightToLeft)
            #expect(ltr.diagnostics.isEmpty && rtl.diagnostics.isEmpty)
            let widest = titles.map { ltr.view($0)!.intrinsicContentSize.width }.max()!
            let settings = frame(ltr, "settings")
            #expect(settings.minX == 16 && settings.width == device.size.width - 32)
            let values = settings.width - widest - 12
            for title in titles { #expect(frame(ltr, title).minX == 0) }
            for field in ["name-field", "email-field"] {
                #expect(approximatelyEqual(frame(ltr, field), Rect(x: widest + 12, y: frame(ltr, field).minY, width: values, height: 32)))
                #expect(approximatelyEqual(frame(rtl, field), Rect(x: 0, y: frame(ltr, field).minY, width: values, height: 32)))
            }
            #expect(abs(frame(ltr, "notifications-switch").minX - (widest + 12)) < frameTolerance)
            #expect(abs(frame(ltr, "note").minX - (16 + widest + 12)) < frameTolerance)
            #expect(abs(frame(rtl, "note").maxX - (device.size.width - 16 - widest - 12)) < frameTolerance)
            for title in titles {
                #expect(abs(frame(rtl, title).maxX - settings.width) < frameTolerance)
            }
        }
    }
}

/// The gallery with a font: the scenes measure and draw their labels in it (the demo passes the
/// system font; the other tests pass none, so their frames are the model's on every machine).
@Suite struct GalleryFontTests {
    @Test func aSceneRunsInTheFontItIsGiven() {
        let font = LabelFontTests.kerned
        let run = Gallery.scenes.first { $0.number == 5 }!.run(on: .phone, font: font)
        #expect(run.font == font && run.root.defaultFont == font)
        #expect(run.view("follow")?.frame.height == 11)   // one line of 10.9, rounded up
        #expect(run.pictures[0].svg.contains("font-family=\"'Anchorage Test Kerned', sans-serif\""))
        #expect(Gallery.textDescription(font) == "Anchorage Test Kerned 10 pt")
        #expect(Gallery.textDescription(nil) == "the fixed model (no system font found)")
    }
}
