/// Reads the orientation a JPEG's EXIF metadata states, in Swift, without a metadata library:
/// the `Orientation` tag (0x0112) of the first image directory of an `APP1` `Exif` segment.
enum EXIFOrientation {
    /// The orientation in `bytes` (a JPEG file), or ``ImageOrientation/up`` when there is no EXIF
    /// segment, no tag, or anything malformed on the way to it.
    static func read(_ bytes: UnsafeRawBufferPointer) -> ImageOrientation {
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return .up }
        var offset = 2
        // Markers up to the first scan; each segment is FF xx and a big-endian length that counts itself.
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return .up }
            let marker = bytes[offset + 1]
            if marker == 0xFF {
                offset += 1  // fill byte
                continue
            }
            if marker == 0xDA || marker == 0xD9 { return .up }  // start of scan, end of image
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2, offset + 2 + length <= bytes.count else { return .up }
            let start = offset + 4
            let end = offset + 2 + length
            if marker == 0xE1, let orientation = exif(bytes, from: start, to: end) { return orientation }
            offset = end
        }
        return .up
    }

    /// The orientation in one APP1 segment's payload, or `nil` when it is not EXIF or has no tag.
    private static func exif(_ bytes: UnsafeRawBufferPointer, from start: Int, to end: Int)
        -> ImageOrientation?
    {
        let signature: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0]  // "Exif\0\0"
        guard end - start >= 14, (0..<6).allSatisfy({ bytes[start + $0] == signature[$0] }) else {
            return nil
        }
        let tiff = start + 6
        let littleEndian: Bool
        switch (bytes[tiff], bytes[tiff + 1]) {
        case (0x49, 0x49): littleEndian = true  // "II"
        case (0x4D, 0x4D): littleEndian = false  // "MM"
        default: return nil
        }
        func read(_ at: Int, _ size: Int) -> Int? {
            guard at >= tiff, at + size <= end else { return nil }
            var value = 0
            for i in 0..<size {
                let byte = Int(bytes[littleEndian ? at + size - 1 - i : at + i])
                value = value << 8 | byte
            }
            return value
        }
        guard read(tiff + 2, 2) == 42, let directory = read(tiff + 4, 4), directory >= 8,
            let count = read(tiff + directory, 2)
        else { return nil }
        for index in 0..<min(count, 1000) {
            let entry = tiff + directory + 2 + index * 12
            guard let tag = read(entry, 2) else { return nil }
            guard tag == 0x0112 else { continue }
            // Type SHORT (3), one value, stored in the first two bytes of the value field.
            guard read(entry + 2, 2) == 3, let value = read(entry + 8, 2) else { return nil }
            return ImageOrientation(rawValue: value)
        }
        return nil
    }
}
