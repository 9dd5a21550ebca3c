internal import CCairo
import Foundation

/// The bundled fonts' fontconfig patterns as fontconfig's FreeType scan makes them, recorded in
/// the resource folder (`Fonts/patterns.txt`), so a process adds the ``BundledFonts`` without
/// reading all their files with FreeType.
///
/// Why: fontconfig keeps no cache for application fonts, so every process read the ten files
/// (`FcFreeTypeQueryAll`: 8.4 M instructions for the nine it read on a thread of its own beside
/// `FcInit`, which the first layout sometimes waited for). Parsing the record is about a quarter of
/// that, on the thread that loads the configuration.
///
/// The record's first line names the fontconfig version that wrote it (`FcGetVersion`); then one
/// line per face, each file's faces together and in file order: the file's name, its size in
/// bytes and the pattern (`FcNameUnparse`) without its `file`, separated by tabs; the last line is
/// `end`, the number of faces and a checksum (64-bit FNV-1a, hexadecimal) of every byte before it.
/// It is used only when this process's fontconfig has the same version, every file has the
/// recorded size, and the record is whole (count, checksum, every face a pattern with a family and
/// a character set); otherwise the files are read as before. The record in the repository is
/// written by fontconfig 2.14.1 (Debian 12): elsewhere it is not used. The tests check that it is
/// current and gives the very patterns a scan gives (every value and its type);
/// `VELLUM_RECORD_FONT_PATTERNS=1 swift test --filter FontFaceTests` writes it again after the
/// fonts or fontconfig change (build again to copy it beside the executables).
enum BundledFontPatterns {
    /// The record's file name in the fonts' folder.
    static let recordName = "patterns.txt"

    /// Whether the record in `directory` was written by this process's fontconfig.
    static func recordFitsThisFontconfig(in directory: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: directory + "/" + recordName) else {
            return false
        }
        return isThisFontconfigs(versionLine: data.prefix { $0 != UInt8(ascii: "\n") })
    }

    /// Whether `line` (a record's first line) names this process's fontconfig.
    private static func isThisFontconfigs(versionLine line: some Sequence<UInt8>) -> Bool {
        line.elementsEqual(versionLine.utf8)
    }

    /// The patterns of every face of `files` (in order, each with its `file`), from the record
    /// beside them; `nil` when there is no usable record. The caller owns the set
    /// (`FcFontSetDestroy`).
    static func recorded(for files: [String]) -> UnsafeMutablePointer<FcFontSet>? {
        guard let directory = files.first.map({ PathComponents($0).folder }),
            let data = FileManager.default.contents(atPath: directory + "/" + recordName)
        else { return nil }
        // Read as bytes, each line ended by a NUL in place of its newline, so fontconfig parses the
        // patterns where they lie (a String and its lines cost twice what fontconfig's parsing does).
        // Searched for a NUL as an array, not as `Data` (whose iterator is 50 instructions a byte).
        var bytes = [UInt8](data)
        guard !bytes.contains(0) else { return nil }
        bytes.append(0)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            guard let lines = RecordLines(buffer), isThisFontconfigs(versionLine: lines.version) else {
                return nil
            }
            return patterns(of: files, from: lines.faces)
        }
    }

    /// The patterns of `files`' faces, in order, parsed from `faces`; `nil` when a file has no face
    /// in the record, another size, or a pattern fontconfig cannot parse or that lacks a family or
    /// a character set.
    private static func patterns(
        of files: [String], from faces: [RecordLines.Face]
    ) -> UnsafeMutablePointer<FcFontSet>? {
        guard let set = FcFontSetCreate() else { return nil }
        var complete = false
        defer { if !complete { FcFontSetDestroy(set) } }
        for file in files {
            let name = Array(PathComponents(file).name.utf8)
            let recorded = faces.filter { $0.name.elementsEqual(name) }
            guard !recorded.isEmpty, let size = size(of: file) else { return nil }
            for face in recorded {
                guard face.size == size, let pattern = FcNameParse(face.pattern) else { return nil }
                var value = FcValue()
                guard FcPatternGet(pattern, FC_FAMILY, 0, &value) == FcResultMatch,
                    FcPatternGet(pattern, FC_CHARSET, 0, &value) == FcResultMatch,
                    FcPatternAddString(pattern, FC_FILE, file) != 0, FcFontSetAdd(set, pattern) != 0
                else {
                    FcPatternDestroy(pattern)
                    return nil
                }
            }
        }
        complete = true
        return set
    }

    /// The record for `files`, read with FreeType as `FcConfigAppFontAddFile` reads them.
    static func record(of files: [String]) -> String {
        var lines: [String] = []
        for file in files {
            guard let set = FcFontSetCreate() else { continue }
            defer { FcFontSetDestroy(set) }
            _ = FcFreeTypeQueryAll(file, UInt32.max, nil, nil, set)
            for index in 0..<Int(set.pointee.nfont) {
                guard let pattern = set.pointee.fonts[index] else { continue }
                _ = FcPatternDel(pattern, FC_FILE)
                guard let text = FcNameUnparse(pattern) else { continue }
                defer { free(text) }
                let unparsed = String(cString: UnsafeRawPointer(text).assumingMemoryBound(to: CChar.self))
                lines.append("\(PathComponents(file).name)\t\(size(of: file) ?? -1)\t\(unparsed)")
            }
        }
        return text(version: versionLine, faces: lines)
    }

    /// A record's text: the `version` line, the `faces` lines, and the closing line that counts
    /// them and holds the checksum of all that comes before it.
    static func text(version: String, faces: [String]) -> String {
        let body = ([version] + faces).joined(separator: "\n") + "\n"
        return body + "end \(faces.count) \(String(FNV1a.hash(Array(body.utf8)), radix: 16))\n"
    }

    /// The first line: the fontconfig version whose scan the record holds.
    static var versionLine: String { "fontconfig \(FcGetVersion())" }

    /// The file's size in bytes; `nil` when it cannot be read.
    private static func size(of file: String) -> Int? {
        var status = stat()
        return stat(file, &status) == 0 ? Int(status.st_size) : nil
    }
}

