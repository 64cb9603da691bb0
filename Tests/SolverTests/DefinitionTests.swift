// SPDX-License-Identifier: MIT
@testable import AnchorageSolver
import SeededRandom
import Testing

/// Required equations on never-seen variables become short definitions (Tableau+Definitions).
/// These tests drive chains of them through every operation that must expand, reduce or
/// re-evaluate a definition, and check the values against the closed form.
@Suite struct DefinitionTests {
    /// `y₀ = 10`, `yᵢ = yᵢ₋₁ + hᵢ₋₁ + 8`, `hᵢ = 20` (each height fixed before the next top), the
    /// vertical stack every feed is made of: `yᵢ = 10 + 28·i`.
    func stack(_ n: Int) throws -> (Solver, [Variable], [Variable], [LinearConstraint]) {
        let solver = Solver()
        let ys = (0..<n).map { Variable("y\($0)") }, hs = (0..<n).map { Variable("h\($0)") }
        var tops: [LinearConstraint] = []
        for i in 0..<n {
            let top = i == 0 ? ys[0] == 10 : ys[i] == ys[i - 1] + hs[i - 1] + 8
            tops.append(top)
            try solver.addConstraint(top)
            try solver.addConstraint(hs[i] == 20)
        }
        return (solver, ys, hs, tops)
    }

    @Test func aStackOfDefinitionsStaysShortAndSolves() throws {
        let (solver, ys, _, _) = try stack(300)
        solver.updateVariables()
        for (i, y) in ys.enumerated() { expectClose(y.value, 10 + 28 * Double(i), y.name) }
        // Each definition names at most its two neighbours and its own marker: no row holds the
        // markers of the whole chain, as Cassowary's fully solved form would.
        let longest = solver.tableau.rows.indices.filter { solver.tableau.isBasic[$0] }
            .map { solver.tableau.rows[$0].cells.count }.max() ?? 0
        #expect(longest <= 4, "longest row has \(longest) cells")
        expectInvariants(solver)
    }

    @Test func changingAConstantMovesEverythingBelow() throws {
        let (solver, ys, _, tops) = try stack(50)
        // y₁₀ = y₉ + h₉ + 8 becomes + 20: cells from 10 on move down by 12.
        try solver.updateConstant(-20, of: tops[10])
        solver.updateVariables()
        for (i, y) in ys.enumerated() { expectClose(y.value, 10 + 28 * Double(i) + (i >= 10 ? 12 : 0), y.name) }
        expectInvariants(solver)
    }

    @Test func aConstraintOnADefinedVariableExpandsIt() throws {
        let (solver, ys, hs, tops) = try stack(40)
        // A bottom limit on the last cell must see through all 40 definitions. The stack ends at
        // y39 + h39 = 10 + 28·39 + 20 = 1,122, so a limit of 1,000 conflicts with every top and
        // every height above it: the explanation names all 80, and nothing changes.
        let tooLow = ys[39] + hs[39] <= 1_000
        let error = thrownError { () throws(SolverError) in try solver.addConstraint(tooLow) }
        let conflicts = unsatisfiableConflicts(error)?.conflicts ?? []
        #expect(conflicts.count == 80, "conflicts: \(conflicts.count)")
        #expect(conflicts.contains(tops[0]) && conflicts.contains(tops[39]))
        #expect(!solver.hasConstraint(tooLow))
        // A limit that fits holds, and a weak wish the chain cannot grant loses.
        try solver.addConstraint(ys[39] + hs[39] <= 2_000)
        try solver.addConstraint((ys[20] == 0) | .weak)
        solver.updateVariables()
        expectClose(ys[39].value, 10 + 28 * 39, "y39")
        expectClose(ys[20].value, 10 + 28 * 20, "y20")
        expectInvariants(solver)
    }

