import Canvas
import Fixtures
import Foundation

/// The fuzzer's hostile image corpus: PNG, JPEG and SVG bytes, whole, cut short, with bytes
/// flipped or headers claiming huge sizes, and SVG documents that reach for files and the
/// network, expand entities, nest, embed images and bomb `use`, each decoded and drawn by a
/// fuzz case. Every one must end in an image or a typed error within the case's time limit.
struct HostileImages {
    private var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    private mutating func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
    private mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

    /// A progressive RGB JPEG and an Adobe CMYK one (16 × 16, Tests/CanvasTests/ImageFixtures).
    static let progressiveJPEG = Data(
        base64Encoded:
            "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wgARCAAQABADAREAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAACAcJ/8QAFwEAAwEAAAAAAAAAAAAAAAAABwgJBv/aAAwDAQACEAMQAAABi4pf5KC2FYNtM1m4iA6r/8QAFBABAAAAAAAAAAAAAAAAAAAAIP/aAAgBAQABBQIf/8QAFBEBAAAAAAAAAAAAAAAAAAAAIP/aAAgBAwEBPwEf/8QAFBEBAAAAAAAAAAAAAAAAAAAAIP/aAAgBAgEBPwEf/8QAFBABAAAAAAAAAAAAAAAAAAAAIP/aAAgBAQAGPwIf/8QAFBABAAAAAAAAAAAAAAAAAAAAIP/aAAgBAQABPyEf/9oADAMBAAIAAwAAABAAD//EABQRAQAAAAAAAAAAAAAAAAAAACD/2gAIAQMBAT8QH//EABQRAQAAAAAAAAAAAAAAAAAAACD/2gAIAQIBAT8QH//EABQQAQAAAAAAAAAAAAAAAAAAACD/2gAIAQEAAT8QH//Z"
    )!
    static let cmykJPEG = Data(
        base64Encoded:
            "/9j/7gAOQWRvYmUAZAAAAAAA/9sAQwACAQEBAQECAQEBAgICAgIEAwICAgIFBAQDBAYFBgYGBQYGBgcJCAYHCQcGBggLCAkKCgoKCgYICwwLCgwJCgoK/8AAFAgAEAAQBEMRAE0RAFkRAEsRAP/EAB8AAAEFAQEBAQEBAAAAAAAAAAABAgMEBQYHCAkKC//EALUQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+v/aAA4EQwBNAFkASwAAPwD+f+v38r9/K/fyv7/K/gDooor+/wAr+AOiiiv7/K/gDr//2Q=="
    )!

    /// One hostile input.
    mutating func bytes() -> Data {
        var data: Data
        switch random.next() % 3 {
        case 0: data = svg()
        case 1: data = jpeg()
        default: data = picture().flatMap { try? $0.pngData() } ?? Data()
        }
        // Damage: cut short, or a few bytes replaced.
        if chance(20), !data.isEmpty { data = data.prefix(Int(random.next() % UInt64(data.count))) }
        if chance(20), !data.isEmpty {
            for _ in 0..<(1 + random.next() % 8) {
                data[Int(random.next() % UInt64(data.count))] = UInt8(truncatingIfNeeded: random.next())
            }
        }
        return data
    }

