// SPDX-License-Identifier: MIT

import Anchorage
import Testing

/// Animated layout changes: the model frame is final at once, the presentation frame follows the
/// curve. Expected fractions of the curves are those of their cubic Béziers (CSS and Core
/// Animation), worked out independently by bisection to 1e-15: ease-in-out 0.12916193104731980
/// at a quarter, 0.5 at half, 0.87083806895268020 at three quarters; ease-in 0.31535681257253945
/// and ease-out 0.6846431874274606 at half.
@Suite("Animated layout changes")
struct AnimationTests {
    /// A root 300 wide with a box pinned top-left whose width constraint is returned.
    private func makeBox() -> (root: LayoutView, box: LayoutView, width: Constraint) {
        let root = makeRoot(width: 300, height: 200)
        let box = addView(to: root, label: "box")
        var width: Constraint!
        box.snp.makeConstraints { make in
            make.left.top.equalToSuperview().offset(10)
            width = make.width.equalTo(100).constraint
            make.height.equalTo(40)
        }
        root.layoutIfNeeded()
        return (root, box, width)
    }

    @Test("The model frame is final at once; the presentation frame runs from the old frame to it")
    func modelAndPresentation() {
        let (root, box, width) = makeBox()
        width.update(offset: 200)
        var completed: [Bool] = []
        LayoutView.animate(withDuration: 0.3, animations: { root.layoutIfNeeded() }, completion: { completed.append($0) })
        #expect(completed == [true])
        expectFrame(box, 10, 10, 200, 40)
        #expect(box.presentationFrame(at: -1) == Rect(x: 10, y: 10, width: 100, height: 40))
        #expect(box.presentationFrame(at: 0) == Rect(x: 10, y: 10, width: 100, height: 40))
        #expect(abs(box.presentationFrame(at: 0.075).width - (100 + 100 * 0.1291619310473198)) < 1e-9)
        #expect(abs(box.presentationFrame(at: 0.15).width - 150) < 1e-9)
        #expect(abs(box.presentationFrame(at: 0.225).width - (100 + 100 * 0.8708380689526802)) < 1e-9)
        #expect(box.presentationFrame(at: 0.3) == box.frame)
        #expect(box.presentationFrame(at: 5) == box.frame)
        #expect(root.animationEndTime == 0.3)
        // The root did not move: it has no transition.
        #expect(root.presentationFrame(at: 0.1) == root.frame)
    }

    @Test("Each curve option gives its Bézier's fraction at half time", arguments: [
        (AnimationOptions.curveEaseInOut, 0.5),
        (AnimationOptions.curveEaseIn, 0.31535681257253945),
        (AnimationOptions.curveEaseOut, 0.6846431874274606),
        (AnimationOptions.curveLinear, 0.5),
    ])
    func curves(options: AnimationOptions, fraction: Double) {
        let (root, box, width) = makeBox()
        width.update(offset: 200)
        LayoutView.animate(withDuration: 1, delay: 0.5, options: options) { root.layoutIfNeeded() }
        // The delay holds the old frame; the change runs from 0.5 to 1.5.
        #expect(box.presentationFrame(at: 0.5).width == 100)
        #expect(abs(box.presentationFrame(at: 1).width - (100 + 100 * fraction)) < 1e-9)
        #expect(box.presentationFrame(at: 1.5).width == 200)
    }

    @Test("UIKit's raw option values: ease-in-out is the empty set")
    func rawValues() {
        #expect(AnimationOptions.curveEaseInOut.rawValue == 0)
        #expect(AnimationOptions.curveEaseIn.rawValue == 0x1_0000)
        #expect(AnimationOptions.curveEaseOut.rawValue == 0x2_0000)
        #expect(AnimationOptions.curveLinear.rawValue == 0x3_0000)
    }

    @Test("Changes outside the block, or with no duration, are not animated")
    func notAnimated() {
        let (root, box, width) = makeBox()
        width.update(offset: 150)
        root.layoutIfNeeded()
        width.update(offset: 180)
        LayoutView.animate(withDuration: 0) { root.layoutIfNeeded() }
        #expect(box.presentationFrame(at: 0) == box.frame)
        #expect(box.frame.width == 180)
        #expect(root.animationEndTime == 0)
    }

