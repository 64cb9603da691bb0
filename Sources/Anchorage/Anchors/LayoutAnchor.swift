// SPDX-License-Identifier: MIT

// UIKit's anchors (`NSLayoutAnchor` and its three subclasses) as three value types that share
// this protocol: each relation method here and in the subclass files funnels into
// `LayoutAnchor.relate`, which makes the same `.dsl` LayoutConstraint the SnapKit DSL's
// expansion makes (ConstraintDescription+Expansion.swift), inactive, with the call's source
// location. The anchors' types keep an x anchor from being related to a y anchor or a dimension
// at compile time; mixing leading/trailing with left/right is caught when the constraint is
// made, as UIKit does.

/// What UIKit's `NSLayoutAnchor` is: one attribute of a view or layout guide, from which
/// constraints are made. The three kinds are ``LayoutXAxisAnchor``, ``LayoutYAxisAnchor`` and
/// ``LayoutDimension``; a relation takes an anchor of the same kind only, so relating an x anchor
/// to a y anchor or a dimension does not compile:
///
/// ```swift
/// title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8)   // fine
/// title.leadingAnchor.constraint(equalTo: avatar.topAnchor)
/// // error: cannot convert value of type 'LayoutYAxisAnchor' to expected argument type 'LayoutXAxisAnchor'
/// ```
///
/// Every method returns an *inactive* ``LayoutConstraint`` carrying the caller's source line;
/// activate it with ``LayoutConstraint/isActive`` or ``LayoutConstraint/activate(_:)``.
public protocol LayoutAnchor: CustomStringConvertible {
    /// The view or guide the anchor belongs to.
    var item: LayoutItem { get }
    /// The attribute the anchor stands for.
    var attribute: LayoutAttribute { get }
}

extension LayoutAnchor {
    /// `"LayoutView:title.leading"`.
    public var description: String { "\(item.debugDescription).\(attribute)" }

