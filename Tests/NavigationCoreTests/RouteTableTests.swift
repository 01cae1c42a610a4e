import Foundation
import NavigationCore
import Testing

enum LinkDestination: NavigationDestination {
    case inbox
    case message(id: Int)
    case newMessage
    case search(query: String, page: Int?)
    case user(UUID)
    case file(name: String)
    case compose(to: String?)
}

@Suite("Route table: URLs, shortcuts and notifications to destinations")
struct RouteTableTests {
    private func makeTable(hosts: Set<String> = []) throws -> DestinationRouteTable<LinkDestination> {
        var table = DestinationRouteTable<LinkDestination>(schemes: ["myapp", "https"], hosts: hosts)
        try table.add("messages") { _ in .inbox }
        try table.add("messages/new") { _ in .newMessage }
        try table.add("messages/:id(int)") { .message(id: try $0.int("id")) }
        try table.add("search") { parameters in
            .search(query: try parameters.string("q"), page: parameters["page"].flatMap { Int($0) })
        }
        try table.add("users/:id(uuid)") { .user(try $0.uuid("id")) }
        try table.add("files/:name") { .file(name: try $0.string("name")) }
        try table.addShortcut(type: "compose") { .compose(to: $0["to"]) }
        try table.addNotification(type: "message") { .message(id: try $0.int("id")) }
        return table
    }

    private func destination(_ text: String, hosts: Set<String> = []) throws -> LinkDestination {
        try makeTable(hosts: hosts).destination(forURLString: text)
    }

    @Test("Custom-scheme links: the host is the first segment; literals win over parameters")
    func customSchemeLinks() throws {
        #expect(try destination("myapp://messages") == .inbox)
        #expect(try destination("myapp://messages/") == .inbox)
        #expect(try destination("myapp://messages/42") == .message(id: 42))
        #expect(try destination("myapp://messages/new") == .newMessage)
        #expect(try destination("MYAPP://messages/7") == .message(id: 7))
    }

