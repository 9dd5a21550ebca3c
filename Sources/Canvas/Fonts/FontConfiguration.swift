internal import CCairo
import Foundation
import Synchronization

/// The process-wide choice of fonts for Vellum's text engine.
///
/// Every thread that lays out text owns its own Pango font map (pango 1.50 corrupts its heap when
/// one font map is shared between threads); all of them read the one fontconfig configuration
/// chosen here. Changing the source takes effect on each thread at its next text operation, so
/// switch before rendering starts: a view measured with one source and drawn with another would
/// not match its measurements.
///
/// The initial source is ``FontSource/system``, or ``FontSource/pinned`` when the environment
/// variable `VELLUM_FONTS` is `pinned` (Vellum's `make test` sets it, so every test renders with
/// the same fonts from its first text operation on).
public enum FontConfiguration {
    /// The source in use.
    public static var source: FontSource { FontConfigurationState.shared.snapshot().source }

    /// Switches every thread's text engine to the fonts of `source`.
    ///
    /// - Throws: ``CanvasError/fontConfiguration(_:)`` when a directory or file cannot be
    ///   read, or when `source` contains no usable font.
    public static func use(_ source: FontSource) throws(CanvasError) {
        let current = FontConfigurationState.shared.resolved()
        if current.source == source, current.config != nil { return }
        let config = try FontConfigHandle.make(for: source)
        FontConfigurationState.shared.replace(source: source, config: config)
    }

    /// Runs `body` with `source` in use, then restores the previous source (for tests and tools).
    public static func withSource<T>(_ source: FontSource, _ body: () throws -> T) throws -> T {
        let previous = FontConfiguration.source
        try use(source)
        defer { try? use(previous) }
        return try body()
    }
}

/// Owns one FcConfig (transfer full from FcConfigCreate, or a reference to the default
/// configuration from FcConfigReference) and destroys (or releases) it in deinit. Font maps that
/// use it take their own reference through pango_fc_font_map_set_config.
///
/// `@unchecked Sendable`: fontconfig (≥ 2.11) makes lookups on a built configuration thread-safe,
/// and Vellum never mutates the configuration after `make` returns (the default configuration
/// gets the bundled fonts once, inside `make`, under a lock, before any font map of Vellum's
/// matches with it).
final class FontConfigHandle: @unchecked Sendable {
    let config: OpaquePointer
    /// Whether Vellum's ``rules`` were loaded into the configuration from memory (set in `make`,
    /// before the handle is shared).
    private var hasVellumRules = false
    /// The configuration's ``SizeRuleThresholds``, read on first use (its rule files are read
    /// only by the first text of a font in a second size, never by a cold start).
    private let thresholds = Mutex<SizeRuleThresholds??>(nil)

    private init(config: OpaquePointer) { self.config = config }

    /// The sizes at which the configuration's pattern rules change (``SizeRuleThresholds``), or
    /// `nil` when they use sizes otherwise.
    var sizeRuleThresholds: SizeRuleThresholds? {
        thresholds.withLock { known in
            if let known { return known }
            let read = SizeRuleThresholds(config: config, memoryRules: hasVellumRules ? [Self.rules] : [])
            known = .some(read)
            return read
        }
    }

    deinit { FcConfigDestroy(config) }

