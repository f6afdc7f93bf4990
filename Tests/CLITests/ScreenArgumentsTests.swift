import Foundation
import FrameSolver
import Testing

/// `--device`, `--orientation`, `--safe-area` and `--size` read into the screen (docs/devices.md).
@Suite("Screen options")
struct ScreenArgumentsTests {
    @Test("the default is an iPhone 14; --size alone and --device none are bare canvases")
    func choices() throws {
        let model = try TemporaryModel("Color.red", name: "screen.layout")
        defer { model.remove() }
        // No option: iPhone 14, the root in the 390 x 763 safe area at y 47.
        let implicit = framesolver("solve", model.path, "--format", "json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(implicit.standardOutput.utf8)) as? [String: Any])
        #expect(document["device"] as? String == "iphone-14")
        let root = try #require((document["views"] as? [[String: Any]])?.first)
        #expect(root["y"] as? Double == 47 && root["height"] as? Double == 763)
        // --size alone: the whole 300 x 500 window.
        let sized = framesolver("solve", model.path, "--size", "300x500")
        #expect(sized.standardOutput.contains("window 300x500, 1 views"))
        #expect(sized.standardOutput.contains("Color 0  (x 0, y 0, w 300, h 500)"))
        // --device none: 390 x 844, no insets.
        #expect(framesolver("solve", model.path, "--device", "none").standardOutput.contains("Color 0  (x 0, y 0, w 390, h 844)"))
        // A device with --size keeps its insets: 59 + 34 off 600 leaves 507 at y 59.
        let resized = framesolver("solve", model.path, "--device", "iphone-15", "--size", "500x600")
        #expect(resized.standardOutput.contains("window 500x600 (iPhone 15, safe area 59,0,34,0)"))
        #expect(resized.standardOutput.contains("Color 0  (x 0, y 59, w 500, h 507)"))
        // --safe-area replaces the insets: 10 off each side of 300 x 500.
        let custom = framesolver("solve", model.path, "--size", "300x500", "--safe-area", "10,10,10,10")
        #expect(custom.standardOutput.contains("Color 0  (x 10, y 10, w 280, h 480)"))
        // Landscape iPhone 15: 852 x 393, insets 0, 59, 21, 59: 734 x 372 at x 59.
        let landscape = framesolver("solve", model.path, "--device", "iphone-15", "--orientation", "landscape")
        #expect(landscape.standardOutput.contains("Color 0  (x 59, y 0, w 734, h 372)"))
    }

    @Test("bad screen options exit 2 with a hint")
    func errors() throws {
        let model = try TemporaryModel("Color.red", name: "screen.layout")
        defer { model.remove() }
        let unknown = framesolver("solve", model.path, "--device", "iphone-41")
        #expect(unknown.code == 2)
        #expect(unknown.standardError.contains("did you mean"))
        let landscape = framesolver("solve", model.path, "--size", "300x500", "--orientation", "landscape")
        #expect(landscape.code == 2)
        #expect(landscape.standardError.contains("--orientation landscape needs a device"))
        for bad in ["1,2,3", "a,b,c,d", "-1,0,0,0", "1,2,3,4,5"] {
            let run = framesolver("solve", model.path, "--safe-area", bad)
            #expect(run.code == 2, "\(bad)")
            #expect(run.standardError.contains("is not T,L,B,R"))
        }
    }

    @Test("devices lists every preset with its metrics")
    func devices() throws {
        let run = framesolver("devices")
        #expect(run.code == 0)
        for device in Device.presets { #expect(run.standardOutput.contains(device.name)) }
        #expect(run.standardOutput.contains("iphone-14 (default)  iPhone 14"))
        #expect(run.standardOutput.contains("47,0,34,0"))
        let json = framesolver("devices", "--format", "json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect((document["devices"] as? [Any])?.count == Device.presets.count)
    }
}