    @Test func removingADefinitionInTheMiddleFreesTheTail() throws {
        let (solver, ys, _, tops) = try stack(30)
        try solver.removeConstraint(tops[15])
        solver.updateVariables()
        for i in 0..<15 { expectClose(ys[i].value, 10 + 28 * Double(i), ys[i].name) }
        // y₁₅ is now free; whatever value the solver gives it, the cells below follow it.
        for i in 16..<30 { expectClose(ys[i].value - ys[15].value, 28 * Double(i - 15), ys[i].name) }
        expectInvariants(solver)
        // Pinning it again puts the tail where the constraint says.
        try solver.addConstraint(ys[15] == 1_000)
        solver.updateVariables()
        for i in 15..<30 { expectClose(ys[i].value, 1_000 + 28 * Double(i - 15), ys[i].name) }
        expectInvariants(solver)
    }

    /// A link removed and its variable pinned again before the next update, to the value it had
    /// or to another: the variable is a definition again, and the cells below follow the value
    /// it has now, whatever they were last evaluated with.
    @Test(arguments: [10 + 28 * 15, 1_000] as [Double])
    func aVariablePinnedAgainBeforeAnUpdateMovesTheTail(to pin: Double) throws {
        let (solver, ys, _, tops) = try stack(30)
        solver.updateVariables()
        try solver.removeConstraint(tops[15])
        try solver.addConstraint(ys[15] == pin)
        solver.updateVariables()
        for i in 0..<15 { expectClose(ys[i].value, 10 + 28 * Double(i), ys[i].name) }
        for i in 15..<30 { expectClose(ys[i].value, pin + 28 * Double(i - 15), ys[i].name) }
        #expect(solver.tableau.isDefinition[solver.tableau.knownSymbol(for: ys[15]).id])
        expectInvariants(solver)
        // Freed again and updated (the tail follows whatever value the free variable shows),
        // then pinned to a third value.
        let repin = ys[15] == pin + 50
        try solver.removeConstraint(solver.tableau.records.compactMap { $0?.constraint }.first {
            $0.expression.terms.count == 1 && $0.expression.terms[0].variable === ys[15]
        }!)
        solver.updateVariables()
        for i in 16..<30 { expectClose(ys[i].value - ys[15].value, 28 * Double(i - 15), ys[i].name) }
        try solver.addConstraint(repin)
        solver.updateVariables()
        for i in 15..<30 { expectClose(ys[i].value, pin + 50 + 28 * Double(i - 15), ys[i].name) }
        expectInvariants(solver)
    }

    /// The most cells any basic row holds.
    func longestRow(_ solver: Solver) -> Int {
        solver.tableau.rows.indices.filter { solver.tableau.isBasic[$0] }.map { solver.tableau.rows[$0].cells.count }.max() ?? 0
    }

    /// A link taken out of the middle of a long stack and put back (a constraint deactivated and
    /// activated again) leaves the stack as it was built: every row short, no ghost dummies, and a
    /// constant change above the link still moves everything below it.
    @Test func aLinkRemovedAndAddedAgainIsADefinitionAgain() throws {
        let (solver, ys, _, tops) = try stack(300)
        solver.updateVariables()
        try solver.removeConstraint(tops[150])
        solver.updateVariables()
        try solver.addConstraint(tops[150])
        solver.updateVariables()
        for (i, y) in ys.enumerated() { expectClose(y.value, 10 + 28 * Double(i), y.name) }
        #expect(longestRow(solver) <= 4, "longest row has \(longestRow(solver)) cells")
        #expect(!solver.dump().contains("ghost"))
        let y150 = solver.tableau.knownSymbol(for: ys[150])
        #expect(solver.tableau.isDefinition[y150.id])
        expectInvariants(solver)

        try solver.updateConstant(-20, of: tops[10])
        solver.updateVariables()
        for (i, y) in ys.enumerated() { expectClose(y.value, 10 + 28 * Double(i) + (i >= 10 ? 12 : 0), y.name) }
        #expect(!solver.dump().contains("ghost"))
        expectInvariants(solver)
    }

