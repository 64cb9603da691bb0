// SPDX-License-Identifier: MIT

// The solver scenarios: A to D of shared/bench/SCENARIOS.md, on a bare `Solver` with kiwi's
// checksums verified before any time counts, and their times beside kiwi's (Measurement.swift).

import AnchorageSolver
import Foundation

/// Scenario A, the enaml-like form (kiwi's own benchmark), read from the bundled
/// `enaml_constraints.txt`: 37 variables, 2 edit variables, 111 constraints.
struct EnamlForm {
    struct ConstraintLine {
        var terms: [(coefficient: Double, variable: Int)]
        var constant: Double
        var relation: Relation
        var strength: Strength
    }

    var variableNames: [String] = []
    var edits: [(variable: Int, strength: Strength)] = []
    var constraints: [ConstraintLine] = []

    /// The window sizes S of A.resize, and the checks after each on a fresh solver.
    static let sizes: [(w: Double, h: Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]
    static let expectedSums: [Double] = [4837, 5437, 9037, 10237, 5437, 6637]
    static let expectedContentsRight: [Double] = [390, 590, 790, 1190, 390, 790]

    /// Loads the bundled data file.
    static func load() throws(BenchFailure) -> EnamlForm {
        guard let url = Bundle.module.url(forResource: "enaml_constraints", withExtension: "txt"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else {
            throw .check(scenario: "A", message: "cannot read the bundled enaml_constraints.txt")
        }
        return try parse(text)
    }

    /// Parses the neutral line format described in the file's header.
    static func parse(_ text: String) throws(BenchFailure) -> EnamlForm {
        var form = EnamlForm()
        var index: [String: Int] = [:]
        func fail(_ line: Substring) -> BenchFailure { .check(scenario: "A", message: "bad data line: \(line)") }
        func strength(_ name: Substring, _ value: Substring) -> Strength? {
            // kiwi's strength value gives the level; "required" is the required strength.
            if name == "required" { return .required }
            return Double(value).map { Strength($0) }
        }
        for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.allSatisfy(\.isWhitespace) {
            let fields = line.split(whereSeparator: \.isWhitespace)
            switch fields[0] {
            case "var":
                guard fields.count == 2 else { throw fail(line) }
                index[String(fields[1])] = form.variableNames.count
                form.variableNames.append(String(fields[1]))
            case "edit":
                guard fields.count == 4, let v = index[String(fields[1])], let s = strength(fields[2], fields[3]) else {
                    throw fail(line)
                }
                form.edits.append((v, s))
            case "c":
                guard fields.count >= 7, fields.count % 2 == 1, let s = strength(fields[1], fields[2]),
                    let constant = Double(fields[4])
                else { throw fail(line) }
                let relation: Relation
                switch fields[3] {
                case "EQ": relation = .equal
                case "GE": relation = .greaterThanOrEqual
                case "LE": relation = .lessThanOrEqual
                default: throw fail(line)
                }
                var terms: [(Double, Int)] = []
                var i = 5
                while i < fields.count {
                    guard let coefficient = Double(fields[i]), let v = index[String(fields[i + 1])] else { throw fail(line) }
                    terms.append((coefficient, v))
                    i += 2
                }
                form.constraints.append(ConstraintLine(terms: terms, constant: constant, relation: relation, strength: s))
            default:
                throw fail(line)
            }
        }
        guard form.variableNames.count == 37, form.edits.count == 2, form.constraints.count == 111,
            index["contents_right"] != nil
        else {
            throw .check(
                scenario: "A",
                message: "expected 37 variables, 2 edits, 111 constraints; got \(form.variableNames.count), "
                    + "\(form.edits.count), \(form.constraints.count)")
        }
        return form
    }

    /// Fresh variables and constraint objects (built outside any timed region).
    func instantiate() -> Instance {
        let variables = variableNames.map { Variable($0) }
        let constraints = constraints.map { line in
            LinearConstraint(
                LinearExpression(line.terms.map { Term(variables[$0.variable], coefficient: $0.coefficient) }, constant: line.constant),
                line.relation, strength: line.strength)
        }
        return Instance(
            variables: variables,
            edits: edits.map { (variables[$0.variable], $0.strength) },
            constraints: constraints,
            contentsRight: variables[variableNames.firstIndex(of: "contents_right")!])
    }

    struct Instance {
        let variables: [Variable]
        let edits: [(variable: Variable, strength: Strength)]
        let constraints: [LinearConstraint]
        let contentsRight: Variable

        var width: Variable { edits[0].variable }
        var height: Variable { edits[1].variable }

        /// A.build: a new solver, the two edit variables, the 111 constraints in file order.
        func build() throws(SolverError) -> Solver {
            let solver = Solver()
            for edit in edits { try solver.addEditVariable(edit.variable, strength: edit.strength) }
            for constraint in constraints { try solver.addConstraint(constraint) }
            return solver
        }

        /// One A.resize step.
        @inline(__always)
        func resize(_ solver: Solver, step k: Int) throws(SolverError) {
            let size = EnamlForm.sizes[k % 6]
            try solver.suggestValue(size.w, for: width)
            try solver.suggestValue(size.h, for: height)
            solver.updateVariables()
        }

        var valueSum: Double { variables.reduce(0) { $0 + $1.value } }

        /// Verifies the values after size `k mod 6` was the last one suggested.
        func verify(afterSize k: Int, in scenario: String) throws(BenchFailure) {
            try checkValue(valueSum, equals: EnamlForm.expectedSums[k % 6], "sum of the 37 values after size \(k % 6 + 1)", in: scenario)
            try checkValue(
                contentsRight.value, equals: EnamlForm.expectedContentsRight[k % 6], "contents_right after size \(k % 6 + 1)",
                in: scenario)
        }

        /// The checks of SCENARIOS.md: on this instance's fresh solver, sizes 1 to 6 in turn.
        func verifyAllSizes(_ solver: Solver, in scenario: String) throws(BenchFailure) {
            for k in 0..<6 {
                try solving(scenario) { () throws(SolverError) in try resize(solver, step: k) }
                try verify(afterSize: k, in: scenario)
            }
        }
    }
}

/// A.build's timed region: builds every instance into `solvers` (reserved by the caller). Kept
/// out of line so that callgrind's `--toggle-collect` can count its instructions and nothing else
/// (`Scripts/kiwi-baseline.sh --callgrind` finds it by its mangled name).
@inline(never)
func buildBatch(_ instances: [EnamlForm.Instance], into solvers: inout [Solver]) throws(BenchFailure) {
    for instance in instances {
        solvers.append(try solving("A.build") { () throws(SolverError) in try instance.build() })
    }
}

/// A.resize's timed region: `steps` resize steps on one built solver. Kept out of line for
/// callgrind's `--toggle-collect`, like ``buildBatch(_:into:)``.
@inline(never)
func resizeBatch(_ instance: EnamlForm.Instance, _ solver: Solver, steps: Int) throws(BenchFailure) {
    for k in 0..<steps {
        try solving("A.resize") { () throws(SolverError) in try instance.resize(solver, step: k) }
    }
}

/// Runs A.build and A.resize.
func runScenarioA(_ options: Options) throws(BenchFailure) {
    let form = try EnamlForm.load()
    let clock = ContinuousClock()

    // A.build: each sample times a batch of builds (each a new solver on fresh constraint
    // objects built beforehand) and reports the time per build.
    let batchSize = options.quick ? 5 : 20
    var build = Samples()
    for _ in 0..<options.samples {
        let instances = (0..<batchSize).map { _ in form.instantiate() }
        var solvers: [Solver] = []
        solvers.reserveCapacity(batchSize)
        let start = clock.now
        try buildBatch(instances, into: &solvers)
        let elapsed = seconds(clock.now - start)
        // Checksums before any time is reported: every built solver of the batch must solve the
        // six sizes; checking the first and the last keeps the untimed part short.
        try instances[0].verifyAllSizes(solvers[0], in: "A.build")
        try instances[batchSize - 1].verifyAllSizes(solvers[batchSize - 1], in: "A.build")
        build.append(elapsed / Double(batchSize))
    }
    report(
        "A.build", size: "37v/111c", unit: "per build", samples: build, kiwi: .seconds(162e-6),
        baseline: options.kiwiBaseline)
    // The pivots behind the figure: a change that makes each pivot cheaper shows in the time
    // alone, one that changes the pivot sequence shows here too.
    let pivots = try solving("A.build") { () throws(SolverError) in try form.instantiate().build() }.pivotCount
    emit("          \(pivots) pivots per build")

    // A.resize: one built solver; each sample times a batch of steps (a multiple of 6, so every
    // batch ends on size 6) and reports the time per step.
    let steps = options.quick ? 600 : 6_000
    let instance = form.instantiate()
    let solver = try solving("A.resize") { () throws(SolverError) in try instance.build() }
    try instance.verifyAllSizes(solver, in: "A.resize")
    var resize = Samples()
    for _ in 0..<options.samples {
        let start = clock.now
        try resizeBatch(instance, solver, steps: steps)
        let elapsed = seconds(clock.now - start)
        try instance.verify(afterSize: steps - 1, in: "A.resize")
        resize.append(elapsed / Double(steps))
    }
    report(
        "A.resize", size: "37v/111c", unit: "per step", samples: resize, kiwi: .seconds(0.60e-6),
        baseline: options.kiwiBaseline)
}
