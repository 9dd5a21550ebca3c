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

    /// Step by step over one file: comments removed, each `<match>` element taken, its target
    /// read, and a pattern match's size tests collected.
    static func thresholds(in text: String) -> (size: [Double], pixelSize: [Double])? {
        let plain = removingComments(text)
        var size: [Double] = []
        var pixelSize: [Double] = []
        var rest = plain[...]
        while let open = rest.range(of: "<match") {
            guard let close = rest.range(of: "</match>", range: open.upperBound..<rest.endIndex) else {
                return nil
            }
            let element = rest[open.lowerBound..<close.upperBound]
            rest = rest[close.upperBound...]
            guard let tagEnd = element.firstIndex(of: ">") else { return nil }
            let target = attribute("target", in: element[..<tagEnd]) ?? "pattern"
            guard target == "pattern" else { continue }
            guard let found = sizeTests(in: element[tagEnd...]) else { return nil }
            size += found.size
            pixelSize += found.pixelSize
        }
        return (size, pixelSize)
    }

    /// The numbers a pattern match's tests compare `size` and `pixelsize` with; `nil` when the
    /// match uses a size in any other way.
    private static func sizeTests(in body: Substring) -> (size: [Double], pixelSize: [Double])? {
        var size: [Double] = []
        var pixelSize: [Double] = []
        var rest = body
        while let open = rest.range(of: "<") {
            guard let tagEnd = rest[open.upperBound...].firstIndex(of: ">") else { return nil }
            let tag = rest[open.upperBound..<tagEnd]
            rest = rest[rest.index(after: tagEnd)...]
            let name = tag.prefix { !$0.isWhitespace && $0 != "/" && $0 != ">" }
            if name == "name" {
                // An expression reading an element: never a size.
                let value = rest.prefix { $0 != "<" }.trimmingCharacters(in: .whitespacesAndNewlines)
                if isSize(value) { return nil }
            } else if name == "edit" {
                if let edited = attribute("name", in: tag), isSize(edited) { return nil }
            } else if name == "test" {
                guard let tested = attribute("name", in: tag), isSize(tested) else { continue }
                guard let end = rest.range(of: "</test>") else { return nil }
                let value = rest[..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
                guard let number = literal(value) else { return nil }
                if tested == "size" { size.append(number) } else { pixelSize.append(number) }
                rest = rest[end.upperBound...]
            }
        }
        return (size, pixelSize)
    }

    private static func isSize(_ name: String) -> Bool { name == "size" || name == "pixelsize" }

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

    /// An attribute's value in a tag's text (double or single quotes).
    private static func attribute(_ name: String, in tag: Substring) -> String? {
        var rest = tag
        while let found = rest.range(of: name) {
            let before =
                found.lowerBound == rest.startIndex ? " " : rest[rest.index(before: found.lowerBound)]
            var after = rest[found.upperBound...].drop { $0.isWhitespace }
            rest = rest[found.upperBound...]
            guard before.isWhitespace, after.first == "=" else { continue }
            after = after.dropFirst().drop { $0.isWhitespace }
            guard let quote = after.first, quote == "\"" || quote == "'" else { return nil }
            let value = after.dropFirst().prefix { $0 != quote }
            return String(value)
        }
        return nil
    }

    /// The text without `<!-- … -->` comments.
    private static func removingComments(_ text: String) -> String {
        var result = ""
        var rest = text[...]
        while let open = rest.range(of: "<!--") {
            result += rest[..<open.lowerBound]
            guard let close = rest.range(of: "-->", range: open.upperBound..<rest.endIndex) else {
                return result
            }
            rest = rest[close.upperBound...]
        }
        return result + rest
    }
}
