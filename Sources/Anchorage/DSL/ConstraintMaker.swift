// SPDX-License-Identifier: MIT

/// The `make` in `view.snp.makeConstraints { make in … }`: starts chains (`make.left`,
/// `make.edges`, …), collects them, and when the closure returns turns each finished chain into
/// a ``Constraint``.
///
/// A chain left without a relation (`make.left` alone) installs nothing and is reported as a
/// ``Diagnostic/Kind/unfinishedChain`` with the `makeConstraints` line (SnapKit drops it
/// silently; Masonry installs an equality).
///
/// ```swift
/// card.snp.makeConstraints { make in
///     make.top.left.right.equalToSuperview().inset(16)
///     make.height.equalTo(120).priority(.high)
/// }
/// ```
public final class ConstraintMaker: AttributeSelecting {
    /// The constrained view or guide (public, as in SnapKit, so apps can write helpers such as an
    /// aspect-ratio extension).
    public let item: LayoutItem
    // Unchecked exclusivity: every relation of a block appends here (see LayoutConstraint).
    @exclusivity(unchecked) var descriptions: [ConstraintDescription] = []
    /// The handles requested with `.constraint` inside the closure, by chain index (shorter than
    /// `descriptions` when the last chains requested none): empty, and never allocated, for the
    /// usual block that requests none.
    @exclusivity(unchecked) private var requestedHandles: [Constraint?] = []
    let location: SourceLocation
    /// Set when the closure has returned and the chains became constraints: a chain kept past
    /// that point can no longer change anything.
    private var isClosed = false

    init(item: LayoutItem, location: SourceLocation) {
        self.item = item
        self.location = location
        // Room for a typical block's chains up front, instead of growing the array 1, 2, 4, 8.
        descriptions.reserveCapacity(8)
    }

    /// Starts a chain with `attributes` (what `make.left`, `make.edges`, … call).
    ///
    /// - Parameter attributes: The attributes to constrain.
    /// - Returns: The chain, ready for more attributes or a relation.
    public func selecting(_ attributes: AttributeSet) -> AttributeChain {
        if isClosed {
            Misuse.trap(
                "Anchorage: the maker of \(item.debugDescription) was used after its makeConstraints closure returned (at \(location)); a kept maker starts no chains")
        }
        descriptions.append(ConstraintDescription(attributes: attributes, location: location))
        return AttributeChain(maker: self, index: descriptions.count - 1)
    }

    /// Traps when chain `index` is changed after its closure returned: the change would be lost,
    /// as a second relation would be wrong, so both get the same treatment.
    func checkOpen(_ index: Int, at location: SourceLocation? = nil) {
        guard isClosed else { return }
        Misuse.trap(
            "Anchorage: a chain of \(item.debugDescription) was changed after its makeConstraints closure returned (chain at \(location ?? descriptions[index].location)); a kept chain takes no attributes, relations or modifiers")
    }

    /// The handle for chain `index`, created on first request and filled by ``finish()``.
    func handle(at index: Int) -> Constraint {
        handle(at: index, location: descriptions[index].location)
    }

    private func handle(at index: Int, location: SourceLocation) -> Constraint {
        if index < requestedHandles.count, let handle = requestedHandles[index] { return handle }
        let handle = Constraint(item: item, location: location)
        if requestedHandles.count <= index {
            requestedHandles.append(contentsOf: repeatElement(nil, count: index + 1 - requestedHandles.count))
        }
        requestedHandles[index] = handle
        return handle
    }

    /// The handle for finished chain `index` in ``finish()``: the one requested in the closure,
    /// or a new one.
    private func finishedHandle(at index: Int, location: SourceLocation) -> Constraint {
        if index < requestedHandles.count, let handle = requestedHandles[index] { return handle }
        return Constraint(item: item, location: location)
    }

    /// Reports a chain left without a relation, with the `makeConstraints` location (the chain
    /// has none of its own).
    private func reportUnfinished(_ description: ConstraintDescription) {
        item.deliver(Diagnostic(kind: .unfinishedChain, message:
            "make.\(description.attributes.attributes.map(\.description).joined(separator: ".")) of \(item.debugDescription) has no relation (equalTo, lessThanOrEqualTo, greaterThanOrEqualTo); nothing was installed",
            location: location))
    }

