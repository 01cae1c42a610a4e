import Foundation
import NavigationCore
import NavigationTabs
import NavigationTestSupport
import Testing

/// What a crowdfunding app's e-mail links need: a click-tracking link followed to its final URL, a
/// resolution passed on, a refused link that keeps its URL, the outcome of each launch input, and
/// analytics data that travels with a destination.
@Suite("What a resolver needs: redirects, nested resolutions, refused links and extras")
@MainActor
struct LinkResolverNeedsTests {
    private func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

    /// The shop's links: its own project pages, and click-tracking links whose final URL a fetch finds.
    private func clickRoutes(finalURL: @escaping @Sendable (RouteParameters) -> URL) throws
        -> DestinationRouteTable<ShopDestination>
    {
        var routes = DestinationRouteTable<ShopDestination>(schemes: ["https"], hosts: ["shop.example.com"])
        try routes.add("projects/:id(int)") { .project(try $0.int("id")) }
        try routes.add("activity") { _ in .activity }
        try routes.addResolver("f/a/*tokens", hosts: ["clicks.example.com"]) { parameters in
            .redirect(to: finalURL(parameters))
        }
        return routes
    }

    private func signedIn() async -> (NavigationRouter, LinkLog) {
        let router = NavigationRouter(in: makeTestWindow())
        router.startNavigationModuleFrom(shopTabs())
        await settle()
        return (router, LinkLog(observing: router))
    }

    @Test("A click-tracking link redirected to a project's URL shows the project, as one link")
    func redirectShowsTheFinalURLsDestination() async throws {
        let routes = try clickRoutes { _ in URL(string: "https://shop.example.com/projects/12")! }
        let (router, log) = await signedIn()
        let click = try url("https://clicks.example.com/f/a/t1/t2/t3")
        router.open(click, using: routes, completion: log.outcome("click"))
        await eventually { log.outcomes["click"] != nil }
        await settle()
        #expect(log.outcomes["click"] == .shown)
        let project = AnyNavigationDestination(ShopDestination.project(12))
        #expect(log.events == [.resolving(.url(click)), .shown(project)])
        #expect(router.currentModule?.selectedStackTypeNames == ["ExploreScreen", "ProjectScreen"])
    }

    @Test("A redirect to a URL the table refuses is rejected under that URL; a redirect loop ends after the limit")
    func redirectRefusalsAndLoops() async throws {
        let (router, log) = await signedIn()
        let unknown = try clickRoutes { _ in URL(string: "https://shop.example.com/nowhere")! }
        let click = try url("https://clicks.example.com/f/a/x")
        router.open(click, using: unknown, completion: log.outcome("unknown"))
        await eventually { log.outcomes["unknown"] != nil }
        let nowhere = try url("https://shop.example.com/nowhere")
        #expect(log.outcomes["unknown"] == .rejected(.url(nowhere), reason: .unknownPath("/nowhere")))

        let looping = try clickRoutes { parameters in
            URL(string: "https://clicks.example.com/f/a/\(parameters.wildcardSegments.count)/more")!
        }
        router.open(click, using: looping, completion: log.outcome("loop"))
        await eventually { log.outcomes["loop"] != nil }
        guard case .rejected(_, .rejectedByHandler(let reason)) = log.outcomes["loop"] else {
            Issue.record("expected a rejection, got \(String(describing: log.outcomes["loop"]))")
            return
        }
        #expect(reason.contains("redirects"))
        #expect(router.resolvingLink == nil)
    }

    @Test("A table's resolution names the URL a nested hand-off means, and tells its kind without ==")
    func nestedResolutions() async throws {
        var inner = DestinationRouteTable<ShopDestination>(schemes: ["https"], hosts: ["shop.example.com"])
        try inner.add("projects/:id(int)") { .project(try $0.int("id")) }
        try inner.addResolver("blog/*post") { _ in .handOff }
        let blog = try url("https://shop.example.com/blog/2026/launch")
        let resolution = await inner.resolution(for: .url(blog))
        #expect(resolution.kind == .handOff(blog))
        let project = await inner.resolution(for: .url(try url("https://shop.example.com/projects/4")))
        guard case .show(let destination) = project.kind else {
            Issue.record("expected show, got \(project.kind)")
            return
        }
        #expect(destination == .project(4))

        // An outer resolver passes the inner answer on: the blog post is handed off, not the click link.
        let blogTable = inner
        var outer = DestinationRouteTable<ShopDestination>(schemes: ["https"], hosts: [])
        try outer.addResolver("f/*tokens", hosts: ["clicks.example.com"]) { _ in
            await blogTable.resolution(for: .url(blog))
        }
        let (router, log) = await signedIn()
        var handedOff: [URL] = []
        router.onHandOff = { handedOff.append($0) }
        router.open(try url("https://clicks.example.com/f/abc"), using: outer, completion: log.outcome("click"))
        await eventually { log.outcomes["click"] != nil }
        #expect(log.outcomes["click"] == .handedOff(blog))
        #expect(handedOff == [blog])
    }

