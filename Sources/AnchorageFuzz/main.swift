// SPDX-License-Identifier: MIT

// anchorage-fuzz: runs the layout fuzzer (Sources/AnchorageFuzzing) over consecutive seeds and
// prints what it did; exits 1 at the first failure, with the seed and the last operations to
// replay it.
//
//   swift run -c release anchorage-fuzz [--seed S] [--runs R] [--steps N] [--trace] [--keep-going]
//
// Each run starts from its own seed (S, S+1, …) with a fresh tree and performs N operations,
// laying out and auditing every live tree after each one. `--keep-going` goes on to the next
// seed after a failing run (the exit status is still 1); `--trace` prints every operation.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import AnchorageFuzzing

var seed: UInt64 = 1
var runs = 20
var steps = 5_000
var tracing = false
var keepGoing = false
var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst() {
    if flag == "--trace" || flag == "--keep-going" {
        if flag == "--trace" { tracing = true } else { keepGoing = true }
        continue
    }
    guard let value = arguments.popFirst() else {
        print("anchorage-fuzz: \(flag) needs a value\nusage: anchorage-fuzz [--seed S] [--runs R] [--steps N] [--trace] [--keep-going]")
        exit(64)
    }
    switch flag {
    case "--seed" where UInt64(value) != nil: seed = UInt64(value)!
    case "--runs" where Int(value).map({ $0 > 0 }) == true: runs = Int(value)!
    case "--steps" where Int(value).map({ $0 > 0 }) == true: steps = Int(value)!
    default:
        print("anchorage-fuzz: bad argument \(flag) \(value)\nusage: anchorage-fuzz [--seed S] [--runs R] [--steps N] [--trace] [--keep-going]")
        exit(64)
    }
}

var operations = 0, rejected = 0, dropped = 0, failed = 0
for run in 0..<runs {
    let fuzzer = LayoutFuzzer(seed: seed &+ UInt64(run))
    if tracing { fuzzer.traceHandler = { print($0) } }
    let report = fuzzer.run(steps: steps)
    operations += report.operations
    rejected += report.rejectedInputs
    dropped += report.treesDropped
    print(report.summary)
    if !report.failures.isEmpty {
        failed += 1
        if !keepGoing { exit(1) }
    }
}
print("anchorage-fuzz: \(runs) runs, \(operations) operations, \(rejected) inputs rejected with a diagnostic, \(dropped) trees dropped and freed; "
      + (failed == 0 ? "no failures" : "\(failed) runs stopped at a failure"))
exit(failed == 0 ? 0 : 1)
