// SPDX-License-Identifier: MIT

// Discovery: finding fonts by family in font folders. It owns the platform's default folders,
// the scan of folders for font files (sorted, so results never depend on directory order), the
// summary of each face read from its header tables alone, and the choice of a face by family,
// weight and style.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A set of font folders to find fonts in by family, scanned once, on first use.
///
/// ```swift
/// let library = FontLibrary(folders: ["/opt/app/fonts"] + FontLibrary.platformFolders)
/// let title = Font.named("Inter", size: 28, weight: .semibold, in: library)
/// ```
///
/// ``platform`` holds the platform's folders: on Linux, those fontconfig searches by default
/// (`/usr/share/fonts`, `/usr/local/share/fonts`, `$XDG_DATA_HOME/fonts` or
/// `~/.local/share/fonts`, and `~/.fonts`); on macOS, the system, local and user Fonts folders.
/// Folders are searched recursively for `.ttf`, `.otf`, `.ttc` and `.otc` files, in sorted order;
/// a file that cannot be read as a font is skipped. A library keeps the faces it has opened, so
/// asking for the same font again does not read its file again.
public final class FontLibrary: Sendable {
    /// The folders searched, in order.
    public let folders: [String]

    private struct Cache {
        var faces: [FaceSummary]?
        var opened: [String: FontFace] = [:]
    }

    private let cache = Lock(Cache())

    /// A library of the fonts in `folders` (searched recursively, in this order).
    ///
    /// ```swift
    /// let bundled = FontLibrary(folders: ["Resources/Fonts"])
    /// ```
    ///
    /// - Parameter folders: Paths of folders; missing ones are skipped.
    /// - Complexity: O(1): the folders are scanned on first use.
    public init(folders: [String]) {
        self.folders = folders
    }

    /// The platform's font folders (see ``FontLibrary``), scanned on first use.
    public static let platform = FontLibrary(folders: platformFolders)

    /// The platform's font folders: where ``platform`` looks.
    public static var platformFolders: [String] {
        let home = getenv("HOME").map { String(cString: $0) }
        #if canImport(Darwin)
            return ["/System/Library/Fonts", "/Library/Fonts"] + (home.map { ["\($0)/Library/Fonts"] } ?? [])
        #else
            let data = getenv("XDG_DATA_HOME").map { String(cString: $0) } ?? home.map { "\($0)/.local/share" }
            return ["/usr/share/fonts", "/usr/local/share/fonts"] + (data.map { ["\($0)/fonts"] } ?? [])
                + (home.map { ["\($0)/.fonts"] } ?? [])
        #endif
    }

    /// A library of these folders followed by `more`.
    ///
    /// ```swift
    /// let library = FontLibrary.platform.adding(folders: ["/opt/app/fonts"])
    /// ```
    ///
    /// - Parameter more: Folders searched after this library's.
    /// - Returns: A new library (it scans on its own first use).
    public func adding(folders more: [String]) -> FontLibrary { FontLibrary(folders: folders + more) }

    /// The family names of every face found, sorted, each once.
    ///
    /// - Complexity: Scans the folders on first use (reading each font's directory, name, head
    ///   and OS/2 tables only).
    public var familyNames: [String] {
        var names = Set<String>()
        for face in faces() { names.insert(face.family) }
        return names.sorted()
    }

    /// The paths of the font files found, in search order (folder by folder, sorted within each).
    ///
    /// ```swift
    /// FontLibrary.platform.fontFiles.count   // every .ttf, .otf, .ttc and .otc file readable as a font
    /// ```
    ///
    /// - Complexity: Scans the folders on first use.
    public var fontFiles: [String] {
        var paths: [String] = []
        for face in faces() where paths.last != face.path { paths.append(face.path) }
        return paths
    }

    /// The faces found, scanned on first use.
    func faces() -> [FaceSummary] {
        cache.withLock { cache in
            if let faces = cache.faces { return faces }
            let faces = FaceSummary.scan(folders: folders)
            cache.faces = faces
            return faces
        }
    }

    /// The font of face `summary` at `size`, opening its file once per library.
    func font(_ summary: FaceSummary, size: Double) -> Font? {
        let key = "\(summary.index):\(summary.path)"
        if let face = cache.withLock({ $0.opened[key] }) { return Font(face: face, size: size) }
        // Opened outside the lock (reading a file takes a while); two threads may both open it,
        // and the first one stored wins.
        guard let bytes = try? FileBytes.contents(of: summary.path),
              let face = try? FontFace(file: bytes, index: summary.index)
        else { return nil }
        let kept = cache.withLock { cache in
            if let existing = cache.opened[key] { return existing }
            cache.opened[key] = face
            return face
        }
        return Font(face: kept, size: size)
    }
}
