// SPDX-License-Identifier: MIT

// anchorage-bench: scenarios A to D of shared/bench/SCENARIOS.md, checksums first, then times
// beside kiwi's; then scenario F, the layout scenario (a feed of cells made with the DSL), U, the
// same feed made in updateConstraints() overrides, S, self-sizing (cells sized by systemLayoutSizeFitting), K, a StackView of N views, V, the Visual Format Language against the DSL, and W, a FlowView and
// a GridView of N views. Run with
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
