/// What the HTML report holds for each model, precomputed: one drawing per width of the
/// sweep and the compiled programs they come from. The page's script reads it as JSON.
public struct ReportData: Codable, Sendable {
    /// Every model of the report, in command-line order.
    public var models: [Model]
    /// The sweep's widths, as written (`160...1200:40`), and the height kept over it.
    public var sweep: String
    /// The window height kept over the sweep, as written.
    public var height: String

    /// The report of `models` over the sweep `sweep` at height `height`.
    public init(models: [Model], sweep: String, height: String) {
        self.models = models
        self.sweep = sweep
        self.height = height
    }

    /// One model of the report.
    public struct Model: Codable, Sendable {
        /// The path given on the command line.
        public var name: String
        /// The engine whose layout the pictures show (`negotiation`, or `constraints` for a
        /// constraint-native model compared with its twin).
        public var baseEngine: String
        /// One entry per width of the sweep, in increasing width.
        public var steps: [Step]
        /// The distinct programs of the sweep: one per piece of the window range.
        public var pieces: [Piece]
        /// The step shown first: the width nearest the window given.
        public var initialStep: Int
        /// The comparison over the whole sweep, for the model's heading.
        public var summary: Summary

        /// A model's report from its parts.
        public init(name: String, baseEngine: String, steps: [Step], pieces: [Piece], initialStep: Int, summary: Summary) {
            self.name = name
            self.baseEngine = baseEngine
            self.steps = steps
            self.pieces = pieces
            self.initialStep = initialStep
            self.summary = summary
        }
    }

    /// One width of the sweep.
    public struct Step: Codable, Sendable {
        /// The window width of this step.
        public var width: Double
        /// The picture, or nil when an engine failed here (see `error`).
        public var svg: String?
        /// The engine's error at this width, when there is no picture.
        public var error: String?
        /// The index in `pieces` of the program this width solves; nil without one.
        public var piece: Int?
        /// Views compared and how many differ, for the line above the picture.
        public var views: Int
        /// How many of those views differ between the engines.
        public var differ: Int
        /// The largest difference at this width, in points.
        public var maxDiff: Double
    }

    /// A compiled program: its window range and rows.
    public struct Piece: Codable, Sendable {
        /// The windows the program covers, as `framesolver lp` prints them.
        public var range: String
        /// The program's rows, in order.
        public var rows: [ProgramRow]
    }

    /// The comparison over the whole sweep.
    public struct Summary: Codable, Sendable {
        /// Views of the first picture.
        public var views: Int
        /// The widths of the sweep.
        public var windows: Int
        /// Windows where at least one view differs.
        public var windowsDiffering: Int
        /// Differing views summed over the windows, and those without an explanation.
        public var viewsDiffering: Int
        /// Differing views no explanation accounts for (should stay 0).
        public var unexplained: Int
        /// The largest difference anywhere, in points (0 when the engines agree).
        public var maxDiff: Double
        /// The first width where the engines differ.
        public var firstDifferingWidth: Double?
        /// Widths where an engine failed.
        public var failures: Int

        /// A summary from its counts.
        public init(
            views: Int, windows: Int, windowsDiffering: Int, viewsDiffering: Int, unexplained: Int, maxDiff: Double,
            firstDifferingWidth: Double? = nil, failures: Int
        ) {
            self.views = views
            self.windows = windows
            self.windowsDiffering = windowsDiffering
            self.viewsDiffering = viewsDiffering
            self.unexplained = unexplained
            self.maxDiff = maxDiff
            self.firstDifferingWidth = firstDifferingWidth
            self.failures = failures
        }
    }
}
