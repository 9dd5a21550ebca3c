import Canvas
import Foundation
import GalleryScenes
import Widgets

/// `gallery`: renders every scene to SVG, PDF and PNG, a combined PDF and an index page.
@main
struct GalleryCommand {
    static let usage = """
        usage: gallery [--out DIR] [--format svg,pdf,png] [--scale N] [--only NAME…] [--list] [--help]

          --out DIR        output directory (default: gallery-out)
          --format LIST    formats to render, comma-separated (default: svg,pdf,png)
          --scale N        PNG scale, 1…4 (default: 2)
          --only NAME…     render only these scenes (see --list)
          --list           list the scenes and exit
          --help           show this help and exit
        """

    struct Options {
        var out = "gallery-out"
        var formats: [String] = ["svg", "pdf", "png"]
        var scale = 2.0
        var only: [String] = []
        var list = false
        var help = false
    }

    struct UsageError: Error {
        let message: String
    }

    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var i = 0
        func value(_ flag: String) throws -> String {
            i += 1
            guard i < arguments.count, !arguments[i].hasPrefix("--") else {
                throw UsageError(message: "\(flag) needs a value")
            }
            return arguments[i]
        }
        while i < arguments.count {
            let argument = arguments[i]
            switch argument {
            case "--out": options.out = try value(argument)
            case "--format":
                let formats = try value(argument).split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
                for format in formats where DocumentFormat(name: format) == nil {
                    throw UsageError(
                        message:
                            "unknown format '\(format)' (use \(DocumentFormat.names.joined(separator: ", ")))"
                    )
                }
                guard !formats.isEmpty else {
                    throw UsageError(message: "--format needs at least one format")
                }
                options.formats = formats
            case "--scale":
                let text = try value(argument)
                guard let scale = Double(text), scale.isFinite, (1...4).contains(scale) else {
                    throw UsageError(message: "--scale must be a number from 1 to 4, not '\(text)'")
                }
                options.scale = scale
            case "--only":
                while i + 1 < arguments.count, !arguments[i + 1].hasPrefix("--") {
                    i += 1
                    options.only.append(arguments[i])
                }
                guard !options.only.isEmpty else { throw UsageError(message: "--only needs scene names") }
            case "--list": options.list = true
            case "--help", "-h": options.help = true
            default: throw UsageError(message: "unknown argument '\(argument)'")
            }
            i += 1
        }
        for name in options.only
        where Gallery.scene(named: name) == nil && !Gallery.reports.contains(where: { $0.name == name }) {
            throw UsageError(message: "no scene named '\(name)' (see --list)")
        }
        return options
    }

    static func main() {
        let options: Options
        do {
            options = try parse(Array(CommandLine.arguments.dropFirst()))
        } catch let error as UsageError {
            FileHandle.standardError.write(Data("gallery: \(error.message)\n\(usage)\n".utf8))
            exit(2)
        } catch {
            exit(2)
        }
        if options.help {
            print(usage)
            return
        }
        if options.list {
            for scene in Gallery.scenes { print("\(scene.name)\t\(scene.title)") }
            for scene in Gallery.reports { print("\(scene.name)\t\(scene.title)") }
            return
        }
        do {
            try run(options)
        } catch {
            FileHandle.standardError.write(Data("gallery: \(error)\n".utf8))
            exit(1)
        }
    }

    static func run(_ options: Options) throws {
        let out = URL(fileURLWithPath: options.out, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        } catch {
            throw GalleryError(
                "cannot create the output directory \(out.path): \(error.localizedDescription)")
        }
        guard FileManager.default.isWritableFile(atPath: out.path) else {
            throw GalleryError("the output directory \(out.path) is not writable")
        }
        let scenes = options.only.isEmpty ? Gallery.scenes : options.only.compactMap(Gallery.scene(named:))
        var pages: [Page] = []
        var rendered: [(Scene, [String])] = []
        let started = Date()
        for scene in scenes {
            let sceneStart = Date()
            var files: [String] = []
            for format in options.formats {
                let view = scene.makeView()
                guard let documentFormat = DocumentFormat(name: format, scale: options.scale) else {
                    continue
                }
                let file = "\(scene.name).\(documentFormat.fileExtension)"
                try view.write(
                    to: out.appendingPathComponent(file), as: documentFormat, width: scene.width,
                    metadata: DocumentMetadata(title: scene.title, author: "Vellum", subject: scene.summary))
                files.append(file)
            }
            if options.formats.contains("pdf") {
                pages.append(
                    try scene.makeView().page(
                        width: scene.width, displayScale: GraphicsContext.vectorDisplayScale))
            }
            rendered.append((scene, files))
            let ms = Date().timeIntervalSince(sceneStart) * 1000
            print(
                "\(scene.name.padding(toLength: 20, withPad: " ", startingAt: 0)) \(files.joined(separator: " "))  \(String(format: "%.0f", ms)) ms"
            )
        }
        var reports: [(ReportScene, [String], Int)] = []
        for scene in Gallery.reports where options.only.isEmpty || options.only.contains(scene.name) {
            let sceneStart = Date()
            var files: [String] = []
            var pageCount = 0
            for format in options.formats {
                let (report, body) = scene.make()
                switch format {
                case "pdf":
                    pageCount = try report.writePDF(
                        body: body, to: out.appendingPathComponent("\(scene.name).pdf"))
                    files.append("\(scene.name).pdf")
                default:
                    guard let documentFormat = DocumentFormat(name: format, scale: options.scale) else {
                        continue
                    }
                    let urls = try report.writePages(
                        body: body, format: documentFormat, to: out, baseName: "\(scene.name)-page")
                    pageCount = urls.count
                    files += urls.map(\.lastPathComponent)
                }
                for warning in report.warnings { print("  warning: \(warning)") }
            }
            reports.append((scene, files, pageCount))
            let ms = Date().timeIntervalSince(sceneStart) * 1000
            print(
                "\(scene.name.padding(toLength: 20, withPad: " ", startingAt: 0)) \(pageCount) pages, \(files.count) files  \(String(format: "%.0f", ms)) ms"
            )
        }
        if !pages.isEmpty {
            try Document(metadata: DocumentMetadata(title: "Vellum gallery", author: "Vellum"), pages: pages)
                .write(to: out.appendingPathComponent("gallery.pdf"), format: .pdf)
        }
        try Data(IndexPage.html(for: rendered, reports: reports, combinedPDF: !pages.isEmpty).utf8)
            .write(to: out.appendingPathComponent("index.html"), options: .atomic)
        let total = Date().timeIntervalSince(started) * 1000
        print(
            "wrote \(rendered.count + reports.count) scenes to \(out.path) in \(String(format: "%.0f", total)) ms"
        )
    }
}

/// A failure the gallery reports in one sentence.
struct GalleryError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
