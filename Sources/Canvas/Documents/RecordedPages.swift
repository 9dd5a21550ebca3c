internal import CCairo
import Foundation

/// PDF pages drawn once into display lists kept in a temporary file, to be played into the
/// document later: a report that counts its pages lays its body out once, records it, and
/// replays each page's body under the header and footer that show the count.
///
/// Memory stays that of one page however many pages are recorded (the lists live in a
/// ``SpillFile``; the scaled fonts they draw with are kept here). A page whose drawing a display
/// list cannot hold (see ``DisplayListRecorder``) is refused, and the caller draws its pages the
/// usual way. Pages are recorded as for a PDF written through ``PDFPipeline`` (a recording
/// surface of the page's size, at ``GraphicsContext/vectorDisplayScale``), so they are replayed
/// only into such pages.
package final class RecordedPages {
    private let fonts = DisplayListFonts()
    private let file: SpillFile
    private var pages: [(offset: Int, count: Int)] = []
    /// Whether the pages are recorded for a tagged PDF, so their structure is recorded too.
    private let tagsStructure: Bool

    /// Creates an empty recording for a PDF tagged or not; throws when no temporary file can be
    /// made.
    package init(tagsStructure: Bool = false) throws(CanvasError) {
        file = try SpillFile()
        self.tagsStructure = tagsStructure
    }

    /// The number of pages recorded.
    package var count: Int { pages.count }

    /// Records one page of `size` drawn by `draw`; returns `false` and keeps nothing when the
    /// drawing used what a display list cannot hold, failed, or could not be written.
    package func record(pageSize size: Size, _ draw: (GraphicsContext) -> Void) -> Bool {
        do throws(CanvasError) {
            // The recording surface is never painted: it keeps the cairo state the drawing reads.
            let (surface, context) = try GraphicsContext.recordingPDFPage(size: size)
            let recorder = DisplayListRecorder(fonts: fonts)
            context.recorder = recorder
            if tagsStructure { context.pdfStructure = PDFStructure() }
            draw(context)
            context.checkStatus("recording a page")
            guard context.firstError == nil, !recorder.failed, context.pdfMarks?.isEmpty ?? true,
                !Self.hasInk(surface)
            else { return false }
            let bytes = recorder.bytes.bytes
            pages.append((try file.append(bytes), bytes.count))
            return true
        } catch {
            return false
        }
    }

    /// Plays page `index`'s recorded drawing into `context` (a PDF page of the recorded size);
    /// a page that cannot be read back records the error in the context.
    package func replay(_ index: Int, in context: GraphicsContext) {
        guard pages.indices.contains(index) else {
            return context.record(.pageOutOfRange(index: index, pageCount: pages.count))
        }
        do throws(CanvasError) {
            let bytes = try file.read(at: pages[index].offset, count: pages[index].count)
            bytes.withUnsafeBytes { DisplayListReplay.play($0, fonts: fonts.fonts, in: context) }
        } catch {
            context.record(error)
        }
    }

    /// Whether anything was painted on the recording surface: drawing that went around the
    /// recorder (the recording context's surface is otherwise never painted).
    private static func hasInk(_ surface: CairoSurface) -> Bool {
        var x = 0.0
        var y = 0.0
        var width = 0.0
        var height = 0.0
        cairo_recording_surface_ink_extents(surface.pointer, &x, &y, &width, &height)
        return width > 0 || height > 0
    }
}
