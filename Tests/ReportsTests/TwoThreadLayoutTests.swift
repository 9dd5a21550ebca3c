import Canvas
import Fixtures
import Foundation
import Synchronization
import TestSupport
import Testing

@testable import Widgets

/// The threads that measured or laid out the labels of one test.
final class ThreadLog: Sendable {
    let threads = Mutex<Set<UInt>>([])
    func record() { threads.withLock { _ = $0.insert(UInt(pthread_self())) } }
}

/// A label subclass that records every thread that measures or lays it out.
final class ThreadRecordingLabel: Label {
    var log: ThreadLog?

    override func sizeThatFits(_ size: Size) -> Size {
        log?.record()
        return super.sizeThatFits(size)
    }

    override func layoutSubviews() {
        log?.record()
        super.layoutSubviews()
    }
}

/// Counting pages lays views of Vellum's own classes out on two threads (`Report`'s
/// `laysOutOnTwoThreads`); these tests hold it to giving the same document as one thread, and to
/// keeping user code on the rendering thread.
@Suite struct TwoThreadLayoutTests {
    static let families = ["DejaVu Sans", "DejaVu Serif", "Noto Sans Hebrew", "Noto Sans Arabic"]
    static let weights: [Font.Weight] = [.light, .regular, .medium, .semibold, .bold, .heavy]
    static let phrases = [
        "Quarterly invoice for freight and storage", "שלום עולם, חשבונית מספר", "فاتورة الشحن والتخزين",
        "Hyphenation of extraordinarily long words", "Amount due $12,345.67",
    ]

    /// A body that mixes everything the flow handles: rows of labels in several families, weights
    /// and scripts, a table with a repeated header, page breaks, a heading, one separator placed
    /// twice, a text taller than a page (split at lines) and views of a user subclass.
    static func body(log: ThreadLog = ThreadLog()) -> [ReportBlock] {
        var blocks: [ReportBlock] = []
        let shared = Separator()
        for index in 0..<260 {
            let family = families[index % families.count]
            let weight = weights[index % weights.count]
            let row = Stack.horizontal(spacing: 8, alignment: .top) {
                Label(text: "\(index)").with { $0.font = Font(family: family, size: 9, weight: weight) }
                    .sized(width: 40)
                Label(text: phrases[index % phrases.count] + " \(index * 7919 % 10007)").with {
                    $0.font = Font(family: family, size: 10 + Double(index % 4), weight: weight)
                    $0.numberOfLines = 0
                }
            }
            blocks.append(.view(row))
            if index % 50 == 0 { blocks.append(.view(shared)) }
            if index % 37 == 0 {
                blocks.append(.view(ThreadRecordingLabel(text: "User label \(index)").with { $0.log = log }))
            }
            if index == 120 { blocks.append(.pageBreak) }
            if index == 200 { blocks.append(.heading(Label(text: "Appendix"), outline: "Appendix")) }
        }
        blocks.append(
            .view(Label(text: String(repeating: "tall text line ", count: 900)).with { $0.numberOfLines = 0 })
        )
        let table = Table(columns: [
            TableColumn("Name", width: .fixed(140)), TableColumn("Description", width: .proportional(1)),
        ])
        blocks += table.blocks(
            rows: (0..<90).map { ["Row \($0)", phrases[$0 % phrases.count]] }, width: Page.a4.width - 72)
        return blocks
    }

    static func render(twoThreads: Bool, log: ThreadLog = ThreadLog()) throws -> (pdf: Data, pages: Int) {
        let report = Report(pageSize: Page.a4, metadata: DocumentMetadata(title: "Two threads"))
        report.laysOutOnTwoThreads = twoThreads
        report.footer = { page in Label(text: page.pageOfCount).with { $0.textAlignment = .right } }
        let pdf = try report.pdfData(body: body(log: log))
        return (pdf, report.pageCount)
    }

    @Test func aCountedReportIsTheSameLaidOutOnOneThreadOrTwo() throws {
        let one = try Self.render(twoThreads: false)
        let two = try Self.render(twoThreads: true)
        #expect(one.pages > 10)
        #expect(two.pages == one.pages)
        for page in 1...one.pages {
            #expect(try pdfText(two.pdf, page: page) == pdfText(one.pdf, page: page), "page \(page)")
        }
        #expect(try pdfText(two.pdf, page: one.pages).contains("Page \(one.pages) of \(one.pages)"))
        // Text the helper laid out is drawn by this thread as laid out (plain text in one style)
        // or laid out again here (the rest): either way the same bytes, fonts included.
        #expect(two.pdf == one.pdf)
    }

