// SPDX-License-Identifier: MIT

extension Font {
    /// The distance from the baseline up to the top of the line, in points (positive): `hhea`'s
    /// ascender, or `OS/2`'s typo ascender when USE_TYPO_METRICS is set.
    public var ascender: Double { points(face.tables.ascender) }

    /// The distance from the baseline down to the bottom of the line, in points (negative, as
    /// UIFont's): `hhea`'s descender, or `OS/2`'s typo descender when USE_TYPO_METRICS is set.
    public var descender: Double { points(face.tables.descender) }

    /// The extra space between lines, in points: `hhea`'s line gap, or `OS/2`'s typo line gap when
    /// USE_TYPO_METRICS is set.
    public var leading: Double { points(face.tables.lineGap) }

    /// The height of one line of text: ``ascender`` − ``descender`` + ``leading``.
    public var lineHeight: Double { ascender - descender + leading }

    /// The height of capital letters above the baseline, in points: `OS/2`'s sCapHeight, else the
    /// top of the glyph of `H` in a TrueType font; 0 when neither exists.
    public var capHeight: Double { points(face.capHeight) }

    /// The height of lowercase `x` above the baseline, in points: `OS/2`'s sxHeight, else the top
    /// of the glyph of `x` in a TrueType font; 0 when neither exists.
    public var xHeight: Double { points(face.xHeight) }

    /// The family name, e.g. "DejaVu Sans": the `name` table's typographic family (name 16), else
    /// its family (name 1); "" when the font names none.
    public var familyName: String { face.names.family ?? "" }

    /// The style within the family, e.g. "Bold Oblique": typographic subfamily (name 17), else
    /// subfamily (name 2); "" when the font names none.
    public var styleName: String { face.names.style ?? "" }

    /// The font's PostScript name, e.g. "DejaVuSans-Bold" (the `name` table's name 6, as UIFont's
    /// `fontName`), else its full name (name 4), else the family name.
    public var fontName: String { face.names.postScriptName ?? face.names.fullName ?? familyName }

    /// Whether every glyph has the same advance (`post`'s isFixedPitch).
    public var isFixedPitch: Bool { face.tables.isFixedPitch }

    /// The font's weight, from `OS/2`'s usWeightClass (``Weight/regular`` without `OS/2`).
    public var weight: Weight { Weight(rawValue: face.tables.weightClass) }

    /// Whether the face is italic or oblique (`OS/2`'s fsSelection ITALIC bit, else `head`'s
    /// macStyle).
    public var isItalic: Bool { face.tables.isItalic }
}
