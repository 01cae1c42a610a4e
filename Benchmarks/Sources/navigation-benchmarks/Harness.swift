import Foundation

/// One measurement: an SDK operation and the raw UIKit operation it wraps, timed side by side.
struct Comparison {
    /// What is measured, as the table prints it.
    let name: String
    /// Runs the SDK's operation `iterations` times on a state it set up itself.
    let sdk: @MainActor (_ iterations: Int) -> Void
    /// Runs the raw UIKit operation `iterations` times on a state it set up itself.
    let raw: @MainActor (_ iterations: Int) -> Void
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
        comparison.sdk(max(1, iterations / 10))
        comparison.raw(max(1, iterations / 10))
        var sdkTimes: [Double] = []
        var rawTimes: [Double] = []
        for round in 0..<rounds {
            if round.isMultiple(of: 2) {
                sdkTimes.append(time { comparison.sdk(iterations) })
                rawTimes.append(time { comparison.raw(iterations) })
            } else {
                rawTimes.append(time { comparison.raw(iterations) })
                sdkTimes.append(time { comparison.sdk(iterations) })
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

/// Stops the run when a benchmark did not do what it measures: a broken benchmark fails, loudly.
func expectWork(_ condition: Bool, _ what: @autoclosure () -> String) {
    guard !condition else { return }
    FileHandle.standardError.write(Data("navigation-benchmarks: \(what())\n".utf8))
    exit(1)
}
