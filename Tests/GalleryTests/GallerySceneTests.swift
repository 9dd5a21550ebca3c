import Canvas
import Foundation
import GalleryScenes
import TestSupport
import Testing
import Widgets

/// Runs a command-line tool, expects it to succeed, and returns its standard output.
func run(_ tool: String, _ arguments: [String]) throws -> String {
    let result = try ChildProcess.run(URL(fileURLWithPath: tool), arguments)
    #expect(result.succeeded, "\(tool) \(arguments.joined(separator: " ")) failed")
    return result.output
}

/// Writes data to a fresh temporary file and returns its path.
func temporaryFile(_ data: Data, extension ext: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "vellum-\(UUID().uuidString).\(ext)")
    try data.write(to: url)
    return url.path
}

@Suite struct GallerySceneTests {
    @Test func everySceneHasAUniqueName() {
        let names = Gallery.scenes.map(\.name)
        #expect(Set(names).count == names.count)
        // The seeds first, each with its dark page where it has one.
        #expect(
            names.prefix(6) == [
                "movie-card", "planet-card", "planet-card-dark", "podcast-detail", "genre-labels",
                "genre-labels-dark",
            ])
    }

    @Test(arguments: Gallery.scenes.map(\.name))
    func sceneLaysOutWithFiniteFramesInsideItsRoot(name: String) throws {
        let scene = try #require(Gallery.scene(named: name))
        let root = scene.makeView()
        let size = root.layout(width: scene.width)
        #expect(size.width == CGFloat(scene.width))
        #expect(size.height > 100 && size.height < 14_400)
        func check(_ view: View, origin: Point) {
            let frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
            #expect(frame.isFinite)
            #expect(frame.minX >= -0.001 && frame.maxX <= scene.width + 0.001, "\(type(of: view)) \(frame)")
            for child in view.subviews { check(child, origin: frame.origin) }
        }
        check(root, origin: .zero)
    }

    @Test func movieCardPDFShowsEveryActorAndRevenue() throws {
        let scene = try #require(Gallery.scene(named: "movie-card"))
        let pdf = try scene.makeView().render(as: .pdf, width: scene.width)
        let text = try run("/usr/bin/pdftotext", [try temporaryFile(pdf, extension: "pdf"), "-"])
        for expected in [
            "Avengers: Infinity War", "Top cast:", "Robert Downey Jr.", "Tony Stark", "$ 75 000 000",
            "Chris Hemsworth",
            "Thor", "Chris Evans", "Captain America", "Tom Holland", "Spider-Man", "$ 3 000 000",
        ] {
            #expect(text.contains(expected), "missing \(expected)")
        }
    }

    @Test func invoiceTotalsAreRightAligned() throws {
        let scene = try #require(Gallery.scene(named: "invoice"))
        let pdf = try scene.makeView().render(as: .pdf, width: scene.width)
        let text = try run("/usr/bin/pdftotext", ["-layout", try temporaryFile(pdf, extension: "pdf"), "-"])
        #expect(text.contains("$7,536.00"))
        #expect(text.contains("Subtotal"))
    }
}
