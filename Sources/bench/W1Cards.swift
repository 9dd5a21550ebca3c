import BenchCards
import Canvas
import Foundation
import Widgets

/// Renders one throwaway card (index 999, in memory) so fonts are loaded before timing, as the
/// C baseline's untimed first document does.
func warmUpCards(_ format: DocumentFormat) throws {
    _ = try Card.make(index: 999).render(as: format, size: Card.pageSize)
}

/// How W1 writes each file.
enum CardWriteMode: String {
    /// `view.write(to:as:size:)`: Vellum's atomic write (a temporary file, renamed; no fsync,
    /// like the C baseline's stdio; a PDF is streamed to the file as cairo produces it).
    case atomic
    /// `view.render(as:size:)` to `Data`, then `Data.write(to:)`: one write, then the `fsync`
    /// swift-foundation makes on every `Data.write`.
    case plain
}

/// Writes `count` cards in a format to `directory`; returns the seconds taken. (Not inlined, so
/// profilers can collect just this: `valgrind --tool=callgrind --toggle-collect='*runCards*'`.)
@inline(never)
func runCards(
    format: DocumentFormat, count: Int, directory: URL, mode: CardWriteMode
) throws -> Double {
    let start = now()
    for index in 0..<count {
        let url = directory.appendingPathComponent(
            "card-\(zeroPadded(index, digits: 3)).\(format.fileExtension)")
        let card = Card.make(index: index)
        switch mode {
        case .atomic:
            try card.write(to: url, as: format, size: Card.pageSize)
        case .plain:
            try card.render(as: format, size: Card.pageSize).write(to: url)
        }
    }
    return now() - start
}
