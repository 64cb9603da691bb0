// SPDX-License-Identifier: MIT

import Anchorage
import Foundation

/// Scenario S, self-sizing cells: N standalone cells (an avatar, a one-line title and a
/// multi-line body `Label`, made with the DSL) sized by `systemLayoutSizeFitting` at a fixed width
/// with UIKit's self-sizing priorities. It measures `S fit` (all N cells at 375 points, built
/// beforehand), `S refit` (again at 320), `S reuse` (N rows sized with ``SelfSizing/reusedCells``
/// cells, each given row `i`'s text, as a table reuses cells) and `S stack` (N new cells stacked
/// in one root and laid out, no fitting solver involved); then `Sf fit`, `Sf refit` and `Sf reuse`
/// with the labels in the system font, in the same run (skipped without one). Heights are checked
/// against the closed form: 3 to 42 seven-letter words at 8 points a character and 20-point
/// lines, so a line holds `⌊(w / 8 + 1) / 8⌋` words of the body's width `w`, and the cell is
/// `max(12 + 20 + 4 + 20 · lines + 12, 12 + 40 + 12)` high; with a font, against the body's lines
/// as `LineBreaker` breaks them, each the font's line height, rounded up to points.
enum SelfSizing {
    static let width = 375.0
    static let refitWidth = 320.0
    static let inset = 12.0
    static let avatarSize = 40.0
    static let avatarGap = 8.0
    static let titleGap = 4.0
    /// The cells `S reuse` sizes its rows with.
    static let reusedCells = 10
    static let words = ["anchors", "layouts", "solvers", "margins", "centers", "insight", "spacing"]

    /// The number of body words of cell `i`.
    static func wordCount(_ i: Int) -> Int { 3 + (i * 7) % 40 }

    static func bodyText(_ i: Int) -> String {
        (0..<wordCount(i)).map { words[($0 + i) % words.count] }.joined(separator: " ")
    }

    /// Cell `i`'s height at `width`, from the closed form, or with `font` from the body's lines.
    static func expectedHeight(_ i: Int, width: Double, font: Font? = nil) -> Double {
        let bodyWidth = width - inset - avatarSize - avatarGap - inset
        if let font {
            let lines = LineBreaker.lines(of: bodyText(i), maximumWidth: bodyWidth, maximumLines: 0,
                                          lineBreakMode: .byTruncatingTail) { font.width(of: $0) }.count
            let text = (font.lineHeight).rounded(.up) + titleGap + (Double(lines) * font.lineHeight).rounded(.up)
            return max(inset + text + inset, inset + avatarSize + inset)
        }
        let characters = Int((bodyWidth / 8).rounded(.down))
        let perLine = max(1, (characters + 1) / 8)
        let lines = (wordCount(i) + perLine - 1) / perLine
        return max(inset + 20 + titleGap + 20 * Double(lines) + inset, inset + avatarSize + inset)
    }
}

/// One self-sizing cell: a content view with an avatar, a title and a wrapping body.
final class SelfSizingCell {
    let contentView = LayoutView()
    let title: Label
    let body: Label

    init(index i: Int, font: Font? = nil) {
        let avatar = LayoutView(), title = Label(text: "Cell \(i)"), body = Label(text: SelfSizing.bodyText(i))
        self.title = title
        self.body = body
        body.numberOfLines = 0
        title.font = font
        body.font = font
        for view in [avatar, title, body] { contentView.addSubview(view) }
        avatar.snp.makeConstraints { make in
            make.left.top.equalToSuperview().offset(SelfSizing.inset)
            make.size.equalTo(SelfSizing.avatarSize)
            make.bottom.lessThanOrEqualToSuperview().inset(SelfSizing.inset)
        }
        title.snp.makeConstraints { make in
            make.left.equalTo(avatar.snp.right).offset(SelfSizing.avatarGap)
            make.right.equalToSuperview().inset(SelfSizing.inset)
            make.top.equalTo(avatar)
        }
        body.snp.makeConstraints { make in
            make.left.right.equalTo(title)
            make.top.equalTo(title.snp.bottom).offset(SelfSizing.titleGap)
            make.bottom.equalToSuperview().inset(SelfSizing.inset)
        }
    }

