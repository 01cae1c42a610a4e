// HeadlessUIKit stands in for UIKit where UIKit does not exist; where it does, this file compiles to nothing.
#if !canImport(UIKit)
    public import Foundation

    extension IndexPath {
        /// An index path for a row in a section of a table view.
        public init(row: Int, section: Int) {
            self.init(indexes: [section, row])
        }

        /// The section of a table view the index path names.
        public var section: Int { self[0] }

        /// The row of a table view the index path names.
        public var row: Int { self[1] }
    }

    /// A view that scrolls its content. HeadlessUIKit does not scroll: all content counts as visible.
    @preconcurrency @MainActor
    open class UIScrollView: UIView {}

    /// What a view with content configurations shows. HeadlessUIKit keeps only the list configuration.
    @preconcurrency @MainActor
    public protocol UIContentConfiguration {}

    /// The content of a list cell: its text, secondary text and image.
    public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
        /// The main text.
        public var text: String?
        /// The text under or beside the main text.
        public var secondaryText: String?

        /// The configuration of a plain cell.
        public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
        /// The configuration of a cell with a subtitle.
        public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
        /// The configuration of a cell with a value beside the text.
        public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    }

    /// A row of a table view.
    @preconcurrency @MainActor
    open class UITableViewCell: UIView {
        /// The styles of cells UIKit makes.
        public enum CellStyle: Int, Sendable {
            /// A text label only.
            case `default` = 0
            /// A text label with a detail label beside it.
            case value1 = 1
            /// A detail label beside a text label, for settings-style cells.
            case value2 = 2
            /// A text label with a detail label under it.
            case subtitle = 3
        }

        /// The identifier the table reuses the cell by.
        open private(set) var reuseIdentifier: String?
        /// The cell's content, when it is set from a configuration.
        ///
        /// UIKit declares it in its Swift overlay, so subclasses cannot override it.
        public var contentConfiguration: (any UIContentConfiguration)?

        private let style: CellStyle
        private var builtTextLabel: UILabel?

        /// Creates a cell of a style.
        public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            self.style = style
            self.reuseIdentifier = reuseIdentifier
            super.init(frame: .zero)
        }

        /// Creates a cell from an archive. HeadlessUIKit has no archives, so the cell starts empty.
        public required init?(coder: NSCoder) {
            style = .default
            super.init(coder: coder)
        }

        /// The configuration for the cell's style, to fill and set as ``contentConfiguration``.
        ///
        /// UIKit declares it in its Swift overlay, so subclasses cannot override it.
        public func defaultContentConfiguration() -> UIListContentConfiguration {
            style == .subtitle ? .subtitleCell() : .cell()
        }

        /// The label of the cell's text, made on first use (deprecated in UIKit for content configurations).
        open var textLabel: UILabel? {
            if let builtTextLabel { return builtTextLabel }
            let label = UILabel()
            builtTextLabel = label
            return label
        }

        /// The text the cell shows: its configuration's, or its text label's.
        package var headlessText: String? {
            (contentConfiguration as? UIListContentConfiguration)?.text ?? builtTextLabel?.text
        }
    }

    /// The object that tells a table view its rows and makes their cells.
    @preconcurrency @MainActor
    public protocol UITableViewDataSource: NSObjectProtocol {
        /// The number of rows in `section`.
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
        /// The cell of the row at `indexPath`.
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
        /// The number of sections.
        func numberOfSections(in tableView: UITableView) -> Int
    }

    extension UITableViewDataSource {
        /// One section.
        public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    }

    /// The object a table view tells about the user's selections.
    @preconcurrency @MainActor
    public protocol UITableViewDelegate: NSObjectProtocol {
        /// Whether the row at `indexPath` highlights when the user touches it; a row that does not is not selected either.
        func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
        /// The row to select for the user's tap on the row at `indexPath`; `nil` selects none.
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
        /// The user selected the row at `indexPath`.
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
        /// Whether the user's tap on the row at `indexPath` performs its primary action (iOS 16).
        @available(iOS 16.0, *)
        func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool
        /// Performs the primary action of the row at `indexPath`, after the tap selected it (iOS 16).
        @available(iOS 16.0, *)
        func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath)
    }

    extension UITableViewDelegate {
        /// `true`: every row highlights.
        public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
        /// `indexPath`: the tapped row is selected.
        public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            indexPath
        }
        /// Does nothing.
        public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
        /// `true`: a row's primary action is performed.
        @available(iOS 16.0, *)
        public func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
            true
        }
        /// Does nothing.
        @available(iOS 16.0, *)
        public func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {}
    }

    /// A view that shows rows of cells in sections, from a data source.
    ///
    /// HeadlessUIKit asks the data source for every row's cell when the table is reloaded or first
    /// shown, and keeps them: nothing scrolls, so every row counts as visible. There is no cell reuse:
    /// `dequeueReusableCell(withIdentifier:)` answers `nil`, as UIKit does when it has no cell to reuse.
    /// `HeadlessControls.selectRow(at:in:)` plays the user's tap on a row.
    @preconcurrency @MainActor
    open class UITableView: UIScrollView {
        /// The table's styles.
        public enum Style: Int, Sendable {
            /// Plain rows.
            case plain = 0
            /// Grouped sections.
            case grouped = 1
            /// Inset grouped sections.
            case insetGrouped = 2
        }

        /// The table's style.
        open private(set) var style: UITableView.Style = .plain
        /// The object that tells the table its rows; held weakly.
        weak open var dataSource: (any UITableViewDataSource)? {
            didSet { cells = nil }
        }
        /// The object told about selections; held weakly.
        weak open var delegate: (any UITableViewDelegate)?
        /// The selected row, if any.
        open private(set) var indexPathForSelectedRow: IndexPath?

        private var cells: [[UITableViewCell]]?

        /// Creates a table of a style.
        public init(frame: CGRect, style: UITableView.Style) {
            self.style = style
            super.init(frame: frame)
        }

        /// Creates a table from an archive. HeadlessUIKit has no archives, so the table starts empty.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        /// A cell to reuse; HeadlessUIKit keeps none, so always `nil`.
        open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { nil }

        /// Asks the data source for every row again.
        open func reloadData() {
            cells = makeCells()
        }

        /// The number of sections the data source reports.
        open var numberOfSections: Int { loadedCells.count }

        /// The number of rows in `section`.
        open func numberOfRows(inSection section: Int) -> Int {
            loadedCells.indices.contains(section) ? loadedCells[section].count : 0
        }

        /// The cell of the row at `indexPath`, or `nil` when there is no such row.
        open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
            guard loadedCells.indices.contains(indexPath.section),
                loadedCells[indexPath.section].indices.contains(indexPath.row)
            else { return nil }
            return loadedCells[indexPath.section][indexPath.row]
        }

        /// The visible cells: every row's.
        open var visibleCells: [UITableViewCell] { loadedCells.flatMap { $0 } }

        /// Selects the row at `indexPath` in code; the delegate is not told, as in UIKit.
        open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
            indexPathForSelectedRow = indexPath
        }

        /// Deselects the row at `indexPath`.
        open func deselectRow(at indexPath: IndexPath, animated: Bool) {
            if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
        }

        /// Where a row ends up when the table scrolls to it.
        public enum ScrollPosition: Int, Sendable {
            /// As little as possible.
            case none = 0
            /// At the top.
            case top = 1
            /// In the middle.
            case middle = 2
            /// At the bottom.
            case bottom = 3
        }

        /// Makes the cells when the table first goes on screen.
        open override func didMoveToWindow() {
            super.didMoveToWindow()
            if window != nil, cells == nil { cells = makeCells() }
        }

        /// The user tapped the row at `indexPath`: it is selected and the delegate is told.
        /// The user's tap on the row at `indexPath`, as UIKit asks about it: `shouldHighlightRowAt`, then
        /// `willSelectRowAt` (whose `nil` cancels the selection, and whose other row is selected
        /// instead), then `didSelectRowAt`, then the tapped row's primary action when
        /// `canPerformPrimaryActionForRowAt` allows it.
        package func runUserSelection(at indexPath: IndexPath) {
            guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
            guard let selected = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath else {
                return
            }
            indexPathForSelectedRow = selected
            delegate?.tableView(self, didSelectRowAt: selected)
            if let delegate, delegate.tableView(self, canPerformPrimaryActionForRowAt: indexPath) {
                delegate.tableView(self, performPrimaryActionForRowAt: indexPath)
            }
        }

        private var loadedCells: [[UITableViewCell]] {
            if let cells { return cells }
            let made = makeCells()
            cells = made
            return made
        }

        private func makeCells() -> [[UITableViewCell]] {
            guard let dataSource else { return [] }
            return (0..<max(0, dataSource.numberOfSections(in: self))).map { section in
                (0..<max(0, dataSource.tableView(self, numberOfRowsInSection: section))).map { row in
                    dataSource.tableView(self, cellForRowAt: IndexPath(row: row, section: section))
                }
            }
        }
    }
#endif
