// SPDX-License-Identifier: MIT

import Anchorage
import AnchorageGallery
import Testing

/// The StackView gallery scene's pictures as golden files: the entry bar with entry 2 hidden
/// (hidden views are not drawn) and the settings form, on a phone in both directions.
@Suite struct StackViewSnapshotTests {
    func pictures(_ direction: UserInterfaceLayoutDirection) -> [Picture] {
        Gallery.scenes.first { $0.slug == "stack-view" }!.run(on: .phone, direction: direction).pictures
    }

    @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func entryBarWithOneHidden(_ direction: UserInterfaceLayoutDirection) throws {
        let picture = pictures(direction)[3]
        #expect(picture.caption == "entry 2 hidden: the others close up")
        #expect(!picture.text.contains("entry-2"))
        try expectSnapshot(picture.text, named: "stack-entry-bar-\(direction.shortName).txt")
    }

    @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func settingsForm(_ direction: UserInterfaceLayoutDirection) throws {
        let picture = pictures(direction)[4]
        try expectSnapshot(picture.text, named: "stack-form-\(direction.shortName).txt")
        try expectSnapshot(picture.svg, named: "stack-form-\(direction.shortName).svg")
    }
}
