import NavigationCore
import NavigationTabs
import NavigationTestSupport
import Testing

struct Draft: Equatable, Sendable {
    var text: String
}

final class ComposeScreen: NavigationModuleViewController {}
final class RecipientsScreen: NavigationModuleViewController {}
final class PickerScreen: NavigationModuleViewController {}

/// A short text for an outcome, for tests that check the order of several.
func describe<Value>(_ result: Result<ModalOutcome<Value>, NavigationError>) -> String {
    switch result {
    case .success(.finished(let value)): "finished \(value)"
    case .success(.cancelled(let reason)): "cancelled: \(reason)"
    case .failure(let error): "failed: \(error)"
    }
}

/// Records the outcomes a presenter receives.
@MainActor
final class OutcomeLog<Value> {
    private(set) var entries: [Result<ModalOutcome<Value>, NavigationError>] = []
    var completion: NavigationModule.PresentationCompletion<Value> { { self.entries.append($0) } }
    var outcomes: [ModalOutcome<Value>] { entries.compactMap { try? $0.get() } }
    var errors: [NavigationError] {
        entries.compactMap { if case .failure(let error) = $0 { error } else { nil } }
    }
}

/// An app's own presentation delegate, which must keep hearing from UIKit.
@MainActor
final class AppPresentationDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    var calls: [String] = []
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

@Suite("Modal sub-flows: present modules, typed results, the user's own dismissals")
@MainActor
struct ModalTests {
    @Test(
        "A compose sheet with detents finishes with a typed draft; the presenter gets it once and the module is released"
    )
    func composeSheetFinishesWithDraft() async throws {
        let (router, branch, inbox) = try await inboxTab()
        defer { withExtendedLifetime((router, branch)) {} }
        let log = OutcomeLog<Draft>()
        weak var compose: NavigationModule?
        weak var composeScreen: UIViewController?
        let warnings = try await uikitMisuse {
            inbox.present(
                [.screen(ComposeScreen.self)], presentation: .sheet(detents: [.medium, .large]),
                completion: log.completion)
            await settle()
            let presented = try #require(inbox.presentedModule)
            compose = presented
            #expect(presented.presentingModule === inbox)
            let screen = try #require(presented.viewControllers.first as? ComposeScreen)
            composeScreen = screen
            #expect(screen.navigationModule === presented)
            let container = try #require(router.window.rootViewController?.presentedViewController)
            #expect(container === presented.containerViewController)
            #expect(container.sheetPresentationController?.detents == [.medium(), .large()])
            screen.navigationModule?.pushViewController(RecipientsScreen.self, completion: nil)
            await settle()
            #expect(presented.stackTypeNames == ["ComposeScreen", "RecipientsScreen"])
            screen.navigationModule?.finish(with: Draft(text: "Hello"))
            await settle()
        }
        #expect(warnings.isEmpty)
        #expect(log.outcomes == [.finished(Draft(text: "Hello"))])
        #expect(inbox.presentedModule == nil)
        #expect(router.window.rootViewController?.presentedViewController == nil)
        #expect(compose == nil && composeScreen == nil)
    }

    @Test("returning: names the result type of a completion handler the compiler could not infer it from")
    func returningNamesTheCompletionsResultType() async throws {
        let (router, branch, inbox) = try await inboxTab()
        defer { withExtendedLifetime((router, branch)) {} }
        var drafts: [Draft] = []
        var photoOutcomes: [ModalOutcome<Bool>] = []
        inbox.present([.screen(ComposeScreen.self)], returning: Draft.self, presentation: .fullScreen) { result in
            if case .success(.finished(let draft)) = result { drafts.append(draft) }
        }
        await settle()
        try #require(inbox.presentedModule).finish(with: Draft(text: "Hi"))
        await settle()
        inbox.present(screen: .screen(SettingsScreen.self), returning: Bool.self) { result in
            if case .success(let outcome) = result { photoOutcomes.append(outcome) }
        }
        await settle()
        try #require(inbox.presentedModule).finish(with: true)
        await settle()
        #expect(drafts == [Draft(text: "Hi")])
        #expect(photoOutcomes == [.finished(true)])
    }

