// SPDX-License-Identifier: MIT

import AnchorageSolver
import SeededRandom
import Testing

/// Scenario B's chain (SCENARIOS.md): `n` boxes in one row between two edges, with equal widths
/// (`wᵢ = wᵢ₋₁`) and a gap of 8, the container width suggested (strong) and each width preferring
/// 50 (weak). Every width depends on the constant of every equation: without ghost dummies the
/// tableau holds about 2n² dummy cells.
private struct ClosedChain {
    let container = Variable("Wc")
    var x: [Variable] = [], w: [Variable] = []
    var constraints: [LinearConstraint] = []
    /// `x[i] == x[i-1] + w[i-1] + 8`, by `i` (index 0 unused).
    var links: [LinearConstraint?] = []

    init(count n: Int, pinned: Bool = false) {
        x = (0..<n).map { Variable("x\($0)") }
        w = (0..<n).map { Variable("w\($0)") }
        links = [nil]
        for i in 0..<n {
            constraints.append(w[i] >= 0)
            constraints.append((w[i] == 50) | .weak)
            if i == 0 {
                constraints.append(x[i] == 10)
            } else {
                let link = x[i] == x[i - 1] + w[i - 1] + 8
                links.append(link)
                constraints.append(link)
                constraints.append(w[i] == w[i - 1])
            }
        }
        constraints.append(x[n - 1] + w[n - 1] + 10 == container)
    }

    /// Width of each box for container width `wc` when the gaps are 8 except `extra` more in total.
    func width(containerWidth wc: Double, extraGap extra: Double = 0) -> Double {
        let n = Double(x.count)
        return (wc - 20 - 8 * (n - 1) - extra) / n
    }

    func build(containerWidth wc: Double, dummyCellLimit: Int? = nil) throws -> Solver {
        let solver = Solver()
        if let dummyCellLimit { solver.dummyCellLimit = dummyCellLimit }
        try solver.addEditVariable(container, strength: .strong)
        try solver.suggestValue(wc, for: container)
        for c in constraints { try solver.addConstraint(c) }
        solver.updateVariables()
        return solver
    }

    /// Every box's frame against the closed form, gaps of 8 plus `extra` after box `after`.
    func expectFrames(width: Double, extra: Double = 0, after: Int = -1, sourceLocation: SourceLocation = #_sourceLocation) {
        var left = 10.0
        for i in x.indices {
            if abs(x[i].value - left) > 1e-6 || abs(w[i].value - width) > 1e-6 {
                Issue.record("box \(i): x \(x[i].value), w \(w[i].value); expected \(left), \(width)", sourceLocation: sourceLocation)
                return
            }
            left += width + 8 + (i == after ? extra : 0)
        }
    }
}

/// The number of cells in the tableau's rows, read from the dump.
private func cellCount(_ solver: Solver) -> Int {
    let dump = solver.dump()
    guard let rows = dump.range(of: "rows:\n"), let edits = dump.range(of: "edits:\n") else { return 0 }
    return dump[rows.upperBound..<edits.lowerBound].components(separatedBy: " * ").count - 1
}

/// The dummies the dump shows as ghosts (`[d7 ghost]` after a constraint), each once.
private func ghostDummies(_ solver: Solver) -> [String] {
    solver.dump().split(separator: "\n").compactMap { line in
        guard let end = line.range(of: " ghost]"), let start = line[..<end.lowerBound].lastIndex(of: "[") else { return nil }
        return String(line[line.index(after: start)..<end.lowerBound])
    }
}

/// The dump's row lines.
private func rowLines(_ solver: Solver) -> [String] {
    let dump = solver.dump()
    guard let rows = dump.range(of: "rows:\n"), let edits = dump.range(of: "edits:\n") else { return [] }
    return dump[rows.upperBound..<edits.lowerBound].split(separator: "\n").map { String($0) + " " }
}

