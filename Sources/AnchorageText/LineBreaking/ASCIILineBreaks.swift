// SPDX-License-Identifier: MIT

/// The line segments of ASCII prose in one pass over its bytes: letters and symbols (AL), digits
/// (NU), spaces (SP), the hyphen (HY), `, . : ;` (IS), `! ?` (EX), quotation marks (QU) and "\n"
/// (LF), the classes ``LineBreakClassTable`` gives them.
///
/// Over these classes ``LineBreakRules`` reduce to the pair around each position and one piece of
/// context: whether a number is open (LB25). Every rule that looks further back starts at a class
/// left out here (OP, CL, CP, SY, BA, PR, PO, B2, ZW, RI, HL, marks, CR). A text holding any other
/// byte goes to ``LineBreakIterator``; tests check the two agree on random texts of these classes.
enum ASCIILineBreaks {
    /// The classes covered, in the order of their codes.
    private static let covered: [LineBreakClass] = [.al, .nu, .sp, .hy, .is, .ex, .qu, .lf]
    private static let uncovered: UInt8 = 0xFF

    /// The code of each ASCII byte's class in `covered`, or `uncovered`.
    private static let codes: [UInt8] = (0..<128).map { byte in
        covered.firstIndex(of: LineBreakClass(Unicode.Scalar(UInt8(byte)))).map(UInt8.init) ?? uncovered
    }

    /// The state after a character: its code times two, plus one inside a number (LB25's
    /// `NU (NU | IS)*`; SY is not covered). Entry `state * 256 + byte` of `steps` holds the state
    /// after `byte`, plus `allowedBit` or `mandatoryBit` when a line may or must break before it
    /// (``action(after:before:inNumber:)``), or `uncoveredStep` for a byte whose class is not
    /// covered (every byte of a multi-byte character among them).
    static let allowedBit: UInt8 = 0x40
    static let mandatoryBit: UInt8 = 0x80
    static let uncoveredStep: UInt8 = 0xFF
    /// Kept by whoever steps through many texts (a global's every read has a cost here).
    static let steps: [UInt8] = (0..<(16 * 256)).map { index in
        guard index % 256 < 128, case let code = codes[index % 256], code != uncovered else { return uncoveredStep }
        let (previous, inNumber, current) = (covered[index / 512], index / 256 % 2 == 1, covered[Int(code)])
        let next = code * 2 + (current == .nu || (current == .is && inNumber) ? 1 : 0)
        switch action(after: previous, before: current, inNumber: inNumber) {
        case .allowed: return next | allowedBit
        case .mandatory: return next | mandatoryBit
        case .prohibited: return next
        }
    }

    /// Appends the segments of the text whose UTF-8 bytes are `bytes` to `segments`, as
    /// ``LineSegments`` finds them at ``LineBreakMode/byWordWrapping``'s break opportunities, each
    /// given to `measure` as it is made; `steps` is ``steps``, held by the caller (a global's
    /// every read has a cost here).
    ///
    /// - Returns: Whether the text holds a line break; nil, having appended nothing, when a byte
    ///   is outside the classes covered.
    /// - Complexity: O(n) in the length of the text.
    static func segments(of bytes: UnsafeBufferPointer<UInt8>, into segments: inout [LineSegment],
                         steps: UnsafeBufferPointer<UInt8>, measuring measure: (inout LineSegment) -> Void) -> Bool?
    {
        guard !bytes.isEmpty else { return false }
        let kept = segments.count
        segments.reserveCapacity(kept + bytes.count / 4 + 1)
        var containsLineBreak = false
        var start = 0
        func append(upTo end: Int, isMandatory: Bool) {
            var segment = Self.segment(of: bytes, from: start, to: end, isMandatory: isMandatory)
            measure(&segment)
            segments.append(segment)
            containsLineBreak = containsLineBreak || bytes[end - 1] == 0x0A
            start = end
        }
        var state = first(bytes[0], steps)
        var offset = 1
        while offset < bytes.count && state != uncoveredStep {
            state = step(after: state, bytes[offset], steps)
            // A state alone is below both bits; `uncoveredStep` has them.
            if state >= allowedBit && state != uncoveredStep {
                append(upTo: offset, isMandatory: state & mandatoryBit != 0)
            }
            offset &+= 1
        }
        guard state != uncoveredStep else {
            segments.removeSubrange(kept...)
            return nil
        }
        append(upTo: bytes.count, isMandatory: true)
        return containsLineBreak
    }

