import Foundation

/// When snapshot assertions write reference files.
///
/// Without an explicit `record:` argument the mode comes from the environment: the
/// `VELLUM_SNAPSHOT_RECORD` variable (`all`, `missing`, `failed` or `never`) when set, else
/// ``never`` when the `CI` variable is set to anything non-empty, else ``missing``.
public enum SnapshotRecordMode: String, Sendable, Hashable, CaseIterable {
    /// Re-records every reference, and fails saying so, to accept all changes at once.
    case all
    /// Records references that do not exist yet, and fails asking to run again (the default).
    case missing
    /// Re-records the references that do not match (and missing ones), and fails saying so.
    case failed
    /// Never writes a reference: a missing reference fails and nothing is written (the default on CI).
    case never

    /// The environment variable that chooses the record mode when no `record:` argument is given.
    public static let environmentVariable = "VELLUM_SNAPSHOT_RECORD"

    /// The mode in force and where it came from, for messages.
    struct Resolved: Equatable {
        let mode: SnapshotRecordMode
        let origin: String
    }

    /// An unusable `VELLUM_SNAPSHOT_RECORD` value.
    struct InvalidSetting: Error, Equatable {
        let value: String

        var message: String {
            "\(SnapshotRecordMode.environmentVariable)=\(value) is not a record mode; use one of "
                + SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ") + "."
        }
    }

    /// Picks the mode: the explicit argument, else `VELLUM_SNAPSHOT_RECORD`, else `never` when `CI`
    /// is set, else `missing`.
    static func resolve(explicit: SnapshotRecordMode?, environment: [String: String]) throws(InvalidSetting)
        -> Resolved
    {
        if let explicit { return Resolved(mode: explicit, origin: "the record: argument") }
        if let setting = environment[environmentVariable]?.trimmingCharacters(in: .whitespaces),
            !setting.isEmpty
        {
            guard let mode = SnapshotRecordMode(rawValue: setting.lowercased()) else {
                throw InvalidSetting(value: setting)
            }
            return Resolved(mode: mode, origin: environmentVariable)
        }
        if let ci = environment["CI"], !ci.isEmpty { return Resolved(mode: .never, origin: "CI is set") }
        return Resolved(mode: .missing, origin: "the default")
    }
}
