// SPDX-License-Identifier: MIT

import AnchorageSolver

// Ambiguity: views whose frames the constraints do not determine (UIKit's `hasAmbiguousLayout`
// and the `_autolayoutTrace` it is usually read from), found by probing the solver
// (AnchorageSolver's Solver+Ambiguity.swift) rather than guessed from constraint counts.

/// Parts of a view's frame: its position in its superview and its size.
///
/// ```swift
/// let parts: FrameComponents = [.x, .width]
/// parts.description   // "x, width"
/// ```
public struct FrameComponents: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The bits.
    public let rawValue: UInt8

    /// Creates a set from its bits.
    ///
    /// - Parameter rawValue: Bit 0 is x, 1 is y, 2 is width, 3 is height.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The horizontal position in the superview (`frame.minX`).
    public static let x = FrameComponents(rawValue: 1)
    /// The vertical position in the superview (`frame.minY`).
    public static let y = FrameComponents(rawValue: 2)
    /// The width.
    public static let width = FrameComponents(rawValue: 4)
    /// The height.
    public static let height = FrameComponents(rawValue: 8)
    /// All four.
    public static let all: FrameComponents = [.x, .y, .width, .height]

    /// The names of the components in the order x, y, width, height, comma-separated.
    public var description: String {
        [(FrameComponents.x, "x"), (.y, "y"), (.width, "width"), (.height, "height")]
            .filter { contains($0.0) }.map(\.1).joined(separator: ", ")
    }
}

/// The views of a subtree whose frames the constraints leave undetermined, from
/// ``LayoutView/ambiguousLayoutReport()``.
///
/// ```swift
/// let report = root.ambiguousLayoutReport()
/// report.views          // [badge]
/// print(report)
/// // Ambiguous layout: the constraints do not determine 1 view's frame.
/// //     LayoutView:badge: x, y (frame Rect(...))
/// ```
public struct AmbiguousLayoutReport: CustomStringConvertible {
    /// One ambiguous view and the parts of its frame that can change.
    public struct Entry {
        /// The view.
        public let view: LayoutView
        /// The parts of its frame that other solutions would set differently.
        public let components: FrameComponents
    }

    /// The ambiguous views, in depth-first tree order (a view before its subviews).
    public let entries: [Entry]

    /// The ambiguous views, in tree order.
    public var views: [LayoutView] { entries.map(\.view) }

    /// Whether every view's frame is determined.
    public var isEmpty: Bool { entries.isEmpty }

    /// `"No ambiguous layout."`, or a first line
    /// `"Ambiguous layout: the constraints do not determine <n> view's/views' frame(s)."` followed
    /// by one line per view, `"    LayoutView:badge: x, y (frame Rect(...))"`.
    public var description: String {
        guard !entries.isEmpty else { return "No ambiguous layout." }
        var lines = ["Ambiguous layout: the constraints do not determine "
            + (entries.count == 1 ? "1 view's frame." : "\(entries.count) views' frames.")]
        for entry in entries {
            lines.append("    \(entry.view.debugDescription): \(entry.components) (frame \(entry.view.frame))")
        }
        return lines.joined(separator: "\n")
    }
}

extension LayoutView {
    /// Whether the constraints leave this view's frame undetermined: another layout exists that
    /// satisfies every constraint exactly as well (required ones, and optional ones at every
    /// priority) with this view elsewhere or another size (UIKit's `hasAmbiguousLayout`).
    ///
    /// Lays the tree out first if needed. A root and a view that keeps the frame you set
    /// (``translatesAutoresizingMaskIntoConstraints`` is `true`) are never ambiguous; a view
    /// positioned only by constraints that no active constraint mentions is. Broken constraints
    /// (see ``Diagnostic/Kind/unsatisfiableConstraints``) do not count: they are not in the
    /// layout.
    ///
    /// ```swift
    /// badge.snp.makeConstraints { make in make.size.equalTo(20) }   // no position
    /// root.layoutIfNeeded()
    /// badge.hasAmbiguousLayout   // true: x and y are free
    /// ```
    ///
    /// - Complexity: One copy of the tree's solver state, then four probes (each the cost of
    ///   adding and removing one optional constraint).
    public var hasAmbiguousLayout: Bool {
        !rootView.engine.ambiguousComponents(of: [self])[0].isEmpty
    }

    /// The views of this view's subtree (itself included) whose frames the constraints leave
    /// undetermined, with the parts of each frame that can change; see ``hasAmbiguousLayout``.
    /// Call it on a root for the whole tree.
    ///
    /// Lays the tree out first if needed.
    ///
    /// - Returns: The report, in depth-first tree order.
    /// - Complexity: One copy of the tree's solver state, then four probes per view of the
    ///   subtree that takes part in the layout.
    public func ambiguousLayoutReport() -> AmbiguousLayoutReport {
        var views: [LayoutView] = []
        func visit(_ view: LayoutView) {
            views.append(view)
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
        let components = rootView.engine.ambiguousComponents(of: views)
        var entries: [AmbiguousLayoutReport.Entry] = []
        for (view, parts) in zip(views, components) where !parts.isEmpty {
            entries.append(AmbiguousLayoutReport.Entry(view: view, components: parts))
        }
        return AmbiguousLayoutReport(entries: entries)
    }
}

extension LayoutEngine {
    /// For each view of this tree, the parts of its frame (relative to its superview) that the
    /// constraints leave free. Lays out first so the solver and the variables' values are
    /// current.
    func ambiguousComponents(of views: [LayoutView]) -> [FrameComponents] {
        layout()
        var result = [FrameComponents](repeating: [], count: views.count)
        var expressions: [LinearExpression] = []
        var probed: [Int] = []
        for (index, view) in views.enumerated() {
            guard let superview = view.superview else { continue }   // a root keeps its frame
            guard let node = liveNode(of: view), let parent = liveNode(of: superview) else {
                // Never mentioned by a constraint: it keeps its frame only if it holds it.
                if !view.translatesAutoresizingMaskIntoConstraints { result[index] = .all }
                continue
            }
            expressions.append(LinearExpression([Term(node.x, coefficient: 1), Term(parent.x, coefficient: -1)]))
            expressions.append(LinearExpression([Term(node.y, coefficient: 1), Term(parent.y, coefficient: -1)]))
            expressions.append(LinearExpression(node.width))
            expressions.append(LinearExpression(node.height))
            probed.append(index)
        }
        let free = solver.canVary(expressions)
        let parts: [FrameComponents] = [.x, .y, .width, .height]
        for (k, index) in probed.enumerated() {
            for c in 0..<4 where free[4 * k + c] { result[index].insert(parts[c]) }
        }
        return result
    }
}
