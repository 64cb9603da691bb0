// SPDX-License-Identifier: MIT

// The DSL's grammar, checked by the compiler (drawn in the Anchorage article, "The pipeline"):
// attributes, one relation called with its target, modifiers, a priority, a label. Each stage is
// a value holding the maker and the index of its description, so a chain allocates nothing per
// step; every relation funnels into `AttributeChain.relate(_:_:_:)`.

/// A chain that is still collecting attributes: `make.left`, `make.left.right`, …
///
/// ```swift
/// make.left.right.equalToSuperview()
/// make.top.and.bottom.equalTo(other)
/// ```
public struct AttributeChain: AttributeSelecting {
    let maker: ConstraintMaker
    let index: Int

    /// Adds `attributes` to the chain.
    ///
    /// - Parameter attributes: More attributes; the relation then applies to each.
    /// - Returns: The chain.
    public func selecting(_ attributes: AttributeSet) -> AttributeChain {
        maker.checkOpen(index)
        Misuse.check(maker.descriptions[index].relation == nil,
                     "Anchorage: a chain takes exactly one relation, and attributes come before it: \(attributes) was added after \(maker.descriptions[index].attributes) was related (at \(maker.descriptions[index].location))")
        maker.descriptions[index].attributes.formUnion(attributes)
        return self
    }

    /// A filler for readability (`make.left.and.right`).
    public var and: AttributeChain { self }
    /// A filler for readability (`make.left.with.right`).
    public var with: AttributeChain { self }

    /// `==`: `make.left.equalTo(other)`, `make.width.equalTo([header, 44])`.
    public var equalTo: RelationChain { RelationChain(self, .equal) }
    /// `<=`: `make.width.lessThanOrEqualTo(200)`.
    public var lessThanOrEqualTo: RelationChain { RelationChain(self, .lessThanOrEqual) }
    /// `>=`: `make.top.greaterThanOrEqualTo(header.snp.bottom)`.
    public var greaterThanOrEqualTo: RelationChain { RelationChain(self, .greaterThanOrEqual) }
    /// `==` to the superview: `make.edges.equalToSuperview()`, `make.top.equalToSuperview { $0.snp.topMargin }`.
    public var equalToSuperview: SuperviewRelationChain { SuperviewRelationChain(relating: RelationChain(self, .equal)) }
    /// `<=` to the superview: `make.width.lessThanOrEqualToSuperview()`.
    public var lessThanOrEqualToSuperview: SuperviewRelationChain { SuperviewRelationChain(relating: RelationChain(self, .lessThanOrEqual)) }
    /// `>=` to the superview: `make.height.greaterThanOrEqualToSuperview().multipliedBy(0.5)`.
    public var greaterThanOrEqualToSuperview: SuperviewRelationChain { SuperviewRelationChain(relating: RelationChain(self, .greaterThanOrEqual)) }

    /// The one place a relation is recorded.
    fileprivate func relate(_ relation: ConstraintRelation, _ target: ConstraintTargetValue,
                            _ location: SourceLocation) -> RelatedChain
    {
        maker.checkOpen(index, at: location)
        Misuse.check(maker.descriptions[index].relation == nil,
                     "Anchorage: a chain takes exactly one relation (at \(location))")
        maker.descriptions[index].relation = relation
        maker.descriptions[index].target = target.storage
        maker.descriptions[index].location = location
        return RelatedChain(maker: maker, index: index)
    }
}

/// A chain with its relation chosen (`make.left.equalTo`), called with the target: the
/// relation methods of SnapKit's DSL, `equalTo(_:)`, `lessThanOrEqualTo(_:)` and
/// `greaterThanOrEqualTo(_:)`, are the three relations of this one type.
///
/// ```swift
/// make.left.equalTo(avatar.snp.right)
/// make.width.lessThanOrEqualTo([card, 300])   // width <= card.width, width <= 300
/// ```
public struct RelationChain {
    let chain: AttributeChain
    let relation: ConstraintRelation

    init(_ chain: AttributeChain, _ relation: ConstraintRelation) {
        self.chain = chain
        self.relation = relation
    }

