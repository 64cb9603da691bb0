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
        /// `layoutSubviews()` or `updateConstraints()` kept asking for another pass, derived
        /// safe-area insets kept moving, or wrapping labels kept changing height (their width
        /// depends on it), so layout stopped repeating passes after 8.
        case layoutLoop
        /// An override of a method that must call its superclass's implementation did not
        /// (`updateConstraints()` without `super.updateConstraints()`); the message names the
        /// class.
        case missingSuperCall
        /// The solver gave up on an operation because rounding kept its pivots cycling
        /// (AnchorageSolver's `SolverError.numericalFailure`): coefficients spanning many orders
        /// of magnitude, not a conflict. The constraint was left out (or its constant change
        /// was not applied).
        case numericalFailure
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

    /// Why the broken constraint of an unsatisfiable conflict is the one broken.
    enum BreakReason {
        /// It was the last of the conflicting constraints to be activated (or re-added).
        case lastActivated
        /// Its constant was just changed to a value that cannot hold.
        case constantChanged
    }

    /// The report for required constraints that cannot all hold (kind
    /// ``Kind/unsatisfiableConstraints``): only the small conflicting set the solver proves
    /// unsatisfiable, each constraint in its description format, which one was broken and why,
    /// and a `Note:` per view whose frame or generated constraints take part, in the message the
    /// catalog's "Conflicts" shows line by line. ``location`` is the broken constraint's, and
    /// ``constraints`` holds the broken constraint first, then the conflicting ones.
    static func unsatisfiable(broken: LayoutConstraint, conflicts: [LayoutConstraint],
                              reason: BreakReason = .lastActivated) -> Diagnostic
    {
        var lines = ["Unable to simultaneously satisfy constraints: these \(conflicts.count + 1) required constraints cannot all hold."]
        switch reason {
        case .lastActivated:
            lines.append("Broken, as the last of them to be activated (left out of the layout; retried whenever a constraint of this tree is removed):")
        case .constantChanged:
            lines.append("Broken, as the one whose constant changed (left out of the layout; retried whenever a constraint of this tree is removed):")
        }
        lines.append("    \(broken)")
        lines.append("Conflicting with:")
        if conflicts.isEmpty { lines.append("    (nothing else: it cannot hold on its own)") }
        for constraint in conflicts { lines.append("    \(constraint)") }
        var noted: [ObjectIdentifier] = []
        for constraint in [broken] + conflicts {
            guard let item = constraint.firstItem, !noted.contains(ObjectIdentifier(item)) else { continue }
            switch constraint.kind {
            case .autoresizingMask:
                lines.append("Note: \(item.debugDescription) keeps the frame you set (translatesAutoresizingMaskIntoConstraints is true).")
            case .rootFrame:
                lines.append("Note: \(item.debugDescription) is the root; its size is the frame you set.")
            case .contentHugging:
                lines.append("Note: \(item.debugDescription) hugs its intrinsic content size at the required priority (1000).")
            case .compressionResistance:
                lines.append("Note: \(item.debugDescription) resists compression below its intrinsic content size at the required priority (1000).")
            case .stackView, .flowView, .gridView:
                // The container is the constraint's host (or, for a constraint on one arranged
                // view alone, that view's superview).
                guard let container = constraint.installView.flatMap({ $0.kind(of: constraint) })
                    ?? item.hierarchyView?.superview.flatMap({ $0.kind(of: constraint) })
                else { continue }
                if noted.contains(ObjectIdentifier(container.view)) { continue }
                lines.append("Note: \(container.view.debugDescription) made the \(container.prefix) constraints to arrange its \(container.items) (see \(container.type)).")
                noted.append(ObjectIdentifier(container.view))
                continue
            case .dsl, .systemGuide:
                continue
            }
            noted.append(ObjectIdentifier(item))
        }
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

extension LayoutView {
    /// The view as the container that makes constraints of `constraint`'s kind: what a conflict
    /// report's note names; `nil` when it is not one.
    fileprivate func kind(of constraint: LayoutConstraint) -> (view: LayoutView, prefix: String, items: String, type: String)? {
        switch constraint.kind {
        case .stackView where self is StackView: return (self, "UISV-", "arranged subviews", "StackView")
        case .flowView where self is FlowView: return (self, "FlowView-", "arranged subviews", "FlowView")
        case .gridView where self is GridView: return (self, "GridView-", "cells", "GridView")
        default: return nil
        }
    }
}
