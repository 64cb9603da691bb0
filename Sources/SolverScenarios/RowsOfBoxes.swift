// SPDX-License-Identifier: MIT

import AnchorageSolver

/// Scenario B's problem of shared/bench/SCENARIOS.md: N boxes in rows of L (L = 10 "rows",
/// L = N "chain") inside a container whose width `Wc` is an edit variable, exactly as
/// SCENARIOS.md writes it. The benchmark times it (B, C and D build it) and the solver's tests
/// check what removing part of it does to the tableau; both read it from here.
///
/// ```swift
/// let problem = RowsOfBoxes(n: 100, rowLength: 10)
/// let solver = Solver()
/// try solver.addEditVariable(problem.container, strength: .strong)
/// try solver.suggestValue(problem.initialWidth, for: problem.container)
/// for constraint in problem.constraints { try solver.addConstraint(constraint) }
/// ```
public struct RowsOfBoxes {
    /// The number of boxes.
    public let n: Int
    /// The boxes per row.
    public let l: Int
    /// `Wc`, the container's width.
    public let container: Variable
    /// Each box's left edge, `x0, x1, ...`.
    public let x: [Variable]
    /// Each box's width, `w0, w1, ...`.
    public let w: [Variable]
    /// The 4N constraints in the order SCENARIOS.md lists them.
    public let constraints: [LinearConstraint]

    /// Creates the variables (`Wc`, then `x0, w0, x1, w1, ...`) and the constraints.
    ///
    /// - Parameters:
    ///   - n: The number of boxes, a positive multiple of `l`.
    ///   - l: The boxes per row.
    /// - Complexity: O(*n*).
    public init(n: Int, rowLength l: Int) {
        precondition(n > 0 && l > 0 && n % l == 0, "N must be a positive multiple of L")
        self.n = n
        self.l = l
        container = Variable("Wc")
        var x: [Variable] = [], w: [Variable] = []
        x.reserveCapacity(n)
        w.reserveCapacity(n)
        for i in 0..<n {
            x.append(Variable("x\(i)"))
            w.append(Variable("w\(i)"))
        }
        var constraints: [LinearConstraint] = []
        constraints.reserveCapacity(4 * n)
        for i in 0..<n {
            let j = i % l
            constraints.append(w[i] >= 0)
            constraints.append((w[i] == 50) | .weak)
            if j == 0 {
                constraints.append(x[i] == 10)
            } else {
                constraints.append(x[i] == x[i - 1] + w[i - 1] + 8)
                constraints.append(w[i] == w[i - 1])
            }
            if j == l - 1 {
                constraints.append(x[i] + w[i] + 10 == container)
            }
        }
        precondition(constraints.count == 4 * n)
        self.x = x
        self.w = w
        self.constraints = constraints
    }

    /// The container width the benchmark suggests: `58 L + 12`, where every box keeps its
    /// preferred 50.
    public var initialWidth: Double { 58 * Double(l) + 12 }

    /// SCENARIOS.md's closed form of the sum of every value, `Wc` included: with
    /// w = (Wc - 20 - 8(L-1)) / L, it is Wc + (N/L)(L·w + 10L + (w+8)·L(L-1)/2).
    ///
    /// - Parameter wc: The container's width.
    /// - Returns: The sum the solver's values must add up to.
    public func expectedSum(containerWidth wc: Double) -> Double {
        let l = Double(self.l), rows = Double(n / self.l)
        let w = (wc - 20 - 8 * (l - 1)) / l
        return wc + rows * (l * w + 10 * l + (w + 8) * l * (l - 1) / 2)
    }

    /// SCENARIOS.md's selection for scenario D: a tenth of the constraints, by a partial
    /// Fisher-Yates shuffle driven by a PCG-style 64-bit LCG, as indices into ``constraints``.
    ///
    /// - Complexity: O(*n*).
    public var removalSelection: [Int] {
        var state: UInt64 = 0x853c_49e6_748f_ea9b
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let m = constraints.count
        let k = m / 10
        var idx = Array(0..<m)
        for i in 0..<k {
            let j = i + Int(next() % UInt64(m - i))
            idx.swapAt(i, j)
        }
        return Array(idx[0..<k])
    }
}
