// SPDX-License-Identifier: MIT

import AnchorageSolver
import SeededRandom
import Testing

/// Whether the transcript is computed in separate processes: not in the `ANCHORAGE_INTERNAL_CHECKS`
/// pass of `.ci/run`, where checking every invariant after every step makes the three
/// transcripts the longest work of the pass, and the checks change no result.
#if ANCHORAGE_INTERNAL_CHECKS
private let comparesSeparateProcesses = false
#else
private let comparesSeparateProcesses = true
#endif

/// Results never vary between runs: the same operations give the identical dump and values,
/// whatever the variables' addresses (which decide `ObjectIdentifier` hashes) and whatever the
/// process (Swift seeds its hashing per process, so any `Dictionary` or `Set` iteration order
/// that reached a result would differ between two processes, though rarely between two runs in
/// one).
@Suite struct DeterminismTests {
    /// Replays a seeded sequence of layout operations on fresh variables and returns the dump
    /// after every step. `padding` allocates objects between the variables so that the second
    /// run's variables live at different addresses, in a different relative order.
    static func replay(seed: UInt64, padding: Int) throws -> [String] {
        var keepAlive: [AnyObject] = []
        var byIndex = [Variable?](repeating: nil, count: 24)
        // With padding, the variables are also created in the opposite order.
        for i in padding > 0 ? Array((0..<24).reversed()) : Array(0..<24) {
            for _ in 0..<(padding * (i % 3 + 1)) { keepAlive.append(Variable("padding")) }
            byIndex[i] = Variable("v\(i)")
        }
        let vars = byIndex.map { $0! }

        var rng = SplitMix64(seed: seed)
        let solver = Solver()
        var added: [LinearConstraint] = []
        var edits: [Variable] = []
        var dumps: [String] = []
        for _ in 0..<400 {
            let a = vars[rng.below(vars.count)], b = vars[rng.below(vars.count)]
            switch rng.below(8) {
            case 0, 1, 2:
                let k = Double(rng.int(in: -20...200))
                let strengths: [Strength] = [.required, .strong, .medium, .weak, Strength(42, weight: 2)]
                let strength = strengths[rng.below(strengths.count)]
                let c: LinearConstraint
                switch rng.below(4) {
                case 0: c = a >= k
                case 1: c = a == b + k
                case 2: c = a + b <= k + 300
                default: c = 2 * a == b
                }
                let constraint = strength.isRequired ? c : c | strength
                do {
                    try solver.addConstraint(constraint)
                    added.append(constraint)
                } catch {
                    dumps.append("rejected: \(error)")
                }
            case 3:
                if !added.isEmpty { try solver.removeConstraint(added.remove(at: rng.below(added.count))) }
            case 4:
                if !edits.contains(where: { $0 === a }) {
                    try solver.addEditVariable(a, strength: .strong)
                    edits.append(a)
                }
            case 5, 6:
                if !edits.isEmpty { try solver.suggestValue(Double(rng.int(in: -50...500)), for: edits[rng.below(edits.count)]) }
            default:
                if !edits.isEmpty { try solver.removeEditVariable(edits.remove(at: rng.below(edits.count))) }
            }
            solver.updateVariables()
            dumps.append(solver.dump() + "values: \(vars.map(\.value))")
        }
        withExtendedLifetime(keepAlive) {}
        return dumps
    }

    /// The benchmark's scenario B build (rows of 10, 200 boxes, half the constraints removed and
    /// re-added in reverse) and its dump.
    static func rowsOfBoxes() throws -> String {
        let layout = BoxRows(count: 200, rowLength: 10)
        let solver = Solver()
        try solver.addEditVariable(layout.container, strength: .strong)
        try solver.suggestValue(592, for: layout.container)
        for c in layout.constraints { try solver.addConstraint(c) }
        try solver.suggestValue(640, for: layout.container)
        for c in layout.constraints.prefix(100) { try solver.removeConstraint(c) }
        for c in layout.constraints.prefix(100).reversed() { try solver.addConstraint(c) }
        solver.updateVariables()
        return solver.dump()
    }

    /// Every dump and value of the seeded replays and the rows of boxes, as one text.
    static func transcript() throws -> String {
        var text = ""
        for seed in [11, 12, 13] as [UInt64] {
            for dump in try replay(seed: seed, padding: 0) { text += dump + "\n" }
        }
        return text + (try rowsOfBoxes())
    }

