internal import CCairo
import Foundation
import Synchronization

/// The ``BundledFonts``' fontconfig patterns: parsed from ``BundledFontPatterns``' record when it
/// is usable, else read by FreeType on a thread of their own while the thread that starts the
/// scan loads the system configuration (`FcInit`).
///
/// Why: fontconfig reads an application font file with FreeType every time it is added
/// (`FcConfigAppFontAddFile`; it keeps no cache for them): 8.8 M instructions for the ten
/// bundled files, 8% of a one-card process, paid after `FcInit`'s 24 M on the same thread.
/// Reading the files needs no configuration, so without a record it runs beside `FcInit` on the
/// second core (the system configuration was ready in 6.2 ms instead of 7.5 ms, medians of 30
/// alternating runs); with the record only the first file is read (see ``add(to:)``).
///
/// The patterns are then added exactly as `FcConfigAppFontAddFile` adds them: each edited by the
/// configuration's scan rules (`FcConfigSubstitute` with `FcMatchScan`), in file order. The first
/// file (the smallest) is still added by name, because fontconfig has no public way to make an
/// empty application set to add the others to.
///
/// Ownership: the scan's `FcFontSet` (FcFontSetCreate) belongs to ``Read``; ``add(to:)`` takes it
/// and destroys it after referencing each pattern it hands to the configuration, and deinit
/// destroys one never added. The thread holds the scan until it has stored what it read, so
/// deinit never runs before that.
final class BundledFontScan: Sendable {
    /// What a scan read: the files, and the patterns of all but the first (an `FcFontSet`, kept by
    /// address so the value can cross from the scanning thread under ``read``'s lock).
    private struct Read {
        let files: [String]
        let patterns: UInt

        /// The bundled files' patterns from the record, or by reading the files on this thread.
        static func now() -> Read { recorded() ?? scanned() }

        /// The bundled files' patterns from ``BundledFontPatterns``' record; `nil` when it is not
        /// usable.
        static func recorded() -> Read? {
            let files = BundledFonts.files
            guard let set = BundledFontPatterns.recorded(for: Array(files.dropFirst())) else { return nil }
            return Read(files: files, patterns: UInt(bitPattern: set))
        }

        /// Reads the bundled files with FreeType on the calling thread.
        static func scanned() -> Read {
            let files = BundledFonts.files
            let patterns = FcFontSetCreate()
            if let patterns {
                for file in files.dropFirst() {
                    // Every face of the file, as FcConfigAppFontAddFile reads it; an unreadable
                    // file adds nothing, as it does there.
                    _ = FcFreeTypeQueryAll(file, UInt32.max, nil, nil, patterns)
                }
            }
            return Read(files: files, patterns: UInt(bitPattern: patterns))
        }

        /// The font set, if FcFontSetCreate made one.
        var set: UnsafeMutablePointer<FcFontSet>? { UnsafeMutablePointer(bitPattern: patterns) }
    }

    /// What the scanning thread read, once it has; `nil` after ``add(to:)`` took it.
    private let read = Mutex<Read?>(nil)
    /// Signalled once the scanning thread has stored what it read.
    private let done = DispatchSemaphore(value: 0)
    /// Whether the patterns came from the record (no thread was started).
    let fromRecord: Bool

    /// Takes the bundled fonts' patterns from the record, or (when it is not usable, or
    /// `usingRecord` is false) starts reading them on a new thread.
    init(usingRecord: Bool = true) {
        if usingRecord, let recorded = Read.recorded() {
            fromRecord = true
            read.withLock { $0 = recorded }
            done.signal()
            return
        }
        fromRecord = false
        let thread = Thread { [self] in
            let result = Read.scanned()
            read.withLock { $0 = result }
            done.signal()
        }
        thread.name = "Vellum bundled fonts"
        thread.start()
    }

    deinit {
        if let set = read.withLock({ $0.take() })?.set { FcFontSetDestroy(set) }
    }

    /// Adds the bundled fonts to `config`'s application fonts, waiting for the scan to finish
    /// (once per scan: a second call adds nothing).
    func add(to config: OpaquePointer) {
        done.wait()
        done.signal()  // a later wait (a second call) returns at once
        guard let result = read.withLock({ $0.take() }) else { return }
        Self.add(result, to: config)
    }

    /// Adds the bundled fonts to `config`'s application fonts, from the record or reading them on
    /// this thread (when no scan was started beside `FcInit`).
    static func addReadingNow(to config: OpaquePointer, usingRecord: Bool = true) {
        add(usingRecord ? Read.now() : Read.scanned(), to: config)
    }

    /// Adds what a scan read to `config`, then destroys the scan's set.
    private static func add(_ result: Read, to config: OpaquePointer) {
        defer { if let set = result.set { FcFontSetDestroy(set) } }
        guard let first = result.files.first else { return }
        _ = FcConfigAppFontAddFile(config, first)  // unreadable: left out, as the folder may be
        guard let patterns = result.set, let set = FcConfigGetFonts(config, FcSetApplication) else {
            for file in result.files.dropFirst() { _ = FcConfigAppFontAddFile(config, file) }
            return
        }
        for index in 0..<Int(patterns.pointee.nfont) {
            guard let pattern = patterns.pointee.fonts[index] else { continue }
            guard FcConfigSubstitute(config, pattern, FcMatchScan) != 0 else { continue }
            FcPatternReference(pattern)
            if FcFontSetAdd(set, pattern) == 0 { FcPatternDestroy(pattern) }
        }
    }
}
