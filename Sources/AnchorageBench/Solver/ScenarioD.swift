// SPDX-License-Identifier: MIT

import AnchorageSolver
import SolverScenarios

/// Scenario D, remove and re-add 10%: after an untimed B build on rows, remove the selected
/// constraints in selection order, add them back in the same order, `updateVariables()`.
func runScenarioD(_ options: Options) throws(BenchFailure) {
    let clock = ContinuousClock()
    let kiwi: [Int: KiwiFigure] = [100: .seconds(13.4e-3), 1_000: .seconds(14.6), 10_000: .none("not finished (hours)")]
    let listedPrefixes: [Int: [Int]] = [100: [302, 38, 383, 42, 195], 1_000: [1502, 3518, 2335, 1826, 3975]]
    try measureSizes(
        "D rows", sizes: options.rowSizes, samples: options.samples, unit: "per cycle",
        kiwi: { n in kiwi[n] ?? .none("n/a") },
        baseline: options.kiwiBaseline
    ) { n throws(BenchFailure) in
        let scenario = "D rows N = \(n)"
        let problem = RowsOfBoxes(n: n, rowLength: 10)
        let selection = problem.removalSelection
        if let prefix = listedPrefixes[n], Array(selection.prefix(5)) != prefix {
            throw .check(scenario: scenario, message: "selection starts \(selection.prefix(5)), expected \(prefix)")
        }
        let selected = selection.map { problem.constraints[$0] }
        let solver = try solving(scenario) { () throws(SolverError) in try problem.build() }
        try problem.verifyBuild(in: scenario)
        let start = clock.now
        try solving(scenario) { () throws(SolverError) in
            for constraint in selected { try solver.removeConstraint(constraint) }
            for constraint in selected { try solver.addConstraint(constraint) }
            solver.updateVariables()
        }
        let elapsed = seconds(clock.now - start)
        try problem.verifyBuild(in: scenario)
        return elapsed
    }
}
