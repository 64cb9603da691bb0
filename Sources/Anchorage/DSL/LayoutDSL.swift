// SPDX-License-Identifier: MIT

extension LayoutItem {
    /// The constraint DSL for this view or guide (SnapKit's `snp`).
    ///
    /// ```swift
    /// avatar.snp.makeConstraints { make in
    ///     make.size.equalTo(40)
    ///     make.left.top.equalToSuperview().offset(12)
    /// }
    /// title.snp.makeConstraints { make in
    ///     make.left.equalTo(avatar.snp.right).offset(8)
    /// }
    /// ```
    public var snp: ConstraintDSL { ConstraintDSL(item: self) }
}

/// The `snp` namespace of a view or guide: the maker entry points, attribute references
/// (`view.snp.top`) and the debug label.
///
/// Making, preparing, updating or remaking from a view sets its
/// ``LayoutView/translatesAutoresizingMaskIntoConstraints`` to `false`.
public struct ConstraintDSL: AttributeSelecting {
    /// The view or guide.
    public let item: LayoutItem

    /// A reference to some of the item's attributes, to use as a target.
    ///
    /// - Parameter attributes: The attributes.
    /// - Returns: `ConstraintItem(item: item, attributes: attributes)`.
    public func selecting(_ attributes: AttributeSet) -> ConstraintItem {
        ConstraintItem(item: item, attributes: attributes)
    }

    /// The active handles made from this item with the DSL, in the order they were made
    /// (Masonry's `installedConstraintsForView:`): what ``removeConstraints()`` would remove and
    /// what `updateConstraints` matches against.
    ///
    /// ```swift
    /// box.snp.makeConstraints { make in make.edges.equalToSuperview() }
    /// box.snp.installedConstraints.count   // 1: one handle for the four edges
    /// ```
    public var installedConstraints: [Constraint] { item.activeHandles }

    /// Builds the constraints described in `closure` without activating them.
    ///
    /// - Parameters:
    ///   - fileID: The caller's file (captured for diagnostics).
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    ///   - closure: Describes the constraints with the maker.
    /// - Returns: One inactive handle per finished chain; call ``Constraint/activate()`` later.
    /// - Complexity: O(*c*) in the constraints described.
    @discardableResult
    public func prepareConstraints(fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
                                   _ closure: (ConstraintMaker) -> Void) -> [Constraint]
    {
        ConstraintMaker.prepare(item, SourceLocation(fileID: fileID, line: line, column: column), closure)
    }

    /// Builds and activates the constraints described in `closure`. Making is additive: nothing
    /// made earlier is replaced (see ``remakeConstraints(fileID:line:column:_:)``).
    ///
    /// - Parameters:
    ///   - fileID: The caller's file (captured for diagnostics).
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    ///   - closure: Describes the constraints with the maker.
    /// - Precondition: Related items share an ancestor; `…ToSuperview` and numbers on location
    ///   attributes need a superview.
    /// - Complexity: O(*c* · *d*) for *c* constraints and tree depth *d*; solving happens at the
    ///   next layout.
    public func makeConstraints(fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
                                _ closure: (ConstraintMaker) -> Void)
    {
        ConstraintMaker.make(item, SourceLocation(fileID: fileID, line: line, column: column), closure)
    }

    /// Removes every constraint made from this item with the DSL, then makes the new ones.
    ///
    /// - Parameters:
    ///   - fileID: The caller's file (captured for diagnostics).
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    ///   - closure: Describes the constraints with the maker.
    /// - Complexity: O(*r* + *c* · *d*) for *r* removed and *c* new constraints.
    public func remakeConstraints(fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
                                  _ closure: (ConstraintMaker) -> Void)
    {
        ConstraintMaker.remake(item, SourceLocation(fileID: fileID, line: line, column: column), closure)
    }

    /// Changes the constants of existing constraints: each described constraint updates the first
    /// active one made from this item that equals it in everything but the constant (items,
    /// attributes, relation, multiplier, priority). Unlike SnapKit, which crashes, one that matches
    /// nothing is installed as new and reported as ``Diagnostic/Kind/unmatchedUpdate``. With no
    /// constraints made yet, this makes them.
    ///
    /// - Parameters:
    ///   - fileID: The caller's file (captured for diagnostics).
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    ///   - closure: Describes the constraints with the maker.
    /// - Complexity: O(*c* · *e*) for *c* described and *e* existing constraints.
    public func updateConstraints(fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
                                  _ closure: (ConstraintMaker) -> Void)
    {
        ConstraintMaker.update(item, SourceLocation(fileID: fileID, line: line, column: column), closure)
    }

