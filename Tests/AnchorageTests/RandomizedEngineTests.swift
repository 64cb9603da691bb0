// SPDX-License-Identifier: MIT

@testable import Anchorage
import SeededRandom
import Testing

/// Seeded random sequences of DSL operations (make, remake, update, handle updates, priority and
/// multiplier changes, re-parenting, margin and root-size changes). After every step the tree is
/// laid out incrementally, then re-solved from scratch by a fresh engine; the frames must agree.
/// Every layout is fully determined (each view is related only to the root or to views made
/// before it), so any difference is an incremental-engine bug. A failure prints the seed and the
/// step trace.
@Suite struct RandomizedEngineTests {
    static let horizontal: [LayoutAttribute] = [.left, .right, .centerX, .leading, .trailing, .leftMargin, .rightMargin,
                                                 .centerXWithinMargins]
    static let vertical: [LayoutAttribute] = [.top, .bottom, .centerY, .topMargin, .bottomMargin, .firstBaseline,
                                               .lastBaseline, .centerYWithinMargins]

    /// How one view is constrained: each axis relates one of its attributes to an attribute of an
    /// earlier view (or the root) with a multiplier; sizes are constants or multiples of an earlier
    /// view's size.
    struct Recipe {
        var xAttribute: LayoutAttribute, xTarget: Int, xTargetAttribute: LayoutAttribute, xMultiplier: Double, xOffset: Double
        var yAttribute: LayoutAttribute, yTarget: Int, yTargetAttribute: LayoutAttribute, yMultiplier: Double, yOffset: Double
        var widthTarget: Int?, width: Double
        var heightTarget: Int?, height: Double
    }

    final class World {
        var rng: SplitMix64
        let root = LayoutView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        /// A view that keeps its hand-set frame (autoresizing constraints).
        let fixed = LayoutView(frame: Rect(x: 30, y: 40, width: 50, height: 60))
        /// A guide inset from the root.
        let guide = LayoutGuide()
        var guideInset: Constraint!
        var views: [LayoutView] = []
        var recipes: [Recipe] = []
        var handles: [[Constraint]] = []
        var trace: [String] = []

        init(seed: UInt64, count: Int) {
            rng = SplitMix64(seed: seed)
            root.snp.setLabel("root")
            root.diagnosticHandler = { _ in }
            fixed.snp.setLabel("fixed")
            fixed.insetsLayoutMarginsFromSafeArea = false
            root.addSubview(fixed)
            root.addLayoutGuide(guide)
            guide.snp.makeConstraints { make in guideInset = make.edges.equalToSuperview().inset(10).constraint }
            for i in 0..<count {
                let view = LayoutView()
                view.insetsLayoutMarginsFromSafeArea = false
                view.snp.setLabel("v\(i)")
                let parents = [root, fixed] + views
                let parent = parents[Int.random(in: 0..<parents.count, using: &rng)]
                parent.addSubview(view)
                views.append(view)
                recipes.append(randomRecipe(for: i))
                handles.append([])
                make(i)
            }
        }

        /// Index 0 is the root, 1 the fixed view, 2 the guide; index j + 3 is views[j].
        func item(_ index: Int) -> LayoutItem {
            switch index {
            case 0: root
            case 1: fixed
            case 2: guide
            default: views[index - 3]
            }
        }