    @Test("The async form returns the outcome once the presented module ends", .headlessOnly)
    func asyncPresentReturnsOutcome() async throws {
        let (router, branch, inbox) = try await inboxTab()
        defer { withExtendedLifetime((router, branch)) {} }
        async let outcome = inbox.present([.screen(ComposeScreen.self)], returning: Draft.self)
        for _ in 0..<100 where inbox.presentedModule == nil { await Task.yield() }
        await AnimationClock.settleTurnByTurn()
        try #require(inbox.presentedModule).cancel()
        #expect(try await outcome == .cancelled(.cancelledByModule))
    }

    @Test(
        "Swiping the sheet down cancels it with dismissedByUser, updates the tree and releases it; the app's delegate hears of it",
        .headlessOnly
    )
    func swipeDownCancels() async throws {
        let (router, branch, inbox) = try await inboxTab()
        defer { withExtendedLifetime((router, branch)) {} }
        let log = OutcomeLog<Draft>()
        let appDelegate = AppPresentationDelegate()
        weak var compose: NavigationModule?
        do {
            inbox.present([.screen(ComposeScreen.self)], completion: log.completion)
            await settle()
            let presented = try #require(inbox.presentedModule)
            compose = presented
            presented.containerViewController.presentationController?.delegate = appDelegate
            #expect(UserMoves.swipeDownSheet(try #require(presented.viewControllers.first)))
            await settle()
        }
        #expect(log.outcomes == [.cancelled(.dismissedByUser)])
        #expect(inbox.presentedModule == nil && compose == nil)
        #expect(appDelegate.calls == ["willDismiss", "didDismiss"])
        let late = ResultLog()
        inbox.dismissPresentedModule(completion: late.completion)
        #expect(late.errors == [.nothingPresented])
    }

    @Test(
        "A sheet with unsaved text refuses the swipe: no outcome, the app's delegate is told of the attempt",
        .headlessOnly)
    func modalInPresentationRefusesSwipe() async throws {
        let (router, branch, inbox) = try await inboxTab()
        defer { withExtendedLifetime((router, branch)) {} }
        let log = OutcomeLog<Draft>()
        let appDelegate = AppPresentationDelegate()
        inbox.present(
            [.screen(ComposeScreen.self)],
            presentation: ModalPresentation(style: .pageSheet, isModalInPresentation: true),
            completion: log.completion)
        await settle()
        let presented = try #require(inbox.presentedModule)
        presented.containerViewController.presentationController?.delegate = appDelegate
        #expect(!UserMoves.swipeDownSheet(presented.containerViewController))
        await settle()
        #expect(log.entries.isEmpty)
        #expect(appDelegate.calls == ["didAttemptToDismiss"])
        #expect(inbox.presentedModule === presented)
    }

    @Test(
        "A screen inside a presented stack that holds unsaved input refuses the swipe; once saved, the swipe cancels",
        .headlessOnly)
    func topScreenModalInPresentationRefusesSwipe() async throws {
        let (router, branch, inbox) = try await inboxTab()
        defer { withExtendedLifetime((router, branch)) {} }
        let log = OutcomeLog<Draft>()
        inbox.present([.screen(ComposeScreen.self)], presentation: .sheet, completion: log.completion)
        await settle()
        let presented = try #require(inbox.presentedModule)
        try await presented.pushViewController(RecipientsScreen.self, animated: false)
        let top = try #require(presented.viewControllers.last)
        top.isModalInPresentation = true
        #expect(!UserMoves.swipeDownSheet(top))
        await settle()
        #expect(log.entries.isEmpty)
        top.isModalInPresentation = false
        #expect(UserMoves.swipeDownSheet(top))
        await settle()
        #expect(log.outcomes == [.cancelled(.dismissedByUser)])
    }

