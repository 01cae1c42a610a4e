public import NavigationCore

#if !canImport(UIKit)
    import HeadlessUIKitDrivers
#endif

/// What a person does to the screen on top of a window, and what they read there, by what it shows:
/// for tests of an app's own screens.
///
/// ```swift
/// import NavigationTestSupport
/// import Testing
///
/// let router = NavigationRouter(in: makeTestWindow())
/// router.startNavigationModuleFrom(NavigationModel(initialViewControllerType: SignInViewController.self))
/// await settle()
/// ScreenTouches.type("ana@example.com", intoField: "Email", in: router.window)
/// ScreenTouches.tap("Sign in", in: router.window)
/// await settle()
/// #expect(ScreenTouches.text(of: router.window).contains("Inbox"))
/// ```
///
/// The screen is the window's top one (the last presentation, or the root; inside it, the top of a
/// navigation stack and the selected tab). A title is matched whole, as ``text(of:)`` prints it.
/// UIKit has no public API that touches a screen as a person does, so these exist against HeadlessUIKit
/// only: a test that uses them carries the `.headlessOnly` trait, and on a simulator each stops the
/// test with a message that says so.
@MainActor
public enum ScreenTouches {
    /// Taps the button, bar button, table row or tab titled `title`; `false`, changing nothing, when no
    /// control or more than one shows that title, or a person could not touch it now (a transition runs,
    /// a presentation covers it, it is disabled or hidden).
    @discardableResult
    public static func tap(_ title: String, in window: UIWindow) -> Bool {
        #if canImport(UIKit)
            headlessOnlyDriver("ScreenTouches.tap(_:in:)")
        #else
            HeadlessTouches.tap(title, in: window)
        #endif
    }

    /// Types `text` at the end of the field whose placeholder is `placeholder`; `false`, changing nothing,
    /// when no field or more than one has that placeholder, or a person could not touch it now.
    @discardableResult
    public static func type(_ text: String, intoField placeholder: String, in window: UIWindow) -> Bool {
        #if canImport(UIKit)
            headlessOnlyDriver("ScreenTouches.type(_:intoField:in:)")
        #else
            HeadlessTouches.type(text, intoField: placeholder, in: window)
        #endif
    }

    /// What a person reads in `window`, as text: the navigation bar (`‹ Back | Title | ( Edit )`), the
    /// screen's labels, fields (`Email: [ana@example.com]`), buttons (`( Sign in )`) and table rows
    /// (`› Soup`), the tab bar, and every presentation over them.
    public static func text(of window: UIWindow) -> String {
        #if canImport(UIKit)
            headlessOnlyDriver("ScreenTouches.text(of:)")
        #else
            HeadlessScreen.describe(window)
        #endif
    }
}
