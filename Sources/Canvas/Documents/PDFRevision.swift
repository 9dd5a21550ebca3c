/// A standard PDF incremental update (PDF 32000-1 §7.5.6) of a file cairo wrote: the objects
/// Vellum revises, written after cairo's `%%EOF` with a cross-reference section and a trailer
/// that points back to cairo's, so every reader sees the revised objects and cairo's bytes stay
/// as they were.
///
/// It keeps only the end of the file (``tail``, from byte ``tailOffset``): cairo 1.16 writes the
/// catalog, the page tree, the structure tree, the cross-reference table and the trailer when the
/// document is finished, after every page, uncompressed and without object streams. Objects
/// written earlier (pages, their content, annotations) are read one at a time through ``reader``,
/// so revising a document of any length holds one page in memory.
struct PDFRevision {
    /// The end of the file, from the point the document began to be finished.
    let tail: [UInt8]
    /// Where ``tail`` begins in the file.
    let tailOffset: Int
    /// Reads a range of the file before ``tail`` (`nil` when it cannot).
    let reader: ((Range<Int>) -> [UInt8]?)?
    /// Each object's byte offset in the file, by object number.
    private(set) var offsets: [Int: Int] = [:]
    /// The trailer's `/Size`, `/Root` and `/Info` (0 when absent), and the last cross-reference
    /// section's offset.
    private(set) var size = 0
    private(set) var root = 0
    var info = 0
    private(set) var crossReferenceOffset = 0
    /// The objects revised or added so far, by number, as complete `N 0 obj … endobj` texts.
    private var revised: [Int: [UInt8]] = [:]
    /// The revised objects already written after the file (``writeNow(_:at:through:)``), at
    /// their offsets.
    private var written: [Int: Int] = [:]
    /// Entries the update's trailer carries beyond `/Size`, `/Root`, `/Info` and `/Prev`.
    var trailerEntries: [String] = []

    /// Reads the cross-reference table and trailer at the end of `tail`; `reader` reads the
    /// file before it.
    init(tail: [UInt8], tailOffset: Int, reader: ((Range<Int>) -> [UInt8]?)? = nil) throws(CanvasError) {
        self.tail = tail
        self.tailOffset = tailOffset
        self.reader = reader
        // Step 1: the last `startxref` gives the cross-reference table's offset.
        guard let start = Self.lastRange(of: "startxref", in: tail),
            let offset = Self.integer(after: start.upperBound, in: tail)?.value
        else { throw Self.unreadable("no startxref") }
        crossReferenceOffset = offset
        // Step 2: the table's subsections: `first count`, then 20-byte entries.
        var index = offset - tailOffset
        guard index >= 0, index < tail.count, Self.matches("xref", at: index, in: tail) else {
            throw Self.unreadable("no cross-reference table where startxref points")
        }
        index += 4
        while let first = Self.integer(after: index, in: tail),
            let count = Self.integer(after: first.end, in: tail)
        {
            index = Self.skipWhitespace(from: count.end, in: tail)
            for number in first.value..<(first.value + count.value) {
                guard index + 18 <= tail.count, let entry = Self.integer(after: index, in: tail) else {
                    throw Self.unreadable("a cross-reference entry is cut short")
                }
                if tail[index + 17] == UInt8(ascii: "n") { offsets[number] = entry.value }
                index = Self.skipWhitespace(from: index + 18, in: tail)
            }
        }
        // Step 3: the trailer dictionary.
        guard let trailer = Self.lastRange(of: "trailer", in: tail) else {
            throw Self.unreadable("no trailer")
        }
        let dictionary = Array(tail[trailer.upperBound...])
        size = Self.value(of: "/Size", in: dictionary) ?? 0
        root = Self.value(of: "/Root", in: dictionary) ?? 0
        info = Self.value(of: "/Info", in: dictionary) ?? 0
        guard size > 0, root > 0 else { throw Self.unreadable("the trailer names no /Size or /Root") }
    }

