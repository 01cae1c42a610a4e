import NavigationCore
import NavigationTabs
import NavigationTestSupport
import Testing

final class PhotoScreen: NavigationModuleViewController {}

@Suite("Modal screens: one screen presented without a navigation stack")
@MainActor
struct ScreenPresentationTests {
    @Test("A screen presented alone has no navigation controller, reaches its module, finishes once and is released")
    func screenFinishesAndIsReleased() async throws {
        let (router, _, inbox) = try await inboxTab()
        let events = EventLog(router)
        let log = OutcomeLog<Int>()
        inbox.present(screen: .screen(PhotoScreen.self), presentation: .fullScreen, completion: log.completion)
        await settle()
        weak var weakModule: NavigationModule?
        weak var weakScreen: PhotoScreen?
        do {
            let module = try #require(inbox.presentedModule)
            let screen = try #require(module.viewControllers.first as? PhotoScreen)
            weakModule = module
            weakScreen = screen
            #expect(module.viewControllers.count == 1)
            #expect(screen.navigationController == nil)
            #expect(screen.navigationModule === module)
            #expect(module.presentingModule === inbox)
            #expect(inbox.containerViewController.presentedViewController === module.containerViewController)
            #expect(screen.parent === module.containerViewController)
            #expect(screen.viewIfLoaded?.window != nil)
            let second = ResultLog()
            screen.navigationModule?.finish(with: 3)
            screen.navigationModule?.finish(with: 4, completion: second.completion)
            await settle()
            #expect(second.errors == [.notPresented])
        }
        await settle()
        #expect(log.outcomes == [.finished(3)])
        #expect(inbox.presentedModule == nil)
        #expect(weakModule == nil)
        #expect(weakScreen == nil)
        #expect(
            events.lines == [
                "presented PhotoScreen as fullScreen over inbox: InboxRootScreen",
                "dismissed PhotoScreen, finished (code)",
            ])
    }

    @Test("Pushing or popping on a lone screen fails with noNavigationStack and moves nothing")
    func noStackRequestsFail() async throws {
        let (router, _, inbox) = try await inboxTab()
        defer { withExtendedLifetime(router) {} }
        let log = OutcomeLog<Int>()
        inbox.present(screen: .screen(PhotoScreen.self), presentation: .fullScreen, completion: log.completion)
        await settle()
        let module = try #require(inbox.presentedModule)
        await #expect(throws: NavigationError.noNavigationStack) {
            try await module.pushViewController(SettingsScreen.self, animated: false)
        }
        await #expect(throws: NavigationError.noNavigationStack) { try await module.popViewController() }
        await #expect(throws: NavigationError.noNavigationStack) { try await module.popToRootViewController() }
        #expect(module.viewControllers.map { String(describing: type(of: $0)) } == ["PhotoScreen"])
        #expect(module.containerViewController.presentedViewController == nil)
        #expect(NavigationError.noNavigationStack.description.contains("without a navigation stack"))
    }

    @Test("The async form returns the outcome; a lone screen can present a module of its own")
    func asyncFormAndChain() async throws {
        let (router, _, inbox) = try await inboxTab()
        defer { withExtendedLifetime(router) {} }
        let task = Task { try await inbox.present(screen: .screen(PhotoScreen.self), returning: Draft.self) }
        await settle(until: { inbox.presentedModule != nil })
        let photo = try #require(inbox.presentedModule)
        let chained = OutcomeLog<Int>()
        photo.present([.screen(SettingsScreen.self)], presentation: .fullScreen, completion: chained.completion)
        await settle()
        weak var weakSettings: NavigationModule?
        do {
            let settings = try #require(photo.presentedModule)
            weakSettings = settings
            #expect(settings.presentingModule === photo)
        }
        photo.finish(with: Draft(text: "caption"))
        await settle()
        #expect(try await task.value == .finished(Draft(text: "caption")))
        #expect(chained.outcomes == [.cancelled(.dismissedByPresenter)])
        #expect(weakSettings == nil)
    }

    @Test("A builder that returns a container, or a module model, is a typed error and nothing is presented")
    func unusableScreensAreRefused() async throws {
        let (router, _, inbox) = try await inboxTab()
        defer { withExtendedLifetime(router) {} }
        let navigationLog = OutcomeLog<Int>()
        inbox.present(
            screen: NavigationModel(builder: { _ in UINavigationController() }), completion: navigationLog.completion)
        let moduleLog = OutcomeLog<Int>()
        inbox.present(screen: .tabBranch(standardTabs()), completion: moduleLog.completion)
        let popoverLog = OutcomeLog<Int>()
        inbox.present(
            screen: .screen(PhotoScreen.self), presentation: ModalPresentation(style: .popover),
            completion: popoverLog.completion)
        await settle()
        #expect(
            navigationLog.errors == [
                .unusableScreen(typeName: "UINavigationController", problem: .navigationController)
            ])
        #expect(moduleLog.errors == [.moduleModelInStack])
        #expect(popoverLog.errors == [.popoverWithoutAnchor])
        #expect(inbox.presentedModule == nil)
        #expect(inbox.containerViewController.presentedViewController == nil)
    }

    @Test(
        "A lone screen in a sheet: the user's swipe cancels it, unless the screen holds unsaved input",
        .headlessOnly)
    func swipeDownRespectsTheScreen() async throws {
        let (router, _, inbox) = try await inboxTab()
        defer { withExtendedLifetime(router) {} }
        let log = OutcomeLog<Int>()
        inbox.present(screen: .screen(PhotoScreen.self), presentation: .sheet, completion: log.completion)
        await settle()
        let module = try #require(inbox.presentedModule)
        let screen = try #require(module.viewControllers.first)
        screen.isModalInPresentation = true
        #expect(!UserMoves.swipeDownSheet(screen))
        await settle()
        #expect(log.entries.isEmpty)
        screen.isModalInPresentation = false
        #expect(UserMoves.swipeDownSheet(screen))
        await settle()
        #expect(log.outcomes == [.cancelled(.dismissedByUser)])
        #expect(inbox.presentedModule == nil)
    }

    @Test("A flow change with a lone screen up cancels it with flowChanged and releases it")
    func flowChangeReleasesScreen() async throws {
        let (router, _, inbox) = try await inboxTab()
        let log = OutcomeLog<Int>()
        inbox.present(screen: .screen(PhotoScreen.self), presentation: .fullScreen, completion: log.completion)
        await settle()
        weak let weakScreen = inbox.presentedModule?.viewControllers.first
        try await router.startNextNavigationModule(with: [.screen(SignInScreen.self)], transition: .none)
        #expect(log.outcomes == [.cancelled(.flowChanged)])
        #expect(weakScreen == nil)
    }

    @Test("The hierarchy shows a lone screen in its container, with its style")
    func hierarchyShowsLoneScreen() async throws {
        let (router, _, inbox) = try await inboxTab()
        let log = OutcomeLog<Int>()
        inbox.present(screen: .screen(PhotoScreen.self), presentation: .fullScreen, completion: log.completion)
        await settle()
        #expect(
            router.hierarchyDescription.hasSuffix(
                """
                      presents (fullScreen) ScreenHostController
                        PhotoScreen
                """))
    }
}
