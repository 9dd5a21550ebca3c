import Canvas
import Foundation
import TestSupport
import Testing
import Widgets

/// Rendering a view tree: page sizes (read back with poppler's `pdfinfo`), multi-page PDFs and
/// invalid sizes.
@Suite("Rendering")
struct RenderingTests {
    /// A column 20 + 8 + 30 = 58 points tall.
    static func column() -> Stack {
        Stack().vertical(spacing: 8).views(
            Box(View.noIntrinsicMetric, 20).with { $0.backgroundColor = .systemBlue },
            Box(View.noIntrinsicMetric, 30).with { $0.backgroundColor = .systemGreen })
    }

    /// What `pdfinfo` prints for a PDF, optionally for a page range.
    static func pdfinfo(_ data: Data, pages: ClosedRange<Int>? = nil) throws -> String {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("page.pdf")
        try data.write(to: url)
        var arguments: [String] = []
        if let pages { arguments += ["-f", "\(pages.lowerBound)", "-l", "\(pages.upperBound)"] }
        let result = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/pdfinfo"), arguments + [url.path])
        #expect(result.succeeded)
        return result.output
    }

    /// The values of `pdfinfo` lines that start with `key`, e.g. "Page size".
    static func values(_ key: String, in info: String) -> [String] {
        info.split(separator: "\n").compactMap { line in
            guard line.hasPrefix(key), let colon = line.firstIndex(of: ":") else { return nil }
            return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
    }

    @Test("render(as: .pdf, width:) makes a page of that width and the fitted height")
    func pdfFittedHeight() throws {
        let data = try Self.column().render(as: .pdf, width: 300)
        let info = try Self.pdfinfo(data)
        #expect(Self.values("Pages", in: info) == ["1"])
        #expect(Self.values("Page size", in: info).first?.hasPrefix("300 x 58 pts") == true)
    }

    @Test("render(as:size:) uses the size as is")
    func pdfGivenSize() throws {
        let column = Self.column()
        let data = try column.render(as: .pdf, size: Size(width: 320, height: 200))
        let info = try Self.pdfinfo(data)
        #expect(Self.values("Page size", in: info).first?.hasPrefix("320 x 200 pts") == true)
        #expect(column.frame == .r(0, 0, 320, 200))
        // The 142 extra points are shared by the two boxes.
        #expect(frames(column.arrangedSubviews) == [.r(0, 0, 320, 91), .r(0, 99, 320, 101)])
    }

    @Test("View.pdf(pages:width:) makes one page per view, each of its fitted height")
    func multiPagePDF() throws {
        let short = Box(View.noIntrinsicMetric, 40)
        let data = try View.pdf(pages: [Self.column(), short, Self.column()], width: 200)
        let info = try Self.pdfinfo(data, pages: 1...3)
        #expect(Self.values("Pages", in: info) == ["3"])
        let sizes = info.split(separator: "\n").filter { $0.hasPrefix("Page") && $0.contains("size:") }
            .map { $0.split(separator: ":", maxSplits: 1)[1].trimmingCharacters(in: .whitespaces) }
        #expect(sizes.count == 3)
        #expect(sizes.map { $0.hasPrefix("200 x 58 pts") } == [true, false, true])
        #expect(sizes[1].hasPrefix("200 x 40 pts"))
    }

    @Test("PNG and SVG output have the fitted size at their scale")
    func pngAndSVG() throws {
        let image = try Self.column().image(width: 100, scale: 3)
        #expect(image.pixelWidth == 300 && image.pixelHeight == 174)
        #expect(image.pixel(x: 150, y: 30) == .systemBlue.resolved(for: .light))
        #expect(image.pixel(x: 150, y: 70) == .clear)
        let png = try Self.column().render(as: .png(scale: 2), width: 100)
        let decoded = try Image(pngData: png)
        #expect(decoded.pixelWidth == 200 && decoded.pixelHeight == 116)
        let svg = String(decoding: try Self.column().render(as: .svg, width: 100), as: UTF8.self)
        #expect(svg.contains("width=\"100") && svg.contains("height=\"58"))
    }

    @Test(
        "an invalid width or size throws invalidPageSize",
        arguments: [0, -10, Double.nan, Double.infinity])
    func invalidWidth(width: Double) {
        #expect {
            try Self.column().render(as: .pdf, width: width)
        } throws: { error in
            guard case .invalidPageSize = error as? CanvasError else { return false }
            return true
        }
        #expect {
            try Self.column().image(width: width, scale: 2)
        } throws: { error in
            guard case .invalidPageSize = error as? CanvasError else { return false }
            return true
        }
    }

    @Test("with neither width nor size, a view renders at its frame, or at its natural size")
    func renderingAtTheFrame() throws {
        // UIKit-style manual frames: the subviews are not measured, the root's frame is the page.
        let host = View().with {
            $0.frame = Rect(x: 0, y: 0, width: 200, height: 60)
            $0.backgroundColor = .white
        }
        host.addSubview(Label(text: "Manual").with { $0.frame = Rect(x: 10, y: 10, width: 100, height: 20) })
        let image = try host.image(scale: 2)
        #expect(image.pixelWidth == 400 && image.pixelHeight == 120)
        #expect(try Self.values("Page size", in: Self.pdfinfo(host.render(as: .pdf))) == ["200 x 60 pts"])
        // Given a width, the same tree fits its content, which has no height: a clear error.
        #expect {
            try host.render(as: .png(scale: 1), width: 200)
        } throws: { error in
            guard case .invalidPageSize(_, let reason) = error as? CanvasError else { return false }
            return reason.contains("pin them, or give a size")
        }
        // A view without a frame: its natural size.
        let label = Label(text: "Natural")
        let natural = label.intrinsicContentSize
        let png = try label.image(scale: 1)
        #expect(png.pixelWidth == Int(natural.width.rounded(.up)))
        #expect(png.pixelHeight == Int(natural.height.rounded(.up)))
    }

    @Test("an invalid page size, or a view without frame or content size, throws invalidPageSize")
    func invalidSize() {
        for size in [
            Size(width: 0, height: 10), Size(width: Double.nan, height: 10), Size(width: 10, height: -1),
        ] {
            #expect {
                try Self.column().render(as: .pdf, size: size)
            } throws: { error in
                guard case .invalidPageSize = error as? CanvasError else { return false }
                return true
            }
        }
        #expect {
            try Self.column().render(as: .pdf)
        } throws: { error in
            guard case .invalidPageSize = error as? CanvasError else { return false }
            return true
        }
        // A view with nothing in it fits a height of zero: no page.
        #expect {
            try View().render(as: .pdf, width: 100)
        } throws: { error in
            guard case .invalidPageSize = error as? CanvasError else { return false }
            return true
        }
    }
}