    /// Object `number`'s text as cairo wrote it, from `N 0 obj` to `endobj` (not for a stream,
    /// whose data it would read whole: see ``stream(_:)``); `nil` when it cannot be read.
    func object(_ number: Int) -> [UInt8]? {
        offsets[number].flatMap { text(at: $0, through: "endobj") }
    }

    /// The object numbers in ``tail`` whose text contains `marker`, in ascending order; a
    /// stream's data is not searched.
    func objects(containing marker: String) -> [Int] {
        offsets.filter { $0.value >= tailOffset }.keys.sorted().filter { number in
            guard let text = object(number), let found = Self.firstRange(of: marker, in: text, from: 0) else {
                return false
            }
            let stream = Self.firstRange(of: "stream", in: text, from: 0)
            return stream.map { found.lowerBound < $0.lowerBound } ?? true
        }
    }

    /// The document's pages, in order, from the catalog's page tree.
    func pages() -> [Int] {
        guard let tree = reference("/Pages", in: root) else { return [] }
        var pages: [Int] = []
        var pending = [tree]
        var seen: Set<Int> = []
        // Depth first, so nested page-tree nodes keep the pages in order.
        while let node = pending.popLast() {
            guard seen.insert(node).inserted, let text = object(node) else { continue }
            if Self.firstRange(of: "/Kids", in: text, from: 0) != nil {
                pending += Self.references(inArray: "/Kids", in: text).reversed()
            } else {
                pages.append(node)
            }
        }
        return pages
    }

    /// The objects an array entry of object `number`'s dictionary refers to (`/Annots [ 9 0 R ]`).
    func references(inArray key: String, of number: Int) -> [Int] {
        object(number).map { Self.references(inArray: key, in: $0) } ?? []
    }

    /// Revises object `number` (in ``tail``) by adding `entries` (PDF dictionary entries) at the
    /// end of its dictionary.
    mutating func add(_ entries: String, toDictionaryOf number: Int) throws(CanvasError) {
        guard written[number] == nil else { throw Self.unreadable("object \(number) was already written") }
        guard var text = revised[number] ?? object(number),
            let close = Self.lastRange(of: ">>", in: text)
        else { throw Self.unreadable("object \(number) is not a dictionary cairo wrote") }
        text.insert(contentsOf: Array("   \(entries)\n".utf8), at: close.lowerBound)
        revised[number] = text
    }

    /// Stream object `number` as cairo wrote it: its dictionary's text and its data, sliced by
    /// its `/Length` (a number, or a reference to one); `nil` when it is not a stream that can be
    /// read.
    func stream(_ number: Int) -> (dictionary: [UInt8], data: [UInt8])? {
        guard let offset = offsets[number], let head = text(at: offset, through: "stream"),
            Self.firstRange(of: "endobj", in: head, from: 0) == nil,
            let length = Self.firstRange(of: "/Length", in: head, from: 0),
            let value = Self.integer(after: length.upperBound, in: head)
        else { return nil }
        let dictionary = Array(head.dropLast("stream".utf8.count))
        // `/Length N 0 R` refers to the object that holds the length.
        var count = value.value
        if let generation = Self.integer(after: value.end, in: head),
            Self.skipWhitespace(from: generation.end, in: head) < head.count,
            head[Self.skipWhitespace(from: generation.end, in: head)] == UInt8(ascii: "R")
        {
            guard let object = object(value.value),
                let header = Self.firstRange(of: "obj", in: object, from: 0),
                let held = Self.integer(after: header.upperBound, in: object)
            else { return nil }
            count = held.value
        }
        // The data begins after the end of line that follows `stream`.
        var start = offset + head.count
        guard let end = bytes(at: start, count: 2) else { return nil }
        if end.first == 0x0D { start += 1 }
        if end.count > 1, end[end.first == 0x0D ? 1 : 0] == 0x0A { start += 1 }
        guard count >= 0, let data = bytes(at: start, count: count), data.count == count else { return nil }
        return (dictionary, data)
    }

    /// The number of the object `key` refers to (`key N 0 R`) in object `number`'s dictionary.
    func reference(_ key: String, in number: Int) -> Int? {
        guard let text = object(number) else { return nil }
        let dictionary =
            Self.firstRange(of: "stream", in: text, from: 0).map { Array(text[..<$0.lowerBound]) } ?? text
        return Self.value(of: key, in: dictionary)
    }

