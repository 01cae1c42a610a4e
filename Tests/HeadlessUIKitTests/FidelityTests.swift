// UIKit rules an outside look found HeadlessUIKit more forgiving about, each with its source.
#if !canImport(UIKit)
    import Foundation
    import HeadlessUIKit
    import HeadlessUIKitDrivers
    import Testing

    /// A container that forwards appearance callbacks to its children itself.
    @MainActor
    final class ExplicitlyForwardingContainer: UIViewController {
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    }

    /// A controller that runs a hook from its `viewWillAppear`.
    @MainActor
    final class AppearanceHookController: UIViewController {
        var onWillAppear: (() -> Void)?
        var onWillDisappear: (() -> Void)?
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            onWillAppear?()
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            onWillDisappear?()
        }
    }

    @Suite("UIKit rules from the headers: containment, transitions between children, roots, active controllers")
    @MainActor
    struct FidelityTests {
        @Test("transition(from:to:) keeps the from view in place until the transition completes (UIViewController.h)")
        func transitionKeepsFromViewUntilItCompletes() {
            let parent = UIViewController()
            let from = UIViewController()
            let to = UIViewController()
            parent.addChild(from)
            parent.view.addSubview(from.view)
            from.didMove(toParent: parent)
            let window = makeVisibleWindow(root: parent)
            defer { withExtendedLifetime(window) {} }
            parent.addChild(to)
            var superviewInAnimations: UIView?
            var superviewInCompletion: UIView? = UIView()
            parent.transition(
                from: from, to: to, duration: 0.3, options: [],
                animations: { superviewInAnimations = from.view.superview },
                completion: { _ in superviewInCompletion = from.view.superview })
            #expect(to.view.superview === parent.view)
            #expect(superviewInAnimations === parent.view)
            #expect(from.view.superview === parent.view)
            HeadlessAnimations.finishAll()
            #expect(superviewInCompletion == nil)
            #expect(to.view.superview === parent.view)
        }

        @Test(
            "transition(from:to:) stops the process in a container that forwards appearance itself (UIViewController.h)"
        )
        func transitionInExplicitlyForwardingContainerRaises() async {
            await #expect(processExitsWith: .failure) {
                await MainActor.run { () -> Void in
                    let parent = ExplicitlyForwardingContainer()
                    let from = UIViewController()
                    let to = UIViewController()
                    parent.addChild(from)
                    parent.view.addSubview(from.view)
                    parent.addChild(to)
                    parent.transition(from: from, to: to, duration: 0, options: [], animations: nil)
                }
            }
        }

        @Test("init(rootViewController:) with a navigation controller as the root stops the process, as its push does")
        func navigationControllerRootRaises() async {
            await #expect(processExitsWith: .failure) {
                await MainActor.run { () -> Void in
                    _ = UINavigationController(rootViewController: UINavigationController())
                }
            }
        }

        @Test("init(rootViewController:) with a tab bar controller as the root stops the process, as its push does")
        func tabBarControllerRootRaises() async {
            await #expect(processExitsWith: .failure) {
                await MainActor.run { () -> Void in
                    _ = UINavigationController(rootViewController: UITabBarController())
                }
            }
        }

        @Test("Presenting the controller that presents you stops the process: it is an active controller (F2.3)")
        func presentingYourPresenterRaises() async {
            await #expect(processExitsWith: .failure) {
                await MainActor.run { () -> Void in
                    let root = UIViewController()
                    let window = makeVisibleWindow(root: root)
                    let presented = presentable(.fullScreen)
                    root.present(presented, animated: false)
                    presented.present(root, animated: false)
                    withExtendedLifetime(window) {}
                }
            }
        }

        @Test("A controller still being presented presents nothing from its viewWillAppear; from viewDidAppear it does")
        func presentingWhileBeingPresentedIsRefused() async {
            let root = UIViewController()
            let window = makeVisibleWindow(root: root)
            defer { withExtendedLifetime(window) {} }
            let presented = AppearanceHookController()
            presented.modalPresentationStyle = .fullScreen
            var earlyCompletions = 0
            presented.onWillAppear = { [unowned presented] in
                presented.present(presentable(.fullScreen), animated: false) { earlyCompletions += 1 }
            }
            let warnings = HeadlessWarnings.recorded {
                root.present(presented, animated: true)
                HeadlessAnimations.finishAll()
            }
            #expect(earlyCompletions == 0)
            #expect(presented.presentedViewController == nil)
            #expect(warnings.map(\.kind) == [.presentWhileTransitionInProgress])
            var lateCompletions = 0
            presented.present(presentable(.fullScreen), animated: false) { lateCompletions += 1 }
            HeadlessAnimations.finishAll()
            #expect(lateCompletions == 1)
        }

        @Test(
            "A controller on its way out presents nothing: from its viewWillDisappear, while its dismissal animates, or inside a container that leaves",
            arguments: [false, true])
        func presentingWhileBeingDismissedIsRefused(animated: Bool) {
            let root = UIViewController()
            let window = makeVisibleWindow(root: root)
            defer { withExtendedLifetime(window) {} }
            let leaving = AppearanceHookController()
            leaving.modalPresentationStyle = .fullScreen
            root.present(leaving, animated: false)
            var completions = 0
            leaving.onWillDisappear = { [unowned leaving] in
                leaving.present(presentable(.fullScreen), animated: false) { completions += 1 }
            }
            let warnings = HeadlessWarnings.recorded {
                leaving.dismiss(animated: animated)
                leaving.onWillDisappear = nil
                // While the animation runs, too.
                leaving.present(presentable(.overFullScreen), animated: false) { completions += 1 }
                HeadlessAnimations.finishAll()
            }
            #expect(completions == 0)
            #expect(root.presentedViewController == nil && leaving.presentedViewController == nil)
            #expect(leaving.viewIfLoaded?.window == nil)
            let expected: [HeadlessUIKitWarning.Kind] =
                animated
                ? [.presentWhileTransitionInProgress, .presentWhileTransitionInProgress]
                : [.presentWhileTransitionInProgress, .presentNotInWindowHierarchy]
            #expect(warnings.map(\.kind) == expected)
            // A screen inside a presented stack that leaves presents nothing either.
            let screen = UIViewController()
            let stack = UINavigationController(rootViewController: screen)
            stack.modalPresentationStyle = .fullScreen
            root.present(stack, animated: false)
            let inside = HeadlessWarnings.recorded {
                root.dismiss(animated: true)
                screen.present(presentable(.fullScreen), animated: false) { completions += 1 }
                HeadlessAnimations.finishAll()
            }
            #expect(completions == 0 && root.presentedViewController == nil)
            #expect(inside.map(\.kind) == [.presentWhileTransitionInProgress])
        }

        @Test("A controller pushed onto another stack leaves the stack it was in (addChild: UIViewController.h)")
        func pushedControllerLeavesItsFormerStack() {
            let root = UIViewController()
            let moved = UIViewController()
            let first = UINavigationController(rootViewController: root)
            first.pushViewController(moved, animated: false)
            let second = UINavigationController(rootViewController: UIViewController())
            second.pushViewController(moved, animated: false)
            #expect(moved.parent === second)
            #expect(first.viewControllers == [root])
            #expect(first.children == [root])
            #expect(first.topViewController === root)
            #expect(second.viewControllers.last === moved)
        }
    }
#endif
