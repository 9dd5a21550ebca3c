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
        /// The resident memory the constraints and their solution added, per row.
        var bytesPerRow: Double
    }

    /// The process's resident memory now (`/proc/self/statm`), in bytes.
    static func residentBytes() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return .nan }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return .nan }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Activates the constraints and lays the form out (labels measured beforehand, so the
    /// figure is the solver's), then changes one constant and lays it out again (its height fitting the form again).
    static func run(rows: Int) -> Result {
        let form = make(rows: rows)
        for label in form.labels { _ = label.intrinsicContentSize }
        let residentBefore = residentBytes()
        let start = Date()
        LayoutConstraint.activate(form.constraints)
        form.root.layout(width: width)
        let scratch = Date().timeIntervalSince(start)
        let bytesPerRow = (residentBytes() - residentBefore) / Double(rows)
        let changeStart = Date()
        form.changed.constant = 20
        form.root.layout(width: width)
        let change = Date().timeIntervalSince(changeStart)
        let frames = zip(form.labels, form.fields).flatMap { [$0.frame, $1.frame] } + [form.root.frame]
        return Result(
            scratchSeconds: scratch, changeSeconds: change, solverConstraints: form.constraints.count,
            frames: frames, bytesPerRow: bytesPerRow)
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
