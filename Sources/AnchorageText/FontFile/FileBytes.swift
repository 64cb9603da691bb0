// SPDX-License-Identifier: MIT

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading files and directories through the C library (the module does not use Foundation).
enum FileBytes {
    /// The largest file read as a font: 256 MiB (the largest fonts in use are some 50 MiB).
    static let maximumSize = 256 << 20

    /// The bytes of the regular file at `path`.
    static func contents(of path: String) throws(FontError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .unreadableFile(path: path, reason: errorText()) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadableFile(path: path, reason: errorText()) }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw .unreadableFile(path: path, reason: "not a regular file")
        }
        let size = Int(status.st_size)
        guard size <= maximumSize else {
            throw .unreadableFile(path: path, reason: "larger than \(maximumSize >> 20) MiB")
        }
        var failure: String?
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var done = 0
            while done < size {
                let got = read(descriptor, buffer.baseAddress! + done, size - done)
                if got < 0 && errno == EINTR { continue }
                guard got > 0 else {
                    failure = got < 0 ? errorText() : "the file shrank while being read"
                    break
                }
                done += got
            }
            initialized = done
        }
        if let failure { throw .unreadableFile(path: path, reason: failure) }
        return bytes
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }
}
