// One W1 card to a PDF file, and nothing else: the program `make bench` starts in a new process
// for the cold-start figure, as a user's command-line tool that renders one document would be.
// `make bench` builds it for a fast start (see `bench/build-cold-card.sh` and README's "Speed").
//
//   cold-card OUT.pdf
import BenchCards
import Foundation
import Widgets

let arguments = CommandLine.arguments
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: cold-card OUT.pdf\n".utf8))
    exit(2)
}
do {
    try Card.make(index: 0).write(to: URL(fileURLWithPath: arguments[1]), as: .pdf, size: Card.pageSize)
} catch {
    FileHandle.standardError.write(Data("cold-card: \(error)\n".utf8))
    exit(1)
}