    /// Shows row `i`'s content, as a reused cell is configured for the row it is about to show.
    func configure(forRow i: Int) {
        title.text = "Cell \(i)"
        body.text = SelfSizing.bodyText(i)
    }

    /// The timed step, never inlined so that a profiler can count it alone (`--toggle-collect`;
    /// `--text model` or `--text font` to count one variant).
    @inline(never)
    func fittingSize(width: Double) -> Size {
        contentView.systemLayoutSizeFitting(Size(width: width, height: 0), withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel)
    }

    /// The timed step of a reused row: shows row `i`, then fits at `width` (never inlined either,
    /// so that a profiler can count `S reuse` alone).
    @inline(never)
    func reuse(forRow i: Int, width: Double) -> Size {
        configure(forRow: i)
        return fittingSize(width: width)
    }
}

/// Runs scenario S at `options.selfSizingSizes`: with the model and with the system font (as
/// `options.text` asks), a sample of each in turn, so that the machine's drift over the run weighs
/// on both alike.
func runScenarioS(_ options: Options) throws(BenchFailure) {
    let font = options.text == .model ? nil : Font.systemFont(ofSize: 17)
    let clock = ContinuousClock()
    for n in options.selfSizingSizes {
        let size = "N = \(n)"
        let hasModel = options.text != .font
        var model = SelfSizingSamples(), real = SelfSizingSamples()
        let start = clock.now
        for _ in 0..<options.samples {
            if hasModel { try model.append(measureSelfSizing(n, font: nil)) }
            if let font { try real.append(measureSelfSizing(n, font: font)) }
            if seconds(clock.now - start) > Budget.seconds { break }
        }
        if hasModel {
            emit(resultLine("S fit", size: size, unit: "", samples: model.fit, count: model.count)
                + " | " + formatTime(model.fit.median / Double(n)) + " per cell at width \(Int(SelfSizing.width))")
            emit(resultLine("S refit", size: size, unit: "", samples: model.refit, count: model.count)
                + " | " + formatTime(model.refit.median / Double(n)) + " per cell at width \(Int(SelfSizing.refitWidth))")
            emit(resultLine("S reuse", size: size, unit: "", samples: model.reuse, count: model.count)
                + " | " + formatTime(model.reuse.median / Double(n)) + " per row, \(SelfSizing.reusedCells) cells reused")
            emit(resultLine("S stack", size: size, unit: "", samples: model.stack, count: model.count)
                + " | " + formatTime(model.stack.median / Double(n)) + " per cell, laid out in one root")
        }
        guard options.text != .model else { continue }
        guard let font else {
            emit("Sf".padding(toLength: 10, withPad: " ", startingAt: 0) + size.padding(toLength: 12, withPad: " ", startingAt: 0)
                + "skipped: no system font found")
            continue
        }
        let name = "\(font.familyName) \(Int(font.pointSize)) pt"
        for (label, samples, base) in [("Sf fit", real.fit, model.fit), ("Sf refit", real.refit, model.refit),
                                       ("Sf reuse", real.reuse, model.reuse)] {
            emit(resultLine(label, size: size, unit: "", samples: samples, count: real.count)
                + " | " + formatTime(samples.median / Double(n)) + " per cell in \(name)"
                + (hasModel ? String(format: " | %.2fx the model (target <= 1.25x)", samples.median / base.median) : ""))
        }
    }
}

/// The samples of one variant of S.
private struct SelfSizingSamples {
    var fit = Samples(), refit = Samples(), reuse = Samples(), stack = Samples()
    var count: Int { fit.values.count }

    mutating func append(_ sample: SelfSizingSamples) {
        for value in sample.fit.values { fit.append(value) }
        for value in sample.refit.values { refit.append(value) }
        for value in sample.reuse.values { reuse.append(value) }
        for value in sample.stack.values { stack.append(value) }
    }
}

