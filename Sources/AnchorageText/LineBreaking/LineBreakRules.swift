// SPDX-License-Identifier: MIT

/// What UAX #14 allows between two code points.
enum LineBreakAction: Sendable {
    /// A line must end here (after BK, CR, LF, NL; rules LB4, LB5).
    case mandatory
    /// A line may end here.
    case allowed
    /// A line may not end here.
    case prohibited
}

/// Unicode's line-breaking algorithm (UAX #14, rules LB2-LB31 with the numbers of LB25 tailored as
/// its Example 7, as Unicode's own LineBreakTest.txt and ICU do), fed one code point at a time.
///
/// The rules are pair rules with a little context, so the state is what they look back at: the
/// class before the current run of spaces (LB8, LB14-LB17), the class before the previous one
/// (LB21a), the count of regional indicators (LB30a) and where a number stands (LB25). The one
/// look-ahead, `(PR | PO) × (OP | HY) NU`, is the caller's to give (``needsLookahead(_:)``).
///
/// The rules are the spec's, in its order; the article "LineBreaking" lists them.
struct LineBreakRules: Sendable {
    /// Where the text before the current position stands in LB25's number pattern.
    private enum NumberContext: Sendable {
        case none
        /// After `NU (NU | SY | IS)*`.
        case number
        /// After `NU (NU | SY | IS)* (CL | CP)`.
        case closedNumber
    }

    /// The class of the code point before the current one, as it was (LB4-LB8a look at it).
    private var previousScalar: LineBreakClass?
    /// The class the previous characters act as after LB9 and LB10 (combining marks take their
    /// base's class; a mark with no base is AL).
    private var previous: LineBreakClass?
    /// The class before that one.
    private var beforePrevious: LineBreakClass?
    /// When ``previous`` is SP, the class before the run of spaces.
    private var beforeSpaces: LineBreakClass?
    /// Regional indicators in a row up to here.
    private var regionalIndicators = 0
    private var number = NumberContext.none

    /// What the rules allow before a code point of class `current`, and the state moved past it.
    ///
    /// - Parameters:
    ///   - current: The code point's class.
    ///   - next: When ``needsLookahead(_:)`` says so, the class of the next code point that is not
    ///     CM or ZWJ (nil at the end of the text); otherwise nil.
    /// - Returns: The action before `current`; nil for the first code point (LB2: never break at
    ///   the start of text).
    mutating func advance(to current: LineBreakClass, next: LineBreakClass?) -> LineBreakAction? {
        guard previousScalar != nil else {
            previousScalar = current
            record(current == .cm || current == .zwj ? .al : current)
            return nil
        }
        let action: LineBreakAction
        if let previous, previousScalar == previous, number == .none, LineBreakRules.pairDecides(after: previous) {
            action = LineBreakRules.pairs[Int(previous.rawValue) * LineBreakRules.classCount + Int(current.rawValue)]
        } else {
            action = self.action(before: current, next: next)
        }
        let absorbed = (current == .cm || current == .zwj) && action == .prohibited
            && !LineBreakRules.isBreakOrSpace(previous)
        previousScalar = current
        if !absorbed { record(current == .cm || current == .zwj ? .al : current) }
        return action
    }

    private static let classCount = LineBreakClass.allCases.count

    /// The action between each two classes when nothing before them matters, indexed by
    /// `previous * classCount + current`: the rules themselves, run once for each pair.
    private static let pairs: [LineBreakAction] = LineBreakClass.allCases.flatMap { previous in
        LineBreakClass.allCases.map { current in
            var rules = LineBreakRules()
            rules.previousScalar = previous
            rules.previous = previous
            return rules.action(before: current, next: nil)
        }
    }

