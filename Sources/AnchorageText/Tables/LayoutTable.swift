// SPDX-License-Identifier: MIT

/// The common part of GPOS and GSUB, for the one feature this module applies from each (`kern`,
/// `liga`): which lookups the feature uses in each script, and the lookups themselves.
///
/// A feature's lookups come from the default language system of the text's script, else of
/// `DFLT`, `dflt` or `latn` (the fallbacks HarfBuzz tries, in its order). Reading the table walks
/// the script list, each script's default language system and its features once, spending from
/// the face's `ReadBudget`, and keeps the result: shaping never reads the lists again.
struct LayoutTable: Sendable {
    /// The most lookups a lookup list may hold; a list claiming more is refused.
    static let maximumLookups = 8_192

    /// One lookup's subtables, extension subtables resolved to what they wrap.
    struct Lookup {
        let type: Int
        let subtables: [TableData]
    }

    private let data: TableData
    private let lookups: TableData
    private let lookupCount: Int
    /// The lookup type whose subtables wrap another type (GSUB 7, GPOS 9).
    private let extensionType: Int
    /// The feature's lookup indices per script tag (default language system), sorted, each once.
    private let scriptLookups: [(script: Tag, lookups: [Int])]

    /// Reads the lists of `data` for `feature`.
    init(_ data: TableData, extensionType: Int, feature: Tag, budget: ReadBudget) throws(FontError) {
        self.data = data
        self.extensionType = extensionType
        let scripts = try data.subtable(offsetAt: 4, field: "scriptListOffset")
        let features = try data.subtable(offsetAt: 6, field: "featureListOffset")
        lookups = try data.subtable(offsetAt: 8, field: "lookupListOffset")
        let featureCount = try features.recordCount(at: 0, stride: 6)
        lookupCount = try lookups.int(0)
        guard lookupCount <= Self.maximumLookups else {
            throw .badLookup(table: data.name, lookup: lookupCount, reason: "the lookup list claims \(lookupCount) lookups")
        }
        try lookups.check(2, 2 * lookupCount)
        let scriptCount = try scripts.recordCount(at: 0, stride: 6, budget: budget)
        var scriptLookups: [(script: Tag, lookups: [Int])] = []
        for record in 0..<scriptCount {
            let tag = Tag(scripts.unchecked32(2 + 6 * record))
            let script = try scripts.subtable(offsetAt: 6 + 6 * record, field: "script offset[\(record)]")
            let defaultOffset = try script.int(0)
            var indices: [Int] = []
            if defaultOffset != 0 {
                let language = try script.subtable(at: defaultOffset, field: "defaultLangSysOffset")
                let required = try language.int(2)
                let count = try language.recordCount(at: 4, stride: 2, budget: budget)
                var featureIndices = (0..<count).map { Int(language.unchecked16(6 + 2 * $0)) }
                if required != 0xFFFF { featureIndices.append(required) }
                for index in featureIndices {
                    guard index < featureCount else {
                        throw .invalidValue(table: data.name, field: "feature index", value: index)
                    }
                    guard Tag(features.unchecked32(2 + 6 * index)) == feature else { continue }
                    let list = try features.subtable(offsetAt: 6 + 6 * index, field: "feature offset[\(index)]")
                    let lookupCount = try list.recordCount(at: 2, stride: 2, budget: budget)
                    indices += (0..<lookupCount).map { Int(list.unchecked16(4 + 2 * $0)) }
                }
            }
            // A script listed twice keeps its first record, as a search in list order would.
            guard !scriptLookups.contains(where: { $0.script == tag }) else { continue }
            scriptLookups.append((tag, Array(Set(indices)).sorted()))
        }
        self.scriptLookups = scriptLookups
    }

    /// The feature's lookups for the first of `scriptTags` the table has, then DFLT, dflt, latn;
    /// none when the table has none of them.
    func lookupIndices(scriptTags: [Tag]) -> [Int] {
        for tag in scriptTags + [Tag("DFLT"), Tag("dflt"), Tag("latn")] {
            if let entry = scriptLookups.first(where: { $0.script == tag }) { return entry.lookups }
        }
        return []
    }

    /// Every lookup the feature uses in any script, sorted, each once: the lookups to check.
    var allLookupIndices: [Int] { Array(Set(scriptLookups.flatMap(\.lookups))).sorted() }

    /// Lookup `index`, with its extension subtables followed (an extension that points at another
    /// extension is refused: the format allows one level).
    func lookup(_ index: Int, budget: ReadBudget) throws(FontError) -> Lookup {
        guard index < lookupCount else {
            throw .badLookup(table: data.name, lookup: index, reason: "the lookup list has \(lookupCount) lookups")
        }
        let lookup = try lookups.subtable(offsetAt: 2 + 2 * index, field: "lookup offset[\(index)]")
        let type = try lookup.int(0)
        let subtableCount = try lookup.recordCount(at: 4, stride: 2, budget: budget)
        var subtables: [TableData] = []
        subtables.reserveCapacity(subtableCount)
        var wrappedType: Int?
        for position in 0..<subtableCount {
            var subtable = try lookup.subtable(offsetAt: 6 + 2 * position, field: "subtable offset[\(position)]")
            if type == extensionType {
                let wrapped = try subtable.int(2)
                guard wrapped != extensionType else {
                    throw .badLookup(table: data.name, lookup: index, reason: "an extension subtable wraps another extension")
                }
                guard wrappedType == nil || wrappedType == wrapped else {
                    throw .badLookup(table: data.name, lookup: index, reason: "extension subtables wrap different lookup types")
                }
                wrappedType = wrapped
                subtable = try subtable.subtable(at: Int(try subtable.uint32(4)), field: "extensionOffset")
            }
            subtables.append(subtable)
        }
        return Lookup(type: wrappedType ?? type, subtables: subtables)
    }
}
