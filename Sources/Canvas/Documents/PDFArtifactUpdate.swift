/// The artifact marking of a tagged PDF's pages (``PDFArtifactMarking``), written as a
/// ``PDFRevision``: each page's content stream read back, inflated, marked, compressed again and
/// written after the file in place of cairo's, one page at a time.
enum PDFArtifactUpdate {
    /// The most a content stream may inflate to before it is left unmarked (256 MB).
    static let maximumContentBytes = 256 << 20

    /// Revises every page whose content cairo wrote as one Flate stream and
    /// ``PDFArtifactMarking`` can mark; returns how many pages were marked.
    @discardableResult
    static func apply(to revision: inout PDFRevision, writingTo sink: OutputSink) throws(CanvasError) -> Int {
        let decompressor = try DeflateDecompressor()
        let compressor = try DeflateCompressor(level: 6)
        var markedPages = 0
        for page in revision.pages() {
            // Step 1: the page's content stream, inflated.
            guard let number = revision.reference("/Contents", in: page),
                let (dictionary, data) = revision.stream(number),
                String(decoding: dictionary, as: UTF8.self).contains("/Filter /FlateDecode"),
                let content = decompressor.zlibDecompress(data, limit: maximumContentBytes),
                // Step 2: marked, then compressed again.
                let marked = PDFArtifactMarking.mark(content), !marked.isEmpty
            else { continue }
            var compressed = [UInt8](repeating: 0, count: compressor.zlibBound(marked.count))
            let written = marked.withUnsafeBytes { source in
                compressed.withUnsafeMutableBytes { target in
                    try? compressor.zlibCompress(
                        source.baseAddress!, count: source.count, into: target.baseAddress!)
                }
            }
            guard let written else { continue }
            compressed.removeSubrange(written...)
            // Step 3: written in place of cairo's stream, at once, so one page is in memory at a time.
            revision.replace(number, dictionary: "<< /Filter /FlateDecode >>", stream: compressed)
            guard revision.writeNow(number, at: sink.byteCount, through: sink.append) else {
                // The sink recorded why; `check` throws it.
                try sink.check()
                throw .malformedOutput(format: "pdf", reason: "the artifact update could not be written")
            }
            markedPages += 1
        }
        return markedPages
    }
}