    /// A link moved to another anchor above it (the top of a view re-pinned to an earlier one) is
    /// a definition too, and the tail follows it.
    @Test func aLinkMovedToAnEarlierAnchorIsADefinition() throws {
        let (solver, ys, hs, tops) = try stack(200)
        try solver.removeConstraint(tops[120])
        try solver.addConstraint(ys[120] == ys[100] + hs[100] + 40)
        solver.updateVariables()
        for i in 0...100 { expectClose(ys[i].value, 10 + 28 * Double(i), ys[i].name) }
        for i in 120..<200 { expectClose(ys[i].value, 10 + 28 * 100 + 60 + 28 * Double(i - 120), ys[i].name) }
        #expect(longestRow(solver) <= 5, "longest row has \(longestRow(solver)) cells")
        expectInvariants(solver)
    }

    /// A view taken out of the middle of a stack and put back: its links go (its variables leave
    /// the solver), then come back in the order a user writes them, its own top first. Its
    /// variables come back new, defined after every view below; the link below names them, so
    /// they move to just before that link's place, and the stack stays as sparse as it was built.
    @Test func aViewTakenOutAndPutBackKeepsTheStackSparse() throws {
        let (solver, ys, hs, tops) = try stack(300)
        let height = solver.tableau.records.compactMap { $0?.constraint }.first { c in
            c.expression.terms.count == 1 && c.expression.terms[0].variable === hs[150]
        }!
        for c in [tops[150], tops[151], height] { try solver.removeConstraint(c) }
        solver.updateVariables()
        #expect(solver.tableau.symbol(of: ys[150]) == nil, "y150 left the solver")
        for c in [height, tops[150], tops[151]] { try solver.addConstraint(c) }
        solver.updateVariables()
        for (i, y) in ys.enumerated() { expectClose(y.value, 10 + 28 * Double(i), y.name) }
        #expect(longestRow(solver) <= 4, "longest row has \(longestRow(solver)) cells")
        #expect(!solver.dump().contains("ghost"))
        expectInvariants(solver)
        try solver.updateConstant(-20, of: tops[10])
        solver.updateVariables()
        for (i, y) in ys.enumerated() { expectClose(y.value, 10 + 28 * Double(i) + (i >= 10 ? 12 : 0), y.name) }
        expectInvariants(solver)
    }

