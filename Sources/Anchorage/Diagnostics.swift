// SPDX-License-Identifier: MIT

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A problem Anchorage noticed and recovered from, delivered to a tree's
/// ``LayoutView/diagnosticHandler`` (default: one line per diagnostic on standard error).
///
/// Programmer errors that cannot be recovered from (relating views in different trees,
/// `equalToSuperview()` without a superview, an invalid priority) trap instead, with the same
/// kind of message and the source line.
///
/// ```swift
/// var seen: [Diagnostic] = []
/// root.diagnosticHandler = { seen.append($0) }
/// child.snp.makeConstraints { make in make.left }   // no relation
/// seen[0].kind       // .unfinishedChain
/// seen[0].location   // the makeConstraints line
/// ```
public struct Diagnostic: CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// An attribute chain without a relation (`make.left` alone): nothing was installed.
        case unfinishedChain
        /// `updateConstraints` found no existing constraint to update; the new one was installed.
        case unmatchedUpdate
        /// A constant or multiplier was NaN or infinite; the constraint was not installed (or the
        /// update was not applied).
        case nonFiniteValue
        /// Required constraints cannot all hold; one was broken (left out of the solver).
        case unsatisfiableConstraints
        /// `layoutSubviews()` kept changing constraints, or wrapping labels kept changing height
        /// (their width depends on it), so layout stopped repeating passes.
        case layoutLoop
        /// The solver refused an operation the engine believed valid (a bug; please report it).
        case internalInconsistency
    }

    /// What went wrong.
    public let kind: Kind
    /// A human-readable explanation, one or more lines.
    public let message: String
    /// Where the offending code was written, when known.
    public let location: SourceLocation?
    /// The constraints concerned: for ``Kind/unsatisfiableConstraints``, the broken constraint
    /// first, then the conflicting ones.
    public let constraints: [LayoutConstraint]

    /// Creates a diagnostic.
    ///
    /// - Parameters:
    ///   - kind: What went wrong.
    ///   - message: The explanation.
    ///   - location: Where, if known.
    ///   - constraints: The constraints concerned.
    public init(kind: Kind, message: String, location: SourceLocation?, constraints: [LayoutConstraint] = []) {
        self.kind = kind
        self.message = message
        self.location = location
        self.constraints = constraints
    }

    /// `"[Anchorage] <message> (at File.swift#12)"`.
    public var description: String {
        "[Anchorage] " + message + (location.map { " (at \($0))" } ?? "")
    }

    /// The report for a required constraint that cannot hold, in UIKit's shape but listing only
    /// the small conflicting set the solver found (each with its label and source line) and
    /// naming the constraint that was broken: always the one being added.
    static func unsatisfiable(broken: LayoutConstraint, conflicts: [LayoutConstraint]) -> Diagnostic {
        var lines = ["Unable to simultaneously satisfy constraints.",
                     "\tThe new constraint conflicts with the constraints listed below it.",
                     "("]
        lines.append("    \"\(broken)\",")
        for constraint in conflicts { lines.append("    \"\(constraint)\",") }
        lines.append(")")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append("\(broken)")
        return Diagnostic(kind: .unsatisfiableConstraints, message: lines.joined(separator: "\n"),
                          location: broken.location, constraints: [broken] + conflicts)
    }
}

extension LayoutItem {
    /// Sends a diagnostic to the closest handler from this item up to its root, or to standard
    /// error.
    func deliver(_ diagnostic: Diagnostic) {
        var current = hierarchyView
        while let view = current {
            if let handler = view.diagnosticHandler {
                handler(diagnostic)
                return
            }
            current = view.superview
        }
        writeToStandardError(diagnostic.description + "\n")
    }
}

/// Writes to file descriptor 2 without Foundation (and without touching the C `stderr` global,
/// which Swift 6 treats as shared mutable state).
func writeToStandardError(_ text: String) {
    var text = text
    text.withUTF8 { buffer in
        guard let base = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count {
            let written = write(2, base + offset, buffer.count - offset)
            if written <= 0 { return }
            offset += written
        }
    }
}
