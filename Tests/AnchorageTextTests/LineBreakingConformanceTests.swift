// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import AnchorageText

/// UAX #14 against Unicode's own test data: the committed subset always, the whole
/// LineBreakTest.txt when the machine has it (Debian's `unicode-data`).
@Suite struct LineBreakingConformanceTests {
    /// One line of LineBreakTest.txt: the code points, and after each the mark `÷` or `×`.
    struct Case {
        var scalars: [Unicode.Scalar]
        /// Whether a line may break before each code point after the first, and at the end.
        var breaks: [Bool]
        var line: String

        init(_ line: String) {
            self.line = line
            scalars = []
            breaks = []
            for token in line.split(separator: " ").dropFirst() {
                switch token {
                case "÷": breaks.append(true)
                case "×": breaks.append(false)
                default: scalars.append(Unicode.Scalar(UInt32(token, radix: 16)!)!)
                }
            }
        }
    }

    /// The rules' verdict before each code point after the first, and at the end (always a break).
    static func breaks(_ scalars: [Unicode.Scalar]) -> [Bool] {
        var rules = LineBreakRules()
        var result: [Bool] = []
        for (i, scalar) in scalars.enumerated() {
            let current = LineBreakClass(scalar)
            let next = LineBreakRules.needsLookahead(current)
                ? scalars[(i + 1)...].lazy.map(LineBreakClass.init).first { $0 != .cm && $0 != .zwj } : nil
            let action = rules.advance(to: current, next: next)
            if let action { result.append(action != .prohibited) }
        }
        result.append(true)
        return result
    }

    static func failures(_ lines: some Sequence<Substring>) -> [String] {
        lines.compactMap { line in
            let testCase = Case(String(line))
            let got = breaks(testCase.scalars)
            return got == testCase.breaks ? nil : "\(testCase.line): got \(got)"
        }
    }

    @Test func theCommittedCasesOfUnicodesLineBreakTestPass() {
        let lines = lineBreakConformanceCases.split(separator: "\n")
        #expect(lines.count > 400)
        let failures = Self.failures(lines)
        #expect(failures.isEmpty, "\(failures.count) failures:\n\(failures.prefix(20).joined(separator: "\n"))")
    }

    static let installedTestFile = "/usr/share/unicode/auxiliary/LineBreakTest.txt"

    @Test(.enabled(if: FileManager.default.fileExists(atPath: installedTestFile), "needs Debian's unicode-data"))
    func everyCaseOfUnicodesLineBreakTestPassesWhenTheFileIsInstalled() throws {
        let contents = try String(contentsOfFile: Self.installedTestFile, encoding: .utf8)
        // Another Unicode version's file would disagree with the table's classes.
        guard contents.hasPrefix("# LineBreakTest-\(LineBreakClass.unicodeVersion).txt") else { return }
        let lines = contents.split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
            $0.split(separator: "#", maxSplits: 1)[0].trimmingCharacters(in: .whitespaces)[...]
        }
        #expect(lines.count > 7000)
        let failures = Self.failures(lines)
        #expect(failures.isEmpty, "\(failures.count) failures:\n\(failures.prefix(20).joined(separator: "\n"))")
    }
}
