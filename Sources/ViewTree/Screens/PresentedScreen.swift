/// How a `sheet` or `fullScreenCover` is presented: which window its content is laid out in.
public enum PresentationStyle: String, Hashable, Sendable {
    case sheet, fullScreenCover
}

extension Screen {
    /// The gap a sheet leaves below the status bar on an iPhone, where the presenting screen
    /// shows behind it (the HIG, Sheets: "a very small horizontal strip" of the parent view
    /// stays visible above the sheet); 10 points is FrameSolver's recorded value.
    public static let sheetTopGap = 10.0
    /// A sheet on an iPad or a Mac: a centred card of this size (UIKit's form sheet), no larger
    /// than the safe area.
    public static let formSheetSize = Size(width: 540, height: 620)

    /// The window the content of a presentation of `style` is laid out in, in its own
    /// coordinates (docs/devices.md, "Presented content"):
    ///
    /// 1. a full-screen cover: this screen, insets and all;
    /// 2. a sheet on an iPhone (or a bare canvas) at its large detent: the window's width, its
    ///    height less the top inset and the 10-point gap; the sheet's top edge is below the
    ///    status bar, so its safe area keeps the side and bottom insets only;
    /// 3. a sheet on an iPad or a Mac: a 540x620 card (no larger than the safe area), no insets.
    public func presenting(_ style: PresentationStyle) -> Screen {
        guard style == .sheet, let width = window.width, let height = window.height else { return self }
        var sheet = self
        switch device?.idiom {
        case .pad?, .mac?:
            let available = Size(width: width - safeArea.leading - safeArea.trailing, height: height - safeArea.top - safeArea.bottom)
            sheet.window = ProposedSize(
                width: Swift.min(Self.formSheetSize.width, available.width), height: Swift.min(Self.formSheetSize.height, available.height))
            sheet.safeArea = .zero
        case .phone?, nil:
            sheet.window = ProposedSize(width: width, height: Swift.max(0, height - safeArea.top - Self.sheetTopGap))
            sheet.safeArea.top = 0
        }
        return sheet
    }
}
