import Foundation
import NavigationCore
import Testing

/// Destinations of an app whose e-mails carry click-tracking links.
enum ClickDestination: NavigationDestination {
    case tracked(tokens: [String])
    case project(Int)
    case projectsHome
}

@Suite("Route table: links of any path, hosts per route, custom-scheme links that name a host")
struct RouteWildcardTests {
    private func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

    /// The app's own host has exact routes; the tracking host's links are caught whole.
    private func clickTable() throws -> DestinationRouteTable<ClickDestination> {
        var table = DestinationRouteTable<ClickDestination>(schemes: ["https", "appname"], hosts: ["www.example.com"])
        try table.add("projects") { _ in .projectsHome }
        try table.add("projects/:id(int)") { .project(try $0.int("id")) }
        try table.add("f/a/*tokens", hosts: ["clicks.example.com"]) { .tracked(tokens: $0.wildcardSegments) }
        return table
    }

    @Test("A wildcard takes the rest of the path, one segment or more, as segments and as one value")
    func wildcardTakesTheRest() throws {
        var table = DestinationRouteTable<ClickDestination>(schemes: ["myapp"])
        try table.add("f/a/*tokens") { parameters in
            #expect(parameters["tokens"] == parameters.wildcardSegments.joined(separator: "/"))
            return .tracked(tokens: parameters.wildcardSegments)
        }
        #expect(try table.destination(for: url("myapp://f/a/x1/y2/z3")) == .tracked(tokens: ["x1", "y2", "z3"]))
        #expect(try table.destination(for: url("myapp://f/a/only")) == .tracked(tokens: ["only"]))
        #expect(
            try table.destination(for: url("myapp://f/a/one%2Ftwo/three")) == .tracked(tokens: ["one/two", "three"]))
        #expect(throws: DeepLinkError.unknownPath("/f/a")) { try table.destination(for: url("myapp://f/a")) }
    }

    @Test("A literal, then a parameter, wins over a wildcard at the same place; the wildcard takes what they leave")
    func specificRoutesWin() throws {
        var table = DestinationRouteTable<ClickDestination>(schemes: ["myapp"])
        try table.add("projects/:id(int)") { .project(try $0.int("id")) }
        try table.add("projects/home") { _ in .projectsHome }
        try table.add("projects/*rest") { .tracked(tokens: $0.wildcardSegments) }
        #expect(try table.destination(for: url("myapp://projects/7")) == .project(7))
        #expect(try table.destination(for: url("myapp://projects/home")) == .projectsHome)
        #expect(try table.destination(for: url("myapp://projects/seven")) == .tracked(tokens: ["seven"]))
        #expect(try table.destination(for: url("myapp://projects/7/comments")) == .tracked(tokens: ["7", "comments"]))
    }

    @Test("A wildcard must be the last segment, takes no type, and is declared once per place")
    func wildcardPatternsAreChecked() throws {
        var table = DestinationRouteTable<ClickDestination>(schemes: ["myapp"])
        #expect(throws: RouteTableError.self) { try table.add("f/*rest/more") { _ in .projectsHome } }
        #expect(throws: RouteTableError.self) { try table.add("f/*rest(int)") { _ in .projectsHome } }
        try table.add("f/*rest") { _ in .projectsHome }
        #expect(throws: RouteTableError.duplicateRoute("f/*other")) { try table.add("f/*other") { _ in .projectsHome } }
        #expect(table.urlRouteCount == 1)
    }

    @Test("A route's own hosts: the tracking host is caught whole; the app's host keeps its exact routes")
    func hostsPerRoute() throws {
        let table = try clickTable()
        #expect(
            try table.destination(for: url("https://clicks.example.com/f/a/t1/t2/t3"))
                == .tracked(tokens: ["t1", "t2", "t3"]))
        #expect(try table.destination(for: url("https://CLICKS.example.com/f/a/t1")) == .tracked(tokens: ["t1"]))
        #expect(try table.destination(for: url("https://www.example.com/projects/3")) == .project(3))
        // The app's host does not serve the tracking route, and the tracking host not the app's routes.
        #expect(throws: DeepLinkError.unknownPath("/f/a/t1")) {
            try table.destination(for: url("https://www.example.com/f/a/t1"))
        }
        #expect(throws: DeepLinkError.unknownPath("/projects/3")) {
            try table.destination(for: url("https://clicks.example.com/projects/3"))
        }
        #expect(throws: DeepLinkError.unsupportedHost("other.example.com")) {
            try table.destination(for: url("https://other.example.com/f/a/t1"))
        }
        #expect(table.urlRouteCount == 3)
    }

    @Test("A host listed by the table and by a route tries the route's first, then the table's")
    func sharedHostFallsBackToTheTable() throws {
        var table = DestinationRouteTable<ClickDestination>(schemes: ["https"], hosts: ["example.com"])
        try table.add("projects/:id(int)") { .project(try $0.int("id")) }
        try table.add("go/*rest", hosts: ["example.com"]) { .tracked(tokens: $0.wildcardSegments) }
        #expect(try table.destination(for: url("https://example.com/go/x")) == .tracked(tokens: ["x"]))
        #expect(try table.destination(for: url("https://example.com/projects/2")) == .project(2))
    }

    @Test("Custom-scheme links: the host is the first segment by default, or read as a host when the table says so")
    func customSchemeHosts() throws {
        var table = try clickTable()
        let link = try url("appname://www.example.com/projects/1")
        #expect(throws: DeepLinkError.unknownPath("/www.example.com/projects/1")) { try table.destination(for: link) }
        #expect(try table.destination(for: url("appname://projects/1")) == .project(1))

        table.customSchemeHost = .isHost
        #expect(try table.destination(for: link) == .project(1))
        #expect(try table.destination(for: url("appname://clicks.example.com/f/a/q")) == .tracked(tokens: ["q"]))
        #expect(throws: DeepLinkError.unsupportedHost("projects")) {
            try table.destination(for: url("appname://projects/1"))
        }
    }

    @Test("The host a route read is handed to it: a custom-scheme host too, once read as a host")
    func hostReachesTheHandler() throws {
        var table = DestinationRouteTable<ClickDestination>(schemes: ["appname"], hosts: ["www.example.com"])
        table.customSchemeHost = .isHost
        try table.add("projects/:id(int)") { parameters in
            #expect(parameters.host == "www.example.com")
            return .project(try parameters.int("id"))
        }
        #expect(try table.destination(for: url("appname://WWW.example.com/projects/5")) == .project(5))
    }
}

@Suite("Route table: the bare host")
struct BareHostRouteTests {
    @Test("An empty pattern matches the bare host of a web link, with or without its slash")
    func emptyPatternMatchesTheBareHost() throws {
        var table = DestinationRouteTable<ClickDestination>(schemes: ["https"], hosts: ["example.com"])
        try table.add("") { _ in .projectsHome }
        #expect(try table.destination(for: #require(URL(string: "https://example.com"))) == .projectsHome)
        #expect(try table.destination(for: #require(URL(string: "https://example.com/"))) == .projectsHome)
    }
}
