// SPDX-License-Identifier: MIT

/// How text that is too long for its width is broken into lines and cut short: UIKit's
/// `NSLineBreakMode`, case for case.
///
/// Every mode wraps at the maximum width; they differ in where a line may break and in what the
/// last line that the line limit allows shows when text remains after it:
///
/// ```swift
/// let lines = LineBreaker.lines(of: "The quick brown fox", maximumWidth: 80, maximumLines: 1,
///                               lineBreakMode: .byTruncatingTail) { Double($0.count) * 10 }
/// lines.map(\.text)   // ["The qui…"]
/// ```
public enum LineBreakMode: Sendable, Hashable {
    /// Lines break at the break opportunities of Unicode's line-breaking algorithm (between words,
    /// around ideographs, after hyphens); a word wider than a line breaks between grapheme
    /// clusters. Lines past the limit are not shown. UIKit's default for labels.
    case byWordWrapping
    /// Lines break between any two grapheme clusters (spaces still hang at a line's end). Lines
    /// past the limit are not shown.
    case byCharWrapping
    /// Lines wrap as ``byWordWrapping``; the last line the limit allows holds the rest of its
    /// paragraph unwrapped, and whatever is wider than the maximum is clipped where it is drawn.
    case byClipping
    /// Lines wrap as ``byWordWrapping``; the last line the limit allows shows the end of the
    /// text after "…", dropping whole grapheme clusters from its start until it fits.
    case byTruncatingHead
    /// Lines wrap as ``byWordWrapping``; the last line the limit allows shows the rest of its
    /// paragraph followed by "…", dropping whole grapheme clusters from its end until it fits.
    case byTruncatingTail
    /// Lines wrap as ``byWordWrapping``; the last line the limit allows shows the start of the
    /// rest and the end of the text around "…", dropping whole grapheme clusters from the middle
    /// until it fits.
    case byTruncatingMiddle

    /// Whether the mode puts "…" in the last line the limit allows.
    var truncates: Bool {
        switch self {
        case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: true
        case .byWordWrapping, .byCharWrapping, .byClipping: false
        }
    }
}
