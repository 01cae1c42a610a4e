/// One move of a navigation program: a request to the SDK, a person's move, or time passing.
///
/// Its description is the Swift expression that makes it, so a failing program prints as code.
public enum Step: Hashable, Sendable, CustomStringConvertible {
    /// How a presented module is shown.
    public enum Presentation: Int, Hashable, Sendable, CaseIterable {
        case sheet, fullScreen, popover, singleScreen
    }

    /// Where a deep link goes.
    public enum Link: Hashable, Sendable {
        case message(Int)
        case compose
        case activity
        case unknown
        /// A message through a custom-scheme link that names a host (`checkedapp://www.checked.example/...`).
        case messageAtHost(Int)
    }

    // Requests to the SDK.
    case showSplash
    case showSignIn
    case showTabs
    case push(animated: Bool)
    case pushBuilder(animated: Bool)
    case pop(animated: Bool)
    /// A push through the `async` form, in a task of its own.
    case pushAsync(animated: Bool)
    /// A presentation through the `async` form, in a task of its own.
    case presentAsync(animated: Bool)
    case popToRoot(animated: Bool)
    case selectTab(Int)
    case replaceTab(Int)
    case present(Presentation, animated: Bool)
    /// Presents from the module at this place in the flow's tree (covered ones and unselected tabs included).
    case presentFrom(Int, Presentation, animated: Bool)
    case finish(animated: Bool)
    case cancel(animated: Bool)
    case dismissPresented(animated: Bool)
    case open(Link)
    /// Opens a URL whose route resolves asynchronously: its resolver waits until `.answerLinks`.
    case openLater(LaterLink)
    /// Lets every resolver that waits answer.
    case answerLinks
    /// The user opens a notification, read by the app's payload mapping.
    case notify(CheckedNotification)
    case clearHeld
    // A person's moves.
    case backButton
    case backSwipe
    case abandonedBackSwipe
    case tapTab(Int)
    case swipeDownSheet
    case refusedSwipeDown
    case tapOutsidePopover
    case abandonedSwipeDown
    // App code calling UIKit directly.
    case appPresentsPlainController(animated: Bool)
    case appDismissesFromRoot(animated: Bool)
    case appPopsDirectly(animated: Bool)
    case appSetsStackToRoot(animated: Bool)
    /// App code sets its own delegate on the top presented module's presentation controller.
    case appSetsPresentationDelegate
    /// Presents from the module of an ended flow that the app kept.
    case presentFromKeptEndedModule
    // The app lets go of the router (its scene went away), then starts a new one.
    case releaseRouter
    // Time.
    case finishNextAnimation
    case finishAllAnimations
    case hold
    case release
    case turn
    case settle

    /// The step as Swift source.
    public var description: String {
        switch self {
        case .showSplash: ".showSplash"
        case .showSignIn: ".showSignIn"
        case .showTabs: ".showTabs"
        case .push(let animated): ".push(animated: \(animated))"
        case .pushBuilder(let animated): ".pushBuilder(animated: \(animated))"
        case .pop(let animated): ".pop(animated: \(animated))"
        case .pushAsync(let animated): ".pushAsync(animated: \(animated))"
        case .presentAsync(let animated): ".presentAsync(animated: \(animated))"
        case .popToRoot(let animated): ".popToRoot(animated: \(animated))"
        case .selectTab(let index): ".selectTab(\(index))"
        case .replaceTab(let index): ".replaceTab(\(index))"
        case .present(let presentation, let animated): ".present(.\(presentation), animated: \(animated))"
        case .presentFrom(let index, let presentation, let animated):
            ".presentFrom(\(index), .\(presentation), animated: \(animated))"
        case .finish(let animated): ".finish(animated: \(animated))"
        case .cancel(let animated): ".cancel(animated: \(animated))"
        case .dismissPresented(let animated): ".dismissPresented(animated: \(animated))"
        case .open(.message(let id)): ".open(.message(\(id)))"
        case .open(.messageAtHost(let id)): ".open(.messageAtHost(\(id)))"
        case .open(let link): ".open(.\(link))"
        case .openLater(.message(let id)): ".openLater(.message(\(id)))"
        case .openLater(.tracked(let id)): ".openLater(.tracked(\(id)))"
        case .openLater(let link): ".openLater(.\(link))"
        case .answerLinks: ".answerLinks"
        case .notify(.nested(let id)): ".notify(.nested(\(id)))"
        case .notify(.withLink(let id)): ".notify(.withLink(\(id)))"
        case .notify(let notification): ".notify(.\(notification))"
        case .clearHeld: ".clearHeld"
        case .backButton: ".backButton"
        case .backSwipe: ".backSwipe"
        case .abandonedBackSwipe: ".abandonedBackSwipe"
        case .tapTab(let index): ".tapTab(\(index))"
        case .swipeDownSheet: ".swipeDownSheet"
        case .refusedSwipeDown: ".refusedSwipeDown"
        case .tapOutsidePopover: ".tapOutsidePopover"
        case .abandonedSwipeDown: ".abandonedSwipeDown"
        case .appPresentsPlainController(let animated): ".appPresentsPlainController(animated: \(animated))"
        case .appDismissesFromRoot(let animated): ".appDismissesFromRoot(animated: \(animated))"
        case .appPopsDirectly(let animated): ".appPopsDirectly(animated: \(animated))"
        case .appSetsStackToRoot(let animated): ".appSetsStackToRoot(animated: \(animated))"
        case .appSetsPresentationDelegate: ".appSetsPresentationDelegate"
        case .presentFromKeptEndedModule: ".presentFromKeptEndedModule"
        case .releaseRouter: ".releaseRouter"
        case .finishNextAnimation: ".finishNextAnimation"
        case .finishAllAnimations: ".finishAllAnimations"
        case .hold: ".hold"
        case .release: ".release"
        case .turn: ".turn"
        case .settle: ".settle"
        }
    }
}

