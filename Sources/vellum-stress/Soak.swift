import Foundation

/// Runs a workload many times, sampling the process's resident memory, and judges whether the
/// memory reaches a plateau or keeps growing.
struct Soak {
    var renders: Int
    /// Renders between samples.
    var every: Int
    /// The most the highest sample of the second half may exceed the highest of the first half
    /// (malloc's arenas settle in steps).
    var tolerance = 4 * 1024 * 1024

    /// The samples and the verdict.
    struct Verdict {
        var samples: [Int]
        var isPlateau: Bool
        var summary: String
    }

    /// Runs `render` with indices 0..<renders and samples RSS every `every` renders.
    func run(_ render: (Int) -> Void) -> Verdict {
        var samples: [Int] = []
        for index in 0..<renders {
            render(index)
            if (index + 1) % max(1, every) == 0 { samples.append(Self.residentBytes()) }
        }
        guard samples.count >= 4 else {
            return Verdict(samples: samples, isPlateau: false, summary: "soak: too few samples")
        }
        let half = samples.count / 2
        let first = samples[..<half].max()!
        let second = samples[half...].max()!
        let isPlateau = second <= first + tolerance
        let megabytes = { (bytes: Int) in String(format: "%.1f MB", Double(bytes) / 1_048_576) }
        let summary =
            "soak: \(renders) renders, RSS after \(every): \(megabytes(samples[0])), highest in the first half "
            + "\(megabytes(first)), in the second half \(megabytes(second)), at the end "
            + "\(megabytes(samples.last!)): \(isPlateau ? "a plateau" : "still growing")"
        return Verdict(samples: samples, isPlateau: isPlateau, summary: summary)
    }

    /// The resident set size from /proc/self/statm, in bytes.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
