// SPDX-License-Identifier: MIT

import AnchorageSolver
import SeededRandom
import Testing

/// Results never vary between runs: the same operations give the identical dump, whatever the
/// variables' addresses (which decide `ObjectIdentifier` hashes and so any `Dictionary`/`Set`
/// iteration order).
@Suite struct DeterminismTests {
    /// Replays a seeded sequence of layout operations on fresh variables and returns the dump
    /// after every step. `padding` allocates objects between the variables so that the second
    /// run's variables live at different addresses, in a different relative order.
    private func replay(seed: UInt64, padding: Int) throws -> [String] {
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

    @Test(arguments: [11, 12, 13] as [UInt64])
    func sameOperationsGiveIdenticalDumps(seed: UInt64) throws {
        let first = try replay(seed: seed, padding: 0)
        let second = try replay(seed: seed, padding: 0)
        let shifted = try replay(seed: seed, padding: 7)
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

    /// The benchmark's scenario B build (rows of 10, 200 boxes) twice: identical dumps.
    @Test func rowsOfBoxesBuildTwice() throws {
        func build() throws -> String {
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
        let a = try build(), b = try build()
        #expect(a == b)
    }

    /// The dump is stable and documented: an empty solver, and a small solved one, have the
    /// sections in order.
    @Test func dumpSections() throws {
        let empty = Solver().dump()
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 3)
        try solver.addEditVariable(x, strength: .weak)
        let text = solver.dump()
        for dump in [empty, text] {
            let order = ["objective:", "rows:", "edits:", "constraints:"].map { dump.firstRange(of: $0)?.lowerBound }
            #expect(order.allSatisfy { $0 != nil }, "missing section in:\n\(dump)")
            let positions = order.compactMap { $0 }
            #expect(positions == positions.sorted(), "sections out of order in:\n\(dump)")
        }
        #expect(text.contains("x"))
    }
}
