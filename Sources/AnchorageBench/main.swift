// SPDX-License-Identifier: MIT

// anchorage-bench: the solver scenarios A to D of shared/bench/SCENARIOS.md beside kiwi's figures
// (Solver/), then the layout scenarios F, U, S, K, V, W, M and T (Layout/); the harness (options,
// sampling, the time budget, output) is at this level. Run with
// `swift run -c release anchorage-bench [--help]`.

import Foundation

let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    if let message = error.message {
        FileHandle.standardError.write(Data("anchorage-bench: \(message)\n\n\(Options.usage)\n".utf8))
        exit(64)
    }
    print(Options.usage)
    exit(0)
}

if let baseline = options.kiwiBaseline {
    emit("kiwi here: measured on this machine, from \(baseline.path)")
    for note in baseline.notes { emit("  \(note)") }
}

let runners: [Options.Scenario: (Options) throws(BenchFailure) -> Void] = [
    .a: runScenarioA, .b: runScenarioB, .c: runScenarioC, .d: runScenarioD, .f: runScenarioF, .u: runScenarioU, .s: runScenarioS,
    .m: runScenarioM, .k: runScenarioK, .v: runScenarioV, .w: runScenarioW, .t: runScenarioT,
]
do {
    for scenario in options.scenarios { try runners[scenario]!(options) }
} catch {
    FileHandle.standardError.write(Data("anchorage-bench: \(error)\n".utf8))
    if case .solver = error { exit(2) }
    exit(1)
}
