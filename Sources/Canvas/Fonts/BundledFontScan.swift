internal import CCairo
import Foundation

/// The ``BundledFonts``' fontconfig patterns, read by FreeType on a thread of their own while the
/// thread that starts the scan loads the system configuration (`FcInit`).
///
/// Why: fontconfig reads an application font file with FreeType every time it is added
/// (`FcConfigAppFontAddFile`; it keeps no cache for them): 8.8 M instructions for the ten
/// bundled files, 8% of a one-card process, paid after `FcInit`'s 24 M on the same thread.
/// Reading the files needs no configuration, so it runs beside `FcInit` on the second core: the
/// system configuration is ready in 6.2 ms instead of 7.5 ms (medians of 30 alternating runs).
///
/// The patterns are then added exactly as `FcConfigAppFontAddFile` adds them: each edited by the
/// configuration's scan rules (`FcConfigSubstitute` with `FcMatchScan`), in file order. The first
/// file (the smallest) is still added by name, because fontconfig has no public way to make an
/// empty application set to add the others to.
///
/// Ownership: `patterns` (FcFontSetCreate) is destroyed in deinit; each pattern handed to a
/// configuration is referenced first, so the configuration's set owns its own reference.
/// `@unchecked Sendable`: the scanning thread writes `files` and `patterns` before it signals
/// `done`; they are read only after waiting for that signal.
final class BundledFontScan: @unchecked Sendable {
    private var files: [String] = []
    private var patterns: UnsafeMutablePointer<FcFontSet>?
    private let done = DispatchSemaphore(value: 0)
    private var finished = false

    /// Starts reading the bundled fonts' patterns on a new thread.
    init() {
        let thread = Thread { [self] in
            files = BundledFonts.files
            patterns = FcFontSetCreate()
            if let patterns {
                for file in files.dropFirst() {
                    // Every face of the file, as FcConfigAppFontAddFile reads it; an unreadable
                    // file adds nothing, as it does there.
                    _ = FcFreeTypeQueryAll(file, UInt32.max, nil, nil, patterns)
                }
            }
            done.signal()
        }
        thread.name = "Vellum bundled fonts"
        thread.start()
    }

    deinit {
        waitUntilFinished()
        if let patterns { FcFontSetDestroy(patterns) }
    }

    /// Adds the bundled fonts to `config`'s application fonts (waiting for the scan to finish).
    func add(to config: OpaquePointer) {
        waitUntilFinished()
        guard let first = files.first else { return }
        _ = FcConfigAppFontAddFile(config, first)  // unreadable: left out, as the folder may be
        guard let patterns, let set = FcConfigGetFonts(config, FcSetApplication) else {
            for file in files.dropFirst() { _ = FcConfigAppFontAddFile(config, file) }
            return
        }
        for index in 0..<Int(patterns.pointee.nfont) {
            guard let pattern = patterns.pointee.fonts[index] else { continue }
            guard FcConfigSubstitute(config, pattern, FcMatchScan) != 0 else { continue }
            FcPatternReference(pattern)
            if FcFontSetAdd(set, pattern) == 0 { FcPatternDestroy(pattern) }
        }
    }

    private func waitUntilFinished() {
        guard !finished else { return }
        done.wait()
        finished = true
    }
}
