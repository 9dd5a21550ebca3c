import Foundation

/// A line diff between a reference and an actual text, rendered in unified format.
struct UnifiedDiff {
    /// One step of the edit script that turns the reference into the actual text.
    enum Edit: Equatable {
        /// A line present in both: its index in the reference and in the actual text.
        case same(Int, Int)
        /// A reference line missing from the actual text.
        case removed(Int)
        /// An actual line missing from the reference.
        case inserted(Int)

        var isChange: Bool {
            if case .same = self { return false }
            return true
        }
    }

    let reference: [Substring]
    let actual: [Substring]
    let edits: [Edit]

    /// The lines of context around each change.
    static let context = 3
    /// The largest reference × actual middle section compared line by line; beyond it the whole
    /// differing middle is shown as removed and re-added.
    static let maximumTableSize = 4_000_000

    init(reference: [Substring], actual: [Substring]) {
        self.reference = reference
        self.actual = actual
        self.edits = Self.editScript(reference, actual)
    }

    var removedCount: Int { edits.count { if case .removed = $0 { true } else { false } } }
    var insertedCount: Int { edits.count { if case .inserted = $0 { true } else { false } } }

    /// How many lines were removed and added, such as `1 line removed, 3 added`.
    var summary: String {
        "\(removedCount) \(removedCount == 1 ? "line" : "lines") removed, \(insertedCount) added"
    }

    /// The shortest edit script, from a longest common subsequence of the lines after trimming the
    /// common prefix and suffix.
    static func editScript(_ a: [Substring], _ b: [Substring]) -> [Edit] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix,
            a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
        {
            suffix += 1
        }
        var edits = (0..<prefix).map { Edit.same($0, $0) }
        let aEnd = a.count - suffix
        let bEnd = b.count - suffix
        let n = aEnd - prefix
        let m = bEnd - prefix
        if n * m > maximumTableSize || n == 0 || m == 0 {
            edits += (prefix..<aEnd).map { Edit.removed($0) }
            edits += (prefix..<bEnd).map { Edit.inserted($0) }
        } else {
            // lengths[i * (m + 1) + j]: the LCS length of a[prefix + i ..< aEnd] and b[prefix + j ..< bEnd].
            var lengths = [Int32](repeating: 0, count: (n + 1) * (m + 1))
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    lengths[i * (m + 1) + j] =
                        a[prefix + i] == b[prefix + j]
                        ? lengths[(i + 1) * (m + 1) + j + 1] + 1
                        : max(lengths[(i + 1) * (m + 1) + j], lengths[i * (m + 1) + j + 1])
                }
            }
            var i = 0
            var j = 0
            while i < n || j < m {
                if i < n, j < m, a[prefix + i] == b[prefix + j] {
                    edits.append(.same(prefix + i, prefix + j))
                    i += 1
                    j += 1
                } else if j == m || (i < n && lengths[(i + 1) * (m + 1) + j] >= lengths[i * (m + 1) + j + 1])
                {
                    edits.append(.removed(prefix + i))
                    i += 1
                } else {
                    edits.append(.inserted(prefix + j))
                    j += 1
                }
            }
        }
        edits += (0..<suffix).map { Edit.same(aEnd + $0, bEnd + $0) }
        return edits
    }

    /// The diff in unified format (`--- reference`, `+++ actual`, `@@` hunks with three lines of
    /// context), cut after about `maximumLines` lines with a note saying so.
    func render(maximumLines: Int) -> String {
        var output = ["--- reference", "+++ actual"]
        let changes = edits.indices.filter { edits[$0].isChange }
        guard let firstChange = changes.first else { return output.joined(separator: "\n") }
        // Group changes whose context overlaps into hunks of edit indices.
        var hunks: [ClosedRange<Int>] = []
        var start = firstChange
        var end = firstChange
        for change in changes.dropFirst() {
            if change - end > 2 * Self.context {
                hunks.append(start...end)
                start = change
            }
            end = change
        }
        hunks.append(start...end)
        var truncated = false
        for hunk in hunks {
            let lower = max(0, hunk.lowerBound - Self.context)
            let upper = min(edits.count - 1, hunk.upperBound + Self.context)
            let slice = edits[lower...upper]
            var referenceLines: [Int] = []
            var actualLines: [Int] = []
            for edit in slice {
                switch edit {
                case .same(let r, let a):
                    referenceLines.append(r)
                    actualLines.append(a)
                case .removed(let r): referenceLines.append(r)
                case .inserted(let a): actualLines.append(a)
                }
            }
            let referenceStart = referenceLines.first.map { $0 + 1 } ?? startLine(in: slice, reference: true)
            let actualStart = actualLines.first.map { $0 + 1 } ?? startLine(in: slice, reference: false)
            let header =
                "@@ -\(referenceStart),\(referenceLines.count) +\(actualStart),\(actualLines.count) @@"
            if output.count + 2 > maximumLines {
                truncated = true
                break
            }
            output.append(header)
            for edit in slice {
                if output.count >= maximumLines {
                    truncated = true
                    break
                }
                switch edit {
                case .same(let r, _): output.append(" " + reference[r])
                case .removed(let r): output.append("-" + reference[r])
                case .inserted(let a): output.append("+" + actual[a])
                }
            }
            if truncated { break }
        }
        if truncated {
            output.append("… (diff cut at \(maximumLines) lines; see the actual file for the rest)")
        }
        return output.joined(separator: "\n")
    }

    /// The line number after which a hunk with no lines on one side applies (unified diff writes
    /// the line before an empty range, or 0 at the start of the file).
    private func startLine(in slice: ArraySlice<Edit>, reference: Bool) -> Int {
        for edit in edits[..<slice.startIndex].reversed() {
            switch edit {
            case .same(let r, let a): return (reference ? r : a) + 1
            case .removed(let r) where reference: return r + 1
            case .inserted(let a) where !reference: return a + 1
            default: continue
            }
        }
        return 0
    }
}
