import Canvas
import Fixtures
import Foundation
import Widgets

/// A label that counts how often it is measured (``Label/sizeThatFits(_:)`` runs only on a
/// cache miss of ``View/fittingSize(for:)``).
final class CountingLabel: Label {
    nonisolated(unsafe) static var measurements = 0

    override func sizeThatFits(_ size: Size) -> Size {
        Self.measurements += 1
        return super.sizeThatFits(size)
    }
}

/// A pill that counts how often it is measured.
final class CountingPill: PaddedLabel {
    nonisolated(unsafe) static var measurements = 0

    override func sizeThatFits(_ size: Size) -> Size {
        Self.measurements += 1
        return super.sizeThatFits(size)
    }
}

/// A stack that counts its `layoutSubviews` calls.
final class CountingStack: Stack {
    nonisolated(unsafe) static var layouts = 0

    override func layoutSubviews() {
        Self.layouts += 1
        super.layoutSubviews()
    }
}

/// L1 "layout": 100 sections × 100 rows, each row a label of 1–3 lines, a spacer and a pill.
enum LayoutTree {
    static let width = 600.0
    static let labelFont = Font(family: "DejaVu Sans", size: 14, weight: .regular)
    static let pillFont = Font(family: "DejaVu Sans", size: 12, weight: .medium)

    struct Tree {
        let root: View
        let labels: [CountingLabel]
    }

    /// Text of about `length` characters from the report's word list.
    static func text(length: Int, random: inout SplitMix64) -> String {
        var text = ""
        while text.utf8.count < length {
            if !text.isEmpty { text += " " }
            text += ReportData.words[Int(random.next() % UInt64(ReportData.words.count))]
        }
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    static func make(sections: Int = 100, rows: Int = 100) -> Tree {
        var random = SplitMix64(seed: 7)
        var labels: [CountingLabel] = []
        let root = CountingStack().vertical(spacing: 16)
        root.alignment = .fill
        for _ in 0..<sections {
            let section = CountingStack().vertical(spacing: 4)
            for _ in 0..<rows {
                // 12…160 characters: one to three lines in the label's ~520 pt.
                let label = CountingLabel().with {
                    $0.text = text(length: 12 + Int(random.next() % 149), random: &random)
                    $0.font = labelFont
                    $0.numberOfLines = 0
                }
                labels.append(label)
                let pill = CountingPill().with {
                    $0.text = "\(1 + random.next() % 999) items"
                    $0.font = pillFont
                    $0.setContentCompressionResistancePriority(.required, for: .horizontal)
                    $0.setContentHuggingPriority(.required, for: .horizontal)
                }
                let row = CountingStack().horizontal(spacing: 8)
                row.alignment = .center
                row.views(label, Spacer(), pill)
                section.addArrangedSubview(row)
            }
            root.addArrangedSubview(section)
        }
        return Tree(root: root, labels: labels)
    }

    struct Result {
        var buildSeconds: Double
        var fullSeconds: Double
        var incrementalSeconds: Double
        var fullMeasurements: Int
        var incrementalMeasurements: Int
        var fullStackLayouts: Int
        var incrementalStackLayouts: Int
        var lineCounts: [Int: Int]
        var height: Double
    }

    // Not inlined, so profilers can collect each step alone (callgrind --toggle-collect).
    @inline(never)
    static func layOutFromScratch(_ root: View) {
        root.layout(width: width)
    }

    @inline(never)
    static func relayout(_ root: View, changing label: Label, to text: String) {
        label.text = text
        root.layout(width: width)
    }

    static func resetCounters() {
        CountingLabel.measurements = 0
        CountingPill.measurements = 0
        CountingStack.layouts = 0
    }

    /// Builds a tree, lays it out from scratch at 600 pt, then changes one label's text (one line
    /// to three or back, so its row, its section and the root change height) and lays the tree
    /// out again with `layout(width:)` (a fitting size, then `layoutIfNeeded`).
    static func run(sections: Int = 100) -> Result {
        _ = Label(text: "x").with { $0.font = labelFont }.layout(width: 100)
        var tree: Tree!
        let build = timed { tree = make(sections: sections) }
        resetCounters()
        let full = timed { layOutFromScratch(tree.root) }
        let fullMeasurements = CountingLabel.measurements + CountingPill.measurements
        let fullLayouts = CountingStack.layouts
        var lineCounts: [Int: Int] = [:]
        for label in tree.labels {
            lineCounts[label.textLayout(width: label.bounds.width)?.lineCount ?? 0, default: 0] += 1
        }
        let target = tree.labels[tree.labels.count / 2 + 50]
        let lines = target.textLayout(width: target.bounds.width)?.lineCount ?? 0
        var random = SplitMix64(seed: 99)
        let changed = text(length: lines == 1 ? 150 : 20, random: &random)
        resetCounters()
        let incremental = timed { relayout(tree.root, changing: target, to: changed) }
        return Result(
            buildSeconds: build, fullSeconds: full, incrementalSeconds: incremental,
            fullMeasurements: fullMeasurements,
            incrementalMeasurements: CountingLabel.measurements + CountingPill.measurements,
            fullStackLayouts: fullLayouts, incrementalStackLayouts: CountingStack.layouts,
            lineCounts: lineCounts, height: tree.root.frame.height)
    }
}
