// SPDX-License-Identifier: MIT

import Anchorage
import AnchorageSolver
import Foundation
import Testing

// Every ```swift block of README.md is a region of this file between `// README:begin <name>` and
// `// README:end` (compared after removing the region's common indentation), in the README's
// order; `readmeCodeBlocksAreCompiledHere` fails when the two drift apart. Statements live in test
// functions, declarations at file scope, so the compiler checks every snippet.

// README:begin snapshot-helper
/// Compares a snapshot with the golden file `__Snapshots__/<name>` next to the calling test file.
/// A missing golden file (or `RECORD_SNAPSHOTS=1` in the environment) records it and fails once.
func expectSnapshot(_ snapshot: String, named name: String, filePath: String = #filePath,
                    sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
    let file = directory.appendingPathComponent(name)
    let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil
    guard !record, let golden = try? String(contentsOf: file, encoding: .utf8) else {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try snapshot.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("Recorded \(file.path); check it and run again.", sourceLocation: sourceLocation)
        return
    }
    #expect(snapshot == golden, "\(name) differs from its golden file", sourceLocation: sourceLocation)
}
// README:end