    @Test(
        "A presentation that ends at once after a user's transition, with a flow change queued behind it, delivers one outcome",
        .headlessOnly)
    func instantPresentationThenFlowChangeDeliversOnce() async throws {
        let (router, branch, inbox) = try await inboxTab()
        defer { withExtendedLifetime((router, branch)) {} }
        let log = OutcomeLog<Draft>()
        try await inbox.pushViewController(ComposeScreen.self, animated: true)
        #expect(UserMoves.swipeBack(in: inbox.navigationController, completes: false))
        inbox.present(
            [.screen(ComposeScreen.self)], presentation: .fullScreen, animated: false, completion: log.completion)
        inbox.endFlow(with: [.screen(SignInScreen.self)], transition: .none, completion: nil)
        await AnimationClock.settleTurnByTurn()
        await settle()
        #expect(log.entries.count == 1)
        #expect(log.outcomes == [.cancelled(.flowChanged)])
    }

    @Test(
        "Replacing a tab dismisses what it presents: cancelled with flowChanged, UIKit presents nothing, all released")
    func replaceTabDismissesItsModals() async throws {
        let (router, branch, inbox) = try await inboxTab()
        defer { withExtendedLifetime(router) {} }
        let log = OutcomeLog<Draft>()
        inbox.present(
            [.screen(ComposeScreen.self)], presentation: .popover(.view(inbox.containerViewController.view, rect: nil)),
            completion: log.completion)
        await settle()
        weak let presented = inbox.presentedModule
        #expect(presented != nil)
        try await branch.replaceTab("inbox", with: [.screen(InboxRootScreen.self)])
        #expect(log.outcomes == [.cancelled(.flowChanged)])
        #expect(branch.tabBarController.presentedViewController == nil)
        #expect(presented == nil)
        #expect(branch.module(forTab: "inbox") !== inbox)
    }

