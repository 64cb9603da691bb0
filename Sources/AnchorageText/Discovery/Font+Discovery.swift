// SPDX-License-Identifier: MIT

extension Font {
    /// The families ``systemFont(ofSize:weight:in:)`` tries, in order: Apple's system font
    /// (".SF NS", "SF Pro", "SF Pro Text"), "Helvetica Neue", "Helvetica", then the usual Linux
    /// defaults "DejaVu Sans", "Liberation Sans", "Noto Sans", "Arial", "Roboto", "Cantarell",
    /// "Ubuntu".
    public static let systemFamilies = [
        ".SF NS", "SF Pro", "SF Pro Text", "Helvetica Neue", "Helvetica", "DejaVu Sans", "Liberation Sans",
        "Noto Sans", "Arial", "Roboto", "Cantarell", "Ubuntu",
    ]

    /// The installed font of a family (or with this PostScript or full name), at the face
    /// closest to `weight`, or nil when the library has none.
    ///
    /// ```swift
    /// let body = Font.named("DejaVu Sans", size: 17)                     // DejaVuSans.ttf
    /// let bold = Font.named("DejaVu Sans", size: 17, weight: .bold)      // DejaVuSans-Bold.ttf
    /// let exact = Font.named("DejaVuSans-BoldOblique", size: 17)         // by PostScript name
    /// ```
    ///
    /// Names compare without regard to case. Among a family's faces, upright ones come before
    /// italic ones, normal widths before condensed or expanded ones, then the weight closest to
    /// `weight` (at equal distance, the lighter one for weights up to regular, the heavier one
    /// above), then the first file in the library's order. A variable font is one face at its
    /// default instance: `weight` does not move its axes.
    ///
    /// - Parameters:
    ///   - family: A family name ("DejaVu Sans"), PostScript name ("DejaVuSans-Bold") or full
    ///     name ("DejaVu Sans Bold").
    ///   - size: The point size (negative or non-finite sizes are taken as 0).
    ///   - weight: The weight wanted among the family's faces.
    ///   - library: Where to look; the platform's folders by default.
    /// - Returns: The font, or nil when no face matches or its file cannot be read.
    /// - Complexity: The first call scans the library's folders; a face's file is read once per
    ///   library.
    public static func named(_ family: String, size: Double, weight: Weight = .regular,
                             in library: FontLibrary = .platform) -> Font? {
        let wanted = family.lowercased()
        let faces = library.faces()
        let size = size.isFinite ? max(0, size) : 0
        if let exact = faces.first(where: { $0.postScriptName.lowercased() == wanted || $0.fullName.lowercased() == wanted }),
           !faces.contains(where: { $0.family.lowercased() == wanted || $0.legacyFamily.lowercased() == wanted }) {
            return library.font(exact, size: size)
        }
        let members = faces.filter { $0.family.lowercased() == wanted || $0.legacyFamily.lowercased() == wanted }
        guard !members.isEmpty else { return nil }
        // Lexicographic rank: italic, width distance, weight distance, side of the tie, order.
        func rank(_ face: FaceSummary) -> (Int, Int, Int, Int) {
            let distance = abs(face.weight - weight.rawValue)
            let lighter = face.weight < weight.rawValue
            let tie = distance == 0 ? 0 : (lighter == (weight <= .regular) ? 0 : 1)
            return (face.isItalic ? 1 : 0, abs(face.width - 5), distance, tie)
        }
        let best = members.enumerated().min { lhs, rhs in
            let left = rank(lhs.element)
            let right = rank(rhs.element)
            return (left.0, left.1, left.2, left.3, lhs.offset) < (right.0, right.1, right.2, right.3, rhs.offset)
        }
        return best.flatMap { library.font($0.element, size: size) }
    }

    /// The system font: the first of ``systemFamilies`` the library has, or nil when it has none.
    ///
    /// ```swift
    /// let font = Font.systemFont(ofSize: 17) ?? fallbackModel   // DejaVu Sans on Debian
    /// ```
    ///
    /// - Parameters:
    ///   - size: The point size.
    ///   - weight: The weight wanted among the family's faces (see ``named(_:size:weight:in:)``).
    ///   - library: Where to look; the platform's folders by default.
    /// - Returns: The font, or nil.
    /// - Complexity: As ``named(_:size:weight:in:)``, once per family tried.
    public static func systemFont(ofSize size: Double, weight: Weight = .regular,
                                  in library: FontLibrary = .platform) -> Font? {
        for family in systemFamilies {
            if let font = named(family, size: size, weight: weight, in: library) { return font }
        }
        return nil
    }
}
