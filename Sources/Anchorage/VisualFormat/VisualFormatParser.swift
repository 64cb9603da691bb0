// SPDX-License-Identifier: MIT

// A recursive-descent reader of Apple's visual format grammar (VisualFormatLine.swift), over the
// format's UTF-8 bytes. Names are looked up as they are read, so an unknown one fails at its own
// position. Spaces, tabs and line breaks are allowed between tokens. Every failure is a thrown
// `Failure` (the reason and the byte offset); nothing here traps, whatever the bytes: each step
// reads at most the bytes that are left, and every loop consumes at least one byte.

struct VisualFormatParser {
    /// A rejection: the reason and where, in bytes of the format.
    struct Failure: Error {
        let reason: VisualFormatError.Reason
        let byteOffset: Int
    }

    private let bytes: [UInt8]
    private let views: [String: LayoutItem]
    private let metrics: [String: Double]
    private var position = 0

    init(_ format: String, views: [String: LayoutItem], metrics: [String: Double]) {
        bytes = Array(format.utf8)
        self.views = views
        self.metrics = metrics
    }

    /// Reads the whole format.
    mutating func parse() throws(Failure) -> VisualFormatLine {
        var line = VisualFormatLine()
        skipSpace()
        if peek == UInt8(ascii: "H") || peek == UInt8(ascii: "V") {
            line.isVertical = peek == UInt8(ascii: "V")
            position += 1
            guard peek == UInt8(ascii: ":") else { throw Failure(reason: .missingOrientationColon, byteOffset: position) }
            position += 1
            skipSpace()
        }
        if peek == UInt8(ascii: "|") {
            let bar = position
            position += 1
            line.leadingSuperview = (bar, try connection())
        }
        line.views.append(try view())
        while true {
            skipSpace()
            guard position < bytes.count else { break }
            let spacing = try connection()
            skipSpace()
            if peek == UInt8(ascii: "|") {
                let bar = position
                position += 1
                skipSpace()
                guard position == bytes.count else { throw Failure(reason: .superviewInMiddle, byteOffset: bar) }
                line.trailingSuperview = (bar, spacing)
                break
            }
            if case .flush = spacing, peek != UInt8(ascii: "[") {
                throw unexpected("'-', '[' or '|' after a view")
            }
            line.connections.append(spacing)
            line.views.append(try view())
        }
        return line
    }

    // MARK: Productions

    /// `[name(predicates)]`.
    private mutating func view() throws(Failure) -> VisualFormatView {
        skipSpace()
        let open = position
        guard peek == UInt8(ascii: "[") else {
            if peek == UInt8(ascii: "|"), position + 1 < bytes.count {
                throw Failure(reason: .superviewInMiddle, byteOffset: position)
            }
            throw unexpected("a view ('[name]')")
        }
        position += 1
        skipSpace()
        let nameOffset = position
        guard let name = identifier() else { throw unexpected("a view name after '['") }
        guard let item = views[name] else { throw Failure(reason: .unknownView(name), byteOffset: nameOffset) }
        var result = VisualFormatView(item: item, name: name, offset: open)
        skipSpace()
        if peek == UInt8(ascii: "(") {
            result.predicates = try predicateList(allowsViews: true)
            skipSpace()
        }
        guard peek == UInt8(ascii: "]") else {
            if position == bytes.count || peek == UInt8(ascii: ")") || peek == UInt8(ascii: "[") {
                throw Failure(reason: .unbalanced(expected: "']' to close the view '\(name)'"), byteOffset: position)
            }
            throw unexpected("'(' or ']' after the view name '\(name)'")
        }
        position += 1
        return result
    }