    static func make(for source: FontSource) throws(CanvasError) -> FontConfigHandle {
        switch source {
        case .system:
            // The process's default configuration (FcInit), referenced for the copy: Pango's font
            // maps call FcInit on a thread of their own when the first one is made, so loading a
            // configuration of our own here (FcInitLoadConfigAndFonts) parsed and loaded the
            // system's files twice in every process (24 M instructions and its memory).
            // The bundled fonts' patterns are taken from their record (or read beside FcInit when
            // it does not fit), unless a configuration already has them.
            let scan =
                FontFaceRegistry.opensFacesLazily && extended.withLock { $0.isEmpty }
                ? BundledFontScan() : nil
            guard FcInit() != 0, let system = FcConfigReference(nil) else {
                throw .fontConfiguration("fontconfig could not load the system configuration")
            }
            // Faces opened when fonts are drawn need no pattern of Vellum's own: the default
            // configuration serves as it is, with the bundled fonts added to it once.
            guard FontFaceRegistry.opensFacesLazily else {
                defer { FcConfigDestroy(system) }
                return try faceCarryingCopy(of: system)
            }
            let handle = FontConfigHandle(config: system)
            handle.addBundledFontsOnce(scan)
            return handle
        case .directories(let paths):
            guard let config = FcConfigCreate() else { throw .fontConfiguration("FcConfigCreate failed") }
            let handle = FontConfigHandle(config: config)
            for path in paths {
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
                    isDirectory.boolValue
                else { throw .fontConfiguration("font directory \(path) does not exist") }
                // Vellum walks the directory itself and adds file by file: FcConfigAppFontAddDir
                // wants to write a cache, and a configuration made here has no cache directory,
                // so fontconfig would print "No writable cache directories" on stderr.
                for file in Self.fontFiles(under: path) {
                    _ = FcConfigAppFontAddFile(config, file)  // not a font: skipped, as fontconfig does
                }
            }
            try handle.requireFonts(source)
            handle.attachFaces()
            return handle
        case .files(let paths):
            guard let config = FcConfigCreate() else { throw .fontConfiguration("FcConfigCreate failed") }
            let handle = FontConfigHandle(config: config)
            for path in paths {
                guard FileManager.default.isReadableFile(atPath: path) else {
                    throw .fontConfiguration("font file \(path) cannot be read")
                }
                guard FcConfigAppFontAddFile(config, path) != 0 else {
                    throw .fontConfiguration("fontconfig could not load \(path)")
                }
            }
            try handle.requireFonts(source)
            handle.attachFaces()
            return handle
        }
    }

    /// A configuration with the system configuration's rules and fonts, whose font patterns are
    /// the configuration's own (the system's are read-only, mapped from fontconfig's caches), so
    /// they can carry their FreeType faces (see ``FontFaceRegistry``).
    private static func faceCarryingCopy(of system: OpaquePointer) throws(CanvasError) -> FontConfigHandle {
        var patterns: [OpaquePointer] = []
        for kind in [FcSetSystem, FcSetApplication] {
            guard let set = FcConfigGetFonts(system, kind) else { continue }
            for index in 0..<Int(set.pointee.nfont) {
                if let font = set.pointee.fonts[index] { patterns.append(font) }
            }
        }
        guard let config = FcConfigCreate() else { throw .fontConfiguration("FcConfigCreate failed") }
        let handle = FontConfigHandle(config: config)
        // The system's rules (aliases, substitutions); its font directories are never scanned,
        // because this configuration's fonts are never built from them.
        guard FcConfigParseAndLoad(config, nil, 0) != 0 else {
            throw .fontConfiguration("fontconfig could not load the system configuration")
        }
        guard let head = patterns.first, let first = file(of: head),
            FcConfigAppFontAddFile(config, first) != 0,
            let fonts = FcConfigGetFonts(config, FcSetApplication)
        else { throw .fontConfiguration("the system configuration holds no font fontconfig can use") }
        // fontconfig offers no way to make an empty application set, so the first file is added
        // by name (scanned again, every face in it); the other files' patterns are copied.
        for font in patterns where Self.file(of: font) != Self.file(of: head) {
            _ = FcFontSetAdd(fonts, FcPatternDuplicate(font))
        }
        for file in BundledFonts.files {
            _ = FcConfigAppFontAddFile(config, file)  // unreadable: left out, as the folder may be
        }
        handle.attachFaces()
        return handle
    }

    /// A configuration with no fonts and no rules, never changed: what a new font map reads
    /// while it is being set up (see ``TextEngine``), so that Pango's cache clears list no fonts.
    static let empty: FontConfigHandle = {
        guard let config = FcConfigCreate() else { preconditionFailure("FcConfigCreate failed") }
        return FontConfigHandle(config: config)
    }()

    /// Configurations the bundled fonts were added to (by address: the default one, and another
    /// only if something made a new default).
    private static let extended = Mutex<Set<UInt>>([])

