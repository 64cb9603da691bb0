// SPDX-License-Identifier: MIT

/// A non-owning reference to a layout item that reads `nil` once the item is gone: how
/// constraints, handles, layout nodes and the engine's queues point at their items.
///
/// Why not `weak`: the first weak reference to an object gives it a side table, and from then on
/// every retain and release of that object takes the runtime's slow path through the table (an
/// extra allocation, a pointer chase and a compare-and-swap on another cache line). Views are
/// retained and released many times per constraint while constraints are made and lowered, so
/// weakly referenced views made the DSL and the first layout markedly slower. Instead, each item
/// owns one box, created with it and cleared by its `deinit`; holders keep the box (strongly), and
/// reading the item is a plain load and an ordinary retain.
final class ItemReference {
    /// The item, or `nil` once its `deinit` ran. Held unretained, which is sound because the
    /// item clears it before its memory goes away (``LayoutItem``'s `deinit`), and a tree is used
    /// from one thread at a time. (Unchecked exclusivity: read for every constraint and never
    /// handed out `inout`.)
    var item: LayoutItem? {
        get { unretained?.takeUnretainedValue() }
        set { unretained = newValue.map { Unmanaged.passUnretained($0) } }
    }
    /// ``item`` as stored: for code that reads an item many times per call and keeps no
    /// reference to it (lowering a constraint), which lends it with `_withUnsafeGuaranteedRef`
    /// while its caller holds the item.
    @exclusivity(unchecked) private(set) var unretained: Unmanaged<LayoutItem>?

    init() {}

    /// The item of a view's box as a ``LayoutView``: only for boxes of views (an install host,
    /// a queued view).
    @inline(__always)
    var view: LayoutView? {
        guard let item else { return nil }
        return unsafeDowncast(item, to: LayoutView.self)
    }
}
