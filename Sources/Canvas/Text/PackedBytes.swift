/// Up to 16 bytes packed into two integers with their count: a cache key that hashes 17 bytes,
/// with no `String` hashing and no allocation.
struct PackedBytes: Hashable, Sendable {
    let low: UInt64
    let high: UInt64
    let count: UInt8

    /// The bytes packed, or `nil` when there are more than 16.
    init?<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        let count = bytes.count
        guard count <= 16 else { return nil }
        var low: UInt64 = 0
        var high: UInt64 = 0
        for (index, byte) in bytes.enumerated() {
            if index < 8 {
                low |= UInt64(byte) << (8 * index)
            } else {
                high |= UInt64(byte) << (8 * (index - 8))
            }
        }
        self.low = low
        self.high = high
        self.count = UInt8(count)
    }
}
