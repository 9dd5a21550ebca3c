internal import CCairo
import Foundation

/// For tests: the bundled fonts' patterns as a scan reads them and as the record gives them.
extension BundledFontPatterns {
    /// The patterns of every face of `files` as fontconfig's scan reads them, each as
    /// `FcNameUnparse` writes it followed by the type of every value. For tests.
    static func scannedDescriptions(of files: [String]) -> [String] {
        guard let set = FcFontSetCreate() else { return [] }
        defer { FcFontSetDestroy(set) }
        for file in files { _ = FcFreeTypeQueryAll(file, UInt32.max, nil, nil, set) }
        return BundledFontScan.descriptions(of: set)
    }

    /// What ``recorded(for:)`` gives for `files`, described as ``scannedDescriptions(of:)`` does;
    /// `nil` when it gives nothing. For tests.
    static func recordedDescriptions(of files: [String]) -> [String]? {
        guard let set = recorded(for: files) else { return nil }
        defer { FcFontSetDestroy(set) }
        return BundledFontScan.descriptions(of: set)
    }
}