    @Test("A URL link whose destination a module's plan refuses is reported with its URL")
    func refusedLinkKeepsItsURL() async throws {
        var routes = DestinationRouteTable<ShopDestination>(schemes: ["shop"])
        try routes.add("projects/:id(int)") { .project(try $0.int("id")) }
        let router = NavigationRouter(in: makeTestWindow())
        router.startNavigationModuleFrom(
            NavigationModel.flow(
                [.screen(ExploreScreen.self)],
                destinations: DestinationHandler(ShopDestination.self) { _ in .reject("not in this country") }))
        await settle()
        let log = LinkLog(observing: router)
        let link = try url("shop://projects/9")
        router.open(link, using: routes, completion: log.outcome("link"))
        await settle()
        #expect(log.outcomes["link"] == .rejected(.url(link), reason: .rejectedByHandler("not in this country")))
        #expect(log.events == [.rejected(.url(link), reason: .rejectedByHandler("not in this country"))])
    }

    @Test("Each input of a cold launch tells how it ended", .headlessOnly)
    func launchInputsTellTheirOutcomes() async throws {
        var routes = DestinationRouteTable<ShopDestination>(schemes: ["shop"])
        try routes.add("projects/:id(int)") { .project(try $0.int("id")) }
        try routes.addShortcut(type: "activity") { _ in .activity }
        let delegate = SampleSceneDelegate(routes: routes, firstFlow: .screen(SignInScreen.self))
        let scene = SystemEvents.connect(
            delegate, urls: [try url("shop://projects/3"), try url("shop://nowhere")],
            shortcutItem: UIApplicationShortcutItem(type: "activity", localizedTitle: "Activity"))
        await settle()
        let nowhere = try url("shop://nowhere")
        #expect(delegate.outcomes[.url(try url("shop://projects/3"))] == .held)
        #expect(delegate.outcomes[.url(nowhere)] == .rejected(.url(nowhere), reason: .unknownPath("/nowhere")))
        #expect(delegate.outcomes[.shortcut(type: "activity", userInfo: .dictionary([:]))] == .held)
        SystemEvents.open([try url("shop://projects/4")], in: scene)
        await settle()
        #expect(delegate.outcomes[.url(try url("shop://projects/4"))] == .held)
    }

    @Test("Extras travel with a destination without being part of it: the newer request's reach the screen")
    func extrasTravelWithTheDestination() async throws {
        let router = NavigationRouter(in: makeTestWindow())
        router.startNavigationModuleFrom(.screen(SignInScreen.self))
        await settle()
        let log = LinkLog(observing: router)
        router.open(TaggedDestination.project(5, ref: DestinationExtra("newsletter")), completion: nil)
        router.open(TaggedDestination.project(5, ref: DestinationExtra("push")), completion: nil)
        await settle()
        let held = try #require(router.pendingDestination?.as(TaggedDestination.self))
        guard case .project(_, let ref) = held else { return }
        #expect(ref.value == "push")
        #expect(!log.events.contains { if case .replaced = $0 { true } else { false } })

        router.startNextNavigationModule(with: [TaggedScreen.flow()], transition: .none, completion: nil)
        await settle()
        let screen = try #require(router.currentModule?.viewControllers.last as? TaggedScreen)
        #expect(screen.refs == ["push"])
        router.open(TaggedDestination.project(5, ref: DestinationExtra("banner")), completion: nil)
        await settle()
        #expect(screen.refs == ["push", "banner"])
        #expect(router.currentModule?.viewControllers.count == 2)
        // Logs read the same, set or not.
        #expect("\(DestinationExtra<String?>("push"))" == "push")
        #expect("\(DestinationExtra<String?>(nil))" == "nil")
    }
}

/// A destination with an analytics ref tag that is no part of its identity.
enum TaggedDestination: NavigationDestination {
    case project(Int, ref: DestinationExtra<String>)
}

/// A project page that records the ref tag of every request that showed it.
final class TaggedScreen: NavigationModuleViewController, NavigationInputScreen {
    typealias Input = TaggedDestination
    var refs: [String] = []

    override var shownDestination: (any NavigationDestination)? { input }

    override func viewDidLoad() {
        super.viewDidLoad()
        if case .project(_, let ref) = input { refs.append(ref.value) }
    }

    override func refresh(for destination: any NavigationDestination) {
        if case .project(_, let ref) = destination as? TaggedDestination { refs.append(ref.value) }
    }

    /// A flow whose root pushes the project page a destination names.
    @MainActor
    static func flow() -> NavigationModel {
        .flow(
            [.screen(ExploreScreen.self)],
            destinations: DestinationHandler(TaggedDestination.self) { destination in
                .push([NavigationModel(TaggedScreen.self, input: destination)])
            })
    }
}
