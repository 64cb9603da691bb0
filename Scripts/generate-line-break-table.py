#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Writes AnchorageText's line-breaking data from the Unicode Character Database.

  Sources/AnchorageText/Unicode/LineBreakTable.swift
      Every code point's line-breaking class (UAX #14), with LB1's default resolutions applied
      (AI, SG, XX -> AL; SA -> CM for Mn and Mc, else AL; CJ -> NS) and two refinements the
      rules need: OP split by East_Asian_Width (LB30) and the unassigned Extended_Pictographic
      code points (LB30b). Encoded as runs over U+0000...U+10FFFF, one letter for the class and
      the run's length in decimal when it is longer than 1, a sequence of runs that repeats
      written once in parentheses with its count after, in one string literal (an array
      literal of thousands of elements would cost seconds of type checking).
  Tests/AnchorageTextTests/LineBreakingConformanceCases.swift
      A representative subset of LineBreakTest.txt (every sample string of its second part and
      an evenly spread choice of the class-pair lines), so the suite checks conformance on a
      machine without the UCD.

Needs Debian's `unicode-data` package (`apt-get install unicode-data`), or --ucd DIR pointing at
an unpacked UCD. Deterministic: the same UCD gives byte-identical files.

Usage: Scripts/generate-line-break-table.py [--ucd /usr/share/unicode]
"""

import argparse
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TABLE = os.path.join(ROOT, "Sources/AnchorageText/Unicode/LineBreakTable.swift")
CASES = os.path.join(ROOT, "Tests/AnchorageTextTests/LineBreakingConformanceCases.swift")

# The classes after LB1, in the order of their letters in the encoded runs: UAX #14's names,
# lower-cased as LineBreakClass spells them, plus the two refinements.
CLASSES = [
    "al", "b2", "ba", "bb", "bk", "cb", "cl", "cm", "cp", "cr", "eb", "em", "ex", "gl", "h2", "h3",
    "hl", "hy", "id", "in", "is", "jl", "jt", "jv", "lf", "nl", "ns", "nu", "op", "po", "pr", "qu",
    "ri", "sp", "sy", "wj", "zw", "zwj",
    "opEastAsian",              # OP with East_Asian_Width F, W or H: LB30 does not apply to it
    "idUnassignedPictographic",  # ID, Extended_Pictographic and unassigned: LB30b lets EM follow it
]
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
CASE_STRIDE = 49  # one class-pair line in 49 (coprime with the four variants of each pair)
MAX = 0x110000
MAX_PERIOD = 4  # the longest sequence of runs the encoding writes once with a repeat count


def ranges(path):
    """Yields (first, last, fields) for each data line of a UCD file."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            data = line.split("#", 1)[0].strip()
            if not data:
                continue
            fields = [x.strip() for x in data.split(";")]
            span = fields[0].split("..")
            first = int(span[0], 16)
            last = int(span[-1], 16)
            yield first, last, fields[1:]


def version(path):
    with open(path, encoding="utf-8") as f:
        match = re.search(r"-(\d+\.\d+\.\d+)\.txt", f.readline())
    if not match:
        sys.exit(f"no version in the first line of {path}")
    return match.group(1)


def general_categories(ucd):
    """The General_Category of every code point (Cn where UnicodeData.txt lists none)."""
    gc = ["Cn"] * MAX
    first = None
    with open(os.path.join(ucd, "UnicodeData.txt"), encoding="utf-8") as f:
        for line in f:
            fields = line.split(";")
            cp = int(fields[0], 16)
            if fields[1].endswith(", First>"):
                first = cp
                continue
            start = first if fields[1].endswith(", Last>") else cp
            for c in range(start, cp + 1):
                gc[c] = fields[2]
            first = None
    return gc


def classes(ucd):
    lb = ["xx"] * MAX
    # LineBreak.txt's header: unlisted code points in these ranges default to ID or PR.
    for first, last, value in [
        (0x3400, 0x4DBF, "id"), (0x4E00, 0x9FFF, "id"), (0xF900, 0xFAFF, "id"),
        (0x20000, 0x2FFFD, "id"), (0x30000, 0x3FFFD, "id"),
        (0x1F000, 0x1FAFF, "id"), (0x1FC00, 0x1FFFD, "id"), (0x20A0, 0x20CF, "pr"),
    ]:
        for c in range(first, last + 1):
            lb[c] = value
    for first, last, (value,) in ranges(os.path.join(ucd, "LineBreak.txt")):
        for c in range(first, last + 1):
            lb[c] = value.lower()

    gc = general_categories(ucd)
    wide = [False] * MAX
    for first, last, (value,) in ranges(os.path.join(ucd, "EastAsianWidth.txt")):
        if value in ("F", "W", "H"):
            for c in range(first, last + 1):
                wide[c] = True
    pictographic = [False] * MAX
    for first, last, fields in ranges(os.path.join(ucd, "emoji", "emoji-data.txt")):
        if fields[0] == "Extended_Pictographic":
            for c in range(first, last + 1):
                pictographic[c] = True

    for c in range(MAX):
        value = lb[c]
        if value in ("ai", "sg", "xx"):
            value = "al"
        elif value == "sa":
            value = "cm" if gc[c] in ("Mn", "Mc") else "al"
        elif value == "cj":
            value = "ns"
        if value == "op" and wide[c]:
            value = "opEastAsian"
        if pictographic[c] and gc[c] == "Cn":
            if value != "id":
                sys.exit(f"U+{c:04X}: unassigned Extended_Pictographic of class {value}, not ID")
            value = "idUnassignedPictographic"
        if value not in CLASSES:
            sys.exit(f"U+{c:04X}: unknown line-breaking class {value}")
        lb[c] = value
    return lb


