import FrameSolver

extension CommandTable {
    /// `--presented`: lay out what the model presents instead of the model.
    static let presented = OptionSpec(
        name: "presented",
        help: "Lay out the content of the model's first sheet or fullScreenCover in its own window instead of the model: a full-screen cover in the screen itself, a sheet on an iPhone in the window less the top inset and a 10-point gap, on an iPad or a Mac in a 540x620 card (docs/devices.md, \"Presented content\"). A model that presents nothing is an error.")
}
