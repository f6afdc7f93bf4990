import FrameSolver
import Testing

/// The size classes each screen gives its views (docs/devices.md, from Apple's Human Interface
/// Guidelines' device size classes), and a model reading them: found pasting a profile whose
/// `.padding(.horizontal, sizeClass == .compact ? 16 : 40)` kept 16 on an iPad.
@Suite("Screens: size classes by device and orientation")
struct SizeClassesTests {
    @Test("iPhone upright compact/regular, on its side compact/compact, a Max on its side regular/compact, iPad and Mac regular")
    func table() {
        let expected: [(Screen, SizeClasses.Kind, SizeClasses.Kind)] = [
            (Screen(window: ProposedSize(width: 390, height: 844)), .compact, .regular),
            (.device(.iPhone14), .compact, .regular),
            (.device(.iPhone14, orientation: .landscape), .compact, .compact),
            (.device(.iPhoneSE, orientation: .landscape), .compact, .compact),
            (.device(.iPhone15ProMax), .compact, .regular),
            (.device(.iPhone15ProMax, orientation: .landscape), .regular, .compact),
            (.device(.iPad11), .regular, .regular),
            (.device(.iPad11, orientation: .landscape), .regular, .regular),
            (.device(.mac), .regular, .regular),
        ]
        for (screen, horizontal, vertical) in expected {
            #expect(SizeClasses.of(screen) == SizeClasses(horizontal: horizontal, vertical: vertical), "\(screen)")
            #expect(BarMetrics.of(screen).sizeClasses == SizeClasses.of(screen), "\(screen)")
        }
    }

    @Test("a model reads its screen's size class from the environment")
    func environment() throws {
        let text = """
            struct Profile: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                var body: some View {
                    Color.red.padding(.horizontal, sizeClass == .compact ? 16 : 40)
                }
            }
            """
        for (screen, inset) in [(Screen.device(.iPhone14), 16.0), (.device(.iPad11), 40)] {
            let model = try ModelLanguage.load(text, file: "profile.layout", options: LoadOptions(bars: BarMetrics.of(screen)))
            guard case .padding(let insets)? = model.root?.kind else {
                Issue.record("not a padding: \(String(describing: model.root?.kind))")
                continue
            }
            #expect(insets.leading.constantValue == inset && insets.trailing.constantValue == inset, "\(screen)")
        }
    }
}
