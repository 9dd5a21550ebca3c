import Foundation

/// Checks the `data:` URLs an SVG document carries before librsvg decodes them, because librsvg
/// hands embedded images to gdk-pixbuf, which allocates whatever a header claims: a 23 KB SVG
/// whose PNG claims 30,000 × 30,000 pixels took 6 GB and 21 seconds in `rsvg-convert`.
///
/// Every `data:` URL (found after numeric character references are decoded, so `&#100;ata:`
/// cannot hide one) must hold a PNG or JPEG whose header passes ``RenderLimits`` (all of a
/// document's together at most ``maximumEmbeddedPixels``), an SVG that passes these checks itself
/// (nested at most ``maximumNesting`` deep), or CSS; anything else, GIF included (gdk-pixbuf
/// decodes every frame of an animation), is refused.
enum SVGEmbeddedData {
    /// The most pixels the images embedded in one document (nested documents included) may claim.
    static let maximumEmbeddedPixels = 25_000_000
    /// How deep SVG documents embedded in SVG documents may nest.
    static let maximumNesting = 4

    /// Throws ``CanvasError/invalidImageData(_:)`` or ``CanvasError/imageTooLarge(width:height:reason:)``
    /// for a `data:` URL in `document` that breaks the rules above.
    static func check(_ document: Data) throws(CanvasError) {
        var pixels = 0
        try check(document, depth: 0, pixels: &pixels)
    }

    private static func check(_ document: Data, depth: Int, pixels: inout Int) throws(CanvasError) {
        let text = try XMLCharacterReferences.decoded([UInt8](document))
        var i = 0
        while let start = find(dataScheme: text, from: i) {
            var end = start + 5
            while end < text.count, !terminators.contains(text[end]) { end += 1 }
            try checkURL(Array(text[(start + 5)..<end]), depth: depth, pixels: &pixels)
            i = end
        }
    }

    /// The bytes that end a URL in an attribute or a CSS `url()`.
    private static let terminators: Set<UInt8> = Set("\"')<>".utf8)

    /// Checks one URL's part after `data:`.
    private static func checkURL(_ url: [UInt8], depth: Int, pixels: inout Int) throws(CanvasError) {
        // Without a comma it is not a data URL librsvg reads.
        guard let comma = url.firstIndex(of: UInt8(ascii: ",")) else { return }
        let header = String(decoding: url[..<comma], as: UTF8.self).lowercased()
        let payload = url[(comma + 1)...]
        let bytes: Data
        if header.hasSuffix(";base64") {
            var alphabet = payload.filter { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
            alphabet = Array(String(decoding: percentDecoded(alphabet), as: UTF8.self).utf8)
            while alphabet.count % 4 != 0 { alphabet.append(UInt8(ascii: "=")) }
            // Base64 that does not decode: librsvg cannot read it either.
            guard let decoded = Data(base64Encoded: Data(alphabet)) else { return }
            bytes = decoded
        } else {
            bytes = Data(percentDecoded(Array(payload)))
        }
        guard !bytes.isEmpty else { return }
        switch ImageFormat(sniffing: bytes) {
        case .png:
            let size = try Image.pngSize(bytes)
            try count(width: size.width, height: size.height, pixels: &pixels)
        case .jpeg:
            let size = try JPEGDecoder.headerSize(of: bytes)
            try count(width: size.width, height: size.height, pixels: &pixels)
        case .svg:
            guard depth < maximumNesting else {
                throw .invalidImageData("SVG: documents embedded more than \(maximumNesting) deep")
            }
            try SVGEntityBudget.check(bytes)
            try check(bytes, depth: depth + 1, pixels: &pixels)
        case nil:
            guard header.hasPrefix("text/css") else {
                throw .invalidImageData("SVG: an embedded data: URL that is not PNG, JPEG, SVG or CSS")
            }
        }
    }

    /// Adds an embedded image's pixels to the document's count, refusing it past the limits.
    private static func count(width: Int, height: Int, pixels: inout Int) throws(CanvasError) {
        try Image.checkDecodedSize(width: width, height: height, format: "embedded image")
        pixels += width * height
        guard pixels <= maximumEmbeddedPixels else {
            throw .imageTooLarge(
                width: width, height: height,
                reason: "an SVG's embedded images are limited to \(maximumEmbeddedPixels) px in all")
        }
    }

    /// The index of the next `data:` (any case) at or after `start`.
    private static func find(dataScheme text: [UInt8], from start: Int) -> Int? {
        let scheme = Array("data:".utf8)
        var i = start
        while i + scheme.count <= text.count {
            if (0..<scheme.count).allSatisfy({ text[i + $0] | 0x20 == scheme[$0] | 0x20 }) { return i }
            i += 1
        }
        return nil
    }

    /// `%XX` escapes decoded.
    private static func percentDecoded(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(UInt8(ascii: "%")) else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "%"), i + 2 < bytes.count,
                let value = UInt8(String(decoding: bytes[(i + 1)...(i + 2)], as: UTF8.self), radix: 16)
            {
                result.append(value)
                i += 3
            } else {
                result.append(bytes[i])
                i += 1
            }
        }
        return result
    }
}
