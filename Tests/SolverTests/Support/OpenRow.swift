// SPDX-License-Identifier: MIT
@testable import AnchorageSolver

/// A row of `n` boxes from `x₀ = 0`, `xᵢ = xᵢ₋₁ + wᵢ₋₁ + 4`, each width fixed before the next
/// link, and the last box's trailing edge on the container's, `x + w = W`, written before the
/// last width (one `makeConstraints` closure's order): that equation defines the last width
/// and leaves the container's free.
func openRowClosedByItsContainer(_ n: Int) throws -> (Solver, xs: [Variable], ws: [Variable], container: Variable, links: [LinearConstraint]) {
    let solver = Solver()
    let xs = (0..<n).map { Variable("x\($0)") }, ws = (0..<n).map { Variable("w\($0)") }
    let container = Variable("W")
    var links: [LinearConstraint] = []
    try solver.addConstraint(xs[0] == 0)
    for i in 0..<n {
        if i > 0 {
            links.append(xs[i] == xs[i - 1] + ws[i - 1] + 4)
            try solver.addConstraint(links[i - 1])
        }
        if i < n - 1 { try solver.addConstraint(ws[i] == 20) }
    }
    try solver.addConstraint(xs[n - 1] + ws[n - 1] == container)
    return (solver, xs, ws, container, links)
}