    /// A report rendered on a thread of another face set (as ``RenderBatch``'s SVG and PNG
    /// workers are) is the one this thread renders: such a thread lays the report out without the
    /// shared helper, whose text, drawn in its document, would embed each font twice.
    @Test func aReportInAnotherFaceSetIsTheSameAsOnThisThread() throws {
        let here = try Self.render(twoThreads: true)
        for set in [1, 5] {
            let there = try onNewThread { () throws -> Data in
                FaceSet.enter(set)
                return try Self.render(twoThreads: true).pdf
            }.get()
            #expect(there == here.pdf, "face set \(set)")
        }
    }

    /// Read-ahead follows the blocks' heights: a report stopped by its page limit lays out about
    /// two pages of blocks more than it places, not batches of 32. Blocks taller than a page (read
    /// one at a time), about half a page (two a page) and a tenth of a page (ten a page).
    @Test(arguments: [300, 20, 4])
    func aReportStoppedEarlyLaysOutLittleAhead(repeats: Int) throws {
        let rows = (0..<200).map { index in
            Stack.vertical {
                Label(text: String(repeating: "row \(index) tall text ", count: repeats)).with {
                    $0.numberOfLines = 0
                }
            }
        }
        let report = Report(pageSize: Size(width: 300, height: 300))
        report.countsPages = false
        report.maximumPageCount = 3
        let bodyHeight = report.pageSize.height - report.margins.vertical
        let rowHeight = Stack.vertical {
            Label(text: String(repeating: "row 0 tall text ", count: repeats)).with { $0.numberOfLines = 0 }
        }.layout(width: report.pageSize.width - report.margins.horizontal).height
        let perPage = max(1, Int(bodyHeight / rowHeight))
        #expect(throws: CanvasError.self) { _ = try report.pdfData(body: rows.map { ReportBlock.view($0) }) }
        let laidOut = rows.filter { $0.frame.height > 0 }.count
        // Placed: at most four pages' worth (the fourth is paginated before the limit stops it)
        // and the one that did not fit; ahead: the rest of the batch being placed and the batch
        // the helper lays out meanwhile, each about a page (a batch of 32 would pass this).
        #expect(
            laidOut >= 1 && laidOut <= 4 * perPage + 1 + 2 * (perPage + 1),
            "\(laidOut) rows laid out, \(perPage) a page")
    }

    /// The helper lays one batch out while this thread places the one before: a view the body
    /// returns again in the next batches (in a lazy body, across every batch boundary), or as a
    /// table's repeated header, is laid out here only, and the file is the one a single thread
    /// writes, counted or not.
    @Test(arguments: [true, false])
    func viewsReturnedAgainAcrossBatchesAreLaidOutAsOnOneThread(counted: Bool) throws {
        let again = Stack.horizontal(spacing: 4) {
            Label(text: "Returned again and again").with { $0.numberOfLines = 0 }
            Separator()
        }
        let header = Label(text: "A header that is also a row").with { $0.font = .boldSystemFont(ofSize: 12) }
        func block(_ index: Int) -> ReportBlock {
            switch index % 7 {
            case 0, 1: .view(again)
            case 3: .view(header)
            case 5: ReportBlock(view: Label(text: "Under the header \(index)"), repeatedHeader: header)
            default:
                .view(
                    Label(text: TwoThreadLayoutTests.phrases[index % 5] + " \(index)").with {
                        $0.numberOfLines = 0
                    })
            }
        }
        func render(twoThreads: Bool) throws -> Data {
            let report = Report(pageSize: Size(width: 300, height: 400))
            report.countsPages = counted
            report.laysOutOnTwoThreads = twoThreads
            if counted { report.footer = { Label(text: $0.pageOfCount) } }
            return try report.pdfData(body: (0..<400).lazy.map(block))
        }
        let before = LayoutHelper.viewsLaidOut.load(ordering: .relaxed)
        let two = try render(twoThreads: true)
        #expect(LayoutHelper.viewsLaidOut.load(ordering: .relaxed) > before || !LayoutHelper.isUseful)
        #expect(two == (try render(twoThreads: false)))
    }

    /// A view the body returns inside another view it returned before, or the other way round,
    /// is laid out on this thread only (the helper never lays out a view the paginator may hold),
    /// and the file is the one a single thread writes.
    @Test(arguments: [true, false])
    func viewsReturnedInsideEachOtherAreLaidOutAsOnOneThread(counted: Bool) throws {
        func render(twoThreads: Bool) throws -> Data {
            let inner = Label(text: "Inside and outside").with { $0.numberOfLines = 0 }
            let outer = Stack.vertical(spacing: 2) {
                inner
                Label(text: "The container").with { $0.numberOfLines = 0 }
            }
            let report = Report(pageSize: Size(width: 300, height: 400))
            report.countsPages = counted
            report.laysOutOnTwoThreads = twoThreads
            return try report.pdfData(
                body: (0..<300).lazy.map { index -> ReportBlock in
                    switch index % 10 {
                    case 3: .view(index < 150 ? inner : outer)
                    case 7: .view(index < 150 ? outer : inner)
                    default:
                        .view(
                            Label(text: TwoThreadLayoutTests.phrases[index % 5] + " \(index)").with {
                                $0.numberOfLines = 0
                            })
                    }
                })
        }
        #expect(try render(twoThreads: true) == (try render(twoThreads: false)))
    }

    /// A report stopped early (here by its page limit, in the counting pass or the drawing pass)
    /// returns only when the helper has let go of its views: the batch offered ahead is cancelled
    /// and the views the helper had started are waited for, so the body may be rendered again at
    /// once. Frames read when the render throws do not change afterwards.
    @Test(arguments: [true, false])
    func aReportStoppedEarlyReturnsOnlyWhenNoThreadTouchesItsViews(counted: Bool) throws {
        for limit in [1, 2, 3, 5, 8] {
            let rows = (0..<200).map { index in
                Stack.vertical(spacing: 2) {
                    Label(text: String(repeating: "row \(index) has text to wrap ", count: 12)).with {
                        $0.numberOfLines = 0
                    }
                    Separator()
                }
            }
            let report = Report(pageSize: Size(width: 300, height: 400))
            report.countsPages = counted
            report.maximumPageCount = limit
            #expect(throws: CanvasError.self) {
                _ = try report.pdfData(body: rows.map { ReportBlock.view($0) })
            }
            let atReturn = rows.map(\.frame)
            Thread.sleep(forTimeInterval: 0.05)
            let changed = rows.indices.filter { rows[$0].frame != atReturn[$0] }
            #expect(
                changed.isEmpty, "limit \(limit): rows \(changed) were laid out after the render returned")
            // Rendered again at once, the same views give the file a single thread writes.
            report.maximumPageCount = nil
            report.laysOutOnTwoThreads = false
            let one = try report.pdfData(body: rows.map { ReportBlock.view($0) })
            report.laysOutOnTwoThreads = true
            #expect(try report.pdfData(body: rows.map { ReportBlock.view($0) }) == one)
        }
    }

    /// Without counting, the body is laid out on both threads in the one drawing pass, and the
    /// file is the one a single thread writes.
    @Test func anUncountedLazyReportIsTheSameOnOneThreadOrTwo() throws {
        func render(twoThreads: Bool) throws -> Data {
            let report = Report(pageSize: Page.a4)
            report.countsPages = false
            report.laysOutOnTwoThreads = twoThreads
            let blocks = Self.body()
            return try report.pdfData(body: blocks.indices.lazy.map { blocks[$0] })
        }
        let before = LayoutHelper.viewsLaidOut.load(ordering: .relaxed)
        let two = try render(twoThreads: true)
        #expect(LayoutHelper.viewsLaidOut.load(ordering: .relaxed) > before || !LayoutHelper.isUseful)
        #expect(two == (try render(twoThreads: false)))
    }

    @Test func userSubclassesAreLaidOutOnlyOnTheRenderingThread() throws {
        let log = ThreadLog()
        let me = UInt(pthread_self())
        _ = try Self.render(twoThreads: true, log: log)
        #expect(log.threads.withLock { $0 } == [me])
    }

    @Test func theHelperLaysOutWhatItIsOfferedAsTheCallerWould() throws {
        func row(_ index: Int) -> View {
            Stack.vertical(spacing: 2) {
                Label(text: Self.phrases[index % Self.phrases.count]).with {
                    $0.font = Font(
                        family: Self.families[index % 4], size: 11, weight: Self.weights[index % 6])
                    $0.numberOfLines = 0
                }
                Separator()
            }
        }
        let offered = (0..<40).map(row)
        let before = LayoutHelper.viewsLaidOut.load(ordering: .relaxed)
        let work = SharedLayoutWork(views: offered, width: 120)
        LayoutHelper.offer(work)
        work.finished.wait()  // This thread claims none: the helper lays out all 40.
        #expect(LayoutHelper.viewsLaidOut.load(ordering: .relaxed) - before >= 40)
        for (index, view) in offered.enumerated() {
            let here = row(index)
            here.layout(width: 120)
            #expect(view.frame == here.frame)
            #expect(view.subviews.map(\.frame) == here.subviews.map(\.frame), "row \(index)")
        }
    }

    @Test func onlyRootsOfVellumsOwnClassesLayOutOnAnyThread() {
        let stack = Stack.vertical {
            Label(text: "a"); PaddedLabel(text: "b"); Separator(); Spacer()
        }
        #expect(stack.laysOutOnAnyThread)
        #expect(!stack.subviews[0].laysOutOnAnyThread, "a subview is not a root")
        #expect(!ThreadRecordingLabel(text: "x").laysOutOnAnyThread)
        #expect(!Stack.vertical { ThreadRecordingLabel(text: "x") }.laysOutOnAnyThread)
        let controller = ViewController()
        #expect(!controller.view.laysOutOnAnyThread)
    }
}
