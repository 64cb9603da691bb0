// SPDX-License-Identifier: MIT

import AnchorageSolver

// Lowering: giving items solver variables (and the constraints that pin user-set frames) and
// turning a LayoutConstraint into a LinearConstraint in root space.

extension LayoutEngine {
    // MARK: Lowering

    /// The item's node, created (with its ancestors' and its pins) on first use.
    func node(for item: LayoutItem) -> ItemNode {
        if let node = item.node, node.isCurrent(in: self) { return node }
        // The parent's node first: frames are written relative to it.
        let parent: ItemNode?
        if let view = item as? LayoutView {
            parent = view.superview.map { self.node(for: $0) }
        } else if let guide = item as? LayoutGuide {
            guard let owner = guide.owningView else {
                Misuse.trap("Anchorage: \(guide.debugDescription) is used in a constraint but not added to a view")
            }
            parent = self.node(for: owner)
        } else {
            parent = nil
        }
        let index = freeNodeSlots.popLast() ?? nodeTable.count
        let node = ItemNode(item: item, parent: parent, index: index, engine: self)
        insertSlot(of: node, frameStorage: item.frameStorage)
        item.node = node
        newNodes.append(node)
        if let view = item as? LayoutView {
            if let superview = view.superview {
                if view.translatesAutoresizingMaskIntoConstraints {
                    node.pins = LayoutEngine.makePins(for: view, in: superview)
                }
            } else {
                node.pins = LayoutEngine.makeRootPins(for: view)
            }
            for pin in node.pins {
                pin.record.state = .pendingAdd
                add(pin)
            }
            node.baselineOffsets = (view.firstBaselineOffset, view.lastBaselineOffset)
            syncContentSize(of: view, node, addingNow: true)
        } else if let guide = item as? LayoutGuide, let owner = guide.owningView, let kind = guide.systemKind {
            node.pins = makeSystemGuidePins(for: guide, kind, in: owner)
            for pin in node.pins {
                pin.record.state = .pendingAdd
                add(pin)
            }
        }
        return node
    }

