// SPDX-License-Identifier: MIT

import Anchorage

/// Scene 6: a banner pinned 16 points from both sides and also required to be 500 wide — which
/// cannot hold on either screen. The engine breaks one constraint, reports the small conflicting
/// set, and lays out the rest; then the width is lowered to high priority, which fixes it.
let conflictScene = Scene(number: 6, slug: "conflict", title: "A deliberate conflict, explained",
                          directions: [.leftToRight]) { run in
    let banner = addView("banner", to: run.root)
    var width: Constraint?
    banner.snp.makeConstraints { make in
        make.left.right.equalToSuperview().inset(16).labeled("banner-sides")
        make.top.equalToSuperview().offset(80)
        make.height.equalTo(80)
        width = make.width.equalTo(500).labeled("banner-width").constraint
    }
    let caption = addView("caption", to: banner)
    caption.snp.makeConstraints { make in make.edges.equalToSuperview().inset(12) }
    run.snapshot("required width 500 between required side insets: one constraint broken")
    for diagnostic in run.diagnostics {
        run.note(diagnostic.description)
    }
    let broken = run.diagnostics.first?.constraints.first?.label ?? "nothing"
    let survived = describe(banner.frame)
    // Lowering a required constraint to optional in place (SnapKit only allows changes between
    // optional priorities).
    width?.update(priority: .high)
    run.snapshot("width 500 at high priority: the sides win, no diagnostic")
    run.note("after width.update(priority: .high): banner \(describe(banner.frame)), "
        + "\(run.diagnostics.count) diagnostic(s) in total")
    run.summary = "\(run.diagnostics.count) diagnostic; broke \(broken); banner survives at \(survived)"
}
