// HeadlessUIKit's own rule tests: where UIKit exists there is no HeadlessUIKit to test, and exit
// tests are unavailable, so the suite compiles to nothing there (the Apple workflow builds it for iOS).
#if !canImport(UIKit)
    import Foundation
    import HeadlessUIKit
    import HeadlessUIKitDrivers
    import Testing

    /// A screen with a column of views, for the control tests.
    @MainActor
    private final class FormScreen: UIViewController {
        let stack = UIStackView()
        override func viewDidLoad() {
            super.viewDidLoad()
            stack.axis = .vertical
            view.addSubview(stack)
        }
    }

    /// Rows of text, with a record of the user's selections.
    @MainActor
    private final class RowSource: NSObject, UITableViewDataSource, UITableViewDelegate {
        var rows: [String]
        private(set) var cellRequests = 0
        private(set) var selected: [IndexPath] = []
        init(_ rows: [String]) { self.rows = rows }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            cellRequests += 1
            let cell =
                tableView.dequeueReusableCell(withIdentifier: "row")
                ?? UITableViewCell(
                    style: .default, reuseIdentifier: "row")
            var content = cell.defaultContentConfiguration()
            content.text = rows[indexPath.row]
            cell.contentConfiguration = content
            return cell
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    @Suite("Controls: buttons, labels, text fields, stack views, bar buttons, tables, and the user's touches")
    @MainActor
    struct ControlTests {
        private func showForm(_ views: [UIView]) -> (UIWindow, FormScreen, UINavigationController) {
            let screen = FormScreen()
            let navigationController = UINavigationController(rootViewController: screen)
            let window = makeVisibleWindow(root: navigationController)
            for view in views { screen.stack.addArrangedSubview(view) }
            return (window, screen, navigationController)
        }

        @Test("UIControl runs the actions added for an event, in order; the same identifier replaces; removal stops it")
        func controlActions() {
            let control = UIControl()
            var calls: [String] = []
            let first = UIAction(title: "a", identifier: UIAction.Identifier("a")) { _ in calls.append("a") }
            control.addAction(first, for: .touchUpInside)
            control.addAction(
                UIAction(title: "b") { action in calls.append("b from \(action.sender is UIControl)") },
                for: .touchUpInside
            )
            control.addAction(
                UIAction(identifier: UIAction.Identifier("a")) { _ in calls.append("a2") }, for: .touchUpInside)
            control.addAction(UIAction { _ in calls.append("changed") }, for: .valueChanged)
            control.sendActions(for: .touchUpInside)
            #expect(calls == ["b from true", "a2"])
            control.removeAction(identifiedBy: UIAction.Identifier("a"), for: .touchUpInside)
            calls = []
            control.sendActions(for: [.touchUpInside, .valueChanged])
            #expect(calls == ["b from true", "changed"])
            control.isEnabled = false
            #expect(control.state == .disabled)
        }

        @Test("A button's title is its configuration's, else its state's, else its primary action's")
        func buttonTitles() {
            let send = UIAction(title: "Send") { _ in }
            #expect(UIButton(primaryAction: send).currentTitle == "Send")
            #expect(UIButton(primaryAction: send).buttonType == .system)
            #expect(UIButton(type: .custom).currentTitle == nil)
            let button = UIButton(type: .system)
            button.setTitle("Normal", for: .normal)
            button.setTitle("Off", for: .disabled)
            #expect(button.currentTitle == "Normal")
            button.isEnabled = false
            #expect(button.currentTitle == "Off")
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Sign In"
            #expect(UIButton(configuration: configuration, primaryAction: send).currentTitle == "Sign In")
        }

        @Test("A tap runs the button's primary action and its touchUpInside actions, with the button as sender")
        func tapRunsActions() {
            var calls: [String] = []
            let button = UIButton(
                primaryAction: UIAction(title: "Go") { action in calls.append("primary \(action.sender is UIButton)") })
            button.addAction(UIAction { _ in calls.append("touch") }, for: .touchUpInside)
            let (window, _, _) = showForm([button])
            defer { withExtendedLifetime(window) {} }
            #expect(HeadlessControls.tap(button))
            #expect(calls == ["primary true", "touch"])
        }

        @Test("A person cannot tap a disabled, hidden, off-window or covered button, nor one mid-transition")
        func tapsOnlyWhereAPersonCould() {
            var taps = 0
            let button = UIButton(primaryAction: UIAction(title: "Go") { _ in taps += 1 })
            #expect(!HeadlessControls.tap(button))
            let (window, screen, navigationController) = showForm([button])
            defer { withExtendedLifetime(window) {} }
            button.isEnabled = false
            #expect(!HeadlessControls.tap(button))
            button.isEnabled = true
            screen.stack.isHidden = true
            #expect(!HeadlessControls.tap(button))
            screen.stack.isHidden = false
            navigationController.present(UIViewController(), animated: false)
            #expect(!HeadlessControls.tap(button))
            navigationController.dismiss(animated: false)
            navigationController.pushViewController(UIViewController(), animated: true)
            #expect(!HeadlessControls.tap(button))
            HeadlessAnimations.finishAll()
            #expect(!HeadlessControls.tap(button))
            navigationController.popViewController(animated: false)
            #expect(HeadlessControls.tap(button))
            #expect(taps == 1)
        }

        @Test(
            "Touches skip views taking part in an animation without allowUserInteraction until it ends, and all but transparent views"
        )
        func touchesSkipAnimatingAndTransparentViews() {
            var taps = 0
            let button = UIButton(primaryAction: UIAction(title: "Go") { _ in taps += 1 })
            let (window, screen, _) = showForm([button])
            defer { withExtendedLifetime(window) {} }
            // Its ancestor's frame animates: the button takes no touch until the animation ends.
            UIView.animate(withDuration: 0.3) { screen.stack.frame.origin.y = 40 }
            #expect(!HeadlessControls.tap(button))
            HeadlessAnimations.finishAll()
            #expect(HeadlessControls.tap(button))
            // An animation that allows user interaction, or that lasts no time, leaves it touchable.
            UIView.animate(
                withDuration: 0.3, delay: 0, options: [.allowUserInteraction], animations: { button.alpha = 0.5 })
            #expect(HeadlessControls.tap(button))
            UIView.animate(withDuration: 0) { button.alpha = 0.8 }
            #expect(HeadlessControls.tap(button))
            HeadlessAnimations.finishAll()
            // A transition's own view is involved in it, whatever its block changes.
            UIView.transition(with: screen.view, duration: 0.3, options: [.transitionCrossDissolve], animations: nil)
            #expect(!HeadlessControls.tap(button))
            HeadlessAnimations.finishAll()
            // A view that does not change in the block is not involved, nor one set to the value it has.
            let other = UIView()
            UIView.animate(withDuration: 0.3) {
                other.alpha = 0
                button.alpha = 0.8
            }
            #expect(HeadlessControls.tap(button))
            HeadlessAnimations.finishAll()
            // An animation inside another's block inherits its options, unless it overrides them.
            UIView.animate(withDuration: 0.3, delay: 0, options: [.allowUserInteraction]) {
                UIView.animate(withDuration: 0.3) { button.alpha = 0.5 }
            }
            #expect(HeadlessControls.tap(button))
            HeadlessAnimations.finishAll()
            UIView.animate(withDuration: 0.3, delay: 0, options: [.allowUserInteraction]) {
                UIView.animate(withDuration: 0.3, delay: 0, options: [.overrideInheritedOptions]) { button.alpha = 1 }
            }
            #expect(!HeadlessControls.tap(button))
            HeadlessAnimations.finishAll()
            // What an animation that allows interaction changes inside one that does not is its own.
            UIView.animate(withDuration: 0.3) {
                UIView.animate(withDuration: 0.3, delay: 0, options: [.allowUserInteraction]) { button.alpha = 0.5 }
            }
            #expect(HeadlessControls.tap(button))
            HeadlessAnimations.finishAll()
            button.alpha = 1
            // Hit-testing ignores a view with an alpha below 0.01.
            button.alpha = 0.005
            #expect(!HeadlessControls.tap(button))
            button.alpha = 1
            #expect(HeadlessControls.tap(button))
            #expect(taps == 7)
        }

        @Test("The tab bar, the back button and the back swipe take no touch while their controller's view animates")
        func systemControlsSkipAnimatingViews() {
            let stack = UINavigationController(rootViewController: UIViewController())
            stack.pushViewController(UIViewController(), animated: false)
            let tabs = UITabBarController()
            tabs.setViewControllers([stack, UIViewController()], animated: false)
            let window = makeVisibleWindow(root: tabs)
            defer { withExtendedLifetime(window) {} }
            UIView.animate(withDuration: 0.3) { tabs.view.frame.origin.x = 20 }
            #expect(!HeadlessTabs.tapTab(at: 1, in: tabs))
            #expect(!HeadlessNavigation.tapBackButton(in: stack))
            #expect(!HeadlessNavigation.swipeBack(in: stack))
            HeadlessAnimations.finishAll()
            #expect(HeadlessNavigation.tapBackButton(in: stack))
            HeadlessAnimations.finishAll()
            #expect(HeadlessTabs.tapTab(at: 1, in: tabs))
            #expect(tabs.selectedIndex == 1)
        }

        @Test("A sheet whose view animates without allowUserInteraction cannot be swiped down until it ends")
        func sheetSwipeSkipsAnimatingSheet() {
            let root = UIViewController()
            let window = makeVisibleWindow(root: root)
            defer { withExtendedLifetime(window) {} }
            let sheet = UIViewController()
            sheet.modalPresentationStyle = .pageSheet
            root.present(sheet, animated: false)
            HeadlessAnimations.finishAll()
            UIView.animate(withDuration: 0.3) { sheet.view.alpha = 0.5 }
            #expect(!HeadlessPresentation.swipeDownSheet(sheet))
            HeadlessAnimations.finishAll()
            #expect(HeadlessPresentation.swipeDownSheet(sheet))
            HeadlessAnimations.finishAll()
            #expect(root.presentedViewController == nil)
        }

        @Test("Typing begins editing, sends editingChanged per character, and ends editing in the previous field")
        func typingSendsEditingEvents() {
            let email = UITextField()
            let password = UITextField()
            password.isSecureTextEntry = true
            var events: [String] = []
            email.addAction(UIAction { _ in events.append("email began") }, for: .editingDidBegin)
            email.addAction(
                UIAction { action in events.append("email: \((action.sender as? UITextField)?.text ?? "")") },
                for: .editingChanged)
            email.addAction(UIAction { _ in events.append("email ended") }, for: .editingDidEnd)
            password.addAction(UIAction { _ in events.append("password began") }, for: .editingDidBegin)
            #expect(email.text == "")
            email.text = nil
            #expect(email.text == "")
            let (window, _, _) = showForm([email, password])
            defer { withExtendedLifetime(window) {} }
            #expect(HeadlessControls.type("ab", into: email))
            #expect(email.isEditing)
            #expect(HeadlessControls.type("pw", into: password))
            #expect(!email.isEditing && password.isEditing)
            #expect(events == ["email began", "email: a", "email: ab", "email ended", "password began"])
            #expect(HeadlessControls.clear(password))
            #expect(password.text == "")
            password.isEnabled = false
            #expect(!HeadlessControls.type("x", into: password))
        }

        @Test("A stack view's arranged views are subviews; removing a subview removes it from the arrangement")
        func stackViewArrangement() {
            let first = UILabel()
            let second = UILabel()
            let stack = UIStackView(arrangedSubviews: [first, second])
            #expect(stack.arrangedSubviews == [first, second])
            #expect(stack.subviews == [first, second])
            stack.removeArrangedSubview(first)
            #expect(stack.arrangedSubviews == [second])
            #expect(stack.subviews == [first, second])
            second.removeFromSuperview()
            #expect(stack.arrangedSubviews.isEmpty)
            #expect(stack.axis == .horizontal)
        }

        @Test("A bar button item shows its primary action's title and runs it when tapped in the bar on screen")
        func barButtonItems() {
            var taps = 0
            let item = UIBarButtonItem(
                title: "Ignored",
                primaryAction: UIAction(title: "Compose") { action in
                    taps += action.sender is UIBarButtonItem ? 1 : 100
                })
            #expect(item.title == "Compose")
            let done = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in taps += 10 })
            #expect(done.title == nil)
            let menuOnly = UIBarButtonItem(title: "More", menu: UIMenu(children: [UIAction(title: "A") { _ in }]))
            let (window, screen, navigationController) = showForm([])
            defer { withExtendedLifetime(window) {} }
            #expect(!HeadlessControls.tap(item, in: navigationController))
            screen.navigationItem.rightBarButtonItems = [item, done]
            screen.navigationItem.leftBarButtonItem = menuOnly
            #expect(screen.navigationItem.rightBarButtonItem === item)
            #expect(HeadlessControls.tap(item, in: navigationController))
            #expect(HeadlessControls.tap(done, in: navigationController))
            #expect(!HeadlessControls.tap(menuOnly, in: navigationController))
            navigationController.isNavigationBarHidden = true
            #expect(!HeadlessControls.tap(item, in: navigationController))
            #expect(taps == 11)
        }

        @Test(
            "Setting a plain bar button item's primary action takes the action's title and image; a system item keeps its own"
        )
        func barButtonItemPrimaryActionSetter() {
            let item = UIBarButtonItem(title: "Old")
            item.primaryAction = UIAction(title: "Send", image: UIImage(systemName: "paperplane")) { _ in }
            #expect(item.title == "Send")
            #expect(item.image.map(HeadlessImages.name(of:)) == "paperplane")
            let done = UIBarButtonItem(systemItem: .done)
            done.primaryAction = UIAction(title: "Finish") { _ in }
            #expect(done.title == nil)
        }

        @Test("A table asks its data source when first shown and on reload; a tap selects a row and tells the delegate")
        func tableRows() {
            let source = RowSource(["Lunch?", "Invoice"])
            let table = UITableView(frame: .zero, style: .plain)
            table.dataSource = source
            table.delegate = source
            #expect(IndexPath(row: 1, section: 0).row == 1 && IndexPath(row: 1, section: 0).section == 0)
            let (window, _, _) = showForm([table])
            defer { withExtendedLifetime(window) {} }
            #expect(source.cellRequests == 2)
            #expect(table.numberOfRows(inSection: 0) == 2)
            #expect(table.visibleCells.map(HeadlessScreen.text(of:)) == ["Lunch?", "Invoice"])
            #expect(table.cellForRow(at: IndexPath(row: 5, section: 0)) == nil)
            source.rows.append("Trip")
            #expect(table.numberOfRows(inSection: 0) == 2)
            table.reloadData()
            #expect(table.numberOfRows(inSection: 0) == 3)
            table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
            #expect(source.selected.isEmpty)
            #expect(HeadlessControls.selectRow(at: IndexPath(row: 2, section: 0), in: table))
            #expect(source.selected == [IndexPath(row: 2, section: 0)])
            #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
            #expect(!HeadlessControls.selectRow(at: IndexPath(row: 9, section: 0), in: table))
            let legacy = UITableViewCell(style: .default, reuseIdentifier: nil)
            legacy.textLabel?.text = "Old style"
            #expect(HeadlessScreen.text(of: legacy) == "Old style")
        }

        @Test(
            "A row tap asks shouldHighlight, then willSelect (nil cancels, another row is selected instead), then didSelect, then the primary action"
        )
        func rowTapAsksTheDelegateInOrder() {
            final class GatekeepingDelegate: NSObject, UITableViewDelegate {
                var calls: [String] = []
                func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
                    calls.append("shouldHighlight \(indexPath.row)")
                    return indexPath.row != 0
                }
                func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
                    calls.append("willSelect \(indexPath.row)")
                    return indexPath.row == 1 ? nil : IndexPath(row: 3, section: 0)
                }
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    calls.append("didSelect \(indexPath.row)")
                }
                func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
                    calls.append("canPerformPrimaryAction \(indexPath.row)")
                    return true
                }
                func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
                    calls.append("performPrimaryAction \(indexPath.row)")
                }
            }
            let source = RowSource(["A", "B", "C", "D"])
            let delegate = GatekeepingDelegate()
            let table = UITableView(frame: .zero, style: .plain)
            table.dataSource = source
            table.delegate = delegate
            let (window, _, _) = showForm([table])
            defer { withExtendedLifetime(window) {} }
            for row in 0..<3 { #expect(HeadlessControls.selectRow(at: IndexPath(row: row, section: 0), in: table)) }
            #expect(
                delegate.calls == [
                    "shouldHighlight 0", "shouldHighlight 1", "willSelect 1", "shouldHighlight 2", "willSelect 2",
                    "didSelect 3", "canPerformPrimaryAction 2", "performPrimaryAction 2",
                ])
            #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        }

        @Test("The screen as text: the bar with back and buttons, the content, the tab bar, and a sheet over them")
        func screenText() {
            let list = FormScreen()
            list.title = "Inbox"
            let detail = FormScreen()
            detail.navigationItem.title = "Message"
            detail.navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: UIAction(title: "Reply") { _ in })
            let navigationController = UINavigationController(rootViewController: list)
            navigationController.tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 0)
            let profile = UIViewController()
            profile.tabBarItem = UITabBarItem(title: "Profile", image: nil, tag: 1)
            let tabBarController = UITabBarController()
            tabBarController.viewControllers = [navigationController, profile]
            let window = makeVisibleWindow(root: tabBarController)
            defer { withExtendedLifetime(window) {} }
            navigationController.pushViewController(detail, animated: false)
            let field = UITextField()
            field.placeholder = "Reply"
            let secret = UITextField()
            secret.isSecureTextEntry = true
            secret.text = "abc"
            let buttons = UIStackView(arrangedSubviews: [
                UIButton(primaryAction: UIAction(title: "Send") { _ in }), UILabel(),
            ])
            let disabled = UIButton(primaryAction: UIAction(title: "Delete") { _ in })
            disabled.isEnabled = false
            let label = UILabel()
            label.text = "From: Ana"
            for view in [label, field, secret, buttons, disabled] { detail.stack.addArrangedSubview(view) }
            let sheet = FormScreen()
            sheet.modalPresentationStyle = .pageSheet
            let note = UILabel()
            note.text = "Draft saved"
            tabBarController.present(sheet, animated: false)
            sheet.stack.addArrangedSubview(note)
            #expect(
                HeadlessScreen.describe(window) == """
                    ‹ Inbox | Message | ( Reply )
                    \(String(repeating: "─", count: 40))
                      From: Ana
                      Reply: [ ]
                      [•••]
                      ( Send )
                      ( Delete, disabled )
                    \(String(repeating: "─", count: 40))
                    Tab bar: Inbox (selected) · Profile

                    ═══ presented: pageSheet ═══
                      Draft saved
                    """)
        }
    }
#endif
