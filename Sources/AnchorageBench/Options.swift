// SPDX-License-Identifier: MIT

/// Which scenarios of `shared/bench/SCENARIOS.md` a run measures, at which sizes, how often.
struct Options {
    enum Scenario: String, CaseIterable {
        case a = "A", b = "B", c = "C", d = "D", f = "F", u = "U", s = "S", m = "M", k = "K", v = "V", w = "W", t = "T"
    }

    /// What measures the labels of F's text variant and of S: the model, the system font, or
    /// both in the same run (the default, compared).
    enum TextVariants: String {
        case model, font, both
    }

    var scenarios: [Scenario] = Scenario.allCases
    /// The text variants F's labelled feed and S run (`--text`).
    var text = TextVariants.both
    /// Sizes for the "rows" variants (L = 10) of B, C and D; every one a multiple of 10.
    var rowSizes = [100, 1_000, 10_000]
    /// Sizes for B's "chain" variant (L = N). 50, 100 and 200 have checksums listed in
    /// SCENARIOS.md; larger ones are checked against the closed form.
    var chainSizes = [50, 100, 200, 1_000, 10_000]
    /// Cell counts for F, the layout scenario (a feed of N cells).
    var feedSizes = [100, 1_000, 10_000]
    /// Cell counts for S, the self-sizing scenario (cells sized by `systemLayoutSizeFitting`).
    var selfSizingSizes = [1_000]
    /// Samples per scenario and size; the median, min and max are reported.
    var samples = 5
    /// Smaller batches for scenario A (CI smoke runs).
    var quick = false
    /// kiwi's figures measured on this machine (`--kiwi-baseline FILE`, written by
    /// `Scripts/kiwi-baseline.sh --out FILE`); without it, kiwi's figures are SCENARIOS.md's.
    var kiwiBaseline: KiwiBaseline?

    static let usage = """
        usage: anchorage-bench [--scenario A|B|C|D|F|U|S|M|K|V|W|T|all] [--sizes N,N,...] [--samples K] [--quick]
                               [--kiwi-baseline FILE] [--help]

        Runs the solver benchmark scenarios of shared/bench/SCENARIOS.md (a copy of its enaml data
        ships with this target), verifies every checksum first, then prints per scenario and size
        the median, min and max time, kiwi's figure and the ratio against it. kiwi's figure is the
        one in SCENARIOS.md, measured on another machine, unless --kiwi-baseline gives figures
        measured on this one.

          --scenario S   A (enaml form: build, resize), B (rows and chain build), C (interactive
                         resize, rows), D (remove and re-add 10%, rows), F (layout: a feed of N
                         cells made with the DSL, first layout against the raw solver,
                         relayout after update(offset:) and across 100 root widths; then
                         its cells with labels, first layout with the text model against
                         the system font), U
                         (the update-constraints pass: F's feed made in updateConstraints()
                         overrides; a pass where nothing changed and one where one cell
                         changed, against the same change without overrides), S
                         (self-sizing: N cells with multi-line labels sized by
                         systemLayoutSizeFitting at widths 375 and 320, then N rows sized
                         with 10 reused cells given each row's text; fit, refit and reuse
                         again with the labels in the system font), M (memory: 10,000
                         trees built and dropped, peak RSS must stay flat), K (a StackView
                         of N views: first layout against the same layout by hand, toggling
                         isHidden, changing spacing, inserting at the front), V (a
                         10-view visual format parsed and activated 1,000 times against the
                         same constraints made with the DSL), W (the wrapping containers: a
                         FlowView of N items laid out, re-broken at another width, one item
                         hidden; a GridView of N / 10 rows of 10 laid out and one cell
                         grown), T (text: opening DejaVu Sans and the largest installed
                         font, the memory an open font holds, width(of:) of a 40-character
                         Latin run; skipped when no font is installed), or all (default).
          --sizes LIST   sizes N for B, C, D, F, K, S and W (rows need multiples of 10), replacing the
                         defaults rows 100,1000,10000, chain 50,100,200,1000,10000, feed
                         and stack 100,1000,10000 and cells 1000.
          --samples K    samples per scenario and size (default 5). A.build times batches of 20
                         builds and A.resize batches of 6,000 steps per sample.
          --quick        small sizes only (rows 100; chain 50,100,200; feed 100; cells 1000), 3 samples:
                         a CI smoke run.
          --text V       what measures the labels of F's labelled feed and of S: model, font
                         (Font.systemFont(ofSize: 17); skipped when the machine has none) or both
                         (default: both in the same run, the font's times against the model's).
          --kiwi-baseline FILE
                         kiwi measured on this machine by Scripts/kiwi-baseline.sh --out FILE
                         (same scenarios, same methodology, checksums verified): A to D then
                         compare against it ("kiwi here"), and SCENARIOS.md's figure follows for
                         reference only. Sizes the file lacks say "kiwi here: not measured".
          --help         this text.

        A size is skipped ("skipped: over budget") when one sample of the previous size of the same
        scenario took over 60 s, or when the growth measured so far projects one sample past 120 s;
        sampling a size stops early once its samples took 60 s in total.
        Exit status: 0 on success, 1 if a checksum fails, 2 on a solver error, 64 on bad usage.
        """

