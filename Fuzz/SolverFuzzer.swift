// SPDX-License-Identifier: MIT

// libFuzzer target for AnchorageSolver. Not a package target (libFuzzer supplies `main`):
// Scripts/fuzz-solver.sh compiles it together with Sources/AnchorageSolver/*/*.swift as one
// module, with `-sanitize=fuzzer,address`, so it can call the tableau's invariant checker.
//
// Each input is a program of byte-coded operations on one Solver over 6 variables: add a
// constraint (1 to 3 terms, any relation, required or one of 4 strengths, or an equation whose
// two sides weigh apart; coefficients and constants from a table that includes 0, ±1e9, 1e-9,
// NaN and ±infinity), remove one, add,
// suggest or remove an edit variable, reset. After every operation: the tableau invariants hold,
// every required constraint holds within 1e-6 relative to its terms (when all its numbers are
// finite and moderate), and every rejection is the documented error for its input.
//
// Two invariants are conditional: feasibility ("restricted rows have nonnegative constants")
// and optimality are checked only while every coefficient the solver holds is 0 or within
// [1e-3, 1e3]. A constraint like `1e9·x + 7·y + 1 <= 0` beside `1e-9·y == …` asks double
// precision to carry cells whose exact values span 1e-20 to 1e18; the solver's tolerance
// (`Numerics.epsilon`, relative 1e-10) then cannot tell every real cell of 1e-16 from rounding
// residue, so a row can end 1e-9 below zero or a residue cell look improving. Such inputs
// still run every other check: no crash, the structural invariants, and the error contracts.

import Glibc

private let numbers: [Double] = [0, 1, -1, 2, 10, -10, 100, 0.5, 320, 1e9, -1e9, 1e-9, .nan, .infinity, -.infinity, 7]
/// Whether `x` is 0 or within [1e-3, 1e3] in magnitude: the range in which the harness checks
/// everything (see the top of this file).
private func isModerate(_ x: Double) -> Bool { x == 0 || (abs(x) >= 1e-3 && abs(x) <= 1e3) }

private let strengths: [Strength] = [.required, .strong, .medium, .weak, Strength(750, weight: 2)]

private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    mutating func next() -> Int? {
        guard position < bytes.count else { return nil }
        defer { position += 1 }
        return Int(bytes[position])
    }
}

private func fail(_ message: String) -> Never {
    fputs("solver fuzzer: \(message)\n", stderr)
    abort()
}

