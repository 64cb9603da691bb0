// SPDX-License-Identifier: MIT

import AnchorageSolver

/// How the two sides of a ``LayoutConstraint`` compare.
public enum ConstraintRelation: Sendable, Hashable, CaseIterable {
    /// `first == multiplier × second + constant`.
    case equal
    /// `first <= multiplier × second + constant`.
    case lessThanOrEqual
    /// `first >= multiplier × second + constant`.
    case greaterThanOrEqual

    /// The solver's relation.
    var solverRelation: Relation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

extension ConstraintRelation: CustomStringConvertible {
    /// `"=="`, `"<="` or `">="`.
    public var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// One linear relation between two attributes (UIKit's `NSLayoutConstraint`, SnapKit's
/// `LayoutConstraint`): `firstItem.firstAttribute ⋈ multiplier × secondItem.secondAttribute +
/// constant` at ``priority``, evaluated in the coordinate space of the items' closest common
/// ancestor (a superview's own attributes are its bounds, 0…width).
///
/// Everything the DSL makes lowers to these: a ``Constraint`` handle holds one per generated
/// attribute and target. Each active one is installed on the closest common ancestor of its
/// items (a single-item constraint on its item), listed by ``LayoutView/constraints``.
///
/// ```swift
/// let handle = title.snp.prepareConstraints { make in make.left.equalToSuperview().offset(20) }[0]
/// let lc = handle.layoutConstraints[0]
/// lc.firstAttribute   // .left
/// lc.secondItem       // title.superview
/// lc.constant         // 20.0
/// ```
///
/// Setting ``constant`` on an active constraint changes the solver in place at the next layout;
/// setting ``priority`` removes and re-adds it.
public final class LayoutConstraint {
    /// Why the constraint exists.
    enum Kind {
        /// Made by the DSL (or by hand).
        case dsl
        /// Holds a view's frame because `translatesAutoresizingMaskIntoConstraints` is true.
        case autoresizingMask
        /// Holds the root's frame (the root's own attributes, in its own coordinates).
        case rootFrame
        /// `size <= intrinsic` at the view's content hugging priority.
        case contentHugging
        /// `size >= intrinsic` at the view's compression-resistance priority.
        case compressionResistance
        /// Holds a view's `layoutMarginsGuide` or `safeAreaLayoutGuide` inside the view.
        case systemGuide
        /// Made by a ``StackView`` to arrange its arranged subviews (labelled `UISV-…`).
        case stackView
        /// Made by a ``FlowView`` to arrange its arranged subviews in lines (labelled `FlowView-…`).
        case flowView
        /// Made by a ``GridView`` to arrange its cells (labelled `GridView-…`).
        case gridView

        /// Whether the constraint is activated and deactivated like a DSL one (installed on its
        /// items' closest common ancestor).
        var isActivatable: Bool { self == .dsl || self == .stackView || self == .flowView || self == .gridView }
    }

    // The stored properties that making, activation, lowering and layout passes set or read for
    // every constraint opt out of dynamic exclusivity checks (`@exclusivity(unchecked)`): each
    // check cost more than the access, a tree is used from one thread at a time, and none is
    // handed out `inout`.
    //
    // Declaration order is memory order: the fields a rebuild and lowering touch for every
    // constraint come first, packed into the fewest cache lines (a first layout reads tens of
    // thousands of constraints that the maker closures left cold, and a fit a cell's dozen):
    // the references, attributes, multiplier, constant and priority in the first 72 bytes, the
    // engine's record after them; descriptions and diagnostics fields come last.

    /// The items, held through their references (see ``ItemReference``).
    let firstReference: ItemReference
    let secondReference: ItemReference?
    /// The reference of the view it is installed on while active.
    @exclusivity(unchecked) var installReference: ItemReference?
    /// Why the constraint exists.
    let kind: Kind
    /// The constrained attribute.
    public let firstAttribute: LayoutAttribute
    /// How the sides compare.
    public let relation: ConstraintRelation
    /// The attribute on the right side; ``LayoutAttribute/notAnAttribute`` without a second item.
    public let secondAttribute: LayoutAttribute
    /// Whether ``origins`` is set: read where every constraint is lowered, from the byte of
    /// padding after the attributes, so that the rest never load the cold `origins` field.
    let hasOrigins: Bool

