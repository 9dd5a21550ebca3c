import Fixtures
import Foundation
import TestSupport
import Testing

@testable import Canvas

/// Font faces are opened when a font is first drawn, and cairo draws every font with the face of
/// Vellum's registry (the guarantee that keeps cairo from closing a face another thread uses).
@Suite struct FontFaceTests {
    /// Text in each script the fallbacks cover, in several weights.
    static let samples: [(String, Font)] = [
        ("Invoice 2024", Font(family: "DejaVu Sans", size: 12, weight: .regular)),
        ("Invoice 2024", Font(family: "DejaVu Sans", size: 12, weight: .bold)),
        ("Invoice 2024", Font(family: "DejaVu Serif", size: 9, weight: .regular)),
        ("שלום עולם", Font(family: "DejaVu Sans", size: 12, weight: .regular)),
        ("שלום עולם", Font(family: "Noto Sans Hebrew", size: 12, weight: .heavy)),
        ("مرحبا بالعالم", Font(family: "DejaVu Sans", size: 12, weight: .light)),
        ("नमस्ते दुनिया", Font(family: "DejaVu Sans", size: 12, weight: .regular)),
        ("สวัสดีชาวโลก", Font(family: "DejaVu Sans", size: 12, weight: .semibold)),
        ("你好世界", Font(family: "DejaVu Sans", size: 12, weight: .regular)),
        ("mono 0O", Font.monospacedSystemFont(ofSize: 11, weight: .regular)),
        ("Mixed שלום и мир 😀", Font(family: "DejaVu Sans", size: 14, weight: .medium)),
    ]

    @Test(.enabled(if: PangoLazyFaces.isApplicable, "only Pango 1.50 is patched"))
    func facesOpenWhenAFontIsFirstDrawnWithThisPango() {
        #expect(FontFaceRegistry.opensFacesLazily, "Debian's Pango 1.50 is the one Vellum patches")
    }

    @Test(arguments: samples.indices)
    func everyRunIsDrawnWithTheRegistrysFace(sample: Int) {
        let (text, font) = Self.samples[sample]
        // On a new thread too: its engine's font map makes its fonts afresh.
        for faces in [
            TextEngine.drawnFaces(of: text, font: font),
            (try? onNewThread { TextEngine.drawnFaces(of: text, font: font) }.get()) ?? [],
        ] {
            #expect(!faces.isEmpty, "\(text)")
            for face in faces {
                #expect(face.fromRegistry, "\(text): \(face.file) is drawn with a face cairo opened itself")
            }
        }
    }

    @Test func makingAConfigurationOpensNoFace() throws {
        guard let bundled = BundledFonts.files.first else {
            Issue.record("no bundled font")
            return
        }
        let scratch = try ScratchDirectory()
        let directory = scratch.url
        let copies = ["a", "b"].map { directory.appendingPathComponent("\($0).ttf").path }
        for copy in copies { try FileManager.default.copyItem(atPath: bundled, toPath: copy) }
        let handle = try FontConfigHandle.make(for: .files(copies))
        withExtendedLifetime(handle) {
            for copy in copies { #expect(!FontFaceRegistry.isOpen(path: copy, index: 0)) }
        }
    }

    /// The bundled fonts read on a thread beside FcInit (or on this thread) are added as fontconfig
    /// adds them file by file: the same patterns (every property, scan rules applied) in the same
    /// order; adding a scan twice adds nothing more.
    @Test func aScanAddsTheBundledFontsAsFontconfigAddsThem() {
        let byFile = BundledFontScan.addedPatterns(by: .fileByFile)
        #expect(byFile.count >= BundledFonts.files.count)
        #expect(BundledFontScan.addedPatterns(by: .scanOnAThread) == byFile)
        #expect(BundledFontScan.addedPatterns(by: .scanOnThisThread) == byFile)
    }

    /// The folder of the bundled fonts as this test process finds them (its record beside them).
    static let bundledFolder = URL(fileURLWithPath: BundledFonts.files.first ?? "/")
        .deletingLastPathComponent().path

    /// Copies of the bundled files in a new temporary folder (removed by the caller).
    static func copiesOfTheBundledFonts() throws -> (folder: URL, files: [String]) {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("vellum-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let files = try BundledFonts.files.map { original in
            let copy = folder.appendingPathComponent(URL(fileURLWithPath: original).lastPathComponent).path
            try FileManager.default.copyItem(atPath: original, toPath: copy)
            return copy
        }
        return (folder, files)
    }

    /// A record made by this machine's fontconfig gives back the patterns its scan made, every
    /// value with its type, for all the bundled files and for a few of them. With
    /// `VELLUM_RECORD_FONT_PATTERNS=1` the repository's record is written again.
    @Test func aRecordGivesThePatternsAScanMakes() throws {
        if ProcessInfo.processInfo.environment["VELLUM_RECORD_FONT_PATTERNS"] == "1" {
            let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent(
                    "../../Sources/Canvas/Resources/Fonts/\(BundledFontPatterns.recordName)"
                )
                .standardizedFileURL
            try BundledFontPatterns.record(of: BundledFonts.files).write(
                to: source, atomically: true, encoding: .utf8)
        }
        let (folder, files) = try Self.copiesOfTheBundledFonts()
        defer { try? FileManager.default.removeItem(at: folder) }
        try BundledFontPatterns.record(of: files)
            .write(
                to: folder.appendingPathComponent(BundledFontPatterns.recordName), atomically: true,
                encoding: .utf8)
        let scanned = BundledFontPatterns.scannedDescriptions(of: files)
        #expect(scanned.count >= files.count)
        #expect(BundledFontPatterns.recordedDescriptions(of: files) == scanned)
        let some = [files[3], files[0]]
        #expect(
            BundledFontPatterns.recordedDescriptions(of: some)
                == BundledFontPatterns.scannedDescriptions(of: some))
    }

