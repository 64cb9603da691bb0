// SPDX-License-Identifier: MIT

/// A plain record of one chain written in a maker closure (`make.left.right.equalTo(x).offset(8)`):
/// the constrained item and attributes, the relation and its targets, the modifiers, and where it
/// was written. ``ConstraintDescription/makeLayoutConstraints(report:)`` (in
/// `ConstraintLowering.swift`) turns a finished one into ``LayoutConstraint``s.
struct ConstraintDescription {
    /// The constrained view or guide.
    let item: LayoutItem
    /// The constrained attributes (`make.left.right` → `[.left, .right]`).
    var attributes: AttributeSet
    /// The relation; `nil` while the chain is unfinished.
    var relation: ConstraintRelation?
    /// The relation's targets, flattened (one element per array element).
    var targets: [ConstraintTargetValue.Storage] = []
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

    init(item: LayoutItem, attributes: AttributeSet, location: SourceLocation) {
        self.item = item
        self.attributes = attributes
        self.location = location
    }
}
