import Canvas
import Foundation

/// The pixel-by-pixel comparison of an image with its reference, under an ``ImageTolerance``.
struct ImageComparison {
    /// The number of pixels compared.
    let pixelCount: Int
    /// Whether each pixel differs beyond the tolerance, row by row.
    let differs: [Bool]
    /// How many pixels differ beyond the tolerance.
    let differingCount: Int
    /// The largest difference in any channel of any pixel.
    let largestChannelDelta: Int
    /// The largest ΔE of any pixel, when the tolerance sets a ΔE limit.
    let largestDeltaE: Double?

    /// Compares two images of the same pixel size: `reference` and `actual` are RGBA bytes.
    init(reference: [UInt8], actual: [UInt8], tolerance: ImageTolerance) {
        precondition(reference.count == actual.count && reference.count % 4 == 0)
        let count = reference.count / 4
        var differs = [Bool](repeating: false, count: count)
        var differingCount = 0
        var largestChannelDelta = 0
        var largestDeltaE: Double? = tolerance.maximumDeltaE == nil ? nil : 0
        for pixel in 0..<count {
            let i = pixel * 4
            var delta = 0
            for channel in 0..<4 {
                delta = max(delta, abs(Int(reference[i + channel]) - Int(actual[i + channel])))
            }
            guard delta > 0 else { continue }
            largestChannelDelta = max(largestChannelDelta, delta)
            let isDiffering: Bool
            if let limit = tolerance.maximumDeltaE {
                let deltaE = LabColor.deltaE(
                    (reference[i], reference[i + 1], reference[i + 2], reference[i + 3]),
                    (actual[i], actual[i + 1], actual[i + 2], actual[i + 3]))
                largestDeltaE = max(largestDeltaE ?? 0, deltaE)
                isDiffering = deltaE > limit
            } else {
                isDiffering = delta > tolerance.maximumChannelDelta
            }
            if isDiffering {
                differs[pixel] = true
                differingCount += 1
            }
        }
        self.pixelCount = count
        self.differs = differs
        self.differingCount = differingCount
        self.largestChannelDelta = largestChannelDelta
        self.largestDeltaE = largestDeltaE
    }

    /// The fraction of pixels that differ beyond the tolerance.
    var differingFraction: Double { pixelCount == 0 ? 0 : Double(differingCount) / Double(pixelCount) }

    /// Whether the differing pixels stay within the tolerance's allowed fraction.
    func passes(_ tolerance: ImageTolerance) -> Bool {
        differingCount == 0 || differingFraction <= tolerance.maximumDifferingFraction
    }

    /// The colour of differing pixels in a diff image: solid magenta.
    static let highlight: (UInt8, UInt8, UInt8) = (0xFF, 0x00, 0xFF)

    /// A diff image: differing pixels solid magenta, the others a faded grey version of the
    /// reference (composited over white), so the changes stand out in their context.
    func diffImage(reference: [UInt8], width: Int, height: Int) throws -> Image {
        var bytes = [UInt8](repeating: 255, count: reference.count)
        for pixel in 0..<pixelCount {
            let i = pixel * 4
            if differs[pixel] {
                (bytes[i], bytes[i + 1], bytes[i + 2]) = Self.highlight
            } else {
                let alpha = Double(reference[i + 3]) / 255
                func overWhite(_ channel: UInt8) -> Double { Double(channel) * alpha + 255 * (1 - alpha) }
                let luminance =
                    0.299 * overWhite(reference[i]) + 0.587 * overWhite(reference[i + 1])
                    + 0.114 * overWhite(reference[i + 2])
                let grey = UInt8(max(0, min(255, (191 + luminance / 4).rounded())))
                (bytes[i], bytes[i + 1], bytes[i + 2]) = (grey, grey, grey)
            }
            bytes[i + 3] = 255
        }
        return try Image(rgbaBytes: bytes, pixelWidth: width, pixelHeight: height)
    }
}
