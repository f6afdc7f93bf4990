/// Modifiers with no effect on layout, accepted and ignored without reading their arguments
/// (docs/known-differences.md lists them): events, presentation, toolbar styling,
/// accessibility, animation and transitions, text styling that keeps the metrics,
/// control styles other than those the control rules use, and other drawing effects.
enum NoOpModifiers {
    /// Modifiers that change the layout on iOS in a way FrameSolver does not model: accepted,
    /// with a warning saying what is missing (nothing is silently dropped).
    static let notLaidOut: [String: String] = [
        "searchable": "its search field is not laid out (iOS shows it in the navigation bar, below the title, moving the content down)",
        // Text styling that changes a Text's size in SwiftUI, which FrameSolver's measurers
        // do not model (docs/known-differences.md).
        "lineSpacing": "the space it adds between a Text's lines is not laid out: a Text of n lines is (n - 1) x the spacing shorter than in SwiftUI",
        "tracking": "the space it adds after each character is not laid out: the Text is narrower than in SwiftUI",
        "kerning": "the space it adds between characters is not laid out: the Text is narrower than in SwiftUI",
        "fontWidth": "a condensed or expanded width is not measured: the Text is as wide as in the standard width",
    ]

    static let names: Set<String> = [
        // Events and gestures
        "onAppear", "onDisappear", "task", "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture",
        "highPriorityGesture", "onChange", "onReceive", "onSubmit", "refreshable", "onDelete", "onMove", "onHover",
        "onOpenURL", "onDrag", "onDrop", "onContinuousHover", "onKeyPress", "onScrollGeometryChange", "onGeometryChange",
        "allowsHitTesting", "disabled", "keyboardShortcut", "sensoryFeedback", "swipeActions", "contextMenu",
        "deleteDisabled", "moveDisabled", "draggable", "dropDestination", "focused", "focusable", "defaultFocus",
        "submitLabel", "submitScope", "onPreferenceChange", "preference", "transformPreference", "anchorPreference",
        // Previews (Xcode's canvas only)
        "previewLayout", "previewDisplayName", "previewDevice", "previewInterfaceOrientation", "previewContext",
        // Presentation and navigation
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "inspector", "fileImporter", "fileExporter",
        "navigationBarBackButtonHidden", "navigationViewStyle", "navigationDestination", "navigationSubtitle",
        "toolbarBackground", "toolbarColorScheme", "toolbarRole",
        "searchSuggestions", "interactiveDismissDisabled", "presentationDetents",
        "presentationDragIndicator", "presentationBackground", "presentationCornerRadius",
        "statusBar", "persistentSystemOverlays", "preferredColorScheme", "environment", "environmentObject",
        "modelContainer", "help", "navigationSplitViewColumnWidth", "indexViewStyle",
        "scrollPosition", "scrollTargetLayout", "scrollTargetBehavior", "scrollIndicators", "scrollDismissesKeyboard",
        "scrollContentBackground", "scrollDisabled", "scrollBounceBehavior", "scrollClipDisabled",
        "userActivity", "handlesExternalEvents", "listRowSeparatorTint",
        "listSectionSeparator", "listItemTint",
        "headerProminence", "menuStyle", "menuOrder",
        "buttonBorderShape", "formStyle", "groupBoxStyle", "disclosureGroupStyle",
        "textInputAutocapitalization", "autocapitalization", "autocorrectionDisabled", "disableAutocorrection",
        "keyboardType", "textContentType", "privacySensitive", "redacted", "unredacted",
        // Accessibility
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityIdentifier", "accessibilityElement",
        "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityHidden", "accessibilityAction",
        "accessibilitySortPriority", "accessibilityInputLabels", "accessibilityRepresentation", "accessibilityChildren",
        "accessibility", "accessibilityHeading", "accessibilityShowsLargeContentViewer",
        // Animation and transitions
        "animation", "transition", "matchedGeometryEffect", "contentTransition", "symbolEffect", "phaseAnimator",
        "keyframeAnimator", "transaction", "geometryGroup", "navigationTransition", "matchedTransitionSource",
        // Text styling that keeps the metrics (I.2), placement only
        "minimumScaleFactor",
        "truncationMode", "underline", "strikethrough", "textSelection",
        "allowsTightening", "symbolRenderingMode",
        "symbolVariant", "foregroundStyleHierarchy", "textScale", "fontSmoothing", "speechAdjustedPitch",
        // Drawing effects
        "contentShape", "strokeBorder", "blur", "brightness", "contrast", "saturation", "grayscale", "hueRotation",
        "colorMultiply", "colorInvert", "rotationEffect", "rotation3DEffect", "blendMode", "compositingGroup",
        "drawingGroup", "mask", "zIndex", "accentColor", "interpolation", "antialiased", "renderingMode",
        "luminanceToAlpha", "projectionEffect", "transformEffect", "visualEffect", "hoverEffect", "containerShape",
        "trim", "inset", "scale", "rotation", "offset3D",
    ]
}
