import Foundation
import FrameSolver
import TestSupport
import Testing

/// The app-style bodies of the realistic corpus (`Models/realistic/app-*.layout`): written the
/// way apps write them (design tokens, explicit inits, previews, styles, components defined
/// elsewhere). Each states the constructs it exercises; key frames are derived by hand below.
@Suite("App-style corpus")
struct AppStyleCorpusTests {
    /// The constructs the app-style bodies must exercise between them.
    static let requiredConstructs: Set<String> = [
        "design tokens", "enum namespace", "struct namespace", "typealias", "typealias inside #if", "unknown font token",
        "Color(UIColor:)", "x ?? d", "explicit init", "#Preview root", "PreviewProvider root", "guard in computed property",
        "guard in function", "unknown view model", "@EnvironmentObject unknown type", "LocalizedStringKey", "NSLocalizedString",
        "IconOnlyLabelStyle", "PlainButtonStyle", "custom ButtonStyle makeBody", "custom LabelStyle", "scenePadding",
        "background(_:in:)", "if expression in Font property", "switch expression in color property", "tuple destructuring",
        "dictionary literal", "as?", "is", ".init(...)", "bare Section outside List", "unknown components", "unknown Image value",
        "qualified attribute", "@FocusState.Binding", "unknown argument label", "unknown view in a stack keeps 100x44",
        "optional chaining on nil", "!unknown", "unknown < x", "unknown == x", "unknown view flexible in a fixed frame",
        "unknown view flexible in a background", "init in constrained extension", "generic bound by non-View protocol",
        "DynamicTypeSize comparison", "trailing closure in if condition", "macOS panel",
    ]

    static var appFiles: [String] { realisticFiles.filter { $0.hasPrefix("realistic/app-") } }

