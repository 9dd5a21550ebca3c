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
        let reportScenes = Gallery.reports.filter { options.only.isEmpty || options.only.contains($0.name) }
        let started = Date()
        // Every scene in every format, and every report, rendered at once on all cores.
        let jobs: [Job] =
            scenes.flatMap { scene in options.formats.map { Job.scene(scene, $0) } }
            + reportScenes.flatMap { scene in options.formats.map { Job.report(scene, $0) } }
        let scale = options.scale
        let results = RenderBatch().map(jobs) { job in try job.run(in: out, scale: scale) }
        var outcomes = zip(jobs, results).makeIterator()
        var rendered: [(Scene, [String])] = []
        for scene in scenes {
            var files: [String] = []
            var ms = 0.0
            for _ in options.formats {
                guard let (_, result) = outcomes.next() else { break }
                let outcome = try result.get()
                files += outcome.files
                ms += outcome.milliseconds
            }
            rendered.append((scene, files))
            print(
                "\(scene.name.padding(toLength: 20, withPad: " ", startingAt: 0)) \(files.joined(separator: " "))  \(String(format: "%.0f", ms)) ms"
            )
        }
        var reports: [(ReportScene, [String], Int)] = []
        for scene in reportScenes {
            var files: [String] = []
            var pageCount = 0
            var ms = 0.0
            for _ in options.formats {
                guard let (_, result) = outcomes.next() else { break }
                let outcome = try result.get()
                files += outcome.files
                pageCount = outcome.pageCount
                ms += outcome.milliseconds
                for warning in outcome.warnings { print("  warning: \(warning)") }
            }
            reports.append((scene, files, pageCount))
            print(
                "\(scene.name.padding(toLength: 20, withPad: " ", startingAt: 0)) \(pageCount) pages, \(files.count) files  \(String(format: "%.0f", ms)) ms"
            )
        }
        let pages =
            options.formats.contains("pdf")
            ? try scenes.map {
                try $0.makeView().page(
                    width: $0.width, displayScale: GraphicsContext.vectorDisplayScale,
                    userInterfaceStyle: $0.userInterfaceStyle)
            }
            : []
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

/// One file set the gallery renders on a batch worker: a scene in one format, or a report.
enum Job: Sendable {
    case scene(Scene, String)
    case report(ReportScene, String)

    /// What a job wrote, how long it took, and a report's pages and warnings.
    struct Outcome: Sendable {
        var files: [String] = []
        var pageCount = 0
        var warnings: [String] = []
        var milliseconds = 0.0
    }

    /// Renders the job's files into `out` (PNG at `scale`).
    func run(in out: URL, scale: Double) throws -> Outcome {
        let start = Date()
        var outcome = Outcome()
        switch self {
        case .scene(let scene, let format):
            guard let documentFormat = DocumentFormat(name: format, scale: scale) else { break }
            let file = "\(scene.name).\(documentFormat.fileExtension)"
            try scene.makeView().write(
                to: out.appendingPathComponent(file), as: documentFormat, width: scene.width,
                userInterfaceStyle: scene.userInterfaceStyle,
                metadata: DocumentMetadata(title: scene.title, author: "Vellum", subject: scene.summary))
            outcome.files = [file]
        case .report(let scene, let format):
            let (report, body) = scene.make()
            if format == "pdf" {
                outcome.pageCount = try report.writePDF(
                    body: body, to: out.appendingPathComponent("\(scene.name).pdf"))
                outcome.files = ["\(scene.name).pdf"]
            } else if let documentFormat = DocumentFormat(name: format, scale: scale) {
                let urls = try report.writePages(
                    body: body, format: documentFormat, to: out, baseName: "\(scene.name)-page")
                outcome.pageCount = urls.count
                outcome.files = urls.map(\.lastPathComponent)
            }
            outcome.warnings = report.warnings
        }
        outcome.milliseconds = Date().timeIntervalSince(start) * 1000
        return outcome
    }
}
