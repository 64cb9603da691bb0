// SPDX-License-Identifier: MIT

extension Tableau {
    /// The text behind ``Solver/dump()``, in the format the catalog's "Reading a dump" shows.
    func dump() -> String {
        var out = "objective:\n"
        var levels: [Double] = []
        for id in rows.indices {
            for entry in objective[id].entries where !levels.contains(entry.level) { levels.append(entry.level) }
        }
        for level in levels.sorted(by: >) {
            var terms: [String] = []
            for id in rows.indices {
                for entry in objective[id].entries where entry.level == level {
                    terms.append("\(name(symbolKinds[id])) * \(entry.coefficient)")
                }
            }
            out += "  level \(level): " + terms.joined(separator: " + ") + "\n"
        }
        out += "rows:\n"
        for id in rows.indices where isBasic[id] {
            let row = rows[id]
            out += "  \(name(symbolKinds[id])) \(isDefinition[id] ? ":=" : "=") \(row.constant)"
            for cell in row.cells { out += " + \(name(cell.symbol)) * \(cell.coefficient)" }
            out += "\n"
        }
        out += "edits:\n"
        for edit in edits.values.sorted(by: { $0.sequence < $1.sequence }) {
            let constraint = records[edit.slot]!.constraint
            out += "  \(edit.variable) \(constraint.strength) = \(0 - constraint.constant)\n"
        }
        out += "constraints:\n"
        for record in records.compactMap({ $0 }).sorted(by: { $0.sequence < $1.sequence }) {
            var symbols = name(record.marker)
            if facts[record.marker.id].isGhost { symbols += " ghost" }
            if let other = record.other { symbols += " " + name(other) }
            out += "  #\(record.sequence) \(record.constraint)  [\(symbols)]\n"
        }
        return out
    }

    /// `v3:width`, `s4`, `e5`, `d6`.
    func name(_ s: Symbol) -> String {
        switch s.kind {
        case .external: "v\(s.id):\(variables[s.id].map(\.description) ?? "?")"
        case .slack: "s\(s.id)"
        case .error: "e\(s.id)"
        case .dummy: "d\(s.id)"
        }
    }
}
