import Foundation

/// Which fonts Vellum's text engine can see.
public enum FontSource: Sendable, Hashable {
    /// The machine's fontconfig configuration: every installed font, with fontconfig's fallbacks
    /// (CJK and emoji fonts where installed), plus the ``BundledFonts``.
    case system
    /// Only the font files in these directories (searched recursively) and nothing else.
    case directories([String])
    /// Only these font files and nothing else.
    case files([String])

    /// The fonts Vellum's own snapshots are rendered with: Inter (every weight, from
    /// `fonts-inter`); the ``BundledFonts`` (Noto Sans Hebrew, Arabic, Devanagari, Thai and Mono,
    /// regular and bold); DejaVu Sans and DejaVu Sans Mono (`fonts-dejavu-core`); and, when
    /// installed, WenQuanYi Micro Hei for CJK (`fonts-wqy-microhei`) and Noto Color Emoji
    /// (`fonts-noto-color-emoji`); nothing else the machine has installed.
    public static var pinned: FontSource {
        let inter = "/usr/share/fonts/opentype/inter"
        let dejavu = "/usr/share/fonts/truetype/dejavu/"
        var files: [String] = []
        let interFiles =
            (try? FileManager.default.contentsOfDirectory(atPath: inter))?
            .filter { $0.hasPrefix("Inter-") && $0.hasSuffix(".otf") }.sorted() ?? []
        files += interFiles.map { inter + "/" + $0 }
        files += BundledFonts.files
        let dejavuFiles = [
            "DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf", "DejaVuSans-BoldOblique.ttf",
            "DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf",
        ].map { dejavu + $0 }
        files += dejavuFiles.filter { FileManager.default.fileExists(atPath: $0) }
        for optional in [
            "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
            "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
        ] where FileManager.default.fileExists(atPath: optional) {
            files.append(optional)
        }
        return .files(files)
    }
}
