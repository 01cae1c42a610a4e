// libFuzzer's entry point for the route table, built with `-sanitize=fuzzer` by `Fuzz/run-fuzzer`.
// Each input is bytes: the first picks URL (the main table, or the table that reads a custom scheme's
// host as a host), shortcut or notification matching; the rest is the input.
// Any crash fails; so does a destination the declared routes do not give (checked against a plain
// re-derivation below); libFuzzer's -timeout catches a match that takes far longer than its input.

import Foundation
import NavigationCore

enum FuzzDestination: NavigationDestination {
    case inbox
    case message(Int)
    case thread(String, Int)
    case compose(to: String?)
    case shortcutCompose
    case notificationMessage(Int)
    case file([String])
    case tracked([String])
    case project(Int)
}

let routes: DestinationRouteTable<FuzzDestination> = {
    var table = DestinationRouteTable<FuzzDestination>(schemes: ["fuzz", "https"], hosts: ["fuzz.example"])
    do {
        try table.add("inbox") { _ in .inbox }
        try table.add("messages/:id(int)") { .message(try $0.int("id")) }
        try table.add("threads/:name/:id(int)") { .thread(try $0.string("name"), try $0.int("id")) }
        try table.add("compose") { .compose(to: try? $0.string("to")) }
        try table.add("files/*path") { .file($0.wildcardSegments) }
        try table.add("f/a/*tokens", hosts: ["clicks.example"]) { .tracked($0.wildcardSegments) }
        try table.addShortcut(type: "compose") { _ in .shortcutCompose }
        try table.addNotification(type: "message") { .notificationMessage(try $0.int("id")) }
    } catch {
        fatalError("The fuzzer's routes are invalid: \(error)")
    }
    return table
}()

/// A table that reads a custom scheme's host as a host: `app://www.fuzz.example/projects/7`.
let hostRoutes: DestinationRouteTable<FuzzDestination> = {
    var table = DestinationRouteTable<FuzzDestination>(schemes: ["app"], hosts: ["www.fuzz.example"])
    table.customSchemeHost = .isHost
    do {
        try table.add("projects/:id(int)") { .project(try $0.int("id")) }
    } catch {
        fatalError("The fuzzer's host routes are invalid: \(error)")
    }
    return table
}()

/// The path segments the routes read, derived with Foundation alone: a custom-scheme link's host (if
/// any, lowercased) and then the non-empty path segments, split on `/` first and then percent-decoded,
/// so an encoded `/` stays inside its segment; a web link's path segments only.
func segments(of url: URL) -> [String]? {
    guard let scheme = url.scheme?.lowercased(),
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    else { return nil }
    var parts: [String] = []
    if scheme != "https", let host = components.percentEncodedHost, !host.isEmpty {
        guard let decoded = host.removingPercentEncoding else { return nil }
        parts.append(decoded.lowercased())
    }
    for segment in components.percentEncodedPath.split(separator: "/") {
        guard let decoded = segment.removingPercentEncoding else { return nil }
        parts.append(decoded)
    }
    return parts
}

/// The link as the route table reads it: a `%` that starts no escape (two hex digits) is text, `%25`;
/// Foundation would otherwise escape every `%` of the link, the valid escapes' too.
func withStrayPercentSignsEscaped(_ text: String) -> String {
    let characters = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    for (index, character) in characters.enumerated() {
        result.append(character)
        guard character == "%" else { continue }
        let isHex = { (offset: Int) -> Bool in
            index + offset < characters.count && characters[index + offset].properties.isASCIIHexDigit
        }
        if !(isHex(1) && isHex(2)) { result.append(contentsOf: "25".unicodeScalars) }
    }
    return String(result)
}

