import Foundation

/// Extracts text from PDF bytes with poppler's `pdftotext`.
enum PDFText {
    /// A failure to run `pdftotext`.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func extract(from pdf: Data) throws -> String {
        let tool = ["/usr/bin/pdftotext", "/usr/local/bin/pdftotext"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        guard let tool else {
            throw Failure(description: "pdftotext is not installed (Debian: poppler-utils)")
        }
        let input = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vellum-\(UUID().uuidString).pdf")
        try pdf.write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["-layout", "-enc", "UTF-8", input.path, "-"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "pdftotext exited with status \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\u{0C}", with: "")
    }
}