    @Test("Finishing low in a chain dismisses everything above it; each module above is cancelled first, top first")
    func chainEndsTopFirst() async throws {
        let (router, branch, inbox) = try await inboxTab()
        defer { withExtendedLifetime((router, branch)) {} }
        var order: [String] = []
        inbox.present([.screen(ComposeScreen.self)]) { (result: Result<ModalOutcome<Draft>, NavigationError>) in
            order.append("compose " + describe(result))
        }
        await settle()
        let compose = try #require(inbox.presentedModule)
        compose.present([.screen(RecipientsScreen.self)]) { (result: Result<ModalOutcome<String>, NavigationError>) in
            order.append("recipients " + describe(result))
        }
        await settle()
        let recipients = try #require(compose.presentedModule)
        recipients.present([.screen(PickerScreen.self)], presentation: .fullScreen) {
            (result: Result<ModalOutcome<Int>, NavigationError>) in
            order.append("picker " + describe(result))
        }
        await settle()
        #expect(recipients.presentedModule != nil)
        let warnings = await uikitMisuse {
            compose.finish(with: Draft(text: "Sent"))
            await settle()
        }
        #expect(warnings.isEmpty)
        #expect(
            order == [
                "picker cancelled: dismissed by its presenter", "recipients cancelled: dismissed by its presenter",
                "compose finished \(Draft(text: "Sent"))",
            ])
        #expect(inbox.presentedModule == nil && router.window.rootViewController?.presentedViewController == nil)
    }

    @Test("Sign-out from a tab with a chain of three modules up cancels each with flowChanged and releases everything")
    func signOutWithChainReleasesEverything() async throws {
        let router = try await signedInRouter().0
        var outcomes: [String] = []
        weak var first: NavigationModule?
        weak var second: NavigationModule?
        weak var third: NavigationModule?
        weak var branch: TabBranchModule?
        let warnings = try await uikitMisuse {
            let tabs = try #require(router.currentModule as? TabBranchModule)
            branch = tabs
            let inbox = try #require(tabs.module(forTab: "inbox"))
            inbox.present([.screen(ComposeScreen.self)]) { (result: Result<ModalOutcome<Draft>, NavigationError>) in
                outcomes.append("first " + describe(result))
            }
            await settle()
            let one = try #require(inbox.presentedModule)
            first = one
            one.present([.screen(RecipientsScreen.self)]) { (result: Result<ModalOutcome<Draft>, NavigationError>) in
                outcomes.append("second " + describe(result))
            }
            await settle()
            let two = try #require(one.presentedModule)
            second = two
            two.present([.screen(PickerScreen.self)], presentation: .fullScreen) {
                (result: Result<ModalOutcome<Draft>, NavigationError>) in
                outcomes.append("third " + describe(result))
            }
            await settle()
            third = two.presentedModule
            third?.endFlow(with: [.screen(SignInScreen.self)], completion: nil)
            await settle()
        }
        #expect(warnings.isEmpty)
        #expect(
            outcomes == [
                "third cancelled: the flow changed", "second cancelled: the flow changed",
                "first cancelled: the flow changed",
            ])
        #expect(router.currentModule?.viewControllers.first is SignInScreen)
        #expect(first == nil && second == nil && third == nil && branch == nil)
    }

    @Test(
        "A result is delivered exactly once: finishing twice, or after the user swiped it away, fails with notPresented",
        .headlessOnly
    )
    func resultExactlyOnce() async throws {
        let (router, branch, inbox) = try await inboxTab()
        defer { withExtendedLifetime((router, branch)) {} }
        let log = OutcomeLog<Draft>()
        let requests = ResultLog()
        inbox.present([.screen(ComposeScreen.self)], completion: log.completion)
        await settle()
        let compose = try #require(inbox.presentedModule)
        compose.finish(with: Draft(text: "a"), completion: requests.completion)
        compose.finish(with: Draft(text: "b"), completion: requests.completion)
        await settle()
        #expect(log.outcomes == [.finished(Draft(text: "a"))])
        #expect(requests.successCount == 1 && requests.errors == [.notPresented])

        inbox.present([.screen(ComposeScreen.self)], completion: log.completion)
        await settle()
        let second = try #require(inbox.presentedModule)
        #expect(UserMoves.swipeDownSheet(second.containerViewController))
        second.finish(with: Draft(text: "late"), completion: requests.completion)
        await settle()
        #expect(log.outcomes == [.finished(Draft(text: "a")), .cancelled(.dismissedByUser)])
        #expect(requests.errors == [.notPresented, .notPresented])
    }

    @Test("Finishing with a value of another type is a typed error, and the module stays")
    func resultTypeMismatch() async throws {
        let (router, branch, inbox) = try await inboxTab()
        defer { withExtendedLifetime((router, branch)) {} }
        let log = OutcomeLog<Draft>()
        let requests = ResultLog()
        inbox.present([.screen(ComposeScreen.self)], completion: log.completion)
        await settle()
        let compose = try #require(inbox.presentedModule)
        compose.finish(with: 42, completion: requests.completion)
        await settle()
        #expect(requests.errors == [.resultTypeMismatch(expected: "Draft", actual: "Int")])
        #expect(log.entries.isEmpty && inbox.presentedModule === compose)
    }

    @Test("A presenter that expects a class or a protocol gets a subclass's instance or a conforming value")
    func resultOfSubtypeIsDelivered() async throws {
        let (router, branch, inbox) = try await inboxTab()
        defer { withExtendedLifetime((router, branch)) {} }
        let attachments = OutcomeLog<Attachment>()
        inbox.present([.screen(ComposeScreen.self)], presentation: .fullScreen, completion: attachments.completion)
        await settle()
        let photo = PhotoAttachment()
        try #require(inbox.presentedModule).finish(with: photo)
        await settle()
        #expect(attachments.outcomes.count == 1)
        if case .finished(let attachment) = attachments.outcomes.first { #expect(attachment === photo) }

        let labels = OutcomeLog<any CustomStringConvertible>()
        inbox.present([.screen(ComposeScreen.self)], presentation: .fullScreen, completion: labels.completion)
        await settle()
        try #require(inbox.presentedModule).finish(with: 7)
        await settle()
        #expect(
            labels.outcomes.map { outcome in if case .finished(let label) = outcome { label.description } else { "" } }
                == ["7"])

        let requests = ResultLog()
        inbox.present([.screen(ComposeScreen.self)], presentation: .fullScreen, completion: attachments.completion)
        await settle()
        let compose = try #require(inbox.presentedModule)
        compose.finish(with: Draft(text: "not an attachment"), completion: requests.completion)
        await settle()
        #expect(requests.errors == [.resultTypeMismatch(expected: "Attachment", actual: "Draft")])
        #expect(inbox.presentedModule === compose)
    }

    private class Attachment {}
    private final class PhotoAttachment: Attachment {}

    @Test(
        "Bad presentations are typed errors and show nothing: already presenting, off screen, ended, no popover anchor")
    func badPresentations() async throws {
        let (router, branch, inbox) = try await inboxTab()
        defer { withExtendedLifetime((router, branch)) {} }
        let log = OutcomeLog<Draft>()
        inbox.present([.screen(ComposeScreen.self)], completion: log.completion)
        inbox.present([.screen(ComposeScreen.self)], completion: log.completion)
        try #require(branch.module(forTab: "profile")).present(
            [.screen(ComposeScreen.self)], completion: log.completion)
        inbox.present(
            [.screen(ComposeScreen.self)], presentation: ModalPresentation(style: .popover), completion: log.completion)
        inbox.present([], completion: log.completion)
        await settle()
        // Something presented over the branch covers every tab: the unselected one is told so too.
        #expect(log.errors == [.popoverWithoutAnchor, .emptyModelList, .alreadyPresenting, .alreadyPresenting])
        let compose = try #require(inbox.presentedModule)
        compose.cancel()
        await settle()
        compose.present([.screen(PickerScreen.self)], completion: log.completion)
        try #require(branch.module(forTab: "profile")).present(
            [.screen(ComposeScreen.self)], completion: log.completion)
        await settle()
        #expect(log.errors.suffix(2) == [.flowEnded, .notOnScreen])
        #expect(router.window.rootViewController?.presentedViewController == nil)
    }

    @Test("A popover points at its anchor; tapping outside cancels it with dismissedByUser", .headlessOnly)
    func popoverTapOutside() async throws {
        let (router, branch, inbox) = try await inboxTab()
        defer { withExtendedLifetime((router, branch)) {} }
        let log = OutcomeLog<Draft>()
        let anchor = try #require(inbox.viewControllers.first?.view)
        inbox.present(
            [.screen(PickerScreen.self)],
            presentation: .popover(.view(anchor, rect: nil), keepsPopoverInCompactWidth: true),
            completion: log.completion)
        await settle()
        let picker = try #require(inbox.presentedModule)
        #expect(picker.containerViewController.popoverPresentationController?.sourceView === anchor)
        #expect(UserMoves.tapOutsidePopover(picker.containerViewController))
        await settle()
        #expect(log.outcomes == [.cancelled(.dismissedByUser)])
    }

    @Test(
        "On an iPhone a popover shows as a sheet: a tap outside does nothing, the swipe-down cancels it with dismissedByUser",
        .headlessOnly)
    func popoverShowsAsSheetOnIPhone() async throws {
        let (router, branch, inbox) = try await inboxTab()
        defer { withExtendedLifetime((router, branch)) {} }
        let log = OutcomeLog<Draft>()
        let anchor = try #require(inbox.viewControllers.first?.view)
        inbox.present(
            [.screen(PickerScreen.self)], presentation: .popover(.view(anchor, rect: nil)), completion: log.completion)
        await settle()
        let picker = try #require(inbox.presentedModule)
        #expect(!UserMoves.tapOutsidePopover(picker.containerViewController))
        #expect(UserMoves.swipeDownSheet(picker.containerViewController))
        await settle()
        #expect(log.outcomes == [.cancelled(.dismissedByUser)])
        #expect(inbox.presentedModule == nil)
    }

    @Test(
        "A request made during a present animation runs after it; a full-screen module covers the tab bar",
        .headlessOnly)
    func requestsWaitForPresentation() async throws {
        let (router, branch, inbox) = try await inboxTab()
        defer { withExtendedLifetime((router, branch)) {} }
        AnimationClock.hold()
        defer { AnimationClock.release() }
        let log = OutcomeLog<Draft>()
        let requests = ResultLog()
        inbox.present([.screen(ComposeScreen.self)], presentation: .fullScreen, completion: log.completion)
        let compose = try #require(inbox.presentedModule)
        compose.pushViewController(RecipientsScreen.self, completion: requests.completion)
        #expect(compose.stackTypeNames == ["ComposeScreen"])
        #expect(!UserMoves.tapTab(at: 1, in: branch.tabBarController))
        await settle()
        #expect(requests.successCount == 1)
        #expect(compose.stackTypeNames == ["ComposeScreen", "RecipientsScreen"])
        #expect(!UserMoves.tapTab(at: 1, in: branch.tabBarController))
        compose.cancel()
        await settle()
        #expect(UserMoves.tapTab(at: 1, in: branch.tabBarController))
    }

    @Test("A destination while a sheet is up dismisses it: the presenter gets cancelled with destination")
    func destinationCancelsSheet() async throws {
        let (router, branch, inbox) = try await inboxTab()
        defer { withExtendedLifetime((router, branch)) {} }
        let log = OutcomeLog<Draft>()
        inbox.present([.screen(ComposeScreen.self)], completion: log.completion)
        await settle()
        var outcome: DestinationOutcome?
        router.open(AppDestination.settings) { outcome = $0 }
        await settle()
        #expect(outcome == .shown)
        #expect(log.outcomes == [.cancelled(.destination)])
        #expect(inbox.presentedModule == nil)
    }

    @Test("The router's description shows presented modules with their style")
    func descriptionShowsPresentedModules() async throws {
        let (router, branch, inbox) = try await inboxTab()
        defer { withExtendedLifetime((router, branch)) {} }
        inbox.present([.screen(ComposeScreen.self)], presentation: .sheet) {
            (_: Result<ModalOutcome<Draft>, NavigationError>) in
        }
        await settle()
        #expect(router.hierarchyDescription.contains("presents (pageSheet) ModuleNavigationController"))
        #expect(router.hierarchyDescription.contains("[0] (top) ComposeScreen"))
    }

    @Test(
        "App code dismissing a module through UIKit: the presenter gets dismissedByPresenter, and the next request sees it gone"
    )
    func appCodeDismissalThroughUIKit() async throws {
        let (router, branch, inbox) = try await inboxTab()
        defer { withExtendedLifetime((router, branch)) {} }
        let log = OutcomeLog<Draft>()
        inbox.present([.screen(ComposeScreen.self)], completion: log.completion)
        await settle()
        let compose = try #require(inbox.presentedModule)
        #expect(compose.tabBranch == nil && inbox.tabBranch === branch)
        compose.containerViewController.presentingViewController?.dismiss(animated: true)
        await settle()
        #expect(log.outcomes == [.cancelled(.dismissedByPresenter)])

        inbox.present([.screen(ComposeScreen.self)], completion: log.completion)
        await settle()
        try #require(inbox.presentedModule).containerViewController.presentingViewController?.dismiss(animated: false)
        let again = OutcomeLog<Draft>()
        inbox.present([.screen(PickerScreen.self)], completion: again.completion)
        await settle()
        #expect(log.outcomes == [.cancelled(.dismissedByPresenter), .cancelled(.dismissedByPresenter)])
        #expect(again.errors.isEmpty)
        #expect(inbox.presentedModule?.stackTypeNames == ["PickerScreen"])
    }
}