    /// The required constraints that hold the frame of a view whose
    /// `translatesAutoresizingMaskIntoConstraints` is true: left, top, width, height (the node's
    /// pins; `systemLayoutSizeFitting` makes the same for its subtree).
    static func makePins(for view: LayoutView, in superview: LayoutView) -> [LayoutConstraint] {
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

    /// The root's pins, labelled after UIKit's encapsulated-layout constraints (`UIView-Encapsulated-
    /// Layout-Width`) so that diagnostics naming them read the same on every run.
    static func makeRootPins(for root: LayoutView) -> [LayoutConstraint] {
        let frame = root.frame
        // Whole literals, not a prefix joined to each name: a joined label of more than 15 bytes
        // is a new heap string per pin, and every layout pass and fit makes these pins.
        func pin(_ attribute: LayoutAttribute, _ label: String, _ constant: Double) -> LayoutConstraint {
            let c = LayoutConstraint(kind: .rootFrame, firstItem: root, firstAttribute: attribute, relation: .equal,
                                     secondItem: nil, secondAttribute: .notAnAttribute,
                                     multiplier: 1, constant: constant, priority: .required,
                                     label: label, location: nil)
            c.installView = root
            return c
        }
        return [pin(.left, "UIView-Encapsulated-Layout-Left", 0), pin(.top, "UIView-Encapsulated-Layout-Top", 0),
                pin(.width, "UIView-Encapsulated-Layout-Width", frame.width),
                pin(.height, "UIView-Encapsulated-Layout-Height", frame.height)]
    }

    /// `first.attr1 − (m · second.attr2 + constant) ⋈ 0` in root space, corrected to the closest
    /// common ancestor `G`'s space: an attribute's value seen from `G` is its root-space value
    /// minus `origin(G)` along its axis (those terms cancel when `m` is 1 on one axis).
    ///
    /// A constraint naming leading or trailing whose first item reads right-to-left is evaluated
    /// in `G`'s mirrored horizontal space (LayoutDirection.swift): every horizontal position `p`
    /// of it is `width(G) − (p − x(G))`, measured leftward from `G`'s right edge, with leading and
    /// trailing read as the right and left edges. Vertical attributes and widths are unchanged.
    func lower(_ constraint: LayoutConstraint) -> LinearConstraint? {
        // The lowering lends the items without retaining them, and making a node can run user
        // code (a diagnostics handler, an `intrinsicContentSize` override) that could drop the
        // last reference to one: they are held here until it ends.
        let items = (constraint.firstItem, constraint.secondItem, constraint.installView,
                     constraint.hasOrigins ? constraint.origins?.items : nil)
        defer { withExtendedLifetime(items) {} }
        guard let lowered = LayoutEngine.lowered(constraint, nodes: { .passUnretained(self.node(for: $0)) },
                                                 margins: { self.marginInsets(of: $0) })
        else { return nil }
        constraint.record.offset = lowered.offset
        if constraint.firstAttribute.isBaseline || constraint.secondAttribute.isBaseline || constraint.hasOrigins {
            func markIfRead(_ item: LayoutItem?) {
                if let item, constraint.reads(item, \.isBaseline) { item.node?.hasBaselineReaders = true }
            }
            markIfRead(constraint.firstItem)
            markIfRead(constraint.secondItem)
            if constraint.hasOrigins { constraint.origins?.items.forEach(markIfRead) }
        }
        return lowered.linear
    }

    /// The lowering itself, with the items' nodes supplied by `node`: the engine's own nodes, or
    /// a fitting problem's (LayoutView+Fitting.swift), which must leave the constraint untouched
    /// (unretained: a node outlives the lowering, held by its engine or its problem);
    /// and the margins the margin attributes read supplied by `margins` (the engine's also start
    /// tracking a view whose margins follow its safe area).
    ///
    /// - Returns: The solver constraint and its offset (see ``EngineRecord/offset``).
    static func lowered(_ constraint: LayoutConstraint, nodes node: (LayoutItem) -> Unmanaged<ItemNode>,
                        margins: (LayoutItem) -> EdgeInsets = { $0.marginInsets })
        -> (linear: LinearConstraint, offset: Double)?
    {
        LoweredTerms.with { terms in
            guard let (constant, offset) = lowering(constraint, nodes: node, margins: margins, into: &terms) else { return nil }
            let linear = LinearConstraint(terms: terms.buffer, constant: constant, constraint.relation.solverRelation,
                                          strength: constraint.priority.strength)
            return (linear, offset)
        }
    }

    /// The lowering's terms, written into `terms` (emptied first: a caller that lowers many
    /// constraints to compare them reuses one). The constraint's items are
    /// read without being retained: the caller keeps them alive until it returns, also through
    /// whatever user code making a node runs.
    ///
    /// - Returns: The expression's constant and the constraint's offset, or `nil` when an item
    ///   is gone.
    static func lowering(_ constraint: LayoutConstraint, nodes node: (LayoutItem) -> Unmanaged<ItemNode>,
                         margins: (LayoutItem) -> EdgeInsets, into terms: inout LoweredTerms)
        -> (constant: Double, offset: Double)?
    {
        // The items are lent unretained: they outlive the lowering, which keeps none of them.
        guard let first = constraint.firstReference.unretained else { return nil }
        if constraint.hasOrigins, let origins = constraint.origins, !origins.itemsExist { return nil }
        let second = constraint.secondReference?.unretained
        return first._withUnsafeGuaranteedRef { declaredFirst in
            guard let second else { return lowering(constraint, declaredFirst, nil, nodes: node, margins: margins, into: &terms) }
            return second._withUnsafeGuaranteedRef { declaredSecond in
                lowering(constraint, declaredFirst, declaredSecond, nodes: node, margins: margins, into: &terms)
            }
        }
    }

    /// The lowering of a constraint whose items are `declaredFirst` and `declaredSecond`.
    private static func lowering(_ constraint: LayoutConstraint, _ declaredFirst: LayoutItem, _ declaredSecond: LayoutItem?,
                                 nodes node: (LayoutItem) -> Unmanaged<ItemNode>, margins: (LayoutItem) -> EdgeInsets,
                                 into terms: inout LoweredTerms) -> (constant: Double, offset: Double)
    {
        terms.removeAll()
        var constant = 0.0
        // Directions follow the item the constraint names (LayoutDirection.swift).
        let mirrored = constraint.isDirectional && declaredFirst.constraintLayoutDirection == .rightToLeft
        let hasSecond = declaredSecond != nil
        // Coefficients of G's x, y and width, accumulated over both sides.
        var gx = 0.0, gy = 0.0, gw = 0.0
        func side(_ attribute: LayoutAttribute, _ item: LayoutItem, _ scale: Double) {
            if mirrored && attribute.isHorizontalLocation {
                append(attribute.rightToLeftEdge, of: item, node(item), scaledBy: -scale, margins: margins, to: &terms, &constant)
                gx += scale
                gw += scale
            } else {
                append(attribute, of: item, node(item), scaledBy: scale, margins: margins, to: &terms, &constant)
                guard hasSecond, !attribute.isSize else { return }
                if attribute.axis == .horizontal { gx -= scale } else { gy -= scale }
            }
        }
        // A scroll view's edges seen from its content are its content area's (ScrollView.swift).
        if let redirected = declaredFirst.redirectedItem(for: constraint.firstAttribute, relatedTo: declaredSecond) {
            side(constraint.firstAttribute, redirected, 1)
        } else {
            side(constraint.firstAttribute, declaredFirst, 1)
        }
        let m = constraint.multiplier
        if let declaredSecond {
            if let redirected = declaredSecond.redirectedItem(for: constraint.secondAttribute, relatedTo: declaredFirst) {
                side(constraint.secondAttribute, redirected, -m)
            } else {
                side(constraint.secondAttribute, declaredSecond, -m)
            }
        }
        // A side measured between two anchors subtracts its origin (held by the caller with the
        // constraint's items); its host-origin terms cancel those of the side's own anchor.
        if constraint.hasOrigins, let origins = constraint.origins {
            if let origin = origins.first, let item = origin.item { side(origin.attribute, item, -1) }
            if let origin = origins.second, let item = origin.item { side(origin.attribute, item, m) }
        }
        if gx != 0 || gy != 0 || gw != 0, let host = constraint.installReference?.unretained {
            host._withUnsafeGuaranteedRef { host in
                node(host)._withUnsafeGuaranteedRef { g in
                    if gx != 0 && !g.originIsZero { terms.append(g.x, coefficient: gx) }
                    if gy != 0 && !g.originIsZero { terms.append(g.y, coefficient: gy) }
                    if gw != 0 { terms.append(g.width, coefficient: gw) }
                }
            }
        }
        return (constant - constraint.constant, constant)
    }

    /// Appends `scale · attribute(item)` in root space (no term for the position of a node whose
    /// origin is zero).
    @inline(__always)
    static func append(_ attribute: LayoutAttribute, of item: LayoutItem, _ node: Unmanaged<ItemNode>, scaledBy scale: Double,
                       margins marginsOf: (LayoutItem) -> EdgeInsets,
                       to terms: inout LoweredTerms, _ constant: inout Double)
    {
        node._withUnsafeGuaranteedRef { node in
            append(attribute, of: item, node, scaledBy: scale, margins: marginsOf, to: &terms, &constant)
        }
    }

    static func append(_ attribute: LayoutAttribute, of item: LayoutItem, _ node: ItemNode, scaledBy scale: Double,
                       margins marginsOf: (LayoutItem) -> EdgeInsets,
                       to terms: inout LoweredTerms, _ constant: inout Double)
    {
        func add(_ variable: Variable, _ coefficient: Double) { terms.append(variable, coefficient: coefficient * scale) }
        // A node whose origin is zero has no position unknowns: its x and y contribute nothing.
        func addX(_ coefficient: Double) { if !node.originIsZero { add(node.x, coefficient) } }
        func addY(_ coefficient: Double) { if !node.originIsZero { add(node.y, coefficient) } }
        var margins: EdgeInsets { marginsOf(item) }
        // One line per attribute, one switch: this is a fit's hot path.
        switch attribute {
        case .notAnAttribute: break
        case .left, .leading: addX(1)
        case .right, .trailing: addX(1); add(node.width, 1)
        case .centerX: addX(1); add(node.width, 0.5)
        case .width: add(node.width, 1)
        case .top: addY(1)
        case .bottom: addY(1); add(node.height, 1)
        case .centerY: addY(1); add(node.height, 0.5)
        case .height: add(node.height, 1)
        case .firstBaseline: addY(1); constant += scale * item.firstBaselineOffset
        case .lastBaseline: addY(1); add(node.height, 1); constant -= scale * item.lastBaselineOffset
        case .leftMargin, .leadingMargin: addX(1); constant += scale * margins.left
        case .rightMargin, .trailingMargin: addX(1); add(node.width, 1); constant -= scale * margins.right
        case .centerXWithinMargins: addX(1); add(node.width, 0.5); constant += scale * (margins.left - margins.right) / 2
        case .topMargin: addY(1); constant += scale * margins.top
        case .bottomMargin: addY(1); add(node.height, 1); constant -= scale * margins.bottom
        case .centerYWithinMargins: addY(1); add(node.height, 0.5); constant += scale * (margins.top - margins.bottom) / 2
        }
    }

    /// The margins the margin attributes of `item` use; a view whose margins are measured from the
    /// safe area starts being tracked, so its margins follow the safe area after each solve.
    func marginInsets(of item: LayoutItem) -> EdgeInsets {
        if let view = item.hierarchyView, view === item, view.marginsFollowLayout {
            trackSafeArea(view)
        }
        return item.marginInsets
    }
}

extension LayoutConstraint {
    /// Whether both items are still inside `host`'s subtree (false once an item left the tree).
    func itemsAreInside(_ host: LayoutView?) -> Bool {
        guard let host, let first = firstItem, let firstView = first.hierarchyView, firstView.isDescendant(of: host) else {
            return false
        }
        if hasOrigins, let origins {
            for item in origins.items {
                guard let view = item?.hierarchyView, view.isDescendant(of: host) else { return false }
            }
        }
        if secondAttribute == .notAnAttribute { return true }
        guard let second = secondItem, let secondView = second.hierarchyView else { return false }
        return secondView.isDescendant(of: host)
    }

