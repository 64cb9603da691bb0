// SPDX-License-Identifier: MIT

/// An item together with some of its attributes: what `view.snp.top` or `guide.snp.edges`
/// returns, and one of the things a relation accepts.
///
/// ```swift
/// make.top.equalTo(header.snp.bottom).offset(8)
/// make.edges.equalTo(container.snp.margins)     // edges ↔ margins map edge by edge
/// ```
public struct ConstraintItem {
    /// The view or guide.
    public let item: LayoutItem
    /// The selected attributes.
    public let attributes: AttributeSet

    /// Creates an item reference.
    ///
    /// - Parameters:
    ///   - item: The view or guide.
    ///   - attributes: The attributes; empty means "the same attributes as the constrained side".
    public init(item: LayoutItem, attributes: AttributeSet) {
        self.item = item
        self.attributes = attributes
    }
}

extension ConstraintItem: CustomStringConvertible {
    /// `"LayoutView:title.[top]"`.
    public var description: String { "\(item.debugDescription).\(attributes)" }
}

extension ConstraintItem: Equatable {
    /// Whether both refer to the same item (identity) and the same attributes.
    public static func == (lhs: ConstraintItem, rhs: ConstraintItem) -> Bool {
        lhs.item === rhs.item && lhs.attributes == rhs.attributes
    }
}
