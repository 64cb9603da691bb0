// SPDX-License-Identifier: MIT

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A mutex around state that caches fill lazily (a face's glyph pages and shaping plans, a font
/// library's scan), so that `Font` and `FontLibrary` can be shared between threads.
///
/// A pthread mutex, because the module uses no Foundation and Synchronization's `Mutex` needs
/// macOS 15. Never held while another `Lock` is taken (no lock order to get wrong).
final class Lock<State>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Only reached under the mutex, so the runtime's exclusivity checks are left out.
    @exclusivity(unchecked) private var state: State

    init(_ state: State) {
        self.state = state
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the state, alone.
    @inline(__always)
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}
