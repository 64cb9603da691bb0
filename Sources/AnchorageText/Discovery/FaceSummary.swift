// SPDX-License-Identifier: MIT

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a library knows of a face before opening it: its file, index, names, weight, width and
/// style, read from the table directory and the name, head and OS/2 tables alone.
struct FaceSummary: Sendable {
    let path: String
    let index: Int
    /// Typographic family, else family.
    let family: String
    /// Name 1, the style-linked family ("DejaVu Sans Condensed").
    let legacyFamily: String
    let postScriptName: String
    let fullName: String
    let weight: Int
    /// usWidthClass: 5 is normal, lower is condensed.
    let width: Int
    let isItalic: Bool

    /// The most faces a collection may list, and the deepest folder nesting followed.
    static let maximumFaces = 256
    static let maximumDepth = 8

    /// Every face of every font file under `folders`, in folder order, then sorted path order.
    static func scan(folders: [String]) -> [FaceSummary] {
        var paths: [String] = []
        for folder in folders { collect(folder, depth: 0, into: &paths) }
        var faces: [FaceSummary] = []
        for path in paths { faces += read(path) }
        return faces
    }

    /// The font files under `folder`, sorted by name at each level.
    private static func collect(_ folder: String, depth: Int, into paths: inout [String]) {
        guard depth <= maximumDepth, let directory = opendir(folder) else { return }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        closedir(directory)
        for name in names.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var status = stat()
            guard stat(path, &status) == 0 else { continue }
            if (status.st_mode & S_IFMT) == S_IFDIR {
                collect(path, depth: depth + 1, into: &paths)
            } else if (status.st_mode & S_IFMT) == S_IFREG, isFontFile(name) {
                paths.append(path)
            }
        }
    }

    private static func isFontFile(_ name: String) -> Bool {
        let lower = name.lowercased()
        return [".ttf", ".otf", ".ttc", ".otc"].contains { lower.hasSuffix($0) }
    }

    /// The faces of the file at `path`, or none when it is not a readable font.
    static func read(_ path: String) -> [FaceSummary] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return [] }
        let size = Int(status.st_size)
        func bytes(_ offset: Int, _ count: Int) -> [UInt8]? {
            guard offset >= 0, count >= 0, count <= size, offset <= size - count else { return nil }
            let result = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                initialized = count > 0 ? max(0, pread(descriptor, buffer.baseAddress!, count, off_t(offset))) : 0
            }
            return result.count == count ? result : nil
        }
        guard let header = bytes(0, 12) else { return [] }
        let head = TableData(file: header, start: 0, count: 12, name: "header")
        var offsets = [0]
        if (try? head.uint32(0)) == FaceDirectory.collectionSignature {
            let count = min(Int((try? head.uint32(8)) ?? 0), maximumFaces)
            guard let list = bytes(12, 4 * count) else { return [] }
            let table = TableData(file: list, start: 0, count: list.count, name: "collection header")
            offsets = (0..<count).map { Int(table.unchecked32(4 * $0)) }
        }
        return offsets.enumerated().compactMap { index, offset in
            summary(path: path, index: index, offset: offset, read: bytes)
        }
    }

    private static func summary(path: String, index: Int, offset: Int, read: (Int, Int) -> [UInt8]?) -> FaceSummary? {
        guard let header = read(offset, 12) else { return nil }
        let tableCount = Int(TableData(file: header, start: 0, count: 12, name: "").unchecked16(4))
        guard let records = read(offset + 12, 16 * tableCount) else { return nil }
        let directory = TableData(file: records, start: 0, count: records.count, name: "table directory")
        func table(_ tag: Tag) -> TableData? {
            for record in 0..<tableCount where directory.unchecked32(16 * record) == tag.rawValue {
                let at = Int(directory.unchecked32(16 * record + 8))
                let length = Int(directory.unchecked32(16 * record + 12))
                guard let bytes = read(at, length) else { return nil }
                return TableData(file: bytes, start: 0, count: bytes.count, name: tag.description)
            }
            return nil
        }
        guard let names = try? NameTable(table(Tag("name"))), let family = names.family else { return nil }
        let os2 = table(Tag("OS/2"))
        let macStyle = (try? table(Tag("head"))?.uint16(44)) ?? 0
        return FaceSummary(
            path: path, index: index, family: family, legacyFamily: names.legacyFamily ?? family,
            postScriptName: names.postScriptName ?? "", fullName: names.fullName ?? "",
            weight: (try? os2?.int(4)) ?? 400, width: (try? os2?.int(6)) ?? 5,
            isItalic: os2.map { ((try? $0.uint16(62)) ?? 0) & 1 != 0 } ?? (macStyle & 2 != 0))
    }
}
