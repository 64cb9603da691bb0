// SPDX-License-Identifier: MIT

/// An unknown of the tableau: a user ``Variable`` or one of the symbols the solver adds per
/// constraint. Symbols are ordered by their dense integer id, which is what every tie-break in
/// the pivot rules uses, so results never depend on memory addresses or hashing.
///
/// The id and the kind share one `UInt32` (`id << 2 | kind`), so comparing raw values compares
/// ids, and a `Symbol` is four bytes in a row cell.
struct Symbol: Hashable, Comparable {
    /// What a symbol stands for.
    enum Kind: UInt32 {
        /// A user variable: unrestricted in sign.
        case external = 0
        /// The slack `s ≥ 0` that turns an inequality into an equation.
        case slack = 1
        /// An error `e ≥ 0` measuring how far an optional constraint is violated.
        case error = 2
        /// A marker fixed at zero that records a required equation in the tableau, so the
        /// equation can be found again to remove it or explain a conflict.
        case dummy = 3
    }

    let raw: UInt32

    init(raw: UInt32) {
        self.raw = raw
    }

    init(id: Int, kind: Kind) {
        raw = UInt32(truncatingIfNeeded: id) << 2 | kind.rawValue
    }

    /// The dense index into the tableau's per-symbol fields (``SymbolTable``).
    @inline(__always) var id: Int { Int(raw >> 2) }
    @inline(__always) var kind: Kind { Kind(rawValue: raw & 3)! }
    /// Externals are unrestricted; slack, error and dummy symbols are `≥ 0`.
    @inline(__always) var isExternal: Bool { raw & 3 == 0 }
    /// Dummies never enter the basis: they are fixed at zero.
    @inline(__always) var isDummy: Bool { raw & 3 == 3 }
    /// Slack and error symbols: restricted and free to enter the basis.
    @inline(__always) var isPivotable: Bool { let k = raw & 3; return k == 1 || k == 2 }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}
