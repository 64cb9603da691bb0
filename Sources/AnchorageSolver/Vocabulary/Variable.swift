// SPDX-License-Identifier: MIT

/// One unknown of a constraint system: a named reference handle whose ``value`` the solver writes.
///
/// A `Variable` is a class because identity is the point: two variables with the same name are
/// still two unknowns.
///
/// ```swift
/// let width = Variable("width")
/// try solver.addConstraint(width == 120)
/// solver.updateVariables()
/// print(width.value)   // 120.0
/// ```
///
/// `Variable` deliberately does not conform to `Equatable`: `==` between variables builds a
/// ``LinearConstraint``, and a `Bool`-returning `==` beside it would make `let c = a == b`
/// ambiguous. Compare identities with `===`.
public final class Variable {
    /// The name shown in descriptions, errors and ``Solver/dump()``. Names need not be unique,
    /// and changing one changes nothing in any solver: solvers know a variable by identity.
    public var name: String

    /// Whatever the creator of the variable wants to find through it again (a model object, a
    /// row of a table, an id); `nil` until set. The solver never reads or writes it.
    ///
    /// ```swift
    /// let width = Variable("width")
    /// width.context = "sidebar"
    /// ```
    ///
    /// Like the variable itself, the context belongs to the thread that owns the solver: it is
    /// not `Sendable`, and a ``SolverError`` that crosses threads carries the variable, not a
    /// right to read its context there.
    public var context: Any?

    /// The value from the last ``Solver/updateVariables()`` of a solver that holds this variable
    /// (the value given at creation before any). A solver that drops the variable (its last
    /// constraint removed, ``Solver/reset()``, the solver released) leaves it this value.
    ///
    /// ```swift
    /// let x = Variable("x")
    /// try solver.addConstraint(x == 12)
    /// solver.updateVariables()
    /// x.value   // 12.0
    /// ```
    ///
    /// - Complexity: O(1).
    public var value: Double {
        if let home { return home.values[Int(homeSlot)] }
        return storedValue
    }

    /// The value while no solver's ``ValueTable`` holds it.
    ///
    /// Dynamic exclusivity checking is off for this storage and the next ones: a solver's update
    /// reads and writes them for thousands of variables per call, the runtime check cost more
    /// than the access, and they are plain values that no API hands out `inout`. (The storage
    /// sits behind accessors because another module reading an unchecked stored property
    /// directly still pays the check; an accessor call costs a fraction of it.)
    @exclusivity(unchecked) var storedValue: Double

    /// The table of the solver that wrote this variable last, which holds its value at
    /// ``homeSlot`` (its symbol id there); nil when no solver holds its value.
    @exclusivity(unchecked) var home: ValueTable?
    @exclusivity(unchecked) var homeSlot: UInt32 = 0

    /// The variable's symbol in the solver marked by ``hintOwner``: a hint that spares a table
    /// lookup, valid only after a solver confirms it holds this very variable there
    /// (Tableau+IdentityHints.swift).
    @exclusivity(unchecked) var symbolHint: UInt32 = Variable.noSymbolHint
    /// The owner mark of the solver that holds ``symbolHint``; 0 for none.
    @exclusivity(unchecked) var hintOwner: UInt = 0

    /// The ``symbolHint`` of a variable no solver has given a symbol yet.
    static let noSymbolHint = UInt32.max

    /// The engine's tag (``ownerTag``, declared in the seam), kept behind unchecked storage.
    @exclusivity(unchecked) var storedOwnerTag = -1

    /// Creates a variable.
    ///
    /// - Parameters:
    ///   - name: A name for descriptions and diagnostics.
    ///   - value: The value reported until a solver writes one.
    public init(_ name: String = "", value: Double = 0) {
        self.name = name
        self.storedValue = value
    }
}

extension Variable: CustomStringConvertible {
    /// The variable's name, or `<unnamed>` when it has none.
    public var description: String { name.isEmpty ? "<unnamed>" : name }
}
