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

    /// The table writes the Hangul syllables, which alternate one LV and 27 LVT code points, as
    /// one repeated group: each syllable's class follows from its position (UAX #14, LB26).
    @Test func everyHangulSyllableHasItsSyllableTypesClass() {
        var wrong: [String] = []
        for value in UInt32(0xAC00)...0xD7A3 {
            let expected: LineBreakClass = (value - 0xAC00) % 28 == 0 ? .h2 : .h3
            let got = LineBreakClass(Unicode.Scalar(value)!)
            if got != expected { wrong.append("U+\(String(value, radix: 16, uppercase: true)): \(got)") }
        }
        #expect(wrong.isEmpty, "\(wrong.count) wrong: \(wrong.prefix(10))")
        #expect(LineBreakClass(Unicode.Scalar(0xABFF)!) == .al)
        #expect(LineBreakClass(Unicode.Scalar(0xD7A4)!) == .al)
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
