import Foundation
import ModelLanguage
import Testing
import ViewTree

/// Every model in Models/ loads without errors or warnings.
@Suite("Models")
struct ModelsTests {
    @Test("the seed models and the gallery exist")
    func modelsExist() {
        let names = Set(modelFiles.map(modelName))
        for seed in [
            "geometryreader-in-scrollview", "geometryreader-as-zstack", "path-view", "image-container-2", "forty-percent-grid",
            "ratio-split-hstack", "size-view-scale-effect", "scrollview-reader-collapse", "half-window-overlay",
            "max-width-content-margins", "my-rectangle", "two-my-rectangles", "rounded-corners",
        ] {
            #expect(names.contains("\(seed).layout"), "missing seed model \(seed)")
        }
        #expect(names.filter { $0.hasPrefix("gallery/") }.count >= 6)
    }

    /// The realistic corpus (Models/realistic) uses app names it does not define: it is read
    /// in lenient mode, with warnings; every other model loads strictly without warnings.
    @Test("every model parses", arguments: modelFiles.map(modelName))
    func parses(_ name: String) throws {
        let url = modelsDirectory.appendingPathComponent(name)
        let text = modelText(url)
        #expect(text.hasPrefix("//"), "\(name) should start with a comment naming its source")
        let realistic = name.hasPrefix("realistic/")
        let model: LoadedModel
        do {
            model = try ModelLanguage.load(text, file: name, options: LoadOptions(lenient: realistic))
        } catch {
            Issue.record("\(error)")
            return
        }
        #expect(model.root != nil)
        if !realistic { #expect(model.warnings.isEmpty, "\(model.warnings)") }
    }
}