    /// Cells whose content is constrained before they are stacked, as a cell class pins its
    /// subviews in its initializer and its superview stacks it afterwards: a cell's top is named
    /// by its content's definitions before the link to the cell above arrives. The link still
    /// defines it, placed before that content, so every row stays short. Each cell's height
    /// follows an optional one (a label's intrinsic height): as ordinary rows, the links would
    /// collect the error symbols of every cell above.
    @Test func cellsStackedAfterTheirContentStayShort() throws {
        let solver = Solver()
        let n = 300
        let ys = (0..<n).map { Variable("y\($0)") }, hs = (0..<n).map { Variable("h\($0)") }
        let labelTops = (0..<n).map { Variable("labelTop\($0)") }, labels = (0..<n).map { Variable("label\($0)") }
        var links: [LinearConstraint] = [], preferred: [LinearConstraint] = []
        for i in 0..<n {
            try solver.addConstraint(labelTops[i] == ys[i] + 12)
            let height = (labels[i] == 20 + Double(i % 3)) | .medium
            preferred.append(height)
            try solver.addConstraint(height)
            try solver.addConstraint(ys[i] + hs[i] == labelTops[i] + labels[i] + 12)
            let link = i == 0 ? ys[0] == 10 : ys[i] == ys[i - 1] + hs[i - 1] + 8
            links.append(link)
            try solver.addConstraint(link)
        }
        solver.updateVariables()
        // Cell i is 44 to 46 high (24 around a label of 20 + i % 3), 8 below the one above.
        func expectedTop(_ i: Int, shift: Double = 0) -> Double {
            var top = 10 + shift
            for above in 0..<i { top += 52 + Double(above % 3) }
            return top
        }
        for i in 0..<n { expectClose(ys[i].value, expectedTop(i), ys[i].name) }
        #expect(longestRow(solver) <= 6, "longest row has \(longestRow(solver)) cells")
        for i in 1..<n { #expect(solver.tableau.isDefinition[solver.tableau.knownSymbol(for: ys[i]).id]) }
        expectInvariants(solver)

        // A gap and a label's height change: everything below moves.
        try solver.updateConstant(-20, of: links[10])
        try solver.updateConstant(-32, of: preferred[100])
        solver.updateVariables()
        for i in 0..<n {
            let shift = (i >= 10 ? 12.0 : 0) + (i > 100 ? 32 - 20 - Double(100 % 3) : 0)
            expectClose(ys[i].value, expectedTop(i, shift: shift), ys[i].name)
        }
        #expect(longestRow(solver) <= 6, "longest row has \(longestRow(solver)) cells")
        expectInvariants(solver)
    }

    /// An equation that names a definition made after the freed variable's place cannot define
    /// it (that definition depends on it): it enters as an ordinary row. Here it contradicts the
    /// chain between the two and is rejected with nothing changed; a consistent one is redundant.
    @Test func aLinkToALaterAnchorEntersAsAnOrdinaryRow() throws {
        let (solver, ys, _, tops) = try stack(120)
        try solver.removeConstraint(tops[60])
        let free = ys[60]
        // y₈₀ = y₆₀ + 20 · 28 through the tail: y₆₀ = y₈₀ − 500 cannot hold.
        let contradiction = ys[60] == ys[80] - 500
        let before = SolverSnapshot(solver, ys)
        let error = thrownError { () throws(SolverError) in try solver.addConstraint(contradiction) }
        // The explanation is the tail between the two: links 61 to 80 and the heights 60 to 79.
        let conflicts = unsatisfiableConflicts(error)?.conflicts ?? []
        #expect(conflicts.count == 40, "conflicts: \(conflicts.count)")
        #expect(conflicts.contains(tops[61]) && conflicts.contains(tops[80]) && !conflicts.contains(tops[81]))
        #expect(SolverSnapshot(solver, ys) == before)
        try solver.addConstraint(ys[60] == ys[80] - 560)
        try solver.addConstraint(free == 2_000)
        solver.updateVariables()
        for i in 60..<120 { expectClose(ys[i].value, 2_000 + 28 * Double(i - 60), ys[i].name) }
        expectInvariants(solver)
    }

    /// Seeded: links of a 150-high stack are removed, put back (as they were, or re-pinned to an
    /// earlier view with another gap) and their gaps changed, in random order, so that some come
    /// back as definitions at their old place and some cannot (a view whose two links were both
    /// gone left the solver, and comes back as a new variable, defined after the views below
    /// it). After every step the invariants hold and every active link holds exactly.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func linksRemovedAndAddedAgainInRandomOrder(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let (solver, ys, hs, tops) = try stack(150)
        // Per view: its active link (if any), the view it hangs from and the gap below that one.
        var links: [(constraint: LinearConstraint, anchor: Int, gap: Double)?] = tops.indices.map { (tops[$0], $0 - 1, 8) }
        for step in 0..<300 {
            let i = rng.int(in: 1...149)
            if let link = links[i] {
                if rng.chance(0.3) {
                    let gap = Double(rng.int(in: 0...40))
                    try solver.updateConstant(-gap, of: link.constraint)
                    links[i]!.gap = gap
                } else {
                    try solver.removeConstraint(link.constraint)
                    links[i] = nil
                }
            } else if rng.chance(0.5) {
                try solver.addConstraint(tops[i])
                links[i] = (tops[i], i - 1, 8)
            } else {
                let anchor = rng.int(in: 0...(i - 1)), gap = Double(rng.int(in: 0...40))
                let link = ys[i] == ys[anchor] + hs[anchor] + gap
                try solver.addConstraint(link)
                links[i] = (link, anchor, gap)
            }
            solver.updateVariables()
            if let problem = soundnessProblem(solver, requiring: []) {
                Issue.record("step \(step): \(problem)")
                return
            }
            for (j, link) in links.enumerated() {
                guard let link, j > 0 else { continue }
                let held = ys[j].value - ys[link.anchor].value - hs[link.anchor].value
                if abs(held - link.gap) > 1e-9 {
                    Issue.record("step \(step): y\(j) is \(held - link.gap) off its link to y\(link.anchor)")
                    return
                }
            }
        }
    }

