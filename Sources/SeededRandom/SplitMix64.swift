// SPDX-License-Identifier: MIT

/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014): a
/// tiny seeded generator, so a fuzz run or a randomized test replays exactly from its seed on
/// every platform. The fuzzers and the test suites share it, so a seed printed by any of them
/// names the same sequence; the helpers below consume one draw each, and changing them would
/// change every seeded case.
///
/// ```swift
/// var rng = SplitMix64(seed: 42)
/// let side = rng.pick(["left", "right"])
/// ```
package struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose sequence is determined by `seed` alone.
    ///
    /// - Parameter seed: Any value; equal seeds give equal sequences.
    package init(seed: UInt64) { state = seed }

    /// The next 64 uniformly distributed bits.
    ///
    /// - Complexity: O(1).
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An integer in `0..<bound`, from one draw.
    ///
    /// The modulo makes small values very slightly more likely when `bound` does not divide
    /// 2^64; for the bounds tests use (far below 2^32) the bias is under 2^-32.
    ///
    /// - Parameter bound: The exclusive upper bound.
    /// - Precondition: `bound > 0`.
    /// - Complexity: O(1).
    package mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "SplitMix64.below needs a positive bound, got \(bound)")
        return Int(next() % UInt64(bound))
    }

    /// An integer in `range`, from one draw.
    ///
    /// - Parameter range: The closed range to draw from.
    /// - Complexity: O(1).
    package mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// True with probability `p`, from one draw (53 bits, like a uniform `Double` in `0..<1`).
    ///
    /// - Parameter p: The probability; 0 never, 1 always.
    /// - Complexity: O(1).
    package mutating func chance(_ p: Double) -> Bool {
        Double(next() >> 11) * 0x1p-53 < p
    }

    /// A uniformly chosen element of a non-empty collection, from one draw.
    ///
    /// - Parameter elements: The collection to pick from.
    /// - Precondition: `elements` is not empty.
    /// - Complexity: O(1).
    package mutating func pick<C: RandomAccessCollection>(_ elements: C) -> C.Element where C.Index == Int {
        elements[elements.startIndex + below(elements.count)]
    }

    /// The index of one weight, drawn in proportion to the weights, from one draw.
    ///
    /// - Parameter weights: Nonnegative weights, not all zero.
    /// - Precondition: The weights sum to a positive value.
    /// - Complexity: O(*n*), where *n* is the number of weights.
    package mutating func weighted(_ weights: [Int]) -> Int {
        var roll = below(weights.reduce(0, +))
        for (index, weight) in weights.enumerated() {
            if roll < weight { return index }
            roll -= weight
        }
        return weights.count - 1
    }
}
