import Foundation
import HeadlessUIKitDrivers
import HeapStatistics
import NavigationCore

/// Memory over many cycles of each request kind: the bytes the heap holds after the cycles, against
/// before, first with the main queue never turning between them, then once it has turned.
@MainActor
enum MemoryCheck {
    struct Result {
        let name: String
        let cycles: Int
        /// Bytes held after the cycles, less before, while the main queue has not turned.
        let grownWithoutTurn: Int
        /// The same, once the main queue has turned.
        let grownAfterTurn: Int
    }

    /// The heap's bytes in use now.
    static func heapBytesInUse() -> Int {
        Int(heap_statistics_bytes_in_use())
    }

    /// Lets the main queue run what is queued on it.
    static func turnMainQueue() {
        for _ in 0..<3 { RunLoop.main.run(until: Date()) }
    }

    /// Runs `cycle` `cycles` times on a state `setUp` made, measuring the heap around it.
    static func measure(_ name: String, cycles: Int, _ side: () -> MeasuredInParts) -> Result {
        let run = side()
        run(max(1, cycles / 100), Stopwatch())
        turnMainQueue()
        let before = heapBytesInUse()
        run(cycles, Stopwatch())
        let withoutTurn = heapBytesInUse() - before
        turnMainQueue()
        let afterTurn = heapBytesInUse() - before
        return Result(name: name, cycles: cycles, grownWithoutTurn: withoutTurn, grownAfterTurn: afterTurn)
    }

    /// Each request kind's SDK side, then its raw UIKit twin.
    static func run(cycles: Int) -> [(sdk: Result, raw: Result)] {
        [
            ("push + pop", Comparisons.pushPop), ("present + finish", Comparisons.presentFinish),
            ("flow switch", Comparisons.flowSwitch), ("deep link", MoreComparisons.deepLink),
        ].map { name, comparison in
            (measure(name, cycles: cycles, comparison.sdk), measure(name, cycles: cycles, comparison.raw))
        }
    }
}
