// SPDX-License-Identifier: MIT

import Anchorage

/// The texts of the profile card.
enum ProfileText {
    static let name = "Jane Appleseed-Montgomery"
    static let handle = "@jane"
    static let location = "San Francisco"
    static let follow = "Follow"
    static let bio = "Builds layout engines by day and bakes sourdough by night. Writes about Auto Layout, "
        + "Cassowary and constraints that explain themselves."
}

/// Scene 5: a profile card — avatar, name, handle and location, a multi-line bio, a follow button
/// — where content hugging and compression resistance decide who gives way: the name truncates
/// before the button (the button resists compression at required priority), the location
/// stretches rather than the handle (lower hugging), and the bio's height follows the width it
/// gets. Everything is leading and trailing, so right-to-left mirrors the card.
let profileCardScene = Scene(number: 5, slug: "profile-card", title: "A profile card: hugging and compression resistance",
                             directions: [.leftToRight, .rightToLeft]) { run in
    let card = addView("card", to: run.root)
    let avatar = addView("avatar", to: card)
    let name = addLabel("name", ProfileText.name, to: card)
    let follow = addLabel("follow", ProfileText.follow, to: card)
    let handle = addLabel("handle", ProfileText.handle, to: card)
    let location = addLabel("location", ProfileText.location, to: card)
    let bio = addLabel("bio", ProfileText.bio, to: card)
    bio.numberOfLines = 0

    // The button keeps its text whatever happens; the handle hugs its text harder than the
    // location (UIKit's default hugging is 250 for both, which would leave the choice ambiguous).
    follow.setContentCompressionResistancePriority(.required, for: .horizontal)
    handle.setContentHuggingPriority(251, for: .horizontal)

    card.snp.makeConstraints { make in
        make.leading.trailing.equalToSuperview().inset(16)
        make.top.equalTo(run.root.safeAreaLayoutGuide).offset(16)
    }
    avatar.snp.makeConstraints { make in
        make.top.leading.equalToSuperview().offset(16)
        make.size.equalTo(64)
    }
    name.snp.makeConstraints { make in
        make.leading.equalTo(avatar.snp.trailing).offset(12)
        make.top.equalTo(avatar)
        make.trailing.lessThanOrEqualTo(follow.snp.leading).offset(-8)
    }
    follow.snp.makeConstraints { make in
        make.trailing.equalToSuperview().inset(16)
        make.centerY.equalTo(name)
    }
    handle.snp.makeConstraints { make in
        make.leading.equalTo(name)
        make.top.equalTo(name.snp.bottom).offset(4)
    }
    location.snp.makeConstraints { make in
        make.leading.equalTo(handle.snp.trailing).offset(8)
        make.trailing.equalToSuperview().inset(16)
        make.firstBaseline.equalTo(handle)
    }
    bio.snp.makeConstraints { make in
        make.top.equalTo(avatar.snp.bottom).offset(12)
        make.leading.trailing.equalToSuperview().inset(16)
        make.bottom.equalToSuperview().inset(16)
    }
    run.snapshot("the name gives way to the button; the location stretches; the bio wraps")
    run.snapshot("the card alone", of: card, columns: 56)
    let truncated = name.frame.width < name.intrinsicContentSize.width
    run.note("name \(describe(name.frame)) of \(number(name.intrinsicContentSize.width)) needed"
        + (truncated ? " (truncated)" : "") + ", follow \(describe(follow.frame))")
    run.note("handle \(describe(handle.frame)) hugs; location \(describe(location.frame)) stretches")
    run.note("bio \(describe(bio.frame)): \(bio.displayedLines.count) lines at width \(number(bio.frame.width))")
    run.summary = "name " + (truncated ? "truncated to \(number(name.frame.width))" : "at its full \(number(name.frame.width))")
        + ", follow at \(number(follow.frame.minX)), bio \(bio.displayedLines.count) lines, card \(describe(card.frame))"
}

/// A labelled ``Label`` with `text`, added to `superview`.
func addLabel(_ label: String, _ text: String, to superview: LayoutView) -> Label {
    let view = Label(text: text)
    view.snp.setLabel(label)
    superview.addSubview(view)
    return view
}