/// A reproducible source of random numbers: SplitMix64.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator that always produces the same numbers for `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Makes navigation programs from seeds: the same seed always makes the same program.
public enum ProgramGenerator {
    /// A program of `length` steps drawn from `seed`.
    ///
    /// Requests, a person's moves and time are mixed with weights that keep programs moving through
    /// every flow: flow changes are rarer than pushes, and time steps let transitions be interrupted
    /// (a request or a move while a transition is held) as often as they complete.
    public static func program(seed: UInt64, length: Int) -> [Step] {
        var random = SeededGenerator(seed: seed)
        return (0..<length).map { _ in step(using: &random) }
    }

    /// How often each kind of step is drawn, out of the total.
    private static let weights: [Int] = [
        2, 3, 6, 8, 3, 5, 2, 4, 1, 5, 3, 2, 2, 4, 1,  // requests
        4, 3, 2, 4, 3, 1, 1,  // a person's moves
        5, 3, 3, 3, 4, 5,  // time
        3, 2, 2, 2, 1,  // presenting from anywhere, an abandoned swipe-down, app code calling UIKit, a released router
        2, 2, 2,  // an async push, app code popping and resetting a stack through UIKit
        2, 1,  // the app's own presentation delegate, presenting from an ended flow's module
        2,  // a presentation through the async form
        3, 3, 2,  // a link that resolves asynchronously, its resolver answering, a notification
    ]

    static func step(using random: inout SeededGenerator) -> Step {
        let animated = Bool.random(using: &random)
        var pick = Int.random(in: 0..<weights.reduce(0, +), using: &random)
        var kind = 0
        while kind < weights.count - 1, pick >= weights[kind] {
            pick -= weights[kind]
            kind += 1
        }
        let small = Int.random(in: 0...3, using: &random)
        switch kind {
        case 0: return .showSplash
        case 1: return .showSignIn
        case 2: return .showTabs
        case 3: return .push(animated: animated)
        case 4: return .pushBuilder(animated: animated)
        case 5: return .pop(animated: animated)
        case 6: return .popToRoot(animated: animated)
        case 7: return .selectTab(small)
        case 8: return .replaceTab(small % 3)
        case 9:
            return .present(Step.Presentation.allCases[small % Step.Presentation.allCases.count], animated: animated)
        case 10: return .finish(animated: animated)
        case 11: return .cancel(animated: animated)
        case 12: return .dismissPresented(animated: animated)
        case 13:
            // Message 3's plan resolves (see `CheckedApp.resolvingMessage`).
            let id = Int.random(in: 1...3, using: &random)
            return .open(
                [.message(id), .compose, .activity, .unknown, .messageAtHost(id)][Int.random(in: 0...4, using: &random)]
            )
        case 14: return .clearHeld
        case 15: return .backButton
        case 16: return .backSwipe
        case 17: return .abandonedBackSwipe
        case 18: return .tapTab(small % 3)
        case 19: return .swipeDownSheet
        case 20: return .refusedSwipeDown
        case 21: return .tapOutsidePopover
        case 22: return .finishNextAnimation
        case 23: return .finishAllAnimations
        case 24: return .hold
        case 25: return .release
        case 26: return .turn
        case 27: return .settle
        case 28:
            let presentation = Step.Presentation.allCases[small % Step.Presentation.allCases.count]
            return .presentFrom(Int.random(in: 0...7, using: &random), presentation, animated: animated)
        case 29: return .abandonedSwipeDown
        case 30: return .appPresentsPlainController(animated: animated)
        case 31: return .appDismissesFromRoot(animated: animated)
        case 32: return .releaseRouter
        case 33: return .pushAsync(animated: animated)
        case 34: return .appPopsDirectly(animated: animated)
        case 35: return .appSetsStackToRoot(animated: animated)
        case 36: return .appSetsPresentationDelegate
        case 37: return .presentFromKeptEndedModule
        case 38: return .presentAsync(animated: animated)
        case 39:
            return .openLater([.message(small % 3 + 1), .tracked(small % 3 + 1), .web, .refused][small])
        case 40: return .answerLinks
        default: return .notify([.nested(small % 3 + 1), .withLink(small % 3 + 1), .markAsRead, .malformed][small])
        }
    }
}
