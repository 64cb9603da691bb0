// SPDX-License-Identifier: MIT

// The only attribute catalogue. `LayoutAttribute` is one attribute with Apple's raw values (tests
// and tools sort by them); `AttributeSet` is a set of attributes whose bit order is SnapKit's
// generation order, so `edges` lowers to left, top, right, bottom exactly as in SnapKit. The DSL's
// attribute properties (`make.left`, `view.snp.top`, …) are written once, in the
// `AttributeSelecting` extension at the end of this file.

/// One attribute of a view or layout guide, with UIKit's raw values.
///
/// Values are measured on the item's frame (its alignment rectangle) in the coordinate space of
/// the closest common ancestor of a constraint's items: `centerX = left + width / 2`,
/// `leftMargin = left + layoutMargins.left`, `centerXWithinMargins` is the centre of the margin
/// rectangle, and so on. Margin attributes use the view's effective margins (its layout margins,
/// plus its safe-area insets when `insetsLayoutMarginsFromSafeArea`).
///
/// Leading and trailing (and their margins) follow the reading direction of the constraint's
/// *first* item (``LayoutView/effectiveUserInterfaceLayoutDirection``): in right-to-left, leading
/// is the right edge, trailing the left edge, and positive constants point leftward (the whole
/// constraint is read mirrored in the common ancestor's bounds). Left and right never flip.
public enum LayoutAttribute: Int, Sendable, CaseIterable {
    /// No attribute: the second side of a constant-only constraint (`width == 50`).
    case notAnAttribute = 0
    /// The left edge; never flipped for right-to-left layout.
    case left = 1
    /// The right edge.
    case right = 2
    /// The top edge (y grows downward).
    case top = 3
    /// The bottom edge.
    case bottom = 4
    /// The leading edge: left in left-to-right layout, right in right-to-left.
    case leading = 5
    /// The trailing edge: right in left-to-right layout, left in right-to-left.
    case trailing = 6
    /// The width.
    case width = 7
    /// The height.
    case height = 8
    /// The horizontal centre.
    case centerX = 9
    /// The vertical centre.
    case centerY = 10
    /// The baseline of the last line of text; the bottom edge of a view without text.
    case lastBaseline = 11
    /// The baseline of the first line of text; the top edge of a view without text.
    case firstBaseline = 12
    /// The left edge moved inward by the left layout margin.
    case leftMargin = 13
    /// The right edge moved inward by the right layout margin.
    case rightMargin = 14
    /// The top edge moved inward by the top layout margin.
    case topMargin = 15
    /// The bottom edge moved inward by the bottom layout margin.
    case bottomMargin = 16
    /// The leading edge moved inward by the leading layout margin (the right margin in
    /// right-to-left).
    case leadingMargin = 17
    /// The trailing edge moved inward by the trailing layout margin (the left margin in
    /// right-to-left).
    case trailingMargin = 18
    /// The horizontal centre of the margin rectangle.
    case centerXWithinMargins = 19
    /// The vertical centre of the margin rectangle.
    case centerYWithinMargins = 20

    /// Which axis an attribute measures.
    public enum Axis: Sendable, Hashable {
        /// Left, right, leading, trailing, width, centre x and their margin forms.
        case horizontal
        /// Top, bottom, height, centre y, baselines and their margin forms.
        case vertical
    }

    /// The axis the attribute measures; `nil` for ``notAnAttribute``.
    public var axis: Axis? {
        switch self {
        case .notAnAttribute: nil
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline,
             .topMargin, .bottomMargin, .centerYWithinMargins:
            .vertical
        }
    }

    /// Whether the attribute is a size (width or height) rather than a location.
    public var isSize: Bool { self == .width || self == .height }

    /// The attribute as a one-element ``AttributeSet``; empty for ``notAnAttribute``.
    public var set: AttributeSet {
        self == .notAnAttribute ? [] : AttributeSet(rawValue: 1 << AttributeSet.bitIndex[rawValue])
    }
}

extension LayoutAttribute: CustomStringConvertible {
    /// The attribute's name as SnapKit prints it (`"left"`, `"centerXWithinMargins"`, …);
    /// `"notAnAttribute"` for ``notAnAttribute``.
    public var description: String {
        switch self {
        case .notAnAttribute: "notAnAttribute"
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        }
    }
}

/// A set of ``LayoutAttribute``s, with SnapKit's composites (`edges`, `size`, `center`, …).
///
/// Iterating a set (``attributes``) yields SnapKit's generation order, which is the order of the
/// generated ``LayoutConstraint``s: `edges` gives left, top, right, bottom; `margins` gives
/// leftMargin, rightMargin, topMargin, bottomMargin.
///
/// ```swift
/// let set: AttributeSet = [.edges, .centerX]
/// set.attributes   // [.left, .top, .right, .bottom, .centerX]
/// ```
public struct AttributeSet: OptionSet, Hashable, Sendable {
    /// The bits; bit *i* is the *i*-th attribute of ``generationOrder``.
    public let rawValue: UInt32

