import Foundation

/// One measurement: an SDK operation and the raw UIKit operation it wraps, timed side by side.
struct Comparison {
    /// What is measured, as the table prints it.
    let name: String
    /// Sets up the SDK's side and returns the operation to time, which runs `iterations` times and
    /// checks that it did its work: setting up is not timed.
    let sdk: @MainActor () -> Measured
    /// Sets up the raw UIKit side and returns the operation to time, likewise.
    let raw: @MainActor () -> Measured
}

/// The operation a comparison times, run `iterations` times on the state its side set up.
typealias Measured = @MainActor (_ iterations: Int) -> Void

extension Comparison {
    /// Sets a side up and runs it `iterations` times, untimed: to warm up, or for a profiler.
    @MainActor
    static func runOnce(_ side: @MainActor () -> Measured, iterations: Int) {
        side()(iterations)
    }
}

/// What a comparison measured: the time per operation of each side, and their ratio per round.
struct ComparisonResult {
    let name: String
    let sdkMicroseconds: Double
    let rawMicroseconds: Double
    let ratios: [Double]

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
                sdkTimes.append(time { sdk(iterations) })
                rawTimes.append(time { raw(iterations) })
            } else {
                rawTimes.append(time { raw(iterations) })
                sdkTimes.append(time { sdk(iterations) })
            }
        }
        let perOperation = { (seconds: [Double]) -> Double in
            seconds.sorted()[seconds.count / 2] / Double(iterations) * 1_000_000
        }
        return ComparisonResult(
            name: comparison.name, sdkMicroseconds: perOperation(sdkTimes), rawMicroseconds: perOperation(rawTimes),
            ratios: zip(sdkTimes, rawTimes).map { $0 / max($1, 1e-9) })
    }

    private static func time(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000_000
    }
}

/// Stops the run when a benchmark could not set up the state it measures.
func failedSetUp(_ what: String) -> Measured {
    expectWork(false, what)
    return { _ in }
}

/// Stops the run when a benchmark did not do what it measures: a broken benchmark fails, loudly.
func expectWork(_ condition: Bool, _ what: @autoclosure () -> String) {
    guard !condition else { return }
    FileHandle.standardError.write(Data("navigation-benchmarks: \(what())\n".utf8))
    exit(1)
}
