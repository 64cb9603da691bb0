// SPDX-License-Identifier: MIT

@testable import Anchorage
import AnchorageGallery
import Testing

/// A layout's frames are the same in every process. Swift seeds its hashing per process, so a
/// `Dictionary` or `Set` iteration order that reached a frame would show up between two
/// processes, though rarely between two runs in one: the frames are computed in two child
/// processes (exit tests) and compared byte for byte with each other and with this process's.
@Suite struct LayoutDeterminismTests {
    /// Every frame of four randomized engine worlds after each of their steps, and every view's
    /// frame, note and summary of the gallery's scenes, as one text (`Double`s printed in full,
    /// so equal text means equal bits).
    static func transcript() -> String {
        var text = ""
        for seed in 1...4 as ClosedRange<UInt64> {
            let world = RandomizedEngineTests.World(seed: seed, count: 8)
            world.root.layoutIfNeeded()
            for _ in 0..<40 {
                world.step()
                world.root.layoutIfNeeded()
                text += "\(world.frames())\n"
            }
        }
        func visit(_ view: LayoutView, depth: Int) {
            text += String(repeating: " ", count: depth) + "\(view.snp.label() ?? "-") \(view.frame)\n"
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        for run in Gallery.runAll() {
            text += "\(run.identifier): \(run.summary)\n" + run.notes.map { $0 + "\n" }.joined()
            visit(run.root, depth: 0)
        }
        return text
    }

    /// The transcript from two child processes equals this process's. Each child also reports a
    /// string's hash value: the two must differ, which shows that the processes hash with
    /// different seeds (they would not with `SWIFT_DETERMINISTIC_HASHING` set), so the comparison
    /// can catch hash-order effects.
    @Test func separateProcessesGiveIdenticalFrames() async {
        var children: [(hash: Substring, transcript: Substring)] = []
        for _ in 0..<2 {
            let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
                print("determinism".hashValue)
                print(LayoutDeterminismTests.transcript(), terminator: "")
            }
            let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
            let newline = output.firstIndex(of: "\n") ?? output.endIndex
            children.append((output[..<newline], output[newline...].dropFirst()))
        }
        #expect(children[0].hash != children[1].hash, "the child processes hash alike; the test proves nothing")
        let parent = Self.transcript()
        for (index, child) in children.enumerated() where child.transcript != parent {
            let line = zip(child.transcript.split(separator: "\n", omittingEmptySubsequences: false),
                           parent.split(separator: "\n", omittingEmptySubsequences: false)).enumerated()
                .first { $0.element.0 != $0.element.1 }
            Issue.record("""
                child \(index) differs from this process (\(child.transcript.utf8.count) against \(parent.utf8.count) bytes)\
                \(line.map { " at line \($0.offset + 1):\n\($0.element.0)\n---\n\($0.element.1)" } ?? "")
                """)
        }
    }
}
