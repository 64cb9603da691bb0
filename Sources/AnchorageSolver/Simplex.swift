// SPDX-License-Identifier: MIT

// The pivot rules. Every choice below iterates in symbol-id order or breaks ties by id, so the
// same operations always give the same tableau, whatever the process or platform.
//
// Entering (primal): Dantzig's rule on the lexicographic objective: among nonbasic symbols whose
// reduced cost is lexicographically improving, take the one whose leading (highest-level)
// coefficient is at the highest level, then the most negative there, then the lowest id. kiwi
// takes the first improving symbol by id (Bland's rule) throughout, which walks a chain of N
// boxes in about N²/2 pivots; Dantzig's rule needs a small multiple of N there.
//
// Leaving (primal and artificial): the minimum ratio `constant / -coefficient` over restricted
// rows, ties to the lowest basic id.
//
// Dual simplex: the most infeasible row leaves; the entering symbol has the lexicographically
// smallest ratio `objective / coefficient` among the row's cells of at least `dualPivotFloor` of
// its largest candidate (a stability rule: the primal pass that follows repairs what it costs the
// objective), ties to the lowest id unless the lower-id cell is a rounding leftover
// (`negligiblePivotRatio` times smaller than a tied one).
//
// Anti-cycling: Dantzig's rule can cycle on degenerate vertices. After `blandThreshold`
// consecutive degenerate pivots (ratio zero) the entering rule falls back to Bland's (lowest id
// among improving symbols), which cannot cycle, until a pivot makes progress again. The dual
// simplex does the same for its leaving row, and also after a pass of `4 · rows + 50` pivots
// (its pivot floor can cycle through pivots that are not degenerate). In floating point Bland's
// rule does not end every cycle: see `pivotLimit`.
//
// Residue: the pricing takes a leading objective entry far below its level's weight for the zero
// it is in exact arithmetic, and clears it (`isObjectiveResidue(_:of:)`).

extension Tableau {
    /// Consecutive degenerate pivots tolerated before switching to Bland's rule.
    static let blandThreshold = 50

    /// How many times larger a tied cell must be to enter the dual simplex instead of a
    /// lower-id one. Ties otherwise keep Bland's lowest-id order (the path kiwi-compatible
    /// results and the anti-cycling fallback rely on); only a cell this much smaller, which is
    /// a rounding leftover rather than a real coefficient, is passed over.
    static let negligiblePivotRatio = 1e6

    /// The smallest cell, relative to the row's largest candidate, that the dual simplex pivots
    /// on outside Bland's rule (see ``dualEntering(for:stable:)``).
    static let dualPivotFloor = 0.1

    /// The most pivots one simplex pass makes: far more than any terminating pass needs (a pass
    /// rarely makes more pivots than there are rows), so it only ever stops a cycle that Bland's
    /// rule failed to end in floating point (oracle systems 74, 835 and others). Better a
    /// suboptimal answer or a refused add than a solver that never returns.
    var pivotLimit: Int { 4 * rows.count + 500 }

    /// Whether nonbasic `s` can enter to improve the objective, and in which direction
    /// (+1: increase; -1: decrease, for unrestricted externals with a positive reduced cost).
    @inline(__always)
    func improvingDirection(_ s: Symbol) -> Double? {
        guard !isBasic[s.id], !s.isDummy, let lead = objective[s.id].leading else { return nil }
        if lead.coefficient < 0 { return 1 }
        if s.isExternal { return -1 }
        return nil
    }

    /// The entering symbol for the primal simplex, from the lazy candidate list (pruning entries
    /// that cannot improve), after clearing residue from the leading levels of the objective
    /// coefficients it looks at (``isObjectiveResidue(_:of:)``).
    mutating func primalEntering(bland: Bool) -> (symbol: Symbol, direction: Double)? {
        var real: [Symbol] = []
        while true {
            let (entering, suspect) = priceCandidates(bland: bland, real: real)
            // The column scan and the clearing happen out here, and the pricing then runs again:
            // in the pricing loop, a call would cost every iteration (the compiler could no
            // longer check the work list's storage once, before the loop).
            guard let suspect else { return entering }
            if !clearResidueLead(of: suspect) { real.append(suspect) }
        }
    }

