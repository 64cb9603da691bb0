// SPDX-License-Identifier: MIT

@testable import Anchorage
import AnchorageSolver
import Testing

/// Dropping a tree frees everything it made: views, guides, layout constraints, handles, the
/// engine and its solver, and the solver's variables. Each test holds only `weak` references
/// once the tree is built and laid out, so any strong cycle keeps something alive and fails.
@Suite struct LeakTests {
    /// Weak references to everything a tree owns.
    final class Watched {
        private struct Reference {
            weak var object: AnyObject?
        }

        private var objects: [Reference] = []

        func watch(_ object: AnyObject) {
            objects.append(Reference(object: object))
        }

        var alive: Int { objects.filter { $0.object != nil }.count }
        var count: Int { objects.count }
    }

    /// Builds a tree that uses every kind of object (DSL handles, guides, autoresizing pins,
    /// broken and updated constraints, a moved subtree), lays it out, and watches it all.
    func buildAndLayout(_ watched: Watched) {
        let root = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        root.diagnosticHandler = { _ in }
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        guide.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        var handles: [Constraint] = []
        var previous: LayoutView? = nil
        for i in 0..<20 {
            let view = LayoutView()
            (i % 5 == 4 ? previous! : root).addSubview(view)
            view.snp.makeConstraints { make in
                handles.append(make.left.equalTo(guide).offset(Double(i)).constraint)
                make.top.equalTo(previous?.snp.bottom ?? guide.snp.top).offset(4)
                make.size.equalTo(Size(width: 40, height: 20)).priority(.high)
                if i == 7 { make.width.equalTo(30) ; make.width.equalTo(31) }   // one broken
            }
            previous = view
        }
        let pinned = LayoutView(frame: Rect(x: 5, y: 5, width: 10, height: 10))
        root.addSubview(pinned)
        root.layoutIfNeeded()
        let views = root.subviews
        expectFrame(views[0], 10, 14, 40, 20)
        expectFrame(views[1], 11, 38, 40, 20)
        expectFrame(pinned, 5, 5, 10, 10)
        #expect(handles[3].update(offset: 50) === handles[3])
        views[2].removeFromSuperview()
        views[6].addSubview(views[1])
        root.layoutIfNeeded()
        #expect(views[2].superview == nil && views[1].superview === views[6])
        expectFrame(views[0], 10, 14, 40, 20)
        #expect(views[3].frame.minX == 60)
        // The move dropped the moved view's constraints to the outside; its size stays.
        #expect(!handles[1].isActive && views[1].frame.size == Size(width: 40, height: 20))

        watched.watch(root)
        watched.watch(guide)
        watched.watch(root.engineIfPresent!)
        watched.watch(root.engineIfPresent!.solver)
        func visit(_ view: LayoutView) {
            watched.watch(view)
            for constraint in view.installedConstraints {
                watched.watch(constraint)
                if let handle = constraint.handle { watched.watch(handle) }
                if let linear = constraint.record.linear {
                    for term in linear.expression.terms { watched.watch(term.variable) }
                }
            }
            if let node = view.node {
                watched.watch(node)
                for pin in node.pins { watched.watch(pin) }
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(root)
    }

    @Test func droppingATreeFreesViewsGuidesConstraintsEngineAndSolver() {
        let watched = Watched()
        buildAndLayout(watched)
        #expect(watched.count > 100)
        #expect(watched.alive == 0, "\(watched.alive) of \(watched.count) objects outlived their tree")
    }

    @Test func droppingASolverFreesItsVariablesAndConstraints() {
        let watched = Watched()
        do {
            let solver = Solver()
            let x = Variable("x"), y = Variable("y")
            #expect(throws: Never.self) {
                try solver.addConstraint(x + y == 100)
                try solver.addConstraint((x == 30) | .strong)
                try solver.addEditVariable(y, strength: .medium)
                try solver.suggestValue(10, for: y)
            }
            #expect(throws: SolverError.self) { try solver.addConstraint(x + y == 120) }   // refused: it conflicts
            solver.updateVariables()
            #expect(x.value == 30 && y.value == 70)
            watched.watch(solver)
            watched.watch(x)
            watched.watch(y)
        }
        #expect(watched.alive == 0)
    }

    @Test func handlesKeptByTheAppDoNotKeepTheirViews() {
        let watched = Watched()
        var handle: Constraint? = nil
        do {
            let root = LayoutView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            let child = LayoutView()
            root.addSubview(child)
            child.snp.makeConstraints { make in handle = make.edges.equalToSuperview().constraint }
            root.layoutIfNeeded()
            watched.watch(root)
            watched.watch(child)
        }
        #expect(watched.alive == 0)
        // The handle outlives its views; using it is harmless and changes nothing.
        #expect(handle?.item == nil)
        #expect(handle?.isActive == false)
        handle?.deactivate()
        #expect(handle?.update(offset: 3) === handle)
        #expect(handle?.isActive == false && handle?.item == nil)
    }
}
