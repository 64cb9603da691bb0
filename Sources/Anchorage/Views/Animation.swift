// SPDX-License-Identifier: MIT

/// Options for ``LayoutView/animate(withDuration:delay:options:animations:completion:)``: the
/// timing curve, with UIKit's raw values so that code written against
/// `UIView.AnimationOptions` ports unchanged.
///
/// ```swift
/// LayoutView.animate(withDuration: 0.3, delay: 0, options: .curveEaseOut) {
///     root.layoutIfNeeded()
/// }
/// ```
public struct AnimationOptions: OptionSet, Sendable, Hashable {
    /// UIKit's bits: the curve in bits 16 and 17.
    public let rawValue: UInt

    /// Creates options from UIKit's raw value (the curve lives in bits 16 and 17).
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Slow at the start and at the end (UIKit's default, CSS's `ease-in-out`: the cubic Bézier
    /// through (0.42, 0) and (0.58, 1)). Its raw value is 0, as in UIKit: no curve option means
    /// this one.
    public static let curveEaseInOut = AnimationOptions([])
    /// Slow at the start (the Bézier through (0.42, 0) and (1, 1)).
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Slow at the end (the Bézier through (0, 0) and (0.58, 1)).
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Constant speed.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The timing curve these options select.
    var curve: AnimationCurve {
        switch (rawValue >> 16) & 3 {
        case 1: .easeIn
        case 2: .easeOut
        case 3: .linear
        default: .easeInOut
        }
    }
}

/// A timing curve: the fraction of a change done at a fraction of its duration.
enum AnimationCurve: Sendable, Hashable {
    case easeInOut, easeIn, easeOut, linear

    /// The control points of the curve's cubic Bézier from (0, 0) to (1, 1), as CSS and Core
    /// Animation define them.
    var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double) {
        switch self {
        case .easeInOut: (0.42, 0, 0.58, 1)
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .linear: (0, 0, 1, 1)
        }
    }

    /// The fraction of the change done at `time`, a fraction of the duration in `0...1`.
    ///
    /// The curve is given as x(s), y(s) for a parameter s; time is x, so s is found from x first
    /// (Newton's method, which converges in a few steps on these monotonic curves, with bisection
    /// as the fallback where the slope is flat), then y(s) is the progress.
    func progress(at time: Double) -> Double {
        if time <= 0 { return 0 }
        if time >= 1 { return 1 }
        if self == .linear { return time }
        let (x1, y1, x2, y2) = controlPoints
        // Bernstein form: b(s) = 3(1-s)²s·p1 + 3(1-s)s²·p2 + s³.
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        var s = time
        for _ in 0..<8 {
            let error = bezier(s, x1, x2) - time
            if abs(error) < 1e-12 { return bezier(s, y1, y2) }
            let d = slope(s, x1, x2)
            if abs(d) < 1e-9 { break }
            s -= error / d
        }
        var low = 0.0, high = 1.0
        s = time
        for _ in 0..<64 {
            let x = bezier(s, x1, x2)
            if abs(x - time) < 1e-12 { break }
            if x < time { low = s } else { high = s }
            s = (low + high) / 2
        }
        return bezier(s, y1, y2)
    }
}

/// One recorded change of a view's frame: from `from` to `to` over `duration` seconds from
/// `start` on the tree's timeline, along `curve`.
struct FrameTransition: Sendable, Equatable {
    var from: Rect
    var to: Rect
    var start: Double
    var duration: Double
    var curve: AnimationCurve

    var end: Double { start + duration }

    /// The part of the change still to come at `time`, as a fraction: 1 before the start, 0 at
    /// the end and after.
    func remaining(at time: Double) -> Double {
        guard duration > 0 else { return time < start ? 1 : 0 }
        return 1 - curve.progress(at: (time - start) / duration)
    }
}

