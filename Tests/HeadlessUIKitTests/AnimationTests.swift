// HeadlessUIKit's own rule tests: where UIKit exists there is no HeadlessUIKit to test, and exit
// tests are unavailable, so the suite compiles to nothing there (the Apple workflow builds it for iOS).
#if !canImport(UIKit)
    import HeadlessUIKit
    import HeadlessUIKitDrivers
    import Testing

    @Suite("Animations")
    @MainActor
    struct AnimationTests {
        @Test("UIView.animate applies changes at once and delivers completion on a later main-queue turn")
        func completionArrivesOnLaterTurn() async {
            let view = UIView()
            var finished: Bool?
            UIView.animate(withDuration: 10, animations: { view.alpha = 0 }, completion: { finished = $0 })
            #expect(view.alpha == 0)
            #expect(finished == nil)
            await HeadlessAnimations.settle()
            #expect(finished == true)
        }

        @Test("A held clock keeps a transition open until finished by hand")
        func holdKeepsTransitionOpen() {
            var finished = false
            HeadlessAnimations.hold()
            defer { HeadlessAnimations.release() }
            UIView.transition(with: UIView(), duration: 0.3, animations: nil) { _ in finished = true }
            #expect(HeadlessAnimations.pendingCount >= 1)
            #expect(!finished)
            HeadlessAnimations.finishAll()
            #expect(finished)
        }

        @Test("finishNext runs only the oldest pending completion, so a test can step through transitions")
        func finishNextSteps() {
            var finished: [String] = []
            HeadlessAnimations.hold()
            defer { HeadlessAnimations.release() }
            UIView.animate(withDuration: 1, animations: {}, completion: { _ in finished.append("first") })
            UIView.animate(withDuration: 1, animations: {}, completion: { _ in finished.append("second") })
            let pendingBefore = HeadlessAnimations.pendingCount
            for _ in 0..<pendingBefore where !finished.contains("first") {
                #expect(HeadlessAnimations.finishNext())
            }
            #expect(finished == ["first"])
            HeadlessAnimations.finishAll()
            #expect(finished == ["first", "second"])
        }

        @Test("AnimationOptions use UIKit's raw values, so multi-bit fields overlap as in UIKit")
        func optionRawValues() {
            #expect(UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
            #expect(UIView.AnimationOptions.curveLinear.contains(.curveEaseIn))
            #expect(UIView.AnimationOptions.curveEaseInOut.rawValue == 0)
            #expect(UIView.AnimationOptions.preferredFramesPerSecond30.rawValue == 7 << 24)
        }

        @Test("transition(from:to:) puts toView in fromView's superview and removes fromView")
        func transitionSwapsViews() {
            let container = UIView()
            let from = UIView()
            let to = UIView()
            container.addSubview(from)
            UIView.transition(from: from, to: to, duration: 0.2)
            #expect(container.subviews == [to])
            #expect(from.superview == nil)
            HeadlessAnimations.finishAll()
        }
    }

    @Suite("Colors and images")
    struct ColorAndImageTests {
        @Test("Equal colors are equal and hash alike, so sets and dictionaries treat them as one")
        func equalColorsHashAlike() {
            let first = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
            let second = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
            #expect(first == second)
            #expect(Set([first, second]).count == 1)
            var red: CGFloat = 0
            #expect(first.getRed(&red, green: nil, blue: nil, alpha: nil))
            #expect(red == 0.2)
        }

        @Test("Symbols exist for any non-empty name; assets only once registered, as only an app's own assets do")
        func imagesByName() throws {
            let house = try #require(UIImage(systemName: "house"))
            #expect(HeadlessImages.name(of: house) == "house")
            #expect(HeadlessImages.isSystemImage(house))
            #expect(UIImage(named: "") == nil)
            #expect(UIImage(named: "headless-test-logo") == nil)
            HeadlessImages.registerAsset(named: "headless-test-logo")
            let logo = try #require(UIImage(named: "headless-test-logo"))
            #expect(HeadlessImages.name(of: logo) == "headless-test-logo")
            #expect(!HeadlessImages.isSystemImage(logo))
        }
    }
#endif