    /// Parses `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var explicitSizes: [Int]?
        var explicitSamples: Int?
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--help", "-h":
                throw UsageError(message: nil)
            case "--quick":
                options.quick = true
            case "--scenario":
                guard let value = iterator.next() else { throw UsageError(message: "--scenario needs a value") }
                if value.lowercased() == "all" {
                    options.scenarios = Scenario.allCases
                } else {
                    var chosen: [Scenario] = []
                    for part in value.split(separator: ",") {
                        guard let scenario = Scenario(rawValue: part.uppercased()) else {
                            throw UsageError(message: "unknown scenario '\(part)' (expected A, B, C, D, F, U, S, M, K, V, W, T or all)")
                        }
                        if !chosen.contains(scenario) { chosen.append(scenario) }
                    }
                    options.scenarios = chosen
                }
            case "--sizes":
                guard let value = iterator.next() else { throw UsageError(message: "--sizes needs a value") }
                var sizes: [Int] = []
                for part in value.split(separator: ",") {
                    let digits = part.filter { $0 != "_" }
                    guard let n = Int(digits), n > 0 else { throw UsageError(message: "bad size '\(part)'") }
                    sizes.append(n)
                }
                guard !sizes.isEmpty else { throw UsageError(message: "--sizes needs at least one size") }
                explicitSizes = sizes
            case "--text":
                guard let value = iterator.next(), let variants = TextVariants(rawValue: value.lowercased()) else {
                    throw UsageError(message: "--text needs model, font or both")
                }
                options.text = variants
            case "--kiwi-baseline":
                guard let value = iterator.next() else { throw UsageError(message: "--kiwi-baseline needs a file") }
                options.kiwiBaseline = try KiwiBaseline.load(value)
            case "--samples":
                guard let value = iterator.next(), let k = Int(value), k > 0 else {
                    throw UsageError(message: "--samples needs a positive integer")
                }
                explicitSamples = k
            default:
                throw UsageError(message: "unknown argument '\(argument)'")
            }
        }
        if options.quick {
            options.rowSizes = [100]
            options.chainSizes = [50, 100, 200]
            options.feedSizes = [100]
            options.samples = 3
        }
        if let sizes = explicitSizes {
            options.rowSizes = sizes.filter { $0 % 10 == 0 }
            options.chainSizes = sizes
            options.feedSizes = sizes
            options.selfSizingSizes = sizes
            if options.rowSizes.count != sizes.count, options.scenarios.contains(where: { $0 != .a && $0 != .f && $0 != .s && $0 != .k && $0 != .w }) {
                throw UsageError(message: "row sizes must be multiples of 10 (rows of L = 10 boxes)")
            }
        }
        if let k = explicitSamples { options.samples = k }
        return options
    }
}

/// A bad command line (or `--help`, with no message).
struct UsageError: Error {
    let message: String?
}