    /// Revises object `number` by replacing it with a stream: `dictionary` (its text, `<< … >>`,
    /// without `/Length`) and `data`.
    mutating func replace(_ number: Int, dictionary: String, stream data: [UInt8]) {
        precondition(dictionary.hasSuffix(">>"), "a stream's dictionary ends with >>")
        let head = "\(number) 0 obj\n\(dictionary.dropLast(2)) /Length \(data.count) >>\nstream\n"
        revised[number] = Array(head.utf8) + data + Array("\nendstream\nendobj".utf8)
    }

    /// Writes `null` for each object the cross-reference table lists in ``tail`` where no such
    /// object is: cairo 1.16 reserves a number for a page's links it never writes, and readers
    /// then report the file damaged.
    mutating func writeMissingObjects() {
        for (number, offset) in offsets where revised[number] == nil {
            let header = Array("\(number) 0 obj".utf8)
            guard let found = bytes(at: offset, count: header.count), found != header else { continue }
            replace(number, with: "null")
        }
    }

    /// Revises object `number` by replacing it whole with `dictionary` (a PDF dictionary's
    /// text, `<< … >>`).
    mutating func replace(_ number: Int, with dictionary: String) {
        revised[number] = Array("\(number) 0 obj\n\(dictionary)\nendobj".utf8)
    }

    /// Adds a new object: `dictionary`, followed by `stream` as the object's stream when given
    /// (the dictionary then gets its `/Length`). Returns the new object's number.
    mutating func addObject(_ dictionary: String, stream: [UInt8]? = nil) -> Int {
        let number = size
        size += 1
        if let stream {
            replace(number, dictionary: dictionary, stream: stream)
        } else {
            replace(number, with: dictionary)
        }
        return number
    }

    /// The update's bytes, to append to the file: the revised objects, their cross-reference
    /// section and a trailer whose `/Prev` is cairo's table. Empty when nothing was revised.
    func update(fileLength: Int) -> [UInt8] {
        guard !revised.isEmpty || !written.isEmpty else { return [] }
        var bytes: [UInt8] = []
        var entries = written.map { (number: $0.key, offset: $0.value) }
        for (number, text) in revised.sorted(by: { $0.key < $1.key }) {
            entries.append((number, fileLength + bytes.count))
            bytes += text
            bytes += Array("\n".utf8)
        }
        let table = fileLength + bytes.count
        var text = "xref\n"
        for entry in entries.sorted(by: { $0.number < $1.number }) {
            let offset = String(entry.offset)
            text +=
                "\(entry.number) 1\n\(String(repeating: "0", count: max(0, 10 - offset.count)))\(offset) 00000 n \n"
        }
        text += "trailer\n<< /Size \(size)\n   /Root \(root) 0 R\n"
        if info > 0 { text += "   /Info \(info) 0 R\n" }
        for entry in trailerEntries { text += "   \(entry)\n" }
        text += "   /Prev \(crossReferenceOffset)\n>>\nstartxref\n\(table)\n%%EOF\n"
        return bytes + Array(text.utf8)
    }

    /// Writes revised object `number` now, through `write`, at `fileLength` (the file's length
    /// so far), instead of in ``update(fileLength:)``: a large revision (a page's content) need
    /// not wait in memory for the rest. It cannot be revised again. Returns whether `write` took
    /// the bytes.
    mutating func writeNow(_ number: Int, at fileLength: Int, through write: ([UInt8]) -> Bool) -> Bool {
        guard let text = revised.removeValue(forKey: number) else { return true }
        written[number] = fileLength
        return write(text + Array("\n".utf8))
    }

    // MARK: Reading bytes

