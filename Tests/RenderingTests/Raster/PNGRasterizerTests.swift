import Foundation
import FrameSolver
import Rendering
import Testing

/// PNG through the real rasteriser (rsvg-convert, installed by tools/install-deps.sh).
@Suite struct PNGRasterizerTests {
    @Test func writesAPNGOfTheSizeTheSVGAsks() throws {
        let root = try tree("Color.red.frame(width: 50, height: 20)")
        let svg = try Drawing.draw(root: root, window: ProposedSize(width: 100, height: 40), engine: .negotiation, options: RenderOptions(scale: 2, legend: false)).svg
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("framesolver-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        try PNGRasterizer.writePNG(svg, to: file.path)
        let data = try Data(contentsOf: file)
        // The PNG signature, then the IHDR chunk: width and height as big-endian 32-bit numbers.
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        func uint32(_ offset: Int) -> Int { data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        // Without the legend the drawing is the 100x40 window plus a 12 pt margin each side,
        // 124 x 64 points, at 2 pixels per point.
        #expect(uint32(16) == 248)
        #expect(uint32(20) == 128)
    }

    @Test func aMissingRasteriserIsAClearError() throws {
        let environment = ["FRAMESOLVER_RSVG_CONVERT": "/nonexistent/rsvg-convert", "PATH": "/usr/bin"]
        #expect(PNGRasterizer.program(environment: environment) == nil)
        do {
            try PNGRasterizer.writePNG("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", to: "/tmp/never.png", environment: environment)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("librsvg2-bin"))
            #expect(error.description.contains("/nonexistent/rsvg-convert"))
        }
    }

    @Test func theRasteriserIsFoundOnThePath() {
        // Installed by tools/install-deps.sh; the README's set-up runs it.
        #expect(PNGRasterizer.program() != nil)
    }
}