    /// Deactivates every constraint made from this item with the DSL (constraints made from other
    /// items that point to this one stay).
    ///
    /// - Complexity: O(*r*) in the removed constraints.
    public func removeConstraints() {
        ConstraintMaker.remove(item)
    }

    /// Names the item in constraint descriptions and diagnostics (`LayoutView:title.left`).
    ///
    /// - Parameter label: The name, or `nil` to show the address again.
    public func setLabel(_ label: String?) {
        item.debugLabel = label
    }

    /// The name set with ``setLabel(_:)``.
    ///
    /// - Returns: The label, if any.
    public func label() -> String? {
        item.debugLabel
    }
}

extension Array where Element: LayoutView {
    /// The DSL for several views at once (Masonry's `NSArray` additions): the same closure is run
    /// for each view, plus ``ConstraintArrayDSL/distributeViewsAlong(axisType:fixedSpacing:leadSpacing:tailSpacing:fileID:line:column:)``.
    ///
    /// ```swift
    /// [a, b, c].snp.makeConstraints { make in make.height.equalTo(44) }
    /// ```
    public var snp: ConstraintArrayDSL { ConstraintArrayDSL(views: self) }
}

/// The `snp` namespace of an array of views.
public struct ConstraintArrayDSL {
    /// The views, in order.
    public let views: [LayoutView]

    /// Runs ``ConstraintDSL/prepareConstraints(fileID:line:column:_:)`` for each view.
    ///
    /// - Parameters:
    ///   - fileID: The caller's file (captured for diagnostics).
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    ///   - closure: Describes one view's constraints; called once per view.
    /// - Returns: The inactive handles of all views, in order.
    @discardableResult
    public func prepareConstraints(fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
                                   _ closure: (ConstraintMaker) -> Void) -> [Constraint]
    {
        let location = SourceLocation(fileID: fileID, line: line, column: column)
        return views.flatMap { ConstraintMaker.prepare($0, location, closure) }
    }

    /// Runs ``ConstraintDSL/makeConstraints(fileID:line:column:_:)`` for each view.
    ///
    /// - Parameters:
    ///   - fileID: The caller's file (captured for diagnostics).
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    ///   - closure: Describes one view's constraints; called once per view.
    /// - Returns: The handles made and activated, view by view (Masonry's array
    ///   `mas_makeConstraints:` returns them too).
    @discardableResult
    public func makeConstraints(fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
                                _ closure: (ConstraintMaker) -> Void) -> [Constraint]
    {
        let location = SourceLocation(fileID: fileID, line: line, column: column)
        return views.flatMap { ConstraintMaker.make($0, location, closure) }
    }

    /// Runs ``ConstraintDSL/remakeConstraints(fileID:line:column:_:)`` for each view.
    ///
    /// - Parameters:
    ///   - fileID: The caller's file (captured for diagnostics).
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    ///   - closure: Describes one view's constraints; called once per view.
    public func remakeConstraints(fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
                                  _ closure: (ConstraintMaker) -> Void)
    {
        let location = SourceLocation(fileID: fileID, line: line, column: column)
        for view in views { ConstraintMaker.remake(view, location, closure) }
    }

    /// Runs ``ConstraintDSL/updateConstraints(fileID:line:column:_:)`` for each view.
    ///
    /// - Parameters:
    ///   - fileID: The caller's file (captured for diagnostics).
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    ///   - closure: Describes one view's constraints; called once per view.
    public func updateConstraints(fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
                                  _ closure: (ConstraintMaker) -> Void)
    {
        let location = SourceLocation(fileID: fileID, line: line, column: column)
        for view in views { ConstraintMaker.update(view, location, closure) }
    }

    /// Runs ``ConstraintDSL/removeConstraints()`` for each view.
    public func removeConstraints() {
        for view in views { ConstraintMaker.remove(view) }
    }
}
