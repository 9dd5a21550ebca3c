/// The largest value in a range for which a monotone test holds, searched outward from a guess.
///
/// A binary search over the whole range probes its middle first; when each probe costs in
/// proportion to the value probed (laying out that many characters) and the answer is near a
/// known guess, that spends most of the time on values far from the answer. Searching outward
/// from the guess in doubling steps, then halving the last step, probes about
/// 2 log₂(|answer − guess| + 1) + 2 values, none of them more than twice as far from the guess
/// as the answer is (or than the range's end, tested first when it is within twice the guess).
///
/// Truncation uses it: the characters that fit beside an ellipsis are about as many as Pango
/// put on that line. A 40,000-point line of 4,000 one-character runs took 200 ms to ellipsize
/// by bisection, 12 layouts of 2,000 to 4,000 characters each (fuzz seed 20261203, case 75337);
/// outward from the guess, with the end tested first, it takes 2.
enum OutwardSearch {
    /// The largest value in `range` for which `holds` is true, assuming it holds for every
    /// value up to the answer and for none beyond; `range.lowerBound` is taken to hold
    /// without being tested.
    static func largest(in range: ClosedRange<Int>, from guess: Int, where holds: (Int) -> Bool) -> Int {
        var low = range.lowerBound
        var high = range.upperBound
        let start = min(max(guess, low), high)
        // Step 1: the guess, unless it is the bound taken to hold.
        if start > low {
            if holds(start) { low = start } else { high = start - 1 }
        }
        // Step 2: doubling steps away from the guess until the test changes its answer.
        var step = 1
        if low == start {
            // A range that ends within twice the guess: its end first, since all of it often
            // holds (a probe there costs about what the doubling steps' probes cost).
            if start > range.lowerBound && high > low
                && high - range.lowerBound <= 2 * (start - range.lowerBound)
            {
                if holds(high) { return high }
                high -= 1
            }
            while low < high {
                let probe = min(high, low + step)
                if holds(probe) { low = probe } else { high = probe - 1; break }
                step *= 2
            }
        } else {
            while low < high {
                let probe = max(low + 1, high + 1 - step)
                if holds(probe) { low = probe; break } else { high = probe - 1 }
                step *= 2
            }
        }
        // Step 3: bisection of what the last step left open.
        while low < high {
            let middle = low + (high - low + 1) / 2
            if holds(middle) { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
