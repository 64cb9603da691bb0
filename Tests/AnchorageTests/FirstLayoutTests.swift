// SPDX-License-Identifier: MIT

@testable import Anchorage
import SeededRandom
import Testing

/// The first layout of a tree adds its constraints in activation order. When every constraint
/// was activated after the tree's engine was made, the engine takes that order from its own list
/// of activations; otherwise it collects the installed constraints from the tree and sorts them.
/// Both must give the same frames and break the same constraints.
@Suite struct FirstLayoutTests {
    /// What a seeded script of makes, deactivations, re-activations and conflicting
    /// constraints produced at the first layout.
    struct Outcome: Equatable {
        var frames: [Rect]
        var diagnostics: [String]
        var activeCounts: [Int]
    }

    /// Runs the script for `seed`. With `collecting`, a leaf view with no constraints is added to
    /// the tree and removed again once the engine exists, which makes the engine collect the
    /// installed constraints from the tree at the first layout (a subtree left the tree).
    func run(seed: UInt64, collecting: Bool) -> (Outcome, usedActivationList: Bool) {
        var rng = SplitMix64(seed: seed)
        let root = makeRoot(width: 400, height: 600)
        var diagnostics: [String] = []
        root.diagnosticHandler = { diagnostics.append(FirstLayoutTests.withoutAddresses($0.description)) }
        var views: [LayoutView] = []
        var handles: [Constraint] = []
        for i in 0..<30 {
            let parent = views.isEmpty || Bool.random(using: &rng) ? root : views[Int.random(in: 0..<views.count, using: &rng)]
            let view = addView(to: parent, label: "v\(i)")
            let earlier = views.filter { $0.superview === parent }
            let anchor = earlier.randomElement(using: &rng)
            let gap = Double(Int.random(in: 0...20, using: &rng))
            let width = Double(Int.random(in: 10...80, using: &rng))
            view.snp.makeConstraints { make in
                handles.append(make.left.equalToSuperview().offset(gap).constraint)
                if let anchor {
                    handles.append(make.top.equalTo(anchor.snp.bottom).offset(gap).constraint)
                } else {
                    handles.append(make.top.equalToSuperview().offset(gap).constraint)
                }
                handles.append(make.width.equalTo(width).constraint)
                handles.append(make.height.equalTo(20).priority(.high).constraint)
                // Now and then a required conflict: the later of the two widths breaks.
                if Int.random(in: 0..<5, using: &rng) == 0 { make.width.equalTo(width + 5) }
            }
            views.append(view)
            if collecting, i == 10 {
                let leaf = addView(to: root)
                leaf.removeFromSuperview()
            }
            // Deactivate some handles, and re-activate some of those later (a new activation
            // order for them).
            if Int.random(in: 0..<3, using: &rng) == 0 {
                let handle = handles[Int.random(in: 0..<handles.count, using: &rng)]
                handle.deactivate()
                if Bool.random(using: &rng) { handle.activate() }
            }
        }
        let usedList = root.engineIfPresent?.bootstrap != nil
        root.layoutIfNeeded()
        let outcome = Outcome(frames: views.map(\.frame), diagnostics: diagnostics,
                              activeCounts: views.map { view in view.constraints.count })
        return (outcome, usedList)
    }

    /// The text with object addresses (`0x7f…`, which differ between runs) blanked.
    static func withoutAddresses(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: "0x") {
            result += rest[..<range.lowerBound] + "0x…"
            rest = rest[range.upperBound...].drop { $0.isHexDigit }
        }
        return result + rest
    }

    @Test(arguments: 0..<40)
    func activationListAndTreeCollectionAgree(seed: UInt64) {
        let (fromList, usedList) = run(seed: seed, collecting: false)
        let (fromTree, usedListToo) = run(seed: seed, collecting: true)
        #expect(usedList, "seed \(seed): the first layout should use the engine's activation list")
        #expect(!usedListToo, "seed \(seed): removing a view should make the engine collect from the tree")
        #expect(fromList == fromTree, "seed \(seed)")
    }

    @Test func aDetachedSubtreeKeepsItsConstraintsInATreeWithoutAnEngine() {
        // Laid out in one tree, detached, then added to a tree that has no engine yet.
        let first = makeRoot(width: 100, height: 100)
        let card = addView(to: first, label: "card")
        let badge = addView(to: card, label: "badge")
        card.snp.makeConstraints { make in make.edges.equalToSuperview() }
        badge.snp.makeConstraints { make in make.right.top.equalToSuperview().inset(4); make.size.equalTo(10) }
        first.layoutIfNeeded()
        card.removeFromSuperview()
        let second = makeRoot(width: 200, height: 200)
        second.addSubview(card)
        card.snp.makeConstraints { make in make.left.top.equalToSuperview(); make.size.equalTo(50) }
        #expect(second.engineIfPresent?.bootstrap == nil)
        second.layoutIfNeeded()
        expectFrame(card, 0, 0, 50, 50)
        expectFrame(badge, 36, 4, 10, 10)
    }

    @Test func aTreeWithConstraintsFromAnotherEngineIsCollected() {
        // A subtree laid out under its own root brings its constraints along.
        let other = makeRoot(width: 100, height: 100)
        let inner = addView(to: other, label: "inner")
        inner.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        other.layoutIfNeeded()
        let root = makeRoot(width: 300, height: 300)
        let holder = addView(to: root, label: "holder")
        holder.addSubview(other)
        holder.snp.makeConstraints { make in make.left.top.equalToSuperview().offset(20); make.size.equalTo(200) }
        other.snp.makeConstraints { make in make.edges.equalToSuperview() }
        #expect(root.engineIfPresent?.bootstrap == nil)
        root.layoutIfNeeded()
        expectFrame(other, 0, 0, 200, 200)
        expectFrame(inner, 10, 10, 180, 180)
    }
}