    /// The `// exercises: a, b, c` line of a corpus file.
    static func constructs(_ file: String) throws -> [String] {
        let text = try String(contentsOf: packageRoot().appendingPathComponent("Models").appendingPathComponent(file), encoding: .utf8)
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("// exercises:") }) else { return [] }
        return line.dropFirst("// exercises:".count).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test("every app-style body states its constructs, and together they cover the list")
    func coverage() throws {
        #expect(Self.appFiles.count >= 11)
        var seen: [String: Int] = [:]
        for file in Self.appFiles {
            let listed = try Self.constructs(file)
            #expect(!listed.isEmpty, "\(file) has no '// exercises:' line")
            for construct in listed { seen[construct, default: 0] += 1 }
        }
        let missing = Self.requiredConstructs.subtracting(seen.keys)
        #expect(missing.isEmpty, "not exercised: \(missing.sorted())")
    }

    @Test("every app-style body loads in lenient mode, with placeholders at most 10% of the laid-out nodes")
    func placeholderShare() throws {
        // An unknown view is one placeholder drawn as two nodes (a frame around its box): the
        // box inside a placeholder frame is not counted again, on either side of the ratio.
        var nodes = 0, placeholders = 0
        for file in Self.appFiles {
            let model = try loadModel(file)
            let result = try solveBoth(model.root)
            let placeholderPaths = Set(result.nodes.filter(\.placeholder).map(\.path))
            let counted = result.nodes.filter { node in
                guard let dot = node.path.lastIndex(of: ".") else { return true }
                return !(node.placeholder && placeholderPaths.contains(String(node.path[..<dot])))
            }
            nodes += counted.count
            placeholders += counted.filter(\.placeholder).count
        }
        #expect(nodes > 100)
        #expect(Double(placeholders) <= 0.10 * Double(nodes), "\(placeholders) placeholders of \(nodes) nodes")
    }

    // MARK: - Key frames, by hand (window 390x844)

    @Test("design tokens: enum and struct namespaces give the real numbers, unknown tokens the defaults")
    func designTokens() throws {
        let r = try solveCorpus("app-design-tokens")
        // .padding(.horizontal, Popup.horizontalPadding): unknown, so the default 16 -> 390 - 2*16 = 358.
        let card = try #require(r[path: "0.0"]?.frame)
        #expect(card.origin.x == 16 && card.size.width == 358)
        // .padding(DesignSystem.Spaces.four) = 16 inside: x 16 + 16 = 32, width 358 - 32 = 326.
        let row = try #require(r[path: "0.0.0.0"]?.frame)
        #expect(row.origin.x == 32 && row.size.width == 326)
        // Metrics.iconSize = 40 on both sides.
        let icon = try #require(r[path: "0.0.0.0.0"]?.frame)
        #expect(icon.size.width == 40 && icon.size.height == 40 && icon.origin.x == 32)
        // HStack(spacing: DesignSystem.Spaces.four = 16): the texts start at 32 + 40 + 16 = 88.
        #expect(r[path: "0.0.0.0.1"]?.frame.origin.x == 88)
    }

    @Test("chat composer: an unknown token's padding is the default; optional chaining on nil and unknown conditions add nothing")
    func chatComposer() throws {
        let r = try solveCorpus("app-chat-composer")
        // .padding(.horizontal, Layout.window / 2) -> 16: the HStack is 390 - 32 = 358 wide at x 16.
        let row = try #require(r[path: "0.0.0"]?.frame)
        #expect(row.origin.x == 16 && row.size.width == 358)
        // draft?.attachments... is nil -> 0 > 0 false; !viewModel.canSend false; unknown < 3 and
        // unknown == .idle false: the button, the field and (draft == nil) the indicator remain.
        #expect(r[path: "0.0.0.1"]?.kind == "TextField")
        #expect(r[path: "0.0.0.3"] == nil)
        // The unknown indicator keeps its 100 x 44 in the row, at its trailing end: 16 + 358 - 100 = 274.
        let indicator = try #require(r[path: "0.0.0.2"]?.frame)
        #expect(indicator.size.width == 100 && indicator.size.height == 44 && indicator.origin.x == 274)
    }

    @Test("explicit init: the #Preview builds the root with its arguments; the guard picks the icon")
    func explicitInit() throws {
        let model = try loadModel("realistic/app-explicit-init.layout")
        #expect(model.rootName == "ReminderRow")
        let r = try solveBoth(model.root)
        // .padding(.vertical, 8).padding(.horizontal): HStack at x 16, width 390 - 32 = 358.
        let row = try #require(r[path: "0.0.0"]?.frame)
        #expect(row.origin.x == 16 && row.size.width == 358)
        // isDone: true in the preview, so the guard passes: "checkmark.circle.fill".
        #expect(Self.imageNames(model.root).contains("checkmark.circle.fill"))
    }

    @Test("PreviewProvider: the preview's call is the root; an unknown environment object is placeholder data")
    func previewProvider() throws {
        let model = try loadModel("realistic/app-preview-provider.layout")
        #expect(model.rootName == "ToggleRow")
        let r = try solveBoth(model.root)
        // .padding() = 16 on every edge: x 16, width 358.
        let row = try #require(r[path: "0.0"]?.frame)
        #expect(row.origin.x == 16 && row.size.width == 358)
        // The LocalizedStringKey keeps its text: the label reads "Notifications", not "Placeholder".
        #expect(Self.texts(model.root).contains("Notifications"))
    }

    @Test("styles: concrete style types, a custom ButtonStyle's makeBody, scenePadding, background(_:in:)")
    func styles() throws {
        let model = try loadModel("realistic/app-styles.layout")
        let r = try solveBoth(model.root)
        // scenePadding() = 16: the HStack at x 16, 390 - 32 = 358 wide.
        let row = try #require(r[path: "0.0.0"]?.frame)
        #expect(row.origin.x == 16 && row.size.width == 358)
        // IconOnlyLabelStyle(): the first button keeps only its 20.4 x 20.4 icon image.
        #expect(r[path: "0.0.0.0"]?.kind == "Button" && r[path: "0.0.0.0.0"]?.kind == "Image")
        #expect(r[path: "0.0.0.0"]?.frame.size == Size(width: 20.4, height: 20.4) && r[path: "0.0.0.0.1"] == nil)
        // PillButtonStyle: padding 16 x 8 around the label -> label + 32 wide, label + 16 tall.
        let pill = try #require(r[path: "0.0.0.1"]?.frame)
        let label = try #require(r[path: "0.0.0.1.0.0.0"]?.frame)
        #expect(abs(pill.size.width - (label.size.width + 32)) < 1e-9 && abs(pill.size.height - (label.size.height + 16)) < 1e-9)
        // TrailingIconLabelStyle: the title first, then the icon.
        #expect(r[path: "0.0.0.2.0"]?.kind == "Text" && r[path: "0.0.0.2.1"]?.kind == "Image")
        // NSLocalizedString keeps its text.
        #expect(Self.texts(model.root).contains("Share"))
        // background(.thinMaterial, in: RoundedRectangle(…)): the shape fills the padded bar.
        #expect(r[path: "0.1"]?.kind == "RoundedRectangle" && r[path: "0.1"]?.frame == r[path: "0.0"]?.frame)
    }

    @Test("Swift logic: a tuple, a dictionary, an if expression and a switch expression outside view builders")
    func swiftLogic() throws {
        let model = try loadModel("realistic/app-swift-logic.layout")
        let r = try solveBoth(model.root)
        // let (h, v) = (16, 10); .padding(.init(top: v, leading: h, …)): the VStack sits 16 right
        // and 10 below the padding's origin.
        let padding = try #require(r[path: "0.0"]?.frame)
        let stack = try #require(r[path: "0.0.0"]?.frame)
        #expect(stack.origin.x - padding.origin.x == 16 && abs(stack.origin.y - padding.origin.y - 10) < 1e-9)
        #expect(abs(padding.size.width - stack.size.width - 32) < 1e-9)
        // labels[.shipped] = "On its way"; the `is Int` test on unknown data is false.
        let texts = Self.texts(model.root)
        #expect(texts.contains("On its way") && !texts.contains("number"))
    }

    @Test("macOS panel: bare Sections splice, unknown components keep 100x44, an unknown label on Image is read as systemName:")
    func macPanel() throws {
        let r = try solveCorpus("app-macos-panel")
        // .frame(width: 260) centred: (390 - 260) / 2 = 65; .padding(20): the VStack at 85, 220 wide.
        #expect(r[path: "0"]?.frame.origin.x == 65 && r[path: "0"]?.frame.size.width == 260)
        let stack = try #require(r[path: "0.0.0"]?.frame)
        #expect(stack.origin.x == 85 && stack.size.width == 220)
        // Section("Appearance") outside a List: its title, then the two components, straight in the VStack.
        #expect(r[path: "0.0.0.0"]?.kind == "Text")
        for path in ["0.0.0.1", "0.0.0.2"] {
            let box = try #require(r[path: path]?.frame)
            #expect(box.size.width == 100 && box.size.height == 44 && box.origin.x == 85)
        }
        // The two boxes are 44 tall, 12 apart: 52.4 + 44 + 12 = 108.4 (the title's y offset cancels).
        #expect(abs(r[path: "0.0.0.2"]!.frame.origin.y - r[path: "0.0.0.1"]!.frame.origin.y - 56) < 1e-9)
        // Image(systemSymbol: .folder): the unknown label is read as systemName: (same first
        // word), so a symbol sized by the body font: 1.2 x 17 = 20.4 on each side.
        let image = try #require(r[path: "0.0.0.4.3"]?.frame)
        #expect(abs(image.size.width - 20.4) < 1e-9 && abs(image.size.height - 20.4) < 1e-9)
    }

    @Test("onboarding: nested token namespaces, a typealias inside #if and an explicit-init root from #Preview")
    func onboarding() throws {
        let model = try loadModel("realistic/app-onboarding-tokens.layout")
        #expect(model.rootName == "OnboardingPage")
        #expect(model.warnings.count == 1)  // only the app font token `.brand.display`
        let r = try solveBoth(model.root)
        // OnboardingTokens.imageSize = 120 on both sides.
        let image = try #require(r[path: "0.0.0"]?.frame)
        #expect(image.size.width == 120 && image.size.height == 120)
        // VStack(spacing: Gap.large = 24): the texts start 120 + 24 = 144 below the image's top.
        #expect(abs(r[path: "0.0.1"]!.frame.origin.y - image.origin.y - 144) < 1e-9)
        // .padding(.horizontal, Gap.large = 24): the stack 24 right of the padding's origin.
        #expect(abs(r[path: "0.0"]!.frame.origin.x - r[path: "0"]!.frame.origin.x - 24) < 1e-9)
    }

    @Test("stat tiles: an unknown view is 100x44 in an HStack, and fills a fixed frame and a background")
    func statTiles() throws {
        let r = try solveCorpus("app-stat-tiles")
        // In the HStack: 100 x 44, 10 after the tile (spacing 10).
        let spark = try #require(r[path: "0.0.0.1"]?.frame)
        let tile = try #require(r[path: "0.0.0.0"]?.frame)
        #expect(spark.size.width == 100 && spark.size.height == 44)
        #expect(abs(spark.origin.x - (tile.origin.x + tile.size.width + 10)) < 1e-9)
        // In .frame(width: 200, height: 80): the whole frame, centred in 358 at 16 + (358 - 200) / 2 = 95.
        let framed = try #require(r[path: "0.0.1.0.0"]?.frame)
        #expect(framed.size.width == 200 && framed.size.height == 80 && framed.origin.x == 95)
        // As the tile's background: the tile's own size.
        #expect(r[path: "0.0.0.0.1.0"]?.frame == tile)
        // .frame(height: 10, alignment: .center, depth: 2): the unknown label is dropped, the height kept.
        #expect(r[path: "0.0.3"]?.frame.size.height == 10)
    }

    @Test("profile list: a constrained extension's init, a generic data row, a guard and .init(...) insets")
    func profileExtension() throws {
        let model = try loadModel("realistic/app-profile-extension.layout")
        #expect(model.rootName == "ProfileList")
        let r = try solveBoth(model.root)
        // Card 1 (the extension's init, no accessory): padding .init(top: 20, leading: 20,
        // bottom: 12, trailing: 20) around the HStack of the 56-tall avatar: 20 + 56 + 12 = 88.
        #expect(r[path: "0.0"]?.frame == Rect(x: 0, y: 0, width: 390, height: 88))
        // HStack(spacing: 12) in 390 - 40 = 350: avatar 56, badge 24 (verified: the guard
        // passes), the row the rest: 350 - 56 - 24 - 2 x 12 = 246, at 20 + 56 + 12 = 88.
        #expect(r[path: "0.0.0.0"]?.frame == Rect(x: 20, y: 20, width: 350, height: 56))
        // InfoRow<Person> (bounded by Displayable, a data protocol): its 32-tall frame centred
        // in 56: y 20 + (56 - 32) / 2 = 32.
        #expect(r[path: "0.0.0.0.1"]?.frame == Rect(x: 88, y: 32, width: 246, height: 32))
        // The badge at 88 + 246 + 12 = 346, 24 square, y 20 + (56 - 24) / 2 = 36.
        #expect(r[path: "0.0.0.0.2"]?.frame == Rect(x: 346, y: 36, width: 24, height: 24))
        // Card 2 (the explicit init with an accessory) starts at 88: not verified, so the
        // guard returns 0 and the row gets 350 - 56 - 0 - 24 = 270; the badge sits at
        // 88 + 270 + 12 = 370 with no size, y 108 + 28 = 136.
        #expect(r[path: "0.1.0.0.1"]?.frame == Rect(x: 88, y: 120, width: 270, height: 32))
        #expect(r[path: "0.1.0.0.2"]?.frame == Rect(x: 370, y: 136, width: 0, height: 0))
        // The accessory, 12 below the 56-tall HStack: y 108 + 56 + 12 = 176, 350 wide, 8 tall;
        // the card is 20 + 56 + 12 + 8 + 12 = 108 tall.
        #expect(r[path: "0.1.0.1"]?.frame == Rect(x: 20, y: 176, width: 350, height: 8))
        #expect(r[path: "0.1"]?.frame == Rect(x: 0, y: 88, width: 390, height: 108))
        #expect(Self.texts(model.root) == ["Ada", "Grace"])
    }

    @Test("reading panel: DynamicTypeSize, a trailing closure in an if, is, Image(systemSymbol:) and a ButtonStyle")
    func readingPanel() throws {
        let model = try loadModel("realistic/app-reading-panel.layout")
        #expect(model.rootName == "ReadingPanel")
        let r = try solveBoth(model.root)
        // The VStack: the 36-tall row, 8, the 1-tall divider (fonts contain "Serif"), 8, the
        // 28-tall chips (.large < .xxLarge), 8, the 4-tall bar (selection is a String; it is
        // no Int): 36 + 8 + 1 + 8 + 28 + 8 + 4 = 93. Padding 10: 113 tall, in the 300-wide
        // frame centred in 390 x 844: x 45, y (844 - 113) / 2 = 365.5.
        #expect(r[path: "0"]?.frame == Rect(x: 45, y: 365.5, width: 300, height: 113))
        #expect(r[path: "0.0.0"]?.frame == Rect(x: 55, y: 375.5, width: 280, height: 93))
        // Image(systemSymbol: .textformat) read as systemName: a body-font symbol, 20.4 square,
        // centred in the 36-tall row: y 375.5 + (36 - 20.4) / 2 = 383.3.
        let symbol = try #require(r[path: "0.0.0.0.0.0"])
        #expect(symbol.kind == "Image")
        #expect(abs(symbol.frame.size.width - 20.4) < 1e-9 && abs(symbol.frame.origin.y - 383.3) < 1e-9)
        #expect(Self.imageNames(model.root) == ["textformat"])
        // The divider at 375.5 + 36 + 8 = 419.5.
        #expect(r[path: "0.0.0.1"]?.frame == Rect(x: 55, y: 419.5, width: 280, height: 1))
        // ChipStyle: each label padded 12 on both sides in a 28-tall frame: "Serif" 5 x 8.5 + 24
        // = 66.5, "Sans" 4 x 8.5 + 24 = 58; the HStack 66.5 + 8 + 58 = 132.5 at y 419.5 + 1 + 8.
        let chips = try #require(r[path: "0.0.0.2"]?.frame)
        #expect(chips == Rect(x: 55, y: 428.5, width: 132.5, height: 28))
        #expect(r[path: "0.0.0.2.0"]?.frame.size.width == 66.5 && r[path: "0.0.0.2.1"]?.frame.origin.x == 129.5)
        // The String bar at 428.5 + 28 + 8 = 464.5; no Int square after it.
        #expect(r[path: "0.0.0.3"]?.frame == Rect(x: 55, y: 464.5, width: 40, height: 4))
        #expect(r[path: "0.0.0.4"] == nil)
    }

    // MARK: - Helpers

    static func texts(_ node: ViewNode?) -> [String] {
        guard let node else { return [] }
        var result: [String] = []
        if case .text(let text) = node.kind { result.append(text) }
        for child in node.children { result += texts(child) }
        return result
    }

    static func imageNames(_ node: ViewNode?) -> [String] {
        guard let node else { return [] }
        var result: [String] = []
        if case .image(let spec) = node.kind { result.append(spec.name) }
        for child in node.children { result += imageNames(child) }
        return result
    }
}