/// Collects the frame changes made while an animations block runs.
///
/// It is bound to `current` (a task-local value) for exactly the block's synchronous run on the
/// calling thread, so layout code anywhere below can ask whether a change is animated without
/// being handed anything; no other thread can see it, hence the unchecked `Sendable`.
final class AnimationRecorder: @unchecked Sendable {
    /// The recorder of the animations block running on this thread, if any.
    @TaskLocal static var current: AnimationRecorder?

    let delay: Double
    let duration: Double
    let curve: AnimationCurve
    /// The views whose frame changed, in the order of their first change, with the frame they
    /// had before it.
    private var changed: [(view: LayoutView, from: Rect)] = []
    private var changedIndex: [ObjectIdentifier: Int] = [:]
    /// Views added to a superview inside the block: they and their subviews appear at their
    /// final frames.
    private var appearing: [ObjectIdentifier: Int] = [:]

    init(delay: Double, duration: Double, curve: AnimationCurve) {
        self.delay = delay
        self.duration = duration
        self.curve = curve
    }

    /// Notes that `view`'s frame is about to change from `old` (only the first change counts).
    func frameWillChange(of view: LayoutView, from old: Rect) {
        let id = ObjectIdentifier(view)
        guard changedIndex[id] == nil else { return }
        changedIndex[id] = changed.count
        changed.append((view, old))
    }

    /// Notes that `view` was added to a superview inside the block.
    func viewDidAppear(_ view: LayoutView) {
        appearing[ObjectIdentifier(view), default: 0] += 1
    }

    /// Gives each changed view a transition from its old frame to its frame now, on its tree's
    /// timeline, except views that appeared in the block (or sit inside one that did).
    func commit() {
        for (view, from) in changed {
            let to = view.frame
            guard from != to, !isAppearing(view) else { continue }
            let start = view.rootView.animationClock + delay
            view.frameTransitions.append(FrameTransition(from: from, to: to, start: start, duration: duration, curve: curve))
        }
    }

    private func isAppearing(_ view: LayoutView) -> Bool {
        guard !appearing.isEmpty else { return false }
        var current: LayoutView? = view
        while let candidate = current {
            if appearing[ObjectIdentifier(candidate)] != nil { return true }
            current = candidate.superview
        }
        return false
    }
}

extension LayoutView {
    /// Runs `animations` at once and animates every frame change it makes: UIKit's block-based
    /// animation, recorded on a timeline instead of played on a screen.
    ///
    /// Inside the block, change constraints and call ``layoutIfNeeded()`` (or set frames) as you
    /// would with UIKit. The model ``frame`` of every view is its final value as soon as the
    /// block returns; each view whose frame changed also gets a transition from its old frame to
    /// the new one, starting `delay` seconds after its tree's ``animationClock`` and lasting
    /// `duration` seconds along the curve `options` selects. ``presentationFrame(at:)`` gives
    /// the frame on screen at any time, ``svgSnapshot(animated:)`` draws an SVG that plays the
    /// timeline, and ``textSnapshot(at:columns:)`` draws any instant.
    ///
    /// ```swift
    /// heightConstraint.update(offset: 200)
    /// LayoutView.animate(withDuration: 0.3) {
    ///     root.layoutIfNeeded()
    /// }
    /// panel.frame                          // the final frame
    /// panel.presentationFrame(at: 0.15)    // halfway, under ease-in-out
    /// ```
    ///
    /// The rules, headless:
    /// - Views added to a superview inside the block appear at their final frames (no
    ///   transition); views removed inside it disappear at once.
    /// - Transitions add up, as UIKit's do since iOS 8: a view's frame at a time is its model
    ///   frame plus, for each of its transitions, the part of that transition's change still to
    ///   come. Transitions one after another replay in order; overlapping ones blend (a second
    ///   change started halfway through the first continues smoothly from where the view is).
    /// - A nested `animate` call animates the changes made inside it with its own parameters.
    /// - Nothing interrupts a recorded animation, so `completion` runs as soon as the block has
    ///   been recorded, with `true`.
    ///
    /// - Parameters:
    ///   - duration: The length of the transitions, in seconds; 0 or less makes the changes
    ///     immediate (no transitions).
    ///   - delay: Seconds to wait, from the tree's ``animationClock``, before the transitions
    ///     begin.
    ///   - options: The timing curve; ``AnimationOptions/curveEaseInOut`` by default.
    ///   - animations: The changes to animate.
    ///   - completion: Called with `true` once the transitions are recorded.
    /// - Complexity: The block's own cost plus O(*c*) for *c* views whose frames changed.
    public static func animate(withDuration duration: Double, delay: Double, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil)
    {
        guard duration > 0, duration.isFinite else {
            AnimationRecorder.$current.withValue(nil) { animations() }
            completion?(true)
            return
        }
        let recorder = AnimationRecorder(delay: delay.isFinite ? max(0, delay) : 0, duration: duration,
                                         curve: options.curve)
        AnimationRecorder.$current.withValue(recorder) { animations() }
        recorder.commit()
        completion?(true)
    }

