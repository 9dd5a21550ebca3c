/// How a photo's stored pixels turn to stand upright: the eight values of the EXIF `Orientation`
/// tag (UIImage's `imageOrientation`, in EXIF's numbering).
public enum ImageOrientation: Int, Sendable, Hashable, CaseIterable {
    /// Stored upright (EXIF 1).
    case up = 1
    /// Mirrored left to right (EXIF 2).
    case upMirrored = 2
    /// Turned half a turn (EXIF 3).
    case down = 3
    /// Mirrored top to bottom (EXIF 4).
    case downMirrored = 4
    /// Mirrored about the top-left to bottom-right diagonal (EXIF 5).
    case leftMirrored = 5
    /// Shown turned a quarter turn clockwise (EXIF 6: a phone held upright).
    case right = 6
    /// Mirrored about the top-right to bottom-left diagonal (EXIF 7).
    case rightMirrored = 7
    /// Shown turned a quarter turn anticlockwise (EXIF 8).
    case left = 8

    /// Whether the upright image's width is the stored height.
    public var swapsSides: Bool { rawValue >= 5 }

    /// The affine map from stored pixel coordinates (`u` across the stored width `w`, `v` down
    /// the stored height `h`) to upright ones, as cairo's matrix fields: `x′ = xx·u + xy·v + x0`,
    /// `y′ = yx·u + yy·v + y0`. Every coefficient is 0 or ±1 and every offset a side, so the same
    /// map sends pixel centres to pixel centres.
    func matrix(width w: Double, height h: Double) -> (
        xx: Double, yx: Double, xy: Double, yy: Double, x0: Double, y0: Double
    ) {
        switch self {
        case .up: (1, 0, 0, 1, 0, 0)
        case .upMirrored: (-1, 0, 0, 1, w, 0)
        case .down: (-1, 0, 0, -1, w, h)
        case .downMirrored: (1, 0, 0, -1, 0, h)
        case .leftMirrored: (0, 1, 1, 0, 0, 0)
        case .right: (0, 1, -1, 0, h, 0)
        case .rightMirrored: (0, -1, -1, 0, h, w)
        case .left: (0, -1, 1, 0, 0, w)
        }
    }

    /// Where the stored pixel at (`x`, `y`) of a `width` × `height` image lands upright.
    func uprightPixel(x: Int, y: Int, width: Int, height: Int) -> (x: Int, y: Int) {
        let m = matrix(width: Double(width), height: Double(height))
        // Pixel centres: (x + ½, y + ½) maps to (x′ + ½, y′ + ½).
        let u = Double(x) + 0.5
        let v = Double(y) + 0.5
        return (Int(m.xx * u + m.xy * v + m.x0 - 0.5), Int(m.yx * u + m.yy * v + m.y0 - 0.5))
    }

    /// Rearranges stored ARGB words into upright ones (a new buffer; the input is unchanged);
    /// `width` and `height` are the stored sides.
    func upright(_ stored: PixelStorage, width: Int, height: Int) -> PixelStorage {
        rearranged(stored, width: width, height: height, toUpright: true)
    }

    /// Rearranges upright ARGB words back into the stored arrangement (the inverse of
    /// ``upright(_:width:height:)``; `width` and `height` are the stored sides).
    func stored(_ upright: PixelStorage, width: Int, height: Int) -> PixelStorage {
        rearranged(upright, width: width, height: height, toUpright: false)
    }

    /// Moves each pixel between its stored place and its upright place, either way.
    private func rearranged(_ pixels: PixelStorage, width: Int, height: Int, toUpright: Bool) -> PixelStorage
    {
        let uprightWidth = swapsSides ? height : width
        let result = PixelStorage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let turned = uprightPixel(x: x, y: y, width: width, height: height)
                let storedIndex = y * width + x
                let uprightIndex = turned.y * uprightWidth + turned.x
                if toUpright {
                    result.words[uprightIndex] = pixels.words[storedIndex]
                } else {
                    result.words[storedIndex] = pixels.words[uprightIndex]
                }
            }
        }
        return result
    }
}
