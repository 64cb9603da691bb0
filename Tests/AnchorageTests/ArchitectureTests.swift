// SPDX-License-Identifier: MIT

import Foundation
import Testing

/// The articles that name code keep naming code that exists: the Architecture article's walk
/// and the Numerics article's table of named numbers.
@Suite struct ArchitectureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The texts between backticks in `line`.
    static func codeSpans(_ line: Substring) -> [Substring] {
        line.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    }

    /// Every Swift file under `Sources`, by path, with its text.
    static func sources() throws -> [String: String] {
        let base = root.appendingPathComponent("Sources")
        var files: [String: String] = [:]
        let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            files[String(url.path.dropFirst(base.path.count + 1))] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }

    static func declares(_ text: String, _ name: String) -> Bool {
        if name == "init" { return text.contains("init(") }
        return ["func ", "var ", "let ", "class ", "struct ", "enum ", "protocol "].contains { keyword in
            text.range(of: "\(keyword)\(name)\\b", options: .regularExpression) != nil
        }
    }

    @Test func theWalkNamesFilesAndFunctionsThatExist() throws {
        let article = try Self.read("Sources/Anchorage/Anchorage.docc/Architecture.md")
        let sources = try Self.sources()
        let walk = try #require(article.components(separatedBy: "### From a relation to a frame").last?
            .components(separatedBy: "### ").first)
        // Numbered steps, each with its continuation lines.
        var steps: [String] = []
        for line in walk.split(separator: "\n") {
            if line.first?.isNumber == true { steps.append(String(line)) } else if !steps.isEmpty { steps[steps.count - 1] += " " + line }
        }
        #expect(steps.count >= 15)
        for step in steps {
            let spans = Self.codeSpans(Substring(step))
            let files = spans.filter { $0.hasSuffix(".swift") }.map(String.init)
            #expect(!files.isEmpty, "no file in: \(step)")
            for file in files { #expect(sources[file] != nil, "\(file) does not exist") }
            let texts = files.compactMap { sources[$0] }
            for span in spans where !span.hasSuffix(".swift") {
                if span.hasSuffix("()"), span.dropLast(2).allSatisfy({ $0.isLetter }) {
                    // A function: declared in one of the step's files.
                    let name = String(span.dropLast(2))
                    #expect(texts.contains { Self.declares($0, name) }, "\(span) is not in \(files)")
                } else if span.allSatisfy({ $0.isLetter }) {
                    // A type or a property: declared somewhere in the sources.
                    #expect(sources.values.contains { Self.declares($0, String(span)) }, "\(span) is declared nowhere")
                }
            }
        }
    }

    @Test func theNumericsTableListsExactlyTheNamedNumbers() throws {
        let article = try Self.read("Sources/AnchorageSolver/AnchorageSolver.docc/Numerics.md")
        let code = try Self.read("Sources/AnchorageSolver/Tableau/Numerics/Numerics.swift")
        let tabled = Set(article.split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap {
            Self.codeSpans($0).first.map { String($0.prefix { $0 != "(" }) }
        })
        // A named number is a static constant, or a static function of a count (`rows:`).
        let pattern = #"static (let (\w+)|func (\w+)\(rows:)"#
        let regex = try NSRegularExpression(pattern: pattern)
        let range = NSRange(code.startIndex..., in: code)
        let named = Set(regex.matches(in: code, range: range).compactMap { match -> String? in
            for group in [2, 3] {
                if let r = Range(match.range(at: group), in: code) { return String(code[r]) }
            }
            return nil
        })
        #expect(!named.isEmpty)
        #expect(tabled == named)
    }
}
