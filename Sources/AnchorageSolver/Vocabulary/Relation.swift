// SPDX-License-Identifier: MIT

/// How a constraint's expression relates to zero: `expression ⋈ 0`.
public enum Relation: Sendable, Hashable, CaseIterable {
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression == 0`.
    case equal
    /// `expression >= 0`.
    case greaterThanOrEqual
}

extension Relation: CustomStringConvertible {
    /// The operator: `"<="`, `"=="` or `">="`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