/// Ghost dummies (Tableau+GhostDummies.swift): a row that collects more than 64 dummy cells
/// sheds them, so a closed chain keeps a tableau of linear size, and removing, changing or
/// explaining an equation whose dummy is a ghost gives what explicit dummies give.
@Suite struct GhostDummyTests {
    /// 400 boxes: the right frames, ghosts in the dump, and about 20 cells per box where explicit
    /// dummies would hold about 2 · 400 (the tableau would then grow as N²).
    @Test func aClosedChainKeepsALinearTableau() throws {
        let chain = ClosedChain(count: 400)
        let solver = try chain.build(containerWidth: 58 * 400 + 12)
        chain.expectFrames(width: 50)
        expectInvariants(solver)
        let ghosts = ghostDummies(solver)
        #expect(ghosts.count > 0)
        // A ghost is a dummy that no row mentions, and no row keeps more dummy cells than the limit.
        let rows = rowLines(solver)
        for ghost in ghosts { #expect(!rows.contains { $0.contains(" \(ghost) * ") }, "\(ghost) is still in a row") }
        for row in rows { #expect(row.components(separatedBy: " d").count - 1 <= 64, "\(row.prefix(40)) keeps too many dummies") }
        let cells = cellCount(solver)
        #expect(cells < 30 * 400, "\(cells) cells for 400 boxes")

        // A suggestion moves the whole row (the dual simplex does not read dummy cells).
        try solver.suggestValue(58 * 400 + 412, for: chain.container)
        solver.updateVariables()
        chain.expectFrames(width: 51)
    }

    /// Below the limit nothing is shed: a row of ten boxes (scenario B's "rows") dumps exactly as
    /// it does with no limit at all.
    @Test func smallLayoutsHaveNoGhosts() throws {
        let chain = ClosedChain(count: 10)
        let solver = try chain.build(containerWidth: 592)
        let unlimited = try ClosedChain(count: 10).build(containerWidth: 592, dummyCellLimit: .max)
        #expect(!solver.dump().contains("ghost"))
        #expect(solver.dump() == unlimited.dump())
    }

    /// Removing the links of a ghosted chain one by one in random order, each removal rebuilding
    /// the ghost's column: after every step the invariants and every remaining required
    /// constraint hold; then, everything added back, the frames are the fresh solver's.
    @Test(arguments: [1, 2] as [UInt64])
    func removingGhostEquationsInRandomOrder(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let chain = ClosedChain(count: 150)
        let solver = try chain.build(containerWidth: 58 * 150 + 12)
        #expect(solver.dump().contains(" ghost]"))
        var removals = chain.constraints.filter { $0.strength.isRequired }
        removals.shuffle(using: &rng)
        var remaining = Set(chain.constraints)
        for (step, c) in removals.prefix(60).enumerated() {
            try solver.removeConstraint(c)
            remaining.remove(c)
            solver.updateVariables()
            if let problem = soundnessProblem(solver, requiring: remaining) {
                Issue.record("seed \(seed) step \(step): \(problem)")
                return
            }
        }
        for c in removals.prefix(60) { try solver.addConstraint(c) }
        solver.updateVariables()
        chain.expectFrames(width: 50)
        expectInvariants(solver)
    }

    /// A constant change on a link whose dummy is a ghost: the column is rebuilt and the gap
    /// moves, taking its share from every width.
    @Test func changingAGhostLinksConstantMovesTheRow() throws {
        let chain = ClosedChain(count: 200)
        let solver = try chain.build(containerWidth: 58 * 200 + 12)
        let link = try #require(chain.links[120])
        #expect(solver.dump().contains("\(link)  [d") && ghostMarked(link, in: solver))
        // x120 == x119 + w119 + 8  →  x120 == x119 + w119 + 28: the expression's constant
        // goes from -8 to -28.
        try solver.updateConstant(-28, of: link)
        solver.updateVariables()
        chain.expectFrames(width: chain.width(containerWidth: 58 * 200 + 12, extraGap: 20), extra: 20, after: 119)
        expectInvariants(solver)
        #expect(!ghostMarked(link, in: solver))
    }

    /// A required constraint that contradicts a ghosted chain: the conflict set is exactly the
    /// one a solver with every dummy explicit names, and it cannot hold.
    @Test func conflictsThroughGhostsMatchExplicitDummies() throws {
        func conflicts(dummyCellLimit: Int?) throws -> [String] {
            let chain = ClosedChain(count: 100)
            let solver = try chain.build(containerWidth: 58 * 100 + 12, dummyCellLimit: dummyCellLimit)
            try solver.addConstraint(chain.container == 58 * 100 + 12)
            let error = thrownError { () throws(SolverError) in try solver.addConstraint(chain.w[37] >= 60) }
            guard case .unsatisfiable(_, let conflicts)? = error else {
                Issue.record("expected unsatisfiable, got \(String(describing: error))")
                return []
            }
            #expect(invariantViolations(solver).isEmpty)
            return conflicts.map(\.description)
        }
        let ghosted = try conflicts(dummyCellLimit: nil)
        let explicit = try conflicts(dummyCellLimit: .max)
        #expect(ghosted == explicit)
        // The links up to box 37 and its width chain, the first box, the closing equation and
        // the container's pin: the width of box 37 is fixed by the whole row.
        #expect(ghosted.count > 100)
    }

    private func ghostMarked(_ constraint: LinearConstraint, in solver: Solver) -> Bool {
        solver.dump().split(separator: "\n").contains { $0.contains("\(constraint)  [") && $0.hasSuffix(" ghost]") }
    }

    /// An open chain whose end is bounded by an inequality: a row of boxes closed by its
    /// container's width, and that width at most 50,000. The inequality's new slack depends on
    /// every link, so its row holds every link's marker; nothing substitutes that row anywhere,
    /// so it keeps them (as ghosts, every link's constant change would rebuild the tableau).
    @Test func anInequalityOnTheEndOfAnOpenChainKeepsItsMarkers() throws {
        let n = 200
        let (solver, _, ws, container, links) = try openRowClosedByItsContainer(n)
        try solver.addConstraint(ws[n - 1] == 20)
        try solver.addConstraint(container <= 50_000)
        solver.updateVariables()
        #expect(abs(container.value - (24 * Double(n) - 4)) < 1e-9)
        #expect(!solver.dump().contains("ghost"))
        for link in links { try solver.updateConstant(-6, of: link) }
        solver.updateVariables()
        #expect(abs(container.value - (26 * Double(n) - 6)) < 1e-9)
        #expect(!solver.dump().contains("ghost"))
        expectInvariants(solver)
    }
}
