// SPDX-License-Identifier: MIT

@testable import AnchorageSolver
import SeededRandom
import Testing

/// The identity table against `Dictionary`: seeded runs of insertions, updates and removals over
/// a small pool of objects, so runs of colliding entries form and removals shift them back.
@Suite struct IdentityMapTests {
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func agreesWithDictionary(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let objects = (0..<200).map { Variable("v\($0)") }
        var map = IdentityMap<Int>()
        var reference: [ObjectIdentifier: Int] = [:]
        for step in 0..<20_000 {
            let key = ObjectIdentifier(objects[rng.below(objects.count)])
            if rng.below(3) == 0 {
                map[key] = nil
                reference[key] = nil
            } else {
                map[key] = step
                reference[key] = step
            }
            #expect(map.count == reference.count)
            if step % 97 == 0 {
                for object in objects {
                    let k = ObjectIdentifier(object)
                    #expect(map[k] == reference[k], "step \(step), seed \(seed)")
                }
            }
        }
        for object in objects { #expect(map[ObjectIdentifier(object)] == reference[ObjectIdentifier(object)]) }
    }

    @Test func reservedTableHoldsItsKeys() {
        let objects = (0..<64).map { Variable("v\($0)") }
        var map = IdentityMap<Int>()
        map.reserveCapacity(64)
        for (i, object) in objects.enumerated() { map[ObjectIdentifier(object)] = i }
        #expect(map.count == 64)
        for (i, object) in objects.enumerated() { #expect(map[ObjectIdentifier(object)] == i) }
        // Both alive while they are compared: an optimized build frees `objects` after its last
        // use, and a new object may then take one of their addresses.
        let stranger = Variable()
        withExtendedLifetime(objects) { #expect(map[ObjectIdentifier(stranger)] == nil) }
    }
}
