// SPDX-License-Identifier: MIT

/// How a label's lines sit across its width, as UIKit's `NSTextAlignment`. It changes only how
/// the lines are drawn: a label's size and where its lines break do not depend on it.
///
/// ```swift
/// let price = Label(text: "$4.99")
/// price.font = Font.systemFont(ofSize: 17)
/// price.textAlignment = .right   // drawn against the label's right edge
/// ```
public enum TextAlignment: Sendable, Hashable, CaseIterable {
    /// Each line starts at the left edge.
    case left
    /// Each line is centred.
    case center
    /// Each line ends at the right edge.
    case right
    /// Each line fills the width, its spaces widened, but for the last line of a paragraph (or of
    /// the label), which sits as ``natural`` does (as does a line without a space).
    case justified
    /// Lines start at the leading edge: the left, or the right in a right-to-left layout. UIKit's
    /// default.
    case natural
}

extension TextAlignment {
    /// Where a line `lineWidth` wide starts in a box `width` wide, and whether it is stretched to
    /// the box's width (a justified line narrower than the box that does not end its paragraph).
    func placement(ofLine lineWidth: Double, in width: Double, endsParagraph: Bool, rightToLeft: Bool)
        -> (x: Double, isStretched: Bool)
    {
        let leading = rightToLeft ? width - lineWidth : 0
        switch self {
        case .left: return (0, false)
        case .center: return ((width - lineWidth) / 2, false)
        case .right: return (width - lineWidth, false)
        case .justified: return endsParagraph || lineWidth >= width ? (leading, false) : (0, true)
        case .natural: return (leading, false)
        }
    }
}