    /// Nothing (flush), `-`, `-number-`, `-metric-` or `-(predicates)-`.
    private mutating func connection() throws(Failure) -> VisualFormatConnection {
        skipSpace()
        guard peek == UInt8(ascii: "-") else { return .flush }
        position += 1
        skipSpace()
        guard let next = peek, next != UInt8(ascii: "["), next != UInt8(ascii: "|") else { return .standard }
        let predicates: [VisualFormatPredicate]
        if next == UInt8(ascii: "(") {
            predicates = try predicateList(allowsViews: false)
        } else if next.isDigit || next == UInt8(ascii: ".") {
            predicates = [VisualFormatPredicate(object: .constant(try number()))]
        } else if next.isIdentifierStart {
            predicates = [VisualFormatPredicate(object: .constant(try metric(allowsViews: false)))]
        } else {
            throw unexpected("a view, '|', a number, a metric or '(' after '-'")
        }
        skipSpace()
        guard peek == UInt8(ascii: "-") else { throw unexpected("'-' to end the spacing") }
        position += 1
        return .predicates(predicates)
    }

    /// `(predicate, predicate, …)`, at the `(`.
    private mutating func predicateList(allowsViews: Bool) throws(Failure) -> [VisualFormatPredicate] {
        position += 1
        var result: [VisualFormatPredicate] = []
        while true {
            skipSpace()
            if position == bytes.count {
                throw Failure(reason: .unbalanced(expected: "')' to close the predicates"), byteOffset: position)
            }
            result.append(try predicate(allowsViews: allowsViews))
            skipSpace()
            if peek == UInt8(ascii: ",") {
                position += 1
                continue
            }
            if peek == UInt8(ascii: ")") {
                position += 1
                return result
            }
            if position == bytes.count || peek == UInt8(ascii: "]") || peek == UInt8(ascii: "-") {
                throw Failure(reason: .unbalanced(expected: "')' to close the predicates"), byteOffset: position)
            }
            throw unexpected("',' or ')' after a predicate")
        }
    }

