// SPDX-License-Identifier: MIT

import AnchorageText
import Foundation

/// Scenario T, text: reading fonts and measuring a line. With DejaVu Sans (if installed) and the
/// largest font file of the platform's folders: the time to open the file (`Font(contentsOfFile:)`,
/// reading and checking it) and to parse bytes already in memory (`Font(data:)`), the memory one
/// open font holds against its file's size (resident set growth over 20 open copies, each having
/// measured text; Linux only), and `width(of:)` of a 40-character Latin run after the first call (ns per
/// call). Checks that repeated widths are identical. With no font installed it says so and skips.
func runScenarioT(_ options: Options) throws(BenchFailure) {
    let library = FontLibrary.platform
    var paths: [String] = []
    if let dejaVu = library.fontFiles.first(where: { $0.hasSuffix("/DejaVuSans.ttf") }) { paths.append(dejaVu) }
    let sizes = library.fontFiles.map { path in
        ((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0, path)
    }
    if let largest = sizes.max(by: { $0.0 < $1.0 })?.1, !paths.contains(largest) { paths.append(largest) }
    guard !paths.isEmpty else {
        print("T text      no system font found in \(FontLibrary.platformFolders.joined(separator: ", ")): skipped")
        return
    }
    for path in paths { try measureFont(at: path, options: options) }
}

private func measureFont(at path: String, options: Options) throws(BenchFailure) {
    let clock = ContinuousClock()
    let name = (path as NSString).lastPathComponent
    let fileSize = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    guard let bytes = FileManager.default.contents(atPath: path).map(Array.init),
          let font = try? Font(contentsOfFile: path, size: 17)
    else {
        print("T text      \(name): cannot be opened, skipped")
        return
    }
    let memoryRun = "Typography: AVATAR office flow, Wave To."
    // Memory first, before the timing loops free fonts whose memory later ones would reuse:
    // the resident set's growth over 20 fonts opened from the file, each having measured the run.
    let before = residentKiB()
    var held: [Font] = []
    for _ in 0..<20 {
        if let copy = try? Font(contentsOfFile: path, size: 17) {
            _ = copy.width(of: memoryRun)
            held.append(copy)
        }
    }
    if let before, let after = residentKiB(), !held.isEmpty {
        let perFont = Double(after - before) * 1_024 / Double(held.count)
        print(String(format: "T memory    %@  %.0f KB per open font, %.2fx its file (%.0f KB)", name, perFont / 1_000,
                     perFont / Double(max(fileSize, 1)), Double(fileSize) / 1_000))
    }
    withExtendedLifetime(held) {}

    let opens = options.quick ? 20 : 200
    var openFile = Samples()
    var parse = Samples()
    for _ in 0..<options.samples {
        var start = clock.now
        for _ in 0..<opens { _ = try? Font(contentsOfFile: path, size: 17) }
        openFile.append(seconds(clock.now - start) / Double(opens))
        start = clock.now
        for _ in 0..<opens { _ = try? Font(data: bytes, size: 17) }
        parse.append(seconds(clock.now - start) / Double(opens))
    }
    print(resultLine("T open", size: "", unit: "per file read and opened, \(name)", samples: openFile, count: options.samples))
    print(resultLine("T parse", size: "", unit: "per Font(data:), \(name)", samples: parse, count: options.samples))

    // 40 characters of Latin text with kerning pairs and a ligature.
    let run = "Typography: AVATAR office flow, Wave To."
    let first = font.width(of: run)
    let calls = options.quick ? 20_000 : 1_000_000
    var widths = Samples()
    var total = 0.0
    for _ in 0..<options.samples {
        let start = clock.now
        for _ in 0..<calls { total += font.width(of: run) }
        widths.append(seconds(clock.now - start) / Double(calls))
    }
    try checkValue(total, equals: first * Double(calls * options.samples), "sum of repeated widths", in: "T")
    print(resultLine("T width", size: "40 chars", unit: "per width(of:), \(name), width \(String(format: "%.3f", first)) pt",
                     samples: widths, count: options.samples))
}
