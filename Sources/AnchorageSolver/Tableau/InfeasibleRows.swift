// SPDX-License-Identifier: MIT

// The dual simplex's work list: a min-heap on (rank, id) of the restricted rows that went negative.

extension Tableau {
    /// Switches the work list's order between most negative first (`byID == false`, the default)
    /// and lowest id first (Bland's rule), re-keying the listed entries: O(*k* log *k*) once per
    /// switch, not per pivot.
    mutating func orderInfeasibleRows(byID: Bool) {
        guard infeasibleByID != byID else { return }
        infeasibleByID = byID
        for i in infeasible.indices { infeasible[i].rank = byID ? 0 : infeasible[i].constant }
        infeasible.sort()   // a sorted array is a valid min-heap
    }

    /// Notes that restricted basic `s` has a negative constant (every change of a row's constant
    /// that leaves it negative notes it again, with the new constant).
    mutating func noteInfeasible(_ s: Symbol) {
        let constant = rows[s.id].constant
        infeasible.append(InfeasibleRow(rank: infeasibleByID ? 0 : constant, constant: constant, symbol: s))
        var child = infeasible.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard infeasible[child] < infeasible[parent] else { break }
            infeasible.swapAt(parent, child)
            child = parent
        }
    }

    /// The most negative row still infeasible, skipping entries outdated by later changes.
    mutating func takeMostInfeasible() -> Symbol? {
        while let top = infeasible.first {
            let last = infeasible.removeLast()
            if !infeasible.isEmpty {
                infeasible[0] = last
                var parent = 0
                while true {
                    let left = 2 * parent + 1, right = left + 1
                    var smallest = parent
                    if left < infeasible.count && infeasible[left] < infeasible[smallest] { smallest = left }
                    if right < infeasible.count && infeasible[right] < infeasible[smallest] { smallest = right }
                    if smallest == parent { break }
                    infeasible.swapAt(parent, smallest)
                    parent = smallest
                }
            }
            let s = top.symbol
            if isBasic[s.id], symbolKinds[s.id] == s, rows[s.id].constant == top.constant, top.constant < 0 {
                return s
            }
        }
        return nil
    }
}

/// An entry of the dual simplex work list, ordered by `rank` then symbol id: `rank` is the row's
/// constant (most negative first), or 0 for every entry under Bland's rule (lowest id first).
/// `constant` is the row's constant when listed, which tells an outdated entry.
struct InfeasibleRow: Comparable {
    var rank: Double
    var constant: Double
    var symbol: Symbol

    static func < (lhs: InfeasibleRow, rhs: InfeasibleRow) -> Bool {
        lhs.rank < rhs.rank || (lhs.rank == rhs.rank && lhs.symbol < rhs.symbol)
    }
}