    /// `relation? object (@priority)?`.
    private mutating func predicate(allowsViews: Bool) throws(Failure) -> VisualFormatPredicate {
        let relation = try self.relation() ?? .equal
        skipSpace()
        guard let next = peek, next != UInt8(ascii: ")"), next != UInt8(ascii: ","), next != UInt8(ascii: "@") else {
            throw Failure(reason: .emptyPredicate, byteOffset: position)
        }
        let object: VisualFormatPredicate.Object
        if next.isDigit || next == UInt8(ascii: ".") || next == UInt8(ascii: "+") || next == UInt8(ascii: "-") {
            object = .constant(try number())
        } else if next.isIdentifierStart {
            let start = position
            let name = identifier()!
            if let value = metrics[name] {
                guard value.isFinite else { throw Failure(reason: .nonFiniteMetric(name), byteOffset: start) }
                object = .constant(value)
            } else if let item = views[name] {
                guard allowsViews else { throw Failure(reason: .viewAsSpacing(name), byteOffset: start) }
                object = .view(item)
            } else {
                throw Failure(reason: allowsViews ? .unknownViewOrMetric(name) : .unknownMetric(name), byteOffset: start)
            }
        } else {
            throw unexpected("a number, a metric or a view in a predicate")
        }
        var result = VisualFormatPredicate(relation: relation, object: object)
        skipSpace()
        if peek == UInt8(ascii: "@") {
            position += 1
            skipSpace()
            let start = position
            guard let first = peek, first != UInt8(ascii: ")"), first != UInt8(ascii: ",") else {
                throw Failure(reason: .emptyPredicate, byteOffset: position)
            }
            let value: Double
            if first.isIdentifierStart {
                value = try metric(allowsViews: false)
            } else if first.isDigit || first == UInt8(ascii: ".") || first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
                value = try number()
            } else {
                throw unexpected("a priority (a number or a metric) after '@'")
            }
            guard value >= 1, value <= 1000 else { throw Failure(reason: .priorityOutOfRange(value), byteOffset: start) }
            result.priority = ConstraintPriority(value)
        }
        return result
    }

    /// `==`, `<=`, `>=`, or `nil` when no relation starts here.
    private mutating func relation() throws(Failure) -> ConstraintRelation? {
        let start = position
        var end = position
        while end < bytes.count, [UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "!")].contains(bytes[end]) {
            end += 1
        }
        guard end > start else { return nil }
        position = end
        switch bytes[start..<end] {
        case [UInt8(ascii: "="), UInt8(ascii: "=")]: return .equal
        case [UInt8(ascii: "<"), UInt8(ascii: "=")]: return .lessThanOrEqual
        case [UInt8(ascii: ">"), UInt8(ascii: "=")]: return .greaterThanOrEqual
        default: throw Failure(reason: .badRelation(text(start..<end)), byteOffset: start)
        }
    }

    /// A metric's value, at its name.
    private mutating func metric(allowsViews: Bool) throws(Failure) -> Double {
        let start = position
        let name = identifier()!
        guard let value = metrics[name] else {
            throw Failure(reason: views[name] == nil ? .unknownMetric(name) : .viewAsSpacing(name), byteOffset: start)
        }
        guard value.isFinite else { throw Failure(reason: .nonFiniteMetric(name), byteOffset: start) }
        return value
    }

    /// A decimal number, `strtod`'s C-locale decimal form without hexadecimal, infinities and
    /// NaN: an optional sign, digits with an optional fraction, an optional exponent. Whatever
    /// letters, digits or dots follow it make it a bad number.
    private mutating func number() throws(Failure) -> Double {
        let start = position
        var end = position
        if end < bytes.count, bytes[end] == UInt8(ascii: "+") || bytes[end] == UInt8(ascii: "-") { end += 1 }
        var digits = 0
        while end < bytes.count, bytes[end].isDigit { end += 1; digits += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: ".") {
            end += 1
            while end < bytes.count, bytes[end].isDigit { end += 1; digits += 1 }
        }
        var valid = digits > 0
        if valid, end < bytes.count, bytes[end] == UInt8(ascii: "e") || bytes[end] == UInt8(ascii: "E") {
            end += 1
            if end < bytes.count, bytes[end] == UInt8(ascii: "+") || bytes[end] == UInt8(ascii: "-") { end += 1 }
            var exponentDigits = 0
            while end < bytes.count, bytes[end].isDigit { end += 1; exponentDigits += 1 }
            valid = exponentDigits > 0
        }
        // A run of letters, digits and dots glued to the number belongs to it (`1.2.3`, `12px`).
        while end < bytes.count, bytes[end].isIdentifierPart || bytes[end] == UInt8(ascii: ".") {
            end += 1
            valid = false
        }
        let literal = text(start..<end)
        position = end
        guard valid, let value = Double(literal), value.isFinite else {
            throw Failure(reason: .badNumber(literal), byteOffset: start)
        }
        return value
    }

    // MARK: Tokens

    private var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipSpace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    /// A C identifier, or `nil` (nothing consumed) when none starts here.
    private mutating func identifier() -> String? {
        guard let first = peek, first.isIdentifierStart else { return nil }
        let start = position
        while position < bytes.count, bytes[position].isIdentifierPart { position += 1 }
        return text(start..<position)
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The failure for an unexpected byte here: an unbalanced `]` or `)`, or what was expected.
    private func unexpected(_ expected: String) -> Failure {
        switch peek {
        case UInt8(ascii: "]"): Failure(reason: .unbalanced(expected: "no ']' without its '['"), byteOffset: position)
        case UInt8(ascii: ")"): Failure(reason: .unbalanced(expected: "no ')' without its '('"), byteOffset: position)
        default: Failure(reason: .expected(expected), byteOffset: position)
        }
    }
}

extension UInt8 {
    fileprivate var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    fileprivate var isIdentifierStart: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z")) || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
            || self == UInt8(ascii: "_")
    }
    fileprivate var isIdentifierPart: Bool { isIdentifierStart || isDigit }
}
