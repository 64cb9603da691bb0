// SPDX-License-Identifier: MIT

// A parsed format to constraints, each made by `LayoutConstraint.relating` (the path anchors
// take). A connection is a gap along the reading direction from the earlier neighbour's trailing
// edge to the later one's leading edge (a superview's edge at the start is its leading edge, at
// the end its trailing edge): `[a]-20-[b]` is `b.leading == a.trailing + 20` in `H:`,
// `b.left == a.right + 20` left to right, `a.left == b.right + 20` right to left,
// `b.top == a.bottom + 20` in `V:`, `b.firstBaseline == a.lastBaseline + 20` baseline to
// baseline. The standard spacing is SystemSpacing's; flush is 0. Predicates constrain a view's
// width (H:) or height (V:); each alignment adds `view.x == previous.x` after the first view.
// Result order: the leading connection, then per view its predicates, the connection to it and
// its alignments, then the trailing connection.

extension VisualFormatLine {
    /// The edges a format names along its axis.
    struct Axis {
        /// The edge a gap ends at (the later neighbour's, or the start superview's).
        let leadingEdge: LayoutAttribute
        /// The edge a gap starts at.
        let trailingEdge: LayoutAttribute
        /// Whether the format reads against the attributes' direction (right to left with left
        /// and right edges): the gap is then `earlier.trailingEdge − later.leadingEdge`.
        let isReversed: Bool
        let size: LayoutAttribute
    }

    /// The axis of this format under `options`.
    func axis(_ options: LayoutConstraint.FormatOptions) -> Axis {
        if isVertical { return Axis(leadingEdge: .top, trailingEdge: .bottom, isReversed: false, size: .height) }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: return Axis(leadingEdge: .left, trailingEdge: .right, isReversed: false, size: .width)
        case .directionRightToLeft: return Axis(leadingEdge: .right, trailingEdge: .left, isReversed: true, size: .width)
        default: return Axis(leadingEdge: .leading, trailingEdge: .trailing, isReversed: false, size: .width)
        }
    }

    /// The constraints, inactive, made at `location`.
    ///
    /// - Precondition: The options were validated (``VisualFormatLine/validate(_:)``) and a
    ///   superview at either end exists.
    func lower(options: LayoutConstraint.FormatOptions, superviews: (leading: LayoutView?, trailing: LayoutView?),
               location: SourceLocation) -> [LayoutConstraint]
    {
        let axis = axis(options)
        let baselines = isVertical && options.contains(.spacingBaselineToBaseline)
        let alignments = options.alignedAttributes
        var result: [LayoutConstraint] = []
        result.reserveCapacity(views.count * (2 + alignments.count) + 2)

        func gap(from earlier: LayoutItem, _ earlierEdge: LayoutAttribute, to later: LayoutItem, _ laterEdge: LayoutAttribute,
                 _ connection: VisualFormatConnection, standard: Double)
        {
            func add(_ relation: ConstraintRelation, _ constant: Double, _ priority: ConstraintPriority) {
                result.append(axis.isReversed
                    ? LayoutConstraint.relating(earlier, earlierEdge, relation, to: later, laterEdge, constant: constant,
                                                priority: priority, at: location)
                    : LayoutConstraint.relating(later, laterEdge, relation, to: earlier, earlierEdge, constant: constant,
                                                priority: priority, at: location))
            }
            switch connection {
            case .flush: add(.equal, 0, .required)
            case .standard: add(.equal, standard, .required)
            case .predicates(let predicates):
                for predicate in predicates {
                    guard case .constant(let constant) = predicate.object else { continue }
                    add(predicate.relation, constant, predicate.priority)
                }
            }
        }

        if let (_, connection) = leadingSuperview, let superview = superviews.leading {
            gap(from: superview, axis.leadingEdge, to: views[0].item, axis.leadingEdge, connection,
                standard: SystemSpacing.toSuperviewEdge)
        }
        for (index, view) in views.enumerated() {
            for predicate in view.predicates {
                switch predicate.object {
                case .constant(let constant):
                    result.append(LayoutConstraint.relating(view.item, axis.size, predicate.relation, to: nil, .notAnAttribute,
                                                            constant: constant, priority: predicate.priority, at: location))
                case .view(let other):
                    result.append(LayoutConstraint.relating(view.item, axis.size, predicate.relation, to: other, axis.size,
                                                            constant: 0, priority: predicate.priority, at: location))
                }
            }
            guard index > 0 else { continue }
            let previous = views[index - 1].item
            gap(from: previous, baselines ? .lastBaseline : axis.trailingEdge,
                to: view.item, baselines ? .firstBaseline : axis.leadingEdge,
                connections[index - 1], standard: SystemSpacing.betweenSiblings)
            for attribute in alignments {
                result.append(LayoutConstraint.relating(view.item, attribute, .equal, to: previous, attribute,
                                                        constant: 0, at: location))
            }
        }
        if let (_, connection) = trailingSuperview, let superview = superviews.trailing {
            gap(from: views[views.count - 1].item, axis.trailingEdge, to: superview, axis.trailingEdge, connection,
                standard: SystemSpacing.toSuperviewEdge)
        }
        return result
    }

    /// Checks the options against the format: one direction, known bits only, alignments
    /// across the axis.
    ///
    /// - Returns: The reason the options are refused, or `nil`.
    func validate(_ options: LayoutConstraint.FormatOptions) -> VisualFormatError.Reason? {
        let known: LayoutConstraint.FormatOptions = [
            .alignAllLeft, .alignAllRight, .alignAllTop, .alignAllBottom, .alignAllLeading, .alignAllTrailing,
            .alignAllCenterX, .alignAllCenterY, .alignAllLastBaseline, .alignAllFirstBaseline,
            .directionMask, .spacingMask,
        ]
        guard options.isSubset(of: known) else {
            return .invalidOptions("unknown bits 0x\(String(options.subtracting(known).rawValue, radix: 16))")
        }
        if options.isSuperset(of: .directionMask) {
            return .invalidOptions("directionLeftToRight and directionRightToLeft together")
        }
        for attribute in options.alignedAttributes where (attribute.axis == .vertical) == isVertical {
            return .alignmentAlongAxis(attribute)
        }
        return nil
    }
}