    /// `count` bytes of the file from `offset` (fewer at its end), from ``tail`` or, before it,
    /// through ``reader``; `nil` when they cannot be read.
    private func bytes(at offset: Int, count: Int) -> [UInt8]? {
        let end = tailOffset + tail.count
        guard offset >= 0, offset < end, count >= 0 else { return nil }
        let upper = min(end, offset + count)
        if offset >= tailOffset { return Array(tail[(offset - tailOffset)..<(upper - tailOffset)]) }
        let readEnd = min(upper, tailOffset)
        guard let reader, var read = reader(offset..<readEnd), read.count == readEnd - offset else {
            return nil
        }
        if upper > tailOffset { read += tail[0..<(upper - tailOffset)] }
        return read
    }

    /// The file from `offset` through the first `word`, read in growing windows (up to 16 MB).
    private func text(at offset: Int, through word: String) -> [UInt8]? {
        var count = 4096
        while true {
            guard let window = bytes(at: offset, count: count) else { return nil }
            if let found = Self.firstRange(of: word, in: window, from: 0) {
                return Array(window[..<found.upperBound])
            }
            guard window.count == count, count < 16 << 20 else { return nil }
            count *= 4
        }
    }

    /// The object numbers of the references (`N 0 R`) in the array after `key` in `text`.
    private static func references(inArray key: String, in text: [UInt8]) -> [Int] {
        guard let range = firstRange(of: key, in: text, from: 0) else { return [] }
        var index = skipWhitespace(from: range.upperBound, in: text)
        guard index < text.count, text[index] == UInt8(ascii: "[") else { return [] }
        index += 1
        var numbers: [Int] = []
        while let number = integer(after: index, in: text),
            let generation = integer(after: number.end, in: text)
        {
            let r = skipWhitespace(from: generation.end, in: text)
            guard r < text.count, text[r] == UInt8(ascii: "R") else { break }
            numbers.append(number.value)
            index = r + 1
        }
        return numbers
    }

    private static func unreadable(_ reason: String) -> CanvasError {
        .malformedOutput(format: "pdf", reason: "cannot update cairo's PDF: \(reason)")
    }

    private static func matches(_ word: String, at index: Int, in bytes: [UInt8]) -> Bool {
        let pattern = Array(word.utf8)
        guard index >= 0, index + pattern.count <= bytes.count else { return false }
        return bytes[index..<(index + pattern.count)].elementsEqual(pattern)
    }

    private static func firstRange(of word: String, in bytes: [UInt8], from start: Int) -> Range<Int>? {
        let pattern = Array(word.utf8)
        let count = pattern.count
        guard let first = pattern.first, start >= 0, bytes.count >= count, start <= bytes.count - count else {
            return nil
        }
        // Whole files pass through here (PDF/A, tagged): compare only where the first byte matches.
        return bytes.withUnsafeBufferPointer { buffer -> Range<Int>? in
            var index = start
            let last = buffer.count - count
            while index <= last {
                if buffer[index] == first, pattern.indices.allSatisfy({ buffer[index + $0] == pattern[$0] }) {
                    return index..<(index + count)
                }
                index += 1
            }
            return nil
        }
    }

    private static func lastRange(of word: String, in bytes: [UInt8]) -> Range<Int>? {
        let count = word.utf8.count
        guard bytes.count >= count else { return nil }
        for index in stride(from: bytes.count - count, through: 0, by: -1)
        where matches(word, at: index, in: bytes) {
            return index..<(index + count)
        }
        return nil
    }

    private static func skipWhitespace(from start: Int, in bytes: [UInt8]) -> Int {
        var index = start
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        return index
    }

    /// The unsigned integer after whitespace from `start`, and where it ends.
    private static func integer(after start: Int, in bytes: [UInt8]) -> (value: Int, end: Int)? {
        var index = skipWhitespace(from: start, in: bytes)
        var value = 0
        let first = index
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39, index - first < 15 {
            value = value * 10 + Int(bytes[index] - 0x30)
            index += 1
        }
        return index > first ? (value, index) : nil
    }

    /// The integer after `key` in a dictionary's text (an object number for a reference).
    private static func value(of key: String, in bytes: [UInt8]) -> Int? {
        guard let range = firstRange(of: key, in: bytes, from: 0) else { return nil }
        return integer(after: range.upperBound, in: bytes)?.value
    }
}
