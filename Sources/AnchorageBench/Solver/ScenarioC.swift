// SPDX-License-Identifier: MIT

import AnchorageSolver
import SolverScenarios

/// Scenario C, interactive resize: after an untimed B build on rows, 1,000 suggestions drag `Wc`
/// from 50L to 69.98L (crossing the preferred width once), each followed by `updateVariables()`.
func runScenarioC(_ options: Options) throws(BenchFailure) {
    let clock = ContinuousClock()
    let kiwi: [Int: Double] = [100: 3.35e-3, 1_000: 0.121, 10_000: 34.9]
    let listed: [Int: Double] = [100: 38_728.8, 1_000: 380_989.8]
    try measureSizes(
        "C rows", sizes: options.rowSizes, samples: options.samples, unit: "per 1,000 steps",
        kiwi: { n in kiwi[n].map { .seconds($0) } ?? .none("n/a") },
        baseline: options.kiwiBaseline
    ) { n throws(BenchFailure) in
        let scenario = "C rows N = \(n)"
        let problem = RowsOfBoxes(n: n, rowLength: 10)
        let solver = try solving(scenario) { () throws(SolverError) in try problem.build() }
        try problem.verifyBuild(in: scenario)
        let l = Double(problem.l)
        let container = problem.container
        let start = clock.now
        try solving(scenario) { () throws(SolverError) in
            for k in 0..<1_000 {
                try solver.suggestValue(l * (50 + 0.02 * Double(k)), for: container)
                solver.updateVariables()
            }
        }
        let elapsed = seconds(clock.now - start)
        try checkValue(container.value, equals: 699.8, "final Wc", in: scenario)
        let closedForm = problem.expectedSum(containerWidth: 699.8)
        if let figure = listed[n] {
            try checkValue(closedForm, equals: figure, "closed form vs SCENARIOS.md's listed checksum", in: scenario)
        }
        try checkValue(problem.valueSum, equals: closedForm, "sum of all values", in: scenario)
        return elapsed
    }
}
