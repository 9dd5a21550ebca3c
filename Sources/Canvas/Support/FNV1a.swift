/// The 64-bit FNV-1a hash: a fast, deterministic checksum for records and identifiers (not a
/// cryptographic hash).
enum FNV1a {
    /// The hash of `bytes`.
    static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}