    /// A small picture of random pixels (or nil when the sizes are refused).
    private mutating func picture() -> Image? {
        let width = Int(1 + random.next() % 40)
        let height = Int(1 + random.next() % 40)
        let bytes = (0..<(width * height * 4)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        return try? Image(rgbaBytes: bytes, pixelWidth: width, pixelHeight: height)
    }

    /// A JPEG: encoded here, or a fixture; perhaps with an EXIF orientation segment (a real one,
    /// or one with a garbage offset) or a frame header claiming a huge size.
    private mutating func jpeg() -> Data {
        var data: Data
        switch random.next() % 3 {
        case 0: data = Self.progressiveJPEG
        case 1: data = Self.cmykJPEG
        default:
            data =
                picture().flatMap { try? $0.jpegData(quality: Double(random.next() % 101) / 100) } ?? Data()
        }
        guard data.count > 4 else { return data }
        if chance(40) {
            let order: [UInt8] = chance(50) ? [0x49, 0x49, 42, 0] : [0x4D, 0x4D, 0, 42]
            let little = order[0] == 0x49
            func half(_ v: Int) -> [UInt8] {
                little ? [UInt8(v & 0xFF), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 0xFF)]
            }
            let offset = chance(80) ? 8 : Int(random.next() % 70_000)
            let offsetBytes: [UInt8] =
                little
                ? [UInt8(offset & 0xFF), UInt8(offset >> 8 & 0xFF), UInt8(offset >> 16 & 0xFF), 0]
                : [0, UInt8(offset >> 16 & 0xFF), UInt8(offset >> 8 & 0xFF), UInt8(offset & 0xFF)]
            let entryCount = chance(90) ? 1 : Int(random.next() % 65_536)
            let value = Int(random.next() % 12)
            let tiff =
                order + offsetBytes + half(entryCount) + half(0x0112) + half(3)
                + (little ? [1, 0, 0, 0] : [0, 0, 0, 1])
                + half(value) + [0, 0] + [0, 0, 0, 0]
            let payload = Array("Exif".utf8) + [0, 0] + tiff
            let length = payload.count + 2
            data.insert(contentsOf: [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload, at: 2)
        }
        if chance(15),
            let frame = data.firstRange(of: Data([0xFF, 0xC0])) ?? data.firstRange(of: Data([0xFF, 0xC2]))
        {
            let at = frame.lowerBound + 5
            if at + 4 <= data.count {
                for i in 0..<4 { data[at + i] = pick([0xFF, 0x7F, 0x00, 0x75, 0x30]) }
            }
        }
        return data
    }

    /// An SVG document from the hostile templates.
    private mutating func svg() -> Data {
        let size = pick(["10", "0", "-5", "1e9", "100%", "30000", "2in", "nan", "200"])
        let open =
            "<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' xmlns:xi='http://www.w3.org/2001/XInclude' width='\(size)' height='\(pick(["10", "100", "1e9", "30000"]))' viewBox='\(pick(["0 0 10 10", "0 0 0 0", "0 0 1e9 1e9", "x"]))'>"
        let png =
            "data:image/png;base64,"
            + Data(
                [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
                    + [0, 0, 0x75, 0x30, 0, 0, 0x75, 0x30, 8, 2, 0, 0, 0, 0, 0, 0, 0]
            ).base64EncodedString()
        var laughs = "<!ENTITY a 'lollollol'>"
        for (previous, name) in zip("abcdefgh", "bcdefghi") {
            laughs += "<!ENTITY \(name) '" + String(repeating: "&\(previous);", count: 10) + "'>"
        }
        var useBomb = "<defs><rect id='u0' width='1' height='1'/>"
        for level in 1..<5 {
            useBomb +=
                "<g id='u\(level)'>" + String(repeating: "<use href='#u\(level - 1)'/>", count: 10) + "</g>"
        }
        useBomb += "</defs><use href='#u4'/>"
        let body = pick([
            "<rect width='5' height='5' fill='red'/>",
            "<image href='file:///etc/passwd' width='5' height='5'/><image xlink:href='/etc/hostname'/>",
            "<image href='http://127.0.0.1:9/x.png'/><use href='http://127.0.0.1:9/a.svg#b'/>",
            "<text><xi:include href='file:///etc/passwd' parse='text'/></text>",
            "<style>@import url('file:///etc/passwd'); @import url(http://127.0.0.1:9/s.css);</style>",
            "<image width='5' height='5' href='\(png)'/>",
            "<image width='5' height='5' href='\(png.replacingOccurrences(of: "data:", with: "&#100;ata:"))'/>",
            "<image href='data:image/gif;base64,R0lGODlh//////8AAAAAACwAAAAAAQABAAACAkQBADs='/>",
            "<image href='data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%2210%22 height=%2210%22/%3E'/>",
            useBomb,
            String(repeating: "<g>", count: 300) + String(repeating: "</g>", count: 300),
            "<filter id='f'><feGaussianBlur stdDeviation='\(pick(["1", "1e6", "-1", "nan"]))'/></filter><rect width='10' height='10' filter='url(#f)'/>",
            "<pattern id='p' width='1' height='1'><rect fill='url(#p)' width='1' height='1'/></pattern><rect fill='url(#p)' width='9' height='9'/>",
            "<path d='M0 0 L1e300 1e300 Z' stroke='black' stroke-width='1e9'/>",
        ])
        let doctype = pick([
            "", "<!DOCTYPE svg [\(laughs)]>", "<!DOCTYPE svg [<!ENTITY x SYSTEM 'file:///etc/passwd'>]>",
            "<!DOCTYPE svg [<!ENTITY a '\(String(repeating: "x", count: 10_000))'>]>",
            "<!DOCTYPE svg [<!ENTITY % p '<!ENTITY q \"r\">'> %p;]>",
        ])
        let entity =
            doctype.isEmpty ? "" : pick(["&i;", "&x;", String(repeating: "&a;", count: 1_000), "&q;", ""])
        return Data((doctype + open + body + "<desc>\(entity)</desc></svg>").utf8)
    }
}