        func randomRecipe(for i: Int) -> Recipe {
            func pick<T>(_ array: [T]) -> T { array[Int.random(in: 0..<array.count, using: &rng)] }
            let multipliers = [1.0, 1.0, 0.5, 2.0]
            return Recipe(
                xAttribute: pick(RandomizedEngineTests.horizontal), xTarget: Int.random(in: 0...i + 2, using: &rng),
                xTargetAttribute: pick(RandomizedEngineTests.horizontal), xMultiplier: pick(multipliers),
                xOffset: Double(Int.random(in: -20...40, using: &rng)),
                yAttribute: pick(RandomizedEngineTests.vertical), yTarget: Int.random(in: 0...i + 2, using: &rng),
                yTargetAttribute: pick(RandomizedEngineTests.vertical), yMultiplier: pick(multipliers),
                yOffset: Double(Int.random(in: -20...40, using: &rng)),
                widthTarget: Bool.random(using: &rng) ? Int.random(in: 0...i + 2, using: &rng) : nil,
                width: Double(Int.random(in: 1...60, using: &rng)),
                heightTarget: Bool.random(using: &rng) ? Int.random(in: 0...i + 2, using: &rng) : nil,
                height: Double(Int.random(in: 1...60, using: &rng)))
        }

        /// (Re)makes view i's four constraints from its recipe.
        func make(_ i: Int) {
            let r = recipes[i]
            let view = views[i]
            var made: [Constraint] = []
            view.snp.remakeConstraints { make in
                made.append(make.selecting(r.xAttribute.set)
                    .equalTo(item(r.xTarget).snp.selecting(r.xTargetAttribute.set)).multipliedBy(r.xMultiplier).offset(r.xOffset).constraint)
                made.append(make.selecting(r.yAttribute.set)
                    .equalTo(item(r.yTarget).snp.selecting(r.yTargetAttribute.set)).multipliedBy(r.yMultiplier).offset(r.yOffset).constraint)
                if let target = r.widthTarget {
                    made.append(make.width.equalTo(item(target).snp.width).multipliedBy(0.25).offset(r.width).constraint)
                } else {
                    made.append(make.width.equalTo(r.width).constraint)
                }
                if let target = r.heightTarget {
                    made.append(make.height.equalTo(item(target).snp.height).multipliedBy(0.25).offset(r.height).constraint)
                } else {
                    made.append(make.height.equalTo(r.height).constraint)
                }
            }
            handles[i] = made
        }

        /// Remakes every view that lost a constraint (re-parenting deactivates the ones that cross
        /// the moved subtree's boundary).
        func repair() {
            for i in views.indices where !handles[i].allSatisfy({ $0.layoutConstraints.allSatisfy(\.isActive) }) {
                make(i)
            }
        }

