internal import CCairo

extension BundledFontScan {
    /// How the bundled fonts reach a configuration, for ``addedPatterns(by:)``.
    enum Adding { case scanOnAThread, scanOnThisThread, fileByFile }

    /// The application font patterns (`FcNameUnparse`, in order) of a new configuration with the
    /// system's rules and the bundled fonts added as `adding` says: every way must give the same.
    /// For tests.
    static func addedPatterns(by adding: Adding) -> [String] {
        guard let config = FcConfigCreate() else { return [] }
        defer { FcConfigDestroy(config) }
        guard FcConfigParseAndLoad(config, nil, 0) != 0 else { return [] }
        switch adding {
        case .scanOnAThread:
            let scan = BundledFontScan()
            scan.add(to: config)
            scan.add(to: config)  // a second call adds nothing
        case .scanOnThisThread:
            addReadingNow(to: config)
        case .fileByFile:
            for file in BundledFonts.files { _ = FcConfigAppFontAddFile(config, file) }
        }
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
        return (0..<Int(set.pointee.nfont)).compactMap { index in
            guard let pattern = set.pointee.fonts[index], let name = FcNameUnparse(pattern) else {
                return nil
            }
            defer { free(name) }
            return String(cString: UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self))
        }
    }
}