    /// Whether either item is `view`, one of its descendants, or a guide owned by one of them.
    func mentions(anyItemInside view: LayoutView) -> Bool {
        if let first = firstItem?.hierarchyView, first.isDescendant(of: view) { return true }
        if let second = secondItem?.hierarchyView, second.isDescendant(of: view) { return true }
        guard hasOrigins, let origins else { return false }
        return origins.items.contains { $0?.hierarchyView?.isDescendant(of: view) == true }
    }

    /// Whether `item` is one of the constraint's items (its origins' included).
    func mentions(_ item: LayoutItem) -> Bool {
        firstItem === item || secondItem === item || (hasOrigins && origins?.items.contains { $0 === item } == true)
    }

    /// Whether `item` is one of the constraint's items and reads an attribute that satisfies
    /// `reads`.
    func reads(_ item: LayoutItem, _ reads: (LayoutAttribute) -> Bool) -> Bool {
        if firstItem === item && reads(firstAttribute) { return true }
        if secondItem === item && reads(secondAttribute) { return true }
        guard hasOrigins, let origins else { return false }
        if let origin = origins.first, origin.item === item, reads(origin.attribute) { return true }
        if let origin = origins.second, origin.item === item, reads(origin.attribute) { return true }
        return false
    }

    /// Whether the constraint reads `view`'s margin attributes.
    func reads(marginsOf view: LayoutView) -> Bool {
        reads(view, \.usesMargins)
    }
}

extension LayoutAttribute {
    /// Whether the attribute's value depends on the item's layout margins.
    var usesMargins: Bool { rawValue >= LayoutAttribute.leftMargin.rawValue }
}

/// The terms of one lowering, written into stack memory (``with(_:)``): at most ``capacity``,
/// each variable lent, not retained (the items' nodes hold them). The solver constraint made
/// from them retains each variable once, in the one allocation that holds its terms.
struct LoweredTerms {
    /// The most terms a lowering writes: four items' edges (two terms each, two items on each
    /// side of a constraint between offsets) and the host's origin and width.
    static let capacity = 12
    private let base: UnsafeMutablePointer<LentTerm>
    private(set) var count = 0

    /// Calls `body` with empty terms in stack memory. A lowering inside another (making a node
    /// lowers its pins) gets its own.
    static func with<R>(_ body: (inout LoweredTerms) -> R) -> R {
        withUnsafeTemporaryAllocation(of: LentTerm.self, capacity: capacity) { memory in
            var terms = LoweredTerms(base: memory.baseAddress!)
            return body(&terms)
        }
    }

    private init(base: UnsafeMutablePointer<LentTerm>) {
        self.base = base
    }

    @inline(__always)
    mutating func append(_ variable: borrowing Variable, coefficient: Double) {
        precondition(count < Self.capacity, "a lowering wrote more terms than an edge pair and a host have")
        (base + count).initialize(to: LentTerm(variable, coefficient: coefficient))
        count += 1
    }

    /// Forgets the terms (they hold nothing).
    @inline(__always)
    mutating func removeAll() { count = 0 }

    /// The terms written so far.
    var buffer: UnsafeBufferPointer<LentTerm> { UnsafeBufferPointer(start: base, count: count) }
}
