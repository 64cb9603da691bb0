#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Writes the small fonts AnchorageText's tests read (Tests/AnchorageTextTests/Fonts/).

    pip install fonttools && python3 Scripts/make-test-fonts.py

Every advance, metric, kerning pair and ligature the tests rely on is set here, so each expected
width in a test is hand arithmetic over these numbers. The fonts:

  Kerned.ttf      TrueType, 1000 units/em, cmap format 4 only. GPOS kern: for 'latn', a pair
                  lookup (format 1: A V -80, V A -70) and a class lookup through an extension
                  (format 2: [T] x [o a e c] -50, [V] x [o a e] -30); for DFLT, one pair lookup
                  (seven period -100, Alpha V -40). A legacy kern table (A V -30) that GPOS
                  overrides. GSUB liga through an extension (f f i -> f_f_i) then a plain
                  lookup (f i -> f_i, f l -> f_l). hhea 800/-200/90, OS/2 typo 750/-250/0
                  (USE_TYPO_METRICS off), cap height 700, x-height 500.
  Legacy.ttf      TrueType, 2048 units/em, kerning only in a legacy kern table (A V -150,
                  T o -100), no GPOS or GSUB.
  Mono.otf        CFF outlines ('OTTO'), 1000 units/em, every advance 600, post isFixedPitch,
                  USE_TYPO_METRICS set: typo 880/-120/50 win over hhea 900/-300/0; weight 300.
  CJK.ttf         TrueType, cmap format 12 (3,10) over the BMP and U+20000, format 4 (3,1), and
                  a format 14 subtable; CJK ideographs advance 1000. OS/2 version 1 (no cap
                  height or x-height fields): the glyf tops of H (690) and x (470) stand in.
  Collection.ttc  Two faces of family "Anchorage Test Pair": Regular (400, a = 500) and Bold
                  (700, a = 560).