@_cdecl("LLVMFuzzerTestOneInput")
public func solverFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = Reader(bytes: UnsafeBufferPointer(start: data, count: size))
    let solver = Solver()
    let variables = (0..<6).map { Variable("v\($0)") }
    var added: [LinearConstraint] = []
    var operations = 0
    // Whether any number outside [1e-3, 1e3] (or non-finite) reached the solver: then a required
    // constraint's residue is judged against the whole system's scale, which this harness does
    // not track, so only the invariants and the error contracts are checked.
    var moderate = true
    // Whether every coefficient that reached the solver is 0 or within [1e-3, 1e3] (see above).
    var conditioned = true
    // SOLVER_FUZZ_TRACE=1 prints each operation and the solver's dump after it (replaying a crash).
    let tracing = getenv("SOLVER_FUZZ_TRACE") != nil
    var traced = ""
    while let opcode = input.next(), operations < 64 {
        operations += 1
        switch opcode % 8 {
        case 0, 1, 2:
            guard let a = input.next(), let b = input.next(), let c = input.next(), let d = input.next() else { break }
            var expression = LinearExpression(constant: numbers[c % numbers.count])
            for t in 0...(a % 3) {
                let coefficient = numbers[(b + 5 * t) % numbers.count]
                expression = expression + coefficient * variables[(a / 3 + t * 7 + d) % variables.count]
            }
            let relation = Relation.allCases[d % 3]
            let strength = strengths[(d / 3) % strengths.count]
            // Some equations weigh their two sides apart, a required side among them (refused).
            let below = strengths[(d / 30) % strengths.count]
            let constraint = relation == .equal && (d / 15) % 2 == 1
                ? LinearConstraint(expression, strengthAbove: strength, strengthBelow: below)
                : LinearConstraint(expression, relation, strength: strength)
            let numbersInIt = constraint.expression.terms.map(\.coefficient) + [constraint.expression.constant]
            if !numbersInIt.allSatisfy(isModerate) { moderate = false }
            if !constraint.expression.terms.allSatisfy({ isModerate($0.coefficient) }) { conditioned = false }
            traced = "add \(constraint)"
            do {
                try solver.addConstraint(constraint)
                added.append(constraint)
            } catch .nonFiniteConstraint {
                if constraint.isFinite { fail("finite constraint refused as non-finite: \(constraint)") }
            } catch .unsatisfiable(let culprit, let conflicts) {
                if !strength.isRequired || culprit != constraint { fail("bad unsatisfiable for \(constraint)") }
                if conflicts.contains(where: { !solver.hasConstraint($0) }) { fail("conflict not in the solver") }
            } catch .numericalFailure(let culprit) {
                // Documented for inputs beyond the precision model; the invariants below check
                // that it was rolled back.
                if culprit != constraint || moderate { fail("numerical failure for \(constraint)") }
            } catch {
                fail("unexpected \(error) for \(constraint)")
            }
        case 3:
            guard !added.isEmpty, let i = input.next() else { break }
            let constraint = added.remove(at: i % added.count)
            traced = "remove \(constraint)"
            do { try solver.removeConstraint(constraint) } catch { fail("remove failed: \(error)") }
        case 4:
            guard let v = input.next(), let s = input.next() else { break }
            let variable = variables[v % variables.count]
            let strength = strengths[s % strengths.count]
            traced = "addEditVariable \(variable) \(strength)"
            do {
                try solver.addEditVariable(variable, strength: strength)
            } catch .duplicateEditVariable {
                if !solver.hasEditVariable(variable) { fail("duplicate edit for a non-edit variable") }
            } catch .requiredEditStrength {
                if !strength.isRequired { fail("optional edit refused as required") }
            } catch .numericalFailureInEdit(let culprit) {
                if culprit !== variable || moderate { fail("numerical failure adding an edit for \(variable)") }
            } catch {
                fail("unexpected \(error) adding an edit")
            }
        case 5:
            guard let v = input.next(), let n = input.next() else { break }
            let variable = variables[v % variables.count]
            let value = numbers[n % numbers.count]
            if !(abs(value) <= 1e3) { moderate = false }
            traced = "suggestValue \(value) for \(variable)"
            do {
                try solver.suggestValue(value, for: variable)
            } catch .unknownEditVariable {
                if solver.hasEditVariable(variable) { fail("suggestion refused for an edit variable") }
            } catch .nonFiniteEdit {
                if value.isFinite { fail("finite suggestion refused") }
            } catch .numericalFailureInEdit(let culprit) {
                if culprit !== variable || moderate { fail("numerical failure suggesting for \(variable)") }
            } catch {
                fail("unexpected \(error) suggesting")
            }
        case 6:
            guard let v = input.next() else { break }
            let variable = variables[v % variables.count]
            traced = "removeEditVariable \(variable)"
            do { try solver.removeEditVariable(variable) } catch .unknownEditVariable {} catch { fail("\(error)") }
        default:
            if input.next().map({ $0 % 16 == 0 }) == true {
                traced = "reset"
                solver.reset()
                added.removeAll()
                moderate = true
                conditioned = true
            }
        }
        if tracing { fputs("operation \(operations): \(traced)\n\(solver.dump())\n", stderr) }
        traced = "other"
        let problems = solver.tableau.invariantViolations().filter {
            conditioned || !($0.contains("negative constant") || $0.contains("objective not optimal"))
        }
        if !problems.isEmpty { fail("invariants violated after operation \(operations):\n\(problems.joined(separator: "\n"))") }
        solver.updateVariables()
        for constraint in added where constraint.strength.isRequired && moderate {
            let terms = constraint.expression.terms
            let scale = terms.reduce(max(1, abs(constraint.expression.constant))) { max($0, abs($1.coefficient * $1.variable.value)) }
            if constraint.isViolated(tolerance: 1e-6 * scale) { fail("required \(constraint) does not hold: \(constraint.expression.value)") }
        }
    }
    return 0
}
