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
    /// Masonry's `sizeOffset` and `centerOffset`: constants for the width and height, or the
    /// centres, set on top of the rest (see ``AttributeOffsets``).
    var attributeOffsets = AttributeOffsets()
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

/// Masonry's `sizeOffset(_:)` and `centerOffset(_:)`: a constant for the constrained width and
/// height, or for the constrained centres, that leaves the constants of every other attribute as
/// they are. Keyed on the constrained ("first") attribute, as Masonry keys them.
struct AttributeOffsets {
    /// The width and height constants, if set.
    var size: Size?
    /// The centre constants (`centerX` and `centerY`, not the within-margins centres), if set.
    var center: Point?

    /// The constant for a constraint on `attribute`, or `nil` when these offsets leave it alone.
    func constant(for attribute: LayoutAttribute) -> Double? {
        switch attribute {
        case .width: size?.width
        case .height: size?.height
        case .centerX: center?.x
        case .centerY: center?.y
        default: nil
        }
    }
}