    /// ``animate(withDuration:delay:options:animations:completion:)`` with no delay and the
    /// default curve (ease-in-out).
    ///
    /// - Parameters:
    ///   - duration: The length of the transitions, in seconds.
    ///   - animations: The changes to animate.
    ///   - completion: Called with `true` once the transitions are recorded.
    public static func animate(withDuration duration: Double, animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil)
    {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// The time, in seconds on this view's tree's animation timeline, at which the next
    /// ``animate(withDuration:delay:options:animations:completion:)`` block begins (before its
    /// delay). It starts at 0 and moves only when you set it: set it to a time after earlier
    /// animations to play the next one after them (``animationEndTime`` is where they end).
    /// It is the tree's: reading or setting it on any view reads or sets the root's.
    public var animationClock: Double {
        get { rootView.animationClockStorage }
        set { rootView.animationClockStorage = newValue.isFinite ? newValue : 0 }
    }

    /// The time the last transition of this view or of a view below it ends; 0 when there is
    /// none.
    ///
    /// - Complexity: O(*n* + *t*) for *n* views in the subtree and *t* transitions.
    public var animationEndTime: Double {
        var end = 0.0
        var stack: [LayoutView] = [self]
        while let view = stack.popLast() {
            for transition in view.frameTransitions { end = max(end, transition.end) }
            stack.append(contentsOf: view.subviews)
        }
        return end
    }

    /// The frame on screen at `time` on the tree's animation timeline: the model ``frame``
    /// moved back by what each of the view's transitions has still to do then. Before any
    /// transition it is the frame the view had before them; after the last one ends, ``frame``.
    ///
    /// ```swift
    /// LayoutView.animate(withDuration: 0.3) { root.layoutIfNeeded() }
    /// box.presentationFrame(at: 0)     // the old frame
    /// box.presentationFrame(at: 0.3)   // box.frame
    /// ```
    ///
    /// - Parameter time: Seconds on the timeline.
    /// - Returns: The frame in the superview's coordinates.
    /// - Complexity: O(*t*) for the view's *t* transitions.
    public func presentationFrame(at time: Double) -> Rect {
        var frame = self.frame
        for transition in frameTransitions {
            let remaining = transition.remaining(at: time)
            guard remaining != 0 else { continue }
            frame.origin.x += (transition.from.minX - transition.to.minX) * remaining
            frame.origin.y += (transition.from.minY - transition.to.minY) * remaining
            frame.size.width += (transition.from.width - transition.to.width) * remaining
            frame.size.height += (transition.from.height - transition.to.height) * remaining
        }
        return frame
    }

    /// Forgets the recorded transitions of this view and the views below it: their presentation
    /// frames become their model frames at every time.
    ///
    /// - Complexity: O(*n*) for *n* views in the subtree.
    public func removeAllAnimations() {
        var stack: [LayoutView] = [self]
        while let view = stack.popLast() {
            view.frameTransitions.removeAll()
            stack.append(contentsOf: view.subviews)
        }
    }
}
