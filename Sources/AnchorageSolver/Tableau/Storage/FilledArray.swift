// SPDX-License-Identifier: MIT

extension Array where Element: BitwiseCopyable {
    /// `count` copies of `value`: `Array(repeating:count:)` by another path.
    ///
    /// `Array(repeating:count:)` allocates through a standard-library entry point that is never
    /// specialized, and that looks up the storage class's type metadata at run time: more
    /// than filling a small array costs. A building
    /// solver makes several such arrays (the definition plan, scratch lists);
    /// `reserveCapacity` is specialized. Only for trivial elements: an element that holds a
    /// reference is copied slower one by one than `Array(repeating:count:)` fills it.
    ///
    /// - Complexity: O(`count`).
    init(filledWith value: Element, count: Int) {
        self.init()
        reserveCapacity(count)
        append(contentsOf: repeatElement(value, count: count))
    }
}

/// `count` copies of one value tail-allocated in one object, for the tables a solver makes at a
/// fixed size (the identity maps' entries, the constant scale's window of counts). An
/// array of them would be made through the unspecialized path described above and then filled
/// element by element; this is one allocation and one fill. Shared between copies of the value
/// that holds it, until one of them changes: ``Optional/makeUnique()``.
final class FilledBuffer<Element: BitwiseCopyable>: ManagedBuffer<Int, Element> {
    /// A buffer of `count` copies of `value` (its header).
    static func make(count: Int, filledWith value: Element) -> FilledBuffer {
        let buffer = allocate(count)
        buffer.withUnsafeMutablePointerToElements { $0.initialize(repeating: value, count: count) }
        return buffer
    }

    /// A buffer with the same elements.
    func copy() -> FilledBuffer {
        let count = header
        let copy = Self.allocate(count)
        withUnsafeMutablePointerToElements { elements in
            copy.withUnsafeMutablePointerToElements { $0.initialize(from: elements, count: count) }
        }
        return copy
    }

    /// A buffer of `count` elements, not yet initialized.
    private static func allocate(_ count: Int) -> FilledBuffer {
        unsafeDowncast(create(minimumCapacity: count) { _ in count }, to: FilledBuffer.self)
    }
}

extension Optional {
    /// Gives the holder a buffer of its own before it changes one shared with a copy.
    @inline(__always)
    mutating func makeUnique<Element>() where Wrapped == FilledBuffer<Element> {
        if !isKnownUniquelyReferenced(&self), let shared = self { self = shared.copy() }
    }
}
