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
    /// The layout constraints this description stands for, one per target element and attribute,
    /// inactive. A constraint whose constant or multiplier is NaN or infinite is left out and
    /// reported.
    ///
    /// - Parameter report: Receives the non-finite diagnostics.
    /// - Precondition: A multi-attribute target matches the constrained attributes (or maps
    ///   edges ↔ margins); location attributes measured from a number have a superview.
    func makeLayoutConstraints(report: (Diagnostic) -> Void) -> [LayoutConstraint] {
        guard let relation else { return [] }
        var result: [LayoutConstraint] = []
        result.reserveCapacity(targets.count * attributes.attributes.count)
        let fromAttributes = attributes.attributes
        for target in targets {
            for attribute in fromAttributes {
                let secondItem: LayoutItem?
                let toAttribute: LayoutAttribute
                let constantSource: ConstraintConstant
                switch target {
                case .item(let item, let targetAttributes):
                    precondition(targetAttributes.rawValue.nonzeroBitCount < 2 || targetAttributes == attributes
                                 || ConstraintDescription.marginMapping(attributes, targetAttributes) != nil,
                                 "Anchorage: cannot constrain \(attributes) to multiple non-identical attributes \(targetAttributes) (at \(location))")
                    toAttribute = resolveTargetAttribute(attribute, targetAttributes: targetAttributes)
                    secondItem = item
                    constantSource = constantOverride ?? .scalar(0)
                case .constant(let constant):
                    // SnapKit (UIKit branch): a centre measured from a number is measured from
                    // the superview's left/top, so `center.equalTo(0)` is the superview's origin.
                    toAttribute = attribute == .centerX ? .left : attribute == .centerY ? .top : attribute
                    if toAttribute.isSize {
                        secondItem = nil
                    } else {
                        guard let container = item.containerView else {
                            preconditionFailure(
                                "Anchorage: \(item.debugDescription).\(attribute) is related to a number, which is measured from the superview, but \(item.debugDescription) has no superview (at \(location))")
                        }
                        secondItem = container
                    }
                    constantSource = constantOverride ?? constant
                case .list:
                    preconditionFailure("unreachable: target lists are flattened")
                }
                let constant = constantSource.value(for: toAttribute)
                guard constant.isFinite, multiplier.isFinite else {
                    report(Diagnostic(kind: .nonFiniteValue, message:
                        "\(item.debugDescription).\(attribute) has a non-finite constant (\(constant)) or multiplier (\(multiplier)); the constraint was not installed",
                        location: location))
                    continue
                }
                result.append(LayoutConstraint(
                    kind: .dsl, firstItem: item, firstAttribute: attribute, relation: relation,
                    secondItem: secondItem, secondAttribute: secondItem == nil ? .notAnAttribute : toAttribute,
                    multiplier: multiplier, constant: constant, priority: priority, label: label, location: location))
            }
        }
        return result
    }

    /// SnapKit's to-attribute rule (§2.4): edges ↔ margins and directional edges ↔ directional
    /// margins map edge by edge; identical sets map an attribute to itself; an item target
    /// without attributes means the same attribute; otherwise the target's first attribute.
    private func resolveTargetAttribute(_ attribute: LayoutAttribute, targetAttributes: AttributeSet) -> LayoutAttribute {
        if targetAttributes.isEmpty || targetAttributes == attributes { return attribute }
        if let mapping = ConstraintDescription.marginMapping(attributes, targetAttributes), let mapped = mapping[attribute] {
            return mapped
        }
        return targetAttributes.first ?? attribute
    }

    /// The edge-by-edge mapping between edges and margins (either direction, plain or
    /// directional), or `nil` when the sets are not such a pair.
    static func marginMapping(_ from: AttributeSet, _ to: AttributeSet) -> [LayoutAttribute: LayoutAttribute]? {
        let edgesToMargins: [LayoutAttribute: LayoutAttribute] = [
            .left: .leftMargin, .right: .rightMargin, .top: .topMargin, .bottom: .bottomMargin,
        ]
        let directionalToMargins: [LayoutAttribute: LayoutAttribute] = [
            .leading: .leadingMargin, .trailing: .trailingMargin, .top: .topMargin, .bottom: .bottomMargin,
        ]
        func inverse(_ map: [LayoutAttribute: LayoutAttribute]) -> [LayoutAttribute: LayoutAttribute] {
            Dictionary(uniqueKeysWithValues: map.map { ($0.value, $0.key) })
        }
        switch (from, to) {
        case (.edges, .margins): return edgesToMargins
        case (.margins, .edges): return inverse(edgesToMargins)
        case (.directionalEdges, .directionalMargins): return directionalToMargins
        case (.directionalMargins, .directionalEdges): return inverse(directionalToMargins)
        default: return nil
        }
    }
}