    /// Creates a set from its bits.
    ///
    /// - Parameter rawValue: Bit *i* stands for `generationOrder[i]`.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Every attribute in SnapKit's bit order, which is the order constraints are generated in.
    public static let generationOrder: [LayoutAttribute] = [
        .left, .top, .right, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
        .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
        .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
    ]

    /// `bitIndex[attribute.rawValue]` is the attribute's bit (unused for `notAnAttribute`).
    static let bitIndex: [Int] = {
        var index = [Int](repeating: 0, count: LayoutAttribute.allCases.count)
        for (bit, attribute) in generationOrder.enumerated() { index[attribute.rawValue] = bit }
        return index
    }()

    /// The attributes in the set, in generation order.
    ///
    /// - Complexity: O(20).
    public var attributes: [LayoutAttribute] { Array(members) }

    /// The attributes in the set, in generation order, without building an array: what the DSL's
    /// hot paths iterate (an array per chain was a measurable share of making constraints).
    var members: Members { Members(bits: rawValue) }

    /// Iterates a set's attributes in generation order (lowest bit first).
    struct Members: Sequence, IteratorProtocol {
        var bits: UInt32

        var underestimatedCount: Int { bits.nonzeroBitCount }

        mutating func next() -> LayoutAttribute? {
            guard bits != 0 else { return nil }
            let bit = bits.trailingZeroBitCount
            bits &= bits - 1
            return AttributeSet.generationOrder[bit]
        }
    }

    /// The first attribute in generation order, if any.
    public var first: LayoutAttribute? {
        rawValue == 0 ? nil : AttributeSet.generationOrder[rawValue.trailingZeroBitCount]
    }

    /// The left edge.
    public static let left = LayoutAttribute.left.set
    /// The top edge.
    public static let top = LayoutAttribute.top.set
    /// The right edge.
    public static let right = LayoutAttribute.right.set
    /// The bottom edge.
    public static let bottom = LayoutAttribute.bottom.set
    /// The leading edge.
    public static let leading = LayoutAttribute.leading.set
    /// The trailing edge.
    public static let trailing = LayoutAttribute.trailing.set
    /// The width.
    public static let width = LayoutAttribute.width.set
    /// The height.
    public static let height = LayoutAttribute.height.set
    /// The horizontal centre.
    public static let centerX = LayoutAttribute.centerX.set
    /// The vertical centre.
    public static let centerY = LayoutAttribute.centerY.set
    /// The last baseline.
    public static let lastBaseline = LayoutAttribute.lastBaseline.set
    /// The first baseline.
    public static let firstBaseline = LayoutAttribute.firstBaseline.set
    /// The left margin.
    public static let leftMargin = LayoutAttribute.leftMargin.set
    /// The right margin.
    public static let rightMargin = LayoutAttribute.rightMargin.set
    /// The top margin.
    public static let topMargin = LayoutAttribute.topMargin.set
    /// The bottom margin.
    public static let bottomMargin = LayoutAttribute.bottomMargin.set
    /// The leading margin.
    public static let leadingMargin = LayoutAttribute.leadingMargin.set
    /// The trailing margin.
    public static let trailingMargin = LayoutAttribute.trailingMargin.set
    /// The horizontal centre of the margin rectangle.
    public static let centerXWithinMargins = LayoutAttribute.centerXWithinMargins.set
    /// The vertical centre of the margin rectangle.
    public static let centerYWithinMargins = LayoutAttribute.centerYWithinMargins.set

    /// Left and right.
    public static let horizontalEdges: AttributeSet = [.left, .right]
    /// Top and bottom.
    public static let verticalEdges: AttributeSet = [.top, .bottom]
    /// Left, top, right and bottom.
    public static let edges: AttributeSet = [.horizontalEdges, .verticalEdges]
    /// Leading and trailing.
    public static let directionalHorizontalEdges: AttributeSet = [.leading, .trailing]
    /// Top and bottom (the same attributes as ``verticalEdges``).
    public static let directionalVerticalEdges: AttributeSet = [.top, .bottom]
    /// Top, bottom, leading and trailing.
    public static let directionalEdges: AttributeSet = [.directionalHorizontalEdges, .directionalVerticalEdges]
    /// Width and height.
    public static let size: AttributeSet = [.width, .height]
    /// Horizontal and vertical centre.
    public static let center: AttributeSet = [.centerX, .centerY]
    /// The four margin edges.
    public static let margins: AttributeSet = [.leftMargin, .topMargin, .rightMargin, .bottomMargin]
    /// The four directional margin edges.
    public static let directionalMargins: AttributeSet = [.leadingMargin, .topMargin, .trailingMargin, .bottomMargin]
    /// Both centres of the margin rectangle.
    public static let centerWithinMargins: AttributeSet = [.centerXWithinMargins, .centerYWithinMargins]
}

