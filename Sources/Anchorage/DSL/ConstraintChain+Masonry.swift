// SPDX-License-Identifier: MIT

// Masonry's constant modifiers on a related chain (`sizeOffset`, `centerOffset`, and `offset`
// with a size or a point). They set constants on top of the chain's other constants, keyed on
// the constrained attribute as Masonry keys them (ConstraintDescription's AttributeOffsets); the
// grammar they belong to is drawn in ConstraintChain.swift.

extension RelatedChain {
    /// Masonry's `sizeOffset`: sets the constant of the generated width constraint to
    /// `size.width` and of the height constraint to `size.height`, leaving every other
    /// attribute's constant as it is.
    ///
    /// ```swift
    /// make.size.equalTo(superview).sizeOffset(Size(width: -20, height: -40))
    /// ```
    ///
    /// - Parameter size: The width and height constants.
    /// - Returns: The chain.
    @discardableResult
    public func sizeOffset(_ size: Size) -> RelatedChain {
        maker.checkOpen(index)
        maker.descriptions[index].attributeOffsets.size = size
        return self
    }

    /// Masonry's `centerOffset`: sets the constant of the generated `centerX` constraint to
    /// `point.x` and of the `centerY` constraint to `point.y`, leaving every other attribute's
    /// constant as it is.
    ///
    /// ```swift
    /// make.center.equalTo(superview).centerOffset(Point(x: 10, y: -5))
    /// ```
    ///
    /// - Parameter point: The centre constants.
    /// - Returns: The chain.
    @discardableResult
    public func centerOffset(_ point: Point) -> RelatedChain {
        maker.checkOpen(index)
        maker.descriptions[index].attributeOffsets.center = point
        return self
    }

    /// Masonry's `offset` with a size (its `valueOffset`): the same as ``sizeOffset(_:)``.
    ///
    /// - Parameter size: The width and height constants.
    /// - Returns: The chain.
    @discardableResult
    public func offset(_ size: Size) -> RelatedChain {
        sizeOffset(size)
    }

    /// Masonry's `offset` with a point (its `valueOffset`): the same as ``centerOffset(_:)``.
    ///
    /// - Parameter point: The centre constants.
    /// - Returns: The chain.
    @discardableResult
    public func offset(_ point: Point) -> RelatedChain {
        centerOffset(point)
    }
}
