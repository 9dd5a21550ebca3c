import Foundation
import Synchronization

/// Renders many documents at once on all cores: every input is handed to a worker thread with
/// its own Pango state, results come back in input order, and an error fails only its own
/// document.
///
/// Vellum's text engine (font map and layout cache) belongs to the thread that uses it, so the
/// work closure must build everything it draws (views, layouts) itself, from its input; only
/// `Sendable` inputs and outputs cross threads.
///
/// ```swift
/// let invoices: [Invoice] = …
/// let results = RenderBatch().map(invoices) { invoice in
///     try InvoiceView(invoice).render(as: .pdf, width: 595)
/// }
/// for (invoice, result) in zip(invoices, results) {
///     switch result {
///     case .success(let pdf): try pdf.write(to: invoice.url)
///     case .failure(let error): print("\(invoice.number): \(error)")
///     }
/// }
/// ```
///
/// `map(_:_:)` blocks the calling thread until every input is done. A batch keeps its workers
/// between calls: each starts at the first call that needs it and keeps its Pango state (font
/// map, fonts, layout cache; remade only when ``FontConfiguration`` changes or a worker has loaded
/// hundreds of fonts) until the last copy of the batch is released, when the workers exit shortly
/// after and free it. Keep one batch for many calls (a server rendering one request after
/// another) and every call after the first runs on warm workers; a batch made per call starts
/// cold each time. Workers stay alive, holding their caches, as long as the batch does. A call
/// that overlaps another call of the same kind (views to SVG or PNG, or anything else) on the
/// same batch, from another thread or from inside `work`, does not wait: it runs on new threads
/// of its own, cold, which exit when it returns. When views are rendered to SVG or PNG (`render` and `write`),
/// worker *k* draws in `FaceSet` *k* (mod 8), with its own copy of each font's FreeType face
/// and cairo fonts, so workers never wait for each other's font locks inside cairo; those
/// workers are kept apart from the ones that draw PDF with shared fonts.
public struct RenderBatch: Sendable {
    /// The most workers a batch starts.
    public static let maximumWorkerCount = 64

    /// How many worker threads render at once (1…``maximumWorkerCount``).
    public let workerCount: Int

    /// The workers kept for calls whose workers share fonts, and for calls whose workers draw
    /// with faces of their own (a thread keeps its face set once it has drawn text).
    private let sharedFontWorkers: RenderWorkers
    private let ownFaceWorkers: RenderWorkers

    /// A batch with one worker per core, or `workerCount` workers (clamped to
    /// 1…``maximumWorkerCount``).
    public init(workerCount: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.workerCount = min(max(1, workerCount), Self.maximumWorkerCount)
        sharedFontWorkers = RenderWorkers(count: self.workerCount, facesPerWorker: false)
        ownFaceWorkers = RenderWorkers(count: self.workerCount, facesPerWorker: true)
    }

    /// The stack each worker runs on: enough for a view tree at
    /// ``RenderLimits/maximumViewDepth``.
    static let workerStackSize = 8 << 20

    /// Runs `work` once per input on the workers and returns the results in input order: the
    /// output, or the error `work` threw for that input.
    public func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], _ work: @escaping @Sendable (Input) throws -> Output
    ) -> [Result<Output, any Error>] {
        map(inputs, facesPerWorker: false, work)
    }

    /// Whether a batch of documents in `format` draws each worker with fonts of its own
    /// (`FaceSet`): SVG and PNG, whose drawing cairo does under a font's lock (writing a whole
    /// SVG font subset, compositing glyphs into pixels), so workers sharing fonts took turns.
    /// PDF keeps shared fonts: its workers never waited on each other's (1.89 of 2 cores busy
    /// with shared fonts), so fonts of their own would only cost memory (about 210 KB per font
    /// file and set) and a `Report`'s layout helper, which serves threads of set 0 alone.
    package static func facesPerWorker(for format: DocumentFormat) -> Bool {
        switch format {
        case .svg, .png: true
        case .pdf: false
        }
    }

    /// ``map(_:_:)``, with worker *k* drawing in `FaceSet` *k* when `facesPerWorker` is set.
    package func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], facesPerWorker: Bool, _ work: @escaping @Sendable (Input) throws -> Output
    ) -> [Result<Output, any Error>] {
        guard !inputs.isEmpty else { return [] }
        let slots = ResultSlots<Output>(count: inputs.count)
        // Each worker takes inputs until none is left (a worker with none left returns at once).
        let drain: @Sendable () -> Void = {
            while let index = slots.claim() {
                slots.store(Result { try work(inputs[index]) }, at: index)
            }
        }
        let workers = min(workerCount, inputs.count)
        let kept = facesPerWorker ? ownFaceWorkers : sharedFontWorkers
        if !kept.runOnEach(drain, workers: workers) {
            RenderWorkers.runOnNewThreads(count: workers, facesPerWorker: facesPerWorker, drain)
        }
        return slots.results()
    }
}

/// The results of a batch, one slot per input, and the counter workers claim inputs with.
///
/// `@unchecked Sendable`: `claim()` hands each index to exactly one worker (an atomic counter),
/// that worker alone writes its slot, and `results()` reads the slots only after every worker
/// has signalled that it is done.
private final class ResultSlots<Output>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Result<Output, any Error>?>
    private let next = Atomic<Int>(0)

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    /// The next input's index for the calling worker, or `nil` when all are taken.
    func claim() -> Int? {
        let index = next.add(1, ordering: .relaxed).oldValue
        return index < slots.count ? index : nil
    }

    /// Stores the result of the input at `index` (called once per index).
    func store(_ result: Result<Output, any Error>, at index: Int) { slots[index] = result }

    /// Every result in input order (after all workers are done).
    func results() -> [Result<Output, any Error>] { slots.map { $0! } }
}