    /// One pass of ``primalEntering(bland:)`` over the candidates: the entering symbol, or the
    /// first candidate whose leading objective entry is small enough to be residue (and not
    /// listed in `real`, those found not to be).
    private mutating func priceCandidates(bland: Bool, real: [Symbol])
        -> (entering: (symbol: Symbol, direction: Double)?, suspect: Symbol?)
    {
        var best: Symbol? = nil
        var bestDirection = 0.0
        var bestLevel = -Double.infinity
        var bestMagnitude = 0.0
        let suspect = Tolerance.pivot * largestLevelWeight
        var i = 0
        while i < candidates.count {
            let s = candidates[i]
            let current = symbolKinds[s.id] == s
            let lead = current && !isBasic[s.id] && !s.isDummy ? objective[s.id].leading : nil
            // Either sign: residue that looks improving, or positive residue hiding an improving
            // level below it. One comparison keeps real coefficients off the column scan.
            if let lead, abs(lead.coefficient) <= suspect, !real.contains(s) { return (nil, s) }
            guard let lead, lead.coefficient < 0 || s.isExternal else {
                // A stale entry (its id now names another kind of symbol) leaves the flag to the
                // id's current symbol.
                if current { isCandidate[s.id] = false }
                candidates.swapAt(i, candidates.count - 1)
                candidates.removeLast()
                continue
            }
            i += 1
            let magnitude = abs(lead.coefficient)
            let better: Bool
            if let b = best {
                if bland {
                    better = s < b
                } else if lead.level != bestLevel {
                    better = lead.level > bestLevel
                } else if magnitude != bestMagnitude {
                    better = magnitude > bestMagnitude
                } else {
                    better = s < b
                }
            } else {
                better = true
            }
            if better {
                best = s
                bestDirection = lead.coefficient < 0 ? 1 : -1
                bestLevel = lead.level
                bestMagnitude = magnitude
            }
        }
        return (best.map { ($0, bestDirection) }, nil)
    }

    // MARK: - Residue in the objective

    /// Raises the weight scale of `level` to `weight` if it is larger (see ``levelWeights``).
    mutating func noteLevelWeight(_ weight: Double, at level: Double) {
        if weight > largestLevelWeight { largestLevelWeight = weight }
        var i = 0
        while i < levelWeights.count, levelWeights[i].level > level { i += 1 }
        if i < levelWeights.count, levelWeights[i].level == level {
            if weight > levelWeights[i].coefficient { levelWeights[i].coefficient = weight }
        } else {
            levelWeights.insert(LevelEntry(level: level, coefficient: weight), at: i)
        }
    }

    /// The largest error weight at `level` (0 if no optional constraint was ever added there).
    ///
    /// - Complexity: O(levels), a handful.
    func levelWeight(at level: Double) -> Double {
        for entry in levelWeights where entry.level == level { return entry.coefficient }
        return 0
    }

    /// Whether `entry`, a level of nonbasic `s`'s objective coefficient, is rounding residue
    /// where exact arithmetic has zero.
    ///
    /// An objective coefficient at level `L` is a sum of products `w · a`: error weights at `L`
    /// (at most ``levelWeight(at:)``) times the cells of `s`'s column in the errors' rows (and
    /// `w` itself if `s` is an error). ``Tolerance/sum`` cancels each step against its own
    /// operands, but the objective goes through every pivot's substitution, and a dense LP's
    /// pivots leave entries like 1e-10 beside weights of 10 (oracle system 1929) or 1e-12
    /// (1131). Such residue does harm either way: negative, it enters, limited by nothing but
    /// a residue cell, and the pivot divides by 1e-10 (1929 lost required constraints by 500);
    /// positive, it hides a real improving coefficient at a lower level, since the sign of a
    /// reduced cost is that of its highest level (1131, replayed with ghost dummies, ended 7
    /// units above the optimum of its lowest level).
    ///
    /// The test is ``Tolerance``'s own: a value within ``Tolerance/epsilon`` of the largest
    /// operand it is computed from, here `levelWeight · max(1, largest cell of the column in an
    /// error's row)`. Only coefficients below ``Tolerance/pivot`` times the level's weight are
    /// examined (one column scan each, which layouts never pay), so a worn column cannot make
    /// a coefficient larger than that pass for residue.
    func isObjectiveResidue(_ entry: LevelEntry, of s: Symbol) -> Bool {
        let weight = levelWeight(at: entry.level)
        let magnitude = abs(entry.coefficient)
        guard magnitude <= Tolerance.pivot * weight else { return false }
        var largest = 1.0
        for cell in columns[s.id] where cell.basic.kind == .error && abs(cell.coefficient) > largest {
            largest = abs(cell.coefficient)
        }
        return Tolerance.isNegligible(magnitude, comparedTo: weight * largest)
    }

