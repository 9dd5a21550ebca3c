import Canvas
import Foundation

// UIKit's graphics renderers, so an iOS app's export code (an image of a chart, a PDF of a
// report) runs on a server unchanged: `UIGraphicsImageRenderer`, `UIGraphicsPDFRenderer` and the
// older `UIGraphicsBeginImageContextWithOptions` functions. Drawing goes through the context the
// closure gets (`ctx.cgContext`) or `UIGraphicsGetCurrentContext()`, as UIKit code writes it.

/// The PDF document-information key for the title (Core Graphics' `kCGPDFContextTitle`).
public let kCGPDFContextTitle = "Title"
/// The PDF document-information key for the author (Core Graphics' `kCGPDFContextAuthor`).
public let kCGPDFContextAuthor = "Author"
/// The PDF document-information key for the subject (Core Graphics' `kCGPDFContextSubject`).
public let kCGPDFContextSubject = "Subject"
/// The PDF document-information key for the creator (Core Graphics' `kCGPDFContextCreator`).
public let kCGPDFContextCreator = "Creator"
/// The PDF document-information key for the keywords (Core Graphics' `kCGPDFContextKeywords`).
public let kCGPDFContextKeywords = "Keywords"

// MARK: Images

/// How a ``UIGraphicsImageRenderer`` makes its images (UIKit's `UIGraphicsImageRendererFormat`).
public final class UIGraphicsImageRendererFormat {
    /// Pixels per point (UIKit's default is the screen's scale: ``Canvas/Screen``'s).
    public var scale: CGFloat = CGFloat(Screen.main.scale)
    /// Whether the image has no transparency; accepted (Vellum's images keep their alpha).
    public var opaque = false

    /// A format with the screen's scale.
    public init() {}

    /// The default format (UIKit's `default()`).
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The preferred format (UIKit's `preferred()`): the default.
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context an image renderer's actions draw in (UIKit's `UIGraphicsImageRendererContext`).
public final class UIGraphicsImageRendererContext {
    /// The Core Graphics context: Vellum's ``Canvas/GraphicsContext``.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// Fills a rectangle with the current fill colour (`UIColor.setFill()`).
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Strokes a rectangle's outline with the current stroke colour.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Clips further drawing to a rectangle.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Draws images from a closure (UIKit's `UIGraphicsImageRenderer`): the closure runs once per
/// image, with its context current (`UIGraphicsGetCurrentContext()`).
///
/// A size or scale the renderer cannot draw (non-finite, or past ``Canvas/RenderLimits``) gives
/// a 1 × 1 transparent image and empty data, where UIKit would stop the program.
public final class UIGraphicsImageRenderer {
    /// The image's bounds in points.
    public let bounds: CGRect
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of images of `size` points.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
        bounds = CGRect(origin: .zero, size: size)
        self.format = format
    }

    /// A renderer of images of `bounds` (their origin is where drawing starts).
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.bounds = bounds
        self.format = format
    }

    /// The page the actions draw, with the bounds' origin at the top left.
    private func document(_ actions: @escaping (UIGraphicsImageRendererContext) -> Void) -> Document {
        let format = format
        let origin = bounds.origin
        return Document(pages: [
            Page(size: bounds.size) { context in
                context.translateBy(x: -origin.x, y: -origin.y)
                context.withCurrent {
                    actions(UIGraphicsImageRendererContext(cgContext: context, format: format))
                }
            }
        ])
    }

    /// The image the actions draw.
    public func image(actions: @escaping (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        (try? document(actions).image(scale: Double(format.scale)))
            ?? (try! Image(rgbaBytes: [0, 0, 0, 0], pixelWidth: 1, pixelHeight: 1))
    }

    /// The PNG bytes of the image the actions draw.
    public func pngData(actions: @escaping (UIGraphicsImageRendererContext) -> Void) -> Data {
        (try? document(actions).data(format: .png(scale: Double(format.scale)))) ?? Data()
    }

    /// The JPEG bytes of the image the actions draw (UIKit's
    /// `jpegData(withCompressionQuality:actions:)`): quality from 0 (smallest) to 1 (best);
    /// transparent pixels come out black, as JPEG has no alpha.
    public func jpegData(
        withCompressionQuality compressionQuality: CGFloat,
        actions: @escaping (UIGraphicsImageRendererContext) -> Void
    ) -> Data {
        guard let image = try? document(actions).image(scale: Double(format.scale)) else { return Data() }
        return (try? image.jpegData(quality: Double(compressionQuality))) ?? Data()
    }
}

// MARK: PDF

/// How a ``UIGraphicsPDFRenderer`` makes its document (UIKit's `UIGraphicsPDFRendererFormat`).
public final class UIGraphicsPDFRendererFormat {
    /// The document information: ``kCGPDFContextTitle``, ``kCGPDFContextAuthor``,
    /// ``kCGPDFContextSubject``, ``kCGPDFContextCreator`` and ``kCGPDFContextKeywords`` (strings)
    /// go into the PDF's metadata; other keys are ignored.
    public var documentInfo: [String: Any] = [:]

    /// A format with no document information.
    public init() {}

    /// The default format (UIKit's `default()`).
    public static func `default`() -> UIGraphicsPDFRendererFormat { UIGraphicsPDFRendererFormat() }

    /// The metadata the document information gives.
    var metadata: DocumentMetadata {
        var metadata = DocumentMetadata()
        metadata.title = documentInfo[kCGPDFContextTitle] as? String
        metadata.author = documentInfo[kCGPDFContextAuthor] as? String
        metadata.subject = documentInfo[kCGPDFContextSubject] as? String
        metadata.creator = documentInfo[kCGPDFContextCreator] as? String
        metadata.keywords = documentInfo[kCGPDFContextKeywords] as? String
        return metadata
    }
}

