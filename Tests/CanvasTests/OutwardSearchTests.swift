import Foundation
import Testing

@testable import Canvas

/// The search truncation uses finds the same answer as bisection from any guess, and probes
/// near the guess: few values, none far beyond the answer.
@Suite("Outward search") struct OutwardSearchTests {
    /// Every answer and guess in ranges of up to 40 values, with lower bounds 0 and 5.
    @Test(arguments: [0, 5])
    func findsTheLargestValueThatHoldsFromEveryGuess(lower: Int) {
        for upper in lower...(lower + 40) {
            for answer in lower...upper {
                for guess in (lower - 2)...(upper + 2) {
                    var probed: [Int] = []
                    let found = OutwardSearch.largest(in: lower...upper, from: guess) { value in
                        probed.append(value)
                        return value <= answer
                    }
                    #expect(found == answer, "range \(lower)...\(upper), answer \(answer), guess \(guess)")
                    #expect(!probed.contains(lower), "the lower bound is taken to hold, not tested")
                    #expect(Set(probed).count == probed.count, "no value is probed twice: \(probed)")
                }
            }
        }
    }

    /// An answer next to the guess costs at most three probes whatever the range; a far one about
    /// 2 log₂ of its distance; and no probe goes past twice the larger of the guess and the answer.
    @Test func probesStayNearTheGuess() {
        func probes(answer: Int, guess: Int, upper: Int = 4_000) -> [Int] {
            var probed: [Int] = []
            _ = OutwardSearch.largest(in: 0...upper, from: guess) {
                probed.append($0)
                return $0 <= answer
            }
            return probed
        }
        // The case bisection spent 12 layouts of 2,000 to 4,000 characters on: all of it fits.
        #expect(probes(answer: 4_000, guess: 2_008) == [2_008, 4_000])
        // A truncated line: one character fewer than Pango's line holds.
        #expect(probes(answer: 702, guess: 703) == [703, 702])
        #expect(probes(answer: 703, guess: 703).count == 2)
        for (answer, guess) in [(30, 31), (31, 30), (100, 40), (40, 100), (0, 50), (3_000, 2_900)] {
            let probed = probes(answer: answer, guess: guess)
            let distance = Double(abs(answer - guess) + 1)
            #expect(Double(probed.count) <= 2 * log2(distance) + 3, "\(probed)")
            #expect(probed.allSatisfy { $0 <= 2 * max(answer, guess) + 1 }, "\(probed)")
        }
        // Bisection's first probe is the middle of the range: 2,000 for a 3-character answer.
        #expect(probes(answer: 3, guess: 4).allSatisfy { $0 <= 8 })
    }
}
