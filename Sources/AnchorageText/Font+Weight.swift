// SPDX-License-Identifier: MIT

extension Font {
    /// How heavy a font's strokes are, UIFont's weights on OpenType's scale (`OS/2`'s
    /// usWeightClass, 1 to 1000).
    ///
    /// ```swift
    /// Font.named("DejaVu Sans", size: 17, weight: .bold)?.weight   // .bold (700)
    /// ```
    ///
    /// UIKit's order is kept: ``ultraLight`` (100) is lighter than ``thin`` (200), as Apple's
    /// fonts number them (OpenType's own names for 100 and 200 are the other way round).
    public struct Weight: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// The usWeightClass value.
        public let rawValue: Int

        /// A weight of `rawValue` on OpenType's 1 to 1000 scale.
        ///
        /// - Parameter rawValue: The usWeightClass value (400 regular, 700 bold).
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// 100.
        public static let ultraLight = Weight(rawValue: 100)
        /// 200.
        public static let thin = Weight(rawValue: 200)
        /// 300.
        public static let light = Weight(rawValue: 300)
        /// 400.
        public static let regular = Weight(rawValue: 400)
        /// 500.
        public static let medium = Weight(rawValue: 500)
        /// 600.
        public static let semibold = Weight(rawValue: 600)
        /// 700.
        public static let bold = Weight(rawValue: 700)
        /// 800.
        public static let heavy = Weight(rawValue: 800)
        /// 900.
        public static let black = Weight(rawValue: 900)

        /// Orders weights from light to heavy.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The UIKit name of a standard weight ("bold"), else the number.
        public var description: String {
            let names = [100: "ultraLight", 200: "thin", 300: "light", 400: "regular", 500: "medium",
                         600: "semibold", 700: "bold", 800: "heavy", 900: "black"]
            return names[rawValue] ?? "\(rawValue)"
        }
    }
}
