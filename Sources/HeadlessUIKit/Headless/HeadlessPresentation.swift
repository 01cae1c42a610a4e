/// What the user does to a presented controller without the app's code: swiping a sheet down.
@MainActor
public enum HeadlessPresentation {
    /// The user swipes down the sheet `presented` is in, dismissing it with animation.
    ///
    /// Only sheets can be swiped away: returns `false`, changing nothing, for a controller that is not
    /// presented, one presented full screen or over the full screen, one whose
    /// `isModalInPresentation` is `true`, one that presents another controller (the top sheet
    /// is the one under the finger), or while a presentation is running.
    @discardableResult
    public static func swipeDownSheet(_ presented: UIViewController) -> Bool {
        var sheet = presented
        while sheet.storedPresenting == nil, let parent = sheet.parent { sheet = parent }
        guard let presenter = sheet.storedPresenting, sheet.storedPresented == nil,
            !presenter.isRunningPresentationTransition, !sheet.isModalInPresentation,
            ![.fullScreen, .overFullScreen, .currentContext, .overCurrentContext]
                .contains(sheet.modalPresentationStyle)
        else { return false }
        sheet.dismiss(animated: true)
        return true
    }
}
