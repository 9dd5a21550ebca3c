import Foundation
import Testing

/// The DocC articles quote real code: every ```swift block after a `<!-- quote: <path> -->`
/// comment must still appear in that file, indentation and blank lines aside (the check
/// `scripts/build-docs.sh` runs too, here so that `make test` fails when an article goes stale).
@Suite struct DocumentationQuoteTests {
    /// The package's root folder, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// One quoted block: the article, the file it names and the quoted lines.
    struct Quote: CustomStringConvertible {
        var article: String
        var path: String
        var lines: [String]
        var description: String { "\(article) → \(path) (\(lines.first ?? ""))" }
    }

    /// Lines without their surrounding blanks, empty lines dropped.
    static func normalized<S: StringProtocol>(_ lines: [S]) -> [String] {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Every quote in every article of every `.docc` catalog under `Sources`.
    static func quotes() throws -> [Quote] {
        let sources = root.appendingPathComponent("Sources")
        var result: [Quote] = []
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let catalog = sources.appendingPathComponent(module).appendingPathComponent("\(module).docc")
            guard let articles = try? FileManager.default.contentsOfDirectory(atPath: catalog.path) else {
                continue
            }
            for article in articles.sorted() where article.hasSuffix(".md") {
                let text = try String(contentsOf: catalog.appendingPathComponent(article), encoding: .utf8)
                var path: String?
                var block: [Substring]?
                for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    if trimmed.hasPrefix("<!-- quote: "), trimmed.hasSuffix(" -->") {
                        path = String(trimmed.dropFirst("<!-- quote: ".count).dropLast(" -->".count))
                    } else if let quoted = path, trimmed.hasPrefix("```") {
                        if let lines = block {
                            result.append(
                                Quote(article: "\(module)/\(article)", path: quoted, lines: normalized(lines))
                            )
                            block = nil
                            path = nil
                        } else {
                            block = []
                        }
                    } else if block != nil {
                        block?.append(line)
                    }
                }
            }
        }
        return result
    }

    @Test func theArticlesQuoteCode() throws {
        // The seed articles and Getting Started quote the gallery and the example tests.
        #expect(try Self.quotes().count >= 10)
    }

    @Test func everyQuoteStillAppearsInTheFileItNames() throws {
        for quote in try Self.quotes() {
            let url = Self.root.appendingPathComponent(quote.path)
            let source = try #require(try? String(contentsOf: url, encoding: .utf8), "\(quote) names no file")
            let file = Self.normalized(source.split(separator: "\n", omittingEmptySubsequences: false))
            let found =
                quote.lines.isEmpty
                || file.indices.contains { start in
                    file[start...].starts(with: quote.lines)
                }
            #expect(found, "\(quote): the quoted lines are no longer in the file")
        }
    }
}
