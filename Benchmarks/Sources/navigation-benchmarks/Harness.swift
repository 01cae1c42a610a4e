import Foundation

/// One measurement: an SDK operation and the raw UIKit operation it wraps, timed side by side.
struct Comparison {
    /// What is measured, as the table prints it.
    let name: String
    /// Sets up the SDK's side and returns the operation to time, which runs `iterations` times and
    /// checks that it did its work: setting up is not timed.
    let sdk: @MainActor () -> MeasuredInParts
    /// Sets up the raw UIKit side and returns the operation to time, likewise.
    let raw: @MainActor () -> MeasuredInParts

    /// A comparison whose sides are timed whole: every iteration is the operation measured.
    init(name: String, sdk: @escaping @MainActor () -> Measured, raw: @escaping @MainActor () -> Measured) {
        self.name = name
        self.sdk = { Self.timedWhole(sdk()) }
        self.raw = { Self.timedWhole(raw()) }
    }

    /// A comparison whose sides time part of each iteration themselves, with the stopwatch they are
    /// handed: for an operation that needs another one, untimed, between iterations (a finish needs a
    /// presentation to end). Both sides time the same number of parts, so the stopwatch's own cost
    /// (two clock reads per part, tens of nanoseconds) is the same on each; added to both, it pulls a
    /// ratio slightly toward 1 (README, Performance, says by how much).
    init(
        name: String, timingParts sdk: @escaping @MainActor () -> MeasuredInParts,
        raw: @escaping @MainActor () -> MeasuredInParts
    ) {
        self.name = name
        self.sdk = sdk
        self.raw = raw
    }

    private static func timedWhole(_ operation: @escaping Measured) -> MeasuredInParts {
        { iterations, stopwatch in stopwatch.time { operation(iterations) } }
    }
}

/// The operation a comparison times, run `iterations` times on the state its side set up.
typealias Measured = @MainActor (_ iterations: Int) -> Void

/// An operation that runs `iterations` times and times the part of each that is measured with
/// `stopwatch`: what runs outside `stopwatch.time` is not counted.
typealias MeasuredInParts = @MainActor (_ iterations: Int, _ stopwatch: Stopwatch) -> Void

/// Adds up the time spent in the parts of an operation it times.
@MainActor
final class Stopwatch {
    /// The nanoseconds spent inside ``time(_:)`` so far.
    private(set) var elapsedNanoseconds: UInt64 = 0

    /// Runs `part`, adding the time it takes.
    ///
    /// Never inlined, so that a profiler counts exactly what the table times: valgrind's
    /// `--toggle-collect` on this function (the README's Performance section has the command). The
    /// call costs both sides alike, a few instructions per timed part.
    @inline(never)
    func time(_ part: () -> Void) {
        let start = DispatchTime.now().uptimeNanoseconds
        part()
        elapsedNanoseconds &+= DispatchTime.now().uptimeNanoseconds &- start
    }
}

extension Comparison {
    /// Sets a side up and runs it `iterations` times, untimed: to warm up, or for a profiler.
    @MainActor
    static func runOnce(_ side: @MainActor () -> MeasuredInParts, iterations: Int) {
        side()(iterations, Stopwatch())
    }
}

/// What a comparison measured: the time per operation of each side, and their ratio per round.
struct ComparisonResult {
    let name: String
    let sdkMicroseconds: Double
    let rawMicroseconds: Double
    let ratios: [Double]
    /// The SDK's own work per operation in each round: its time minus the raw side's, in µs.
    let ownWork: [Double]

    /// The SDK's own work per operation: the median of the rounds' differences, in µs.
    var ownWorkMicroseconds: Double { ownWork.sorted()[ownWork.count / 2] }

    var medianRatio: Double { ratios.sorted()[ratios.count / 2] }
    var lowestRatio: Double { ratios.min() ?? 0 }
    var highestRatio: Double { ratios.max() ?? 0 }
}

/// Times comparisons in rounds that alternate which side runs first, so that neither side always
/// runs on a warmer cache; each round's ratio is SDK time over raw time.
@MainActor
enum Harness {
    static func run(_ comparison: Comparison, rounds: Int, iterations: Int) -> ComparisonResult {
        Comparison.runOnce(comparison.sdk, iterations: max(1, iterations / 10))
        Comparison.runOnce(comparison.raw, iterations: max(1, iterations / 10))
        var sdkTimes: [Double] = []
        var rawTimes: [Double] = []
        for round in 0..<rounds {
            let sdk = comparison.sdk()
            let raw = comparison.raw()
            if round.isMultiple(of: 2) {
                sdkTimes.append(time(sdk, iterations: iterations))
                rawTimes.append(time(raw, iterations: iterations))
            } else {
                rawTimes.append(time(raw, iterations: iterations))
                sdkTimes.append(time(sdk, iterations: iterations))
            }
        }
        let perOperation = { (seconds: [Double]) -> Double in
            seconds.sorted()[seconds.count / 2] / Double(iterations) * 1_000_000
        }
        return ComparisonResult(
            name: comparison.name, sdkMicroseconds: perOperation(sdkTimes), rawMicroseconds: perOperation(rawTimes),
            ratios: zip(sdkTimes, rawTimes).map { $0 / max($1, 1e-9) },
            ownWork: zip(sdkTimes, rawTimes).map { ($0 - $1) / Double(iterations) * 1_000_000 })
    }

    /// The seconds the timed parts of `iterations` runs of `operation` took.
    private static func time(_ operation: MeasuredInParts, iterations: Int) -> Double {
        let stopwatch = Stopwatch()
        operation(iterations, stopwatch)
        return Double(stopwatch.elapsedNanoseconds) / 1_000_000_000
    }
}

/// Stops the run when a benchmark could not set up the state it measures.
func failedSetUp(_ what: String) -> Measured {
    expectWork(false, what)
    return { _ in }
}

/// ``failedSetUp(_:)`` for an operation timed in parts.
func failedSetUpInParts(_ what: String) -> MeasuredInParts {
    expectWork(false, what)
    return { _, _ in }
}

/// Stops the run when a benchmark did not do what it measures: a broken benchmark fails, loudly.
func expectWork(_ condition: Bool, _ what: @autoclosure () -> String) {
    guard !condition else { return }
    FileHandle.standardError.write(Data("navigation-benchmarks: \(what())\n".utf8))
    exit(1)
}
