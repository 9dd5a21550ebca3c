internal import CCairo

/// A libdeflate decompressor with one Swift owner: made in the initialiser, freed once in
/// `deinit`.
final class DeflateDecompressor {
    private let pointer: OpaquePointer

    /// A decompressor; throws when libdeflate cannot make one.
    init() throws(CanvasError) {
        guard let made = libdeflate_alloc_decompressor() else {
            throw .malformedOutput(format: "pdf", reason: "libdeflate could not make a decompressor")
        }
        pointer = made
    }

    deinit { libdeflate_free_decompressor(pointer) }

    /// The bytes of one zlib stream; `nil` when they are not one, or inflate past `limit` bytes.
    ///
    /// libdeflate needs room for the whole output, so the room starts at four times the input
    /// and doubles until the data fits.
    func zlibDecompress(_ input: [UInt8], limit: Int) -> [UInt8]? {
        var room = max(256, min(limit, input.count * 4))
        while true {
            var output = [UInt8](repeating: 0, count: room)
            var written = 0
            let result = input.withUnsafeBytes { source in
                output.withUnsafeMutableBytes { target in
                    libdeflate_zlib_decompress(
                        pointer, source.baseAddress, source.count, target.baseAddress, target.count, &written)
                }
            }
            switch result {
            case LIBDEFLATE_SUCCESS:
                output.removeSubrange(written...)
                return output
            case LIBDEFLATE_INSUFFICIENT_SPACE where room < limit:
                room = min(limit, room * 2)
            default:
                return nil
            }
        }
    }
}
