/// Everything Canvas can refuse or fail at, as a typed error with a readable description.
public enum CanvasError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A page or surface size that is not finite, not positive or too large.
    case invalidPageSize(Size, reason: String)
    /// A PNG whose pixel dimensions exceed cairo's limits or ``RenderLimits``.
    case imageTooLarge(width: Int, height: Int, reason: String)
    /// A rendering scale that is not a finite positive number within ``RenderLimits/scaleRange``.
    case invalidScale(Double)
    /// A page index outside the document.
    case pageOutOfRange(index: Int, pageCount: Int)
    /// A document with no pages.
    case emptyDocument
    /// Geometry (a point, a size, a radius, an angle) that is not finite or is out of range.
    case invalidGeometry(String)
    /// cairo reported a failure; `status` is cairo's own description.
    case cairo(status: String, operation: String)
    /// Bytes that are not a PNG Vellum can decode.
    case invalidImageData(String)
    /// A target path that cannot be written: missing directory, a directory, a read-only place.
    case unwritableTarget(path: String, reason: String)
    /// A write that failed or came up short (a full disk, an I/O error).
    case writeFailed(path: String, reason: String)
    /// Output that came out malformed, such as a PDF that does not end with `%%EOF`.
    case malformedOutput(format: String, reason: String)
    /// The font configuration could not be loaded.
    case fontConfiguration(String)
    /// Work refused because it passes one of Vellum's stated limits: `what` names it (a view
    /// tree deeper than ``RenderLimits/maximumViewDepth``, a report longer than its page limit).
    case limitExceeded(what: String, limit: Int)
    /// Document metadata a PDF cannot carry as given, such as a language that is not a BCP 47 tag.
    case invalidMetadata(String)

    /// A sentence that says what went wrong and with which value.
    public var description: String {
        switch self {
        case .invalidPageSize(let size, let reason): "invalid page size \(size.compactDescription): \(reason)"
        case .imageTooLarge(let w, let h, let reason): "image of \(w) × \(h) px is too large: \(reason)"
        case .invalidScale(let scale): "invalid scale \(scale): it must be finite and within 0.01…16"
        case .pageOutOfRange(let index, let count): "page \(index) is out of range (document has \(count))"
        case .emptyDocument: "the document has no pages"
        case .invalidGeometry(let what): "invalid geometry: \(what)"
        case .cairo(let status, let operation): "cairo failed in \(operation): \(status)"
        case .invalidImageData(let reason): "invalid image data: \(reason)"
        case .unwritableTarget(let path, let reason): "cannot write \(path): \(reason)"
        case .writeFailed(let path, let reason): "writing \(path) failed: \(reason)"
        case .malformedOutput(let format, let reason): "malformed \(format) output: \(reason)"
        case .fontConfiguration(let reason): "font configuration failed: \(reason)"
        case .limitExceeded(let what, let limit): "\(what) passes the limit of \(limit)"
        case .invalidMetadata(let reason): "invalid document metadata: \(reason)"
        }
    }
}
