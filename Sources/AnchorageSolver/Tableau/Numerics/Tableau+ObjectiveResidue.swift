// SPDX-License-Identifier: MIT

extension Tableau {
    /// Raises the weight scale of `level` to `weight` if it is larger (see ``levelWeights``).
    mutating func noteLevelWeight(_ weight: Double, at level: Double) {
        if weight > largestLevelWeight { largestLevelWeight = weight }
        var i = 0
        while i < levelWeights.count, levelWeights[i].level > level { i += 1 }
        if i < levelWeights.count, levelWeights[i].level == level {
            if weight > levelWeights[i].coefficient { levelWeights[i].coefficient = weight }
        } else {
            // Room for a few levels at once: grown from empty, a form's required, strong, medium
            // and weak levels would reallocate the list at each of its first inserts.
            if levelWeights.isEmpty { levelWeights.reserveCapacity(4) }
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
    /// where exact arithmetic has zero: ``Numerics``'s own test, a value within
    /// ``Numerics/epsilon`` of the largest operand it is computed from, here
    /// `levelWeight · max(1, largest cell of the column in an error's row)`. Only coefficients
    /// below ``Numerics/pivot`` times the level's weight are examined (one column scan each,
    /// which layouts never pay), so a worn column cannot make a larger one pass for residue.
    /// Why residue harms either way: the Numerics article's "Objective residue".
    mutating func isObjectiveResidue(_ entry: LevelEntry, of s: Symbol) -> Bool {
        let weight = levelWeight(at: entry.level)
        let magnitude = abs(entry.coefficient)
        guard magnitude <= Numerics.pivot * weight else { return false }
        var largest = 1.0
        for cell in columns[s.id] where cell.basic.kind == .error && abs(cell.coefficient) > largest {
            largest = abs(cell.coefficient)
        }
        return Numerics.isNegligible(magnitude, comparedTo: weight * largest)
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
}
