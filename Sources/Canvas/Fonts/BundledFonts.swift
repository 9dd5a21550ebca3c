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
        return names.map { directory + "/" + $0 }.filter { access($0, R_OK) == 0 }
    }()

    /// The folder holding the fonts: `Vellum_Canvas.resources/Fonts` beside the executable (or the
    /// test bundle), found without SwiftPM's `Bundle.module`, which stops the process when the
    /// folder is missing.
    ///
    /// The running executable's folder (`/proc/self/exe`) is tried first: it is where SwiftPM puts
    /// the folder, and looking there costs a few system calls, where `Bundle.main` first sets up
    /// CoreFoundation's bundle (0.7 ms of a one-card process).
    private static var directory: String? {
        func fonts(in base: String) -> String? {
            let fonts = base + "/Vellum_Canvas.resources/Fonts"
            return access(fonts + "/" + names[0], F_OK) == 0 ? fonts : nil
        }
        if let executable = executableDirectory, let found = fonts(in: executable) { return found }
        let argumentZero = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        let candidates = [
            Bundle.main.bundleURL, Bundle.main.executableURL?.deletingLastPathComponent(),
            argumentZero.deletingLastPathComponent(),
        ]
        return candidates.compactMap { $0.flatMap { fonts(in: $0.path) } }.first
    }

    /// The folder of the running executable, from `/proc/self/exe`; `nil` where that cannot be read.
    /// (`readlink` itself: FileManager's `destinationOfSymbolicLink` costs 0.3 ms more when it is
    /// the process's first use of FileManager.)
    private static var executableDirectory: String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0, count < buffer.count - 1 else { return nil }  // unreadable, or cut short
        let path = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return path.hasPrefix("/") ? PathComponents(path).folder : nil
    }
}
