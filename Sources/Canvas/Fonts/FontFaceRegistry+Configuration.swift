internal import CCairo

/// The registry's faces stored in the fonts of a fontconfig configuration as it is made.
extension FontFaceRegistry {
    /// Stores each font's face in its pattern, for every font of `set` (patterns that already
    /// carry one, or whose file FreeType cannot open, are left as they are: cairo then opens the
    /// file itself, as before).
    /// Does nothing when faces are opened lazily (``opensFacesLazily``).
    static func attachFaces(to set: UnsafeMutablePointer<FcFontSet>) {
        guard !opensFacesLazily else { return }
        for index in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[index] else { continue }
            if vellum_pattern_has_face(pattern) != 0 { continue }
            guard let path = FontConfigHandle.file(of: pattern) else { continue }
            var faceIndex: Int32 = 0
            _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &faceIndex)
            guard let face = Self.face(path: path, index: Int(faceIndex)) else { continue }
            _ = vellum_pattern_add_face(pattern, face)
        }
    }
}