    /// Whether the pair alone decides what follows `previous`, given that it stands for its code
    /// point itself (no mark absorbed into it) and no number is open: every rule that looks further
    /// back starts at a space (LB8, LB14-LB17), a hyphen or break-after (LB21a), a regional
    /// indicator (LB30a), and the one that looks ahead at a prefix or postfix (LB25).
    private static func pairDecides(after previous: LineBreakClass) -> Bool {
        switch previous {
        case .sp, .hy, .ba, .ri, .pr, .po: false
        default: true
        }
    }

    /// Moves past a code point acting as `resolved`.
    private mutating func record(_ resolved: LineBreakClass) {
        if resolved == .sp {
            if previous != .sp { beforeSpaces = previous }
        }
        switch resolved {
        case .nu: number = .number
        case .sy, .is: if number != .number { number = .none }
        case .cl, .cp: number = number == .number ? .closedNumber : .none
        default: number = .none
        }
        regionalIndicators = resolved == .ri ? regionalIndicators + 1 : 0
        beforePrevious = previous
        previous = resolved
    }

    private static func isBreakOrSpace(_ c: LineBreakClass?) -> Bool {
        switch c {
        case .bk, .cr, .lf, .nl, .sp, .zw: true
        default: false
        }
    }

    /// The class before the spaces when the previous character is a space, else the previous one.
    private var beforeOptionalSpaces: LineBreakClass? { previous == .sp ? beforeSpaces : previous }

    /// Rules LB4-LB22 in the spec's order, then the letters and numbers.
    /// Whether ``advance(to:next:)`` needs the class after `current`: for `(PR | PO) × (OP | HY) NU`.
    static func needsLookahead(_ current: LineBreakClass) -> Bool {
        current == .op || current == .opEastAsian || current == .hy
    }

    private func action(before c: LineBreakClass, next: LineBreakClass?) -> LineBreakAction {
        // LB4, LB5: mandatory breaks after BK, CR (but CR × LF), LF, NL.
        switch previousScalar {
        case .bk, .lf, .nl: return .mandatory
        case .cr: return c == .lf ? .prohibited : .mandatory
        default: break
        }
        // LB6: × (BK | CR | LF | NL). LB7: × SP, × ZW.
        switch c {
        case .bk, .cr, .lf, .nl, .sp, .zw: return .prohibited
        default: break
        }
        // LB8: ZW SP* ÷. LB8a: ZWJ ×.
        if beforeOptionalSpaces == .zw { return .allowed }
        if previousScalar == .zwj { return .prohibited }
        // LB9: X (CM | ZWJ)* is X. LB10: any other CM or ZWJ is AL.
        if c == .cm || c == .zwj {
            if !LineBreakRules.isBreakOrSpace(previous) { return .prohibited }
        }
        let c = c == .cm || c == .zwj ? LineBreakClass.al : c
        guard let p = previous else { return .prohibited }
        // LB11: × WJ, WJ ×. LB12: GL ×. LB12a: [^SP BA HY] × GL.
        if c == .wj || p == .wj || p == .gl { return .prohibited }
        if c == .gl && p != .sp && p != .ba && p != .hy { return .prohibited }
        // LB13: × CL, × CP, × EX, × IS, × SY.
        switch c {
        case .cl, .cp, .ex, .is, .sy: return .prohibited
        default: break
        }
        let beforeSpaces = beforeOptionalSpaces
        // LB14: OP SP* ×. LB15: QU SP* × OP. LB16: (CL | CP) SP* × NS. LB17: B2 SP* × B2.
        if beforeSpaces == .op || beforeSpaces == .opEastAsian { return .prohibited }
        if (c == .op || c == .opEastAsian) && beforeSpaces == .qu { return .prohibited }
        if c == .ns && (beforeSpaces == .cl || beforeSpaces == .cp) { return .prohibited }
        if c == .b2 && beforeSpaces == .b2 { return .prohibited }
        // LB18: SP ÷.
        if p == .sp { return .allowed }
        // LB19: × QU, QU ×. LB20: ÷ CB, CB ÷.
        if c == .qu || p == .qu { return .prohibited }
        if c == .cb || p == .cb { return .allowed }
        // LB21: × BA, × HY, × NS, BB ×. LB21a: HL (HY | BA) ×. LB21b: SY × HL.
        if c == .ba || c == .hy || c == .ns || p == .bb { return .prohibited }
        if (p == .hy || p == .ba) && beforePrevious == .hl { return .prohibited }
        if p == .sy && c == .hl { return .prohibited }
        // LB22: × IN.
        if c == .in { return .prohibited }
        return LineBreakRules.lettersAndNumbers(p, c, number: number, regionalIndicators: regionalIndicators, next)
    }

