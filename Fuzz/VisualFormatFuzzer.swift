// SPDX-License-Identifier: MIT

// libFuzzer target for the Visual Format Language. Not a package target (libFuzzer supplies
// `main`): Scripts/fuzz-vfl.sh builds the Anchorage library with SwiftPM, instrumented for
// libFuzzer and AddressSanitizer, and links this file against it. It uses the public API only.
//
// Each input is a format: the first byte picks the options (from a table that includes
// contradictory and axis-crossing alignments) and how the rest is read: as UTF-8 text (what
// libFuzzer's mutations of the seed corpus, Apple's examples, exercise), or as a program that
// writes a format from grammar pieces (views, predicates, connections, metrics, stray brackets),
// which reaches the lowering more often than random text does. For every format:
//   - a rejection is a VisualFormatError whose caret is inside the format and whose text shows
//     it, and nothing is installed;
//   - an accepted format's constraints are inactive, name only the given items, carry the call
//     site, have a valid priority and a multiplier of 1; activated on a small tree they lay out
//     without a trap (conflicts are diagnostics), and deactivated they leave the tree as it was.

import Anchorage
import Glibc

private func fail(_ message: String) -> Never {
    fputs("vfl fuzzer: \(message)\n", stderr)
    abort()
}

private let optionTable: [LayoutConstraint.FormatOptions] = [
    [], [], [], .alignAllTop, .alignAllBottom, .alignAllCenterY, .alignAllLastBaseline, .alignAllFirstBaseline,
    .alignAllLeft, .alignAllRight, .alignAllLeading, .alignAllTrailing, .alignAllCenterX,
    .directionLeftToRight, .directionRightToLeft, [.directionLeftToRight, .directionRightToLeft],
    .spacingBaselineToBaseline, [.alignAllTop, .alignAllBottom, .directionRightToLeft],
    [.alignAllLeading, .spacingBaselineToBaseline], LayoutConstraint.FormatOptions(rawValue: 1 << 7),
]

private let pieces: [String] = [
    "H:", "V:", "|", "-", "[a]", "[b]", "[c]", "[g]", "[lone]", "[a(", "[b(", "50", ">=", "<=", "==", "@", "750",
    ",", ")", "]", "(", "[", "pad", "w", "p", "big", "nan", "a", "b", "-(", ")-", "-20-", "-pad-", "1e999", "=<",
    "0.5", "-8", "@1001", "@0", " ", "x", "é", "\n", "1.2.3", "[button]", "(>=70,<=100)",
]

/// The format an input stands for.
private func format(from bytes: UnsafeBufferPointer<UInt8>) -> String {
    guard let mode = bytes.first else { return "" }
    let rest = UnsafeBufferPointer(rebasing: bytes.dropFirst())
    if mode & 0x80 == 0 { return String(decoding: rest, as: UTF8.self) }
    var text = ""
    for byte in rest.prefix(64) { text += pieces[Int(byte) % pieces.count] }
    return text
}

/// libFuzzer's entry point: one input, checked as the top of this file says.
@_cdecl("LLVMFuzzerTestOneInput")
public func visualFormatFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let text = format(from: bytes)
    let options = optionTable[Int(bytes.first ?? 0) % optionTable.count]

    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    root.diagnosticHandler = { _ in }
    var items: [String: LayoutItem] = [:]
    for name in ["a", "b", "c", "button", "textField", "find", "findNext", "findField", "purpleBox", "topField",
                 "bottomField", "maroonView", "blueView", "button1", "button2", "flexibleButton"]
    {
        let view = LayoutView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        items[name] = view
    }
    let guide = LayoutGuide()
    root.addLayoutGuide(guide)
    items["g"] = guide
    let lone = LayoutView()
    items["lone"] = lone
    let metrics: [String: Double] = ["pad": 20, "w": 50, "p": 750, "big": 1e9, "nan": .nan, "inf": .infinity]

    func installedCount() -> Int { root.constraints.count + root.subviews.reduce(0) { $0 + $1.constraints.count } }
    let before = installedCount()
    let made: [LayoutConstraint]
    do {
        made = try LayoutConstraint.constraints(withVisualFormat: text, options: options, metrics: metrics, views: items)
    } catch {
        guard error.format == text, error.offset >= 0, error.offset <= text.count else {
            fail("rejection of \(text.debugDescription) points outside the format: offset \(error.offset)")
        }
        let lines = error.description.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first?.hasPrefix("Unable to parse constraint format (at ") == true, lines.last?.last == "^",
              lines.last?.count == error.offset + 1
        else {
            fail("rejection of \(text.debugDescription) prints badly: \(error.description.debugDescription)")
        }
        guard installedCount() == before else { fail("rejection of \(text.debugDescription) installed constraints") }
        return 0
    }
    let known = Array(items.values)
    for constraint in made {
        guard !constraint.isActive, constraint.location != nil, constraint.priority.isValid, constraint.multiplier == 1,
              constraint.constant.isFinite,
              let first = constraint.firstItem, known.contains(where: { $0 === first }) || first === root,
              constraint.secondItem.map({ second in known.contains { $0 === second } || second === root }) ?? true
        else {
            fail("\(text.debugDescription) made an invalid constraint: \(constraint)")
        }
    }
    // `lone` has no superview: a format naming it with another view cannot be activated (a
    // programmer error that traps, as in UIKit), so such constraints are not activated.
    let activatable = made.filter { c in c.firstItem !== lone && c.secondItem !== lone }
    LayoutConstraint.activate(activatable)
    root.layoutIfNeeded()
    for view in root.subviews where !(view.frame.minX.isFinite && view.frame.width.isFinite) {
        fail("\(text.debugDescription) laid out a non-finite frame \(view.frame)")
    }
    LayoutConstraint.deactivate(activatable)
    root.layoutIfNeeded()
    guard installedCount() == before else { fail("deactivating \(text.debugDescription) left constraints installed") }
    return 0
}