    /// The repository's record (`Resources/Fonts/patterns.txt`) is current and is what a process
    /// uses: no scanning thread starts, and the fonts are added as fontconfig adds them file by
    /// file. (Only where fontconfig is the version that wrote it, 2.14.1; elsewhere it is unused.)
    @Test(.enabled(if: BundledFontPatterns.recordFitsThisFontconfig(in: bundledFolder)))
    func theRecordInTheRepositoryIsCurrentAndUsed() throws {
        let shipped = try String(
            contentsOfFile: Self.bundledFolder + "/" + BundledFontPatterns.recordName, encoding: .utf8)
        #expect(
            shipped == BundledFontPatterns.record(of: BundledFonts.files),
            "run with VELLUM_RECORD_FONT_PATTERNS=1")
        #expect(BundledFontScan().fromRecord)
        #expect(!BundledFontScan(usingRecord: false).fromRecord)
        #expect(
            BundledFontScan.addedPatterns(by: .recorded) == BundledFontScan.addedPatterns(by: .fileByFile))
    }

    /// A record that does not fit is not used (the files are read instead): another fontconfig, a
    /// file of another size or missing from it, a line without its fields, an empty pattern or
    /// one without a character set, a file's lines apart, a record cut short, changed, holding a
    /// NUL or CR-LF line ends, or no record at all.
    @Test func aRecordThatDoesNotFitIsNotUsed() throws {
        let (folder, allFiles) = try Self.copiesOfTheBundledFonts()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = Array(allFiles.prefix(2))
        let recordFile = folder.appendingPathComponent(BundledFontPatterns.recordName)
        func usable(_ text: String, for asked: [String] = files) throws -> Bool {
            try Data(text.utf8).write(to: recordFile)
            return BundledFontPatterns.recordedDescriptions(of: asked) != nil
        }
        let record = BundledFontPatterns.record(of: files)
        let version = BundledFontPatterns.versionLine
        let faces = record.split(separator: "\n").dropFirst().dropLast().map(String.init)
        let fields = faces[0].split(separator: "\t", maxSplits: 2).map(String.init)
        func sealed(_ faces: [String], version: String = version) -> String {
            BundledFontPatterns.text(version: version, faces: faces)
        }
        #expect(try usable(record))
        #expect(try usable(record, for: [files[1]]))  // a subset
        #expect(sealed(faces) == record)
        #expect(try !usable(sealed(faces, version: "fontconfig 1")))
        #expect(try !usable(sealed(faces), for: [allFiles[2]]))  // no face of it
        let resized = [fields[0], String(Int(fields[1])! + 1), fields[2]].joined(separator: "\t")
        #expect(try !usable(sealed([resized] + faces.dropFirst())))
        #expect(try !usable(sealed([fields[0]] + faces.dropFirst())))
        #expect(try !usable(sealed([fields[0] + "\t" + fields[1] + "\t"] + faces.dropFirst())))
        #expect(try !usable(sealed([fields[0] + "\t" + fields[1] + "\tDejaVu Sans"] + faces.dropFirst())))
        let firstFile = faces.filter { $0.hasPrefix(fields[0] + "\t") }
        let secondFile = faces.filter { !$0.hasPrefix(fields[0] + "\t") }
        #expect(try usable(sealed(firstFile + secondFile)))
        #expect(
            try !usable(
                sealed(Array(firstFile.prefix(1)) + secondFile + firstFile.dropFirst() + firstFile.prefix(1)))
        )
        #expect(try !usable(String(record.split(separator: "\n").dropLast().joined(separator: "\n") + "\n")))
        #expect(try !usable(String(record.dropLast())))  // no newline at the end
        #expect(try !usable(record.replacingOccurrences(of: "weight=", with: "weight=1")))
        #expect(try !usable(record.replacingOccurrences(of: ":index=", with: "\u{0}:index=")))
        #expect(try !usable(record.replacingOccurrences(of: "\n", with: "\r\n")))
        try FileManager.default.removeItem(at: recordFile)
        #expect(BundledFontPatterns.recordedDescriptions(of: files) == nil)
    }

    @Test func theSystemSourceIsTheDefaultConfigurationWithTheBundledFontsAddedOnce() throws {
        let first = try FontConfigHandle.make(for: .system)
        let second = try FontConfigHandle.make(for: .system)
        // The same configuration (fontconfig's default), not a copy parsed again.
        #expect(first.config == second.config)
        let files = Set(first.applicationFontFiles)
        for bundled in BundledFonts.files { #expect(files.contains(bundled), "\(bundled)") }
        #expect(second.fontCount == first.fontCount, "the bundled fonts were added twice")
        #expect(!BundledFonts.files.isEmpty)
    }
}
