// SPDX-License-Identifier: MIT

// The dual simplex's work list: a min-heap on (rank, id) of the restricted rows that went negative.

extension Tableau {
    /// Switches the work list's order between most negative first (`byID == false`, the default)
    /// and lowest id first (Bland's rule), re-keying the listed entries: O(*k* log *k*) once per
    /// switch, not per pivot.
    mutating func orderInfeasibleRows(byID: Bool) {
        guard work.infeasibleByID != byID else { return }
        work.infeasibleByID = byID
        for i in work.infeasible.indices { work.infeasible[i].rank = byID ? 0 : work.infeasible[i].constant }
        work.infeasible.sort()   // a sorted array is a valid min-heap
    }

    /// Notes that restricted basic `s` has a negative constant (every change of a row's constant
    /// that leaves it negative notes it again, with the new constant).
    mutating func noteInfeasible(_ s: Symbol) {
        let constant = rows[s.id].constant
        work.infeasible.append(InfeasibleRow(rank: work.infeasibleByID ? 0 : constant, constant: constant, symbol: s))
        var child = work.infeasible.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard work.infeasible[child] < work.infeasible[parent] else { break }
            work.infeasible.swapAt(parent, child)
            child = parent
        }
    }

    /// The most negative row still infeasible, skipping entries outdated by later changes.
    mutating func takeMostInfeasible() -> Symbol? {
        while let top = work.infeasible.first {
            let last = work.infeasible.removeLast()
            if !work.infeasible.isEmpty {
                work.infeasible[0] = last
                var parent = 0
                while true {
                    let left = 2 * parent + 1, right = left + 1
                    var smallest = parent
                    if left < work.infeasible.count && work.infeasible[left] < work.infeasible[smallest] { smallest = left }
                    if right < work.infeasible.count && work.infeasible[right] < work.infeasible[smallest] { smallest = right }
                    if smallest == parent { break }
                    work.infeasible.swapAt(parent, smallest)
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