    /// Adds ``BundledFonts`` to this configuration's application fonts unless this process
    /// already did. Done once, before any font map of this configuration matches a font (the
    /// configuration is never changed afterwards); fontconfig code elsewhere in the process that
    /// uses the default configuration also sees the bundled fonts.
    ///
    /// `scan`, when given, has read the fonts' patterns already (see ``BundledFontScan``).
    private func addBundledFontsOnce(_ scan: BundledFontScan?) {
        let address = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(config)))
        Self.extended.withLock { extended in
            guard extended.insert(address).inserted else { return }
            if let scan { scan.add(to: config) } else { BundledFontScan.addReadingNow(to: config) }
        }
    }

    /// The font file a pattern names, if any.
    static func file(of pattern: OpaquePointer) -> String? {
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        return String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))
    }

    /// Stores the FreeType face of every font of the application set in its pattern.
    private func attachFaces() {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return }
        FontFaceRegistry.attachFaces(to: set)
    }

    /// Every regular file under `directory`, subdirectories included, in a stable order; hidden
    /// entries are skipped.
    static func fontFiles(under directory: String) -> [String] {
        let root = URL(fileURLWithPath: directory, isDirectory: true)
        guard
            let walker = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        var files: [String] = []
        for case let url as URL in walker
        where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            files.append(url.path)
        }
        return files.sorted()
    }

    /// The rules a configuration built from font files needs: scale bitmap fonts (Noto Color
    /// Emoji's 109 px strikes) to the requested size, as fontconfig's own
    /// `10-scale-bitmap-fonts.conf` does for the system configuration.
    static let rules = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
          </match>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
            <edit name="matrix" mode="assign">
              <times><name>matrix</name><matrix>
                <name>pixelsizefixupfactor</name> <double>0</double>
                <double>0</double> <name>pixelsizefixupfactor</name>
              </matrix></times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
        </fontconfig>
        """

    /// Adds ``rules`` to a configuration made here.
    private func addRules() throws(CanvasError) {
        guard FcConfigParseAndLoadFromMemory(config, Self.rules, 1) != 0 else {
            throw .fontConfiguration("fontconfig rejected Vellum's bitmap scaling rules")
        }
        hasVellumRules = true
    }

    /// How many fonts the application set holds (the fonts a source added).
    var fontCount: Int {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return 0 }
        return Int(set.pointee.nfont)
    }

    /// The font files of the application set, for tests.
    var applicationFontFiles: [String] {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
        return (0..<Int(set.pointee.nfont)).compactMap { set.pointee.fonts[$0].flatMap(Self.file(of:)) }
    }

    private func requireFonts(_ source: FontSource) throws(CanvasError) {
        try addRules()
        guard fontCount > 0 else {
            throw .fontConfiguration("\(source) holds no font fontconfig can use")
        }
    }
}

/// The current configuration and a generation number that thread engines compare against.
final class FontConfigurationState: @unchecked Sendable {
    // `@unchecked Sendable`: every field is read and written under `lock`, except the atomic
    // `publishedGeneration`.
    static let shared = FontConfigurationState()

    struct Snapshot {
        let source: FontSource
        let config: FontConfigHandle?
        let generation: Int
    }

    private let lock = NSLock()
    /// ``Snapshot/generation`` of `current`, readable without the lock (engines check it on every
    /// text layout).
    private let publishedGeneration = Atomic<Int>(0)
    private var current = Snapshot(
        // `getenv`, not `ProcessInfo.environment`, which copies the whole environment into a
        // dictionary (0.2 M instructions in a process that renders one card).
        source: getenv("VELLUM_FONTS").map { String(cString: $0) } == "pinned" ? .pinned : .system,
        config: nil,
        generation: 0)

    func snapshot() -> Snapshot {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    func replace(source: FontSource, config: FontConfigHandle) {
        lock.lock()
        defer { lock.unlock() }
        current = Snapshot(source: source, config: config, generation: current.generation + 1)
        publishedGeneration.store(current.generation, ordering: .releasing)
    }

    /// The current configuration's generation, read without taking the lock.
    var generation: Int { publishedGeneration.load(ordering: .acquiring) }

    /// The configuration to use, loading the system one on first use.
    func resolved() -> Snapshot {
        lock.lock()
        defer { lock.unlock() }
        if current.config == nil {
            // The initial source; if it cannot load (pinned fonts not installed), the system's.
            if let config = try? FontConfigHandle.make(for: current.source) {
                current = Snapshot(source: current.source, config: config, generation: current.generation)
            } else if let config = try? FontConfigHandle.make(for: .system) {
                current = Snapshot(source: .system, config: config, generation: current.generation)
            }
        }
        return current
    }
}
