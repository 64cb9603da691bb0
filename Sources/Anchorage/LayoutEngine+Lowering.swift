// SPDX-License-Identifier: MIT

import AnchorageSolver

// Lowering: giving items solver variables (and the constraints that pin user-set frames) and
// turning a LayoutConstraint into a LinearConstraint in root space.

extension LayoutEngine {
    // MARK: Lowering

    /// The item's node, created (with its ancestors' and its pins) on first use.
    func node(for item: LayoutItem) -> ItemNode {
        if let node = item.node, node.engine === self, node.generation == generation { return node }
        let node = ItemNode(item: item, engine: self)
        item.node = node
        newNodes.append(node)
        owners[ObjectIdentifier(node.x)] = node
        owners[ObjectIdentifier(node.y)] = node
        owners[ObjectIdentifier(node.width)] = node
        owners[ObjectIdentifier(node.height)] = node
        if let view = item as? LayoutView {
            if let superview = view.superview {
                _ = self.node(for: superview)
                if view.translatesAutoresizingMaskIntoConstraints {
                    node.pins = makePins(for: view, in: superview)
                }
            } else {
                node.pins = makeRootPins(for: view)
            }
            for pin in node.pins {
                pin.state = .pendingAdd
                add(pin)
            }
            node.baselineOffsets = (view.firstBaselineOffset, view.lastBaselineOffset)
            syncContentSize(of: view, node, addingNow: true)
        } else if let guide = item as? LayoutGuide {
            guard let owner = guide.owningView else {
                preconditionFailure("Anchorage: \(guide.debugDescription) is used in a constraint but not added to a view")
            }
            _ = self.node(for: owner)
        }
        return node
    }

    func makePins(for view: LayoutView, in superview: LayoutView) -> [LayoutConstraint] {
        let frame = view.frame
        func pin(_ attribute: LayoutAttribute, _ second: LayoutItem?, _ constant: Double) -> LayoutConstraint {
            let c = LayoutConstraint(kind: .autoresizingMask, firstItem: view, firstAttribute: attribute, relation: .equal,
                                     secondItem: second, secondAttribute: second == nil ? .notAnAttribute : attribute,
                                     multiplier: 1, constant: constant, priority: .required, label: nil, location: nil)
            c.installView = superview
            return c
        }
        return [pin(.left, superview, frame.minX), pin(.top, superview, frame.minY),
                pin(.width, nil, frame.width), pin(.height, nil, frame.height)]
    }

    func makeRootPins(for root: LayoutView) -> [LayoutConstraint] {
        let frame = root.frame
        func pin(_ attribute: LayoutAttribute, _ constant: Double) -> LayoutConstraint {
            let c = LayoutConstraint(kind: .rootFrame, firstItem: root, firstAttribute: attribute, relation: .equal,
                                     secondItem: nil, secondAttribute: .notAnAttribute,
                                     multiplier: 1, constant: constant, priority: .required, label: nil, location: nil)
            c.installView = root
            return c
        }
        return [pin(.left, 0), pin(.top, 0), pin(.width, frame.width), pin(.height, frame.height)]
    }

    /// `first.attr1 − (m · second.attr2 + constant) ⋈ 0` in root space, corrected to the closest
    /// common ancestor `G`'s space: `−origin(G)` for a location on the left side and
    /// `+m · origin(G)` for one on the right (they cancel when `m` is 1 on one axis).
    func lower(_ constraint: LayoutConstraint) -> LinearConstraint? {
        guard let lowered = LayoutEngine.lowered(constraint, nodes: { self.node(for: $0) }) else { return nil }
        constraint.baseConstant = lowered.baseConstant
        return lowered.linear
    }

