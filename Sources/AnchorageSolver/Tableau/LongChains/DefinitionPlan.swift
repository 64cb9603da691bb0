// SPDX-License-Identifier: MIT

/// The definitions compiled for ``Tableau/evaluateAllDefinitions(_:)``: per definition, in order,
/// the terms of its row that name basic symbols, and the ordinary basic rows those name. The
/// ordered pass reads this instead of the rows, so it skips the nonbasic cells (the definition's
/// own dummy marker, at least) and tests nothing per cell.
///
/// A pass over a big layout is bound by the memory it reads, so a step is 8 bytes: its two
/// indices in 32 bits (symbol ids and term counts stay far below 2^31), read as `Int`.
struct DefinitionPlan: Equatable {
    struct Step: Equatable {
        private let storedId: Int32
        private let storedTermEnd: Int32

        init(id: Int, termEnd: Int) {
            storedId = Int32(id)
            storedTermEnd = Int32(termEnd)
        }

        /// The definition's symbol id (its row constant is kept apart, in
        /// ``Definitions/planConstants``: constants change without invalidating the plan).
        var id: Int { Int(storedId) }
        /// One past the index of its last term in `terms`.
        var termEnd: Int { Int(storedTermEnd) }
    }

    struct Term: Equatable {
        /// The named symbol's id, where the value table holds its value: an earlier
        /// definition's, or an ordinary basic row's constant (its variable's value).
        var value: Int
        var coefficient: Double
    }

    /// The terms of all steps, in step order, stored as two arrays: 12 bytes a term where a
    /// ``Term`` takes 16.
    struct TermList: Equatable {
        private var values: [Int32] = []
        private var coefficients: [Double] = []

        var count: Int { values.count }

        subscript(t: Int) -> Term { Term(value: Int(values[t]), coefficient: coefficients[t]) }

        mutating func reserveCapacity(_ capacity: Int) {
            values.reserveCapacity(capacity)
            coefficients.reserveCapacity(capacity)
        }

        mutating func append(_ term: Term) {
            values.append(Int32(term.value))
            coefficients.append(term.coefficient)
        }

        /// Calls `body` with the terms' storage.
        func withUnsafeBuffers<R>(_ body: (Buffers) -> R) -> R {
            values.withUnsafeBufferPointer { values in
                coefficients.withUnsafeBufferPointer { coefficients in
                    body(Buffers(values: values, coefficients: coefficients))
                }
            }
        }

        /// A ``TermList``'s storage, read by the passes.
        struct Buffers {
            let values: UnsafeBufferPointer<Int32>
            let coefficients: UnsafeBufferPointer<Double>

            @inline(__always)
            subscript(t: Int) -> Term { Term(value: Int(values[t]), coefficient: coefficients[t]) }
        }
    }

    var steps: [Step] = []
    var terms = TermList()
    /// The ordinary basic symbols that definitions name, each once.
    var sources: [Int] = []
}
