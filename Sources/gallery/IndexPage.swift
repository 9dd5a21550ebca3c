import GalleryScenes

/// The gallery's `index.html`: every scene with its picture and links to each file.
enum IndexPage {
    static func html(
        for scenes: [(Scene, [String])], reports: [(ReportScene, [String], Int)], combinedPDF: Bool
    )
        -> String
    {
        var cards = ""
        for (scene, files) in scenes {
            let picture =
                files.first { $0.hasSuffix(".svg") } ?? files.first { $0.hasSuffix(".png") }
            let image =
                picture.map {
                    "<img src=\"\(escape($0))\" alt=\"\(escape(scene.title))\" width=\"\(Int(scene.width))\">"
                }
                ?? "<p>(no SVG or PNG rendered)</p>"
            let links = files.map {
                "<a href=\"\(escape($0))\">\(escape($0.split(separator: ".").last.map(String.init) ?? $0).uppercased())</a>"
            }
            .joined(separator: " · ")
            cards += """
                <section id="\(escape(scene.name))">
                  <h2>\(escape(scene.title))</h2>
                  <p>\(escape(scene.summary))</p>
                  <p class="links">\(links)</p>
                  \(image)
                </section>

                """
        }
        for (scene, files, pageCount) in reports {
            let pdf = files.first { $0.hasSuffix(".pdf") }
            let pictures = files.filter { $0.hasSuffix(".svg") }
            let shown = pictures.isEmpty ? files.filter { $0.hasSuffix(".png") } : pictures
            let images = shown.map { "<img src=\"\(escape($0))\" alt=\"\(escape($0))\" width=\"298\">" }
                .joined()
            let pdfLink = pdf.map { "<a href=\"\(escape($0))\">PDF, \(pageCount) pages</a>" } ?? ""
            cards += """
                <section id="\(escape(scene.name))" class="report">
                  <h2>\(escape(scene.title))</h2>
                  <p>\(escape(scene.summary))</p>
                  <p class="links">\(pdfLink)</p>
                  <div class="pages">\(images)</div>
                </section>

                """
        }
        let combined = combinedPDF ? "<p><a href=\"gallery.pdf\">All scenes in one PDF</a></p>" : ""
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Vellum gallery</title>
            <style>
              body { font-family: Inter, "DejaVu Sans", sans-serif; margin: 2rem; background: #f2f2f7; color: #1c1c1e; }
              main { display: flex; flex-wrap: wrap; gap: 1.5rem; align-items: flex-start; }
              section { background: white; border-radius: 12px; padding: 1rem 1.5rem; max-width: 640px;
                        box-shadow: 0 1px 3px rgba(0,0,0,.12); }
              img { display: block; border: 1px solid #e5e5ea; max-width: 100%; height: auto; }
              .links a { margin-right: .25rem; }
              .report { max-width: none; }
              .pages img { display: inline-block; margin: 0 .5rem .5rem 0; }
            </style>
            </head>
            <body>
            <h1>Vellum gallery</h1>
            <p>UIKit-style view trees rendered by Pango and Cairo to SVG, PDF and PNG.</p>
            \(combined)
            <main>
            \(cards)
            </main>
            </body>
            </html>

            """
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
