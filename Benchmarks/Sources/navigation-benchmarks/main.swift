import Foundation

/// The first table's rows, as `--only` numbers them: 1 to 7 the requests, 8 route matching, 9 to 11
/// push + pop beside untouched screens.
@MainActor
enum FirstTable {
    /// Rows 1 to 7: each request the SDK's goals name, timed on its own.
    static let requests = [
        Comparisons.pushByType, Comparisons.pop, Comparisons.present, Comparisons.finish, Comparisons.flowSwitch,
        MoreComparisons.deepLink, MoreComparisons.coldStart,
    ]
    /// The row of route matching, after the requests.
    static var routeMatchingRow: Int { requests.count + 1 }
    /// The untouched screens of the rows after route matching.
    static let untouchedScreens = [0, 100, 400]

    /// Every row's name, in order.
    static var rowNames: [String] {
        requests.map(\.name) + [MoreComparisons.routeMatching.name]
            + untouchedScreens.map { Comparisons.pushPopBesideTabs(untouched: $0).name }
    }
}

/// What the command line asks for.
enum Command {
    /// The tables: all of them, or the first table's `onlyRows`.
    case tables(quick: Bool, precise: Bool, onlyRows: [Int]?)
    /// One side of one comparison for a profiler, from the arguments after `--profile`.
    case profile([String])
    /// The usage, on standard output.
    case help
}

/// Reads the command line; `nil` for arguments it does not know, a repeated or empty row of
/// `--only`, or a row the first table does not have.
@MainActor
func parseCommand(_ arguments: [String]) -> Command? {
    if arguments.first == "--profile" { return .profile(Array(arguments.dropFirst())) }
    var quick = false
    var precise = false
    var onlyRows: [Int]?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
        switch argument {
        case "--quick": quick = true
        case "--precise": precise = true
        case "--help", "-h": return .help
        case "--only":
            guard onlyRows == nil, let list = remaining.popFirst() else { return nil }
            let rows = list.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
            let rowNumbers = 1...FirstTable.rowNames.count
            guard rows.allSatisfy(rowNumbers.contains), Set(rows).count == rows.count else { return nil }
            onlyRows = rows
        default: return nil
        }
    }
    return .tables(quick: quick, precise: precise, onlyRows: onlyRows)
}

/// What the command takes, with the first table's rows as `--only` numbers them.
@MainActor
func usage() -> String {
    let rows = FirstTable.rowNames.enumerated().map { row, name in
        "                " + String(format: "%2d", row + 1) + "  " + name
    }
    return """
        usage: navigation-benchmarks [--quick] [--precise] [--only ROW[,ROW...]]
               navigation-benchmarks --profile [N [raw]]
          --quick        a short run (3 rounds), to prove the benchmarks run
          --precise      ratios to two decimals
          --only ROWS    these rows of the first table alone, each once:
        \(rows.joined(separator: "\n"))
          --profile      lists the comparisons a profiler can run; --profile N runs the SDK's side of
                         comparison N, --profile N raw the raw UIKit side
        """
}

