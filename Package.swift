// swift-tools-version: 6.1
// SPDX-License-Identifier: MIT
import PackageDescription

// Internal invariant checks (`Solver.checkInvariants()` after every public mutation) are compiled
// in when `ANCHORAGE_INTERNAL_CHECKS` is defined, e.g.
//   swift test -Xswiftc -DANCHORAGE_INTERNAL_CHECKS --scratch-path .build-checks
// `.ci/run` runs the solver tests once that way.

let package = Package(
    name: "Anchorage",
    // What an app beside UIKit supports today (Linux needs no declaration). The code needs less:
    // the libraries, Swift concurrency's task-local values (macOS 10.15, iOS 13); the benchmark,
    // ContinuousClock (macOS 13, iOS 16, tvOS 16, watchOS 9).
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "AnchorageSolver", targets: ["AnchorageSolver"]),
        .library(name: "Anchorage", targets: ["Anchorage"]),
        .library(name: "AnchorageText", targets: ["AnchorageText"]),
        .executable(name: "anchorage-bench", targets: ["AnchorageBench"]),
        .executable(name: "anchorage-demo", targets: ["AnchorageDemo"]),
        .executable(name: "anchorage-fuzz", targets: ["AnchorageFuzz"]),
    ],
    targets: [
        .target(name: "AnchorageSolver"),
        // The seeded generator shared by the fuzzers and the tests, so a printed seed replays the
        // same sequence everywhere; not a product, and no library product depends on it.
        .target(name: "SeededRandom"),
        // Fonts read from OpenType files, text measured and broken into lines; no Foundation.
        .target(name: "AnchorageText"),
        .target(name: "Anchorage", dependencies: ["AnchorageSolver", "AnchorageText"]),
        // The solver benchmark's problems of shared/bench/SCENARIOS.md that the solver's tests
        // also check; not a product.
        .target(name: "SolverScenarios", dependencies: ["AnchorageSolver"]),
        .executableTarget(
            name: "AnchorageBench",
            dependencies: ["AnchorageSolver", "Anchorage", "AnchorageText", "SolverScenarios"],
            exclude: ["NOTES.md"],
            resources: [.copy("Resources/enaml_constraints.txt")]
        ),
        // The demo's scenes: used by `anchorage-demo` and checked by the tests; not a product.
        .target(name: "AnchorageGallery", dependencies: ["Anchorage"]),
        .executableTarget(name: "AnchorageDemo", dependencies: ["AnchorageGallery", "Anchorage"]),
        // The layout fuzzer, shared by the `anchorage-fuzz` executable and a bounded run in the
        // tests; not a product.
        .target(name: "AnchorageFuzzing", dependencies: ["Anchorage", "AnchorageSolver", "SeededRandom"]),
        .executableTarget(name: "AnchorageFuzz", dependencies: ["AnchorageFuzzing"]),
        // The oracle fixtures (Scripts/oracle/README.md) are read through `Bundle.module`.
        .testTarget(
            name: "SolverTests",
            dependencies: ["AnchorageSolver", "SeededRandom", "SolverScenarios"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "AnchorageTests",
            dependencies: ["Anchorage", "AnchorageSolver", "AnchorageGallery", "AnchorageFuzzing", "SeededRandom"],
            exclude: ["__Snapshots__"]
        ),
        // The test fonts (written by Scripts/make-test-fonts.py) are found through #filePath.
        .testTarget(name: "AnchorageTextTests", dependencies: ["AnchorageText", "SeededRandom"], exclude: ["Fonts"]),
    ],
    swiftLanguageModes: [.v6]
)
