// SPDX-License-Identifier: MIT
import Testing

import AnchorageText

/// Where lines may break (UAX #14), each rule with Latin and Chinese text.
@Suite struct LineBreakingOpportunityTests {
    /// The text cut at each break opportunity, `|` before each line that may start there, `‖`
    /// where a line must start; the mandatory break at the end is left out.
    static func marked(_ text: String) -> String {
        var result = ""
        var start = text.startIndex
        for opportunity in LineBreaker.breakOpportunities(in: text) {
            result += text[start..<opportunity.index]
            if opportunity.index < text.endIndex { result += opportunity.isMandatory ? "‖" : "|" }
            start = opportunity.index
        }
        return result
    }

    @Test func spacesBreakAfterTheirRun() {
        #expect(Self.marked("The quick  brown fox") == "The |quick  |brown |fox")
        #expect(Self.marked("  leading") == "  |leading")
        #expect(Self.marked("") == "")
        #expect(LineBreaker.breakOpportunities(in: "") == [])
        let end = LineBreaker.breakOpportunities(in: "word")
        #expect(end == [LineBreakOpportunity(index: "word".endIndex, isMandatory: true)])
    }

    @Test func hyphensBreakAfterThemBetweenLettersButNotBeforeANumber() {
        #expect(Self.marked("well-known") == "well-|known")
        #expect(Self.marked("-5") == "-5")
        #expect(Self.marked("pre-1990 x") == "pre-1990 |x")
        #expect(Self.marked("a - b") == "a |- |b")
        // U+2010 HYPHEN and U+00AD SOFT HYPHEN are BA: break after.
        #expect(Self.marked("co\u{2010}op") == "co\u{2010}|op")
        #expect(Self.marked("hy\u{AD}phen") == "hy\u{AD}|phen")
        // An em dash (B2) breaks on both sides, but not between two.
        #expect(Self.marked("a—b——c") == "a|—|b|——|c")
    }

    @Test func ideographsKanaAndHangulBreakBeforeAndAfterEach() {
        #expect(Self.marked("你好世界") == "你|好|世|界")
        #expect(Self.marked("こんにちは") == "こ|ん|に|ち|は")
        #expect(Self.marked("カタカナ") == "カ|タ|カ|ナ")
        #expect(Self.marked("한국어") == "한|국|어")
        // Latin next to ideographs breaks too; Latin words stay whole.
        #expect(Self.marked("Swift编程") == "Swift|编|程")
        // Small kana and the prolonged sound mark are NS (CJ resolved to NS): never a line start.
        #expect(Self.marked("ちょっと") == "ちょっ|と")
        #expect(Self.marked("コーヒー") == "コー|ヒー")
    }

    @Test func closingPunctuationNeverStartsALine() {
        #expect(Self.marked("你好，世界。") == "你|好，|世|界。")
        #expect(Self.marked("是吗？是的！") == "是|吗？|是|的！")
        #expect(Self.marked("一、二：三；") == "一、|二：|三；")
        #expect(Self.marked("（你）「好」『世』【界】") == "（你）|「好」|『世』|【界】")
        #expect(Self.marked("Hi! Yes? (a) [b] {c} x, y. z; w:") == "Hi! |Yes? |(a) |[b] |{c} |x, |y. |z; |w:")
        // Closing punctuation sticks across spaces before it, as "!" does in French typography.
        #expect(Self.marked("Oui !") == "Oui !")
    }

    @Test func openingPunctuationNeverEndsALine() {
        #expect(Self.marked("我说（你好）") == "我|说|（你|好）")
        #expect(Self.marked("「你好」") == "「你|好」")
        #expect(Self.marked("『你』【好】") == "『你』|【好】")
        #expect(Self.marked("a (b) [c] {d}") == "a |(b) |[c] |{d}")
        // Opening punctuation holds across spaces after it.
        #expect(Self.marked("( a )") == "( a )")
    }

    @Test func quotationMarksStickToTheirNeighbours() {
        #expect(Self.marked("say \"hi\" now") == "say |\"hi\" |now")
        #expect(Self.marked("«a» ‘b’") == "«a» |‘b’")
    }

    @Test func numbersStayWhole() {
        #expect(Self.marked("$1,234.50 (12%) 1/2 €5 -3") == "$1,234.50 |(12%) |1/2 |€5 |-3")
        #expect(Self.marked("1990年") == "1990|年")
    }

    @Test func glueWordJoinerAndZeroWidthSpace() {
        #expect(Self.marked("100\u{A0}km a b") == "100\u{A0}km |a |b")
        #expect(Self.marked("你\u{2060}好世") == "你\u{2060}好|世")
        #expect(Self.marked("long\u{200B}word") == "long\u{200B}|word")
        #expect(Self.marked("a\u{202F}b") == "a\u{202F}b")
    }

    @Test func lineBreaksAreMandatory() {
        #expect(Self.marked("a\nb") == "a\n‖b")
        #expect(Self.marked("a\r\nb") == "a\r\n‖b")
        #expect(Self.marked("a\rb") == "a\r‖b")
        #expect(Self.marked("a\u{2028}b\u{2029}c\u{85}d\u{0B}e\u{0C}f") == "a\u{2028}‖b\u{2029}‖c\u{85}‖d\u{0B}‖e\u{0C}‖f")
        #expect(Self.marked("a \n\nb") == "a \n‖\n‖b")
        let breaks = LineBreaker.breakOpportunities(in: "a\n")
        #expect(breaks == [LineBreakOpportunity(index: "a\n".endIndex, isMandatory: true)])
    }

    @Test func graphemeClustersAreNeverSplit() {
        let family = "👩\u{200D}👩\u{200D}👧\u{200D}👦"
        let thumb = "👍🏽"
        let flag = "🇫🇷"
        let accented = "e\u{301}"
        #expect(Self.marked(family + thumb + flag + "🇩🇪" + "😀") == family + "|" + thumb + "|" + flag + "|🇩🇪|😀")
        #expect(Self.marked("caf" + accented + " x") == "caf" + accented + " |x")
        // A combining mark after a space is its own grapheme cluster's part: no break before it.
        let text = "a \u{301}b 你\u{301}好"
        let clusterStarts = Set(text.indices)
        for opportunity in LineBreaker.breakOpportunities(in: text) where opportunity.index < text.endIndex {
            #expect(clusterStarts.contains(opportunity.index))
        }
        #expect(Self.marked(text) == "a \u{301}b |你\u{301}|好")
    }
}