    /// The constrained item (`nil` once it is gone).
    public var firstItem: LayoutItem? { firstReference.item }
    /// The item on the right side, or `nil` for a constant-only constraint (`width == 50`) and
    /// once it is gone.
    public var secondItem: LayoutItem? { secondReference?.item }
    /// The factor applied to the second attribute (the constant is not scaled). Changed by
    /// ``Constraint/update(multiplier:fileID:line:column:)``.
    @exclusivity(unchecked) public internal(set) var multiplier: Double {
        didSet { if multiplier != oldValue { solverInputDidChange() } }
    }
    /// The constant added to the right side. Changing it on an active constraint changes the
    /// solver's copy in place at the next layout; nothing is rebuilt. A NaN or infinite constant
    /// is reported as a diagnostic at the next layout and the solver keeps the previous one.
    @exclusivity(unchecked) public var constant: Double {
        didSet { if constant != oldValue { engineIfPresent?.constantDidChange(of: self) } }
    }
    /// The priority; 1000 is required. Changing it (also across 1000, which UIKit refuses)
    /// removes and re-adds the solver constraint at the next layout.
    ///
    /// - Precondition: The new priority is in `(0, 1000]`.
    @exclusivity(unchecked) public var priority: ConstraintPriority {
        willSet { Misuse.check(newValue.isValid, "Anchorage: priority \(newValue) is not in (0, 1000] for \(self)") }
        didSet { if priority != oldValue { solverInputDidChange() } }
    }
    /// The tree's engine's record of it (see ``EngineRecord``): only the engine touches it. After
    /// what a lowering reads, so that those fields share the first cache lines with the object's
    /// header; the record's activation sequence, which a collection reads, follows them.
    @exclusivity(unchecked) var record = EngineRecord()
    /// The debug name given with `labeled(_:)` (UIKit's `identifier`).
    @exclusivity(unchecked) public var label: String?
    /// Where the relation was written.
    public let location: SourceLocation?
    /// For a constraint between offsets (`anchorWithOffset(to:)`), what its sides are measured
    /// from; `nil` for every other constraint.
    let origins: ConstraintOrigins?
    // `unowned(unsafe)` rather than `weak` (which would give every handle a side table and slow
    // down each retain and release of it, see `ItemReference`): a handle lists the layout
    // constraints it points to, and clears this in its `deinit` and when it drops them.

    /// The ``Constraint`` handle that made this constraint, if any (`nil` once the handle is
    /// gone).
    ///
    /// ```swift
    /// let handle = box.snp.prepareConstraints { make in make.width.equalTo(40) }[0]
    /// handle.layoutConstraints[0].handle === handle   // true
    /// ```
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var handle: Constraint?

    /// Whether the constraint is active (installed in its tree). Setting it activates or
    /// deactivates just this constraint.
    public var isActive: Bool {
        get { isInstalled }
        set { newValue ? activate() : deactivate() }
    }

    /// The attribute a ``ConstraintConstant`` is resolved for when the constant is updated: the
    /// second attribute, or the first without a second item (SnapKit's rule).
    let constantAttribute: LayoutAttribute
    /// Index in `installView.installedConstraints`.
    @exclusivity(unchecked) var installIndex = -1
    /// Whether it is installed on a view that still exists (``isActive``, without retaining the
    /// view).
    var isInstalled: Bool { installReference?.item != nil }
    /// The view it is installed on while active.
    var installView: LayoutView? {
        get { installReference?.view }
        set { installReference = newValue?.reference }
    }

    /// Creates an inactive constraint.
    ///
    /// - Parameters:
    ///   - firstItem: The constrained item.
    ///   - firstAttribute: The constrained attribute (not `.notAnAttribute`).
    ///   - relation: How the sides compare.
    ///   - secondItem: The other item, or `nil` for a constant-only size constraint.
    ///   - secondAttribute: The other attribute; ignored without `secondItem`.
    ///   - multiplier: The factor on the second attribute.
    ///   - constant: The constant.
    ///   - priority: The priority, in `(0, 1000]`.
    ///   - label: A debug name.
    ///   - fileID: The caller's file (captured).
    ///   - line: The caller's line (captured).
    ///   - column: The caller's column (captured).
    /// - Precondition: `firstAttribute` is an attribute; without a second item it is a size
    ///   (a location cannot equal a constant); the priority is valid.
    public convenience init(item firstItem: LayoutItem, attribute firstAttribute: LayoutAttribute,
                            relatedBy relation: ConstraintRelation,
                            toItem secondItem: LayoutItem?, attribute secondAttribute: LayoutAttribute,
                            multiplier: Double = 1, constant: Double = 0,
                            priority: ConstraintPriority = .required, label: String? = nil,
                            fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column)
    {
        let location = SourceLocation(fileID: fileID, line: line, column: column)
        Misuse.check(firstAttribute != .notAnAttribute,
                     "Anchorage: a constraint needs a first attribute (at \(location))")
        Misuse.check(secondItem != nil || firstAttribute.isSize,
                     "Anchorage: a location attribute (\(firstAttribute)) cannot equal a constant; relate it to an item (at \(location))")
        Misuse.check(secondItem == nil || secondAttribute != .notAnAttribute,
                     "Anchorage: a second item needs a second attribute (at \(location))")
        Misuse.check(priority.isValid, "Anchorage: priority \(priority) is not in (0, 1000] (at \(location))")
        self.init(kind: .dsl, firstItem: firstItem, firstAttribute: firstAttribute, relation: relation,
                  secondItem: secondItem, secondAttribute: secondItem == nil ? .notAnAttribute : secondAttribute,
                  multiplier: multiplier, constant: constant, priority: priority, label: label,
                  location: location)
    }

