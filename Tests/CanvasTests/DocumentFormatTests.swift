import Canvas
import Testing

/// Formats by name and the pixel scale each lays views out at.
@Suite struct DocumentFormatTests {
    @Test func namesParseToFormatsAndBack() {
        #expect(DocumentFormat(name: "pdf") == .pdf)
        #expect(DocumentFormat(name: "svg") == .svg)
        #expect(DocumentFormat(name: "png") == .png(scale: 1))
        #expect(DocumentFormat(name: "png", scale: 2) == .png(scale: 2))
        #expect(DocumentFormat(name: "PDF") == nil)
        #expect(DocumentFormat(name: "jpeg") == nil)
        #expect(DocumentFormat(name: "") == nil)
        for name in DocumentFormat.names {
            #expect(DocumentFormat(name: name)?.fileExtension == name)
        }
    }

    @Test func pixelScaleIsThePNGScaleOrTheVectorScale() {
        #expect(DocumentFormat.pdf.pixelScale == GraphicsContext.vectorDisplayScale)
        #expect(DocumentFormat.svg.pixelScale == 2)
        #expect(DocumentFormat.png(scale: 3).pixelScale == 3)
        #expect(DocumentFormat.png.pixelScale == 1)
    }
}