    /// Reports unfinished chains and builds a handle per finished one (inactive).
    func finish() -> [Constraint] {
        isClosed = true
        // A local, immutable copy of the array (one buffer retain), read through its buffer: a
        // method call on `descriptions[index]` copied the description out (retaining and
        // releasing its target item), where the buffer's element is used in place.
        let descriptions = self.descriptions
        var result: [Constraint] = []
        result.reserveCapacity(descriptions.count)
        descriptions.withUnsafeBufferPointer { descriptions in
            for index in descriptions.indices {
                guard descriptions[index].relation != nil else {
                    reportUnfinished(descriptions[index])
                    continue
                }
                let handle = finishedHandle(at: index, location: descriptions[index].location)
                handle.configure(location: descriptions[index].location, label: descriptions[index].label,
                                 layoutConstraints: descriptions[index].makeLayoutConstraints(of: item, report: item.deliver))
                result.append(handle)
            }
        }
        return result
    }

    // MARK: The operations behind `snp`

    static func prepare(_ item: LayoutItem, _ location: SourceLocation, _ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        if let view = item as? LayoutView { view.translatesAutoresizingMaskIntoConstraints = false }
        let maker = ConstraintMaker(item: item, location: location)
        closure(maker)
        return maker.finish()
    }

    @discardableResult
    static func make(_ item: LayoutItem, _ location: SourceLocation, _ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        let handles = prepare(item, location, closure)
        if item.activeHandles.isEmpty { item.activeHandles.reserveCapacity(handles.count) }
        var engine: LayoutEngine?
        for handle in handles { handle.activate(engine: &engine, isNew: true) }
        return handles
    }

    static func remake(_ item: LayoutItem, _ location: SourceLocation, _ closure: (ConstraintMaker) -> Void) {
        remove(item)
        make(item, location, closure)
    }

    static func remove(_ item: LayoutItem) {
        for handle in item.activeHandles { handle.deactivate() }
        item.activeHandles.removeAll()
    }

    /// SnapKit's update with upsert: with no active handles it makes; otherwise each new layout
    /// constraint updates the constant and multiplier of the existing one it describes (same
    /// first/second item and attribute, relation and priority; see
    /// ``LayoutConstraint/updateTarget(in:multiplier:where:)``), and the unmatched ones are
    /// installed as new and reported.
    static func update(_ item: LayoutItem, _ location: SourceLocation, _ closure: (ConstraintMaker) -> Void) {
        guard !item.activeHandles.isEmpty else {
            make(item, location, closure)
            return
        }
        // The active constraints of the item's handles, as they are before the closure runs.
        var existing: [LayoutConstraint] = []
        existing.reserveCapacity(2 * item.activeHandles.count)
        for handle in item.activeHandles {
            for constraint in handle.layoutConstraintList where constraint.isActive { existing.append(constraint) }
        }
        if let view = item as? LayoutView { view.translatesAutoresizingMaskIntoConstraints = false }
        let maker = ConstraintMaker(item: item, location: location)
        closure(maker)
        let (chains, expanded) = maker.finishForUpdate()
        for chain in chains {
            var unmatched: [LayoutConstraint] = []
            let handle: Constraint
            switch chain {
            case .requested(let requested):
                // A handle asked for in the closure gets its constraints, as in a make.
                handle = requested
                for new in handle.layoutConstraintList {
                    if let match = LayoutConstraint.updateTarget(in: existing, multiplier: new.multiplier, where: {
                        $0.matchesForUpdate(new)
                    }) {
                        match.update(constant: new.constant, multiplier: new.multiplier)
                    } else {
                        unmatched.append(new)
                    }
                }
                guard !unmatched.isEmpty else { continue }
                handle.replaceLayoutConstraints(unmatched)
            case .values(let index, let range):
                // Matched as values: the usual update changes constants (and multipliers) only,
                // and makes no object for them.
                // The fields, not a copy of the description (which would retain its target).
                let relation = maker.descriptions[index].relation!, priority = maker.descriptions[index].priority
                let multiplier = maker.descriptions[index].multiplier
                for new in expanded[range] {
                    if let match = LayoutConstraint.updateTarget(in: existing, multiplier: multiplier, where: {
                        $0.matchesForUpdate(new, of: item, relation, priority)
                    }) {
                        match.update(constant: new.constant, multiplier: multiplier)
                    } else {
                        unmatched.append(maker.descriptions[index].layoutConstraint(
                            of: item, new.attribute, relation, new.secondItem, new.secondAttribute, new.constant))
                    }
                }
                guard !unmatched.isEmpty else { continue }
                let location = maker.descriptions[index].location
                handle = Constraint(item: item, location: location)
                handle.configure(location: location, label: maker.descriptions[index].label,
                                 layoutConstraints: LayoutConstraintList(unmatched))
            }
            handle.activate()
            item.deliver(Diagnostic(kind: .unmatchedUpdate, message:
                "updateConstraints found no existing constraint to update for " + unmatched.map(\.description).joined(separator: ", ")
                    + "; installed as new", location: handle.location, constraints: unmatched))
        }
    }

