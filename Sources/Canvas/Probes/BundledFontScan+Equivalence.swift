internal import CCairo
import Foundation

extension BundledFontScan {
    /// How the bundled fonts reach a configuration, for ``addedPatterns(by:)``.
    enum Adding { case recorded, scanOnAThread, scanOnThisThread, fileByFile }

    /// The application font patterns of a new configuration with the system's rules and the bundled
    /// fonts added as `adding` says, in order, each as `FcNameUnparse` writes it followed by the
    /// type of every value: every way must give the same. For tests.
    static func addedPatterns(by adding: Adding) -> [String] {
        guard let config = FcConfigCreate() else { return [] }
        defer { FcConfigDestroy(config) }
        guard FcConfigParseAndLoad(config, nil, 0) != 0 else { return [] }
        switch adding {
        case .recorded:
            let scan = BundledFontScan()
            scan.add(to: config)
            scan.add(to: config)  // a second call adds nothing
        case .scanOnAThread:
            let scan = BundledFontScan(usingRecord: false)
            scan.add(to: config)
            scan.add(to: config)
        case .scanOnThisThread:
            addReadingNow(to: config, usingRecord: false)
        case .fileByFile:
            for file in BundledFonts.files { _ = FcConfigAppFontAddFile(config, file) }
        }
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
        return descriptions(of: set)
    }

    /// Each pattern of `set`, in order, as `FcNameUnparse` writes it followed by the type of every
    /// value.
    static func descriptions(of set: UnsafeMutablePointer<FcFontSet>) -> [String] {
        (0..<Int(set.pointee.nfont)).compactMap { index in
            guard let pattern = set.pointee.fonts[index], let name = FcNameUnparse(pattern) else {
                return nil
            }
            defer { free(name) }
            return String(cString: UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self))
                + " types " + valueTypes(of: pattern)
        }
    }

    /// The type of every value of `pattern`, object by object (`FcNameUnparse` writes an integer
    /// and a double alike).
    private static func valueTypes(of pattern: OpaquePointer) -> String {
        var types: [String] = []
        var iterator = FcPatternIter()
        FcPatternIterStart(pattern, &iterator)
        repeat {
            guard let object = FcPatternIterGetObject(pattern, &iterator) else { break }
            let values = (0..<FcPatternIterValueCount(pattern, &iterator)).map { index in
                var value = FcValue()
                _ = FcPatternIterGetValue(pattern, &iterator, index, &value, nil)
                return String(value.type.rawValue)
            }
            types.append(String(cString: object) + "=" + values.joined(separator: ","))
        } while FcPatternIterNext(pattern, &iterator) != 0
        return types.joined(separator: " ")
    }
}
