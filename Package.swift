// swift-tools-version:6.0
// FrameSolver: SwiftUI-style layout on Linux, by negotiation and by linear programming.
import PackageDescription

let package = Package(
    name: "FrameSolver",
    products: [
        // Everything: both engines (the constraint engine links GLPK).
        .library(name: "FrameSolver", targets: ["FrameSolver"]),
        // The view tree, the DSL, the model language and the negotiation engine; no GLPK.
        .library(name: "FrameSolverNegotiation", targets: ["FrameSolverNegotiation"]),
        .executable(name: "framesolver", targets: ["FrameSolverCLI"]),
    ],
    targets: [
        // The view-tree model: geometry, proposals, symbolic lengths, nodes. No algorithms.
        .target(name: "ViewTree"),
        // Leaf measurement and semantic constants both engines share: text measured by I.2's
        // simple metrics or shaped in a real font (docs/text-measurement.md).
        .target(name: "LeafMeasurement", dependencies: ["ViewTree", "TextShaping"]),
        // HarfBuzz (shaping) and FreeType (font metrics) from Debian, and the C shim over them.
        .systemLibrary(name: "CHarfBuzz", path: "Sources/CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .target(name: "TextShaping", dependencies: ["CHarfBuzz", "CFreeType"]),
        // The negotiation engine: propose, answer, place (SWIFTUI-LAYOUT.md).
        .target(name: "NegotiationEngine", dependencies: ["ViewTree", "LeafMeasurement"]),
        // GLPK: the system library, the C shim that guards it, and the Swift LP layer.
        // Debian ships no glpk.pc, so SwiftPM cannot probe for GLPK and never prints the
        // provider's hint (with `pkgConfig:` it would warn on every build that has GLPK); the
        // header guard in Sources/CGLPK/shim.h says what to install instead
        // (tools/check-glpk-missing-message.sh; tools/install-deps.sh installs it).
        .systemLibrary(name: "CGLPK", path: "Sources/CGLPK", providers: [.apt(["libglpk-dev"])]),
        .target(name: "GLPKShim", dependencies: ["CGLPK"], linkerSettings: [.linkedLibrary("glpk")]),
        .target(name: "LinearProgramming", dependencies: ["GLPKShim"]),
        // The constraint engine: the view tree compiled into a linear program, solved by GLPK.
        .target(name: "ConstraintEngine", dependencies: ["ViewTree", "LeafMeasurement", "LinearProgramming"]),
        // The model language: `.layout` files that read like SwiftUI.
        .target(name: "ModelLanguage", dependencies: ["ViewTree"]),
        // Both engines' frames side by side, view by view, every disagreement explained.
        .target(name: "Comparison", dependencies: ["ViewTree"]),
        // The GLPK-free library: the result-builder DSL over the view tree, the model language
        // and the negotiation engine, re-exported.
        .target(name: "FrameSolverNegotiation", dependencies: ["ViewTree", "LeafMeasurement", "NegotiationEngine", "ModelLanguage"]),
        // The full library: FrameSolverNegotiation, the constraint engine and the comparison,
        // re-exported.
        .target(name: "FrameSolver", dependencies: ["FrameSolverNegotiation", "ConstraintEngine", "Comparison"]),
        // Pictures: SVG drawings of layouts (one engine or both overlaid), PNG through a
        // rasteriser, and the self-contained HTML report.
        .target(name: "Rendering", dependencies: ["ViewTree", "LeafMeasurement", "NegotiationEngine", "ConstraintEngine", "LinearProgramming", "Comparison"]),
        // The `framesolver` commands as a library (tested in-process) and the thin executable.
        .target(name: "FrameSolverCommands", dependencies: ["FrameSolver", "LinearProgramming", "Comparison", "TreeFuzzing", "Rendering"]),
        .executableTarget(name: "FrameSolverCLI", dependencies: ["FrameSolverCommands"]),
        // Seeded random view trees: property tests, the differential run and `framesolver fuzz`.
        .target(name: "TreeFuzzing", dependencies: ["ViewTree"]),
        // The fuzz targets' bodies: replayed by FuzzCorpusTests, wrapped for libFuzzer by tools/fuzz.
        .target(name: "FuzzHarness", dependencies: ["FrameSolver", "FrameSolverCommands", "LinearProgramming", "TreeFuzzing"]),
        // Helpers the test targets share.
        .target(name: "TestSupport", dependencies: ["FrameSolver", "TreeFuzzing", "Comparison"], path: "Sources/TestSupport"),

        .testTarget(name: "LeafMeasurementTests", dependencies: ["LeafMeasurement", "ViewTree"]),
        .testTarget(name: "ViewTreeTests", dependencies: ["ViewTree", "FrameSolver", "TestSupport"]),
        .testTarget(name: "TreeFuzzingTests", dependencies: ["TreeFuzzing", "ViewTree"]),
        // The result-builder DSL of Sources/FrameSolverNegotiation.
        .testTarget(name: "FrameSolverNegotiationTests", dependencies: ["FrameSolverNegotiation"]),
        .testTarget(name: "NegotiationEngineTests", dependencies: ["FrameSolver", "TestSupport"], exclude: ["Snapshots"]),
        .testTarget(name: "LinearProgrammingTests", dependencies: ["LinearProgramming"]),
        .testTarget(name: "ModelLanguageTests", dependencies: ["ModelLanguage", "ViewTree", "TestSupport"]),
        .testTarget(
            name: "ConstraintEngineTests", dependencies: ["ConstraintEngine", "FrameSolver", "TestSupport", "LinearProgramming"], exclude: ["Golden"]),
        // Models/realistic/: pasted-style SwiftUI bodies solved in lenient mode by both engines.
        .testTarget(name: "RealisticCorpusTests", dependencies: ["FrameSolver", "TestSupport", "FrameSolverCommands"]),
        // Every model in Models/ solved, its key frames derived by hand.
        .testTarget(name: "ModelsTests", dependencies: ["FrameSolver", "TestSupport", "LinearProgramming"], exclude: ["Snapshots"]),
        // Frames measured in Apple's SwiftUI (JSON fixtures), checked in both engines.
        .testTarget(name: "MeasuredFixtureTests", dependencies: ["FrameSolver", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "ComparisonTests", dependencies: ["Comparison", "ViewTree"]),
        // Every input kept in Tests/FuzzCorpusTests/Corpus (corpus and past crashes) through its fuzz target.
        .testTarget(name: "FuzzCorpusTests", dependencies: ["FuzzHarness"], exclude: ["Corpus"]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "FrameSolver", "TestSupport"], exclude: ["Snapshots"]),
        .testTarget(name: "CLITests", dependencies: ["FrameSolverCommands", "FrameSolver", "TestSupport"]),
        // The docs hold: README code run (the library snippet compiled), citations resolve,
        // JSON output valid against docs/json-schema.json, DocC symbol links resolve.
        .testTarget(name: "DocumentationTests", dependencies: ["FrameSolverCommands", "FrameSolver", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
