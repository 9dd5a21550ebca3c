import Fixtures
import Foundation
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

    @Test func facesOpenWhenAFontIsFirstDrawnWithThisPango() {
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
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "faces-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
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

    /// The record of the bundled fonts' patterns (`Resources/Fonts/patterns.txt`) is current and
    /// used: it gives the patterns fontconfig's own scan gives, every value with its type, so a
    /// process adds the fonts without reading them. `VELLUM_RECORD_FONT_PATTERNS=1` writes it.
    @Test func theRecordedPatternsAreTheOnesAScanMakes() throws {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/Canvas/Resources/Fonts/\(BundledFontPatterns.recordName)")
            .standardizedFileURL
        let record = BundledFontPatterns.record(of: BundledFonts.files)
        if ProcessInfo.processInfo.environment["VELLUM_RECORD_FONT_PATTERNS"] == "1" {
            try record.write(to: source, atomically: true, encoding: .utf8)
        }
        #expect(
            try String(contentsOf: source, encoding: .utf8) == record,
            "run with VELLUM_RECORD_FONT_PATTERNS=1")
        #expect(
            BundledFontPatterns.recordedFaceCount(for: BundledFonts.files) == record.split(separator: "\n")
                .count - 1)
        #expect(
            BundledFontScan.addedPatterns(by: .recorded) == BundledFontScan.addedPatterns(by: .fileByFile))
    }

    /// A record that does not fit (another fontconfig, a file of another size, a file missing from
    /// it, a damaged line) is not used: the files are read instead.
    @Test func aRecordThatDoesNotFitIsNotUsed() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("vellum-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = BundledFonts.files.prefix(2).map { original in
            let copy = folder.appendingPathComponent(URL(fileURLWithPath: original).lastPathComponent).path
            try? FileManager.default.copyItem(atPath: original, toPath: copy)
            return copy
        }
        let record = BundledFontPatterns.record(of: files)
        let recordFile = folder.appendingPathComponent(BundledFontPatterns.recordName)
        func usable(_ text: String, for asked: [String] = files) throws -> Bool {
            try text.write(to: recordFile, atomically: true, encoding: .utf8)
            return BundledFontPatterns.recordedFaceCount(for: asked) != nil
        }
        #expect(try usable(record))
        #expect(try usable(record, for: [files[1]]))  // a subset
        let lines = record.split(separator: "\n").map(String.init)
        #expect(try !usable((["fontconfig 1"] + lines.dropFirst()).joined(separator: "\n")))
        #expect(try !usable(lines.dropLast().joined(separator: "\n"), for: [files[1]]))  // no face of it
        let fields = lines[1].split(separator: "\t", maxSplits: 2).map(String.init)
        let resized = [fields[0], String(Int(fields[1])! + 1), fields[2]].joined(separator: "\t")
        #expect(try !usable(([lines[0], resized] + lines.dropFirst(2)).joined(separator: "\n")))
        #expect(try !usable(([lines[0], fields[0]] + lines.dropFirst(2)).joined(separator: "\n")))
        try FileManager.default.removeItem(at: recordFile)
        #expect(BundledFontPatterns.recordedFaceCount(for: files) == nil)
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
