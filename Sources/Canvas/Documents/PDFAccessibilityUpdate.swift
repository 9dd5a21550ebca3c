/// What a tagged PDF needs beyond cairo 1.16's structure tree, written as a ``PDFRevision``:
/// the document's language (`/Lang`), a viewer that shows the title rather than the file name
/// (`/ViewerPreferences << /DisplayDocTitle true >>`), and each figure's alternative text (`/Alt`).
enum PDFAccessibilityUpdate {
    /// Revises `revision` for `metadata` and the figures' alternative texts (in the order the
    /// figures began, which is the order cairo numbers their structure elements in).
    static func apply(
        to revision: inout PDFRevision, metadata: DocumentMetadata, figureAlternatives: [String?]
    ) throws(CanvasError) {
        // Step 1: the catalog's language and viewer preferences.
        var catalog: [String] = []
        // A validated tag is ASCII letters, digits and hyphens: a literal string as it is.
        if let language = metadata.language { catalog.append("/Lang (\(language))") }
        if metadata.title != nil { catalog.append("/ViewerPreferences << /DisplayDocTitle true >>") }
        if !catalog.isEmpty {
            try revision.add(catalog.joined(separator: "\n   "), toDictionaryOf: revision.root)
        }
        // Step 2: alternative text on the figures, matched in order.
        guard figureAlternatives.contains(where: { $0 != nil }) else { return }
        let figures = revision.objects(containing: "/S /Figure\n")
        guard figures.count == figureAlternatives.count else {
            throw .malformedOutput(
                format: "pdf",
                reason: "cairo wrote \(figures.count) figures where \(figureAlternatives.count) were drawn")
        }
        for (number, text) in zip(figures, figureAlternatives) {
            if let text { try revision.add("/Alt \(textString(text))", toDictionaryOf: number) }
        }
    }

    /// A PDF text string: UTF-16BE with a byte-order mark, in hexadecimal (any text, no escaping).
    static func textString(_ text: String) -> String {
        let digits = Array("0123456789ABCDEF")
        var hex = "<FEFF"
        for unit in text.utf16 {
            for shift in [12, 8, 4, 0] { hex.append(digits[Int(unit >> UInt16(shift)) & 0xF]) }
        }
        return hex + ">"
    }

    /// Checks that `language` is a BCP 47 language tag in form (letters, digits and hyphens,
    /// starting with a letter, at most 35 characters), as `/Lang` requires.
    static func validate(language: String) throws(CanvasError) {
        let allowed = language.utf8.allSatisfy { byte in
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x2D
        }
        guard allowed, (1...35).contains(language.utf8.count), language.first?.isLetter == true,
            !language.hasSuffix("-"), !language.contains("--")
        else {
            throw .invalidMetadata("language \"\(language)\" is not a BCP 47 tag such as en-US")
        }
    }
}
