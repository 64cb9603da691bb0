// SPDX-License-Identifier: MIT

/// The layout constraints of one handle (``Constraint``), in generation order: the first held
/// inline, the others in an array.
///
/// Why not an array: nearly every chain makes a single layout constraint (`make.top.equalTo(…)`),
/// and an array would be one more heap allocation per chain, made and later freed, for that one
/// reference. ``Constraint/layoutConstraints`` builds the array on request.
struct LayoutConstraintList: RandomAccessCollection {
    private var head: LayoutConstraint?
    private var tail: [LayoutConstraint] = []

    init() {}

    init(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { append(constraint) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { head == nil ? 0 : 1 + tail.count }

    subscript(position: Int) -> LayoutConstraint {
        position == 0 ? head! : tail[position - 1]
    }

    mutating func append(_ constraint: LayoutConstraint) {
        if head == nil { head = constraint } else { tail.append(constraint) }
    }

    /// Reserves room for `count` constraints (the first needs none).
    mutating func reserveCapacity(_ count: Int) {
        if count > 1 { tail.reserveCapacity(count - 1) }
    }

    /// The constraints as an array.
    var array: [LayoutConstraint] {
        guard let head else { return [] }
        return [head] + tail
    }
}
