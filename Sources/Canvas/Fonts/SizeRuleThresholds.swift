internal import CCairo
import Foundation

/// The sizes at which a fontconfig configuration's pattern rules change what they do, read from
/// its rule files: each `<match target="pattern">` test of `size` or `pixelsize` against a number.
/// Between two such numbers (and at each) every pattern rule does the same to a request whatever
/// its size, so ``FontSizeDerivation`` substitutes one request per class of sizes and only puts the
/// size in, instead of running every rule for every new size (the system's 36 files cost about
/// 70 µs a request).
///
/// The reading is conservative: it is `nil` (every size substituted in full) when a pattern rule
/// edits a size, reads one into an expression (`<name>size</name>`), tests one against anything
/// but a number, or a file cannot be read. Font rules (`target="font"`) are not read: they apply
/// when a font is matched, which ``FontSizeDerivation`` does at every size.
struct SizeRuleThresholds: Sendable, Equatable {
    /// The numbers pattern rules compare `size` with, and those they compare `pixelsize` with.
    let size: [Double]
    let pixelSize: [Double]

    /// Which side of each number a size (in points and pixels, equal at Vellum's 72 dpi) is on:
    /// requests of one class are substituted alike.
    func sizeClass(points: Double, pixels: Double) -> [Int8] {
        size.map { points < $0 ? -1 : points == $0 ? 0 : 1 }
            + pixelSize.map { pixels < $0 ? -1 : pixels == $0 ? 0 : 1 }
    }

    /// The thresholds of rule texts (fontconfig XML), or `nil` when a rule uses a size otherwise.
    init?(rules: [String]) {
        var size: Set<Double> = []
        var pixelSize: Set<Double> = []
        for text in rules {
            guard let found = Self.thresholds(in: text) else { return nil }
            size.formUnion(found.size)
            pixelSize.formUnion(found.pixelSize)
        }
        self.size = size.sorted()
        self.pixelSize = pixelSize.sorted()
    }

