// SPDX-License-Identifier: MIT

/// A plain record of one chain written in a maker closure (`make.left.right.equalTo(x).offset(8)`):
/// the constrained attributes, the relation and its target, the modifiers, and where it was
/// written. ``ConstraintDescription/makeLayoutConstraints(of:report:)`` (in
/// `ConstraintDescription+Expansion.swift`) turns a finished one into ``LayoutConstraint``s of the maker's
/// item. (The item is the maker's, not a field here: every copy of a field holding a view costs
/// a reference-count round trip, and a block records several chains.)
struct ConstraintDescription {
    /// The constrained attributes (`make.left.right` → `[.left, .right]`).
    var attributes: AttributeSet
    /// The relation; `nil` while the chain is unfinished.
    var relation: ConstraintRelation?
    /// The relation's target as written; a list stands for one target per element, nested lists
    /// flattened.
    var target = ConstraintTargetValue.Storage.list([])
    /// A constant set by `offset` or `inset`: it replaces a constant given as the target (SnapKit:
    /// last writer wins).
    var constantOverride: ConstraintConstant?
    /// The factor on the second attribute.
    var multiplier: Double = 1
    /// The priority.
    var priority: ConstraintPriority = .required
    /// The label given with `labeled(_:)`.
    var label: String?
    /// Where the relation was written (or, for an unfinished chain, the maker).
    var location: SourceLocation

    init(attributes: AttributeSet, location: SourceLocation) {
        self.attributes = attributes
        self.location = location
    }
}
