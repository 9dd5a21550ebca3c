/// Marks what a tagged page draws outside every structure element as an artifact
/// (`/Artifact BMC … EMC`, PDF 32000-1 §14.8.2.2), which cairo 1.16 cannot write: page
/// furniture (running headers, footers, page numbers, repeated table headers, backgrounds) that a
/// screen reader should skip rather than find untagged.
///
/// cairo writes each structure element's content as a marked-content sequence (`/P << /MCID 3 >>
/// BDC … EMC`) and everything else between them, unmarked. Each run of operations outside every
/// sequence becomes one artifact sequence, in these steps.
enum PDFArtifactMarking {
    /// `content` with its unmarked runs marked; `nil` when the stream cannot be marked safely (an
    /// inline image, unbalanced sequences, or a run that would cross a text object's edge), in
    /// which case the page is left as cairo wrote it.
    static func mark(_ content: [UInt8]) -> [UInt8]? {
        guard let parsed = PDFContentOperations(content) else { return nil }
        var marked: [UInt8] = []
        marked.reserveCapacity(content.count + 256)
        var copied = 0
        var depth = 0
        var inText = false
        // Whether an artifact is open: `nil` when none is, else whether it began inside a text
        // object.
        var open: Bool?
        func insert(_ text: String, at position: Int) {
            marked += content[copied..<position]
            marked += Array(text.utf8)
            copied = position
        }
        for operation in parsed.operations {
            let name = operation.name
            if depth == 0 {
                // Step 1: a sequence cairo begins, or the end of a text object an artifact began in,
                // ends the artifact; it must end where it began, inside or outside a text object.
                let beginsSequence = name == "BDC" || name == "BMC"
                if let beganInText = open, beginsSequence || (name == "ET" && beganInText) {
                    guard beganInText == inText else { return nil }
                    insert("EMC\n", at: operation.start)
                    open = nil
                } else if open == nil, !beginsSequence, name != "EMC", name != "BT", name != "ET" {
                    // Step 2: any other operation outside every sequence begins an artifact.
                    insert("/Artifact BMC\n", at: operation.start)
                    open = inText
                }
            }
            // Step 3: follow the nesting of sequences and text objects.
            switch name {
            case "BDC", "BMC": depth += 1
            case "EMC":
                depth -= 1
                guard depth >= 0 else { return nil }
            case "BT": inText = true
            case "ET": inText = false
            default: break
            }
        }
        // Step 4: the last artifact ends with the stream.
        guard depth == 0 else { return nil }
        marked += content[copied...]
        if let beganInText = open {
            guard beganInText == inText else { return nil }
            marked += Array("\nEMC\n".utf8)
        }
        return marked
    }
}
