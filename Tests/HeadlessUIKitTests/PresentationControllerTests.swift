// HeadlessUIKit's own rule tests: where UIKit exists there is no HeadlessUIKit to test, and exit
// tests are unavailable, so the suite compiles to nothing there (the Apple workflow builds it for iOS).
#if !canImport(UIKit)
    import HeadlessUIKit
    import HeadlessUIKitDrivers
    import Testing

    /// Records every call a presentation controller's delegate receives; keeps popovers popovers on an
    /// iPhone, as an app that wants one does, when `keepsPopovers` is set.
    @MainActor
    final class RecordingPresentationDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
        var calls: [String] = []
        var allowsDismissal = true
        var keepsPopovers = false

        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
            keepsPopovers ? .none : .automatic
        }

        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            calls.append("shouldDismiss")
            return allowsDismissal
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            calls.append("willDismiss")
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            calls.append("didDismiss")
        }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            calls.append("didAttemptToDismiss")
        }
    }

    @Suite("Presentation controllers, sheets, popovers and the dismissals the user starts")
    @MainActor
    struct PresentationControllerTests {
        @Test("Each style gets its presentation controller: sheets a sheet controller, popovers a popover controller")
        func presentationControllerPerStyle() throws {
            let sheet = UIViewController()
            sheet.modalPresentationStyle = .pageSheet
            let sheetController = try #require(sheet.sheetPresentationController)
            #expect(sheet.presentationController === sheetController)
            #expect(sheetController.detents == [.large()])
            sheetController.detents = [.medium(), .large()]
            #expect(sheetController.detents == [.medium(), .large()])
            #expect(sheet.popoverPresentationController == nil)
            let cover = UIViewController()
            cover.modalPresentationStyle = .fullScreen
            #expect(cover.sheetPresentationController == nil && cover.presentationController != nil)
            let popover = UIViewController()
            popover.modalPresentationStyle = .popover
            #expect(popover.popoverPresentationController != nil)
        }

        @Test(
            "A sheet swipe the user abandons: will-dismiss, the appearance reversed, a cancelled coordinator, no did-dismiss"
        )
        func abandonedSwipeDown() throws {
            let root = UIViewController()
            let window = makeVisibleWindow(root: root)
            defer { withExtendedLifetime(window) {} }
            let log = CallLog()
            let delegate = RecordingPresentationDelegate()
            let sheet = RecordingViewController("Sheet", log: log)
            sheet.presentationController?.delegate = delegate
            root.present(sheet, animated: false)
            log.removeAll()
            #expect(HeadlessPresentation.swipeDownSheet(sheet, completes: false))
            let coordinator = try #require(sheet.transitionCoordinator)
            #expect(coordinator.initiallyInteractive)
            var cancelled: Bool?
            coordinator.animate(alongsideTransition: nil) { cancelled = $0.isCancelled }
            HeadlessAnimations.finishAll()
            #expect(cancelled == true)
            #expect(delegate.calls == ["shouldDismiss", "willDismiss"])
            #expect(log.entries == ["Sheet.viewWillDisappear", "Sheet.viewWillAppear", "Sheet.viewDidAppear"])
            #expect(root.presentedViewController === sheet && sheet.transitionCoordinator == nil)
            #expect(HeadlessPresentation.swipeDownSheet(sheet))
            HeadlessAnimations.finishAll()
            #expect(root.presentedViewController == nil)
        }

        @Test("The delegate told the user is dismissing can reach the dismissal's transition coordinator")
        func willDismissSeesTheCoordinator() {
            final class CoordinatorReadingDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
                var sawCoordinator: Bool?
                func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
                    sawCoordinator = presentationController.presentedViewController.transitionCoordinator != nil
                }
            }
            let root = UIViewController()
            let window = makeVisibleWindow(root: root)
            defer { withExtendedLifetime(window) {} }
            let delegate = CoordinatorReadingDelegate()
            let sheet = UIViewController()
            sheet.presentationController?.delegate = delegate
            root.present(sheet, animated: false)
            #expect(HeadlessPresentation.swipeDownSheet(sheet))
            #expect(delegate.sawCoordinator == true)
            HeadlessAnimations.finishAll()
        }

        @Test("Only sheets have the pull-down: a custom presentation ignores the swipe")
        func customPresentationIgnoresSwipe() {
            let root = UIViewController()
            let window = makeVisibleWindow(root: root)
            defer { withExtendedLifetime(window) {} }
            let custom = UIViewController()
            custom.modalPresentationStyle = .custom
            root.present(custom, animated: false)
            #expect(!HeadlessPresentation.swipeDownSheet(custom))
            #expect(root.presentedViewController === custom)
        }

        @Test("isModalInPresentation on the top controller of a presented navigation controller refuses the swipe")
        func topChildModalInPresentationRefusesSwipe() {
            let root = UIViewController()
            let window = makeVisibleWindow(root: root)
            defer { withExtendedLifetime(window) {} }
            let editor = UIViewController()
            let navigationController = UINavigationController(rootViewController: editor)
            let delegate = RecordingPresentationDelegate()
            navigationController.presentationController?.delegate = delegate
            root.present(navigationController, animated: false)
            editor.isModalInPresentation = true
            #expect(!HeadlessPresentation.swipeDownSheet(editor))
            #expect(delegate.calls == ["didAttemptToDismiss"])
            editor.isModalInPresentation = false
            #expect(HeadlessPresentation.swipeDownSheet(editor))
            HeadlessAnimations.finishAll()
            #expect(root.presentedViewController == nil)
        }

        @Test("A child controller's presentation and popover controllers are its nearest presented ancestor's")
        func childAnswersItsAncestorsPresentationController() throws {
            let root = UIViewController()
            let window = makeVisibleWindow(root: root)
            defer { withExtendedLifetime(window) {} }
            let anchor = try #require(root.view)
            let screen = UIViewController()
            let navigationController = UINavigationController(rootViewController: screen)
            navigationController.modalPresentationStyle = .popover
            navigationController.popoverPresentationController?.sourceView = anchor
            root.present(navigationController, animated: false)
            let popover = try #require(navigationController.popoverPresentationController)
            #expect(screen.popoverPresentationController === popover)
            #expect(screen.presentationController === popover)
        }

        @Test("The presentation controller made before a style change is the one UIKit keeps")
        func presentationControllerKeptAfterStyleChange() throws {
            let controller = UIViewController()
            controller.modalPresentationStyle = .pageSheet
            let sheet = try #require(controller.sheetPresentationController)
            controller.modalPresentationStyle = .popover
            #expect(controller.presentationController === sheet)
            #expect(controller.popoverPresentationController == nil)
        }

        @Test("A sheet swiped down asks the delegate, tells it will and did dismiss; code dismissals tell it nothing")
        func swipeDownTellsTheDelegate() {
            let root = UIViewController()
            let window = makeVisibleWindow(root: root)
            defer { withExtendedLifetime(window) {} }
            let delegate = RecordingPresentationDelegate()
            let sheet = UIViewController()
            sheet.presentationController?.delegate = delegate
            root.present(sheet, animated: false)
            #expect(HeadlessPresentation.swipeDownSheet(sheet))
            #expect(delegate.calls == ["shouldDismiss", "willDismiss"])
            HeadlessAnimations.finishAll()
            #expect(delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
            #expect(root.presentedViewController == nil)

            delegate.calls = []
            root.present(sheet, animated: false)
            sheet.dismiss(animated: false)
            #expect(delegate.calls.isEmpty)
        }

        @Test(
            "A refused swipe (isModalInPresentation, or the delegate says no) leaves the sheet and tells didAttemptToDismiss"
        )
        func refusedSwipeTellsTheDelegate() {
            let root = UIViewController()
            let window = makeVisibleWindow(root: root)
            defer { withExtendedLifetime(window) {} }
            let delegate = RecordingPresentationDelegate()
            let sheet = UIViewController()
            sheet.presentationController?.delegate = delegate
            root.present(sheet, animated: false)
            sheet.isModalInPresentation = true
            #expect(!HeadlessPresentation.swipeDownSheet(sheet))
            #expect(delegate.calls == ["didAttemptToDismiss"])
            sheet.isModalInPresentation = false
            delegate.allowsDismissal = false
            #expect(!HeadlessPresentation.swipeDownSheet(sheet))
            #expect(delegate.calls == ["didAttemptToDismiss", "shouldDismiss", "didAttemptToDismiss"])
            #expect(root.presentedViewController === sheet)
        }

        @Test(
            "On an iPhone a popover shows as a sheet: it can be swiped down, not tapped outside; .none from the delegate keeps it"
        )
        func popoverAdaptsToSheetInCompactWidth() throws {
            let root = UIViewController()
            let window = makeVisibleWindow(root: root)
            defer { withExtendedLifetime(window) {} }
            #expect(root.traitCollection.horizontalSizeClass == .compact)
            let popover = UIViewController()
            popover.modalPresentationStyle = .popover
            popover.popoverPresentationController?.sourceView = root.view
            root.present(popover, animated: false)
            #expect(popover.modalPresentationStyle == .popover)
            #expect(!HeadlessPresentation.tapOutsidePopover(popover))
            #expect(HeadlessPresentation.swipeDownSheet(popover))
            HeadlessAnimations.finishAll()
            #expect(root.presentedViewController == nil)

            let delegate = RecordingPresentationDelegate()
            delegate.keepsPopovers = true
            let kept = UIViewController()
            kept.modalPresentationStyle = .popover
            let popoverController = try #require(kept.popoverPresentationController)
            popoverController.sourceView = root.view
            popoverController.delegate = delegate
            #expect(popoverController.adaptivePresentationStyle == .none)
            root.present(kept, animated: false)
            #expect(!HeadlessPresentation.swipeDownSheet(kept))
            #expect(HeadlessPresentation.tapOutsidePopover(kept))
            HeadlessAnimations.finishAll()
            #expect(root.presentedViewController == nil)
        }

        @Test("Tapping outside a popover dismisses it with the same delegate calls; a sheet ignores such taps")
        func tapOutsidePopover() {
            let root = UIViewController()
            let window = makeVisibleWindow(root: root)
            defer { withExtendedLifetime(window) {} }
            let delegate = RecordingPresentationDelegate()
            delegate.keepsPopovers = true
            let popover = UIViewController()
            popover.modalPresentationStyle = .popover
            popover.popoverPresentationController?.sourceView = root.view
            popover.presentationController?.delegate = delegate
            root.present(popover, animated: false)
            #expect(!HeadlessPresentation.swipeDownSheet(popover))
            #expect(HeadlessPresentation.tapOutsidePopover(popover))
            HeadlessAnimations.finishAll()
            #expect(delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
            #expect(root.presentedViewController == nil)
            let sheet = UIViewController()
            root.present(sheet, animated: false)
            #expect(!HeadlessPresentation.tapOutsidePopover(sheet))
        }

        @Test("Presenting a popover that shows as one with no anchor raises NSGenericException")
        func popoverWithoutAnchorRaises() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { () -> Void in
                    let root = UIViewController()
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    window.rootViewController = root
                    window.makeKeyAndVisible()
                    let popover = UIViewController()
                    popover.modalPresentationStyle = .popover
                    let delegate = RecordingPresentationDelegate()
                    delegate.keepsPopovers = true
                    popover.presentationController?.delegate = delegate
                    root.present(popover, animated: false)
                    withExtendedLifetime(delegate) {}
                }
            }
            if let result {
                let text = String(decoding: result.standardErrorContent, as: UTF8.self)
                #expect(text.contains("uncaught exception 'NSGenericException'"))
                #expect(
                    text.contains(
                        "should have a non-nil sourceView or barButtonItem set before the presentation occurs"))
            }
        }

        @Test("A popover with no anchor that a compact width adapts to a sheet is presented as the sheet")
        func adaptedPopoverNeedsNoAnchor() {
            let root = UIViewController()
            let window = makeVisibleWindow(root: root)
            defer { withExtendedLifetime(window) {} }
            let popover = UIViewController()
            popover.modalPresentationStyle = .popover
            root.present(popover, animated: false)
            #expect(root.presentedViewController === popover)
            #expect(popover.adaptedPresentationStyle == .formSheet)
        }
    }
#endif
