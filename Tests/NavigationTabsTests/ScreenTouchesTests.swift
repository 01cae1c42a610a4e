import Foundation
import NavigationCore
import NavigationTabs
import NavigationTestSupport
import Testing

/// A sign-in screen built in code: two fields and a button that ends the flow with the name typed.
final class TouchSignInScreen: NavigationModuleViewController {
    let email = UITextField()
    let password = UITextField()
    let signIn = UIButton(type: .system)
    let help = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign in"
        email.placeholder = "Email"
        password.placeholder = "Password"
        password.isSecureTextEntry = true
        signIn.setTitle("Sign in", for: .normal)
        signIn.addAction(UIAction { [weak self] _ in self?.signInTapped() }, for: .touchUpInside)
        help.setTitle("Help", for: .normal)
        help.isEnabled = false
        for view in [email, password, signIn, help] as [UIView] { self.view.addSubview(view) }
    }

    private func signInTapped() {
        guard email.text?.isEmpty == false else { return }
        navigationModule?.endFlow(with: [NavigationModel(initialViewControllerType: TouchRecipesScreen.self)])
    }
}

/// A list of recipes in a table, with an Edit bar button, and two buttons that share a title.
final class TouchRecipesScreen: NavigationModuleViewController, UITableViewDataSource, UITableViewDelegate {
    let table = UITableView(frame: .zero, style: .plain)
    private(set) var edits = 0
    let recipes = ["Soup", "Bread"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipes"
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
        for _ in 0..<2 {
            let share = UIButton(type: .system)
            share.setTitle("Share", for: .normal)
            view.addSubview(share)
        }
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            primaryAction: UIAction(title: "Edit") { [weak self] _ in self?.edits += 1 })
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { recipes.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = recipes[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationModule?.pushViewController(animated: true, completion: nil) { module in
            let detail = NavigationModuleViewController(navigationModule: module)
            detail.title = self.recipes[indexPath.row]
            return detail
        }
    }
}

@Suite("Tests of an app's own screens: tap by title, type into a field, read the screen")
@MainActor
struct ScreenTouchesTests {
    @Test("Typing into fields and tapping a button by its title drives the app's own code", .headlessOnly)
    func signInByTitles() async throws {
        let router = NavigationRouter(in: makeTestWindow())
        router.startNavigationModuleFrom(NavigationModel(initialViewControllerType: TouchSignInScreen.self))
        await settle()
        let window = router.window
        #expect(ScreenTouches.type("ana@example.com", intoField: "Email", in: window))
        #expect(ScreenTouches.type("secret", intoField: "Password", in: window))
        #expect(!ScreenTouches.type("x", intoField: "Phone", in: window))
        #expect(!ScreenTouches.tap("Help", in: window))
        let text = ScreenTouches.text(of: window)
        #expect(text.contains("Email: [ana@example.com]") && text.contains("Password: [••••••]"))
        #expect(text.contains("( Help, disabled )"))
        #expect(ScreenTouches.tap("Sign in", in: window))
        await settle()
        #expect(router.currentModule?.viewControllers.first is TouchRecipesScreen)
    }

    @Test(
        "Rows, bar buttons and tabs are tapped by title; a title shown twice, or nowhere, taps nothing", .headlessOnly)
    func rowsBarButtonsAndTabs() async throws {
        let router = NavigationRouter(in: makeTestWindow())
        router.startNavigationModuleFrom(
            [
                .tabBranch([
                    NavigationTab(identifier: "recipes", title: "Recipes", models: [.screen(TouchRecipesScreen.self)]),
                    NavigationTab(identifier: "account", title: "Account", models: [.screen(TouchSignInScreen.self)]),
                ])
            ], completion: nil)
        await settle()
        let window = router.window
        let branch = try #require(router.currentModule as? TabBranchModule)
        let recipes = try #require(branch.modules[0].viewControllers.first as? TouchRecipesScreen)
        #expect(ScreenTouches.text(of: window).contains("› Bread"))
        #expect(ScreenTouches.tap("Edit", in: window))
        #expect(recipes.edits == 1)
        #expect(!ScreenTouches.tap("Share", in: window))
        #expect(!ScreenTouches.tap("Pasta", in: window))
        #expect(ScreenTouches.tap("Bread", in: window))
        await settle()
        #expect(branch.modules[0].viewControllers.last?.title == "Bread")
        #expect(ScreenTouches.text(of: window).contains("‹ Recipes | Bread"))
        #expect(ScreenTouches.tap("Account", in: window))
        await settle()
        #expect(branch.selectedModule === branch.modules[1])
        #expect(ScreenTouches.text(of: window).contains("Tab bar: Recipes · Account (selected)"))
    }
}
