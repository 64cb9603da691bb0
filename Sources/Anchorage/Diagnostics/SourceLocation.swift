// SPDX-License-Identifier: MIT

/// Where in the user's source a constraint was written: captured with `#fileID`, `#line` and
/// `#column` by every relation (`equalTo`, `…ToSuperview`, …) and by `makeConstraints` and its
/// siblings, and shown in every description and diagnostic.
///
/// Every DSL method that takes `fileID`, `line` and `column` parameters uses them for this and
/// nothing else: leave them to their defaults (the call site). A helper of your own that wraps a
/// relation can take the same three parameters with the same defaults and pass them on, so that
/// diagnostics name its caller.
///
/// ```swift
/// let location = SourceLocation()          // this line
/// location.description                     // "Card.swift#12"
/// ```
public struct SourceLocation: Sendable {
    /// The file, as `#fileID` spells it: `"Module/File.swift"`.
    public let fileID: StaticString
    /// The line, starting at 1.
    public let line: UInt
    /// The column, starting at 1.
    public let column: UInt

    /// Captures the caller's location.
    ///
    /// - Parameters:
    ///   - fileID: The file; defaults to the caller's.
    ///   - line: The line; defaults to the caller's.
    ///   - column: The column; defaults to the caller's.
    public init(fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        self.fileID = fileID
        self.line = line
        self.column = column
    }

    /// The file name without its module: `"File.swift"`.
    public var fileName: String {
        let path = "\(fileID)"
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}

extension SourceLocation: Equatable {
    /// Same file, line and column.
    public static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.line == rhs.line && lhs.column == rhs.column && "\(lhs.fileID)" == "\(rhs.fileID)"
    }
}

extension SourceLocation: CustomStringConvertible {
    /// SnapKit's short form, `"File.swift#42"`.
    public var description: String { "\(fileName)#\(line)" }
}