    @Test(arguments: [11, 12, 13] as [UInt64])
    func sameOperationsGiveIdenticalDumps(seed: UInt64) throws {
        let first = try Self.replay(seed: seed, padding: 0)
        let second = try Self.replay(seed: seed, padding: 0)
        let shifted = try Self.replay(seed: seed, padding: 7)
        #expect(first.count == second.count && first.count == shifted.count)
        for (step, (a, b)) in zip(first, second).enumerated() where a != b {
            Issue.record("seed \(seed) step \(step): dumps differ between two identical runs:\n\(a)\n---\n\(b)")
            return
        }
        for (step, (a, b)) in zip(first, shifted).enumerated() where a != b {
            Issue.record("seed \(seed) step \(step): dumps differ when variables live elsewhere:\n\(a)\n---\n\(b)")
            return
        }
    }

    @Test func rowsOfBoxesBuildTwice() throws {
        #expect(try Self.rowsOfBoxes() == Self.rowsOfBoxes())
    }

    /// The transcript, computed in two child processes (exit tests), is byte for byte the one this
    /// process computes. Each child also reports a string's hash value: the hashes must differ,
    /// which shows that the processes really hash with different seeds (they would not if
    /// `SWIFT_DETERMINISTIC_HASHING` were set), so the comparison can catch hash-order effects.
    @Test(.enabled(if: comparesSeparateProcesses))
    func separateProcessesGiveIdenticalDumpsAndValues() async throws {
        // The two children and this process compute at once (the longest test of the suites).
        async let first = Self.childTranscript()
        async let second = Self.childTranscript()
        let parent = try Self.transcript()
        let children = await [first, second]
        #expect(children[0].hash != children[1].hash, "the child processes hash alike; the test proves nothing")
        for (index, child) in children.enumerated() where child.transcript != parent {
            let line = zip(child.transcript.split(separator: "\n", omittingEmptySubsequences: false),
                           parent.split(separator: "\n", omittingEmptySubsequences: false)).enumerated()
                .first { $0.element.0 != $0.element.1 }
            Issue.record("""
                child \(index) differs from this process (\(child.transcript.utf8.count) against \(parent.utf8.count) bytes)\
                \(line.map { " at line \($0.offset + 1):\n\($0.element.0)\n---\n\($0.element.1)" } ?? "")
                """)
        }
    }

    /// A child process's string hash and transcript (see above).
    private static func childTranscript() async -> (hash: Substring, transcript: Substring) {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            print("determinism".hashValue)
            print(try DeterminismTests.transcript(), terminator: "")
        }
        let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
        let newline = output.firstIndex(of: "\n") ?? output.endIndex
        return (output[..<newline], output[newline...].dropFirst())
    }

    /// The dump's text, whole: an empty solver, and a small solved one with a required
    /// inequality, a strong preference, an edit variable and an equation between two variables.
    @Test func dumpText() throws {
        #expect(Solver().dump() == "objective:\nrows:\nedits:\nconstraints:\n")
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x >= 3)
        try solver.addConstraint((x == 10) | .strong)
        try solver.addConstraint(x + y == 100)
        try solver.addEditVariable(y, strength: .weak)
        try solver.suggestValue(50, for: y)
        solver.updateVariables()
        #expect(solver.dump() == """
            objective:
              level 1000000.0: e2 * 1.0 + e3 * 1.0
              level 1.0: e2 * -1.0 + e3 * 1.0 + d5 * -1.0 + e7 * 2.0
            rows:
              v0:x = 10.0 + e2 * 1.0 + e3 * -1.0
              s1 = 7.0 + e2 * 1.0 + e3 * -1.0
              v4:y := 100.0 + v0:x * -1.0 + d5 * -1.0
              e6 = 40.0 + e2 * -1.0 + e3 * 1.0 + d5 * -1.0 + e7 * 1.0
            edits:
              y weak = 50.0
            constraints:
              #0 x + -3.0 >= 0 | required  [s1]
              #1 x + -10.0 == 0 | strong  [e2 e3]
              #2 x + y + -100.0 == 0 | required  [d5]
              #3 y + -50.0 == 0 | weak  [e6 e7]

            """)
        #expect(x.value == 10 && y.value == 90)
    }
}