    /// The lowering itself, with the items' nodes supplied by `node`: the engine's own nodes, or
    /// a fitting problem's (LayoutView+Fitting.swift), which must leave the constraint untouched.
    ///
    /// - Returns: The solver constraint and its `baseConstant` (see ``LayoutConstraint``).
    static func lowered(_ constraint: LayoutConstraint, nodes node: (LayoutItem) -> ItemNode)
        -> (linear: LinearConstraint, baseConstant: Double)?
    {
        guard let declaredFirst = constraint.firstItem else { return nil }
        let first = declaredFirst.layoutItem(for: constraint.firstAttribute, relatedTo: constraint.secondItem)
        var terms: [Term] = []
        terms.reserveCapacity(6)
        var constant = 0.0
        append(constraint.firstAttribute, of: first, node(first), scaledBy: 1, to: &terms, &constant)
        let m = constraint.multiplier
        if let declaredSecond = constraint.secondItem {
            let second = declaredSecond.layoutItem(for: constraint.secondAttribute, relatedTo: declaredFirst)
            append(constraint.secondAttribute, of: second, node(second), scaledBy: -m, to: &terms, &constant)
            var gx = 0.0, gy = 0.0
            if !constraint.firstAttribute.isSize {
                if constraint.firstAttribute.axis == .horizontal { gx -= 1 } else { gy -= 1 }
            }
            if !constraint.secondAttribute.isSize {
                if constraint.secondAttribute.axis == .horizontal { gx += m } else { gy += m }
            }
            if gx != 0 || gy != 0, let host = constraint.installView {
                let g = node(host)
                if gx != 0 { terms.append(Term(g.x, coefficient: gx)) }
                if gy != 0 { terms.append(Term(g.y, coefficient: gy)) }
            }
        }
        let linear = LinearConstraint(LinearExpression(terms, constant: constant - constraint.constant),
                                      constraint.relation.solverRelation, strength: constraint.priority.strength)
        return (linear, constant)
    }

    /// Appends `scale · attribute(item)` in root space.
    static func append(_ attribute: LayoutAttribute, of item: LayoutItem, _ node: ItemNode, scaledBy scale: Double,
                        to terms: inout [Term], _ constant: inout Double)
    {
        func add(_ variable: Variable, _ coefficient: Double) { terms.append(Term(variable, coefficient: coefficient * scale)) }
        switch attribute {
        case .notAnAttribute:
            break
        case .left, .leading:
            add(node.x, 1)
        case .right, .trailing:
            add(node.x, 1); add(node.width, 1)
        case .centerX:
            add(node.x, 1); add(node.width, 0.5)
        case .width:
            add(node.width, 1)
        case .top:
            add(node.y, 1)
        case .bottom:
            add(node.y, 1); add(node.height, 1)
        case .centerY:
            add(node.y, 1); add(node.height, 0.5)
        case .height:
            add(node.height, 1)
        case .firstBaseline:
            add(node.y, 1)
            constant += scale * item.firstBaselineOffset
        case .lastBaseline:
            add(node.y, 1); add(node.height, 1)
            constant -= scale * item.lastBaselineOffset
        case .leftMargin, .leadingMargin:
            add(node.x, 1)
            constant += scale * item.marginInsets.left
        case .rightMargin, .trailingMargin:
            add(node.x, 1); add(node.width, 1)
            constant -= scale * item.marginInsets.right
        case .centerXWithinMargins:
            add(node.x, 1); add(node.width, 0.5)
            constant += scale * (item.marginInsets.left - item.marginInsets.right) / 2
        case .topMargin:
            add(node.y, 1)
            constant += scale * item.marginInsets.top
        case .bottomMargin:
            add(node.y, 1); add(node.height, 1)
            constant -= scale * item.marginInsets.bottom
        case .centerYWithinMargins:
            add(node.y, 1); add(node.height, 0.5)
            constant += scale * (item.marginInsets.top - item.marginInsets.bottom) / 2
        }
    }
}

extension LayoutConstraint {
    /// Whether both items are still inside `host`'s subtree (false once an item left the tree).
    func itemsAreInside(_ host: LayoutView?) -> Bool {
        guard let host, let first = firstItem, let firstView = first.hierarchyView, firstView.isDescendant(of: host) else {
            return false
        }
        if secondAttribute == .notAnAttribute { return true }
        guard let second = secondItem, let secondView = second.hierarchyView else { return false }
        return secondView.isDescendant(of: host)
    }

    /// Whether either item is `view`, one of its descendants, or a guide owned by one of them.
    func mentions(anyItemInside view: LayoutView) -> Bool {
        if let first = firstItem?.hierarchyView, first.isDescendant(of: view) { return true }
        if let second = secondItem?.hierarchyView, second.isDescendant(of: view) { return true }
        return false
    }

    /// Whether the constraint reads `view`'s margin attributes.
    func reads(marginsOf view: LayoutView) -> Bool {
        (firstItem === view && firstAttribute.usesMargins) || (secondItem === view && secondAttribute.usesMargins)
    }
}

extension LayoutAttribute {
    /// Whether the attribute's value depends on the item's layout margins.
    var usesMargins: Bool { rawValue >= LayoutAttribute.leftMargin.rawValue }
}
