import Foundation
import TestSupport
import Testing

@testable import Canvas

/// Renders "Hello Vellum" and returns its pixels and the layout's size.
private func renderHello() throws -> (image: Image, size: Size) {
    let layout = TextLayout(plain: "Hello Vellum", font: .systemFont(ofSize: 18))
    var document = Document()
    document.addPage(size: Size(width: 160, height: 40)) { context in
        context.fill(Rect(x: 0, y: 0, width: 160, height: 40), with: .white)
        context.draw(layout, at: Point(x: 4, y: 4))
    }
    return (try document.image(), layout.size)
}

/// The font configuration is process-wide and Swift Testing runs suites in parallel: every test that
/// switches it lives here, serialized, switches only to `.pinned` (what snapshot tests use), and
/// restores what was there before. The failing cases never switch: `use` throws before replacing.
@Suite("Font configuration", .serialized)
struct FontConfigurationTests {
    @Test func thePinnedSourceNamesInterAndDejaVuFilesThatExist() throws {
        guard case .files(let files) = FontSource.pinned else {
            Issue.record("pinned should be a list of files, got \(FontSource.pinned)")
            return
        }
        let names = files.map { ($0 as NSString).lastPathComponent }
        #expect(names.contains("Inter-Regular.otf"))
        #expect(names.contains("Inter-Bold.otf"))
        #expect(names.contains("DejaVuSans.ttf"))
        #expect(!names.contains { $0.hasPrefix("InterDisplay") })
        for file in files { #expect(FileManager.default.isReadableFile(atPath: file), "\(file)") }
        // Stable: Inter's files in sorted order (a directory listing's order is not), then the
        // fixed DejaVu list.
        let inter = names.filter { $0.hasPrefix("Inter-") }
        #expect(inter == inter.sorted())
        #expect(Array(names.prefix(inter.count)) == inter)
    }

    @Test func thePinnedSourceRendersText() throws {
        let previous = FontConfiguration.source
        defer { try? FontConfiguration.use(previous) }
        try FontConfiguration.use(.pinned)
        #expect(FontConfiguration.source == .pinned)
        let pinned = try renderHello()
        #expect(Fixture.inkBounds(pinned.image) != nil)
        #expect(pinned.size.width > 50 && pinned.size.height > 18)
        // The PDF names Inter, the only family the text could come from.
        let pdf = try Fixture.textDocument(TextLayout(plain: "Hello Vellum", font: .body)).data(format: .pdf)
        #expect(try Fixture.pdfText(pdf).contains("Hello Vellum"))
        #expect(String(decoding: pdf, as: UTF8.self).contains("Inter"))
    }

    @Test func withSourceSwitchesForItsBodyOnly() throws {
        let previous = FontConfiguration.source
        defer { try? FontConfiguration.use(previous) }
        let inside = try FontConfiguration.withSource(.pinned) { FontConfiguration.source }
        #expect(inside == .pinned)
        // A failing source throws before the body runs.
        var ran = false
        #expect(throws: CanvasError.self) {
            try FontConfiguration.withSource(.files([])) { ran = true }
        }
        #expect(!ran)
    }

    @Test func aMissingDirectoryIsAFontConfigurationError() {
        let missing = "/nonexistent/vellum-fonts-\(UUID().uuidString)"
        let error = canvasError { try FontConfiguration.use(.directories([missing])) }
        #expect(error?.caseName == "fontConfiguration")
        #expect(error?.description.contains(missing) == true)
        #expect(FontConfiguration.source != .directories([missing]))
    }

    @Test func noFilesIsAFontConfigurationError() {
        #expect(canvasError { try FontConfiguration.use(.files([])) }?.caseName == "fontConfiguration")
        #expect(canvasError { try FontConfiguration.use(.directories([])) }?.caseName == "fontConfiguration")
        #expect(FontConfiguration.source != .files([]))
    }

    @Test func sourcesWithoutUsableFontsAreErrors() throws {
        let scratch = try ScratchDirectory()
        // An empty directory, a file that is not a font, a missing file, a directory given as a file.
        let notAFont = scratch.file("fake.ttf")
        try Data("not a font".utf8).write(to: notAFont)
        let empty = scratch.file("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: false)
        for source: FontSource in [
            .directories([empty.path]), .files([notAFont.path]), .files([scratch.file("missing.otf").path]),
            .directories([notAFont.path]),
        ] {
            #expect(
                canvasError { try FontConfiguration.use(source) }?.caseName == "fontConfiguration",
                "\(source)")
        }
    }

    @Test func aFailedSwitchLeavesTextRendering() throws {
        #expect(throws: CanvasError.self) { try FontConfiguration.use(.files([])) }
        let after = try renderHello()
        #expect(Fixture.inkBounds(after.image) != nil)
    }

    @Test func aDirectoryOfFontsIsASource() throws {
        // Checked without installing it: switching to anything but `.pinned` would change the fonts
        // under suites rendering in parallel.
        let directory = "/usr/share/fonts/truetype/dejavu"
        try #require(FileManager.default.fileExists(atPath: directory))
        #expect(throws: Never.self) { _ = try FontConfigHandle.make(for: .directories([directory])) }
        #expect(throws: Never.self) { _ = try FontConfigHandle.make(for: .pinned) }
    }

    @Test func aDirectorySourceFindsFontsInSubdirectoriesAndSkipsOtherFiles() throws {
        let scratch = try ScratchDirectory()
        let nested = scratch.file("family/regular")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        let dejavu = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        try #require(FileManager.default.fileExists(atPath: dejavu.path))
        try FileManager.default.copyItem(at: dejavu, to: nested.appendingPathComponent("DejaVuSans.ttf"))
        try Data("licence text".utf8).write(to: scratch.file("family/LICENSE.txt"))
        try Data("not a font".utf8).write(to: scratch.file("broken.ttf"))
        #expect(
            FontConfigHandle.fontFiles(under: scratch.url.path).map { $0.hasSuffix("/DejaVuSans.ttf") }
                .filter { $0 }.count == 1)
        let handle = try FontConfigHandle.make(for: .directories([scratch.url.path]))
        #expect(handle.fontCount == 1)
        // Nothing is cached: a directory source leaves the directory as it found it.
        #expect(scratch.entries == ["broken.ttf", "family"])
    }

    /// Resident memory of this process in kB (VmRSS).
    static func residentKilobytes() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    /// In a child process: each switch of font source replaces the thread's font map, and the old
    /// map's fontconfig configuration must go with it (pango 1.50 keeps it alive unless Vellum
    /// drops it: 16 KB a switch of these one-font sources, 58 KB of the pinned one).
    @Test func switchingSourcesDoesNotLeakConfigurations() async {
        await #expect(processExitsWith: .success) {
            let dejavu = "/usr/share/fonts/truetype/dejavu/"
            let sources: [FontSource] = [
                .files([dejavu + "DejaVuSans.ttf"]), .files([dejavu + "DejaVuSans-Bold.ttf"]),
            ]
            func switches(_ count: Int) throws {
                for index in 0..<count {
                    try FontConfiguration.use(sources[index % 2])
                    _ = TextLayout(plain: "Switch \(index)", font: .body).size
                }
            }
            try switches(20)
            let before = FontConfigurationTests.residentKilobytes()
            try switches(400)
            let after = FontConfigurationTests.residentKilobytes()
            // Measured: +0.33 MB over 200 switches with the fix, +3.3 MB without.
            guard after - before < 3 * 1024 else {
                FileHandle.standardError.write(Data("resident \(before) kB → \(after) kB\n".utf8))
                exit(1)
            }
        }
    }
}
