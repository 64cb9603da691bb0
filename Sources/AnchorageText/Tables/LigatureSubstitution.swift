// SPDX-License-Identifier: MIT

/// A GSUB ligature substitution subtable (lookup type 4): sequences of glyphs that become one
/// glyph (`f` `f` `i` → `ffi`), tried in the font's order for each covered first glyph.
struct LigatureSubstitution: Sendable {
    private let data: TableData
    private let coverage: Coverage
    private let setCount: Int

    init(_ data: TableData, budget: ReadBudget) throws(FontError) {
        self.data = data
        let format = try data.int(0)
        guard format == 1 else { throw .invalidValue(table: data.name, field: "ligature substitution format", value: format) }
        coverage = try Coverage(data.subtable(offsetAt: 2, field: "coverage offset"), budget: budget)
        setCount = try data.recordCount(at: 4, stride: 2, budget: budget)
        for set in 0..<setCount {
            let ligatures = try data.subtable(offsetAt: 6 + 2 * set, field: "ligatureSetOffset[\(set)]")
            let count = try ligatures.recordCount(at: 0, stride: 2, budget: budget)
            for ligature in 0..<count {
                let entry = try ligatures.subtable(offsetAt: 2 + 2 * ligature, field: "ligatureOffset[\(ligature)]")
                let components = try entry.int(2)
                guard components > 0 else {
                    throw .invalidValue(table: data.name, field: "ligature componentCount", value: components)
                }
                try entry.check(4, 2 * (components - 1))
            }
        }
    }

    /// Calls `body` with every run of glyphs (first and last) that start ligatures of this subtable.
    func forEachFirstGlyphRange(_ body: (Int, Int) -> Void) { coverage.forEachRange(body) }

    /// The first ligature that matches `glyphs` from `start`: its glyph and how many glyphs it
    /// replaces, or nil.
    func ligature(in glyphs: UnsafeMutableBufferPointer<UInt16>, from start: Int, count: Int)
        -> (glyph: UInt16, length: Int)?
    {
        guard let index = coverage.index(of: Int(glyphs[start])), index < setCount else { return nil }
        let setOffset = Int(data.unchecked16(6 + 2 * index))
        guard data.contains(setOffset, 2) else { return nil }
        let ligatureCount = Int(data.unchecked16(setOffset))
        for ligature in 0..<ligatureCount {
            guard data.contains(setOffset + 2 + 2 * ligature, 2) else { return nil }
            let at = setOffset + Int(data.unchecked16(setOffset + 2 + 2 * ligature))
            guard data.contains(at, 4) else { return nil }
            let components = Int(data.unchecked16(at + 2))
            guard components >= 1, start + components <= count, data.contains(at + 4, 2 * (components - 1)) else {
                continue
            }
            var matches = true
            for component in 1..<components where glyphs[start + component] != data.unchecked16(at + 2 + 2 * component) {
                matches = false
                break
            }
            if matches { return (data.unchecked16(at), components) }
        }
        return nil
    }
}