    /// Clears the leading levels of nonbasic `s`'s objective coefficient while they are residue
    /// (``isObjectiveResidue(_:of:)``), journaled like any objective change, so the pricing
    /// sees the first real level.
    ///
    /// - Returns: Whether anything was cleared (`false`: the leading entry is real).
    @discardableResult
    mutating func clearResidueLead(of s: Symbol) -> Bool {
        var cleared = false
        while !isBasic[s.id], let lead = objective[s.id].leading, isObjectiveResidue(lead, of: s) {
            addObjective(level: lead.level, coefficient: -lead.coefficient, to: s)
            cleared = true
        }
        return cleared
    }

    /// The restricted basic row that limits `entering` moving in `direction`: minimum ratio,
    /// ties to the lowest basic id unless its cell is a weak pivot beside the other's
    /// (``Tolerance/pivot``); `nil` when nothing limits it. Also reports whether the step is
    /// degenerate (ratio zero).
    ///
    /// Cells negligible beside the largest coefficient of their own row (the ``Tolerance``
    /// cancellation criterion) are rounding residue, not limits: a cell of 1e-14 where exact
    /// arithmetic has zero can be the only "limit" on a ray, at a ratio of 1e16, and a pivot on it
    /// divides its row by 1e-14 and spreads coefficients of 1e14 through the tableau (required
    /// constraints were then found violated after removals). The comparison is within the row,
    /// never down the column: rows have unrelated scales (a phase-one row holding 1e16 beside a
    /// slack's row holding 10, both exact), and passing over a real limit makes the pivot
    /// infeasible. The common case costs one pass: only when the winner's cell is negligible in
    /// its row is the column scanned again without such cells.
    func leavingRow(for entering: Symbol, direction: Double) -> (symbol: Symbol, degenerate: Bool)? {
        func scan(skippingNegligible: Bool) -> (symbol: Symbol, ratio: Double, coefficient: Double)? {
            var best: Symbol? = nil
            var bestRatio = Double.infinity
            var bestCoefficient = 0.0
            for entry in columns[entering.id] {
                let m = abs(entry.coefficient)
                guard !entry.basic.isExternal else { continue }
                let basic = entry.basic
                let a = entry.coefficient * direction
                guard a < 0 else { continue }
                if skippingNegligible && isNegligibleInRow(m, basic) { continue }
                let ratio = rows[basic.id].constant / -a
                // A tie (typically two rows at ratio zero) goes to the lowest id, unless that
                // row's cell is a weak pivot beside this one (``Tolerance/pivot``).
                if ratio < bestRatio
                    || (ratio == bestRatio
                        && (Tolerance.isWeakPivot(bestCoefficient, comparedTo: m)
                            || (basic < best! && !Tolerance.isWeakPivot(m, comparedTo: bestCoefficient)))) {
                    best = basic
                    bestRatio = ratio
                    bestCoefficient = m
                }
            }
            return best.map { ($0, bestRatio, bestCoefficient) }
        }
        guard var found = scan(skippingNegligible: false) else { return nil }
        if isNegligibleInRow(found.coefficient, found.symbol) {
            guard let again = scan(skippingNegligible: true) else { return nil }
            found = again
        }
        return (found.symbol, found.ratio == 0)
    }

    /// Whether magnitude `m` is negligible (``Tolerance/isNegligible(_:comparedTo:)``) beside the
    /// largest cell of `basic`'s row. Dummy cells set the scale only of a basic dummy's row (a
    /// redundant equation, a relation between dummies where any other cell is residue: one of
    /// 1e-20 there once entered a pivot and put 1e19 into every row); elsewhere a dummy is fixed
    /// at zero and its coefficient's scale is arbitrary (see ``chooseSubject(_:marker:other:)``).
    ///
    /// - Complexity: O(row length).
    func isNegligibleInRow(_ m: Double, _ basic: Symbol) -> Bool {
        Tolerance.isNegligible(m, comparedTo: rows[basic.id].largestMagnitude(countingDummies: basic.isDummy))
    }

