// SPDX-License-Identifier: MIT

import Anchorage

/// Scene 2: five constraints on the same `left` — 100 required, 20 at 700, 40 high, 60 medium,
/// 80 low — switched off one at a time, and which one wins at each step.
let prioritiesScene = Scene(number: 2, slug: "priorities", title: "Priorities: five constraints on one left edge",
                            directions: [.leftToRight]) { run in
    let track = addView("track", to: run.root)
    track.snp.makeConstraints { make in
        make.left.right.equalToSuperview().inset(20)
        make.top.equalToSuperview().offset(120)
        make.height.equalTo(60)
    }
    let knob = addView("knob", to: track)
    var at700: Constraint?, high: Constraint?, medium: Constraint?, low: Constraint?
    knob.snp.makeConstraints { make in
        make.top.equalToSuperview().offset(10)
        make.size.equalTo(40)
        at700 = make.left.equalTo(20).priority(700).labeled("left-20-at-700").constraint
        high = make.left.equalTo(40).priority(.high).labeled("left-40-high").constraint
        medium = make.left.equalTo(60).priority(.medium).labeled("left-60-medium").constraint
        low = make.left.equalTo(80).priority(.low).labeled("left-80-low").constraint
    }
    let required = knob.snp.prepareConstraints { make in
        make.left.equalTo(100).labeled("left-100-required")
    }[0]
    var winners: [String] = []
    func step(_ caption: String, _ winner: String) {
        run.snapshot(caption)
        let left = knob.frame.minX
        winners.append("\(number(left)) (\(winner))")
        run.note("\(caption): knob.left = \(number(left)), won by \(winner)")
    }
    step("required 100 absent", "high, 750")
    required.activate()
    step("required 100 active", "required, 1000")
    required.deactivate()
    high?.deactivate()
    step("required and high off", "700")
    at700?.deactivate()
    step("700 off too", "medium, 500")
    medium?.deactivate()
    step("only low left", "low, 250")
    _ = low
    run.summary = "knob.left, step by step: " + winners.joined(separator: ", ")
}