        func step() {
            let i = Int.random(in: 0..<views.count, using: &rng)
            switch Int.random(in: 0..<17, using: &rng) {
            case 0:
                recipes[i] = randomRecipe(for: i)
                make(i)
                trace.append("remake v\(i)")
            case 1:
                let offset = Double(Int.random(in: -30...30, using: &rng))
                handles[i][Int.random(in: 0..<4, using: &rng)].update(offset: offset)
                trace.append("update(offset: \(offset)) on v\(i)")
            case 2:
                // Same form as the recipe, so it matches (unless a priority changed: then the
                // required newcomer simply wins over the optional original).
                let amount = Double(Int.random(in: 0...5, using: &rng))
                let width = recipes[i].width + amount
                if let target = recipes[i].widthTarget {
                    view(i).snp.updateConstraints { make in make.width.equalTo(item(target).snp.width).multipliedBy(0.25).offset(width) }
                } else {
                    view(i).snp.updateConstraints { make in make.width.equalTo(width) }
                }
                trace.append("updateConstraints width of v\(i)")
            case 3:
                let priority = Bool.random(using: &rng) ? ConstraintPriority.required : ConstraintPriority(Double(Int.random(in: 1...999, using: &rng)))
                handles[i][Int.random(in: 0..<4, using: &rng)].update(priority: priority)
                trace.append("update(priority: \(priority)) on v\(i)")
            case 4:
                let multiplier = [0.5, 1.0, 1.5][Int.random(in: 0..<3, using: &rng)]
                handles[i][0].update(multiplier: multiplier)
                trace.append("update(multiplier: \(multiplier)) on v\(i)")
            case 5:
                let candidates = [root, fixed] + views.filter { !$0.isDescendant(of: views[i]) }
                let parent = candidates[Int.random(in: 0..<candidates.count, using: &rng)]
                parent.addSubview(views[i])
                repair()
                trace.append("move v\(i) under \(parent.snp.label()!)")
            case 6:
                let m = Double(Int.random(in: 0...12, using: &rng))
                let target = ([root, fixed] + views)[Int.random(in: 0...views.count + 1, using: &rng)]
                target.layoutMargins = EdgeInsets(top: m, left: m + 1, bottom: m + 2, right: m + 3)
                trace.append("margins \(m)")
            case 7:
                root.frame = Rect(x: 0, y: 0, width: Double(Int.random(in: 200...500, using: &rng)), height: 300)
                trace.append("root width \(root.frame.width)")
            case 8:
                fixed.frame = Rect(x: Double(Int.random(in: 0...100, using: &rng)), y: 40,
                                   width: Double(Int.random(in: 10...100, using: &rng)), height: 60)
                trace.append("fixed frame \(fixed.frame)")
            case 9:
                let inset = Double(Int.random(in: 0...30, using: &rng))
                guideInset.update(inset: inset)
                trace.append("guide inset \(inset)")
            case 11:
                root.userInterfaceLayoutDirection = Bool.random(using: &rng) ? .rightToLeft : .leftToRight
                trace.append("direction \(root.userInterfaceLayoutDirection)")
            case 12:
                let attribute = [SemanticContentAttribute.unspecified, .forceLeftToRight, .forceRightToLeft, .playback][Int.random(in: 0..<4, using: &rng)]
                view(i).semanticContentAttribute = attribute
                trace.append("v\(i) \(attribute)")
            case 13:
                let m = Double(Int.random(in: 0...12, using: &rng))
                let target = ([root, fixed] + views)[Int.random(in: 0...views.count + 1, using: &rng)]
                target.directionalLayoutMargins = DirectionalEdgeInsets(top: m, leading: m + 5, bottom: m, trailing: m + 1)
                trace.append("directional margins \(m)")
            case 14:
                let top = Double(Int.random(in: 0...50, using: &rng))
                root.safeAreaInsets = EdgeInsets(top: top, left: top / 2, bottom: 0, right: 0)
                trace.append("safe area \(top)")
            case 15:
                // Only the root's margins follow the safe area here: a descendant's derived insets
                // depend on its frame, which its margins can feed back into, and such cycles may
                // settle at different fixed points (SafeAreaTests covers descendants).
                root.insetsLayoutMarginsFromSafeArea.toggle()
                trace.append("toggle insetsLayoutMarginsFromSafeArea")
            case 16:
                root.displayScale = [nil, 2, 3][Int.random(in: 0..<3, using: &rng)]
                trace.append("scale \(String(describing: root.displayScale))")
            default:
                handles[i][1].deactivate()
                handles[i][1].activate()
                trace.append("toggle v\(i)")
            }
        }

        func view(_ i: Int) -> LayoutView { views[i] }

        func frames() -> [Rect] { views.map(\.frame) + [fixed.frame, guide.layoutFrame] }
    }

    @Test(arguments: Array(1...32) as [UInt64])
    func incrementalLayoutMatchesASolveFromScratch(seed: UInt64) {
        let world = World(seed: seed, count: 8)
        world.root.layoutIfNeeded()
        for stepIndex in 0..<60 {
            world.step()
            world.root.layoutIfNeeded()
            let incremental = world.frames()
            world.root.engineStorage = nil          // a fresh engine solves the whole tree again
            world.root.layoutIfNeeded()
            let fromScratch = world.frames()
            let same = zip(incremental, fromScratch).allSatisfy { approximatelyEqual($0, $1, tolerance: 1e-6) }
            #expect(same, "seed \(seed), step \(stepIndex): \(world.trace.joined(separator: "; "))\nincremental \(incremental)\nscratch     \(fromScratch)")
            if !same { return }
        }
    }
}