    /// Primal simplex on the lexicographic objective, from a feasible tableau to an optimal one.
    ///
    /// - Returns: `false` if some symbol looked improving along an unbounded ray, which the
    ///   objective (a weighted sum of nonnegative errors) rules out in exact arithmetic: its
    ///   rounding residue was cleared. The tableau is left feasible and optimal either way.
    @discardableResult
    mutating func optimize() -> Bool {
        var degenerateRun = 0
        var bounded = true
        var recomputed = false
        var steps = 0
        let limit = pivotLimit
        while let (entering, direction) = primalEntering(bland: degenerateRun >= Self.blandThreshold) {
            // The last line of defence against a cycle that Bland's rule did not end (rounding):
            // stop at a feasible, possibly suboptimal vertex rather than never return.
            steps += 1
            if steps > limit { break }
            guard let (leaving, degenerate) = leavingRow(for: entering, direction: direction) else {
                // First suspect the objective: rebuilt from the errors' current rows, it loses
                // the drift of every substitution it went through since the constraints were
                // added. Only a ray that survives that is residue in the column.
                if !recomputed {
                    recomputed = true
                    recomputeObjective()
                    // A ray is a symptom of a worn tableau: refactor when the operation ends.
                    refactorNeeded = true
                    continue
                }
                // Nothing limits `entering`: moving it is a feasible ray. Every level's objective
                // is a weighted sum of nonnegative errors, bounded below by zero, so in exact
                // arithmetic no ray improves any level, and the leading coefficient that made the
                // symbol look improving is rounding residue. It builds up in the objective through
                // long sequences of pivots (each cell a sum of many products, so a cancellation
                // can leave 1e-11 beside operands near 1e-2, above `Tolerance`'s relative cut),
                // typically after a removal frees variables. Setting such a symbol aside (as this
                // loop once did) left its real lower-level coefficients unexamined and the
                // tableau non-optimal — wrong answers at the lower levels. Instead the residue is
                // cleared (journaled like any objective change) and the symbol examined again at
                // its next level.
                bounded = false
                let lead = objective[entering.id].leading!
                addObjective(level: lead.level, coefficient: -lead.coefficient, to: entering)
                continue
            }
            degenerateRun = degenerate ? degenerateRun + 1 : 0
            pivot(entering: entering, leaving: leaving)
        }
        return bounded
    }

    /// Rebuilds the objective from its definition: every optional constraint's errors, times
    /// their weights at their levels, with basic errors replaced by their rows. In exact
    /// arithmetic this changes nothing; in floating point it clears the drift that the
    /// objective accumulates through every pivot's substitution (journaled like any change).
    ///
    /// - Complexity: O(symbols + the cells of the basic errors' rows).
    mutating func recomputeObjective() {
        for id in objective.indices where !objective[id].isEmpty { _ = takeObjective(symbolKinds[id]) }
        for record in records {
            if let record { addErrorEffects(of: record, times: 1) }
        }
    }

    /// Phase one for a row that has no valid subject: drives the artificial symbol `art`
    /// (basic, `art = row ≥ 0`) to zero by primal simplex on `art` alone.
    ///
    /// - Returns: Whether `art` reached zero (left the basis, or stayed basic at a constant that
    ///   is negligible beside its starting value).
    mutating func minimizeArtificial(_ art: Symbol) -> Bool {
        let start = rows[art.id].constant
        var degenerateRun = 0
        var steps = 0
        let limit = pivotLimit
        while isBasic[art.id] {
            steps += 1
            if steps > limit { break }   // a cycle Bland's rule did not end (see `pivotLimit`)
            let bland = degenerateRun >= Self.blandThreshold
            var best: Symbol? = nil
            var bestDirection = 0.0
            var bestMagnitude = 0.0
            // Cells negligible beside the row's largest are cancellation residue (a variable
            // that exact arithmetic eliminates shows up at 1e-13): never entering, or the pivot
            // would divide by the residue and spread 1e19 through the tableau (libFuzzer).
            let largest = rows[art.id].largestMagnitude()
            for cell in rows[art.id].cells where !cell.symbol.isDummy {
                let c = cell.coefficient
                let direction: Double
                if c < 0 { direction = 1 } else if cell.symbol.isExternal { direction = -1 } else { continue }
                let magnitude = abs(c)
                if Tolerance.isNegligible(magnitude, comparedTo: largest) { continue }
                // Cells are in id order, so the first candidate is Bland's choice.
                if best == nil || (!bland && magnitude > bestMagnitude) {
                    best = cell.symbol
                    bestDirection = direction
                    bestMagnitude = magnitude
                }
                if bland { break }
            }
            guard let entering = best,
                  let (leaving, degenerate) = leavingRow(for: entering, direction: bestDirection)
            else { break }
            degenerateRun = degenerate ? degenerateRun + 1 : 0
            pivot(entering: entering, leaving: leaving)
        }
        return !isBasic[art.id] || Tolerance.isNegligible(rows[art.id].constant, comparedTo: start)
    }

