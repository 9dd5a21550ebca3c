internal import CCairo

extension BundledFontScan {
    /// The application font patterns (`FcNameUnparse`, in order) of a new configuration with the
    /// system's rules, the bundled fonts added by a scan or file by file with
    /// `FcConfigAppFontAddFile`: the two must be the same. For tests.
    static func addedPatterns(byScan: Bool) -> [String] {
        guard let config = FcConfigCreate() else { return [] }
        defer { FcConfigDestroy(config) }
        guard FcConfigParseAndLoad(config, nil, 0) != 0 else { return [] }
        if byScan {
            BundledFontScan().add(to: config)
        } else {
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
