// SPDX-License-Identifier: MIT

import AnchorageSolver
import Foundation

/// Why a run stops: a checksum that does not match SCENARIOS.md (no time is reported for it), or
/// a solver error.
enum BenchFailure: Error, CustomStringConvertible {
    case checksum(scenario: String, what: String, expected: Double, got: Double)
    case check(scenario: String, message: String)
    case solver(scenario: String, SolverError)

    var description: String {
        switch self {
        case let .checksum(scenario, what, expected, got):
            "checksum FAILED in \(scenario): \(what) expected \(expected), got \(got) (relative tolerance 1e-6)"
        case let .check(scenario, message):
            "check FAILED in \(scenario): \(message)"
        case let .solver(scenario, error):
            "solver error in \(scenario): \(error)"
        }
    }
}

/// Throws unless `got` is within 1e-6 relative of `expected` (absolute below magnitude 1).
func checkValue(_ got: Double, equals expected: Double, _ what: @autoclosure () -> String, in scenario: String)
    throws(BenchFailure)
{
    guard got.isFinite, abs(got - expected) <= 1e-6 * max(1, abs(expected)) else {
        throw .checksum(scenario: scenario, what: what(), expected: expected, got: got)
    }
}

/// Throws unless no diagnostic was reported, naming how many there were and the first.
func checkNoDiagnostics(_ diagnostics: [String], in scenario: String) throws(BenchFailure) {
    if let first = diagnostics.first {
        throw .check(scenario: scenario, message: "\(diagnostics.count) diagnostic(s), the first: \(first)")
    }
}

/// Runs a solver operation, tagging any solver error with the scenario.
@inline(__always)
func solving<T>(_ scenario: String, _ body: () throws(SolverError) -> T) throws(BenchFailure) -> T {
    do {
        return try body()
    } catch {
        throw .solver(scenario: scenario, error)
    }
}

/// Seconds in a `Duration`.
func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

/// The samples of one scenario and size, each already divided by its unit count (per build, per
/// step, per 1,000 steps, ...).
struct Samples {
    private(set) var values: [Double] = []
    /// Wall time spent on this size, untimed setup included, for the budget.
    var spent: Double = 0

    mutating func append(_ value: Double) { values.append(value) }

    var median: Double {
        let sorted = values.sorted()
        let n = sorted.count
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
    }
    var min: Double { values.min() ?? .nan }
    var max: Double { values.max() ?? .nan }
}

/// The budget that keeps a run from hanging: a size whose predecessor took over 60 s is skipped,
/// as is one projected past 120 s by the measured growth, and sampling one size stops once it has
/// spent 60 s (after at least one sample).
enum Budget {
    static let seconds = 60.0
    static let projectedSeconds = 120.0
}

/// Formats a time in seconds with a unit that keeps three or four significant digits.
func formatTime(_ t: Double) -> String {
    if !t.isFinite { return "n/a" }
    if t < 1e-6 { return String(format: "%.3f µs", t * 1e6) }
    if t < 1e-3 { return String(format: "%.1f µs", t * 1e6) }
    if t < 1 { return String(format: "%.2f ms", t * 1e3) }
    return String(format: "%.2f s", t)
}

/// kiwi's median from SCENARIOS.md ("kiwi on these machines", not measured beside this run), or a
/// note when it has none.
enum KiwiFigure {
    case seconds(Double, note: String = "")
    case none(String)
}

/// The start of every result line: scenario, size, median/min/max, unit and sample count.
func resultLine(_ label: String, size: String, unit: String, samples: Samples, count: Int) -> String {
    var line = label.padding(toLength: 10, withPad: " ", startingAt: 0)
    line += size.padding(toLength: 12, withPad: " ", startingAt: 0)
    line += "median " + formatTime(samples.median).leftPadded(10)
    line += "  min " + formatTime(samples.min).leftPadded(10)
    line += "  max " + formatTime(samples.max).leftPadded(10)
    line += unit.isEmpty ? "" : " \(unit)"
    line += "  (\(count) samples)"
    return line
}

/// kiwi's figures measured on this machine by `Scripts/kiwi-baseline.sh` (`--kiwi-baseline FILE`):
/// lines `<scenario> <size> <median seconds per unit>`, e.g. `B.rows N=100 7.4e-03`; lines
/// starting with `#` describe the run (kiwi version, compiler, CPU, date).
struct KiwiBaseline {
    let path: String
    /// The file's `#` lines, printed once before the results.
    let notes: [String]
    private let figures: [String: Double]

    /// Reads and checks the file: every other line needs a scenario, a size and a positive time.
    static func load(_ path: String) throws(UsageError) -> KiwiBaseline {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw UsageError(message: "--kiwi-baseline: cannot read '\(path)'")
        }
        var notes: [String] = []
        var figures: [String: Double] = [:]
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("#") {
                notes.append(trimmed)
                continue
            }
            let fields = trimmed.split(whereSeparator: \.isWhitespace)
            guard fields.count >= 3, let seconds = Double(fields[2]), seconds.isFinite, seconds > 0 else {
                throw UsageError(
                    message: "--kiwi-baseline: \(path):\(number + 1): expected '<scenario> <size> <seconds>', got '\(trimmed)'")
            }
            figures["\(fields[0]) \(fields[1])"] = seconds
        }
        guard !figures.isEmpty else { throw UsageError(message: "--kiwi-baseline: no figures in '\(path)'") }
        return KiwiBaseline(path: path, notes: notes, figures: figures)
    }

    /// kiwi's median for a result line's label and size ("B rows", "N = 100" → `B.rows N=100`).
    func seconds(label: String, size: String) -> Double? {
        figures[label.replacingOccurrences(of: " ", with: ".") + " " + size.replacingOccurrences(of: " ", with: "")]
    }
}

