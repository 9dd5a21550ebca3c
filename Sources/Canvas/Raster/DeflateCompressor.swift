internal import CCairo

/// A libdeflate compressor with one Swift owner: made in the initialiser, freed once in `deinit`.
///
/// libdeflate compresses a whole buffer in one call (it cannot continue a stream), so
/// ``PNGEncoder`` hands it every filtered scanline at once.
final class DeflateCompressor {
    private let pointer: OpaquePointer

    /// A compressor at `level` (1…12: 1 fastest, 12 smallest).
    init(level: Int32) throws(CanvasError) {
        guard let made = libdeflate_alloc_compressor(level) else {
            throw .malformedOutput(
                format: "png", reason: "libdeflate could not make a level-\(level) compressor")
        }
        pointer = made
    }

    deinit { libdeflate_free_compressor(pointer) }

    /// The most bytes ``zlibCompress(_:count:into:)`` can write for `count` input bytes.
    func zlibBound(_ count: Int) -> Int {
        Int(libdeflate_zlib_compress_bound(pointer, count))
    }

    /// Compresses `count` bytes into one zlib stream at `output`, which has room for
    /// ``zlibBound(_:)`` bytes; returns the bytes written.
    func zlibCompress(
        _ input: UnsafeRawPointer, count: Int, into output: UnsafeMutableRawPointer
    ) throws(CanvasError) -> Int {
        let written = libdeflate_zlib_compress(pointer, input, count, output, zlibBound(count))
        guard written > 0 else {
            throw .malformedOutput(format: "png", reason: "libdeflate's output did not fit its own bound")
        }
        return written
    }
}
