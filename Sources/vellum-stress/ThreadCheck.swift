import Canvas
import Fixtures
import Foundation
import Widgets

/// Renders ``ThreadWorkload`` cards on many threads, in a task group and in a ``RenderBatch``, and
/// compares every output with the single-thread reference, byte for byte.
struct ThreadCheck {
    /// Threads rendering at once.
    var threads = 16
    /// Tasks in the task group.
    var tasks = 64
    /// Cards each thread or task renders.
    var cards = 48
    /// How many times the whole check runs.
    var repetitions = 1
    /// Shifts the order in which threads and tasks take the jobs.
    var seed = 0

    /// One card-and-format slot.
    struct Job: Sendable {
        let card: Int
        let format: Int
    }

    /// Every (card, format) pair.
    var jobs: [Job] {
        (0..<cards).flatMap { card in (0..<ThreadWorkload.formats.count).map { Job(card: card, format: $0) } }
    }

    /// Runs one job; errors become a marker so they compare unequal to the reference.
    static func run(_ job: Job) -> Data {
        do {
            return try ThreadWorkload.render(job.card, ThreadWorkload.formats[job.format])
        } catch {
            return Data("error: \(error)".utf8)
        }
    }

    /// Runs the check; returns the number of mismatches (0 when every output matched).
    func run() async -> Int {
        let jobs = self.jobs
        let reference = jobs.map(Self.run)
        var mismatches = 0
        for repetition in 0..<repetitions {
            mismatches += onThreads(jobs, reference: reference, seed: seed + repetition)
            mismatches += await inTaskGroup(jobs, reference: reference, seed: seed + repetition)
            mismatches += inBatch(jobs, reference: reference)
        }
        return mismatches
    }

    /// Each thread renders every job, starting at its own offset so different fonts load at once.
    private func onThreads(_ jobs: [Job], reference: [Data], seed: Int) -> Int {
        Fixtures.onThreads(threads) { thread in
            var mismatches = 0
            for step in 0..<jobs.count {
                let index = (step * 7 + thread * 13 + seed) % jobs.count
                if Self.run(jobs[index]) != reference[index] {
                    mismatches += 1
                    report(jobs[index], "thread \(thread)")
                }
            }
            return mismatches
        }.reduce(0, +)
    }

    /// A task group of ``tasks`` tasks, each building its views, suspending, then rendering.
    private func inTaskGroup(_ jobs: [Job], reference: [Data], seed: Int) async -> Int {
        await withTaskGroup(of: Int.self) { group in
            for task in 0..<tasks {
                group.addTask {
                    var mismatches = 0
                    for step in 0..<max(1, jobs.count / 4) {
                        let index = (step * 11 + task * 5 + seed) % jobs.count
                        let job = jobs[index]
                        let format = ThreadWorkload.formats[job.format]
                        let data: Data
                        if ThreadWorkload.isReport(job.card, format) {
                            let blocks = ThreadWorkload.reportBlocks(job.card)
                            await Task.yield()
                            data =
                                (try? ThreadWorkload.renderReport(job.card, blocks)) ?? Data("error".utf8)
                        } else {
                            let view = ThreadWorkload.card(job.card)
                            await Task.yield()
                            data =
                                (try? view.render(
                                    as: format, width: 300, userInterfaceStyle: ThreadWorkload.style(job.card)
                                ))
                                ?? Data("error".utf8)
                        }
                        if data != reference[index] {
                            mismatches += 1
                            report(job, "task \(task)")
                        }
                    }
                    return mismatches
                }
            }
            return await group.reduce(0, +)
        }
    }

    /// Every job through ``RenderBatch`` with one worker per thread of the check: results must come
    /// back in input order and equal the reference.
    private func inBatch(_ jobs: [Job], reference: [Data]) -> Int {
        let results = RenderBatch(workerCount: threads).map(jobs, Self.run)
        var mismatches = 0
        for (index, result) in results.enumerated() where (try? result.get()) != reference[index] {
            mismatches += 1
            report(jobs[index], "batch worker")
        }
        return mismatches
    }

    private func report(_ job: Job, _ worker: String) {
        FileHandle.standardOutput.write(
            Data("mismatch: card \(job.card) as \(ThreadWorkload.formats[job.format]) on \(worker)\n".utf8))
    }
}
