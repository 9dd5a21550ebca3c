import Canvas
import Foundation
import Widgets

/// Measures how time grows with input for the shapes that once had cliffs: each shape at a size
/// and at four times that size (or, for words around the unbreakable-run cut-off, at 999 and
/// 1,001 characters). Linear work grows about 4×; the check fails at `maximumRatio` (quadratic
/// work grows 16×). A ratio of two times measured in one run, not an absolute time.
enum Cliffs {
    /// A shape: its name, and the work at a size.
    struct Shape {
        let name: String
        let small: Int
        let large: Int
        /// The ratio beyond which the growth is a cliff: 6 for four times the input (linear work
        /// grows 4×, quadratic 16×); for the cut-off pair, whose sizes differ by 0.2 %, 3.
        var maximumRatio: Double { large > 2 * small ? 6 : 3 }
        /// The work at a size; `run` differs between repetitions so that no cache answers them.
        let work: (_ size: Int, _ run: Int) throws -> Void
    }

    static var shapes: [Shape] {
        [
            Shape(name: "words of 999 characters (under the cut-off), 50 → 200 words", small: 50, large: 200)
            {
                words, run in
                _ = TextLayout(
                    plain: "\(run) " + longWords(words, length: 999), font: .body, options: wrapped)
            },
            Shape(
                name: "200 words of 999 → 1,001 characters (either side of the cut-off)", small: 999,
                large: 1_001
            ) { length, run in
                _ = TextLayout(
                    plain: "\(run) " + longWords(200, length: length), font: .body, options: wrapped)
            },
            Shape(
                name: "markup of bold runs parsed and laid out on one line, 6,000 → 24,000 runs",
                small: 6_000,
                large: 24_000
            ) { runs, run in
                let source = "\(run)" + String(repeating: "<b>a</b>b", count: runs)
                let text = try Markup.attributedString(from: source)
                _ = TextLayout(text, options: TextLayout.Options(width: 200, maximumNumberOfLines: 1))
            },
            Shape(
                name: "texts of distinct font sizes measured and drawn, 1,250 → 5,000", small: 1_250,
                large: 5_000
            ) { count, run in
                let layouts = (0..<count).map { index in
                    TextLayout(
                        plain: "Size \(index)",
                        font: .systemFont(ofSize: 6 + Double(index) * 0.013 + Double(run)))
                }
                var document = Document()
                document.addPage(size: Size(width: 300, height: 1_000)) { context in
                    for (index, layout) in layouts.enumerated() {
                        context.draw(layout, at: Point(x: 0, y: Double(index % 900)))
                    }
                }
                _ = try document.data(format: .pdf)
            },
            Shape(
                name: "a chain of stacks built inside-out and rendered, 120 → 480 levels", small: 120,
                large: 480
            ) {
                depth, _ in
                _ = try TreeProbe.chainInsideOut(depth).render(as: .pdf, width: 300)
            },
            Shape(
                name: "a stack of labels added one by one and laid out, 25,000 → 100,000", small: 25_000,
                large: 100_000
            ) { count, _ in
                TreeProbe.wide(count).layout(width: 300)
            },
        ]
    }

    /// Wrapping at 100 pt.
    static let wrapped = TextLayout.Options(width: 100)

    /// `count` words of `length` characters, separated by spaces.
    static func longWords(_ count: Int, length: Int) -> String {
        Array(repeating: String(repeating: "a", count: length), count: count).joined(separator: " ")
    }

    /// Runs every shape (the median of three runs at each size); returns whether all stayed under
    /// their ratio, printing one line per shape.
    static func run() -> Bool {
        var passed = true
        for shape in shapes {
            do {
                let small = try median { try shape.work(shape.small, $0) }
                let large = try median { try shape.work(shape.large, $0 + 3) }
                // Either way: the pair either side of a cut-off may be a cliff in either direction.
                let ratio = max(
                    large / max(small, 1e-6), shape.large > 2 * shape.small ? 0 : small / max(large, 1e-6))
                let ok = ratio <= shape.maximumRatio
                passed = passed && ok
                print(
                    String(
                        format: "%@: %.3f s → %.3f s, ratio %.2f (at most %.0f) %@", shape.name, small, large,
                        ratio, shape.maximumRatio, ok ? "ok" : "CLIFF"))
            } catch {
                passed = false
                print("\(shape.name): \(error)")
            }
        }
        return passed
    }

    private static func median(_ body: (Int) throws -> Void) throws -> Double {
        var times: [Double] = []
        for run in 0..<3 { times.append(try TreeProbe.time { try body(run) }) }
        return times.sorted()[1]
    }
}
