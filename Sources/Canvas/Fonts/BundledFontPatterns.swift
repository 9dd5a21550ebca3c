internal import CCairo
import Foundation

/// The bundled fonts' fontconfig patterns as fontconfig's FreeType scan makes them, recorded in
/// the resource folder (`Fonts/patterns.txt`), so a process adds the ``BundledFonts`` without
/// reading their files with FreeType.
///
/// Why: fontconfig keeps no cache for application fonts, so every process read the ten files
/// (`FcFreeTypeQueryAll`: 8.4 M instructions, on a thread of its own beside `FcInit`, which the
/// first layout sometimes waited for). Parsing the record is about a tenth of that.
///
/// The record's first line names the fontconfig version that wrote it (`FcGetVersion`); then one
/// line per face, in file order: the file's name, its size in bytes and the pattern
/// (`FcNameUnparse`) without its `file`, separated by tabs. It is used only when this process's
/// fontconfig has the same version and every file has the recorded size; otherwise the files are
/// read as before. The tests check that the record gives the very patterns a scan gives (every
/// value and its type); `VELLUM_RECORD_FONT_PATTERNS=1 swift test --filter BundledFont` writes
/// it again after the fonts or fontconfig change.
enum BundledFontPatterns {
    /// The record's file name in the fonts' folder.
    static let recordName = "patterns.txt"

    /// The patterns of every face of `files` (in order, each with its `file`), from the record
    /// beside them; `nil` when there is no usable record. The caller owns the set
    /// (`FcFontSetDestroy`).
    static func recorded(for files: [String]) -> UnsafeMutablePointer<FcFontSet>? {
        guard let directory = files.first.map(Self.directory(of:)),
            let data = FileManager.default.contents(atPath: directory + "/" + recordName)
        else { return nil }
        // Read as bytes, each line ended by a NUL in place of its newline, so fontconfig parses the
        // patterns where they lie (a String and its lines cost twice what fontconfig's parsing does).
        var bytes = [UInt8](data)
        bytes.append(0)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            guard let lines = RecordLines(buffer), lines.version.elementsEqual(versionLine.utf8) else {
                return nil
            }
            return patterns(of: files, from: lines.faces)
        }
    }

    /// The patterns of `files`' faces, in order, parsed from `faces`; `nil` when a file has no face
    /// in the record, another size, or a pattern fontconfig cannot parse.
    private static func patterns(of files: [String], from faces: [RecordLines.Face]) -> UnsafeMutablePointer<
        FcFontSet
    >? {
        guard let set = FcFontSetCreate() else { return nil }
        var complete = false
        defer { if !complete { FcFontSetDestroy(set) } }
        for file in files {
            let name = Array(name(of: file).utf8)
            let recorded = faces.filter { $0.name.elementsEqual(name) }
            guard !recorded.isEmpty, let size = size(of: file) else { return nil }
            for face in recorded {
                guard face.size == size, let pattern = FcNameParse(face.pattern) else { return nil }
                guard FcPatternAddString(pattern, FC_FILE, file) != 0, FcFontSetAdd(set, pattern) != 0 else {
                    FcPatternDestroy(pattern)
                    return nil
                }
            }
        }
        complete = true
        return set
    }

    /// How many faces ``recorded(for:)`` gives for `files`; `nil` when it gives none. For tests.
    static func recordedFaceCount(for files: [String]) -> Int? {
        guard let set = recorded(for: files) else { return nil }
        defer { FcFontSetDestroy(set) }
        return Int(set.pointee.nfont)
    }

    /// The record for `files`, read with FreeType as `FcConfigAppFontAddFile` reads them.
    static func record(of files: [String]) -> String {
        var lines = [versionLine]
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
                lines.append("\(name(of: file))\t\(size(of: file) ?? -1)\t\(unparsed)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The first line: the fontconfig version whose scan the record holds.
    private static var versionLine: String { "fontconfig \(FcGetVersion())" }

    private static func name(of file: String) -> String {
        file.split(separator: "/").last.map(String.init) ?? file
    }

    private static func directory(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        return String(file[..<slash])
    }

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

    /// Splits `buffer` (ending in a NUL) at its newlines, which become NULs; `nil` when a face line
    /// lacks a field.
    init?(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        guard let base = buffer.baseAddress else { return nil }
        var lines: [UnsafeMutableBufferPointer<UInt8>] = []
        var start = 0
        for index in 0..<buffer.count where buffer[index] == UInt8(ascii: "\n") || buffer[index] == 0 {
            buffer[index] = 0
            if index > start {
                lines.append(UnsafeMutableBufferPointer(start: base + start, count: index - start))
            }
            start = index + 1
        }
        guard let version = lines.first else { return nil }
        var faces: [Face] = []
        for line in lines.dropFirst() {
            let tabs = line.indices.filter { line[$0] == UInt8(ascii: "\t") }.prefix(2)
            guard tabs.count == 2, let first = tabs.first, let second = tabs.last,
                let size = Int(String(decoding: line[(first + 1)..<second], as: UTF8.self)),
                let lineStart = line.baseAddress
            else { return nil }
            faces.append(
                Face(
                    name: UnsafeMutableBufferPointer(rebasing: line[..<first]), size: size,
                    pattern: UnsafePointer(lineStart + second + 1)))
        }
        self.version = version
        self.faces = faces
    }
}