/// The context a PDF renderer's actions draw in (UIKit's `UIGraphicsPDFRendererContext`): each
/// ``beginPage()`` starts a page, which becomes the current context.
public final class UIGraphicsPDFRendererContext {
    /// The renderer's format.
    public let format: UIGraphicsPDFRendererFormat
    /// The default page bounds.
    public let pdfContextBounds: CGRect
    /// The pages so far, the last one being drawn.
    fileprivate private(set) var pages: [DrawingRecording] = []
    /// The first page that could not be made, if any.
    fileprivate private(set) var failure: (any Error)?
    private var previousCurrent: GraphicsContext?
    private var isCurrent = false
    /// Where drawing before the first page goes (UIKit discards it too): a 1 × 1 recording,
    /// which every valid size allows.
    private lazy var discarded: GraphicsContext = try! DrawingRecording(size: Size(width: 1, height: 1))
        .context

    init(format: UIGraphicsPDFRendererFormat, bounds: CGRect) {
        self.format = format
        pdfContextBounds = bounds
    }

    /// The current page's context (before the first page, one whose drawing is discarded).
    public var cgContext: CGContext { pages.last?.context ?? discarded }

    /// Starts a page of the default bounds.
    public func beginPage() { beginPage(withBounds: pdfContextBounds, pageInfo: [:]) }

    /// Starts a page of `bounds` (its origin is where drawing starts); `pageInfo` is accepted.
    public func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {
        do {
            let page = try DrawingRecording(size: bounds.size)
            page.context.translateBy(x: -bounds.minX, y: -bounds.minY)
            pages.append(page)
            makeCurrent(page.context)
        } catch {
            failure = failure ?? error
        }
    }

    /// Makes `context` current, remembering what was current before the first page.
    private func makeCurrent(_ context: GraphicsContext) {
        let previous = context.makeCurrent()
        if !isCurrent {
            previousCurrent = previous
            isCurrent = true
        }
    }

    /// Restores the context that was current before the first page.
    fileprivate func end() {
        if isCurrent { GraphicsContext.restoreCurrent(previousCurrent) }
        isCurrent = false
    }
}

/// Draws PDF documents from a closure (UIKit's `UIGraphicsPDFRenderer`), the way iOS apps export
/// reports: `ctx.beginPage()` starts each page; the document's pages are drawn as they are
/// begun and written when the closure returns.
public final class UIGraphicsPDFRenderer {
    /// The default page bounds, in points.
    public let bounds: CGRect
    /// The renderer's format.
    public let format: UIGraphicsPDFRendererFormat

    /// A renderer of pages of `bounds` (UIKit's default for an empty rectangle: US Letter).
    public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat = .default()) {
        self.bounds = bounds.isEmpty ? CGRect(origin: .zero, size: Page.letter) : bounds
        self.format = format
    }

    /// Runs the actions and returns the document (no pages: nothing drawn).
    private func document(_ actions: (UIGraphicsPDFRendererContext) -> Void) throws -> Document {
        let context = UIGraphicsPDFRendererContext(format: format, bounds: bounds)
        actions(context)
        context.end()
        if let failure = context.failure { throw failure }
        return Document(metadata: format.metadata, pages: context.pages.map(\.page))
    }

    /// The PDF the actions draw; empty data when no page was begun or a page could not be made
    /// (``writePDF(to:withActions:)`` throws why).
    public func pdfData(actions: (UIGraphicsPDFRendererContext) -> Void) -> Data {
        (try? document(actions).data(format: .pdf)) ?? Data()
    }

    /// Writes the PDF the actions draw to a file, atomically.
    ///
    /// - Throws: `Canvas/CanvasError` when no page was begun, a page's size cannot be drawn, or
    ///   the file cannot be written.
    public func writePDF(to url: URL, withActions actions: (UIGraphicsPDFRendererContext) -> Void) throws {
        try document(actions).write(to: url, format: .pdf)
    }
}

// MARK: The older image context functions

/// One begun image context: its recording, scale and the context current before it.
private struct ImageContextEntry {
    let recording: DrawingRecording
    let scale: Double
    let previous: GraphicsContext?
}

/// The image contexts begun on this thread and not yet ended, innermost last (UIKit's stack),
/// kept in the thread's dictionary so that each thread has its own.
private var imageContexts: [ImageContextEntry] {
    get { Thread.current.threadDictionary["VellumUIKit.imageContexts"] as? [ImageContextEntry] ?? [] }
    set { Thread.current.threadDictionary["VellumUIKit.imageContexts"] = newValue }
}

/// Begins an image context of `size` and makes it current (UIKit's function); a `scale` of 0 is
/// the screen's. A size that cannot be drawn begins nothing.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    guard let recording = try? DrawingRecording(size: size) else { return }
    let previous = recording.context.makeCurrent()
    imageContexts.append(
        ImageContextEntry(
            recording: recording, scale: scale > 0 ? Double(scale) : Screen.main.scale, previous: previous))
}

/// Begins an image context of `size` at scale 1 (UIKit's function).
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The image drawn so far in the current image context, or `nil` when none is begun.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = imageContexts.last else { return nil }
    return try? Document(pages: [entry.recording.page]).image(scale: entry.scale)
}

/// Ends the current image context, making the one before it current again.
public func UIGraphicsEndImageContext() {
    guard let entry = imageContexts.popLast() else { return }
    GraphicsContext.restoreCurrent(entry.previous)
}
