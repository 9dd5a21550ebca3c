internal import CCairo
import Foundation
import Synchronization

/// One FreeType face per font file, opened once and kept for the life of the process, and stored
/// in every fontconfig pattern Vellum's font maps match against.
///
/// Why: cairo 1.16 keeps one process-wide "unscaled font" per font file, shared by every thread's
/// font map, and keeps at most ten FreeType faces open. When an eleventh file is used (Hebrew, CJK
/// or emoji fallbacks beside Inter's weights), it closes a face it believes unused; but it reads
/// the face's lock count without that face's lock (`_has_unlocked_face` in cairo-ft-font.c), and
/// opens the replacement with `FT_New_Face` on a shared `FT_Library` outside its own lock. Another
/// thread that was just about to use the closed face then reads freed memory: the segfaults inside
/// libfreetype and the "error occurred in libfreetype" statuses seen with 4+ threads. Latin text
/// in Inter never used more than ten files, so it never raced.
///
/// cairo never closes a face it was handed in the pattern (`FC_FT_FACE`: an unscaled font "from
/// face", used under that font's own mutex), so with every pattern carrying its face the race has
/// nothing left to close. Faces are opened here, under one lock, on one private `FT_Library`, and
/// never freed: there is one per font file and ``FaceSet`` (about 210 KB each once open), and the
/// same file's face is reused by every later configuration.
///
/// When: with Pango 1.50 a face is opened when a font of its file is first drawn
/// (``opensFacesLazily``: the fonts' `create_font_face` stores the face in a copy of the font's
/// pattern just before cairo reads it), so a process pays for the files it draws with, not for
/// every installed font (72 here: 15 MB and 17 M instructions at start-up). With another Pango
/// every font of a configuration gets its face when the configuration is made.
enum FontFaceRegistry {
    /// The FreeType library the faces belong to, and the faces by "path#index#face set".
    private struct State {
        var library: UnsafeMutableRawPointer?
        var faces: [String: UnsafeMutableRawPointer] = [:]
    }

    /// The registry, behind one lock (FreeType wants `FT_New_Face` calls on one library serialised).
    private static let state = Mutex<SendableState>(SendableState(State()))

    /// Wraps ``State`` so it can live in a `Mutex`.
    private struct SendableState: @unchecked Sendable {
        // `@unchecked Sendable`: only touched while `state`'s lock is held.
        var value: State
        init(_ value: State) { self.value = value }
    }

    /// The face for a font file and face index in the calling thread's ``FaceSet``, opened on
    /// first use; `nil` when FreeType cannot open it.
    static func face(path: String, index: Int) -> UnsafeMutableRawPointer? {
        let key = key(path: path, index: index)
        return state.withLock { boxed in
            if let face = boxed.value.faces[key] { return face }
            if boxed.value.library == nil { boxed.value.library = vellum_ft_new_library() }
            guard let library = boxed.value.library,
                let face = vellum_ft_new_face(library, path, index)
            else { return nil }
            boxed.value.faces[key] = face
            return face
        }
    }

    /// Whether faces are opened when a font is first drawn (Pango 1.50's font interface patched by ``PangoLazyFaces``,
    /// once per process, the first time this is read) rather than when a configuration is made.
    static let opensFacesLazily: Bool = PangoLazyFaces.install { path, index in
        guard let path else { return nil }
        return FontFaceRegistry.face(path: String(cString: path), index: Int(index))
    }

    /// Whether the face of a file and face index is open in the calling thread's ``FaceSet``,
    /// for tests.
    static func isOpen(path: String, index: Int) -> Bool {
        let key = key(path: path, index: index)
        return state.withLock { $0.value.faces[key] != nil }
    }

    /// The registry's key for a font file and face index in the calling thread's ``FaceSet``.
    private static func key(path: String, index: Int) -> String { "\(path)#\(index)#\(FaceSet.current)" }

    /// How many faces are open, for tests.
    static var count: Int { state.withLock { $0.value.faces.count } }
}
