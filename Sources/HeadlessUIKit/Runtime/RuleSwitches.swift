// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    import Foundation

    /// Which iOS version's rules HeadlessUIKit follows, and which plausible behaviour it reproduces where
    /// the reference leaves a UIKit rule unverified; read once from the environment.
    ///
    /// `HeadlessBehaviors`, in the drivers module, is the public face of these switches and documents
    /// each alternative; the environment variables are described there.
    package enum RuleSwitches {
        /// The unverified rules whose other plausible behaviour HeadlessUIKit can reproduce.
        package struct Alternatives: OptionSet, Sendable, CustomStringConvertible {
            package let rawValue: Int
            package init(rawValue: Int) { self.rawValue = rawValue }

            package static let nonAnimatedNextTurn = Alternatives(rawValue: 1 << 0)
            package static let firstAppearanceNextTurn = Alternatives(rawValue: 1 << 1)
            package static let rootReleaseNextTurn = Alternatives(rawValue: 1 << 2)
            package static let intermediatesAppear = Alternatives(rawValue: 1 << 3)
            package static let tabTapsDuringTransitions = Alternatives(rawValue: 1 << 4)
            package static let coordinatorCompletesAfterEnd = Alternatives(rawValue: 1 << 5)
            package static let chainDismissalOnPresenterOnly = Alternatives(rawValue: 1 << 6)
            package static let delegateShowsOnAppearance = Alternatives(rawValue: 1 << 7)
            package static let tabSwitchAppearsFirst = Alternatives(rawValue: 1 << 8)
            package static let emptyDismissalSkipsCompletion = Alternatives(rawValue: 1 << 9)
            package static let bottomBarFollowsTopOnly = Alternatives(rawValue: 1 << 10)

            package static let all: Alternatives = [
                .nonAnimatedNextTurn, .firstAppearanceNextTurn, .rootReleaseNextTurn, .intermediatesAppear,
                .tabTapsDuringTransitions, .coordinatorCompletesAfterEnd, .chainDismissalOnPresenterOnly,
                .delegateShowsOnAppearance, .tabSwitchAppearsFirst, .emptyDismissalSkipsCompletion,
                .bottomBarFollowsTopOnly,
            ]

            static let names: [(String, Alternatives)] = [
                ("nonAnimatedNextTurn", .nonAnimatedNextTurn), ("firstAppearanceNextTurn", .firstAppearanceNextTurn),
                ("rootReleaseNextTurn", .rootReleaseNextTurn), ("intermediatesAppear", .intermediatesAppear),
                ("tabTapsDuringTransitions", .tabTapsDuringTransitions),
                ("coordinatorCompletesAfterEnd", .coordinatorCompletesAfterEnd),
                ("chainDismissalOnPresenterOnly", .chainDismissalOnPresenterOnly),
                ("delegateShowsOnAppearance", .delegateShowsOnAppearance),
                ("tabSwitchAppearsFirst", .tabSwitchAppearsFirst),
                ("emptyDismissalSkipsCompletion", .emptyDismissalSkipsCompletion),
                ("bottomBarFollowsTopOnly", .bottomBarFollowsTopOnly),
            ]

            /// The members' names, comma-separated; `defaults` when empty.
            package var description: String {
                let chosen = Self.names.filter { contains($0.1) }.map(\.0)
                return chosen.isEmpty ? "defaults" : chosen.joined(separator: ",")
            }

            /// Parses the environment variable's text: `all`, or comma-separated names; unknown names are ignored.
            package static func parse(_ text: String?) -> Alternatives {
                guard let text else { return [] }
                var result: Alternatives = []
                for name in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                    if name == "all" { result.formUnion(.all) }
                    if let match = names.first(where: { $0.0 == name }) { result.formUnion(match.1) }
                }
                return result
            }
        }

        /// The alternatives in force for this process, from `HEADLESS_UIKIT_ALTERNATIVES`.
        package static let alternatives = Alternatives.parse(
            ProcessInfo.processInfo.environment["HEADLESS_UIKIT_ALTERNATIVES"])

        /// The iOS major version whose rules apply, from `HEADLESS_UIKIT_IOS_VERSION` (default 18, at least 15).
        package static let iOSMajorVersion: Int = {
            let text = ProcessInfo.processInfo.environment["HEADLESS_UIKIT_IOS_VERSION"] ?? ""
            return max(15, Int(text.split(separator: ".").first.map(String.init) ?? "") ?? 18)
        }()
    }
#endif
