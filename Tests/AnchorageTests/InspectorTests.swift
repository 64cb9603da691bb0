// SPDX-License-Identifier: MIT

import Anchorage
import Testing

/// The inspector page of a small tree: its structure (well-formed nesting, one panel per view,
/// nothing loaded from anywhere), its content (frames, constraints with their state and source,
/// ambiguity, diagnostics, the timeline's frames) and the escaping of everything a user named.
@Suite struct InspectorTests {
    /// Root 200 × 100; a view with a hostile label at (10, 10) 50 × 30 with a conflicting required
    /// width of 60 (broken); `b`, 20 × 20 with no position (ambiguous).
    func tinyTree() -> (root: LayoutView, a: LayoutView, log: DiagnosticLog, pinLine: UInt) {
        let root = makeRoot(width: 200, height: 100)
        root.snp.setLabel("root")
        let log = DiagnosticLog(root)
        let a = addView(to: root, label: "a<b>&'\"")
        let b = addView(to: root, label: "b")
        var pinLine: UInt = 0
        a.snp.makeConstraints { make in
            make.left.equalToSuperview().offset(10).labeled("pin<x>"); pinLine = #line
            make.top.equalTo(10)
            make.size.equalTo(Size(width: 50, height: 30))
        }
        a.snp.makeConstraints { make in make.width.equalTo(60).labeled("too-wide") }
        b.snp.makeConstraints { make in make.size.equalTo(20) }
        root.layoutIfNeeded()
        return (root, a, log, pinLine)
    }

    @Test func theStructureIsOneWellFormedSelfContainedPage() {
        let (root, _, log, _) = tinyTree()
        let page = root.htmlInspector(title: "Tiny & <tree>", diagnostics: log.entries)
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"))
        #expect(page.hasSuffix("</body>\n</html>\n"))
        #expect(wellFormednessProblem(page) == nil, "\(wellFormednessProblem(page) ?? "")")
        // Nothing is loaded: no URL, no external script, style, image or font.
        for external in ["http:", "https:", "src=", "@import", "url(http", "<link", "<img", "<iframe"] {
            #expect(!page.contains(external), "\(external)")
        }
        #expect(page.contains("<svg width=\"220\" height=\"120\""))   // the snapshot, inline
        for index in 0..<3 {
            #expect(occurrences(of: "id=\"detail-\(index)\"", in: page) == 1)
            #expect(occurrences(of: "<g id=\"view-\(index)\"", in: page) == 1)
            #expect(occurrences(of: "data-view=\"\(index)\"", in: page) == 1)
        }
        #expect(!page.contains("id=\"detail-3\""))
        #expect(!page.contains("id=\"timeline-data\"") && !page.contains("type=\"range\""))   // nothing animated
    }

    @Test func everythingUsersNamedIsEscaped() {
        let (root, _, log, _) = tinyTree()
        let page = root.htmlInspector(title: "Tiny & <tree>", diagnostics: log.entries)
        #expect(!page.contains("a<b>"))
        #expect(!page.contains("pin<x>"))
        #expect(!page.contains("<tree>"))
        #expect(page.contains("<title>Anchorage inspector: Tiny &amp; &lt;tree&gt;</title>"))
        #expect(page.contains("<h3>LayoutView:a&lt;b&gt;&amp;&apos;&quot;</h3>"))
        #expect(page.contains("<title>a&lt;b&gt;&amp;&apos;&quot; (x: 10, y: 10, width: 50, height: 30)</title>"))
    }

