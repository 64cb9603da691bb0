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

    /// A copy is a value: changing it (an insertion, an update, a removal) leaves the original
    /// as it was, and the other way round.
    @Test func copiesChangeIndependently() {
        let objects = (0..<40).map { Variable("v\($0)") }
        let keys = objects.map(ObjectIdentifier.init)
        var original = IdentityMap<Int>()
        for (i, key) in keys.prefix(20).enumerated() { original[key] = i }
        var copy = original
        copy[keys[0]] = 100
        copy[keys[1]] = nil
        for key in keys[20...] { copy[key] = 7 }
        original[keys[2]] = -2
        withExtendedLifetime(objects) {
            #expect(original.count == 20 && copy.count == 39)
            #expect(original[keys[0]] == 0 && original[keys[1]] == 1 && original[keys[2]] == -2 && original[keys[30]] == nil)
            #expect(copy[keys[0]] == 100 && copy[keys[1]] == nil && copy[keys[2]] == 2 && copy[keys[30]] == 7)
        }
    }
}