    init(kind: Kind, firstItem: LayoutItem, firstAttribute: LayoutAttribute, relation: ConstraintRelation,
         secondItem: LayoutItem?, secondAttribute: LayoutAttribute, multiplier: Double, constant: Double,
         priority: ConstraintPriority, label: String?, location: SourceLocation?, origins: ConstraintOrigins? = nil)
    {
        self.kind = kind
        self.firstReference = firstItem.reference
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondReference = secondItem?.reference
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.label = label
        self.location = location
        self.origins = origins
        self.hasOrigins = origins != nil
        self.constantAttribute = secondAttribute == .notAnAttribute ? firstAttribute : secondAttribute
    }

    /// The engine of the tree the constraint is installed in.
    var engineIfPresent: LayoutEngine? { installView?.engineIfPresent }

    private func solverInputDidChange() {
        engineIfPresent?.solverInputDidChange(of: self)
    }

    /// Installs the constraint on its items' closest common ancestor and queues it for the
    /// solver.
    ///
    /// - Precondition: The items are alive and share an ancestor (a trap naming both items and
    ///   the source line, like UIKit's "no common ancestor" exception).
    func activate() {
        guard !isInstalled, kind.isActivatable else { return }
        guard let first = firstItem else {
            Misuse.trap("Anchorage: cannot activate \(self): its first item no longer exists")
        }
        var engine: LayoutEngine?
        activate(first: first, firstView: first.hierarchyView, engine: &engine)
    }

    /// ``activate()`` for a caller that holds the first item: a handle activating its layout
    /// constraints, which all have the handle's item as first item. The item's view and the
    /// tree's engine are then looked up once per batch instead of once per constraint (each
    /// lookup of a view costs reference-count round trips on the slow, weakly referenced path).
    ///
    /// - Parameters:
    ///   - first: The constraint's first item.
    ///   - firstView: `first.hierarchyView`.
    ///   - engine: The tree's engine if a previous activation of the batch found it; set here
    ///     otherwise.
    func activate(first: LayoutItem, firstView: LayoutView?, engine: inout LayoutEngine?) {
        guard !isInstalled, kind.isActivatable else { return }
        assert(firstItem === first, "a batch activation must supply the constraint's own first item")
        // The call site is formatted only on the trapping paths: activation is a hot path.
        func site() -> String { location.map { " (at \($0))" } ?? "" }
        guard let firstView else {
            Misuse.trap("Anchorage: cannot activate \(self): \(first.debugDescription) is not added to a view\(site())")
        }
        var host = firstView
        if let second = secondItem {
            guard let secondView = second.hierarchyView, let common = firstView.closestCommonSuperview(secondView) else {
                Misuse.trap(
                    "Anchorage: cannot activate \(self): \(first.debugDescription) and \(second.debugDescription) have no common ancestor; are they in the same view tree?\(site())")
            }
            host = common
        } else if secondAttribute != .notAnAttribute {
            Misuse.trap("Anchorage: cannot activate \(self): its second item no longer exists")
        }
        if hasOrigins, let origins {
            for origin in origins.items {
                guard let originView = origin?.hierarchyView, let common = host.closestCommonSuperview(originView) else {
                    Misuse.trap(
                        "Anchorage: cannot activate \(self): the anchors it measures from are not in the tree of \(first.debugDescription)\(site())")
                }
                host = common
            }
        }
        // The host is the first view or one of its ancestors, so the tree is the first view's.
        // (Found, or made, before installing: a new engine checks whether the tree holds
        // constraints yet.)
        if engine == nil { engine = host.rootView.engine }
        installIndex = host.installedConstraints.count
        host.installedConstraints.append(self)
        installReference = host.reference
        engine?.constraintDidActivate(self)
    }

    /// Uninstalls the constraint and queues its removal from the solver.
    func deactivate() {
        guard kind.isActivatable, let host = installView else { return }
        let last = host.installedConstraints.removeLast()
        if last !== self {
            host.installedConstraints[installIndex] = last
            last.installIndex = installIndex
        }
        installReference = nil
        installIndex = -1
        host.engineIfPresent?.constraintDidDeactivate(self)
        record.state = .inactive
    }
}