    @Test("Views added inside the block appear at their final frames; the others move")
    func appearingViews() {
        let (root, box, width) = makeBox()
        let late = LayoutView()
        LayoutView.animate(withDuration: 0.3) {
            root.addSubview(late)
            late.addSubview(LayoutView())
            late.snp.makeConstraints { make in
                make.left.equalTo(box.snp.right).offset(10)
                make.top.equalTo(box)
                make.size.equalTo(30)
            }
            width.update(offset: 50)
            root.layoutIfNeeded()
        }
        expectFrame(late, 70, 10, 30, 30)
        #expect(late.presentationFrame(at: 0) == late.frame)
        #expect(box.presentationFrame(at: 0).width == 100)
        #expect(box.presentationFrame(at: 0.3).width == 50)
    }

    @Test("Animations one after another replay in order on the tree's clock")
    func sequentialAnimations() {
        let (root, box, width) = makeBox()
        width.update(offset: 200)
        LayoutView.animate(withDuration: 0.3) { root.layoutIfNeeded() }
        box.animationClock = root.animationEndTime
        #expect(root.animationClock == 0.3)
        width.update(offset: 50)
        LayoutView.animate(withDuration: 0.2, delay: 0, options: .curveLinear) { root.layoutIfNeeded() }
        #expect(root.animationEndTime == 0.5)
        #expect(box.presentationFrame(at: 0).width == 100)
        #expect(abs(box.presentationFrame(at: 0.15).width - 150) < 1e-9)
        #expect(box.presentationFrame(at: 0.3).width == 200)
        #expect(abs(box.presentationFrame(at: 0.4).width - 125) < 1e-9)
        #expect(box.presentationFrame(at: 0.5).width == 50)
    }

    @Test("Overlapping animations add up: the second continues from where the view is")
    func overlappingAnimationsAreAdditive() {
        let (root, box, width) = makeBox()
        width.update(offset: 200)
        LayoutView.animate(withDuration: 1, delay: 0, options: .curveLinear) { root.layoutIfNeeded() }
        root.animationClock = 0.5
        width.update(offset: 100)
        LayoutView.animate(withDuration: 1, delay: 0, options: .curveLinear) { root.layoutIfNeeded() }
        // The model is 100. At 0.5 the first change (100 → 200) has half to go, −50 from the
        // model's point of view, and the second (200 → 100) all of it, +100: 150, where the
        // first had taken the view.
        #expect(abs(box.presentationFrame(at: 0.5).width - 150) < 1e-9)
        // At 1 the first is done; the second is halfway: 100 + 50 = 150.
        #expect(abs(box.presentationFrame(at: 1).width - 150) < 1e-9)
        // At 0.75: 100 − 25 + 75 = 150 as well: the two linear changes cancel while both run.
        #expect(abs(box.presentationFrame(at: 0.75).width - 150) < 1e-9)
        #expect(box.presentationFrame(at: 1.5).width == 100)
        box.removeAllAnimations()
        #expect(box.presentationFrame(at: 0.5) == box.frame)
    }

    @Test("A nested block animates its own changes with its own parameters")
    func nestedAnimations() {
        let root = makeRoot(width: 300, height: 200)
        let a = addView(to: root, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let b = addView(to: root, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        LayoutView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            a.frame = Rect(x: 100, y: 0, width: 10, height: 10)
            LayoutView.animate(withDuration: 2, delay: 0, options: .curveLinear) {
                b.frame = Rect(x: 100, y: 0, width: 10, height: 10)
            }
        }
        #expect(a.presentationFrame(at: 0.5).minX == 50)
        #expect(b.presentationFrame(at: 0.5).minX == 25)
        #expect(root.animationEndTime == 2)
    }

    @Test("textSnapshot(at:) draws the instant; svgSnapshot(animated:) plays the timeline")
    func snapshots() {
        let (root, _, width) = makeBox()
        let still = root.svgSnapshot()
        width.update(offset: 200)
        LayoutView.animate(withDuration: 0.3) { root.layoutIfNeeded() }
        #expect(root.textSnapshot(at: 0.15, columns: 30).hasSuffix("""
            LayoutView (x: 0, y: 0, width: 300, height: 200)
              box (x: 10, y: 10, width: 150, height: 40)

            """))
        #expect(root.textSnapshot(at: 0.3, columns: 30) == root.textSnapshot(columns: 30))
        let animated = root.svgSnapshot(animated: true)
        #expect(animated.contains(
            "<animateTransform attributeName=\"transform\" type=\"translate\" values=\"10 10;10 10;"))
        #expect(animated.contains("<animate attributeName=\"width\" values=\"100;100.6;102.45;"))
        #expect(animated.contains("dur=\"1.3s\" repeatCount=\"indefinite\""))
        // Without animations, or not asked to animate, the picture is the still one.
        #expect(root.svgSnapshot() != still)
        #expect(!root.svgSnapshot().contains("<animate"))
    }
}
