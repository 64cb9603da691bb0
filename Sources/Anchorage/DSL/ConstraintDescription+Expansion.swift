// SPDX-License-Identifier: MIT

// Turning a finished ConstraintDescription into LayoutConstraints, exactly as SnapKit's
// `Constraint.init` does (SNAPKIT-SEMANTICS §2.2–2.5):
//
//   for each target element, for each constrained attribute a (generation order):
//     to-attribute  = resolveTargetAttribute(a)        (§2.4)
//     second item   = the target item; for a constant target, nil when the to-attribute is a
//                     size, otherwise the implicit superview (a guide's owning view)
//     constant      = (offset/inset override ?? the target's constant ?? 0) resolved for the
//                     to-attribute (ConstraintConstant.value(for:), §2.3)
//     multiplier, priority, label, location from the chain.

extension ConstraintDescription {
    /// The layout constraints this description of a chain on `item` stands for, one per target
    /// element and attribute, inactive. A constraint whose constant or multiplier is NaN or
    /// infinite is left out and reported.
    ///
    /// - Parameters:
    ///   - item: The constrained view or guide (the maker's).
    ///   - report: Receives the non-finite diagnostics.
    /// - Precondition: A multi-attribute target matches the constrained attributes (or maps
    ///   edges ↔ margins); location attributes measured from a number have a superview.
    func makeLayoutConstraints(of item: LayoutItem, report: (Diagnostic) -> Void) -> LayoutConstraintList {
        guard let relation else { return LayoutConstraintList() }
        var result = LayoutConstraintList()
        result.reserveCapacity(target.elementCount * attributes.rawValue.nonzeroBitCount)
        // The closure captures the fields, not the description: capturing it would copy it,
        // with a reference-count round trip on its target.
        let multiplier = multiplier, priority = priority, label = label, location = location
        forEachConstraint(of: item, report: report) { attribute, secondItem, secondAttribute, constant in
            result.append(LayoutConstraint(kind: .dsl, firstItem: item, firstAttribute: attribute, relation: relation,
                                           secondItem: secondItem, secondAttribute: secondAttribute,
                                           multiplier: multiplier, constant: constant, priority: priority, label: label,
                                           location: location))
        }
        return result
    }

    /// The layout constraint on `item` that one expansion of the description stands for (see
    /// ``forEachConstraint(of:report:_:)``).
    func layoutConstraint(of item: LayoutItem, _ attribute: LayoutAttribute, _ relation: ConstraintRelation,
                          _ secondItem: LayoutItem?, _ secondAttribute: LayoutAttribute, _ constant: Double)
        -> LayoutConstraint
    {
        LayoutConstraint(kind: .dsl, firstItem: item, firstAttribute: attribute, relation: relation,
                         secondItem: secondItem, secondAttribute: secondAttribute, multiplier: multiplier,
                         constant: constant, priority: priority, label: label, location: location)
    }

    /// Calls `body` with what differs between the layout constraints the description stands for
    /// (the first attribute, the second item and attribute, the constant; the rest is the
    /// description's), in the order ``makeLayoutConstraints(of:report:)`` makes them, reporting
    /// the non-finite ones instead. `updateConstraints` matches these values against the
    /// installed constraints and makes objects only for those without a match.
    ///
    /// - Precondition: As ``makeLayoutConstraints(of:report:)``; a finished description.
    // Inlined into its two callers, so that `body` is not a closure call per constraint: a make
    // expands every chain.
    @inline(__always)
    func forEachConstraint(of item: LayoutItem, report: (Diagnostic) -> Void,
                           _ body: (LayoutAttribute, LayoutItem?, LayoutAttribute, Double) -> Void)
    {
        guard relation != nil else { return }
        switch target {
        case .list:
            var elements: [ConstraintTargetValue.Storage] = []
            target.appendElements(to: &elements)
            for element in elements {
                forEachConstraint(to: element, of: item, report: report, body)
            }
        case .item, .constant:
            forEachConstraint(to: target, of: item, report: report, body)
        }
    }

