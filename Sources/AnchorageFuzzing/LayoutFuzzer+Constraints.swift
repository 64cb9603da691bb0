// SPDX-License-Identifier: MIT

import Anchorage
import SeededRandom

// The layout fuzzer's random inputs: numbers (finite, extreme and non-finite), and the
// constraints it makes, with the checks that say whether a handle may be activated.

extension LayoutFuzzer {
    // MARK: - Values

    /// A constant: ordinary, extreme (±1e9, 1e-9) or, rarely, non-finite.
    func number(finite: Bool = false) -> Double {
        if !finite, rng.chance(0.05) { return rng.pick([Double.nan, .infinity, -.infinity]) }
        return rng.pick([0.0, 0, 8, 10, -5, 20, 44, 100, 320, 0.5, 1e9, -1e9, 1e-9, -1e-9])
    }

    func size() -> Double { rng.pick([0.0, 10, 44, 100, 1e-9, 1e9]) }

    func multiplier() -> Double {
        if rng.chance(0.04) { return rng.pick([Double.nan, .infinity]) }
        return rng.pick([1.0, 1, 1, 0.5, 2, 0.25, -1, 0, 1.5, -0.5])
    }

    func priority() -> ConstraintPriority {
        rng.pick([ConstraintPriority.required, .high, .medium, .low, 999, 1, 0.001, 1000, 999.5])
    }

    // MARK: - Making constraints

    enum MakeMode { case make, remake, update }

    private static let horizontal: [LayoutAttribute] = [.left, .right, .leading, .trailing, .centerX, .leftMargin,
                                                        .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins]
    private static let vertical: [LayoutAttribute] = [.top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin,
                                                      .bottomMargin, .centerYWithinMargins]
    private static let sizes: [LayoutAttribute] = [.width, .height]

    /// The root of the tree `item` belongs to.
    func treeRoot(of item: LayoutItem) -> LayoutView? {
        guard var view = (item as? LayoutView) ?? (item as? LayoutGuide)?.owningView else { return nil }
        while let parent = view.superview { view = parent }
        return view
    }

    func make(_ item: LayoutItem, mode: MakeMode) {
        guard let tree = treeRoot(of: item) else { return }
        let candidates = items(in: tree)
        let container: LayoutView? = (item as? LayoutView)?.superview ?? (item as? LayoutGuide)?.owningView
        var made: [Constraint] = []
        let chains = 1 + rng.below(4)
        let body: (ConstraintMaker) -> Void = { make in
            for _ in 0..<chains {
                if let handle = self.describe(make, candidates: candidates, container: container) { made.append(handle) }
            }
        }
        switch mode {
        case .make: item.snp.makeConstraints(body)
        case .remake: item.snp.remakeConstraints(body)
        case .update: item.snp.updateConstraints(body)
        }
        handles += made
        if handles.count > 300 { handles.removeFirst(handles.count - 300) }
    }

    /// One chain on `make`; returns its handle (nil for an unfinished chain).
    func describe(_ make: ConstraintMaker, candidates: [LayoutItem], container: LayoutView?) -> Constraint? {
        if rng.chance(0.03) {
            _ = make.selecting(rng.pick(Self.horizontal).set)
            expect(.unfinishedChain, "make.<attribute> without a relation")
            return nil
        }
        if rng.chance(0.08) { return compound(make, candidates: candidates, container: container) }
        let family = rng.below(3)
        let attributes = family == 0 ? Self.horizontal : family == 1 ? Self.vertical : Self.sizes
        let attribute = rng.pick(attributes)
        let chain = make.selecting(attribute.set)
        let relation = rng.weighted([6, 2, 2])
        var related: RelatedChain
        var usesItem = true
        var targetIsFinite = true
        let targetKind = rng.below(10)
        if targetKind < 5 || (container == nil && !attribute.isSizeAttribute) {
            let other = rng.pick(candidates)
            let otherAttribute = attribute.isSizeAttribute ? rng.pick(Self.sizes) : rng.pick(attributes)
            let target = other.snp.selecting(otherAttribute.set)
            related = relation == 0 ? chain.equalTo(target) : relation == 1 ? chain.lessThanOrEqualTo(target) : chain.greaterThanOrEqualTo(target)
        } else if targetKind < 7, container != nil {
            related = relation == 0 ? chain.equalToSuperview() : relation == 1 ? chain.lessThanOrEqualToSuperview() : chain.greaterThanOrEqualToSuperview()
        } else {
            usesItem = false
            let value = number()
            related = relation == 0 ? chain.equalTo(value) : relation == 1 ? chain.lessThanOrEqualTo(value) : chain.greaterThanOrEqualTo(value)
            // `.offset` replaces a number target's constant (SnapKit's rule), so a non-finite
            // target is only rejected when no offset follows.
            targetIsFinite = value.isFinite
        }
        if rng.chance(0.5) {
            let value = number()
            if !value.isFinite { expect(.nonFiniteValue, "offset \(value)") }
            related = related.offset(value)
        } else if !targetIsFinite {
            expect(.nonFiniteValue, "a non-finite number as the target")
        }
        if usesItem, rng.chance(0.3) {
            let value = multiplier()
            if rng.chance(0.8) {
                if !value.isFinite { expect(.nonFiniteValue, "multipliedBy(\(value))") }
                related = related.multipliedBy(value)
            } else {
                let divisor = value == 0 ? 2 : value
                if !(1 / divisor).isFinite { expect(.nonFiniteValue, "dividedBy(\(divisor))") }
                related = related.dividedBy(divisor)
            }
        }
        if rng.chance(0.1) { _ = related.labeled("c\(nextLabel)"); nextLabel += 1 }
        if rng.chance(0.4) { return related.priority(priority()).constraint }
        return related.constraint
    }

