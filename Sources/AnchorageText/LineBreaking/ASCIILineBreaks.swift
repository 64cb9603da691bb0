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
    /// `NU (NU | IS)*`; SY is not covered). Entry `state * 128 + byte` of `steps` holds the state
    /// after an ASCII `byte`, plus `allowedBit` or `mandatoryBit` when a line may or must break
    /// before it (``action(after:before:inNumber:)``), or `uncoveredStep` for a byte whose class
    /// is not covered.
    private static let allowedBit: UInt8 = 0x40
    private static let mandatoryBit: UInt8 = 0x80
    private static let uncoveredStep: UInt8 = 0xFF
    private static let steps: [UInt8] = (0..<(16 * 128)).map { index in
        let code = codes[index % 128]
        guard code != uncovered else { return uncoveredStep }
        let (previous, inNumber, current) = (covered[index / 256], index / 128 % 2 == 1, covered[Int(code)])
        let next = code * 2 + (current == .nu || (current == .is && inNumber) ? 1 : 0)
        switch action(after: previous, before: current, inNumber: inNumber) {
        case .allowed: return next | allowedBit
        case .mandatory: return next | mandatoryBit
        case .prohibited: return next
        }
    }

    /// Appends the segments of the text whose UTF-8 bytes are `bytes` to `segments`, as
    /// ``LineSegments`` finds them at ``LineBreakMode/byWordWrapping``'s break opportunities, each
    /// given to `measure` as it is made.
    ///
    /// - Returns: Whether the text holds a line break; nil, having appended nothing, when a byte
    ///   is outside the classes covered.
    /// - Complexity: O(n) in the length of the text.
    static func segments(of bytes: UnsafeBufferPointer<UInt8>, into segments: inout [LineSegment],
                         measuring measure: (inout LineSegment) -> Void = { _ in }) -> Bool?
    {
        guard let first = bytes.first else { return false }
        let kept = segments.count
        segments.reserveCapacity(kept + bytes.count / 4 + 1)
        return steps.withUnsafeBufferPointer { steps -> Bool? in
            var start = 0
            var containsLineBreak = false
            func append(upTo end: Int, isMandatory: Bool) {
                // What hangs at a segment's end: its spaces and line break (the only white space
                // here).
                var contentEnd = end
                while contentEnd > start && (bytes[contentEnd - 1] == 0x20 || bytes[contentEnd - 1] == 0x0A) {
                    contentEnd -= 1
                }
                var segment = LineSegment(start: start, contentEnd: contentEnd, end: end, isMandatory: isMandatory)
                measure(&segment)
                segments.append(segment)
                containsLineBreak = containsLineBreak || bytes[end - 1] == 0x0A
                start = end
            }
            // The state after the first character (what came before it does not matter: no break
            // at the start of the text).
            var state = first < 0x80 ? steps[Int(first)] : uncoveredStep
            for offset in 1..<max(bytes.count, 1) where state != uncoveredStep {
                let byte = bytes[offset]
                let step = byte < 0x80 ? steps[Int(state & 0x0F) &* 128 &+ Int(byte)] : uncoveredStep
                if step & (allowedBit | mandatoryBit) != 0 && step != uncoveredStep {
                    append(upTo: offset, isMandatory: step & mandatoryBit != 0)
                }
                state = step
            }
            guard state != uncoveredStep else {
                segments.removeSubrange(kept...)
                return nil
            }
            append(upTo: bytes.count, isMandatory: true)
            return containsLineBreak
        }
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
