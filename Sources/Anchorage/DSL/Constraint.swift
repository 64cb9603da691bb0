// SPDX-License-Identifier: MIT

/// A handle to what one chain made (`make.top.equalTo(10)`): its ``layoutConstraints`` (one per
/// generated attribute and target), to activate, deactivate and update later.
///
/// ```swift
/// var topConstraint: Constraint?
/// banner.snp.makeConstraints { make in
///     topConstraint = make.top.equalToSuperview().offset(-60).constraint
///     make.left.right.equalToSuperview()
/// }
/// topConstraint?.update(offset: 0)      // slide in: one constant change, no rebuild
/// root.layoutIfNeeded()
/// ```
///
/// An activated handle is kept by its item (for `remakeConstraints`, `updateConstraints` and
/// `removeConstraints`); a prepared one only by you.
public final class Constraint {
    /// The constrained item (`nil` once it is gone).
    public var item: LayoutItem? { itemReference.item }
    /// The item, held through its reference (see ``ItemReference``).
    let itemReference: ItemReference
    /// The layout constraints, in generation order (targets, then attributes).
    ///
    /// - Complexity: O(*k*) for *k* layout constraints (the array is made on each access).
    public var layoutConstraints: [LayoutConstraint] { layoutConstraintList.array }
    /// The layout constraints as stored (see ``LayoutConstraintList``).
    @exclusivity(unchecked) private(set) var layoutConstraintList = LayoutConstraintList()
    // Unchecked exclusivity on the stored properties, as on LayoutConstraint's: a maker sets
    // them for every chain, and each dynamic check cost more than the access.

    /// Where the relation was written.
    @exclusivity(unchecked) public private(set) var location: SourceLocation
    /// The label given with `labeled(_:)`.
    @exclusivity(unchecked) public private(set) var label: String?

    init(item: LayoutItem, location: SourceLocation) {
        itemReference = item.reference
        self.location = location
    }

    deinit {
        // The layout constraints point back here without keeping the handle (see
        // `LayoutConstraint.handle`); some may outlive it.
        for constraint in layoutConstraintList { constraint.handle = nil }
    }

    /// Fills the handle when its maker finishes, with what its chain's description made.
    func configure(location: SourceLocation, label: String?, layoutConstraints: LayoutConstraintList) {
        self.location = location
        self.label = label
        layoutConstraintList = layoutConstraints
        for constraint in layoutConstraints { constraint.handle = self }
    }

    /// Replaces the layout constraints (used by `updateConstraints` for the unmatched ones).
    func replaceLayoutConstraints(_ constraints: [LayoutConstraint]) {
        // The dropped ones no longer belong to the handle (and may outlive it).
        for constraint in layoutConstraintList where !constraints.contains(where: { $0 === constraint }) {
            constraint.handle = nil
        }
        layoutConstraintList = LayoutConstraintList(constraints)
    }

    /// Whether any of its layout constraints is active. Setting it activates or deactivates them
    /// all.
    public var isActive: Bool {
        get { layoutConstraintList.contains { $0.isActive } }
        set { newValue ? activate() : deactivate() }
    }

    /// Activates every layout constraint: each is installed on its items' closest common ancestor
    /// and added to the solver at the next layout.
    ///
    /// - Precondition: The items share an ancestor (a trap naming both and the source line).
    /// - Complexity: O(*k* · *d*) for *k* layout constraints and tree depth *d*.
    public func activate() {
        var engine: LayoutEngine?
        activate(engine: &engine)
    }

    /// ``activate()`` within a batch of handles of one item (a maker's): `engine` is the tree's
    /// once an activation found it (see ``LayoutConstraint/activate(first:firstView:engine:)``).
    /// A handle the maker just made (`isNew`) cannot be listed by its item yet, which spares the
    /// scan of the item's handles.
    func activate(engine: inout LayoutEngine?, isNew: Bool = false) {
        guard let item else {
            // Traps unless every layout constraint is already active (its first item is gone).
            for constraint in layoutConstraintList { constraint.activate() }
            return
        }
        // Every layout constraint of a handle has the handle's item as first item.
        let firstView = item.hierarchyView
        for constraint in layoutConstraintList { constraint.activate(first: item, firstView: firstView, engine: &engine) }
        if !layoutConstraintList.isEmpty, isNew || !item.activeHandles.contains(where: { $0 === self }) {
            item.activeHandles.append(self)
        }
    }

