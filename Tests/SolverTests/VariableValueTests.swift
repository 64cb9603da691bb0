// SPDX-License-Identifier: MIT

import AnchorageSolver
import SeededRandom
import Testing

/// What `Variable.value` shows: the value the last solver that wrote the variable gave it, also
/// once that solver has dropped the variable, been reset or been released; and the variable's
/// own value until any solver writes it.
@Suite struct VariableValueTests {
    @Test func aVariableShowsItsInitialValueUntilASolverWritesIt() throws {
        let solver = Solver()
        let x = Variable("x", value: 5)
        try solver.addConstraint(x == 12)
        #expect(x.value == 5)
        var reported: [String] = []
        solver.updateVariables { reported.append($0.name) }
        #expect(x.value == 12)
        #expect(reported == ["x"])
    }

    @Test func theLastSolverToWriteAVariableGivesItsValue() throws {
        let a = Solver(), b = Solver()
        let x = Variable("x")
        let inA = x == 1, inB = x == 2
        try a.addConstraint(inA)
        try b.addConstraint(inB)
        a.updateVariables()
        #expect(x.value == 1)
        var reported = 0
        b.updateVariables { _ in reported += 1 }
        #expect(x.value == 2)
        #expect(reported == 1)
        // A's value did not change, so its update writes nothing: B's value stays.
        a.updateVariables()
        #expect(x.value == 2)
        try a.updateConstant(-3, of: inA)
        a.updateVariables { _ in reported += 1 }
        #expect(x.value == 3)
        #expect(reported == 2)
        try b.updateConstant(-4, of: inB)
        b.updateVariables()
        #expect(x.value == 4)
        // B dropping the variable leaves it B's last value, and A writes it again when it moves.
        try b.removeConstraint(inB)
        #expect(x.value == 4)
        try a.updateConstant(-5, of: inA)
        a.updateVariables()
        #expect(x.value == 5)
    }

    @Test func aDroppedVariableKeepsItsLastValue() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let pin = x == 7
        try solver.addConstraint(pin)
        solver.updateVariables()
        try solver.removeConstraint(pin)
        #expect(x.value == 7)
        // `y` takes the freed symbol; `x` is not affected by its values.
        try solver.addConstraint(y == 9)
        solver.updateVariables()
        #expect(y.value == 9)
        #expect(x.value == 7)
        // A solver that gives `x` a symbol again but has not written it yet leaves it alone.
        try solver.addConstraint(x >= 100)
        #expect(x.value == 7)
        solver.updateVariables()
        #expect(x.value == 100)
    }

    @Test func resetAndReleaseLeaveTheLastValues() throws {
        let x = Variable("x"), y = Variable("y")
        do {
            let solver = Solver()
            try solver.addConstraint(x == 3)
            try solver.addConstraint(y == x + 4)
            solver.updateVariables()
            solver.reset()
            #expect(x.value == 3)
            #expect(y.value == 7)
            try solver.addConstraint(x == 11)
            solver.updateVariables()
            #expect(x.value == 11)
        }
        #expect(x.value == 11)
        #expect(y.value == 7)
    }

    /// Three solvers share eight variables; each step changes one solver (a pinned value moved,
    /// a pin added or removed, a reset, the solver replaced) or updates it. The model: an update
    /// writes the variables whose pins moved in that solver since its last update (and may write
    /// others of its variables that a removal or a pivot touched), and reports each whose shown
    /// value that changes. Every variable must show the model's value.
    @Test(arguments: [UInt64(1), 2, 3, 4])
    func seededSolversSharingVariables(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let variables = (0..<8).map { Variable("v\($0)") }
        var shown = [Double](repeating: 0, count: variables.count)
        struct Member {
            var solver = Solver()
            var pins: [Int: LinearConstraint] = [:]
            var pinned: [Int: Double] = [:]
            /// The variables whose pins were added or moved since the last update.
            var touched: Set<Int> = []
        }
        var members = [Member(), Member(), Member()]
        for step in 0..<600 {
            let m = Int(rng.next() % 3)
            let v = Int(rng.next() % UInt64(variables.count))
            switch rng.next() % 6 {
            case 0, 1:
                let value = Double(rng.next() % 4)
                if let pin = members[m].pins[v] {
                    if members[m].pinned[v] != value { members[m].touched.insert(v) }
                    try members[m].solver.updateConstant(-value, of: pin)
                } else {
                    let pin = variables[v] == value
                    try members[m].solver.addConstraint(pin)
                    members[m].pins[v] = pin
                    members[m].touched.insert(v)
                }
                members[m].pinned[v] = value
            case 2:
                if let pin = members[m].pins.removeValue(forKey: v) {
                    try members[m].solver.removeConstraint(pin)
                    members[m].touched.remove(v)
                }
            case 3:
                if rng.next() % 4 == 0 {
                    if rng.next() % 2 == 0 { members[m].solver.reset() } else { members[m].solver = Solver() }
                    members[m].pins = [:]
                    members[m].pinned = [:]
                    members[m].touched = []
                }
            default:
                var reported: [Int] = []
                members[m].solver.updateVariables { moved in
                    reported.append(variables.firstIndex { $0 === moved }!)
                }
                var expected: [Int] = []
                for index in members[m].touched.sorted() {
                    let value = members[m].pinned[index]!
                    if shown[index] != value { expected.append(index) }
                    shown[index] = value
                }
                #expect(Set(expected).isSubset(of: reported), "seed \(seed) step \(step): reported variables")
                for index in reported where !members[m].touched.contains(index) {
                    guard let value = members[m].pinned[index] else {
                        Issue.record("seed \(seed) step \(step): v\(index) reported by a solver that does not hold it")
                        continue
                    }
                    #expect(shown[index] != value, "seed \(seed) step \(step): v\(index) reported unchanged")
                    shown[index] = value
                }
                members[m].touched = []
            }
            for (index, variable) in variables.enumerated() {
                #expect(variable.value == shown[index], "seed \(seed) step \(step): v\(index)")
            }
        }
    }
}