    /// Relates the attributes to a target.
    ///
    /// - Parameters:
    ///   - target: A view, guide, item attribute, number, point, size, insets, or array of them.
    ///   - fileID: The caller's file (captured).
    ///   - line: The caller's line (captured).
    ///   - column: The caller's column (captured).
    /// - Returns: The chain, ready for modifiers.
    @discardableResult
    public func callAsFunction(_ target: some ConstraintTarget, fileID: StaticString = #fileID, line: UInt = #line,
                               column: UInt = #column) -> RelatedChain
    {
        relate(target.constraintTargetValue, SourceLocation(fileID: fileID, line: line, column: column))
    }

    /// Relates the attributes to each of several targets of different kinds (`[header, 44]`):
    /// one constraint per element and attribute.
    ///
    /// - Parameters:
    ///   - targets: The targets.
    ///   - fileID: The caller's file (captured).
    ///   - line: The caller's line (captured).
    ///   - column: The caller's column (captured).
    /// - Returns: The chain, ready for modifiers.
    @discardableResult
    public func callAsFunction(_ targets: [any ConstraintTarget], fileID: StaticString = #fileID, line: UInt = #line,
                               column: UInt = #column) -> RelatedChain
    {
        relate(.list(targets.map(\.constraintTargetValue)), SourceLocation(fileID: fileID, line: line, column: column))
    }

    func relate(_ target: ConstraintTargetValue, _ location: SourceLocation) -> RelatedChain {
        chain.relate(relation, target, location)
    }
}

/// A chain with its relation to the superview chosen (`make.left.equalToSuperview`), called with
/// nothing (the same attributes of the superview, or of a guide's owning view) or with a closure
/// that picks the target from the superview.
///
/// ```swift
/// make.edges.equalToSuperview().inset(16)
/// make.top.equalToSuperview { $0.snp.topMargin }
/// ```
public struct SuperviewRelationChain {
    /// The chain and the relation, as for any target.
    let relating: RelationChain

    /// Relates the attributes to the same attributes of the superview.
    ///
    /// - Parameters:
    ///   - fileID: The caller's file (captured).
    ///   - line: The caller's line (captured).
    ///   - column: The caller's column (captured).
    /// - Returns: The chain, ready for modifiers.
    /// - Precondition: The item has a superview (a trap naming the item and the line).
    @discardableResult
    public func callAsFunction(fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> RelatedChain {
        let location = SourceLocation(fileID: fileID, line: line, column: column)
        return relating.relate(superview(location).constraintTargetValue, location)
    }

    /// Relates the attributes to a target derived from the superview.
    ///
    /// - Parameters:
    ///   - closure: Receives the superview and returns the target.
    ///   - fileID: The caller's file (captured).
    ///   - line: The caller's line (captured).
    ///   - column: The caller's column (captured).
    /// - Returns: The chain, ready for modifiers.
    /// - Precondition: The item has a superview.
    @discardableResult
    public func callAsFunction<T: ConstraintTarget>(_ closure: (LayoutView) -> T, fileID: StaticString = #fileID,
                                                    line: UInt = #line, column: UInt = #column) -> RelatedChain
    {
        let location = SourceLocation(fileID: fileID, line: line, column: column)
        return relating.relate(closure(superview(location)).constraintTargetValue, location)
    }

    private func superview(_ location: SourceLocation) -> LayoutView {
        let item = relating.chain.maker.item
        guard let superview = item.containerView else {
            let name = switch relating.relation {
            case .equal: "equalToSuperview"
            case .lessThanOrEqual: "lessThanOrEqualToSuperview"
            case .greaterThanOrEqual: "greaterThanOrEqualToSuperview"
            }
            Misuse.trap("Anchorage: expected a superview of \(item.debugDescription) but found nil when making `\(name)` (at \(location))")
        }
        return superview
    }
}

/// A chain with its relation: takes modifiers, then a priority, then a label.
///
/// ```swift
/// make.left.equalTo(avatar.snp.right).offset(12)
/// make.edges.equalToSuperview().inset(EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
/// make.width.equalToSuperview().multipliedBy(0.5).priority(.high).labeled("half")
/// ```
public struct RelatedChain {
    let maker: ConstraintMaker
    let index: Int

    /// A filler for readability (Masonry's `.with.offset(10)`).
    public var with: RelatedChain { self }
    /// A filler for readability.
    public var and: RelatedChain { self }

    /// Sets the constant of every generated constraint to `amount`. It replaces a constant given
    /// as the target (`width.equalTo(100).offset(10)` gives width == 10) and is not keyed per
    /// edge (`edges.equalToSuperview().offset(5)` moves all four edges by +5).
    ///
    /// - Parameter amount: The constant.
    /// - Returns: The chain.
    @discardableResult
    public func offset(_ amount: some ConstraintNumber) -> RelatedChain {
        setConstant(.scalar(amount.constraintValue))
    }

    /// The one place `offset` and `inset` set the constant: it replaces the target's constant
    /// and any size or centre offset set before (the last writer wins, as in both libraries).
    private func setConstant(_ constant: ConstraintConstant) -> RelatedChain {
        maker.checkOpen(index)
        maker.descriptions[index].constantOverride = constant
        maker.descriptions[index].attributeOffsets = AttributeOffsets()
        return self
    }

    /// Sets the constant of every generated constraint to the inward inset for its target
    /// attribute: `+` for left/top/leading, `−` for right/bottom/trailing, `−2·inset` for sizes,
    /// 0 for centres (SnapKit keys this on the target attribute, so
    /// `right.equalTo(other.snp.left).inset(8)` gives `+8`).
    ///
    /// - Parameter inset: A number, ``EdgeInsets`` or ``DirectionalEdgeInsets``.
    /// - Returns: The chain.
    @discardableResult
    public func inset(_ inset: some ConstraintInsetTarget) -> RelatedChain {
        setConstant(inset.constraintInsetValue)
    }

    /// The same as ``inset(_:)``.
    ///
    /// - Parameter insets: A number, ``EdgeInsets`` or ``DirectionalEdgeInsets``.
    /// - Returns: The chain.
    @discardableResult
    public func insets(_ insets: some ConstraintInsetTarget) -> RelatedChain {
        inset(insets)
    }

    /// Multiplies the second attribute (not the constant): `a = m · b + c`. With a number target
    /// the second item is the implicit superview, whose location attributes are 0 in its bounds,
    /// so the multiplier has no visible effect there; a constant width or height has no second
    /// item at all.
    ///
    /// - Parameter amount: The multiplier; NaN or infinity is reported and the constraint left out.
    /// - Returns: The chain.
    @discardableResult
    public func multipliedBy(_ amount: some ConstraintNumber) -> RelatedChain {
        maker.checkOpen(index)
        maker.descriptions[index].multiplier = amount.constraintValue
        return self
    }

    /// Sets the multiplier to `1 / amount`.
    ///
    /// - Parameter amount: The divisor; 0 gives an infinite multiplier, which is reported and the
    ///   constraint left out.
    /// - Returns: The chain.
    @discardableResult
    public func dividedBy(_ amount: some ConstraintNumber) -> RelatedChain {
        multipliedBy(1 / amount.constraintValue)
    }

    /// Sets the priority of every generated constraint (default ``ConstraintPriority/required``).
    ///
    /// - Parameter priority: A ``ConstraintPriority`` (`.high`, `750`, …) or a number.
    /// - Returns: The chain, ready for a label.
    /// - Precondition: The priority is in `(0, 1000]` (a trap with the relation's line).
    @discardableResult
    public func priority(_ priority: some ConstraintPriorityTarget) -> PrioritizedChain {
        maker.checkOpen(index)
        let value = priority.constraintPriority
        Misuse.check(value.isValid,
                     "Anchorage: priority \(value) is not in (0, 1000] (at \(maker.descriptions[index].location))")
        maker.descriptions[index].priority = value
        return PrioritizedChain(maker: maker, index: index)
    }

    /// Names every generated constraint (shown in descriptions and diagnostics), keeping the
    /// default priority.
    ///
    /// - Parameter label: The name.
    /// - Returns: The finished chain.
    @discardableResult
    public func labeled(_ label: String) -> LabeledChain {
        PrioritizedChain(maker: maker, index: index).labeled(label)
    }

    /// The handle of what this chain makes, filled when the maker closure returns.
    public var constraint: Constraint { maker.handle(at: index) }
}

/// A chain with its priority: takes a label.
///
/// ```swift
/// make.height.equalTo(44).priority(.high).labeled("preferred height")
/// ```
public struct PrioritizedChain {
    let maker: ConstraintMaker
    let index: Int

    /// Names every generated constraint (shown in descriptions and diagnostics): the one place
    /// a label is recorded.
    ///
    /// - Parameter label: The name.
    /// - Returns: The finished chain.
    @discardableResult
    public func labeled(_ label: String) -> LabeledChain {
        maker.checkOpen(index)
        maker.descriptions[index].label = label
        return LabeledChain(maker: maker, index: index)
    }

    /// The handle of what this chain makes, filled when the maker closure returns.
    public var constraint: Constraint { maker.handle(at: index) }
}

/// A chain that still takes a label: ``RelatedChain`` and ``PrioritizedChain``.
public protocol LabelableChain {
    /// Names every generated constraint (shown in descriptions and diagnostics).
    ///
    /// - Parameter label: The name.
    /// - Returns: The finished chain.
    func labeled(_ label: String) -> LabeledChain
}

extension LabelableChain {
    /// The same as `labeled(_:)`: UIKit's and Masonry's name for a constraint's label (SnapKit's
    /// `labeled` sets the layout constraint's `identifier`).
    ///
    /// ```swift
    /// make.width.equalTo(44).identifier("button width")
    /// ```
    ///
    /// - Parameter identifier: The name.
    /// - Returns: The finished chain.
    @discardableResult
    public func identifier(_ identifier: String) -> LabeledChain {
        labeled(identifier)
    }
}

extension RelatedChain: LabelableChain {}
extension PrioritizedChain: LabelableChain {}

/// A finished chain: only its handle remains.
///
/// ```swift
/// let c = make.top.equalTo(10).labeled("top").constraint
/// ```
public struct LabeledChain {
    let maker: ConstraintMaker
    let index: Int

    /// The handle of what this chain makes, filled when the maker closure returns.
    public var constraint: Constraint { maker.handle(at: index) }
}