    /// Dual simplex: from an optimal tableau whose rows may have gone infeasible (negative
    /// constants on restricted basics, listed in `infeasible`) back to a feasible optimal one.
    ///
    /// The row repaired first is the most negative, ties to the lowest id (`infeasible` is a heap
    /// on that order), so the path depends on the tableau alone and not on the order in which
    /// rows went negative, which follows the unordered column index. For a row, the entering
    /// symbol minimizes `objective / coefficient` lexicographically over its positive cells (and
    /// any cell of an unrestricted external), ties to the lowest id unless that cell is
    /// negligible beside a tied one (``negligiblePivotRatio``).
    ///
    /// - Returns: `nil` on success, or the basic symbol of a row that no pivot can repair (its
    ///   constraints are infeasible together).
    mutating func dualOptimize() -> Symbol? {
        // Anti-cycling, as for the primal: the most-infeasible row can cycle through degenerate
        // dual pivots (found by the oracle tests). After `blandThreshold` degenerate pivots in a
        // row (the entering symbol's objective coefficient is zero, so the objective stays put),
        // the infeasible row with the lowest id leaves instead (Bland's rule for the dual simplex;
        // the entering choice already breaks ratio ties to the lowest id), which terminates.
        // Counting only degenerate pivots keeps long honest runs (a drag that flips every weak
        // preference at once) on the most-infeasible rule.
        var degenerateRun = 0
        var pivots = 0
        let longPass = 4 * rows.count + Self.blandThreshold, limit = pivotLimit
        defer { orderInfeasibleRows(byID: false) }
        while let leaving = takeMostInfeasible() {
            // As for the primal pass, a cycle that survives Bland's rule ends here: the row is
            // reported as one no pivot repairs (a required add is then rolled back and refused).
            if pivots > limit {
                noteInfeasible(leaving)
                return leaving
            }
            // Under Bland's rule (the anti-cycling fallback) every candidate counts, or the rule
            // would not be Bland's and could cycle.
            guard let entering = dualEntering(for: leaving, stable: !infeasibleByID) else {
                noteInfeasible(leaving)
                return leaving
            }
            degenerateRun = objective[entering.id].isEmpty ? degenerateRun + 1 : 0
            pivots += 1
            // The pivot-size floor of `dualEntering` gives up the ratio rule's guarantee that
            // the objective never goes back, so a pass can also cycle through pivots that are not
            // degenerate; a pass that runs long without finishing goes over to Bland's rule too.
            if degenerateRun == Self.blandThreshold || pivots == longPass { orderInfeasibleRows(byID: true) }
            pivot(entering: entering, leaving: leaving)
        }
        return nil
    }

    /// The entering symbol for the dual simplex on infeasible row `leaving`: among its positive
    /// cells (and any cell of an unrestricted external), the lexicographically smallest ratio
    /// `objective / coefficient`; `nil` when no cell can repair the row.
    ///
    /// Cells weak beside the row's largest candidate (``dualPivotFloor``) are passed over while
    /// another candidate exists: a ratio test alone picks pivots of 1e-3 beside neighbours of
    /// 1e2, each pivot multiplies the rounding error already in the tableau by their ratio, and
    /// after a few hundred of them oracle systems lost required constraints. The objective may
    /// then be left improvable at the skipped symbol; every caller runs the primal simplex
    /// afterwards, which repairs that exactly.
    func dualEntering(for leaving: Symbol, stable: Bool) -> Symbol? {
        // A cell can repair the row if raising its symbol raises the row: a positive cell, or
        // any cell of an unrestricted external (which may also move down).
        func repairs(_ cell: Cell) -> Bool { !cell.symbol.isDummy && (cell.coefficient > 0 || cell.symbol.isExternal) }
        var largest = 0.0
        for cell in rows[leaving.id].cells where repairs(cell) { largest = max(largest, abs(cell.coefficient)) }
        guard largest > 0 else { return nil }
        let floor = stable ? Self.dualPivotFloor * largest : 0
        var best: Symbol? = nil
        var bestScale = 0.0
        for cell in rows[leaving.id].cells where repairs(cell) && abs(cell.coefficient) >= floor {
            let scale = 1 / abs(cell.coefficient)
            if let b = best {
                let v = objective[cell.symbol.id], w = objective[b.id]
                // A tie (equal ratios, typically both zero at a dual-degenerate vertex) goes to
                // the lower id (cells are in id order) unless that cell is negligible beside the
                // other (`negligiblePivotRatio`). Lowest id alone entered cells of 1e-17, rounding
                // leftovers, whose pivots blew row constants up to 1e18 (oracle system 74).
                if LevelVector.isLess(v, scaledBy: scale, than: w, scaledBy: bestScale)
                    || (scale * Self.negligiblePivotRatio < bestScale
                        && !LevelVector.isLess(w, scaledBy: bestScale, than: v, scaledBy: scale)) {
                    best = cell.symbol
                    bestScale = scale
                }
            } else {
                best = cell.symbol
                bestScale = scale
            }
        }
        return best
    }

    // MARK: - The infeasible rows: a min-heap on (rank, id)

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
