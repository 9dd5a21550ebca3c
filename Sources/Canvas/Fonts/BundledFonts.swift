import Foundation

/// The fonts Vellum ships in Canvas's resource bundle (`Sources/Canvas/Resources/Fonts`, SIL Open
/// Font License, see `NOTICE-Noto.txt` there): Noto Sans Hebrew, Arabic, Devanagari and Thai, the
/// fallbacks whose weight and size sit beside Inter, and Noto Sans Mono, the monospaced family
/// (slashed zero), each regular and bold.
///
/// Both font sources use them: ``FontSource/pinned`` lists them, and ``FontSource/system`` adds
/// them to the machine's fonts, so text in those scripts looks the same on any machine. They are
/// found beside the executable (SwiftPM copies `Vellum_Canvas.resources` next to it); a program
/// deployed without that folder runs without them (text falls back to the machine's fonts).
public enum BundledFonts {
    /// The file names, in a stable order.
    static let names = ["Hebrew", "Arabic", "Devanagari", "Thai", "Mono"].flatMap { script in
        ["Regular", "Bold"].map { "NotoSans\(script)-\($0).ttf" }
    }

    /// The bundled font files' paths; empty when the resource folder is not found.
    public static let files: [String] = {
        guard let directory = directory else { return [] }
        return names.map { directory + "/" + $0 }.filter { FileManager.default.isReadableFile(atPath: $0) }
    }()

    /// The folder holding the fonts: `Vellum_Canvas.resources/Fonts` beside the executable (or the
    /// test bundle), found without SwiftPM's `Bundle.module`, which stops the process when the
    /// folder is missing.
    private static var directory: String? {
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        let candidates = [
            Bundle.main.bundleURL, Bundle.main.executableURL?.deletingLastPathComponent(),
            executable.deletingLastPathComponent(),
        ]
        for base in candidates.compactMap({ $0 }) {
            let fonts = base.appendingPathComponent("Vellum_Canvas.resources/Fonts").path
            if FileManager.default.fileExists(atPath: fonts + "/" + names[0]) { return fonts }
        }
        return nil
    }
}
