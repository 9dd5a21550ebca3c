import Canvas
import Foundation

extension RenderBatch {
    /// Renders one view per input on all cores, each built on its worker by `view` and rendered
    /// as ``View/render(as:width:size:userInterfaceStyle:metadata:)`` does; results in input order, an error fails
    /// only its own document.
    ///
    /// ```swift
    /// let pdfs = RenderBatch().render(cards, as: .pdf, width: 400) { card in CardView(card) }
    /// ```
    public func render<Input: Sendable>(
        _ inputs: [Input], as format: DocumentFormat, width: Double? = nil, size: Size? = nil,
        metadata: DocumentMetadata = DocumentMetadata(), view: @escaping @Sendable (Input) -> View
    ) -> [Result<Data, any Error>] {
        map(inputs, facesPerWorker: Self.facesPerWorker(for: format)) { input in
            try view(input).render(as: format, width: width, size: size, metadata: metadata)
        }
    }

    /// Writes one view per input to its file on all cores, atomically, as
    /// ``View/write(to:as:width:size:userInterfaceStyle:metadata:durability:)`` does; results in input order, an error
    /// fails only its own file (and leaves an existing file as it was).
    public func write<Input: Sendable>(
        _ inputs: [(input: Input, url: URL)], as format: DocumentFormat, width: Double? = nil,
        size: Size? = nil, metadata: DocumentMetadata = DocumentMetadata(),
        durability: WriteDurability = .atomic, view: @escaping @Sendable (Input) -> View
    ) -> [Result<Void, any Error>] {
        map(inputs, facesPerWorker: Self.facesPerWorker(for: format)) { job in
            try view(job.input).write(
                to: job.url, as: format, width: width, size: size, metadata: metadata, durability: durability)
        }
    }
}