    /// Deactivates every layout constraint; the next layout removes them from the solver.
    ///
    /// - Complexity: O(*k* + *h*) for *k* layout constraints and *h* handles on the item.
    public func deactivate() {
        for constraint in layoutConstraintList { constraint.deactivate() }
        if let item, let index = item.activeHandles.firstIndex(where: { $0 === self }) {
            item.activeHandles.remove(at: index)
        }
    }

    /// Called when the engine deactivated one of the layout constraints because an item left
    /// the tree; forgets the handle once none is active.
    func didLoseLayoutConstraint() {
        if !isActive, let item, let index = item.activeHandles.firstIndex(where: { $0 === self }) {
            item.activeHandles.remove(at: index)
        }
    }

    /// Sets every layout constraint's constant to `amount` (not keyed per edge: use
    /// ``update(inset:fileID:line:column:)`` for inward insets). Nothing is rebuilt: the next
    /// layout changes the solver's constants in place.
    ///
    /// - Parameters:
    ///   - amount: The new constant. A NaN or infinite amount is reported as a diagnostic and
    ///     ignored.
    ///   - fileID: The caller's file, for diagnostics.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: The handle.
    @discardableResult
    public func update(offset amount: some ConstraintNumber, fileID: StaticString = #fileID, line: UInt = #line,
                       column: UInt = #column) -> Constraint
    {
        setConstant(.scalar(amount.constraintValue), at: SourceLocation(fileID: fileID, line: line, column: column))
    }

    /// Sets every layout constraint's constant to the inward inset for its attribute (keyed on the
    /// second attribute, or the first when there is none, as SnapKit does): `+inset` for left and
    /// top, `−inset` for right and bottom, `−2·inset` for sizes, 0 for centres.
    ///
    /// - Parameters:
    ///   - inset: A number, ``EdgeInsets`` or ``DirectionalEdgeInsets``.
    ///   - fileID: The caller's file, for diagnostics.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: The handle.
    @discardableResult
    public func update(inset: some ConstraintInsetTarget, fileID: StaticString = #fileID, line: UInt = #line,
                       column: UInt = #column) -> Constraint
    {
        setConstant(inset.constraintInsetValue, at: SourceLocation(fileID: fileID, line: line, column: column))
    }

    private func setConstant(_ constant: ConstraintConstant, at location: SourceLocation) -> Constraint {
        guard constant.isFinite else {
            report(Diagnostic(kind: .nonFiniteValue, message: "update with a non-finite constant was ignored",
                              location: location, constraints: layoutConstraints))
            return self
        }
        for constraint in layoutConstraintList { constraint.constant = constant.value(for: constraint.constantAttribute) }
        return self
    }

    /// Changes the priority of every layout constraint, also between optional and required
    /// (which UIKit refuses for installed constraints). The next layout removes and re-adds the
    /// affected solver constraints.
    ///
    /// - Parameters:
    ///   - priority: The new priority, in `(0, 1000]`.
    ///   - fileID: The caller's file, for the trap message.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: The handle.
    /// - Precondition: The priority is in `(0, 1000]`.
    @discardableResult
    public func update(priority: some ConstraintPriorityTarget, fileID: StaticString = #fileID, line: UInt = #line,
                       column: UInt = #column) -> Constraint
    {
        let value = priority.constraintPriority
        Misuse.check(value.isValid,
                     "Anchorage: priority \(value) is not in (0, 1000] (at \(SourceLocation(fileID: fileID, line: line, column: column)))")
        for constraint in layoutConstraintList { constraint.priority = value }
        return self
    }

    /// Changes the multiplier of every layout constraint (SnapKit cannot; the solver removes and
    /// re-adds the affected constraints at the next layout).
    ///
    /// - Parameters:
    ///   - multiplier: The new factor on the second attribute. A NaN or infinite value is
    ///     reported as a diagnostic and ignored.
    ///   - fileID: The caller's file, for diagnostics.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: The handle.
    @discardableResult
    public func update(multiplier: some ConstraintNumber, fileID: StaticString = #fileID, line: UInt = #line,
                       column: UInt = #column) -> Constraint
    {
        let value = multiplier.constraintValue
        guard value.isFinite else {
            report(Diagnostic(kind: .nonFiniteValue, message: "update with a non-finite multiplier was ignored",
                              location: SourceLocation(fileID: fileID, line: line, column: column),
                              constraints: layoutConstraints))
            return self
        }
        for constraint in layoutConstraintList { constraint.multiplier = value }
        return self
    }

    private func report(_ diagnostic: Diagnostic) {
        if let item { item.deliver(diagnostic) } else { writeToStandardError(diagnostic.description + "\n") }
    }
}
