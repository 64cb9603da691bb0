// SPDX-License-Identifier: MIT

extension LayoutConstraint {
    /// Options of ``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:fileID:line:column:)``
    /// (UIKit's `NSLayoutConstraint.FormatOptions`, with its raw values): at most one direction,
    /// at most one spacing, and any alignments across the format's axis.
    ///
    /// - An alignment (`alignAllTop`, …) adds, for each view after the first, `view.attribute ==
    ///   previous.attribute`. It must be across the format's axis: a horizontal format aligns
    ///   tops, bottoms, centres y or baselines; a vertical one lefts, rights, leadings, trailings
    ///   or centres x.
    /// - The direction says which edges an `H:` format names: leading and trailing
    ///   (``directionLeadingToTrailing``, the default), left and right in the order written
    ///   (``directionLeftToRight``), or the format read from the right (``directionRightToLeft``).
    /// - ``spacingBaselineToBaseline`` measures the connections between views of a `V:` format
    ///   from the upper view's last baseline to the lower view's first baseline (a horizontal
    ///   format ignores it).
    ///
    /// ```swift
    /// let constraints = try LayoutConstraint.constraints(
    ///     withVisualFormat: "H:|-[icon]-[title]-|", options: .alignAllCenterY, metrics: nil,
    ///     views: ["icon": icon, "title": title])
    /// ```
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        /// The bits, as UIKit numbers them.
        public let rawValue: UInt

        /// Creates options from UIKit's bits.
        ///
        /// - Parameter rawValue: The bits: alignment `1 << attribute.rawValue` in the low 16
        ///   bits, the direction in bits 16–17, the spacing in bit 19.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        private init(aligning attribute: LayoutAttribute) {
            self.init(rawValue: 1 << UInt(attribute.rawValue))
        }

        /// Aligns the views' left edges.
        public static let alignAllLeft = FormatOptions(aligning: .left)
        /// Aligns the views' right edges.
        public static let alignAllRight = FormatOptions(aligning: .right)
        /// Aligns the views' top edges.
        public static let alignAllTop = FormatOptions(aligning: .top)
        /// Aligns the views' bottom edges.
        public static let alignAllBottom = FormatOptions(aligning: .bottom)
        /// Aligns the views' leading edges.
        public static let alignAllLeading = FormatOptions(aligning: .leading)
        /// Aligns the views' trailing edges.
        public static let alignAllTrailing = FormatOptions(aligning: .trailing)
        /// Aligns the views' horizontal centres.
        public static let alignAllCenterX = FormatOptions(aligning: .centerX)
        /// Aligns the views' vertical centres.
        public static let alignAllCenterY = FormatOptions(aligning: .centerY)
        /// Aligns the views' last baselines.
        public static let alignAllLastBaseline = FormatOptions(aligning: .lastBaseline)
        /// Aligns the views' first baselines.
        public static let alignAllFirstBaseline = FormatOptions(aligning: .firstBaseline)
        /// The alignment bits.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// `H:` names leading and trailing edges (the default, `rawValue` 0).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// `H:` names left and right edges, in the order written.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// `H:` is read from the right: the first view is rightmost.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction bits.
        public static let directionMask = FormatOptions(rawValue: 3 << 16)

        /// Connections measure the gap between the views' edges (the default, `rawValue` 0).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Connections between the views of a `V:` format measure from baseline to baseline.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The spacing bits.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)

        /// The attributes to align, in UIKit's numbering order.
        var alignedAttributes: [LayoutAttribute] {
            LayoutAttribute.allCases.filter {
                $0 != .notAnAttribute && (1 << UInt($0.rawValue)) & FormatOptions.alignmentMask.rawValue & rawValue != 0
            }
        }
    }
}
