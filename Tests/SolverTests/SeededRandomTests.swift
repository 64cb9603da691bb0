// SPDX-License-Identifier: MIT

import SeededRandom
import Testing

/// The shared seeded generator's sequence is pinned: every seeded test and fuzz run replays its
/// cases from it, so a change to `next()` or to how a helper draws would silently swap those
/// cases for others.
@Suite struct SeededRandomTests {
    /// SplitMix64's published first outputs for seed 0, and a second seed.
    @Test func knownSequences() {
        var zero = SplitMix64(seed: 0)
        #expect((0..<3).map { _ in zero.next() } == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
        var other = SplitMix64(seed: 1_234_567)
        #expect((0..<3).map { _ in other.next() } == [0x599E_D017_FB08_FC85, 0x2C73_F084_5854_0FA5, 0x883E_BCE5_A3F2_7C77])
    }

    /// Each helper takes exactly one draw, and derives its answer from it as documented.
    @Test func eachHelperTakesOneDraw() {
        var rng = SplitMix64(seed: 7), raw = SplitMix64(seed: 7)
        #expect(rng.below(10) == Int(raw.next() % 10))
        #expect(rng.int(in: -5...5) == -5 + Int(raw.next() % 11))
        #expect(rng.chance(0.5) == (Double(raw.next() >> 11) * 0x1p-53 < 0.5))
        #expect(rng.pick([3, 4, 5]) == [3, 4, 5][Int(raw.next() % 3)])
        #expect(rng.pick([3, 4, 5, 6].dropFirst()) == [4, 5, 6][Int(raw.next() % 3)])
        #expect(rng.weighted([1, 0, 2]) == (raw.next() % 3 == 0 ? 0 : 2))
        #expect(rng.next() == raw.next())
    }
}
