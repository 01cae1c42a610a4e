/// Makes a failing program as small as it can while it still breaks the same invariant, and prints it
/// as a Swift test.
@MainActor
public enum ProgramShrinker {
    /// The smallest program found that still breaks `failure`'s invariant, with its failure.
    ///
    /// Removes chunks of steps, halving the chunk size each time no chunk can go, down to single steps.
    public static func shrink(
        _ program: [Step], failing failure: CheckFailure,
        using check: @MainActor ([Step]) async -> CheckFailure? = { await ProgramRunner.run($0) }
    ) async -> ([Step], CheckFailure) {
        var current = program
        var currentFailure = failure
        var chunk = max(1, current.count / 2)
        while true {
            var index = 0
            var removedAny = false
            while index < current.count {
                var candidate = current
                candidate.removeSubrange(index..<min(index + chunk, current.count))
                if let found = await check(candidate), found.invariant == failure.invariant {
                    current = candidate
                    currentFailure = found
                    removedAny = true
                } else {
                    index += chunk
                }
            }
            if removedAny { continue }
            guard chunk > 1 else { break }
            chunk /= 2
        }
        return (current, currentFailure)
    }

    /// `program` as a Swift Testing test that fails while `failure` is not fixed, to paste into a suite.
    public static func swiftTest(named name: String, for program: [Step], failure: CheckFailure) -> String {
        let steps = program.map { "            \($0)," }.joined(separator: "\n")
        return """
            // \(failure)
            @Test("Regression: \(failure.invariant)")
            @MainActor
            func \(name)() async {
                let failure = await ProgramRunner.run([
            \(steps)
                ])
                #expect(failure == nil, "\\(String(describing: failure))")
            }
            """
    }
}
