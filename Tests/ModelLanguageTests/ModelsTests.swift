import Foundation
import ModelLanguage
import Testing
import ViewTree

/// Every model in Models/ loads without errors or warnings.
@Suite("Models")
struct ModelsTests {
    // That the 13 seed models and the gallery exist is EveryModelSolvesTests.modelsExist's.

    /// The realistic corpus (Models/realistic) uses app names it does not define: it is read
    /// in lenient mode, with warnings; every other model loads strictly without warnings but
    /// one: an asset image pasted as the article wrote it (`Image("pic")`) says that its size
    /// is a stand-in.
    @Test("every model parses", arguments: modelFiles.map(modelName))
    func parses(_ name: String) throws {
        let url = modelsDirectory.appendingPathComponent(name)
        let text = modelText(url)
        #expect(text.hasPrefix("//"), "\(name) should start with a comment naming its source")
        let realistic = name.hasPrefix("realistic/")
        let model: LoadedModel
        do {
            // The geometry-feedback models are laid out in passes, where a Text showing a reader's
            // size is resolved (docs/geometry-feedback.md), so that is not a warning there.
            model = try ModelLanguage.load(
                text, file: name, options: LoadOptions(lenient: realistic, resolvesReaderText: name.hasPrefix("feedback/")))
        } catch {
            Issue.record("\(error)")
            return
        }
        #expect(model.root != nil)
        if !realistic {
            let others = model.warnings.filter { !$0.message.hasPrefix("the asset image ") }
            #expect(others.isEmpty, "\(others)")
        }
    }
}