    /// The segment of `bytes` from `start` to `end`: its spaces and line feed (the only white
    /// space of these classes) hang.
    @inline(__always)
    static func segment(of bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, isMandatory: Bool)
        -> LineSegment
    {
        var contentEnd = end
        while contentEnd > start && (bytes[contentEnd &- 1] == 0x20 || bytes[contentEnd &- 1] == 0x0A) {
            contentEnd &-= 1
        }
        return LineSegment(start: start, contentEnd: contentEnd, end: end, isMandatory: isMandatory)
    }

    /// The state after the first character of a text (what came before it does not matter: no
    /// break at the start of the text), or `uncoveredStep`.
    @inline(__always)
    static func first(_ byte: UInt8, _ steps: UnsafeBufferPointer<UInt8>) -> UInt8 {
        steps[Int(byte)]
    }

    /// The state after `byte` when `state` was the state before it, with the bits saying whether
    /// a line may or must break before it, or `uncoveredStep`.
    @inline(__always)
    static func step(after state: UInt8, _ byte: UInt8, _ steps: UnsafeBufferPointer<UInt8>) -> UInt8 {
        steps[Int(state & 0x0F) &<< 8 | Int(byte)]
    }

    /// Whether a line may break between two printable ASCII characters, whatever comes before
    /// them but a number (what ``ASCIIPlan`` keeps per pair).
    enum PairBreak {
        case prohibited, allowed
        /// Allowed unless a number is open before the pair (LB25: `NU (NU | IS)* × NU`).
        case afterNumber
    }

    /// Whether the line-break class of `byte` is one of those covered.
    static func isCovered(_ byte: UInt8) -> Bool { byte < 0x80 && codes[Int(byte)] != uncovered }

    /// What the rules allow between `previous` and `next`, both covered (`.prohibited` when one
    /// is not: no pass over these classes goes past it).
    static func pairBreak(_ previous: UInt8, _ next: UInt8) -> PairBreak {
        guard isCovered(previous) && isCovered(next) else { return .prohibited }
        let (before, after) = (covered[Int(codes[Int(previous)])], covered[Int(codes[Int(next)])])
        // A number is always open after a digit, and may be after IS; never after anything else.
        let usual = action(after: before, before: after, inNumber: before == .nu)
        if before == .is && action(after: before, before: after, inNumber: true) != usual { return .afterNumber }
        return usual == .prohibited ? .prohibited : .allowed
    }

    /// Whether a number is open before `index` of the line of `bytes` from `lineStart`: the run of
    /// digits and IS before it holds a digit.
    static func isInNumber(_ bytes: UnsafeBufferPointer<UInt8>, before index: Int, from lineStart: Int) -> Bool {
        var position = index
        while position > lineStart {
            position -= 1
            guard isCovered(bytes[position]) else { return false }
            switch covered[Int(codes[Int(bytes[position])])] {
            case .nu: return true
            case .is: continue
            default: return false
            }
        }
        return false
    }

    /// What the rules allow between two covered classes.
    private static func action(after previous: LineBreakClass, before current: LineBreakClass, inNumber: Bool)
        -> LineBreakAction
    {
        switch (previous, current) {
        case (.lf, _): .mandatory  // LB5
        case (_, .lf), (_, .sp): .prohibited  // LB6, LB7
        case (_, .ex), (_, .is): .prohibited  // LB13
        case (.sp, _): .allowed  // LB18
        case (.qu, _), (_, .qu), (_, .hy): .prohibited  // LB19, LB21
        case (.al, .nu), (.nu, .al), (.hy, .nu): .prohibited  // LB23, LB25
        case (_, .nu) where inNumber: .prohibited  // LB25: NU (NU | IS)* × NU
        case (.al, .al), (.is, .al): .prohibited  // LB28, LB29
        default: .allowed  // LB31
        }
    }
}
