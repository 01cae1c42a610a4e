import Testing

@testable import NavigationCore

@Suite("Transition queue bookkeeping")
struct TransitionQueueTests {
    @Test("The first request starts at once; later ones wait and come out first in, first out")
    func firstInFirstOut() {
        var queue = TransitionQueue<Int>()
        #expect(queue.submit(1) == 1)
        #expect(queue.submit(2) == nil)
        #expect(queue.submit(3) == nil)
        #expect(queue.pendingCount == 2)
        #expect(queue.finishCurrent() == 2)
        #expect(queue.finishCurrent() == 3)
        #expect(queue.isRunning)
        #expect(queue.finishCurrent() == nil)
        #expect(!queue.isRunning)
        #expect(queue.submit(4) == 4)
    }

    @Test("A long run of requests keeps its order across the queue's internal compaction")
    func orderSurvivesCompaction() {
        var queue = TransitionQueue<Int>()
        _ = queue.submit(0)
        for value in 1...200 { _ = queue.submit(value) }
        var seen: [Int] = []
        while let next = queue.finishCurrent() {
            seen.append(next)
            if next <= 200, next % 50 == 0 { _ = queue.submit(1000 + next) }
        }
        #expect(seen == Array(1...200) + [1050, 1100, 1150, 1200])
    }
}