HarfBuzz (uharfbuzz) cross-checks the widths by hand: `python3 Scripts/make-test-fonts.py --check`.
"""

import os
import sys

from fontTools.fontBuilder import FontBuilder
from fontTools.feaLib.builder import addOpenTypeFeaturesFromString
from fontTools.pens.t2CharStringPen import T2CharStringPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import newTable
from fontTools.ttLib.tables._k_e_r_n import KernTable_format_0
from fontTools.ttLib.ttCollection import TTCollection

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "AnchorageTextTests", "Fonts")


def box(pen, width, top):
    """A rectangle from (0, 0) to (width, top): an outline whose bounding box top is `top`."""
    pen.moveTo((0, 0))
    pen.lineTo((0, top))
    pen.lineTo((max(width, 1), top))
    pen.lineTo((max(width, 1), 0))
    pen.closePath()


def truetype(glyphs, tops):
    outlines = {}
    for name, advance in glyphs.items():
        pen = TTGlyphPen(None)
        if name not in ("space",):
            box(pen, advance, tops.get(name, 600))
        outlines[name] = pen.glyph()
    return outlines


def build(path, family, style, glyphs, cmap, upm=1000, cff=False, tops=None, hhea=(800, -200, 0),
          typo=None, use_typo=False, os2_version=4, cap=None, xheight=None, weight=400, fixed=False,
          features=None, kern_pairs=None, extra_cmaps=None):
    tops = tops or {}
    order = list(glyphs)
    fb = FontBuilder(upm, isTTF=not cff)
    fb.setupGlyphOrder(order)
    fb.setupCharacterMap(cmap)
    if cff:
        charstrings = {}
        for name, advance in glyphs.items():
            pen = T2CharStringPen(advance, None)
            if name != "space":
                box(pen, advance, tops.get(name, 600))
            charstrings[name] = pen.getCharString()
        ps_name = (family + "-" + style).replace(" ", "")
        fb.setupCFF(ps_name, {"FullName": family + " " + style}, charstrings, {})
    else:
        fb.setupGlyf(truetype(glyphs, tops))
    fb.setupHorizontalMetrics({name: (advance, 0) for name, advance in glyphs.items()})
    fb.setupHorizontalHeader(ascent=hhea[0], descent=hhea[1], lineGap=hhea[2])
    typo = typo or hhea
    selection = 0x40 if style == "Regular" else 0x20
    if use_typo:
        selection |= 0x80
    fb.setupOS2(version=os2_version, sTypoAscender=typo[0], sTypoDescender=typo[1], sTypoLineGap=typo[2],
                usWinAscent=max(hhea[0], 0), usWinDescent=max(-hhea[1], 0), fsSelection=selection,
                usWeightClass=weight, sCapHeight=cap or 0, sxHeight=xheight or 0, achVendID="ANCH")
    fb.setupNameTable({"familyName": family, "styleName": style,
                       "psName": (family + "-" + style).replace(" ", ""),
                       "fullName": family + " " + style})
    fb.setupPost(isFixedPitch=1 if fixed else 0)
    fb.setupHead(unitsPerEm=upm, macStyle=1 if style == "Bold" else 0)
    if features:
        addOpenTypeFeaturesFromString(fb.font, features)
    if kern_pairs:
        kern = newTable("kern")
        kern.version = 0
        sub = KernTable_format_0()
        sub.version = 0
        sub.coverage = 1
        sub.format = 0
        sub.kernTable = dict(kern_pairs)
        kern.kernTables = [sub]
        fb.font["kern"] = kern
    if extra_cmaps:
        extra_cmaps(fb.font)
    fb.font.save(path)
    return fb.font


KERNED_GLYPHS = {
    ".notdef": 500, "space": 250, "A": 600, "V": 580, "T": 620, "o": 520, "a": 500, "e": 510, "c": 480,
    "f": 300, "i": 240, "l": 250, "H": 700, "x": 480, "period": 200, "seven": 550, "hyphen": 330,
    "Alpha": 610, "ellipsis": 900, "f_i": 520, "f_f_i": 760, "f_l": 530,
}
KERNED_CMAP = {0x20: "space", 0x41: "A", 0x56: "V", 0x54: "T", 0x6F: "o", 0x61: "a", 0x65: "e", 0x63: "c",
               0x66: "f", 0x69: "i", 0x6C: "l", 0x48: "H", 0x78: "x", 0x2E: "period", 0x37: "seven",
               0x2D: "hyphen", 0x391: "Alpha", 0x2026: "ellipsis"}
KERNED_FEATURES = """
languagesystem DFLT dflt;
languagesystem latn dflt;
@TEE = [T];
@VEE = [V];
@ROUND = [o a e c];
@ROUND3 = [o a e];
lookup KERN_PAIRS { pos A V -80; pos V A -70; } KERN_PAIRS;
lookup KERN_CLASSES useExtension { pos @TEE @ROUND -50; pos @VEE @ROUND3 -30; } KERN_CLASSES;
lookup KERN_DFLT { pos seven period -100; pos Alpha V -40; } KERN_DFLT;
lookup LIGA_FFI useExtension { sub f f i by f_f_i; } LIGA_FFI;
lookup LIGA_FI { sub f i by f_i; sub f l by f_l; } LIGA_FI;
feature kern {
    script DFLT; language dflt; lookup KERN_DFLT;
    script latn; language dflt; lookup KERN_PAIRS; lookup KERN_CLASSES;
} kern;
feature liga {
    script DFLT; language dflt; lookup LIGA_FFI; lookup LIGA_FI;
    script latn; language dflt; lookup LIGA_FFI; lookup LIGA_FI;
} liga;
"""


def cjk_cmaps(font):
    """Adds a format 12 (3,10) subtable over everything and a format 14 (0,5) one."""
    from fontTools.ttLib.tables._c_m_a_p import CmapSubtable
    cmap = font["cmap"]
    full = CmapSubtable.newSubtable(12)
    full.platformID, full.platEncID, full.language = 3, 10, 0
    full.cmap = dict(font.getBestCmap())
    full.cmap[0x20000] = "u20000"
    variations = CmapSubtable.newSubtable(14)
    variations.platformID, variations.platEncID, variations.language = 0, 5, 0xFF
    variations.cmap = {}
    variations.uvsDict = {0xFE00: [(0x4E00, None)], 0xE0100: [(0x4E2D, "uni4E2D_alt")]}
    cmap.tables = [t for t in cmap.tables if t.format == 4] + [full, variations]


def main():
    os.makedirs(OUT, exist_ok=True)
    build(os.path.join(OUT, "Kerned.ttf"), "Anchorage Test Kerned", "Regular", KERNED_GLYPHS, KERNED_CMAP,
          tops={"H": 700, "x": 500}, hhea=(800, -200, 90), typo=(750, -250, 0), cap=700, xheight=500,
          features=KERNED_FEATURES, kern_pairs={("A", "V"): -30})

    legacy = {".notdef": 1024, "space": 512, "A": 1229, "V": 1188, "T": 1270, "o": 1065}
    build(os.path.join(OUT, "Legacy.ttf"), "Anchorage Test Legacy", "Regular", legacy,
          {0x20: "space", 0x41: "A", 0x56: "V", 0x54: "T", 0x6F: "o"}, upm=2048, hhea=(1900, -500, 0),
          cap=1434, xheight=1024, kern_pairs={("A", "V"): -150, ("T", "o"): -100})

    mono = {name: 600 for name in (".notdef", "space", "A", "V", "i", "m", "f", "period")}
    build(os.path.join(OUT, "Mono.otf"), "Anchorage Test Mono", "Light", mono,
          {0x20: "space", 0x41: "A", 0x56: "V", 0x69: "i", 0x6D: "m", 0x66: "f", 0x2E: "period"}, cff=True,
          hhea=(900, -300, 0), typo=(880, -120, 50), use_typo=True, cap=650, xheight=450, weight=300, fixed=True)

    cjk = {".notdef": 1000, "space": 250, "a": 500, "H": 700, "x": 480, "uni4E00": 1000, "uni4E2D": 1000,
           "uni6587": 1000, "uni3002": 1000, "u20000": 1000, "uni4E2D_alt": 980}
    build(os.path.join(OUT, "CJK.ttf"), "Anchorage Test CJK", "Regular", cjk,
          {0x20: "space", 0x61: "a", 0x48: "H", 0x78: "x", 0x4E00: "uni4E00", 0x4E2D: "uni4E2D", 0x6587: "uni6587",
           0x3002: "uni3002"}, tops={"H": 690, "x": 470}, hhea=(880, -120, 0), os2_version=1,
          extra_cmaps=cjk_cmaps)

    faces = []
    for style, weight, advance in (("Regular", 400, 500), ("Bold", 700, 560)):
        path = os.path.join(OUT, "pair-%s.ttf" % style)
        faces.append(build(path, "Anchorage Test Pair", style, {".notdef": 500, "space": 250, "a": advance},
                           {0x20: "space", 0x61: "a"}, weight=weight))
        os.remove(path)
    collection = TTCollection()
    collection.fonts = faces
    collection.save(os.path.join(OUT, "Collection.ttc"))
    if "--check" in sys.argv:
        check()


def check():
    """Prints HarfBuzz's widths (features kern and liga only) of the strings the tests measure."""
    import uharfbuzz as hb
    cases = [("Kerned.ttf", ["AV", "VA", "To", "Ta", "Vo", "VAT", "office", "fifl", "ff", "7.", "A7.", "\u0391V",
                             "A\u0391V"]),
             ("Legacy.ttf", ["AV", "To", "AVTo"]), ("Mono.otf", ["Affi"]), ("CJK.ttf", ["a\u4e2d\u6587\u3002", "\U00020000"])]
    for name, strings in cases:
        blob = hb.Blob.from_file_path(os.path.join(OUT, name))
        font = hb.Font(hb.Face(blob))
        for text in strings:
            buf = hb.Buffer()
            buf.add_str(text)
            buf.guess_segment_properties()
            hb.shape(font, buf, {"kern": True, "liga": True, "calt": False, "clig": False, "ccmp": False})
            print("%-12s %-10r %6d units" % (name, text, sum(p.x_advance for p in buf.glyph_positions)))


if __name__ == "__main__":
    main()
