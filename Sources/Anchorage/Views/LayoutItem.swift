// SPDX-License-Identifier: MIT

/// Something constraints can position: a ``LayoutView`` or a ``LayoutGuide``.
///
/// What users need of it is the DSL (`item.snp`) and being a constraint target; everything else
/// it carries (its `snp` label, the handles made from it, its solver variables while it takes
/// part in a layout) is internal. Subclass ``LayoutView`` or ``LayoutGuide``, not this class:
/// its initializer is internal. (It is `open` only because the superclass of an `open` class must
/// be `open`, and ``LayoutView`` and ``LayoutGuide`` are.)
///
/// ```swift
/// let items: [LayoutItem] = [view, guide]
/// items[1].snp.makeConstraints { make in make.width.equalTo(100) }
/// ```
open class LayoutItem {
    /// The debug name set with ``ConstraintDSL/setLabel(_:)``.
    @exclusivity(unchecked) var debugLabel: String?
    /// Activated handles whose first item is this item, in activation order: what `remake`,
    /// `update` and `remove` work on (SnapKit keeps an unordered set; an array keeps `update`'s
    /// matching deterministic).
    @exclusivity(unchecked) var activeHandles: [Constraint] = []
    /// The item's solver variables while it takes part in a layout pass (see ``LayoutEngine``).
    /// Only the engine touches it, and a frame pass reads it per moved item: no dynamic
    /// exclusivity check (see `Variable.value` for the same trade).
    @exclusivity(unchecked) var node: ItemNode?
    /// The item's node in the `systemLayoutSizeFitting` computation under way, if any: a side
    /// table kept on the item so that the computation finds its nodes without hashing (see
    /// FittingProblem.swift, which sets and clears it; the engine never reads it). Unowned: the
    /// computation holds its nodes and gives the item back its former value before they go, so
    /// the item's life costs no reference counting for it.
    var fittingNode: ItemNode? {
        get { unretainedFittingNode?.takeUnretainedValue() }
        set { unretainedFittingNode = newValue.map { Unmanaged.passUnretained($0) } }
    }
    /// ``fittingNode`` as stored: read as is by the lowering, which keeps no reference to it.
    @exclusivity(unchecked) var unretainedFittingNode: Unmanaged<ItemNode>?

    /// The item's rectangle in its superview's (a view's) or owning view's (a guide's)
    /// coordinates, read through to its tree's frame table while it is laid out (see
    /// ``FrameStorage``).
    let frameStorage: FrameStorage

    /// How everything that must not keep the item alive refers to it (see ``ItemReference``).
    let reference = ItemReference()

    init() {
        frameStorage = FrameStorage(.zero)
        reference.item = self
    }

    // Inlined into `LayoutView.init(frame:)`, which makes every view: left to itself, the
    // compiler calls it out of line, spilling the frame's four values to the stack.
    @inline(__always)
    init(initialFrame: Rect) {
        frameStorage = FrameStorage(initialFrame)
        reference.item = self
    }

    deinit {
        // Holders of the reference read nil from now on, as they would through a weak reference.
        reference.item = nil
    }

    /// The view whose subtree this item belongs to: the view itself, or a guide's owning view.
    var hierarchyView: LayoutView? { nil }

    /// The view a bare number is measured against (SnapKit's implicit superview): a view's
    /// superview, or a guide's owning view.
    var containerView: LayoutView? { nil }

    /// The layout margins used by the margin attributes (zero for guides).
    var marginInsets: EdgeInsets { .zero }

    /// Distance from the top edge to the first baseline, read by lowering: a view's
    /// ``LayoutView/firstBaselineOffsetFromTop``; 0 (the top edge) for a guide.
    var firstBaselineOffset: Double { 0 }

    /// Distance from the bottom edge up to the last baseline, read by lowering: a view's
    /// ``LayoutView/lastBaselineOffsetFromBottom``; 0 (the bottom edge) for a guide.
    var lastBaselineOffset: Double { 0 }

    /// The item a constraint's `attribute` of this item stands for when the constraint's other
    /// item is `other`, when that is not the item itself: a view may redirect some of its
    /// attributes (a ``ScrollView``'s edges, seen from its content, are its content area).
    /// (`nil` rather than `self` for "not redirected": lowering asks for every constraint, and
    /// returning `self` cost a reference-count round trip on the item each time.)
    func redirectedItem(for attribute: LayoutAttribute, relatedTo other: LayoutItem?) -> LayoutItem? { nil }

    /// The name used in descriptions: the `snp` label, or the object's address.
    var debugName: String { debugLabel ?? objectAddress(self) }

    /// `"LayoutView:name"`, SnapKit's `desc(item)`.
    var debugDescription: String { "\(type(of: self)):\(debugName)" }
}

/// `"0x7faa7bc38770"`: an object's address, as `%p` prints it.
func objectAddress(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
}
