import ArgumentParser
import Foundation
import NavigationChecker

@main
struct NavigationCheckerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navigation-checker",
        abstract: "Model-based random testing of the navigation SDK, and its stress runs.",
        subcommands: [Run.self, Soak.self, Replay.self, Stress.self],
        defaultSubcommand: Run.self)
}

/// The seconds since `start`, as a number.
func seconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

/// What a batch of programs found.
struct BatchReport {
    var programs = 0
    var steps = 0
    var failingSeeds: [UInt64] = []
}

@MainActor
func runBatch(seeds: some Sequence<UInt64>, steps: Int, quiet: Bool, shrinkFirst: Bool) async -> BatchReport {
    var report = BatchReport()
    let clock = ContinuousClock()
    let start = clock.now
    var lastReport = start
    for seed in seeds {
        let program = ProgramGenerator.program(seed: seed, length: steps)
        report.programs += 1
        report.steps += program.count
        if let failure = await ProgramRunner.run(program) {
            report.failingSeeds.append(seed)
            print("✗ seed \(seed): \(failure)")
            if shrinkFirst, report.failingSeeds.count == 1 {
                let (small, smallFailure) = await ProgramShrinker.shrink(program, failing: failure)
                print("Shrunk to \(small.count) steps. As a test:\n")
                print(ProgramShrinker.swiftTest(named: "checkerSeed\(seed)", for: small, failure: smallFailure))
            }
        }
        if !quiet, clock.now - lastReport > .seconds(10) {
            lastReport = clock.now
            print("… \(report.programs) programs, \(report.failingSeeds.count) failing")
        }
    }
    let elapsed = seconds(since: start)
    print(
        "\(report.programs) programs of \(steps) steps (\(report.steps) steps) in "
            + String(format: "%.1f s: %.0f programs/s", elapsed, Double(report.programs) / max(elapsed, 0.001)))
    return report
}

struct Run: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Runs programs with fixed seeds (first-seed, first-seed + 1, ...); exits non-zero on any failure.")

    @Option(help: "How many programs.") var programs = 10_000
    @Option(help: "Steps per program.") var steps = 50
    @Option(help: "The first seed.") var firstSeed: UInt64 = 1

    @MainActor
    func run() async throws {
        let report = await runBatch(
            seeds: firstSeed..<(firstSeed + UInt64(programs)), steps: steps, quiet: false, shrinkFirst: true)
        if !report.failingSeeds.isEmpty {
            print("Failing seeds: \(report.failingSeeds.map(String.init).joined(separator: " "))")
            throw ExitCode.failure
        }
    }
}

struct Soak: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Runs programs with random seeds and prints programs per second, the longest program and every failing seed."
    )

    @Option(help: "How many programs.") var programs = 1_000_000
    @Option(help: "The longest program; each has a random length up to it.") var maxSteps = 200

    @MainActor
    func run() async throws {
        var seedSource = SystemRandomNumberGenerator()
        let seeds = (0..<programs).lazy.map { _ in seedSource.next() }
        let clock = ContinuousClock()
        let start = clock.now
        var failing: [(UInt64, Int)] = []
        var longest = 0
        var count = 0
        var lastReport = start
        for seed in seeds {
            var lengthSource = SeededGenerator(seed: seed)
            let length = Int.random(in: 1...maxSteps, using: &lengthSource)
            longest = max(longest, length)
            count += 1
            if let failure = await ProgramRunner.run(ProgramGenerator.program(seed: seed, length: length)) {
                failing.append((seed, length))
                print("✗ seed \(seed), \(length) steps: \(failure)")
            }
            if clock.now - lastReport > .seconds(30) {
                lastReport = clock.now
                print("… \(count) programs, \(failing.count) failing")
            }
        }
        let elapsed = seconds(since: start)
        print(
            String(
                format: "%d programs in %.0f s: %.0f programs/s", count, elapsed, Double(count) / max(elapsed, 0.001)))
        print("Longest program: \(longest) steps")
        print(
            "Failing seeds: "
                + (failing.isEmpty ? "none" : failing.map { "\($0.0) (\($0.1) steps)" }.joined(separator: ", ")))
        if !failing.isEmpty { throw ExitCode.failure }
    }
}

struct Replay: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Runs one seed's program, prints it, and shrinks it if it fails.")

    @Option(help: "The seed.") var seed: UInt64
    @Option(help: "Steps in the program.") var steps = 50

    @MainActor
    func run() async throws {
        let program = ProgramGenerator.program(seed: seed, length: steps)
        print(program.map(\.description).joined(separator: "\n"))
        guard let failure = await ProgramRunner.run(program) else {
            print("Passed.")
            return
        }
        print("✗ \(failure)")
        let (small, smallFailure) = await ProgramShrinker.shrink(program, failing: failure)
        print(ProgramShrinker.swiftTest(named: "checkerSeed\(seed)", for: small, failure: smallFailure))
        throw ExitCode.failure
    }
}

struct Stress: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Queues thousands of requests in one transition, releases a router with requests queued, and changes flows 100,000 times while measuring memory."
    )

    @Option(help: "Requests queued during one transition.") var queued = 10_000
    @Option(help: "Flow changes in the memory run.") var flowChanges = 100_000
    @Option(help: "The most the resident memory may grow between the first tenth and the end, in MiB.")
    var maximumGrowth = 4

    @MainActor
    func run() async throws {
        let queue = await StressRuns.queuedDuringOneTransition(count: queued)
        print(queue.summary)
        let release = await StressRuns.releasedWithQueuedRequests(count: 1_000)
        print(release.summary)
        let memory = await StressRuns.flowChangeMemory(count: flowChanges)
        print(memory.summary)
        guard queue.passed, release.passed, memory.growthMiB <= Double(maximumGrowth) else {
            print("✗ a stress run failed")
            throw ExitCode.failure
        }
    }
}