// Prints, for each SDK request, its time per operation beside the raw UIKit calls it wraps, and the
// ratio (median of the rounds, with the lowest and highest); then how the cost of a push + pop grows
// with screens the request never touches. `--quick` runs few rounds, to prove the benchmarks run.
@MainActor
func runBenchmarks(quick: Bool, precise: Bool, onlyRows: [Int]?) {
    let rounds = quick ? 3 : 15
    let iterations = quick ? 50 : 2_000
    // `--precise` prints ratios to two decimals, for comparing runs while working.
    let ratioFormat = precise ? "%.2f× (%.2f–%.2f)" : "%.1f× (%.1f–%.1f)"
    print("| measure | SDK (µs) | raw UIKit (µs) | SDK's own work (µs) | ratio, median (range) |")
    print("| --- | --- | --- | --- | --- |")
    func report(_ result: ComparisonResult) {
        let cells = [
            result.name, String(format: "%.1f", result.sdkMicroseconds), String(format: "%.1f", result.rawMicroseconds),
            String(format: "%.1f", result.ownWorkMicroseconds),
            String(format: ratioFormat, result.medianRatio, result.lowestRatio, result.highestRatio),
        ]
        print("| " + cells.joined(separator: " | ") + " |")
    }
    // `--only 3,4` times those rows of the first table alone, for a quick look while working: the
    // requests, route matching, push + pop beside 0, 100 and 400 untouched screens (`--help` lists them).
    if let rows = onlyRows {
        for row in rows {
            let besideTabs = row - FirstTable.routeMatchingRow - 1
            if FirstTable.requests.indices.contains(row - 1) {
                report(Harness.run(FirstTable.requests[row - 1], rounds: rounds, iterations: iterations / 2))
            } else if row == FirstTable.routeMatchingRow {
                report(Harness.run(MoreComparisons.routeMatching, rounds: rounds, iterations: iterations * 5))
            } else if FirstTable.untouchedScreens.indices.contains(besideTabs) {
                let comparison = Comparisons.pushPopBesideTabs(untouched: FirstTable.untouchedScreens[besideTabs])
                report(Harness.run(comparison, rounds: rounds, iterations: iterations / 4))
            }
        }
        return
    }
    for comparison in FirstTable.requests {
        report(Harness.run(comparison, rounds: rounds, iterations: iterations / 2))
    }
    report(Harness.run(MoreComparisons.routeMatching, rounds: rounds, iterations: iterations * 5))
    /// Runs `comparison(size)` for each size, then prints how the cost of one operation grows per
    /// `unit` of `things` (the slope from the smallest size to the largest), on each side.
    func growth(
        _ sizes: [Int], with things: String, per unit: String, of operation: String = "push + pop",
        iterations: Int = iterations / 4, _ comparison: (Int) -> Comparison
    ) {
        let results = sizes.map { size in
            let result = Harness.run(comparison(size), rounds: rounds, iterations: iterations)
            report(result)
            return (size, result)
        }
        guard let first = results.first, let last = results.last, last.0 > first.0 else { return }
        /// The slope from `low` to `high` on each side, rounded, so that noise around zero prints
        /// 0.000 rather than -0.000.
        func slopes(from low: (Int, ComparisonResult), to high: (Int, ComparisonResult)) -> (String, String) {
            let span = Double(high.0 - low.0)
            let slope = { (microseconds: (ComparisonResult) -> Double) -> String in
                String(
                    format: "%.3f", ((microseconds(high.1) - microseconds(low.1)) / span * 1000).rounded() / 1000 + 0)
            }
            return (slope(\.sdkMicroseconds), slope(\.rawMicroseconds))
        }
        let (sdk, raw) = slopes(from: first, to: last)
        print("")
        print("growth with \(things): SDK \(sdk) µs per \(unit) per \(operation), raw UIKit \(raw)")
        // A step at the first size (work that starts once there is any) shows apart from the slope after it.
        if results.count > 2 {
            let (sdk, raw) = slopes(from: results[results.count - 2], to: last)
            print("  from \(results[results.count - 2].0) to \(last.0) alone: SDK \(sdk), raw UIKit \(raw)")
        }
    }
    growth([0, 100, 400], with: "untouched screens", per: "screen") { Comparisons.pushPopBesideTabs(untouched: $0) }
    print("")
    print("| measure | SDK (µs) | raw UIKit (µs) | SDK's own work (µs) | ratio, median (range) |")
    print("| --- | --- | --- | --- | --- |")
    growth([0, 5, 10], with: "presented modules below", per: "module") {
        MoreComparisons.pushPopAtopPresentedChain(depth: $0)
    }
    print("")
    print("| measure | SDK (µs) | raw UIKit (µs) | SDK's own work (µs) | ratio, median (range) |")
    print("| --- | --- | --- | --- | --- |")
    growth(
        [20, 2_000], with: "declared routes", per: "route", of: "URL matched", iterations: iterations * 5,
        MoreComparisons.routeMatching(routeCount:))
    let cycles = quick ? 2_000 : 100_000
    print("")
    print(
        "| heap growth over \(cycles) cycles (bytes) | SDK, main queue not turned | SDK, turned | raw, not turned | raw, turned |"
    )
    print("| --- | --- | --- | --- | --- |")
    for (sdk, raw) in MemoryCheck.run(cycles: cycles) {
        let cells = [sdk.grownWithoutTurn, sdk.grownAfterTurn, raw.grownWithoutTurn, raw.grownAfterTurn]
        print("| \(sdk.name) | " + cells.map(String.init).joined(separator: " | ") + " |")
    }
}

/// Runs one side of one comparison for a long time, for a profiler: `--profile N [raw]`, where N picks
/// the comparison from the list `--profile` alone prints (its numbers are not the table's rows).
/// `PROFILE_ITERATIONS` sets the operations per pass (default 10,000; 20 passes run).
@MainActor
func runProfile(_ arguments: [String]) {
    let comparisons = [
        Comparisons.pushPop, Comparisons.presentFinish, Comparisons.flowSwitch,
        Comparisons.pushPopBesideTabs(untouched: 400), Comparisons.pushPopBesideTabs(untouched: 0),
        MoreComparisons.pushPopAtopPresentedChain(depth: 8), MoreComparisons.deepLink, MoreComparisons.coldStart,
        MoreComparisons.pushPopAtopPresentedChain(depth: 0), MoreComparisons.pushPopAtopPresentedChain(depth: 1),
        MoreComparisons.routeMatching, Comparisons.present, Comparisons.finish, Comparisons.pushByType, Comparisons.pop,
    ]
    guard let position = arguments.first.flatMap(Int.init), comparisons.indices.contains(position - 1),
        arguments.count == 1 || arguments.count == 2 && arguments[1] == "raw"
    else {
        let list = comparisons.enumerated().map { "  \($0.offset + 1)  \($0.element.name)" }.joined(separator: "\n")
        FileHandle.standardError.write(
            Data("usage: navigation-benchmarks --profile N [raw], N one of:\n\(list)\n".utf8))
        exit(2)
    }
    let comparison = comparisons[position - 1]
    let side = arguments.count == 2 ? comparison.raw : comparison.sdk
    let iterations = Int(ProcessInfo.processInfo.environment["PROFILE_ITERATIONS"] ?? "") ?? 10_000
    for _ in 0..<20 { Comparison.runOnce(side, iterations: iterations) }
}

MainActor.assumeIsolated {
    switch parseCommand(Array(CommandLine.arguments.dropFirst())) {
    case .tables(let quick, let precise, let onlyRows)?:
        runBenchmarks(quick: quick, precise: precise, onlyRows: onlyRows)
    case .profile(let arguments)?: runProfile(arguments)
    case .help?: print(usage())
    case nil:
        FileHandle.standardError.write(Data((usage() + "\n").utf8))
        exit(2)
    }
}
