// SPDX-License-Identifier: MIT

import Anchorage
import SeededRandom

/// A seeded fuzzer for the layout engine: long random sequences of what apps do to view trees,
/// valid and not (views, guides, the DSL's every form, handles, constants across required,
/// conflicts and cycles, constants of ±1e9 and 1e-9, NaN and ±infinity, frames, margins,
/// dropped trees), each followed by a layout of every live tree. A run fails on an audit
/// problem (``LayoutView/auditLayout()``), an unreported broken constraint or bad input, an
/// internal inconsistency or layout loop, a leaked tree, or a kept fitting solver that disagrees
/// with a new one. Multipliers stay those layouts use, and programmer errors that trap by design
/// are avoided: the Architecture article's "What the layout fuzzer checks" says why.
package final class LayoutFuzzer {
    /// What a run did and found.
    package struct Report {
        package var seed: UInt64
        package var operations = 0
        package var layouts = 0
        /// Fits checked against a new solver's.
        package var fits = 0
        /// Diagnostics that reported rejected input (non-finite numbers, unfinished chains,
        /// unmatched updates, unsatisfiable constraints), by kind.
        package var rejected: [Diagnostic.Kind: Int] = [:]
        /// How often each operation ran, by name.
        package var operationCounts: [String: Int] = [:]
        package var treesDropped = 0
        /// Everything that went wrong; the run stops at the first failing step.
        package var failures: [String] = []

        /// Total rejected inputs.
        package var rejectedInputs: Int { rejected.values.reduce(0, +) }

        /// A few lines: the counts, then the failures.
        package var summary: String {
            let kinds = rejected.sorted { "\($0.key)" < "\($1.key)" }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            var lines = ["seed \(seed): \(operations) operations, \(layouts) layouts, \(rejectedInputs) inputs rejected (\(kinds)), \(treesDropped) trees dropped and freed"]
            lines += failures
            return lines.joined(separator: "\n")
        }
    }

    /// Collects every diagnostic of the fuzzer's trees.
    final class DiagnosticLog {
        var entries: [Diagnostic] = []
    }

    var rng: SplitMix64
    /// Picks the fitting checks' targets.
    var fittingRNG: SplitMix64
    var report: Report
    let log = DiagnosticLog()
    var root: LayoutView
    /// Subtrees taken out of the main tree and kept (they may come back).
    var detached: [LayoutView] = []
    /// Handles the app "kept", oldest first (their items may be gone).
    var handles: [Constraint] = []
    /// Broken constraints already reported by a diagnostic (kept alive while listed).
    var reportedBroken: [ObjectIdentifier: (constraint: LayoutConstraint, report: String)] = [:]
    var nextLabel = 0
    var trace: [String] = []
    /// Receives each operation with the items it chose, when set (for replaying a failure).
    package var traceHandler: ((String) -> Void)?
    /// The items the current operation chose, by label.
    var chosen: [String] = []
    /// The diagnostic kind the current operation must produce, if any, and why.
    var expected: (kind: Diagnostic.Kind, reason: String)?
    /// Items of trees dropped during the current step: all must be gone at its end.
    var dropped: [WeakItem] = []

    /// - Parameters:
    ///   - seed: Replays the run exactly.
    package init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
        fittingRNG = SplitMix64(seed: seed ^ 0x5EED_F177)
        report = Report(seed: seed)
        root = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        prepare(root)
    }

    /// Runs `steps` operations (or until the first failure).
    ///
    /// - Returns: The report so far; ``Report/failures`` is empty when nothing went wrong.
    package func run(steps: Int) -> Report {
        for _ in 0..<steps {
            step()
            if !report.failures.isEmpty { break }
        }
        return report
    }

    // MARK: - One step

    private static let operations: [(name: String, weight: Int)] = [
        ("addView", 10), ("make", 16), ("remake", 4), ("update", 5), ("removeConstraints", 2),
        ("activate", 4), ("deactivate", 4), ("updateOffset", 6), ("updateInset", 2), ("updatePriority", 5),
        ("updateMultiplier", 3), ("setConstant", 3), ("setPriority", 2), ("toggleActive", 2),
        ("removeView", 3), ("reparent", 4), ("dropView", 3), ("dropDetached", 1), ("conflict", 4), ("cycle", 2),
        ("rootFrame", 2), ("viewFrame", 2), ("margins", 2), ("autoresizing", 2), ("addGuide", 2),
        ("removeGuide", 1), ("setNeedsLayout", 1), ("dropTree", 1),
    ]

    func step() {
        let operation = Self.operations[rng.weighted(Self.operations.map(\.weight))].name
        report.operations += 1
        report.operationCounts[operation, default: 0] += 1
        let firstDiagnostic = log.entries.count
        expected = nil
        trace.append(operation)
        if trace.count > 40 { trace.removeFirst() }
        chosen = []
        perform(operation)
        traceHandler?("\(report.operations) \(operation) \(chosen.joined(separator: " "))")
        for tree in [root] + detached {
            tree.layoutIfNeeded()
            report.layouts += 1
        }
        check(since: firstDiagnostic)
        // Every other step on average (a fit of the whole tree, twice, costs more than the step).
        for tree in [root] + detached where fittingRNG.chance(0.5) { checkFitting(tree) }
    }

    /// Fits a tree's root (which keeps its fitting solver between steps) and checks the size and
    /// the diagnostics against a fit by a new solver. Its own generator picks the target, so the
    /// operations are the same with and without the check.
    func checkFitting(_ tree: LayoutView) {
        // Widths that no bound of fuzzed constants comes within rounding of (those are multiples
        // of 1/8, give or take 1e-9 and 1e9 terms): a conflict with the target is then never a
        // matter of rounding. `width == 0` against `width >= 1e-9` is one to a new solver and
        // none to a kept solver whose width was 120, beside which 1e-9 is below what it can tell
        // from zero (see `Numerics` in AnchorageSolver); both are right to their precision.
        let target = Size(width: fittingRNG.pick([137.3, 333.7, 10_000.3]), height: fittingRNG.pick([0.0, 200, 1e4]))
        // Priorities that no fuzzed constraint has, and not equal to each other: the fitted size
        // is then unique (the pulls are the only constraints at their levels), and a size that
        // differs is a fault. With both at 50, the two pulls could trade their errors and two
        // sizes could be equally good.
        let horizontal: ConstraintPriority = fittingRNG.chance(0.7) ? .required : 49
        let handler = tree.diagnosticHandler
        defer { tree.diagnosticHandler = handler }
        // Without addresses: each solver makes its own implicit constraints.
        func text(_ diagnostic: Diagnostic) -> String { diagnostic.description.replacing(/0x[0-9a-f]+/, with: "0x") }
        var kept: [String] = [], fresh: [String] = []
        tree.diagnosticHandler = { kept.append(text($0)) }
        let size = tree.systemLayoutSizeFitting(target, withHorizontalFittingPriority: horizontal,
                                                verticalFittingPriority: .fittingSizeLevel)
        tree.diagnosticHandler = { fresh.append(text($0)) }
        let expected = tree.systemLayoutSizeFittingFromScratch(target, horizontal: horizontal, vertical: .fittingSizeLevel)
        report.fits += 1
        // Equal up to rounding: the kept solver reached the values along another pivot path, and
        // values computed beside constants of 1e9 are known to about 1e-7 (see `Numerics`).
        func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 + 1e-9 * max(abs(a), abs(b)) || (a.isNaN && b.isNaN) }
        if !same(size.width, expected.width) || !same(size.height, expected.height) {
            fail("systemLayoutSizeFitting(\(target), \(horizontal)) of \(tree.snp.label() ?? "?") gave \(size), a new solver \(expected)")
        } else if kept != fresh {
            fail("systemLayoutSizeFitting(\(target), \(horizontal)) of \(tree.snp.label() ?? "?") reported \(kept), a new solver \(fresh)")
        }
    }

    func perform(_ operation: String) {
        switch operation {
        case "addView": addView()
        case "make": withRandomItem { item in make(item, mode: .make) }
        case "remake": withRandomItem { item in make(item, mode: .remake) }
        case "update": withRandomItem { item in make(item, mode: .update) }
        case "removeConstraints": withRandomItem { $0.snp.removeConstraints() }
        case "activate": withRandomHandle { if canActivate($0) { $0.activate() } }
        case "deactivate": withRandomHandle { $0.deactivate() }
        case "updateOffset":
            withRandomHandle { handle in
                let value = number()
                if handle.item != nil, !value.isFinite { expect(.nonFiniteValue, "update(offset: \(value))") }
                if handle.item != nil || value.isFinite { handle.update(offset: value) }
            }
        case "updateInset": withRandomHandle { $0.update(inset: rng.pick([0.0, 8, 16, 1e9, 1e-9])) }
        case "updatePriority": withRandomHandle { $0.update(priority: priority()) }
        case "updateMultiplier":
            withRandomHandle { handle in
                let value = multiplier()
                if handle.item != nil, !value.isFinite { expect(.nonFiniteValue, "update(multiplier: \(value))") }
                if handle.item != nil || value.isFinite { handle.update(multiplier: value) }
            }
        case "setConstant":
            withRandomLayoutConstraint { constraint in
                let value = number()
                // A non-finite constant on an active constraint is reported at the next layout.
                if constraint.isActive, !value.isFinite, !(value == constraint.constant) {
                    expect(.nonFiniteValue, "constant = \(value) on an active constraint")
                }
                if constraint.isActive || value.isFinite { constraint.constant = value }
            }
        case "setPriority": withRandomLayoutConstraint { $0.priority = priority() }
        case "toggleActive":
            withRandomLayoutConstraint { constraint in
                if constraint.isActive {
                    constraint.isActive = false
                } else if canActivate(constraint), constraint.constant.isFinite, constraint.multiplier.isFinite {
                    constraint.isActive = true
                }
            }
        case "removeView":
            if let view = randomView(inMainTree: true, excludingRoot: true) {
                view.removeFromSuperview()
                detached.append(view)
                if detached.count > 4 { detached.removeFirst() }
            }
        case "reparent": reparent()
        case "dropView":
            if let view = randomView(inMainTree: true, excludingRoot: true) { view.removeFromSuperview() }
        case "dropDetached":
            if !detached.isEmpty { dropTree(detached.remove(at: rng.below(detached.count))) }
        case "conflict": conflict()
        case "cycle": cycle()
        case "rootFrame":
            root.frame = Rect(x: 0, y: 0, width: rng.pick([0.0, 320, 375, 1024, 1e9, 1e-9]), height: rng.pick([0.0, 480, 812, 1e9]))
        case "viewFrame":
            if let view = randomView(inMainTree: false, excludingRoot: true) {
                view.frame = Rect(x: number(finite: true), y: number(finite: true), width: size(), height: size())
            }
        case "margins":
            if let view = randomView(inMainTree: false, excludingRoot: false) {
                view.layoutMargins = EdgeInsets(all: rng.pick([0.0, 8, 20, 1e-9, 1e9]))
            }
        case "autoresizing":
            if let view = randomView(inMainTree: false, excludingRoot: true) {
                view.translatesAutoresizingMaskIntoConstraints.toggle()
            }
        case "addGuide":
            if let view = randomView(inMainTree: false, excludingRoot: false) {
                let guide = LayoutGuide()
                guide.snp.setLabel("g\(nextLabel)")
                nextLabel += 1
                view.addLayoutGuide(guide)
                if rng.chance(0.7) { make(guide, mode: .make) }
            }
        case "removeGuide":
            // Not a view's built-in guides (margins, safe area, readable content): removing one
            // traps, by design.
            let guides = items(in: root).compactMap { $0 as? LayoutGuide }.filter { !$0.isBuiltIn }
            if !guides.isEmpty {
                let guide = rng.pick(guides)
                guide.owningView?.removeLayoutGuide(guide)
            }
        case "setNeedsLayout":
            randomView(inMainTree: false, excludingRoot: false)?.setNeedsLayout()
        case "dropTree":
            let old = root
            root = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
            prepare(root)
            dropTree(old)
        default:
            preconditionFailure("unknown operation \(operation)")
        }
    }

    // MARK: - Checks

    func check(since firstDiagnostic: Int) {
        let fresh = log.entries[firstDiagnostic...]
        var produced = Set<Diagnostic.Kind>()
        for diagnostic in fresh {
            produced.insert(diagnostic.kind)
            switch diagnostic.kind {
            case .internalInconsistency, .layoutLoop, .missingSuperCall, .numericalFailure:
                fail("engine reported \(diagnostic.kind): \(diagnostic.message)")
            case .unsatisfiableConstraints:
                report.rejected[diagnostic.kind, default: 0] += 1
                if let broken = diagnostic.constraints.first {
                    reportedBroken[ObjectIdentifier(broken)] = (broken, diagnostic.message)
                }
            case .nonFiniteValue:
                report.rejected[diagnostic.kind, default: 0] += 1
                // A constraint left out for its non-finite constant is held like a broken one.
                if diagnostic.constraints.count == 1, let left = diagnostic.constraints.first {
                    reportedBroken[ObjectIdentifier(left)] = (left, diagnostic.message)
                }
            case .unfinishedChain, .unmatchedUpdate:
                report.rejected[diagnostic.kind, default: 0] += 1
            }
        }
        if let expected, !produced.contains(expected.kind) {
            fail("the operation's rejected input (\(expected.reason)) produced no \(expected.kind) diagnostic")
        }
        var stillBroken: [ObjectIdentifier: (constraint: LayoutConstraint, report: String)] = [:]
        for tree in [root] + detached {
            let audit = tree.auditLayout()
            for problem in audit.problems { fail("audit: \(problem)") }
            for constraint in audit.broken {
                let key = ObjectIdentifier(constraint)
                guard let reported = reportedBroken[key] else {
                    fail("broken \(constraint) was never reported")
                    continue
                }
                stillBroken[key] = reported
            }
        }
        reportedBroken = stillBroken
        let survivors = dropped.compactMap(\.item)
        if !survivors.isEmpty {
            fail("a dropped tree is still alive (a leak or a reference cycle): \(survivors.count) items, e.g. \(survivors[0])")
        }
        dropped.removeAll()
        // Keep the log short: only the entries of the current step are ever read.
        log.entries.removeAll(keepingCapacity: true)
    }

    func expect(_ kind: Diagnostic.Kind, _ reason: String) {
        expected = (kind, reason)
    }

    func fail(_ message: String) {
        if report.failures.isEmpty {
            report.failures.append("step \(report.operations) (\(trace.last ?? "")) of seed \(report.seed): \(message)")
            report.failures.append("  last operations: \(trace.joined(separator: ", "))")
        } else if report.failures.count < 12 {
            report.failures.append("  also: \(message)")
        }
    }

    /// Forgets a tree; the end of the step checks that it was freed: views, guides and
    /// constraints (the handles the fuzzer keeps refer to items weakly and do not count), and with
    /// the root its engine and solver.
    func dropTree(_ tree: LayoutView) {
        for item in items(in: tree) { dropped.append(WeakItem(item: item)) }
        report.treesDropped += 1
    }

    // MARK: - Trees

    func prepare(_ view: LayoutView) {
        view.snp.setLabel("v\(nextLabel)")
        nextLabel += 1
        view.diagnosticHandler = { [log] in log.entries.append($0) }
    }

    /// The views and guides of a tree, in tree order.
    func items(in tree: LayoutView) -> [LayoutItem] {
        var result: [LayoutItem] = []
        func visit(_ view: LayoutView) {
            result.append(view)
            result.append(contentsOf: view.layoutGuides)
            for subview in view.subviews { visit(subview) }
        }
        visit(tree)
        return result
    }

    func views(in tree: LayoutView) -> [LayoutView] {
        items(in: tree).compactMap { $0 as? LayoutView }
    }

    func randomView(inMainTree: Bool, excludingRoot: Bool) -> LayoutView? {
        var candidates = views(in: root)
        if !inMainTree { for tree in detached { candidates += views(in: tree) } }
        if excludingRoot { candidates.removeAll { $0.superview == nil } }
        guard !candidates.isEmpty else { return nil }
        let view = rng.pick(candidates)
        note(view)
        return view
    }

    func withRandomItem(_ body: (LayoutItem) -> Void) {
        var candidates = items(in: root)
        for tree in detached { candidates += items(in: tree) }
        let item = rng.pick(candidates)
        note(item)
        body(item)
    }

    func note(_ item: LayoutItem?) {
        chosen.append(item.map { $0.snp.label() ?? "?" } ?? "nil")
    }

    func withRandomHandle(_ body: (Constraint) -> Void) {
        guard !handles.isEmpty else { return }
        let handle = handles[rng.below(handles.count)]
        chosen.append("handle of")
        note(handle.item)
        body(handle)
    }

    func withRandomLayoutConstraint(_ body: (LayoutConstraint) -> Void) {
        guard !handles.isEmpty else { return }
        let constraints = handles[rng.below(handles.count)].layoutConstraints
        guard !constraints.isEmpty else { return }
        body(rng.pick(constraints))
    }

    func addView() {
        let view = LayoutView(frame: Rect(x: number(finite: true), y: number(finite: true), width: size(), height: size()))
        prepare(view)
        view.translatesAutoresizingMaskIntoConstraints = rng.chance(0.2)
        let parents = rng.chance(0.85) ? views(in: root) : detached.flatMap { views(in: $0) }
        (parents.isEmpty ? root : rng.pick(parents)).addSubview(view)
        if rng.chance(0.8) { make(view, mode: .make) }
    }

    func reparent() {
        // The main root stays a root (detached roots may move into any tree).
        guard let view = randomView(inMainTree: false, excludingRoot: false), view !== root else { return }
        var parents = views(in: root)
        for tree in detached { parents += views(in: tree) }
        parents.removeAll { $0 === view || $0.isDescendant(of: view) }
        guard !parents.isEmpty else { return }
        let parent = rng.pick(parents)
        chosen.append("into")
        note(parent)
        if let index = detached.firstIndex(where: { $0 === view }) { detached.remove(at: index) }
        if rng.chance(0.5) {
            parent.addSubview(view)
        } else {
            parent.insertSubview(view, at: rng.below(parent.subviews.count + 2) - 1)
        }
    }
}

extension LayoutAttribute {
    var isSizeAttribute: Bool { self == .width || self == .height }
}

/// A reference that does not keep its item alive.
struct WeakItem {
    weak var item: LayoutItem?
}