    @Test func theContentIsTheLayouts() {
        let (root, _, log, pinLine) = tinyTree()
        let page = root.htmlInspector(title: "Tiny", diagnostics: log.entries)
        // 3 views; constraints: a's left, top, width, height and too-wide, b's width and height,
        // the root's four frame pins.
        #expect(page.contains("<p class=\"summary\">3 views, 11 constraints, 1 ambiguous, 1 broken, 1 diagnostic</p>"))
        #expect(page.contains("""
            <ul>
            <li><button type="button" class="node" data-view="0">root</button> \
            <span class="frame">(x: 0, y: 0, width: 200, height: 100)</span><ul>
            <li><button type="button" class="node" data-view="1">a&lt;b&gt;&amp;&apos;&quot;</button> \
            <span class="frame">(x: 10, y: 10, width: 50, height: 30)</span></li>
            <li><button type="button" class="node" data-view="2">b</button> <span class="frame">
            """))
        #expect(page.contains("<span class=\"mark ambiguous\">ambiguous: x, y</span></li>\n</ul>\n</li>\n</ul>\n"))
        // a's panel: frame, not ambiguous, its constraints with state, axes and source.
        let panel = section(of: page, from: "<article class=\"detail\" id=\"detail-1\" hidden>", to: "</article>")
        #expect(panel.contains("<dt>Frame</dt><dd>(x: 10, y: 10, width: 50, height: 30)</dd>"))
        #expect(panel.contains("<dt>Positioned by</dt><dd>constraints</dd>"))
        #expect(panel.contains("<dt>Ambiguity</dt><dd>none: the constraints determine the frame</dd>"))
        #expect(panel.contains("<h4>Constraints (5)</h4>"))
        #expect(panel.contains("<tr class=\"active\"><td>pin&lt;x&gt;</td><td><code>"
            + "LayoutView:a&lt;b&gt;&amp;&apos;&quot;.left == LayoutView:root.left + 10.0</code></td>"
            + "<td>==</td><td>10</td><td>1</td><td>1000</td>"
            + "<td>active</td><td>horizontal</td><td>InspectorTests.swift#\(pinLine)</td></tr>"))
        #expect(panel.contains("<tr class=\"broken\"><td>too-wide</td>"))
        #expect(panel.contains("<td>60</td><td>1</td><td>1000</td><td>broken</td><td>—</td>"))
        #expect(panel.contains("<h4>Diagnostics about this view</h4>"))
        // b's panel: ambiguous.
        let bPanel = section(of: page, from: "id=\"detail-2\"", to: "</article>")
        #expect(bPanel.contains("<dd class=\"ambiguous\">ambiguous: x, y can change</dd>"))
        #expect(bPanel.contains("<td>20</td><td>1</td><td>1000</td><td>active</td><td>horizontal</td>"))
        // The page's diagnostics: the conflict, its kind and message.
        #expect(page.contains("<h2>Diagnostics</h2>\n<ol class=\"diagnostics\">\n<li><strong>unsatisfiableConstraints</strong> <pre>[Anchorage] "))
        #expect(root.htmlInspector(title: "Tiny").contains("<h2>Diagnostics</h2>\n<p class=\"none\">No diagnostics.</p>"))
    }

    @Test func recordedAnimationsGetASliderWithTheirFrames() {
        let root = makeRoot(width: 300, height: 100)
        let box = addView(to: root, label: "box")
        var width: Constraint?
        box.snp.makeConstraints { make in
            make.left.top.equalTo(10)
            make.height.equalTo(40)
            width = make.width.equalTo(100).constraint
        }
        root.layoutIfNeeded()
        width?.update(offset: 200)
        LayoutView.animate(withDuration: 0.3, delay: 0, options: .curveLinear) { root.layoutIfNeeded() }
        let page = root.htmlInspector()
        #expect(page.contains("<title>Anchorage inspector: LayoutView</title>"))   // the root's name
        #expect(page.contains("<input type=\"range\" id=\"time\" min=\"0\" max=\"0.3\" step=\"\(0.3 / 18)\" value=\"0.3\">"))
        // 60 samples a second: 18 steps, 19 frames, from 100 wide to 200 (linear: 150 halfway).
        let data = section(of: page, from: "<script type=\"application/json\" id=\"timeline-data\">", to: "</script>")
        #expect(data.contains("{\"step\":\(0.3 / 18),\"count\":19,\"views\":{\"1\":[10,10,100,40,"))
        #expect(data.contains(",10,10,150,40,"))
        #expect(data.hasSuffix(",10,10,200,40]}}</script>"))
        #expect(occurrences(of: ",10,10,", in: data) == 18)   // the first frame starts the list
        #expect(wellFormednessProblem(page) == nil)
    }

    // MARK: Helpers

    private func occurrences(of needle: String, in text: String) -> Int {
        var count = 0
        var rest = Substring(text)
        while let range = rest.firstRange(of: needle) {
            count += 1
            rest = rest[range.upperBound...]
        }
        return count
    }

    /// The text from the first `start` to the next `end` after it (both included); empty if absent.
    private func section(of text: String, from start: String, to end: String) -> String {
        guard let open = text.firstRange(of: start), let close = text[open.upperBound...].firstRange(of: end) else { return "" }
        return String(text[open.lowerBound..<close.upperBound])
    }

    /// `nil` when every element that is opened is closed in order (HTML's void elements and
    /// SVG's self-closing ones aside; script and style bodies skipped), else what went wrong.
    private func wellFormednessProblem(_ html: String) -> String? {
        let voids: Set<String> = ["meta", "input", "br", "img", "hr", "link"]
        let bytes = Array(html.utf8)
        var stack: [String] = []
        var i = 0
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "<") else {
                i += 1
                continue
            }
            guard let close = bytes[i...].firstIndex(of: UInt8(ascii: ">")) else { return "unclosed tag at \(i)" }
            let tag = String(decoding: bytes[(i + 1)..<close], as: UTF8.self)
            i = close + 1
            if tag.hasPrefix("!") { continue }
            let isEnd = tag.hasPrefix("/")
            let name = String(tag.dropFirst(isEnd ? 1 : 0).prefix { $0.isLetter || $0.isNumber || $0 == "-" }).lowercased()
            if isEnd {
                guard stack.last == name else { return "</\(name)> closes <\(stack.last ?? "nothing")>" }
                stack.removeLast()
            } else if tag.hasSuffix("/") || voids.contains(name) {
                continue
            } else if name == "script" || name == "style" {
                let closing = Array("</\(name)>".utf8)
                var j = i
                while j + closing.count <= bytes.count, Array(bytes[j..<(j + closing.count)]) != closing { j += 1 }
                guard j + closing.count <= bytes.count else { return "<\(name)> is never closed" }
                i = j + closing.count
            } else {
                stack.append(name)
            }
        }
        return stack.isEmpty ? nil : "unclosed: \(stack)"
    }
}