/// Whether `destination` is what the declared routes give for `url`, derived without the route table.
func isDeclared(_ destination: FuzzDestination, for url: URL) -> Bool {
    guard let parts = segments(of: url) else { return false }
    // A web link's host: the tracking host serves its own route only, the app's host every other.
    let host =
        url.scheme?.lowercased() == "https"
        ? URLComponents(url: url, resolvingAgainstBaseURL: false)?.host?.lowercased() : nil
    if case .tracked = destination {
        guard host == "clicks.example" else { return false }
    } else if host != nil {
        guard host == "fuzz.example" else { return false }
    }
    func canonicalInt(_ text: String) -> Int? {
        guard let value = Int(text), String(value) == text else { return nil }
        return value
    }
    switch destination {
    case .inbox: return parts == ["inbox"]
    case .message(let id): return parts.count == 2 && parts[0] == "messages" && canonicalInt(parts[1]) == id
    case .thread(let name, let id):
        return parts.count == 3 && parts[0] == "threads" && parts[1] == name && canonicalInt(parts[2]) == id
    case .compose: return parts == ["compose"]
    case .file(let path): return parts.count >= 2 && parts[0] == "files" && Array(parts.dropFirst()) == path
    case .tracked(let tokens):
        return parts.count >= 3 && parts[0] == "f" && parts[1] == "a" && Array(parts.dropFirst(2)) == tokens
    case .shortcutCompose, .notificationMessage, .project: return false
    }
}

/// Whether `destination` is what the host table gives for `url`: its host, then `projects/<id>`.
func isDeclaredByHost(_ destination: FuzzDestination, for url: URL) -> Bool {
    guard case .project(let id) = destination, url.scheme?.lowercased() == "app",
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
        components.host?.lowercased() == "www.fuzz.example"
    else { return false }
    let parts = components.percentEncodedPath.split(separator: "/").compactMap { $0.removingPercentEncoding }
    guard let value = parts.count == 2 ? Int(parts[1]) : nil, String(value) == parts[1] else { return false }
    return parts[0] == "projects" && value == id
}

/// libFuzzer's per-input entry point: matches one input and stops the process on a wrong answer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let mode = data[0] % 4
    let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    switch mode {
    case 0:
        guard let destination = try? routes.destination(forURLString: text) else { return 0 }
        guard let url = URL(string: withStrayPercentSignsEscaped(text)), isDeclared(destination, for: url) else {
            fatalError("\(text) matched \(destination), which no declared route gives")
        }
    case 3:
        guard let destination = try? hostRoutes.destination(forURLString: text) else { return 0 }
        guard let url = URL(string: withStrayPercentSignsEscaped(text)), isDeclaredByHost(destination, for: url) else {
            fatalError("\(text) matched \(destination) in the host table, which no declared route gives")
        }
    case 1:
        let parts = text.split(separator: "\n", maxSplits: 1).map(String.init)
        let values = parts.count > 1 ? ["to": parts[1]] : [:]
        if let destination = try? routes.destination(forShortcutType: parts.first ?? "", values: values),
            destination != .shortcutCompose || parts.first != "compose"
        {
            fatalError("shortcut \(parts.first ?? "") matched \(destination)")
        }
    default:
        var payload: [AnyHashable: Any] = [:]
        for line in text.split(separator: "\n") {
            let pair = line.split(separator: "=", maxSplits: 1).map(String.init)
            if pair.count == 2 { payload[pair[0]] = pair[1] }
        }
        if let destination = try? routes.destination(forNotification: payload) {
            guard case .notificationMessage(let id) = destination, payload["type"] as? String == "message",
                let text = payload["id"] as? String, Int(text) == id
            else { fatalError("notification \(payload) matched \(destination)") }
        }
    }
    return 0
}

#if FUZZING
    @_silgen_name("LLVMFuzzerRunDriver")
    func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
    ) -> CInt

    /// SwiftPM links an executable's entry point under this name; it hands control to libFuzzer's driver.
    @_cdecl("route_fuzzer_main")
    public func routeFuzzerMain(
        _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    ) -> CInt {
        var count = argc
        var arguments = argv
        return runFuzzerDriver(&count, &arguments) { data, size in fuzz(data, size) }
    }
#else
    /// Built without libFuzzer (a plain `swift build`): runs each file named on the command line once,
    /// so that the corpus can be replayed; `Fuzz/run-fuzzer` builds the real fuzzer.
    @_cdecl("route_fuzzer_main")
    public func routeFuzzerMain(
        _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    ) -> CInt {
        for argument in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: argument) else { continue }
            _ = data.withUnsafeBytes { bytes in
                bytes.bindMemory(to: UInt8.self).baseAddress.map { fuzz($0, bytes.count) } ?? 0
            }
        }
        return 0
    }
#endif