    /// Rules LB23-LB31, between two characters that are neither spaces nor breaks.
    private static func lettersAndNumbers(_ p: LineBreakClass, _ c: LineBreakClass, number: NumberContext,
                                          regionalIndicators: Int, _ next: LineBreakClass?) -> LineBreakAction
    {
        let letter: (LineBreakClass) -> Bool = { $0 == .al || $0 == .hl }
        let ideographic: (LineBreakClass) -> Bool = {
            $0 == .id || $0 == .idUnassignedPictographic || $0 == .eb || $0 == .em
        }
        let affix: (LineBreakClass) -> Bool = { $0 == .pr || $0 == .po }
        let open: (LineBreakClass) -> Bool = { $0 == .op || $0 == .opEastAsian }
        // LB23: (AL | HL) × NU, NU × (AL | HL). LB23a: PR × (ID | EB | EM), (ID | EB | EM) × PO.
        if (letter(p) && c == .nu) || (p == .nu && letter(c)) { return .prohibited }
        if (p == .pr && ideographic(c)) || (ideographic(p) && c == .po) { return .prohibited }
        // LB24: (PR | PO) × (AL | HL), (AL | HL) × (PR | PO).
        if (affix(p) && letter(c)) || (letter(p) && affix(c)) { return .prohibited }
        // LB25, tailored (UAX #14, Example 7): no break inside
        // (PR | PO)? (OP | HY)? NU (NU | SY | IS)* (CL | CP)? (PR | PO)?
        if affix(p) && c == .nu { return .prohibited }
        if affix(p) && (open(c) || c == .hy) && next == .nu { return .prohibited }
        if (open(p) || p == .hy) && c == .nu { return .prohibited }
        if number == .number && (c == .nu || c == .sy || c == .is || c == .cl || c == .cp) { return .prohibited }
        if number != .none && affix(c) { return .prohibited }
        // LB26: Korean syllable blocks. LB27: they act as ideographs before PO and after PR.
        switch (p, c) {
        case (.jl, .jl), (.jl, .jv), (.jl, .h2), (.jl, .h3), (.jv, .jv), (.jv, .jt), (.h2, .jv), (.h2, .jt),
            (.jt, .jt), (.h3, .jt):
            return .prohibited
        case (.jl, .po), (.jv, .po), (.jt, .po), (.h2, .po), (.h3, .po),
            (.pr, .jl), (.pr, .jv), (.pr, .jt), (.pr, .h2), (.pr, .h3):
            return .prohibited
        default: break
        }
        // LB28: (AL | HL) × (AL | HL). LB29: IS × (AL | HL).
        if letter(c) && (letter(p) || p == .is) { return .prohibited }
        // LB30: (AL | HL | NU) × OP and CP × (AL | HL | NU), for narrow punctuation only.
        if (letter(p) || p == .nu) && c == .op { return .prohibited }
        if p == .cp && (letter(c) || c == .nu) { return .prohibited }
        // LB30a: regional indicators pair up. LB30b: EB × EM, and an unassigned pictograph × EM.
        if p == .ri && c == .ri && regionalIndicators % 2 == 1 { return .prohibited }
        if c == .em && (p == .eb || p == .idUnassignedPictographic) { return .prohibited }
        // LB31: break everywhere else.
        return .allowed
    }
}
