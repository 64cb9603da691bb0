// SPDX-License-Identifier: MIT

/// Traps for programmer errors that cannot be recovered from (relating views in different trees,
/// `equalToSuperview()` without a superview, an invalid priority): the process stops with a
/// message naming the items and, where the DSL captured it, the source line, as SnapKit's
/// `fatalError`s and UIKit's exceptions do.
///
/// Why not `precondition`: in an optimized build (`swift build -c release`, how servers and
/// tools ship) `precondition` and `preconditionFailure` trap without printing their message, so a
/// misuse would end the process with no word of what or where. `fatalError` prints in every
/// build configuration, which the exit tests check in CI's release pass.
enum Misuse {
    /// Stops the process with `message` on standard error.
    static func trap(_ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) -> Never {
        fatalError(message(), file: file, line: line)
    }

    /// Stops the process with `message` unless `condition` holds (`message` is built only then).
    @inline(__always)
    static func check(_ condition: Bool, _ message: @autoclosure () -> String,
                      file: StaticString = #fileID, line: UInt = #line) {
        if !condition { trap(message(), file: file, line: line) }
    }
}
