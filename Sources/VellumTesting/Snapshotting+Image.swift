import Canvas
import Foundation

extension Snapshotting where Value == Image, Format == Image {
    /// Compares images within ``ImageTolerance/default``; the same as `image(tolerance: .default)`.
    public static var image: Snapshotting { image() }

    /// Compares images pixel by pixel within a tolerance; references are stored as PNG.
    ///
    /// Pixels are compared after decoding, never as PNG bytes. Images of different pixel sizes
    /// never match. On a mismatch a diff image is written beside the actual image: differing
    /// pixels in magenta (#FF00FF) over a faded grey copy of the reference.
    public static func image(tolerance: ImageTolerance = .default) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance)) { $0 }
    }
}

extension Diffing where Format == Image {
    /// Stores images as PNG and compares their decoded pixels within a tolerance.
    public static func image(tolerance: ImageTolerance = .default) -> Diffing {
        Diffing(
            toData: { image in try image.pngData() },
            fromData: { data in try Image(pngData: data) },
            diff: { reference, actual in imageDiff(reference: reference, actual: actual, tolerance: tolerance)
            }
        )
    }
}

/// Compares two images; `nil` when they match within `tolerance`.
func imageDiff(reference: Image, actual: Image, tolerance: ImageTolerance) -> DiffResult? {
    guard reference.pixelWidth == actual.pixelWidth, reference.pixelHeight == actual.pixelHeight else {
        return DiffResult(
            message: "The image size differs: the reference is \(describeSize(reference)), "
                + "the actual image is \(describeSize(actual)).")
    }
    let referenceBytes = reference.rgbaBytes
    let actualBytes = actual.rgbaBytes
    if referenceBytes == actualBytes { return nil }
    let comparison = ImageComparison(reference: referenceBytes, actual: actualBytes, tolerance: tolerance)
    if comparison.passes(tolerance) { return nil }
    let differing = "\(comparison.differingCount) of \(comparison.pixelCount) pixels differ"
    let fractions =
        "\(percent(comparison.differingFraction)); allowed \(percent(tolerance.maximumDifferingFraction))"
    var message = "The image differs from the reference: \(differing) (\(fractions)); "
    let largestDelta = comparison.largestChannelDelta
    if let largestDeltaE = comparison.largestDeltaE, let limit = tolerance.maximumDeltaE {
        let deltaE = "largest ΔE \(String(format: "%.2f", largestDeltaE))"
        message +=
            "\(deltaE) (allowed \(String(format: "%.2f", limit))), largest channel delta \(largestDelta)."
    } else {
        message += "largest channel delta \(largestDelta) (allowed \(tolerance.maximumChannelDelta))."
    }
    var artifacts: [SnapshotArtifact] = []
    do {
        let diff = try comparison.diffImage(
            reference: referenceBytes, width: reference.pixelWidth, height: reference.pixelHeight)
        artifacts.append(SnapshotArtifact(suffix: "diff.png", data: try diff.pngData()))
    } catch {
        message += "\nThe diff image could not be made: \(error)"
    }
    return DiffResult(message: message, artifacts: artifacts)
}

/// An image's pixel size, such as `120 × 80 px`.
private func describeSize(_ image: Image) -> String { "\(image.pixelWidth) × \(image.pixelHeight) px" }

/// A fraction as a percentage with three significant digits, such as `1.56%` or `0.5%`.
private func percent(_ fraction: Double) -> String {
    String(format: "%.3g", fraction * 100) + "%"
}
