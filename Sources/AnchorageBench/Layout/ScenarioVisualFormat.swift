// SPDX-License-Identifier: MIT

import Anchorage
import Foundation

/// Scenario V, the Visual Format Language against the DSL: the same 30 constraints on ten views
/// in a row (the superview's leading edge 20 before the first, each 30 wide and 8 after the
/// previous one, their tops aligned, at least 20 before the superview's trailing edge), made
/// and activated 1,000 times on fresh trees:
/// - `V format`: `LayoutConstraint.constraints(withVisualFormat:)` of
///   `H:|-[v0(30)]-[v1(30)]-…-[v9(30)]-(>=20)-|` with `.alignAllTop`, then `activate`;
/// - `V DSL`: the same constraints with `snp.makeConstraints`, one block per view.
///
/// The trees are made before the clock starts; nothing is laid out while it runs. The ratio
/// V format / V DSL is the cost of parsing. Checksum: one tree of each kind is laid out (with
/// the first view's top and every height added) and every frame checked against the closed
/// form `x = 20 + 38 i`, and each tree of the run must hold exactly 30 constraints.
enum VisualFormatBench {
    static let viewCount = 10
    static let repetitions = 1_000
    static let format = "H:|-" + (0..<viewCount).map { "[v\($0)(30)]" }.joined(separator: "-") + "-(>=20)-|"

    /// A root 800 wide and its ten views, their autoresizing masks off.
    static func makeTree() -> (root: LayoutView, views: [LayoutView], names: [String: LayoutItem]) {
        let root = LayoutView(frame: Rect(x: 0, y: 0, width: 800, height: 100))
        var views: [LayoutView] = [], names: [String: LayoutItem] = [:]
        for i in 0..<viewCount {
            let view = LayoutView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            views.append(view)
            names["v\(i)"] = view
        }
        return (root, views, names)
    }

    static func makeWithFormat(_ names: [String: LayoutItem]) throws(BenchFailure) {
        do {
            LayoutConstraint.activate(try LayoutConstraint.constraints(withVisualFormat: format, options: .alignAllTop,
                                                                       metrics: nil, views: names))
        } catch {
            throw BenchFailure.check(scenario: "V", message: "the format was rejected: \(error)")
        }
    }

    static func makeWithDSL(_ views: [LayoutView]) {
        for (i, view) in views.enumerated() {
            view.snp.makeConstraints { make in
                if i == 0 {
                    make.leading.equalToSuperview().offset(20)
                } else {
                    make.leading.equalTo(views[i - 1].snp.trailing).offset(8)
                    make.top.equalTo(views[i - 1])
                }
                make.width.equalTo(30)
                if i == viewCount - 1 { make.trailing.lessThanOrEqualToSuperview().offset(-20) }
            }
        }
    }

    /// Lays out `tree` with a top and heights added and checks every frame.
    static func verify(_ tree: (root: LayoutView, views: [LayoutView], names: [String: LayoutItem]), _ what: String)
        throws(BenchFailure)
    {
        var diagnostics: [String] = []
        tree.root.diagnosticHandler = { diagnostics.append($0.description) }
        let installed = tree.root.constraints.count + tree.views.reduce(0) { $0 + $1.constraints.count }
        try checkValue(Double(installed), equals: 30, "\(what): installed constraints", in: "V")
        tree.views[0].topAnchor.constraint(equalTo: tree.root.topAnchor, constant: 10).isActive = true
        for view in tree.views { view.heightAnchor.constraint(equalToConstant: 20).isActive = true }
        tree.root.layoutIfNeeded()
        for (i, view) in tree.views.enumerated() {
            try checkValue(view.frame.minX, equals: 20 + 38 * Double(i), "\(what): x of v\(i)", in: "V")
            try checkValue(view.frame.minY, equals: 10, "\(what): y of v\(i)", in: "V")
            try checkValue(view.frame.width, equals: 30, "\(what): width of v\(i)", in: "V")
        }
        try checkNoDiagnostics(diagnostics, in: "V")
    }
}

/// Runs scenario V.
func runScenarioV(_ options: Options) throws(BenchFailure) {
    let clock = ContinuousClock()
    let n = VisualFormatBench.repetitions
    var format = Samples(), dsl = Samples()
    for _ in 0..<options.samples {
        let formatTrees = (0..<n).map { _ in VisualFormatBench.makeTree() }
        var t0 = clock.now
        for tree in formatTrees { try VisualFormatBench.makeWithFormat(tree.names) }
        format.append(seconds(clock.now - t0) / Double(n))

        let dslTrees = (0..<n).map { _ in VisualFormatBench.makeTree() }
        t0 = clock.now
        for tree in dslTrees { VisualFormatBench.makeWithDSL(tree.views) }
        dsl.append(seconds(clock.now - t0) / Double(n))

        try VisualFormatBench.verify(formatTrees[n - 1], "format")
        try VisualFormatBench.verify(dslTrees[n - 1], "DSL")
    }
    let count = format.values.count
    let size = "10 views"
    emit(resultLine("V format", size: size, unit: "per line", samples: format, count: count)
        + " | format / DSL: " + String(format: "%.2fx", format.median / dsl.median))
    emit(resultLine("V DSL", size: size, unit: "per line", samples: dsl, count: count))
}
