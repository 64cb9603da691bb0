// SPDX-License-Identifier: MIT

/// Why ``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:fileID:line:column:)``
/// rejected a format, where, and what it expected there. Its ``description`` reads like UIKit's
/// exception text: the reason, the format, and a caret under the failing position.
///
/// ```swift
/// do {
///     _ = try LayoutConstraint.constraints(withVisualFormat: "H:[blackBox]", options: [],
///                                          metrics: nil, views: ["box": box])
/// } catch {
///     print(error)
///     // Unable to parse constraint format (at Card.swift#12): unknown view 'blackBox'; expected a name from the views dictionary
///     // H:[blackBox]
///     //    ^
/// }
/// ```
///
/// A rejected format makes and installs nothing.
public struct VisualFormatError: Error, Equatable, CustomStringConvertible {
    /// What was wrong.
    public enum Reason: Equatable, Sendable {
        /// `H` or `V` without the `:` after it.
        case missingOrientationColon
        /// A view name that is not a key of the views dictionary.
        case unknownView(String)
        /// A metric name (a spacing or a priority) that is not a key of the metrics dictionary.
        case unknownMetric(String)
        /// A name in a view's predicate that is neither a metric nor a view.
        case unknownViewOrMetric(String)
        /// A metric whose value is NaN or infinite.
        case nonFiniteMetric(String)
        /// A view name used as a spacing (only a view's own predicates may name views).
        case viewAsSpacing(String)
        /// A `[` or `(` without its closing `]` or `)`, or a closing one without its opening one.
        case unbalanced(expected: String)
        /// A relation other than `==`, `<=` and `>=`.
        case badRelation(String)
        /// A priority outside 1…1000.
        case priorityOutOfRange(Double)
        /// Something that starts like a number but is not one (`1.2.3`, `12px`, `1e`).
        case badNumber(String)
        /// `|` anywhere but at the start or the end of the format.
        case superviewInMiddle
        /// `|` next to a view that has no superview (a guide: no owning view).
        case noSuperview(String)
        /// `()`, a trailing comma, or a relation or priority with nothing after it.
        case emptyPredicate
        /// An option aligning the views along the format's own axis (`alignAllLeft` in `H:`).
        case alignmentAlongAxis(LayoutAttribute)
        /// Contradictory or unknown options.
        case invalidOptions(String)
        /// Anything else: the text says what was expected.
        case expected(String)
    }

    /// What was wrong.
    public let reason: Reason
    /// The format as given.
    public let format: String
    /// The failing position: the number of characters before it in ``format`` (where the caret
    /// points; ``format``'s length for the end).
    public let offset: Int
    /// Where the format was given to `constraints(withVisualFormat:…)`.
    public let location: SourceLocation

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - reason: What was wrong.
    ///   - format: The format.
    ///   - offset: The failing position in characters.
    ///   - location: The call site.
    public init(reason: Reason, format: String, offset: Int, location: SourceLocation) {
        self.reason = reason
        self.format = format
        self.offset = offset
        self.location = location
    }

    /// The reason and what was expected, in a sentence without the format.
    public var message: String {
        switch reason {
        case .missingOrientationColon:
            "expected ':' after 'H' or 'V' to give the orientation"
        case .unknownView(let name):
            "unknown view '\(name)'; expected a name from the views dictionary"
        case .unknownMetric(let name):
            "unknown metric '\(name)'; expected a number or a name from the metrics dictionary"
        case .unknownViewOrMetric(let name):
            "unknown name '\(name)'; expected a number, a metric or a view from the dictionaries"
        case .nonFiniteMetric(let name):
            "metric '\(name)' is not a finite number; expected a finite value"
        case .viewAsSpacing(let name):
            "view '\(name)' cannot be a spacing; expected a number or a metric (only a view's own predicates name views)"
        case .unbalanced(let expected):
            "unbalanced brackets; expected \(expected)"
        case .badRelation(let text):
            "unknown relation '\(text)'; expected ==, <= or >="
        case .priorityOutOfRange(let value):
            "priority \(value) is out of range; expected a priority in 1...1000"
        case .badNumber(let text):
            "'\(text)' is not a number; expected digits with an optional fraction and exponent"
        case .superviewInMiddle:
            "'|' (the superview) in the middle of the format; expected it only at the start or the end"
        case .noSuperview(let name):
            "'|' stands for the superview of '\(name)', which has none; expected a view in a superview"
        case .emptyPredicate:
            "empty predicate; expected a number, a metric or a view, after an optional relation"
        case .alignmentAlongAxis(let attribute):
            "the options align '\(attribute)', along the format's own axis; expected an alignment across it"
        case .invalidOptions(let text):
            "invalid options: \(text)"
        case .expected(let text):
            "expected \(text)"
        }
    }

    /// UIKit-like text: the reason with the call site, the format, a caret under the failing
    /// position:
    ///
    /// ```text
    /// Unable to parse constraint format (at Card.swift#12): unknown relation '=<'; expected ==, <= or >=
    /// H:[a(=<50)]
    ///      ^
    /// ```
    ///
    /// Control characters in the format (newlines, tabs) print as spaces, so the caret lines up.
    public var description: String {
        let shown = String(format.map { $0.isASCII && ($0.asciiValue! < 0x20 || $0.asciiValue! == 0x7F) ? " " : $0 })
        return "Unable to parse constraint format (at \(location)): \(message)\n\(shown)\n"
            + String(repeating: " ", count: offset) + "^"
    }
}