    /// ``forEachConstraint(of:report:_:)`` for one target element, one per attribute.
    @inline(__always)
    private func forEachConstraint(to target: ConstraintTargetValue.Storage, of item: LayoutItem,
                                   report: (Diagnostic) -> Void,
                                   _ body: (LayoutAttribute, LayoutItem?, LayoutAttribute, Double) -> Void)
    {
        for attribute in attributes.members {
            let secondItem: LayoutItem?
            let toAttribute: LayoutAttribute
            let constantSource: ConstraintConstant
            switch target {
            case .item(let targetItem, let targetAttributes):
                Misuse.check(targetAttributes.rawValue.nonzeroBitCount < 2 || targetAttributes == attributes
                             || ConstraintDescription.isMarginPair(attributes, targetAttributes),
                             "Anchorage: cannot constrain \(attributes) to multiple non-identical attributes \(targetAttributes) (at \(location))")
                toAttribute = resolveTargetAttribute(attribute, targetAttributes: targetAttributes)
                secondItem = targetItem
                constantSource = constantOverride ?? .scalar(0)
            case .constant(let constant):
                // SnapKit (UIKit branch): a centre measured from a number is measured from
                // the superview's left/top, so `center.equalTo(0)` is the superview's origin.
                toAttribute = attribute == .centerX ? .left : attribute == .centerY ? .top : attribute
                if toAttribute.isSize {
                    secondItem = nil
                } else {
                    guard let container = item.containerView else {
                        Misuse.trap(
                            "Anchorage: \(item.debugDescription).\(attribute) is related to a number, which is measured from the superview, but \(item.debugDescription) has no superview (at \(location))")
                    }
                    secondItem = container
                }
                constantSource = constantOverride ?? constant
            case .list:
                preconditionFailure("unreachable: target lists are flattened")
            }
            let constant = attributeOffsets.constant(for: attribute) ?? constantSource.value(for: toAttribute)
            guard constant.isFinite, multiplier.isFinite else {
                report(Diagnostic(kind: .nonFiniteValue, message:
                    "\(item.debugDescription).\(attribute) has a non-finite constant (\(constant)) or multiplier (\(multiplier)); the constraint was not installed",
                    location: location))
                continue
            }
            body(attribute, secondItem, secondItem == nil ? .notAnAttribute : toAttribute, constant)
        }
    }

    /// SnapKit's to-attribute rule (§2.4): edges ↔ margins and directional edges ↔ directional
    /// margins map edge by edge; identical sets map an attribute to itself; an item target
    /// without attributes means the same attribute; otherwise the target's first attribute.
    private func resolveTargetAttribute(_ attribute: LayoutAttribute, targetAttributes: AttributeSet) -> LayoutAttribute {
        if targetAttributes.isEmpty || targetAttributes == attributes { return attribute }
        if let mapped = ConstraintDescription.marginCounterpart(of: attribute, from: attributes, to: targetAttributes) {
            return mapped
        }
        return targetAttributes.first ?? attribute
    }

    /// The edge-by-edge mapping between edges and margins (either direction, plain or
    /// directional): the margin or edge that `attribute` of `from` maps to in `to`, or `nil`
    /// when the sets are not such a pair. (A switch, not a table: it runs for every constraint
    /// whose target names other attributes.)
    static func marginCounterpart(of attribute: LayoutAttribute, from: AttributeSet, to: AttributeSet) -> LayoutAttribute? {
        guard isMarginPair(from, to) else { return nil }
        switch attribute {
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        default: return nil
        }
    }

    /// Whether `from` and `to` are edges and margins of the same kind, in either order.
    static func isMarginPair(_ from: AttributeSet, _ to: AttributeSet) -> Bool {
        switch (from, to) {
        case (.edges, .margins), (.margins, .edges), (.directionalEdges, .directionalMargins),
             (.directionalMargins, .directionalEdges):
            return true
        default:
            return false
        }
    }
}
