// SPDX-License-Identifier: MIT

import AnchorageText
import Foundation
import Testing

/// Discovery: a library over the test fonts' folder (and a nested copy), family and name lookup,
/// weight matching, the system font's family list, and files that are not fonts.
@Suite struct FontLibraryTests {
    let library = FontLibrary(folders: [TestFonts.folder])

    @Test func listsFamiliesAndFilesInSortedOrder() {
        #expect(library.familyNames == [
            "Anchorage Test CJK", "Anchorage Test Kerned", "Anchorage Test Legacy", "Anchorage Test Mono",
            "Anchorage Test Pair",
        ])
        #expect(library.fontFiles.map { $0.split(separator: "/").last.map(String.init) } == [
            "CJK.ttf", "Collection.ttc", "Kerned.ttf", "Legacy.ttf", "Mono.otf",
        ])
    }

    @Test func findsAFamilyAtTheNearestWeight() throws {
        // Collection.ttc: Regular 400 (a = 500 units), Bold 700 (a = 560).
        func advance(_ weight: Font.Weight) throws -> Double {
            try #require(Font.named("Anchorage Test Pair", size: 1_000, weight: weight, in: library)).width(of: "a")
        }
        #expect(try advance(.regular) == 500)
        #expect(try advance(.bold) == 560)
        #expect(try advance(.thin) == 500)       // 400 is nearest to 200
        #expect(try advance(.medium) == 500)     // 400 is 100 away, 700 is 200
        #expect(try advance(.semibold) == 560)   // 700 is 100 away, 400 is 200
        #expect(try advance(.black) == 560)
        #expect(try advance(Font.Weight(rawValue: 550)) == 560)   // a tie above regular: the heavier
        #expect(try advance(Font.Weight(rawValue: 250)) == 500)
        let bold = try #require(Font.named("ANCHORAGE test PAIR", size: 12, weight: .bold, in: library))
        #expect(bold.fontName == "AnchorageTestPair-Bold")
        #expect(bold.pointSize == 12)
    }

    @Test func findsAFaceByPostScriptOrFullName() throws {
        #expect(try #require(Font.named("AnchorageTestPair-Bold", size: 10, in: library)).weight == .bold)
        #expect(try #require(Font.named("Anchorage Test Mono Light", size: 10, in: library)).isFixedPitch)
        #expect(Font.named("Anchorage Test", size: 10, in: library) == nil)
        #expect(Font.named("Helvetica", size: 10, in: library) == nil)
    }

    @Test func opensEachFaceOnceAndSharesIt() throws {
        let first = try #require(Font.named("Anchorage Test Kerned", size: 10, in: library))
        let second = try #require(Font.named("Anchorage Test Kerned", size: 10, in: library))
        #expect(first == second)   // the same parsed face at the same size
        let other = FontLibrary(folders: [TestFonts.folder])
        #expect(Font.named("Anchorage Test Kerned", size: 10, in: other) != first)   // another library reads its own
    }

    @Test func systemFontTriesItsFamiliesInOrder() throws {
        #expect(Font.systemFamilies.prefix(5) == [".SF NS", "SF Pro", "SF Pro Text", "Helvetica Neue", "Helvetica"])
        #expect(Font.systemFamilies.firstIndex(of: "DejaVu Sans")! < Font.systemFamilies.firstIndex(of: "Noto Sans")!)
        // None of those families is among the test fonts.
        #expect(Font.systemFont(ofSize: 17, in: library) == nil)
        #expect(Font.systemFont(ofSize: 17, in: FontLibrary(folders: ["/nonexistent"])) == nil)
        #if os(Linux)
            #expect(FontLibrary.platformFolders.prefix(2) == ["/usr/share/fonts", "/usr/local/share/fonts"])
            #expect(FontLibrary.platform.folders == FontLibrary.platformFolders)
        #endif
    }

    @Test func searchesNestedFoldersAndSkipsFilesThatAreNotFonts() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("anchorage-fonts-\(getpid())")
        let nested = root.appendingPathComponent("b/nested")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.copyItem(atPath: TestFonts.path("Legacy.ttf"),
                                         toPath: nested.appendingPathComponent("Legacy.TTF").path)
        try Data("not a font".utf8).write(to: root.appendingPathComponent("a-broken.ttf"))
        try Data("notes".utf8).write(to: root.appendingPathComponent("readme.txt"))
        let nestedLibrary = FontLibrary(folders: [root.path])
        #expect(nestedLibrary.familyNames == ["Anchorage Test Legacy"])
        #expect(nestedLibrary.fontFiles == [nested.appendingPathComponent("Legacy.TTF").path])
        let added = nestedLibrary.adding(folders: [TestFonts.folder])
        #expect(added.folders == [root.path, TestFonts.folder])
        #expect(added.familyNames.count == 5)
    }
}