    /// One layout constraint of a chain, as the values that tell it from the chain's others.
    struct ExpandedConstraint {
        let attribute: LayoutAttribute
        let secondItem: LayoutItem?
        let secondAttribute: LayoutAttribute
        let constant: Double
    }

    /// A finished chain of an update block: the range of its layout constraints among the
    /// expanded values, or, when the closure asked for its handle, the handle with its
    /// constraints.
    enum UpdatedChain {
        case values(index: Int, Range<Int>)
        case requested(Constraint)
    }

    /// ``finish()`` for `updateConstraints`: the same diagnostics in the same order, but a chain
    /// whose handle was not requested is expanded into values (all chains' in one array), not
    /// objects. (Kept beside `finish()`: a make needs the objects, and building them from values
    /// would copy every constraint of every make once more.)
    private func finishForUpdate() -> (chains: [UpdatedChain], expanded: [ExpandedConstraint]) {
        isClosed = true
        let descriptions = self.descriptions
        var result: [UpdatedChain] = []
        result.reserveCapacity(descriptions.count)
        var values: [ExpandedConstraint] = []
        values.reserveCapacity(2 * descriptions.count)
        // Read through the buffer, as in finish(): an element used in place is not copied.
        descriptions.withUnsafeBufferPointer { descriptions in
            for index in descriptions.indices {
                guard descriptions[index].relation != nil else {
                    reportUnfinished(descriptions[index])
                    continue
                }
                if index < requestedHandles.count, let handle = requestedHandles[index] {
                    handle.configure(location: descriptions[index].location, label: descriptions[index].label,
                                     layoutConstraints: descriptions[index].makeLayoutConstraints(of: item, report: item.deliver))
                    result.append(.requested(handle))
                    continue
                }
                let start = values.count
                descriptions[index].forEachConstraint(of: item, report: item.deliver) { attribute, secondItem, secondAttribute, constant in
                    values.append(ExpandedConstraint(attribute: attribute, secondItem: secondItem,
                                                     secondAttribute: secondAttribute, constant: constant))
                }
                result.append(.values(index: index, start..<values.count))
            }
        }
        return (result, values)
    }
}

extension LayoutConstraint {
    /// Whether `other` describes this constraint for an update: the same items, attributes,
    /// relation and priority (SnapKit's `LayoutConstraint ==` without the multiplier, which an
    /// update may change, as it changes the constant).
    func matchesForUpdate(_ other: LayoutConstraint) -> Bool {
        matchesForUpdate(ConstraintMaker.ExpandedConstraint(attribute: other.firstAttribute, secondItem: other.secondItem,
                                                            secondAttribute: other.secondAttribute, constant: other.constant),
                         of: other.firstItem, other.relation, other.priority)
    }

    /// ``matchesForUpdate(_:)`` against the layout constraint on `item` that a chain with
    /// `relation` and `priority` expands to as `other`, without making it.
    func matchesForUpdate(_ other: ConstraintMaker.ExpandedConstraint, of item: LayoutItem?,
                          _ relation: ConstraintRelation, _ priority: ConstraintPriority) -> Bool
    {
        firstItem === item && secondItem === other.secondItem
            && firstAttribute == other.attribute && secondAttribute == other.secondAttribute
            && self.relation == relation && self.priority == priority
    }

    /// The existing constraint an update describes: among those that `matches`, the first with
    /// the update's `multiplier` (only the constant changes), else the first (the multiplier
    /// changes too); `nil` when none matches.
    static func updateTarget(in existing: [LayoutConstraint], multiplier: Double,
                             where matches: (LayoutConstraint) -> Bool) -> LayoutConstraint?
    {
        var first: LayoutConstraint?
        for constraint in existing where matches(constraint) {
            if constraint.multiplier == multiplier { return constraint }
            if first == nil { first = constraint }
        }
        return first
    }

    /// Sets the constant and multiplier an update asked for (each a change only if it differs).
    func update(constant: Double, multiplier: Double) {
        self.constant = constant
        self.multiplier = multiplier
    }
}