    @Test("Empty segments are skipped, and a custom-scheme link may leave out the authority's slashes")
    func emptySegmentsAndMissingAuthority() throws {
        for text in ["myapp:messages/42", "myapp:///messages/42", "myapp://messages/42/", "myapp://messages//42"] {
            #expect(try destination(text) == .message(id: 42), "\(text)")
        }
        #expect(
            try destination("https://example.com//messages/3/", hosts: ["example.com"]) == .message(id: 3))
    }

    @Test("Web links: the host must be declared, and the whole path is matched")
    func webLinks() throws {
        #expect(try destination("https://example.com/messages/3", hosts: ["example.com"]) == .message(id: 3))
        #expect(throws: DeepLinkError.unsupportedHost("evil.com")) {
            try destination("https://evil.com/messages/3", hosts: ["example.com"])
        }
    }

    @Test("One table serves two domains: a route reads the web link's host, none for a custom-scheme link")
    func routeReadsTheHost() throws {
        var table = DestinationRouteTable<LinkDestination>(
            schemes: ["myapp", "https"], hosts: ["example.com", "shop.example.com"])
        try table.add("items/:name") { parameters in
            parameters.host == "shop.example.com" ? .file(name: try parameters.string("name")) : .inbox
        }
        #expect(try table.destination(forURLString: "https://SHOP.example.com/items/cart") == .file(name: "cart"))
        #expect(try table.destination(forURLString: "https://example.com/items/cart") == .inbox)
        #expect(try table.destination(forURLString: "myapp://items/cart") == .inbox)
    }

    @Test("Typed parameters: integers, UUIDs and strings, with query items and percent-decoding")
    func typedParametersAndQueries() throws {
        let uuid = UUID()
        #expect(try destination("myapp://users/\(uuid.uuidString)") == .user(uuid))
        #expect(
            try destination("myapp://search?q=caf%C3%A9%20au%20lait&page=2") == .search(query: "café au lait", page: 2))
        #expect(try destination("myapp://files/a%2Fb%20c") == .file(name: "a/b c"))
    }

    @Test("A parameter of the wrong type is a typed error naming it")
    func wrongParameterType() {
        #expect(throws: DeepLinkError.invalidParameter(name: "id", expected: .int, value: "abc")) {
            try destination("myapp://messages/abc")
        }
        #expect(throws: DeepLinkError.invalidParameter(name: "id", expected: .uuid, value: "42")) {
            try destination("myapp://users/42")
        }
        #expect(throws: DeepLinkError.invalidParameter(name: "id", expected: .int, value: "99999999999999999999999")) {
            try destination("myapp://messages/99999999999999999999999")
        }
    }

    @Test("Unknown scheme, unknown path, missing value and malformed text are typed errors")
    func unknownInputs() throws {
        #expect(throws: DeepLinkError.unsupportedScheme("otherapp")) { try destination("otherapp://messages") }
        #expect(throws: DeepLinkError.unsupportedScheme(nil)) { try destination("messages/1") }
        #expect(throws: DeepLinkError.unknownPath("/settings/privacy")) { try destination("myapp://settings/privacy") }
        #expect(throws: DeepLinkError.unknownPath("/messages/1/extra")) { try destination("myapp://messages/1/extra") }
        #expect(throws: DeepLinkError.missingParameter(name: "q")) { try destination("myapp://search") }
        #expect(throws: DeepLinkError.malformedURL("http://[::1")) { try destination("http://[::1") }
        #expect(throws: DeepLinkError.malformedURL("")) { try destination("") }
        // URL parsing escapes a stray "%" (as iOS 17 and later do), so it reaches the route as text.
        #expect(try destination("myapp://files/%ZZ") == .file(name: "%ZZ"))
    }

    @Test("A stray \"%\" beside valid escapes stays text, and the valid escapes still decode")
    func strayPercentBesideValidEscapes() throws {
        #expect(try destination("myapp://files/%41%ZZ") == .file(name: "A%ZZ"))
        #expect(try destination("myapp://files/%41%41%4") == .file(name: "AA%4"))
        #expect(try destination("myapp://files/%E2%82%AC%") == .file(name: "€%"))
    }

    @Test("An over-long URL is rejected before parsing, at the documented default limit")
    func overLongURL() throws {
        let table = try makeTable()
        #expect(DestinationRouteTable<LinkDestination>.defaultMaximumURLLength == 2_048)
        let longText = "myapp://messages/" + String(repeating: "1", count: 2_100)
        #expect(throws: DeepLinkError.urlTooLong(length: longText.count, limit: 2_048)) {
            try table.destination(forURLString: longText)
        }
        var short = table
        short.maximumURLLength = 20
        #expect(throws: DeepLinkError.urlTooLong(length: 25, limit: 20)) {
            try short.destination(forURLString: "myapp://messages/12345678")
        }
    }

    @Test("Shortcut types map through the same table, with their values")
    func shortcuts() throws {
        let table = try makeTable()
        #expect(try table.destination(forShortcutType: "compose", values: ["to": "ada"]) == .compose(to: "ada"))
        #expect(throws: DeepLinkError.unknownShortcut(type: "delete-everything")) {
            try table.destination(forShortcutType: "delete-everything")
        }
    }

    @Test("Notification payloads map by their type key; malformed payloads are typed errors")
    func notifications() throws {
        let table = try makeTable()
        #expect(
            try table.destination(forNotification: ["type": "message", "id": 9, "aps": ["alert": "Hi"]])
                == .message(id: 9))
        #expect(try table.destination(forNotification: ["type": "message", "id": "12"]) == .message(id: 12))
        #expect(throws: DeepLinkError.malformedPayload(reason: "no string under \"type\"")) {
            try table.destination(forNotification: ["id": 9])
        }
        #expect(throws: DeepLinkError.malformedPayload(reason: "no string under \"type\"")) {
            try table.destination(forNotification: ["type": 5])
        }
        #expect(throws: DeepLinkError.unknownNotificationType("wipe")) {
            try table.destination(forNotification: ["type": "wipe"])
        }
        #expect(throws: DeepLinkError.invalidParameter(name: "id", expected: .int, value: "x")) {
            try table.destination(forNotification: ["type": "message", "id": "x"])
        }
        #expect(throws: DeepLinkError.missingParameter(name: "id")) {
            try table.destination(forNotification: ["type": "message"])
        }
    }

    @Test("Routes name their parameters their own way: the same position may have different names")
    func parameterNamesBelongToEachRoute() throws {
        var table = DestinationRouteTable<LinkDestination>(schemes: ["myapp"])
        try table.add("discover/categories/:category_id") { .file(name: try $0.string("category_id")) }
        try table.add("discover/categories/:parent_category_id/:category_id") {
            .search(query: try $0.string("parent_category_id"), page: Int(try $0.string("category_id")))
        }
        #expect(try table.destination(forURLString: "myapp://discover/categories/art") == .file(name: "art"))
        #expect(
            try table.destination(forURLString: "myapp://discover/categories/art/12") == .search(query: "art", page: 12)
        )
    }

    @Test("Declaring a duplicate, a conflicting parameter or an unreadable pattern is a typed error")
    func badDeclarations() throws {
        var table = try makeTable()
        #expect(throws: RouteTableError.duplicateRoute("/messages/")) { try table.add("/messages/") { _ in .inbox } }
        #expect(throws: RouteTableError.conflictingParameter("messages/:name")) {
            try table.add("messages/:name") { _ in .inbox }
        }
        #expect(throws: RouteTableError.invalidPattern("a/:id(float)", reason: "unknown parameter type float")) {
            try table.add("a/:id(float)") { _ in .inbox }
        }
        #expect(
            throws: RouteTableError.invalidPattern(
                "a/:(int)", reason: "a parameter needs a name of letters, digits and _")
        ) {
            try table.add("a/:(int)") { _ in .inbox }
        }
        #expect(throws: RouteTableError.invalidPattern("a/:x/:x", reason: "the parameter x appears twice")) {
            try table.add("a/:x/:x") { _ in .inbox }
        }
        #expect(throws: RouteTableError.duplicateType("compose")) {
            try table.addShortcut(type: "compose") { _ in .inbox }
        }
        #expect(table.urlRouteCount == 6)
    }

    @Test("A table with thousands of routes still finds each one, and unrelated routes never match")
    func manyRoutes() throws {
        var table = DestinationRouteTable<LinkDestination>(schemes: ["myapp"])
        for index in 0..<2_000 {
            try table.add("section\(index)/items/:id(int)") { _ in .message(id: index) }
        }
        #expect(table.urlRouteCount == 2_000)
        #expect(try table.destination(forURLString: "myapp://section1999/items/5") == .message(id: 1_999))
        #expect(try table.destination(forURLString: "myapp://section0/items/5") == .message(id: 0))
        #expect(throws: DeepLinkError.unknownPath("/section2000/items/5")) {
            try table.destination(forURLString: "myapp://section2000/items/5")
        }
    }

    // MARK: Standard, strict matching

    @Test("Scheme and host compare case-insensitively; path segments compare exactly")
    func caseRules() throws {
        #expect(try destination("MYAPP://MESSAGES/42") == .message(id: 42))
        #expect(throws: DeepLinkError.invalidParameter(name: "id", expected: .int, value: "New")) {
            try destination("myapp://Messages/New")
        }
        #expect(try destination("myapp://Messages") == .inbox)
        #expect(try destination("HTTPS://EXAMPLE.com/messages/3", hosts: ["example.com"]) == .message(id: 3))
        #expect(throws: DeepLinkError.unknownPath("/Messages/3")) {
            try destination("https://example.com/Messages/3", hosts: ["example.com"])
        }
        #expect(throws: DeepLinkError.invalidParameter(name: "id", expected: .int, value: "NEW")) {
            try destination("myapp://messages/NEW")
        }
    }

    @Test("One table serves custom-scheme links and web links: the hosts apply to web links only")
    func customAndWebLinksInOneTable() throws {
        #expect(try destination("myapp://messages/4", hosts: ["example.com"]) == .message(id: 4))
        #expect(try destination("https://example.com/messages/4", hosts: ["example.com"]) == .message(id: 4))
        #expect(throws: DeepLinkError.unsupportedHost("example.com")) {
            try destination("https://example.com/messages/4")
        }
    }

    @Test("User info on any link, or a port on a custom-scheme link, is rejected")
    func userInfoAndPortRejected() {
        #expect(throws: DeepLinkError.unsupportedAuthority("user@messages")) {
            try destination("myapp://user@messages/42")
        }
        #expect(throws: DeepLinkError.unsupportedAuthority("user:secret@messages")) {
            try destination("myapp://user:secret@messages/42")
        }
        #expect(throws: DeepLinkError.unsupportedAuthority("messages:8080")) {
            try destination("myapp://messages:8080/42")
        }
        #expect(throws: DeepLinkError.unsupportedAuthority("messages:")) { try destination("myapp://messages:/42") }
        #expect(throws: DeepLinkError.unsupportedAuthority("ada@example.com")) {
            try destination("https://ada@example.com/messages/3", hosts: ["example.com"])
        }
    }

    @Test("An int parameter accepts only a canonical decimal integer within Int's range")
    func canonicalIntegers() throws {
        #expect(try destination("myapp://messages/0") == .message(id: 0))
        #expect(try destination("myapp://messages/-5") == .message(id: -5))
        #expect(try destination("myapp://messages/9223372036854775807") == .message(id: Int.max))
        #expect(try destination("myapp://messages/-9223372036854775808") == .message(id: Int.min))
        for text in ["+5", "007", "-0", "00", "-", "5%20", "9223372036854775808", "1e3", "0x1F"] {
            #expect(throws: DeepLinkError.self, "\(text) must be refused") {
                try destination("myapp://messages/\(text)")
            }
        }
        #expect(throws: DeepLinkError.invalidParameter(name: "n", expected: .int, value: "+2")) {
            try RouteParameters(values: ["n": "+2"]).int("n")
        }
        #expect(try RouteParameters(values: ["n": "12"]).int("n") == 12)
    }

    @Test("The length limit counts the URL as given: a non-ASCII character counts once, not as its escapes")
    func lengthCountsInputAsGiven() throws {
        let table = try makeTable()
        let name = String(repeating: "中", count: 2_000)
        let text = "myapp://files/" + name
        #expect(try table.destination(forURLString: text) == .file(name: name))
        #expect(try table.destination(for: try #require(URL(string: text))) == .file(name: name))
        let tooLong = "myapp://files/" + String(repeating: "中", count: 2_040)
        #expect(throws: DeepLinkError.urlTooLong(length: 2_054, limit: 2_048)) {
            try table.destination(forURLString: tooLong)
        }
        #expect(throws: DeepLinkError.urlTooLong(length: 2_054, limit: 2_048)) {
            try table.destination(for: try #require(URL(string: tooLong)))
        }
        // ASCII escapes count as given: three characters each.
        var short = table
        short.maximumURLLength = 20
        #expect(throws: DeepLinkError.urlTooLong(length: 22, limit: 20)) {
            try short.destination(for: try #require(URL(string: "myapp://files/a%20b%20")))
        }
    }

    @Test("Every deep-link error explains itself in a sentence")
    func deepLinkErrorsDescribeThemselves() {
        let errors: [DeepLinkError] = [
            .malformedURL("x"), .urlTooLong(length: 3, limit: 2), .unsupportedScheme("x"), .unsupportedHost("x"),
            .unsupportedAuthority("u@x"), .unknownPath("/x"),
            .invalidParameter(name: "id", expected: .int, value: "x"), .missingParameter(name: "id"),
            .unknownShortcut(type: "x"), .unknownNotificationType("x"), .malformedPayload(reason: "x."),
            .nonNavigatingNotificationAction("x"), .unsupportedUserActivity(type: "x"), .rejectedByHandler("x."),
        ]
        #expect(Set(errors.map(\.description)).count == errors.count)
        #expect(errors.allSatisfy { $0.description.hasSuffix(".") })
    }

    @Test("Only the notification actions the table lists navigate; by default, opening the notification")
    func notificationActions() throws {
        var table = try makeTable()
        let payload: [AnyHashable: Any] = ["type": "message", "id": 3]
        let openAction = DestinationRouteTable<LinkDestination>.defaultNotificationActionIdentifier
        #expect(openAction == "com.apple.UNNotificationDefaultActionIdentifier")
        #expect(try table.destination(forNotification: payload, actionIdentifier: openAction) == .message(id: 3))
        #expect(throws: DeepLinkError.nonNavigatingNotificationAction("mark-read")) {
            try table.destination(forNotification: payload, actionIdentifier: "mark-read")
        }
        table.navigatingNotificationActions.insert("reply")
        #expect(try table.destination(forNotification: payload, actionIdentifier: "reply") == .message(id: 3))
    }
}