/// One sample of one variant of S: the labels in `font`, or the model (which also times `S stack`).
private func measureSelfSizing(_ n: Int, font: Font?) throws(BenchFailure) -> SelfSizingSamples {
    let clock = ContinuousClock()
    var sample = SelfSizingSamples()
    let scenario = "S self-sizing N = \(n)" + (font == nil ? "" : " (font)")
    let cells = (0..<n).map { SelfSizingCell(index: $0, font: font) }
    var diagnostics: [String] = []
    for cell in cells { cell.contentView.diagnosticHandler = { diagnostics.append($0.description) } }

    var sizes: [Size] = []
    sizes.reserveCapacity(n)
    var t0 = clock.now
    for cell in cells { sizes.append(cell.fittingSize(width: SelfSizing.width)) }
    sample.fit.append(seconds(clock.now - t0))
    try verify(sizes, width: SelfSizing.width, font: font, diagnostics, in: scenario)

    sizes.removeAll(keepingCapacity: true)
    t0 = clock.now
    for cell in cells { sizes.append(cell.fittingSize(width: SelfSizing.refitWidth)) }
    sample.refit.append(seconds(clock.now - t0))
    try verify(sizes, width: SelfSizing.refitWidth, font: font, diagnostics, in: scenario)

    // Row i shown in cell i % 10 (already fitted once above, as a reused cell has been).
    let reused = Array(cells.prefix(SelfSizing.reusedCells))
    sizes.removeAll(keepingCapacity: true)
    t0 = clock.now
    for i in 0..<n {
        sizes.append(reused[i % reused.count].reuse(forRow: i, width: SelfSizing.width))
    }
    sample.reuse.append(seconds(clock.now - t0))
    try verify(sizes, width: SelfSizing.width, font: font, diagnostics, in: scenario + " (reused cells)")
    for (i, cell) in reused.enumerated() { cell.configure(forRow: i) }
    withExtendedLifetime(cells) {}

    if font == nil {
        let (root, stacked) = stackedCells(n)
        var stackDiagnostics: [String] = []
        root.diagnosticHandler = { stackDiagnostics.append($0.description) }
        t0 = clock.now
        root.layoutIfNeeded()
        sample.stack.append(seconds(clock.now - t0))
        try verifyStack(stacked, stackDiagnostics, in: scenario + " (stacked)")
    }
    return sample
}

/// `n` new cells stacked in a root 375 points wide: each cell's content is constrained in its
/// initializer, while it is its own tree, and the cell is then pinned below the one before.
private func stackedCells(_ n: Int) -> (root: LayoutView, cells: [SelfSizingCell]) {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: SelfSizing.width, height: 100 * Double(n)))
    var cells: [SelfSizingCell] = []
    cells.reserveCapacity(n)
    for i in 0..<n {
        let cell = SelfSizingCell(index: i)
        root.addSubview(cell.contentView)
        let above = cells.last?.contentView
        cell.contentView.snp.makeConstraints { make in
            make.left.right.equalToSuperview()
            if let above { make.top.equalTo(above.snp.bottom) } else { make.top.equalToSuperview() }
        }
        cells.append(cell)
    }
    return (root, cells)
}

/// Checks every stacked cell's frame against the closed form, and that nothing was reported.
private func verifyStack(_ cells: [SelfSizingCell], _ diagnostics: [String], in scenario: String) throws(BenchFailure) {
    try checkNoDiagnostics(diagnostics, in: scenario)
    var top = 0.0
    for (i, cell) in cells.enumerated() {
        let height = SelfSizing.expectedHeight(i, width: SelfSizing.width)
        try checkValue(cell.contentView.frame.minY, equals: top, "cell \(i) top", in: scenario)
        try checkValue(cell.contentView.frame.height, equals: height, "cell \(i) height", in: scenario)
        top += height
    }
}

/// Checks every fitted size against the closed form, and that nothing was reported.
private func verify(_ sizes: [Size], width: Double, font: Font?, _ diagnostics: [String], in scenario: String)
    throws(BenchFailure)
{
    try checkNoDiagnostics(diagnostics, in: scenario)
    var total = 0.0, expectedTotal = 0.0
    for (i, size) in sizes.enumerated() {
        let expected = SelfSizing.expectedHeight(i, width: width, font: font)
        try checkValue(size.width, equals: width, "cell \(i) width", in: scenario)
        try checkValue(size.height, equals: expected, "cell \(i) height at \(width)", in: scenario)
        total += size.height
        expectedTotal += expected
    }
    try checkValue(total, equals: expectedTotal, "sum of heights at \(width)", in: scenario)
}