    /// The last width's constraint would expand the whole row's links into one row and turn their
    /// markers into ghosts; the definition is handed to the container's width instead, so every
    /// link keeps its marker, and changing each link's constant leaves no ghost behind.
    @Test func aWidthAfterTheClosingEdgeTakesTheDefinitionOfTheFreeWidth() throws {
        let n = 100
        let (solver, xs, ws, container, links) = try openRowClosedByItsContainer(n)
        try solver.addConstraint(ws[n - 1] == 30)
        solver.updateVariables()
        expectClose(container.value, 20 * Double(n - 1) + 30 + 4 * Double(n - 1), "W")
        expectClose(xs[n - 1].value, 24 * Double(n - 1), "last x")
        #expect(!solver.dump().contains("ghost"))
        let longest = solver.tableau.rows.indices.filter { solver.tableau.isBasic[$0] }
            .map { solver.tableau.rows[$0].cells.count }.max() ?? 0
        #expect(longest <= 5, "longest row has \(longest) cells")
        for link in links { try solver.updateConstant(-6, of: link) }
        solver.updateVariables()
        expectClose(container.value, 20 * Double(n - 1) + 30 + 6 * Double(n - 1), "W after the gaps changed")
        #expect(!solver.dump().contains("ghost"))
        expectInvariants(solver)
    }

    /// The same with an optional width, and with the width's constraint removed again: the
    /// container's width keeps the definition, and the last width is free again.
    @Test func anOptionalWidthAfterTheClosingEdgeAndItsRemoval() throws {
        let n = 100
        let (solver, xs, ws, container, _) = try openRowClosedByItsContainer(n)
        let width = (ws[n - 1] == 30) | .strong
        try solver.addConstraint(width)
        solver.updateVariables()
        expectClose(container.value, 24 * Double(n - 1) + 30, "W")
        #expect(!solver.dump().contains("ghost"))
        try solver.removeConstraint(width)
        try solver.addConstraint((ws[n - 1] >= 12) | .weak)
        solver.updateVariables()
        expectClose(ws[n - 1].value, 12, "the last width, held by its weak bound alone")
        expectClose(container.value, xs[n - 1].value + 12, "W")
        #expect(!solver.dump().contains("ghost"))
        expectInvariants(solver)
    }

    /// A handover made for a constraint that then fails is undone with the failure: the solver's
    /// later operations come out exactly as if the failed call had never been made.
    @Test func aHandoverForARejectedConstraintLeavesNoTrace() throws {
        func run(withFailure: Bool) throws -> String {
            let n = 100
            let (solver, _, ws, container, _) = try openRowClosedByItsContainer(n)
            if withFailure {
                // The last width 7 points wider than the container: the last box would start
                // at -7, where the links cannot put it. Its row, through the last width's
                // definition, holds every link's marker, so the definition is handed over first.
                let rejected = ws[n - 1] == container + 7
                #expect(thrownError { () throws(SolverError) in try solver.addConstraint(rejected) } != nil)
            }
            solver.updateVariables()
            let afterTheFailure = solver.dump() + "values: \(container.value) \(ws[n - 1].value)"
            try solver.addConstraint(ws[n - 1] == 30)
            solver.updateVariables()
            return afterTheFailure + solver.dump() + "values: \(container.value) \(ws[n - 1].value)"
        }
        let clean = try run(withFailure: false)
        let failed = try run(withFailure: true)
        #expect(clean == failed, "dumps differ:\n--- without the failure\n\(clean)\n--- with it\n\(failed)")
    }

    @Test func removingEverythingFromAStackEmptiesTheSolver() throws {
        let (solver, _, _, tops) = try stack(20)
        let empty = Solver().dump()
        for top in tops.reversed() { try solver.removeConstraint(top) }
        expectInvariants(solver)
        // The heights remain; remove them through a fresh walk of the dump's constraint list.
        #expect(solver.dump() != empty)
        let heights = solver.tableau.records.compactMap { $0?.constraint }
        for h in heights { try solver.removeConstraint(h) }
        #expect(solver.dump() == empty)
    }
}