def encode(lb):
    runs = []
    start = 0
    for c in range(1, MAX + 1):
        if c == MAX or lb[c] != lb[start]:
            runs.append((lb[start], c - start))
            start = c
    tokens = [LETTERS[CLASSES.index(v)] + (str(n) if n > 1 else "") for v, n in runs]
    text = "".join(group_repeats(tokens))
    return runs, [text[i:i + 112] for i in range(0, len(text), 112)]


def group_repeats(tokens):
    """Writes each stretch where a sequence of up to MAX_PERIOD runs repeats as "(runs)count"
    (the Hangul syllables alternate LV and 27 LVT code points 399 times), where that is shorter."""
    out = []
    i = 0
    while i < len(tokens):
        best = None  # (bytes saved, period, count)
        for period in range(2, MAX_PERIOD + 1):
            unit = tokens[i:i + period]
            if len(unit) < period:
                break
            count = 1
            while tokens[i + count * period:i + (count + 1) * period] == unit:
                count += 1
            saved = (count - 1) * len("".join(unit)) - len(f"(){count}")
            if count > 1 and saved > 0 and (best is None or saved > best[0]):
                best = (saved, period, count)
        if best is None:
            out.append(tokens[i])
            i += 1
        else:
            _, period, count = best
            out.append("(" + "".join(tokens[i:i + period]) + f"){count}")
            i += period * count
    return out


def write_table(ucd, unicode_version):
    lb = classes(ucd)
    runs, lines = encode(lb)
    out = [
        "// SPDX-License-Identifier: MIT",
        f"// Generated by Scripts/generate-line-break-table.py from the Unicode {unicode_version} Character",
        "// Database (LineBreak.txt, EastAsianWidth.txt, emoji-data.txt, UnicodeData.txt). Do not edit.",
        "",
        "extension LineBreakClass {",
        "    /// The Unicode version of the table.",
        f'    static let unicodeVersion = "{unicode_version}"',
        "",
        "    /// The class of each letter of ``encodedRuns``, in order.",
        "    static let runClasses: [LineBreakClass] = [",
    ]
    for i in range(0, len(CLASSES), 10):
        out.append("        " + " ".join("." + v + "," for v in CLASSES[i:i + 10]))
    out += [
        "    ]",
        "",
        f"    /// {len(runs)} runs covering U+0000...U+10FFFF in order: a letter (the class's index in",
        "    /// ``runClasses``, A-Z then a-z), then the run's length in decimal when it is longer than 1.",
        "    /// Runs in parentheses stand for themselves repeated the number of times after them.",
        '    static let encodedRuns: StaticString = """',
    ]
    out += ["        " + line for line in lines]
    out += ['        """', "}", ""]
    with open(TABLE, "w", encoding="utf-8") as f:
        f.write("\n".join(out))
    print(f"{os.path.relpath(TABLE, ROOT)}: {len(runs)} runs, {len(out)} lines")


def write_cases(ucd, unicode_version):
    path = os.path.join(ucd, "auxiliary", "LineBreakTest.txt")
    cases = []
    rules = []  # the rules each line exercises, "[18.0]" and so on, from its comment
    with open(path, encoding="utf-8") as f:
        for line in f:
            data, _, comment = line.partition("#")
            if data.strip():
                cases.append(" ".join(data.split()))
                rules.append(set(re.findall(r"\[[0-9.]+\]", comment)))
    # The class-pair lines come first (2 to 4 code points each); the sample strings follow.
    samples_start = next(i for i, c in enumerate(cases) if len(c.split()) > 9)
    indices = set(range(0, samples_start, CASE_STRIDE)) | set(range(samples_start, len(cases)))
    # Every rule the file exercises, exercised by at least one chosen line.
    covered = set().union(*(rules[i] for i in indices))
    for i, line_rules in enumerate(rules):
        if not line_rules <= covered:
            indices.add(i)
            covered |= line_rules
    chosen = [cases[i] for i in sorted(indices)]
    out = [
        "// SPDX-License-Identifier: MIT",
        f"// Generated by Scripts/generate-line-break-table.py from LineBreakTest.txt of Unicode {unicode_version}:",
        f"// its {len(cases) - samples_start} sample strings, one class-pair line in {CASE_STRIDE}, and a line for each rule",
        "// these leave out. Do not edit.",
        "",
        "/// Lines of Unicode's LineBreakTest.txt: code points in hex, with `÷` where a line may break",
        "/// and `×` where it may not (the first mark is before the first code point).",
        'let lineBreakConformanceCases = """',
    ]
    out += chosen
    out += ['"""', ""]
    with open(CASES, "w", encoding="utf-8") as f:
        f.write("\n".join(out))
    print(f"{os.path.relpath(CASES, ROOT)}: {len(chosen)} of {len(cases)} cases, {len(out)} lines")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--ucd", default="/usr/share/unicode", help="the Unicode Character Database")
    args = parser.parse_args()
    unicode_version = version(os.path.join(args.ucd, "LineBreak.txt"))
    for other in ["EastAsianWidth.txt", "auxiliary/LineBreakTest.txt"]:
        if version(os.path.join(args.ucd, other)) != unicode_version:
            sys.exit(f"{other} is not of Unicode {unicode_version}")
    os.makedirs(os.path.dirname(TABLE), exist_ok=True)
    os.makedirs(os.path.dirname(CASES), exist_ok=True)
    write_table(args.ucd, unicode_version)
    write_cases(args.ucd, unicode_version)


if __name__ == "__main__":
    main()