    /// `edges`, `size` or `center` in one chain; `edges` to the superview or to one of its
    /// built-in guides (which then become candidates for later constraints too).
    func compound(_ make: ConstraintMaker, candidates: [LayoutItem], container: LayoutView?) -> Constraint {
        switch rng.below(4) {
        case 0 where container != nil:
            return make.edges.equalToSuperview().inset(rng.pick([0.0, 8, -4, 1e9])).constraint
        case 3 where container != nil:
            let guides = [container!.layoutMarginsGuide, container!.safeAreaLayoutGuide, container!.readableContentGuide]
            return make.edges.equalTo(rng.pick(guides)).priority(priority()).constraint
        case 1:
            return make.size.equalTo(Size(width: size(), height: size())).priority(priority()).constraint
        default:
            return make.center.equalTo(rng.pick(candidates)).offset(rng.pick([0.0, 10, 1e-9])).constraint
        }
    }

    /// Two required constraints that cannot hold together on one item (or that might, when
    /// other constraints leave room): equal to two different sizes, or ordered both ways.
    func conflict() {
        guard let item = randomView(inMainTree: true, excludingRoot: true) else { return }
        var made: [Constraint] = []
        item.snp.makeConstraints { make in
            made.append(make.width.equalTo(rng.pick([10.0, 100, 1e9])).constraint)
            made.append(make.width.equalTo(rng.pick([20.0, 200, 1e-9])).constraint)
            if rng.chance(0.5) {
                made.append(make.left.greaterThanOrEqualToSuperview().offset(50).constraint)
                made.append(make.left.lessThanOrEqualToSuperview().offset(10).constraint)
            }
        }
        handles += made
    }

    /// A cycle of required constraints through several views: each one's left after the
    /// previous one's right, and the first after the last.
    func cycle() {
        let all = views(in: root).filter { $0.superview != nil }
        guard all.count >= 2 else { return }
        let members = (0..<min(all.count, 2 + rng.below(3))).map { _ in rng.pick(all) }
        let gap = rng.pick([0.0, 10, 1e9, 1e-9])
        for (index, view) in members.enumerated() {
            let next = members[(index + 1) % members.count]
            view.snp.makeConstraints { make in
                handles.append(make.left.equalTo(next.snp.right).offset(gap).constraint)
            }
        }
    }

    /// Whether activating `handle` is valid (UIKit and Anchorage trap otherwise): every item is
    /// alive, in a tree, and shares an ancestor with the other item.
    func canActivate(_ handle: Constraint) -> Bool {
        handle.layoutConstraints.allSatisfy(canActivate)
    }

    func canActivate(_ constraint: LayoutConstraint) -> Bool {
        guard let first = constraint.firstItem, let firstView = hierarchyView(of: first) else { return false }
        guard constraint.secondAttribute != .notAnAttribute else { return true }
        guard let second = constraint.secondItem, let secondView = hierarchyView(of: second) else { return false }
        return firstView.closestCommonSuperview(secondView) != nil
    }

    func hierarchyView(of item: LayoutItem) -> LayoutView? {
        (item as? LayoutView) ?? (item as? LayoutGuide)?.owningView
    }
}