/// How a time compares with kiwi's: "1.5x faster" or "1.20x kiwi's time".
func comparison(_ median: Double, kiwi: Double) -> String {
    let ratio = kiwi / median
    return ratio >= 1 ? String(format: "%.1fx faster", ratio) : String(format: "%.2fx kiwi's time", 1 / ratio)
}

/// Prints one result line: scenario, size, median/min/max, kiwi's figure and the ratio against it,
/// and the growth exponent against the previous size when there is one.
///
/// Without a baseline, kiwi's figure is SCENARIOS.md's. With one (`--kiwi-baseline`), the ratio is
/// against kiwi measured on this machine, and SCENARIOS.md's figure follows for reference only:
/// it was not measured beside this run, so a ratio against it compares machines (and their load)
/// as much as solvers.
func report(
    _ label: String, size: String, unit: String, samples: Samples, kiwi: KiwiFigure, baseline: KiwiBaseline?,
    growthFrom previous: (n: Int, median: Double)? = nil, n: Int? = nil
) {
    var line = resultLine(label, size: size, unit: unit, samples: samples, count: samples.values.count)
    if let baseline {
        if let here = baseline.seconds(label: label, size: size) {
            line += " | kiwi here \(formatTime(here)): " + comparison(samples.median, kiwi: here)
        } else {
            line += " | kiwi here: not measured"
        }
        switch kiwi {
        case let .seconds(k, note): line += " | SCENARIOS.md \(formatTime(k))\(note)"
        case let .none(note): line += " | SCENARIOS.md \(note)"
        }
    } else {
        switch kiwi {
        case let .seconds(k, note): line += " | kiwi \(formatTime(k))\(note): " + comparison(samples.median, kiwi: k)
        case let .none(note): line += " | kiwi \(note)"
        }
    }
    if let previous, let n, previous.median > 0 {
        let exponent = log(samples.median / previous.median) / log(Double(n) / Double(previous.n))
        line += String(format: " | growth N^%.2f from N = %d", exponent, previous.n)
    }
    emit(line)
}

/// Writes one result line straight to standard output (unbuffered, so a long run shows each
/// result as soon as it is measured, even when piped to a file).
func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Prints the line of a size the budget skipped.
func reportSkipped(_ label: String, size: String, reason: String) {
    let line = label.padding(toLength: 10, withPad: " ", startingAt: 0)
        + size.padding(toLength: 12, withPad: " ", startingAt: 0)
        + "skipped: over budget (\(reason))"
    emit(line)
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

/// Measures one sized scenario over `sizes`: for each size, takes up to `samples` samples (each
/// sample runs `sample(n)`, which does its own untimed setup, times its region, verifies its
/// checksum and returns the timed seconds), applies the budget, and prints one line per size.
///
/// The budget: a size is skipped when one sample of the previous size took over 60 s, and also
/// when the growth measured between the two previous sizes (at least N^1) projects one sample of
/// this size past 120 s: a chain that grows as N^3 from 4 s at N = 1,000 would otherwise run for
/// over an hour (and exhaust memory) at N = 10,000.
func measureSizes(
    _ label: String, sizes: [Int], samples count: Int, unit: String = "",
    kiwi: (Int) -> KiwiFigure, baseline: KiwiBaseline?,
    sample: (Int) throws(BenchFailure) -> Double
) throws(BenchFailure) {
    var previous: (n: Int, median: Double, spent: Double)?
    var exponent = 1.0
    let clock = ContinuousClock()
    for n in sizes {
        let size = "N = \(n)"
        if let previous {
            if previous.spent > Budget.seconds || previous.median > Budget.seconds {
                reportSkipped(label, size: size, reason: "N = \(previous.n) took over \(Int(Budget.seconds)) s")
                continue
            }
            let projected = previous.spent * pow(Double(n) / Double(previous.n), max(1, exponent))
            if projected > Budget.projectedSeconds {
                reportSkipped(
                    label, size: size,
                    reason: String(format: "projected %.0f s per sample from N^%.2f growth", projected, exponent))
                continue
            }
        }
        var results = Samples()
        let start = clock.now
        for _ in 0..<count {
            results.append(try sample(n))
            results.spent = seconds(clock.now - start)
            if results.spent > Budget.seconds { break }
        }
        report(
            label, size: size, unit: unit, samples: results, kiwi: kiwi(n), baseline: baseline,
            growthFrom: previous.map { ($0.n, $0.median) }, n: n)
        if let previous, previous.median > 0, n != previous.n {
            exponent = log(results.median / previous.median) / log(Double(n) / Double(previous.n))
        }
        // The budget looks at the cost of one sample (its untimed setup included), not at how many
        // samples were taken.
        previous = (n, results.median, results.spent / Double(results.values.count))
    }
}
