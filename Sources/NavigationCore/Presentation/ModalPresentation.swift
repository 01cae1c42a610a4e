/// How a module is presented: UIKit's presentation style, and what a sheet or a popover needs.
///
/// ```swift
/// navigationModule?.present([NavigationModel(initialViewControllerType: ComposeViewController.self)],
///                           presentation: .sheet(detents: [.medium, .large]))
/// ```
@MainActor
public struct ModalPresentation {
    /// UIKit's presentation style. `.automatic` lets UIKit choose (a sheet on iPhone).
    public var style: UIModalPresentationStyle
    /// The heights a sheet rests at, smallest first; empty for UIKit's default (large). Sheets only.
    public var detents: [SheetDetent]
    /// Whether a sheet shows a grabber. Sheets only.
    public var prefersGrabberVisible: Bool
    /// Whether the user is kept from swiping the presentation away (a draft with unsaved text).
    ///
    /// A screen inside the module can change it later through its container's `isModalInPresentation`;
    /// UIKit then tells the app's own `UIAdaptivePresentationControllerDelegate` of a refused swipe.
    public var isModalInPresentation: Bool
    /// What a popover points at. Popovers need one: without it the presentation fails with
    /// ``NavigationError/popoverWithoutAnchor``, as UIKit would crash.
    public var popoverAnchor: PopoverAnchor? {
        get { popoverAnchorBox?.anchor }
        set { popoverAnchorBox = newValue.map(PopoverAnchorBox.init) }
    }
    /// The anchor, held in one object: a presentation is copied along its request, and a reference
    /// copies for a retain where the anchor's cases copy through an outlined switch.
    @usableFromInline var popoverAnchorBox: PopoverAnchorBox?
    /// Whether a popover stays a popover in a compact width. Default `false`: on an iPhone UIKit shows
    /// a popover as a sheet, which the user swipes down; `true` answers `.none` to UIKit's adaptive
    /// style, keeping the popover and its tap outside.
    public var keepsPopoverInCompactWidth: Bool

    /// Creates a presentation.
    ///
    /// - Parameters:
    ///   - style: UIKit's presentation style.
    ///   - detents: A sheet's detents, smallest first; empty for UIKit's default.
    ///   - prefersGrabberVisible: Whether a sheet shows a grabber.
    ///   - isModalInPresentation: Whether the user is kept from swiping it away.
    ///   - popoverAnchor: What a popover points at.
    ///   - keepsPopoverInCompactWidth: Whether a popover stays a popover on an iPhone.
    @inlinable
    public init(
        style: UIModalPresentationStyle, detents: [SheetDetent] = [], prefersGrabberVisible: Bool = false,
        isModalInPresentation: Bool = false, popoverAnchor: PopoverAnchor? = nil,
        keepsPopoverInCompactWidth: Bool = false
    ) {
        self.keepsPopoverInCompactWidth = keepsPopoverInCompactWidth
        self.style = style
        self.detents = detents
        self.prefersGrabberVisible = prefersGrabberVisible
        self.isModalInPresentation = isModalInPresentation
        self.popoverAnchor = popoverAnchor
    }

    /// Whether UIKit presents with a sheet presentation controller: a page or form sheet, or UIKit's
    /// own choice, which is one of them.
    var usesSheet: Bool { style == .pageSheet || style == .formSheet || style == .automatic }

    /// UIKit's default: a sheet on iPhone.
    @inlinable public static var automatic: ModalPresentation { ModalPresentation(style: .automatic) }

    /// A page sheet at UIKit's default height.
    @inlinable public static var sheet: ModalPresentation { ModalPresentation(style: .pageSheet) }

    /// A page sheet that rests at `detents`, smallest first.
    @inlinable
    public static func sheet(detents: [SheetDetent], prefersGrabberVisible: Bool = false) -> ModalPresentation {
        ModalPresentation(style: .pageSheet, detents: detents, prefersGrabberVisible: prefersGrabberVisible)
    }

    /// Covers the whole screen, tab bar included; the user cannot swipe it away.
    @inlinable public static var fullScreen: ModalPresentation { ModalPresentation(style: .fullScreen) }

    /// Covers the whole screen and leaves what is below in place.
    @inlinable public static var overFullScreen: ModalPresentation { ModalPresentation(style: .overFullScreen) }

    /// A popover that points at `anchor`.
    ///
    /// On an iPhone UIKit shows a popover as a sheet, unless `keepsPopoverInCompactWidth` is `true`.
    @inlinable
    public static func popover(_ anchor: PopoverAnchor, keepsPopoverInCompactWidth: Bool = false) -> ModalPresentation {
        ModalPresentation(
            style: .popover, popoverAnchor: anchor, keepsPopoverInCompactWidth: keepsPopoverInCompactWidth)
    }
}

/// A height at which a sheet rests.
public enum SheetDetent: Sendable, Equatable {
    /// About half the screen.
    case medium
    /// The full height a sheet takes.
    case large
}

/// Holds a ``PopoverAnchor`` for ``ModalPresentation``.
@usableFromInline
@MainActor
final class PopoverAnchorBox {
    let anchor: PopoverAnchor

    @usableFromInline
    init(_ anchor: PopoverAnchor) {
        self.anchor = anchor
    }
}

/// What a popover points at.
@MainActor
public enum PopoverAnchor {
    /// A rectangle in a view; `nil` for the view's bounds.
    case view(UIView, rect: CGRect?)
    /// A bar button item.
    case barButtonItem(UIBarButtonItem)
}
