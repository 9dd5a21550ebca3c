import Canvas
import Widgets

/// Right-to-left, mixed-direction, CJK and combining text with font fallback.
enum InternationalTextScene {
    static let samples: [(String, String)] = [
        ("Hebrew, right to left", "שלום עולם! ברוכים הבאים ל־Vellum, ספרייה שמציירת טקסט."),
        ("Arabic, right to left", "مرحبا بالعالم! هذا نص عربي يُكتب من اليمين إلى اليسار."),
        ("Mixed direction", "The word שלום means peace, and مرحبا means hello."),
        ("Chinese, Japanese, Korean", "你好，世界。こんにちは世界。안녕하세요 세계."),
        ("Combining marks", "e\u{301} a\u{308} n\u{303} o\u{302} — Ångström, naïve café, Zoë, São Paulo"),
        ("Symbols and emoji", "✓ ★ ☀ ☂ ♫ → ∑ ∞ ≈ · 👋 🌍 ✨ 🇫🇷 👩🏽‍💻"),
    ]

    static let scene = Scene(
        name: "international-text", title: "International text",
        summary:
            "Hebrew and Arabic right to left, mixed direction, CJK, combining marks, with font fallback.",
        width: 420
    ) {
        let body = Stack.vertical(spacing: 8) {
            for (title, text) in samples {
                Label().with(text: title).with {
                    $0.font = .systemFont(ofSize: 12, weight: .semibold)
                    $0.textColor = .secondaryLabel
                }
                Label().with(text: text).with {
                    $0.numberOfLines = 0
                    $0.font = .systemFont(ofSize: 18)
                }
                Separator()
            }
        }
        let root = View().with { $0.backgroundColor = .systemBackground }
        body.pin(to: root, insets: EdgeInsets(all: 20))
        return root
    }
}
