// SPDX-License-Identifier: MIT

import AnchorageSolver
import Testing

/// Small problems whose optimum is derived by hand in the comment above each test. Every answer
/// is unique (the derivation says why), so the solver has no freedom to differ.
@Suite struct KnownAnswerTests {
    /// The example of the `Solver` documentation.
    /// Required: left >= 0, left + width <= 320. Strong edit: width = 400. Medium: width = 200.
    /// Weak: left = 10.
    /// The strong level is decided first: width as close to 400 as the required constraints allow,
    /// i.e. width = 320 - left with left as small as possible: left = 0, width = 320 (strong error
    /// 80, the least possible; any left > 0 makes it larger). The medium and weak preferences
    /// are then violated (120 and 10) because lowering them would cost strong error.
    @Test func issueExampleLeftZeroWidth320() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width")
        try solver.addConstraint(left >= 0)
        try solver.addConstraint(left + width <= 320)
        try solver.addConstraint((width == 200) | .medium)
        try solver.addConstraint(LinearConstraint(left - 10, .equal, strength: .weak))
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(400, for: width)
        expectValues(solver, [left: 0, width: 320])
    }

    /// A required lower bound beats a weak preference: x >= 10, x == 5 (weak) gives x = 10 (the
    /// weak error |x - 5| is least at the bound).
    @Test func requiredBoundBeatsWeakPreference() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 10)
        try solver.addConstraint((x == 5) | .weak)
        expectValues(solver, [x: 10])
    }

    /// Three equally weighted weak targets 0, 10, 20 for one variable: |x| + |x - 10| + |x - 20|
    /// is minimized at the median, x = 10 (slope -1 on (0,10), +1 on (10,20)).
    @Test func equalWeightsGiveTheMedian() throws {
        let solver = Solver()
        let x = Variable("x")
        for target in [20.0, 0, 10] { try solver.addConstraint((x == target) | .weak) }
        expectValues(solver, [x: 10])
    }

    /// x + y == 100 (required), x == 30 (strong), y == 80 (weak): the strong level fixes x = 30,
    /// so y = 70 (weak error 10, forced).
    @Test func strongFixesOneWeakTakesTheRest() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x + y == 100)
        try solver.addConstraint((x == 30) | .strong)
        try solver.addConstraint((y == 80) | .weak)
        expectValues(solver, [x: 30, y: 70])
    }

    /// The midpoint example of the Cassowary paper (Badros, Borning and Stuckey, "The Cassowary
    /// Linear Arithmetic Constraint Solving Algorithm", TOCHI 2001, §2): 2·xm == xl + xr,
    /// xl + 10 <= xr, xl >= 0, xr <= 100, with xm an edit variable.
    /// - xm = 50: xl = 50 - d, xr = 50 + d for any d in 5...50: the weak stays xl == 0, xr == 100
    ///   (equal weight) decide: |xl| + |xr - 100| = (50 - d) + (50 - d), least at d = 50:
    ///   xl = 0, xr = 100.
    /// - xm = 95: xl + xr = 190 with xr <= 100 forces xl >= 90, and xl <= xr - 10 <= 90, so
    ///   xl = 90, xr = 100 (unique).
    /// - xm = 98 (strong) is out of reach: the largest feasible xm is (90 + 100)/2 = 95, which the
    ///   strong level takes; then xl = 90, xr = 100 as above.
    /// - xm = 2: xl + xr = 4 and xr >= xl + 10 ≥ 10 need xl ≤ -3 < 0; the least reachable xm is
    ///   (0 + 10)/2 = 5: xl = 0, xr = 10.
    @Test func cassowaryPaperMidpoint() throws {
        let solver = Solver()
        let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
        try solver.addConstraint(2 * xm == xl + xr)
        try solver.addConstraint(xl + 10 <= xr)
        try solver.addConstraint(xl >= 0)
        try solver.addConstraint(xr <= 100)
        try solver.addConstraint((xl == 0) | .weak)
        try solver.addConstraint((xr == 100) | .weak)
        try solver.addEditVariable(xm, strength: .strong)
        try solver.suggestValue(50, for: xm)
        expectValues(solver, [xl: 0, xm: 50, xr: 100])
        try solver.suggestValue(95, for: xm)
        expectValues(solver, [xl: 90, xm: 95, xr: 100])
        try solver.suggestValue(98, for: xm)
        expectValues(solver, [xl: 90, xm: 95, xr: 100])
        try solver.suggestValue(2, for: xm)
        expectValues(solver, [xl: 0, xm: 5, xr: 10])
        try solver.suggestValue(50, for: xm)
        expectValues(solver, [xl: 0, xm: 50, xr: 100])
    }

    /// Three widths that must fill 280 (w1 + w2 + w3 + 20 == 300, all >= 0). Strong: w1 == 50.
    /// Medium: each w == 100. Weak: w2 == w3.
    /// Strong: w1 = 50, so w2 + w3 = 230. Medium: |50-100| is fixed; |w2-100| + |w3-100| with
    /// w2 + w3 = 230 is at least 30, reached for every w2 in [100, 130]. Weak: |w2 - w3| =
    /// |2·w2 - 230| is least at w2 = 115, inside that interval: w2 = w3 = 115.
    @Test func threeLevelsEachNarrowTheAnswer() throws {
        let solver = Solver()
        let w = (1...3).map { Variable("w\($0)") }
        for v in w { try solver.addConstraint(v >= 0) }
        try solver.addConstraint(w[0] + w[1] + w[2] + 20 == 300)
        try solver.addConstraint((w[0] == 50) | .strong)
        for v in w { try solver.addConstraint((v == 100) | .medium) }
        try solver.addConstraint((w[1] == w[2]) | .weak)
        expectValues(solver, [w[0]: 50, w[1]: 115, w[2]: 115])
    }

    /// An impossible strong preference is violated as little as required constraints allow:
    /// x <= 50 (required), x >= 60 (strong) gives x = 50; y == x (weak) then gives y = 50.
    @Test func inequalityPreferencesSaturate() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x <= 50)
        try solver.addConstraint((x >= 60) | .strong)
        try solver.addConstraint((y == x) | .weak)
        expectValues(solver, [x: 50, y: 50])
    }

    /// An edit variable without a suggestion is held toward 0 (as in kiwi): with x >= 5 required
    /// the strong edit gives x = 5.
    @Test func editVariableStartsAtZero() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 5)
        try solver.addEditVariable(x, strength: .strong)
        expectValues(solver, [x: 5])
    }

    /// A proportional layout: a = 2b, b = 3c, a + b + c == 100 gives c = 10, b = 30, a = 60
    /// (substituting: 6c + 3c + c = 10c = 100).
    @Test func proportions() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.addConstraint(a == 2 * b)
        try solver.addConstraint(b == 3 * c)
        try solver.addConstraint(a + b + c == 100)
        expectValues(solver, [a: 60, b: 30, c: 10])
    }

    /// Scenario B of shared/bench/SCENARIOS.md at N = 20, L = 10, solved by its closed form:
    /// w = (Wc - 20 - 8(L-1)) / L and x_j = 10 + j(w + 8) in every row. With Wc = 58·10 + 12 = 592
    /// every box keeps w = 50; with Wc = 400, w = (400 - 20 - 72)/10 = 30.8.
    @Test func rowsOfBoxesClosedForm() throws {
        let n = 20, l = 10
        let solver = Solver()
        let container = Variable("Wc")
        var x: [Variable] = [], w: [Variable] = []
        for i in 0..<n {
            x.append(Variable("x\(i)"))
            w.append(Variable("w\(i)"))
        }
        try solver.addEditVariable(container, strength: .strong)
        try solver.suggestValue(592, for: container)
        for i in 0..<n {
            let j = i % l
            try solver.addConstraint(w[i] >= 0)
            try solver.addConstraint((w[i] == 50) | .weak)
            if j == 0 {
                try solver.addConstraint(x[i] == 10)
            } else {
                try solver.addConstraint(x[i] == x[i - 1] + w[i - 1] + 8)
                try solver.addConstraint(w[i] == w[i - 1])
            }
            if j == l - 1 { try solver.addConstraint(x[i] + w[i] + 10 == container) }
        }
        for wc in [592.0, 400, 1_000, 592] {
            try solver.suggestValue(wc, for: container)
            solver.updateVariables()
            let width = (wc - 20 - 8 * Double(l - 1)) / Double(l)
            for i in 0..<n {
                expectClose(w[i].value, width, "w\(i) at Wc = \(wc)")
                expectClose(x[i].value, 10 + Double(i % l) * (width + 8), "x\(i) at Wc = \(wc)")
            }
        }
    }

    /// The enaml-like form of kiwi's own benchmark (scenario A of shared/bench/SCENARIOS.md).
    ///
    /// Its optimum is *not* unique: e.g. at size 1 (400 × 600) the solutions with fl3top = 106
    /// (sum of values 4374) and fl3top = 569 (sum 4837, kiwi's) have the same error at every level
    /// (strong 0, 1e5 0, 1250: 944, medium 1000, weak 44), so SCENARIOS.md's value sums pin one
    /// vertex that depends on the pivot path; the benchmark checks them, but a test of the solver's
    /// correctness must not. What is unique, and checked here for each size in turn on one solver:
    /// the error per level (equal for three different addition orders, one of them kiwi-style
    /// suggestions first), and `contents_right` = left + width - 10 with left held at 0.
    @Test func enamlFormOptimumIsTheSameWhateverTheOrder() throws {
        let sizes: [(w: Double, h: Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]
        let contentsRight: [Double] = [390, 590, 790, 1190, 390, 790]
        var errorsByOrder: [[[Double]]] = []
        for order in 0..<3 {
            let form = EnamlForm()
            #expect(form.variables.count == 37 && form.edits.count == 2 && form.constraints.count == 111)
            let solver = Solver()
            let width = form.edits[0].variable, height = form.edits[1].variable
            for (variable, strength) in form.edits { try solver.addEditVariable(variable, strength: strength) }
            if order == 2 {
                try solver.suggestValue(sizes[0].w, for: width)
                try solver.suggestValue(sizes[0].h, for: height)
            }
            for c in order == 1 ? form.constraints.reversed() : form.constraints { try solver.addConstraint(c) }
            var errors: [[Double]] = []
            for k in sizes.indices {
                try solver.suggestValue(sizes[k].w, for: width)
                try solver.suggestValue(sizes[k].h, for: height)
                solver.updateVariables()
                expectClose(form.variable("contents_right").value, contentsRight[k], "contents_right, size \(k + 1), order \(order)")
                for c in form.constraints where c.strength.isRequired && !holds(c) {
                    Issue.record("required \(c) violated at size \(k + 1), order \(order)")
                }
                expectInvariants(solver, "size \(k + 1), order \(order)")
                errors.append(levelErrors(form.constraints, edits: [(width, sizes[k].w), (height, sizes[k].h)]))
            }
            errorsByOrder.append(errors)
        }
        for k in sizes.indices {
            let first = errorsByOrder[0][k]
            for order in 1..<3 {
                let other = errorsByOrder[order][k]
                #expect(
                    first.count == other.count && zip(first, other).allSatisfy { isClose($0, $1) },
                    "size \(k + 1): errors per level \(first) in file order, \(other) in order \(order)")
            }
        }
        // Size 1, derived by hand in the comment above.
        #expect(errorsByOrder[0][0].count == 5 && zip(errorsByOrder[0][0], [0, 0, 944, 1000, 44]).allSatisfy { isClose($0, $1) })
    }
}

/// The total error per strength level, highest first (levels 1e6, 1e5, 1250, 1000, 1 for the
/// enaml form), edits counted at the strong level.
private func levelErrors(_ constraints: [LinearConstraint], edits: [(Variable, Double)]) -> [Double] {
    var levels: [Double: Double] = [Strength.strong.level: 0]
    for c in constraints where !c.strength.isRequired {
        levels[c.strength.level, default: 0] += violation(of: c).amount * c.strength.weight
    }
    for (variable, target) in edits { levels[Strength.strong.level, default: 0] += abs(variable.value - target) }
    return levels.sorted { $0.key > $1.key }.map(\.value)
}
