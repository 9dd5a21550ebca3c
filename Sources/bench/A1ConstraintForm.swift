import Canvas
import Foundation
import Widgets

/// A1 "Auto Layout": a form of labelled rows placed only by constraints, as UIKit form code
/// writes it (each row: a label and a field; label at the margin, field from a column to the
/// trailing margin, rows 8 pt apart, label centred on its field), laid out from scratch and
/// again after one row's spacing changed. The same system goes to kiwisolver (bench/kiwi/form.py)
/// as a JSON file, so both solve exactly the same constraints in the same run.
enum ConstraintForm {
    static let width = 600.0
    static let font = Font(family: "DejaVu Sans", size: 14, weight: .regular)

    /// The form's views and the constraint whose constant the incremental step changes.
    struct Form {
        let root: View
        let labels: [Label]
        let fields: [View]
        let constraints: [LayoutConstraint]
        let changed: LayoutConstraint
    }

    /// Field names with the characters forms carry (accents, punctuation, digits).
    static func labelText(_ row: Int) -> String {
        let names = [
            "Name", "Straße", "E-mail (work)", "Téléphone", "Date of birth", "IBAN #", "Crédit €", "Notes",
        ]
        return "\(names[row % names.count]) \(row + 1)"
    }

    /// Builds the form: views and (inactive) constraints.
    static func make(rows: Int) -> Form {
        let root = View()
        var labels: [Label] = []
        var fields: [View] = []
        var constraints: [LayoutConstraint] = []
        var changed: LayoutConstraint?
        for row in 0..<rows {
            let label = Label(text: labelText(row)).with { $0.font = font }
            let field = View()
            label.translatesAutoresizingMaskIntoConstraints = false
            field.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            root.addSubview(field)
            let top =
                row == 0
                ? field.topAnchor.constraint(equalTo: root.topAnchor, constant: 16)
                : field.topAnchor.constraint(equalTo: fields[row - 1].bottomAnchor, constant: 8)
            if row == rows / 2 { changed = top }
            constraints += [
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                label.centerYAnchor.constraint(equalTo: field.centerYAnchor),
                field.leadingAnchor.constraint(greaterThanOrEqualTo: label.trailingAnchor, constant: 12),
                field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 160),
                field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                top,
                field.heightAnchor.constraint(equalToConstant: 28),
            ]
            labels.append(label)
            fields.append(field)
        }
        constraints.append(root.bottomAnchor.constraint(equalTo: fields.last!.bottomAnchor, constant: 16))
        return Form(root: root, labels: labels, fields: fields, constraints: constraints, changed: changed!)
    }

    /// One run's figures.
    struct Result {
        var scratchSeconds: Double
        var changeSeconds: Double
        var solverConstraints: Int
        var frames: [Rect]
    }

    /// The process's resident memory now (`/proc/self/statm`), in bytes.
    static func residentBytes() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return .nan }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return .nan }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Gives the pages of freed heap back to the system (glibc's `malloc_trim(0)`, looked up at
    /// run time: Swift's Glibc module does not declare it). Without it a run reuses the pages an
    /// earlier run or form size freed, which the resident memory does not count again: medians
    /// of 3.4–3.6 kB per row were seen over 3 runs where one run per process gives 12–31 kB.
    private static func releaseFreeHeap() {
        typealias Trim = @convention(c) (Int) -> Int32
        // `nil` is RTLD_DEFAULT: the symbol wherever the process has it (libc).
        guard let symbol = dlsym(nil, "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
    }

    /// The resident memory that activating the constraints and laying the form out adds, per
    /// row, in an untimed run of its own: the freed heap is given back first, so the figure does
    /// not depend on the runs or form sizes before it, and the timed runs, which reuse freed heap
    /// as before, are not slowed by faulting its pages in again.
    static func bytesPerRow(rows: Int) -> Double {
        let form = make(rows: rows)
        for label in form.labels { _ = label.intrinsicContentSize }
        releaseFreeHeap()
        let residentBefore = residentBytes()
        LayoutConstraint.activate(form.constraints)
        form.root.layout(width: width)
        return (residentBytes() - residentBefore) / Double(rows)
    }

    /// Activates the constraints and lays the form out (labels measured beforehand, so the
    /// figure is the solver's), then changes one constant and lays it out again (its height fitting the form again).
    static func run(rows: Int) -> Result {
        let form = make(rows: rows)
        for label in form.labels { _ = label.intrinsicContentSize }
        let start = Date()
        LayoutConstraint.activate(form.constraints)
        form.root.layout(width: width)
        let scratch = Date().timeIntervalSince(start)
        let changeStart = Date()
        form.changed.constant = 20
        form.root.layout(width: width)
        let change = Date().timeIntervalSince(changeStart)
        let frames = zip(form.labels, form.fields).flatMap { [$0.frame, $1.frame] } + [form.root.frame]
        return Result(
            scratchSeconds: scratch, changeSeconds: change, solverConstraints: form.constraints.count,
            frames: frames)
    }

    /// The form for kiwisolver: each label's content size, in row order.
    static func kiwiInput(rows: Int) -> Data {
        let form = make(rows: rows)
        let sizes = form.labels.map { label -> [Double] in
            let size = label.intrinsicContentSize
            return [size.width, size.height]
        }
        let object: [String: Any] = ["width": width, "labels": sizes, "changedRow": rows / 2]
        return try! JSONSerialization.data(withJSONObject: object)
    }
}
