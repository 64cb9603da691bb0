// SPDX-License-Identifier: MIT

/// An anchor a side of a constraint is measured from, when that side is the distance between two
/// anchors (UIKit's `anchorWithOffset(to:)`, see ``LayoutXAxisAnchor/anchorWithOffset(to:fileID:line:column:)``):
/// the side is then `item.attribute − origin.attribute`.
struct ConstraintOrigin {
    /// The origin's item, held through its reference (see ``ItemReference``).
    let reference: ItemReference
    let attribute: LayoutAttribute

    var item: LayoutItem? { reference.item }
}

/// The origins of a constraint between offsets: the first side is
/// `firstItem.firstAttribute − first.attribute`, the second (when ``second`` is set)
/// `secondItem.secondAttribute − second.attribute`, so the constraint reads
/// `first − origin₁ ⋈ multiplier × (second − origin₂) + constant`. Its items take part in
/// everything the constraint's own items do: where it is installed (their closest common
/// ancestor), when it is deactivated (one of them leaves the tree), what it re-lowers for.
/// (A class, so that constraints without origins, nearly all, pay one pointer.)
final class ConstraintOrigins {
    let first: ConstraintOrigin?
    let second: ConstraintOrigin?

    init(first: ConstraintOrigin?, second: ConstraintOrigin?) {
        self.first = first
        self.second = second
    }

    /// The origins' items, `nil` for one that is gone.
    var items: [LayoutItem?] {
        var result: [LayoutItem?] = []
        if let first { result.append(first.item) }
        if let second { result.append(second.item) }
        return result
    }

    /// Whether every origin's item still exists.
    var itemsExist: Bool { items.allSatisfy { $0 != nil } }
}