    /// A constraint `self == anchor + constant`.
    ///
    /// ```swift
    /// let c = title.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8)
    /// c.isActive = true
    /// ```
    ///
    /// - Parameters:
    ///   - anchor: An anchor of the same kind.
    ///   - constant: The offset from `anchor`.
    ///   - fileID: The caller's file (captured).
    ///   - line: The caller's line (captured).
    ///   - column: The caller's column (captured).
    /// - Returns: An inactive constraint.
    /// - Precondition: Leading/trailing is not related to left/right (UIKit's rule).
    public func constraint(equalTo anchor: Self, constant: Double = 0, fileID: StaticString = #fileID,
                           line: UInt = #line, column: UInt = #column) -> LayoutConstraint
    {
        relate(.equal, anchor, constant: constant, fileID, line, column)
    }

    /// A constraint `self >= anchor + constant`.
    ///
    /// ```swift
    /// title.leadingAnchor.constraint(greaterThanOrEqualTo: avatar.trailingAnchor, constant: 8)
    /// ```
    ///
    /// - Parameters:
    ///   - anchor: An anchor of the same kind.
    ///   - constant: The offset from `anchor`.
    ///   - fileID: The caller's file (captured).
    ///   - line: The caller's line (captured).
    ///   - column: The caller's column (captured).
    /// - Returns: An inactive constraint.
    /// - Precondition: Leading/trailing is not related to left/right (UIKit's rule).
    public func constraint(greaterThanOrEqualTo anchor: Self, constant: Double = 0, fileID: StaticString = #fileID,
                           line: UInt = #line, column: UInt = #column) -> LayoutConstraint
    {
        relate(.greaterThanOrEqual, anchor, constant: constant, fileID, line, column)
    }

    /// A constraint `self <= anchor + constant`.
    ///
    /// ```swift
    /// title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16)
    /// ```
    ///
    /// - Parameters:
    ///   - anchor: An anchor of the same kind.
    ///   - constant: The offset from `anchor`.
    ///   - fileID: The caller's file (captured).
    ///   - line: The caller's line (captured).
    ///   - column: The caller's column (captured).
    /// - Returns: An inactive constraint.
    /// - Precondition: Leading/trailing is not related to left/right (UIKit's rule).
    public func constraint(lessThanOrEqualTo anchor: Self, constant: Double = 0, fileID: StaticString = #fileID,
                           line: UInt = #line, column: UInt = #column) -> LayoutConstraint
    {
        relate(.lessThanOrEqual, anchor, constant: constant, fileID, line, column)
    }

    /// The funnel of the system-spacing methods: `self ⋈ anchor + multiplier × 8`
    /// (``SystemSpacing/betweenSiblings``), whether `anchor` is before (x) or above (y).
    func spaced(_ relation: ConstraintRelation, _ anchor: Self, _ multiplier: Double, _ fileID: StaticString,
                _ line: UInt, _ column: UInt) -> LayoutConstraint
    {
        relate(relation, anchor, constant: SystemSpacing.betweenSiblings * multiplier, fileID, line, column)
    }

    /// The funnel of `anchorWithOffset(to:)`: the distance from this anchor to `anchor`, as a
    /// dimension that names both.
    func offset(to anchor: Self, _ fileID: StaticString, _ line: UInt, _ column: UInt) -> LayoutDimension {
        LayoutConstraint.checkDirectionalPairing(anchor.attribute, of: anchor.item, attribute, of: item,
                                                 at: SourceLocation(fileID: fileID, line: line, column: column))
        return LayoutDimension(item: anchor.item, attribute: anchor.attribute,
                               from: ConstraintOrigin(reference: item.reference, attribute: attribute))
    }

    /// The funnel of every anchor method: `self ⋈ multiplier × anchor + constant` (or
    /// `self ⋈ constant` without an anchor, for dimensions), an inactive required constraint
    /// made as the DSL makes its own.
    func relate(_ relation: ConstraintRelation, _ anchor: Self?, multiplier: Double = 1, constant: Double,
                _ fileID: StaticString, _ line: UInt, _ column: UInt) -> LayoutConstraint
    {
        let location = SourceLocation(fileID: fileID, line: line, column: column)
        if let anchor {
            LayoutConstraint.checkDirectionalPairing(attribute, of: item, anchor.attribute, of: anchor.item, at: location)
        }
        // Only a dimension may be a distance between two anchors (anchorWithOffset(to:)).
        let firstOrigin = (self as? LayoutDimension)?.origin, secondOrigin = (anchor as? LayoutDimension)?.origin
        let origins = firstOrigin == nil && secondOrigin == nil
            ? nil : ConstraintOrigins(first: firstOrigin, second: secondOrigin)
        return LayoutConstraint.relating(item, attribute, relation, to: anchor?.item,
                                         anchor?.attribute ?? .notAnAttribute, multiplier: multiplier,
                                         constant: constant, at: location, origins: origins)
    }
}

extension LayoutConstraint {
    /// The one path from UIKit's APIs (anchors, the Visual Format Language) to a constraint:
    /// the same `.dsl` constraint, inactive, that the SnapKit DSL's expansion makes for the same
    /// relation, with the caller's location (and, for distances between anchors, the anchors
    /// they start at).
    static func relating(_ firstItem: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: ConstraintRelation,
                         to secondItem: LayoutItem?, _ secondAttribute: LayoutAttribute, multiplier: Double = 1,
                         constant: Double, priority: ConstraintPriority = .required, at location: SourceLocation,
                         origins: ConstraintOrigins? = nil) -> LayoutConstraint
    {
        LayoutConstraint(kind: .dsl, firstItem: firstItem, firstAttribute: firstAttribute, relation: relation,
                         secondItem: secondItem, secondAttribute: secondItem == nil ? .notAnAttribute : secondAttribute,
                         multiplier: multiplier, constant: constant, priority: priority, label: nil, location: location,
                         origins: origins)
    }

    /// UIKit's rule for anchors: a leading or trailing attribute is never related to a left or
    /// right one (which of them is "before" flips with the reading direction, so such a
    /// constraint means different things in different languages). Traps naming both anchors and
    /// the source line.
    static func checkDirectionalPairing(_ first: LayoutAttribute, of firstItem: LayoutItem,
                                        _ second: LayoutAttribute, of secondItem: LayoutItem,
                                        at location: SourceLocation)
    {
        Misuse.check(!(first.isDirectional && second.isAbsoluteHorizontalEdge)
                     && !(first.isAbsoluteHorizontalEdge && second.isDirectional),
                     "Anchorage: cannot relate \(firstItem.debugDescription).\(first) to \(secondItem.debugDescription).\(second): a constraint relates leading/trailing to leading/trailing or left/right to left/right, never one to the other (at \(location))")
    }
}

extension LayoutAttribute {
    /// Whether the attribute is left or right (or their margins): the edges that never flip.
    var isAbsoluteHorizontalEdge: Bool {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: true
        default: false
        }
    }
}
