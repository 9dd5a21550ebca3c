import Canvas
import Foundation
import TestSupport
import Testing

@testable import Widgets

/// The one proposal type behind fitting: each public `Size` spelling reads 0 and ∞ as documented,
/// and a limit of zero stays a limit of zero on the layout path.
@Suite("Measurement modes")
struct MeasurementModeTests {
    static let words = "alpha bravo charlie delta"

    @Test func eachSpellingReadsZeroAndInfinityAsDocumented() {
        #expect(
            SizeProposal(limits: Size(width: 0, height: Double.infinity))
                == SizeProposal(width: .atMost(0), height: .unbounded))
        #expect(
            SizeProposal(limits: Size(width: -5, height: Double.nan))
                == SizeProposal(width: .atMost(0), height: .unbounded))
        #expect(
            SizeProposal(fittingTarget: Size(width: 300, height: 0))
                == SizeProposal(width: .atMost(300), height: .unbounded))
        #expect(SizeProposal(sizeThatFits: .zero) == .unbounded)
        #expect(
            SizeProposal(sizeThatFits: Size(width: 0, height: 10))
                == SizeProposal(width: .atMost(0), height: .atMost(10)))
        #expect(
            SizeProposal(width: .exactly(10), height: .atMost(3)).inset(
                by: EdgeInsets(horizontal: 4, vertical: 2))
                == SizeProposal(width: .exactly(2), height: .atMost(0)))
        #expect(
            SizeProposal(width: .unbounded, height: .atMost(7)).size
                == Size(width: Double.infinity, height: 7))
    }

    /// `fittingSize(for:)` reads a zero width as a limit (one word per line), where UIKit's
    /// `sizeThatFits(.zero)` asks for the natural, unwrapped size.
    @Test func aZeroLimitWrapsWhereUIKitsZeroDoesNot() {
        let label = Label(text: Self.words).with { $0.numberOfLines = 0 }
        let natural = label.sizeThatFits(.zero)
        let unbounded = label.fittingSize(for: Size(width: Double.infinity, height: Double.infinity))
        let squeezed = label.fittingSize(for: .zero)
        #expect(natural == unbounded)
        #expect(squeezed.height >= natural.height * 4 - layoutTolerance)
        #expect(squeezed.width == 0)
    }

    /// A padded label offered exactly its insets leaves its text a limit of zero; it used to
    /// pass `.zero` on to the label, which read it as "no limit" and answered one long line.
    @Test func aPaddedLabelOfferedOnlyItsInsetsWraps() {
        let pill = PaddedLabel(text: Self.words).with {
            $0.numberOfLines = 0
            $0.horizontalInset = 8
            $0.verticalInset = 4
        }
        let natural = pill.fittingSize(for: Size(width: Double.infinity, height: Double.infinity))
        let squeezed = pill.fittingSize(for: Size(width: 16, height: 8))
        #expect(squeezed.width == 16)
        #expect(squeezed.height > natural.height * 3)
    }

    /// Fixed sizes and required fitting priorities are exact whatever the content measures.
    @Test func exactAxesAnswerTheirLength() {
        let label = Label(text: Self.words).with { $0.fixedWidth = 40 }
        #expect(label.fittingSize(for: Size(width: 500, height: Double.infinity)).width == 40)
        let free = Label(text: Self.words).with { $0.numberOfLines = 0 }
        let fitted = free.systemLayoutSizeFitting(
            Size(width: 60, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted.width == 60)
        #expect(fitted.height == free.fittingSize(for: Size(width: 60, height: Double.infinity)).height)
    }
}
