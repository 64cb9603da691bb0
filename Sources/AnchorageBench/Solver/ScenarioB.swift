// SPDX-License-Identifier: MIT

import AnchorageSolver
import SolverScenarios

extension RowsOfBoxes {
    /// B's timed region: a new solver, the edit variable and its suggestion, all 4N constraints,
    /// `updateVariables()`.
    func build() throws(SolverError) -> Solver {
        let solver = Solver()
        try solver.addEditVariable(container, strength: .strong)
        try solver.suggestValue(initialWidth, for: container)
        for constraint in constraints { try solver.addConstraint(constraint) }
        solver.updateVariables()
        return solver
    }

    /// The sum of every value, `Wc` included.
    var valueSum: Double {
        var sum = container.value
        for i in 0..<n { sum += x[i].value + w[i].value }
        return sum
    }

    /// The checksums SCENARIOS.md lists for B, keyed by (N, L).
    static let listedChecksums: [Int: [Int: Double]] = [
        10: [100: 32_692, 1_000: 321_592, 10_000: 3_210_592],
        0: [50: 76_962, 100: 298_912, 200: 1_177_812],  // chain: L = N
    ]

    /// Verifies B's checksum: the listed figure where SCENARIOS.md has one, which must also agree
    /// with the closed form; the closed form alone for other sizes.
    func verifyBuild(in scenario: String) throws(BenchFailure) {
        try checkValue(container.value, equals: initialWidth, "Wc", in: scenario)
        let closedForm = expectedSum(containerWidth: initialWidth)
        if let listed = Self.listedChecksums[l == n ? 0 : l]?[n] {
            try checkValue(closedForm, equals: listed, "closed form vs SCENARIOS.md's listed checksum", in: scenario)
        }
        try checkValue(valueSum, equals: closedForm, "sum of all values", in: scenario)
    }
}

/// Runs B on rows (L = 10) and on the chain (L = N).
func runScenarioB(_ options: Options) throws(BenchFailure) {
    let clock = ContinuousClock()
    let rowsKiwi: [Int: Double] = [100: 4.77e-3, 1_000: 0.470, 10_000: 105]
    try measureSizes(
        "B rows", sizes: options.rowSizes, samples: options.samples,
        kiwi: { n in rowsKiwi[n].map { .seconds($0) } ?? .none("n/a") },
        baseline: options.kiwiBaseline
    ) { n throws(BenchFailure) in try timedBuild("B rows", RowsOfBoxes(n: n, rowLength: 10), clock) }
    try measureSizes(
        "B chain", sizes: options.chainSizes, samples: options.samples,
        kiwi: { n in
            switch n {
            case 100: .seconds(0.235)
            case 1_000: .seconds(25 * 60, note: " (est.)")
            case 10_000: .none("infeasible (~13 GB tableau)")
            default: .none("n/a")
            }
        },
        baseline: options.kiwiBaseline
    ) { n throws(BenchFailure) in try timedBuild("B chain", RowsOfBoxes(n: n, rowLength: n), clock) }
}

/// Builds and solves `problem` on the clock, then checks it: the seconds the build took.
private func timedBuild(_ scenario: String, _ problem: RowsOfBoxes, _ clock: ContinuousClock) throws(BenchFailure) -> Double {
    let start = clock.now
    let solver = try solving(scenario) { () throws(SolverError) in try problem.build() }
    let elapsed = seconds(clock.now - start)
    try problem.verifyBuild(in: "\(scenario) N = \(problem.n)")
    withExtendedLifetime(solver) {}
    return elapsed
}
