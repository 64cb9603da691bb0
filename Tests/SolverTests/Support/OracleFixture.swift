// SPDX-License-Identifier: MIT

import AnchorageSolver
import Foundation

/// One system of `Fixtures/oracle-systems.txt`, written by `Scripts/oracle/generate.py` (format in
/// `Scripts/oracle/README.md`): a sequence of solver operations and, at each check, the exact
/// lexicographic optimum HiGHS computed for the constraints present then.
struct OracleSystem: Sendable {
    /// A linear constraint as the fixture states it: `Σ coefficient · x[variable] + constant ⋈ 0`.
    struct Spec: Sendable {
        var id: Int
        var terms: [(coefficient: Double, variable: Int)]
        var constant: Double
        var relation: Relation
        var strength: Strength
    }

    enum Operation: Sendable {
        /// Add a constraint; `rejected` when the oracle proved the required constraints present
        /// plus this one infeasible.
        case add(Spec, rejected: Bool)
        case remove(id: Int)
        case edit(variable: Int, strength: Strength)
        case suggest(variable: Int, value: Double)
        case removeEdit(variable: Int)
        /// The optimal weighted violation of each level present, from the highest down.
        case check([(level: Double, violation: Double)])
    }

    var index: Int
    var family: String
    var variableCount: Int
    /// The largest constant or suggestion in the system (at least 1): tolerances scale with it.
    var scale: Double
    var operations: [Operation]
    /// kiwisolver's verdict on a system with one optional level: "agree", "disagree <why>", or
    /// "n/a" (more levels: kiwi's packed strengths mean another problem).
    var kiwi: String
}

enum OracleFixtureError: Error, CustomStringConvertible {
    case missing(String)
    case malformed(line: Int, String)

    var description: String {
        switch self {
        case .missing(let name): "fixture \(name) not found in the test bundle"
        case .malformed(let line, let text): "malformed fixture line \(line): \(text)"
        }
    }
}

extension OracleSystem {
    /// Loads every system of a fixture file bundled with the solver tests.
    static func load(_ name: String) throws -> [OracleSystem] {
        guard let url = Bundle.module.url(forResource: name, withExtension: "txt", subdirectory: "Fixtures") else {
            throw OracleFixtureError.missing(name)
        }
        return try parse(String(contentsOf: url, encoding: .utf8))
    }

    /// Parses the fixture format. Works on bytes: the file has some 100,000 lines, and
    /// `Substring` splitting and `Double(Substring)` in a debug build would take minutes.
    static func parse(_ text: String) throws -> [OracleSystem] {
        var systems: [OracleSystem] = []
        var current: OracleSystem? = nil
        var lineNumber = 0
        let bytes = Array(text.utf8)
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count && bytes[lineEnd] != 10 { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            lineNumber += 1
            if lineEnd == lineStart || bytes[lineStart] == UInt8(ascii: "#") { continue }
            var fields: [Field] = []
            var i = lineStart
            while i < lineEnd {
                while i < lineEnd && bytes[i] == 32 { i += 1 }
                let fieldStart = i
                while i < lineEnd && bytes[i] != 32 { i += 1 }
                if i > fieldStart { fields.append(Field(bytes: bytes, range: fieldStart..<i)) }
            }
            let line = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
            func fail() -> OracleFixtureError { .malformed(line: lineNumber, line) }
            func number(_ i: Int) throws -> Double {
                guard i < fields.count, let value = fields[i].double else { throw fail() }
                return value
            }
            func integer(_ i: Int) throws -> Int {
                guard i < fields.count, let value = fields[i].integer else { throw fail() }
                return value
            }
            func strength(_ i: Int) throws -> Strength {
                if fields[i] == "R" { return .required }
                return Strength(try number(i), weight: try number(i + 1))
            }
            switch fields[0].text {
            case "system":
                guard fields.count == 9 else { throw fail() }
                current = OracleSystem(index: try integer(1), family: fields[2].text, variableCount: try integer(4),
                                       scale: try number(8), operations: [], kiwi: "")
            case "+", "!":
                guard fields.count >= 8, (fields.count - 6) % 2 == 0 else { throw fail() }
                let relation: Relation
                switch fields[4].text {
                case "eq": relation = .equal
                case "le": relation = .lessThanOrEqual
                case "ge": relation = .greaterThanOrEqual
                default: throw fail()
                }
                var terms: [(Double, Int)] = []
                for i in stride(from: 6, to: fields.count, by: 2) { terms.append((try number(i), try integer(i + 1))) }
                let spec = Spec(id: try integer(1), terms: terms, constant: try number(5), relation: relation,
                                strength: try strength(2))
                current?.operations.append(.add(spec, rejected: fields[0] == "!"))
            case "-": current?.operations.append(.remove(id: try integer(1)))
            case "e": current?.operations.append(.edit(variable: try integer(1), strength: try strength(2)))
            case "s": current?.operations.append(.suggest(variable: try integer(1), value: try number(2)))
            case "u": current?.operations.append(.removeEdit(variable: try integer(1)))
            case "=":
                var levels: [(Double, Double)] = []
                for field in fields.dropFirst() {
                    let parts = field.text.split(separator: ":")
                    guard parts.count == 2, let level = Double(parts[0]), let value = Double(parts[1]) else { throw fail() }
                    levels.append((level, value))
                }
                current?.operations.append(.check(levels))
            case "kiwi": current?.kiwi = fields.dropFirst().map(\.text).joined(separator: " ")
            case "end":
                guard let system = current else { throw fail() }
                systems.append(system)
                current = nil
            default:
                throw fail()
            }
        }
        return systems
    }
}

/// One space-separated field of a fixture line, parsed without intermediate strings when it is
/// a plain integer (most fields are).
private struct Field {
    let bytes: [UInt8]
    let range: Range<Int>

    var text: String { String(decoding: bytes[range], as: UTF8.self) }

    var integer: Int? {
        var i = range.lowerBound
        var negative = false
        if bytes[i] == UInt8(ascii: "-") { negative = true; i += 1 }
        guard i < range.upperBound else { return nil }
        var value = 0
        while i < range.upperBound {
            let digit = Int(bytes[i]) - 48
            guard (0...9).contains(digit), value < Int.max / 100 else { return nil }
            value = value * 10 + digit
            i += 1
        }
        return negative ? -value : value
    }

    var double: Double? {
        if let integer, abs(integer) < 1 << 53 { return Double(integer) }
        return Double(text)
    }

    static func == (field: Field, literal: String) -> Bool {
        field.range.count == literal.utf8.count && field.text == literal
    }
}