    /// The thresholds of a configuration: its rule files (`FcConfigGetConfigFiles`, directories
    /// skipped) and the rule texts Vellum loaded into it from memory.
    init?(config: OpaquePointer, memoryRules: [String]) {
        var texts = memoryRules
        guard let list = FcConfigGetConfigFiles(config) else { return nil }
        defer { FcStrListDone(list) }
        while let name = FcStrListNext(list) {
            let path = String(cString: UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self))
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue { continue }
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            texts.append(String(decoding: data, as: UTF8.self))
        }
        self.init(rules: texts)
    }

    /// Step by step over one file's bytes: comments removed, each `<match>` element taken, its
    /// target read, and a pattern match's size tests collected.
    static func thresholds(in text: String) -> (size: [Double], pixelSize: [Double])? {
        let bytes = removingComments(Array(text.utf8))
        var size: [Double] = []
        var pixelSize: [Double] = []
        var at = 0
        while let open = find("<match", in: bytes, from: at) {
            guard let close = find("</match>", in: bytes, from: open) else { return nil }
            at = close + 8
            guard let tagEnd = find(">", in: bytes, from: open) else { return nil }
            let target = attribute("target", in: bytes[open..<tagEnd]) ?? "pattern"
            guard target == "pattern" else { continue }
            guard let found = sizeTests(in: bytes[tagEnd..<close]) else { return nil }
            size += found.size
            pixelSize += found.pixelSize
        }
        return (size, pixelSize)
    }

    /// The numbers a pattern match's tests compare `size` and `pixelsize` with; `nil` when the
    /// match uses a size in any other way.
    private static func sizeTests(in body: ArraySlice<UInt8>) -> (size: [Double], pixelSize: [Double])? {
        var size: [Double] = []
        var pixelSize: [Double] = []
        var at = body.startIndex
        while let open = body[at...].firstIndex(of: UInt8(ascii: "<")) {
            guard let tagEnd = body[open...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
            let tag = body[(open + 1)..<tagEnd]
            at = tagEnd + 1
            let name = String(decoding: tag.prefix { $0 > 0x20 && $0 != UInt8(ascii: "/") }, as: UTF8.self)
            if name == "name" {
                // An expression reading an element: never a size.
                let end = body[at...].firstIndex(of: UInt8(ascii: "<")) ?? body.endIndex
                if isSize(trimmed(body[at..<end])) { return nil }
            } else if name == "edit" {
                if let edited = attribute("name", in: tag), isSize(edited) { return nil }
            } else if name == "test" {
                guard let tested = attribute("name", in: tag), isSize(tested) else { continue }
                guard let end = find("</test>", in: body, from: at) else { return nil }
                guard let number = literal(trimmed(body[at..<end])) else { return nil }
                if tested == "size" { size.append(number) } else { pixelSize.append(number) }
                at = end + 7
            }
        }
        return (size, pixelSize)
    }

    private static func isSize(_ name: String) -> Bool { name == "size" || name == "pixelsize" }

    /// The text of bytes without the whitespace around it.
    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> String {
        let start = bytes.firstIndex { $0 > 0x20 } ?? bytes.endIndex
        let end = bytes.lastIndex { $0 > 0x20 }.map { $0 + 1 } ?? start
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }

    /// The number of `<int>N</int>` or `<double>N</double>`, alone.
    private static func literal(_ text: String) -> Double? {
        for kind in ["int", "double"] where text.hasPrefix("<\(kind)>") && text.hasSuffix("</\(kind)>") {
            let inner = text.dropFirst(kind.count + 2).dropLast(kind.count + 3)
            guard !inner.contains("<"), let number = Double(inner.trimmingCharacters(in: .whitespaces)),
                number.isFinite
            else { return nil }
            return number
        }
        return nil
    }

    /// An attribute's value in a tag's bytes (double or single quotes).
    private static func attribute(_ name: String, in tag: ArraySlice<UInt8>) -> String? {
        var at = tag.startIndex
        while let found = find(name, in: tag, from: at) {
            at = found + 1
            guard found == tag.startIndex || tag[found - 1] <= 0x20 else { continue }
            var index = found + name.utf8.count
            while index < tag.endIndex, tag[index] <= 0x20 { index += 1 }
            guard index < tag.endIndex, tag[index] == UInt8(ascii: "=") else { continue }
            index += 1
            while index < tag.endIndex, tag[index] <= 0x20 { index += 1 }
            guard index < tag.endIndex, tag[index] == UInt8(ascii: "\"") || tag[index] == UInt8(ascii: "'")
            else {
                return nil
            }
            let quote = tag[index]
            let end = tag[(index + 1)...].firstIndex(of: quote) ?? tag.endIndex
            return String(decoding: tag[(index + 1)..<end], as: UTF8.self)
        }
        return nil
    }

    /// The first index at or after `from` where `needle` starts in `bytes`.
    private static func find<C: RandomAccessCollection<UInt8>>(_ needle: String, in bytes: C, from: C.Index)
        -> C.Index? where C.Index == Int
    {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first, pattern.count <= bytes.count else { return nil }
        var index = from
        let last = bytes.endIndex - pattern.count
        while index <= last {
            guard let candidate = bytes[index...last].firstIndex(of: first) else { return nil }
            var matched = true
            for offset in 1..<pattern.count where bytes[candidate + offset] != pattern[offset] {
                matched = false
                break
            }
            if matched { return candidate }
            index = candidate + 1
        }
        return nil
    }

    /// The bytes without `<!-- … -->` comments.
    private static func removingComments(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var at = 0
        while let open = find("<!--", in: bytes, from: at) {
            result += bytes[at..<open]
            guard let close = find("-->", in: bytes, from: open + 4) else { return result }
            at = close + 3
        }
        return result + bytes[at...]
    }
}