extension AttributeSet: CustomStringConvertible {
    /// The attribute names in generation order, e.g. `"[left, top, right, bottom]"`.
    public var description: String {
        "[" + attributes.map(\.description).joined(separator: ", ") + "]"
    }
}

/// Something that offers the attribute properties (`left`, `edges`, …): the maker, a chain that
/// is still collecting attributes, and an item's `snp` namespace.
///
/// The properties are written once, in this protocol's extension; a conforming type only says
/// what selecting a set of attributes produces.
///
/// ```swift
/// make.left.right.equalToSuperview()   // ConstraintMaker, then AttributeChain
/// label.snp.top                        // ConstraintDSL → ConstraintItem
/// ```
public protocol AttributeSelecting {
    /// What selecting attributes produces.
    associatedtype Selection
    /// Selects `attributes` (added to any already selected).
    ///
    /// - Parameter attributes: The attributes to add.
    /// - Returns: The next stage.
    func selecting(_ attributes: AttributeSet) -> Selection
}

extension AttributeSelecting {
    /// The left edge.
    public var left: Selection { selecting(.left) }
    /// The top edge.
    public var top: Selection { selecting(.top) }
    /// The right edge.
    public var right: Selection { selecting(.right) }
    /// The bottom edge.
    public var bottom: Selection { selecting(.bottom) }
    /// The leading edge.
    public var leading: Selection { selecting(.leading) }
    /// The trailing edge.
    public var trailing: Selection { selecting(.trailing) }
    /// The width.
    public var width: Selection { selecting(.width) }
    /// The height.
    public var height: Selection { selecting(.height) }
    /// The horizontal centre.
    public var centerX: Selection { selecting(.centerX) }
    /// The vertical centre.
    public var centerY: Selection { selecting(.centerY) }
    /// The last baseline (the bottom edge of a view without text).
    public var lastBaseline: Selection { selecting(.lastBaseline) }
    /// Masonry's `baseline`: the same as ``lastBaseline`` (UIKit's `.baseline` is the last
    /// baseline), kept so that ported code compiles unchanged.
    public var baseline: Selection { selecting(.lastBaseline) }
    /// The first baseline (the top edge of a view without text).
    public var firstBaseline: Selection { selecting(.firstBaseline) }
    /// The left edge moved inward by the left layout margin.
    public var leftMargin: Selection { selecting(.leftMargin) }
    /// The right edge moved inward by the right layout margin.
    public var rightMargin: Selection { selecting(.rightMargin) }
    /// The top edge moved inward by the top layout margin.
    public var topMargin: Selection { selecting(.topMargin) }
    /// The bottom edge moved inward by the bottom layout margin.
    public var bottomMargin: Selection { selecting(.bottomMargin) }
    /// The leading edge moved inward by the leading layout margin.
    public var leadingMargin: Selection { selecting(.leadingMargin) }
    /// The trailing edge moved inward by the trailing layout margin.
    public var trailingMargin: Selection { selecting(.trailingMargin) }
    /// The horizontal centre of the margin rectangle.
    public var centerXWithinMargins: Selection { selecting(.centerXWithinMargins) }
    /// The vertical centre of the margin rectangle.
    public var centerYWithinMargins: Selection { selecting(.centerYWithinMargins) }
    /// Left, top, right and bottom.
    public var edges: Selection { selecting(.edges) }
    /// Left and right.
    public var horizontalEdges: Selection { selecting(.horizontalEdges) }
    /// Top and bottom.
    public var verticalEdges: Selection { selecting(.verticalEdges) }
    /// Top, bottom, leading and trailing.
    public var directionalEdges: Selection { selecting(.directionalEdges) }
    /// Leading and trailing.
    public var directionalHorizontalEdges: Selection { selecting(.directionalHorizontalEdges) }
    /// Top and bottom.
    public var directionalVerticalEdges: Selection { selecting(.directionalVerticalEdges) }
    /// Width and height.
    public var size: Selection { selecting(.size) }
    /// Horizontal and vertical centre.
    public var center: Selection { selecting(.center) }
    /// The four margin edges.
    public var margins: Selection { selecting(.margins) }
    /// The four directional margin edges.
    public var directionalMargins: Selection { selecting(.directionalMargins) }
    /// Both centres of the margin rectangle.
    public var centerWithinMargins: Selection { selecting(.centerWithinMargins) }
}
