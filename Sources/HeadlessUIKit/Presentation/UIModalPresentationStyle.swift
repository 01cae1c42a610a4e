// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    /// How a presented view controller is shown.
    public enum UIModalPresentationStyle: Int, @unchecked Sendable {
        /// Covers the screen; the presenter's views leave the window after the transition.
        case fullScreen = 0
        /// A sheet that leaves the presenter in place.
        case pageSheet = 1
        /// A sheet sized for a form, leaving the presenter in place.
        case formSheet = 2
        /// Covers the controller that defines the presentation context.
        case currentContext = 3
        /// A style provided by a custom presentation controller.
        case custom = 4
        /// Covers the screen and leaves the presenter's views in place.
        case overFullScreen = 5
        /// Covers the presentation context and leaves the presenter's views in place.
        case overCurrentContext = 6
        /// A popover.
        case popover = 7
        /// No adaptation.
        case none = -1
        /// The system default; reading `modalPresentationStyle` never returns it.
        case automatic = -2

        /// Whether the style hides the presenter, which then gets disappear and appear callbacks (S3.2, S3.3).
        var coversPresenter: Bool { self == .fullScreen || self == .currentContext }
        /// Whether the style presents over the context a controller defines (S3.3).
        var isCurrentContext: Bool { self == .currentContext || self == .overCurrentContext }
    }
#endif