/// The lines of a record, split in place: the version line, then each face's file name, size and
/// pattern (a NUL-terminated string inside the buffer, valid while the buffer is).
private struct RecordLines {
    struct Face {
        let name: UnsafeMutableBufferPointer<UInt8>
        let size: Int
        let pattern: UnsafePointer<UInt8>
    }

    let version: UnsafeMutableBufferPointer<UInt8>
    let faces: [Face]

    /// Splits `buffer` (the record's bytes, without a NUL, and one NUL after them) at its
    /// newlines, which become NULs; `nil` unless the record is whole: every face line has a name,
    /// a size and a pattern, each name's lines are together, and the last line's count and
    /// checksum match the lines before it.
    init?(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        guard let base = buffer.baseAddress else { return nil }
        var lines: [UnsafeMutableBufferPointer<UInt8>] = []
        var start = 0
        for index in 0..<buffer.count where buffer[index] == UInt8(ascii: "\n") || buffer[index] == 0 {
            lines.append(UnsafeMutableBufferPointer(start: base + start, count: index - start))
            start = index + 1
        }
        // The text ends with a newline: the last "line" is the empty one after it.
        guard lines.count >= 3, lines.removeLast().isEmpty, let end = lines.popLast(),
            let endStart = end.baseAddress,
            String(decoding: end, as: UTF8.self)
                == "end \(lines.count - 1) \(String(FNV1a.hash(UnsafeBufferPointer(start: base, count: endStart - base)), radix: 16))"
        else { return nil }
        for line in lines { line.baseAddress.map { $0[line.count] = 0 } }
        var faces: [Face] = []
        var finished: [[UInt8]] = []  // names whose lines have ended
        for line in lines.dropFirst() {
            // The first two tabs only: a pattern (hundreds of bytes) holds none.
            let tab = UInt8(ascii: "\t")
            guard let first = line.firstIndex(of: tab), first > 0,
                let second = line[(first + 1)...].firstIndex(of: tab), second + 1 < line.count,
                let size = Int(String(decoding: line[(first + 1)..<second], as: UTF8.self)),
                let lineStart = line.baseAddress
            else { return nil }
            let name = UnsafeMutableBufferPointer(rebasing: line[..<first])
            if let previous = faces.last?.name, !previous.elementsEqual(name) {
                guard !finished.contains(where: { $0.elementsEqual(name) }) else { return nil }
                finished.append(Array(previous))
            }
            faces.append(Face(name: name, size: size, pattern: UnsafePointer(lineStart + second + 1)))
        }
        self.version = lines[0]
        self.faces = faces
    }
}
