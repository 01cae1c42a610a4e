/// A notification's payload or a shortcut's user info, read as a tree: text, lists and dictionaries.
///
/// Strings (with UUIDs and dates as their text), numbers (as their decimal text, so a 64-bit
/// identifier keeps every digit) and Booleans are kept apart, as JSON keeps them; nested dictionaries
/// and lists are kept whole, so a mapping can reach into
/// `{"activity": {"category": "backing", "project_id": 12}}`:
///
/// ```swift
/// let payload = PayloadValue(["activity": ["category": "backing", "project_id": 12]])
/// let projectID = payload["activity"]?["project_id"]?.text   // "12"
/// ```
public enum PayloadValue: Sendable, Hashable, CustomStringConvertible {
    /// A string; a UUID or a date as its text (ISO 8601 for a date).
    case string(String)
    /// A number, as its decimal text.
    case number(String)
    /// A Boolean.
    case bool(Bool)
    /// A list of values, in order.
    case list([PayloadValue])
    /// A dictionary with string keys.
    case dictionary([String: PayloadValue])

    /// Reads a property-list value: `[AnyHashable: Any]` from `userInfo`, `[String: any NSSecureCoding]`,
    /// arrays, strings, numbers, Booleans, UUIDs and dates. Keys that are not strings, and values of
    /// any other kind (data, say), are left out.
    public init(_ value: Any) {
        self = Self.read(value) ?? .dictionary([:])
    }

    /// The value under `key` of a dictionary; `nil` for a missing key or a value that is not a dictionary.
    public subscript(key: String) -> PayloadValue? {
        guard case .dictionary(let entries) = self else { return nil }
        return entries[key]
    }

    /// The element at `index` of a list; `nil` out of range or for a value that is not a list.
    public subscript(index: Int) -> PayloadValue? {
        guard case .list(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The text of a scalar: a string as it is, a number in decimal, a Boolean as `true` or `false`;
    /// `nil` for a list or a dictionary.
    public var text: String? {
        switch self {
        case .string(let text), .number(let text): text
        case .bool(let value): String(value)
        case .list, .dictionary: nil
        }
    }

    /// The string of a ``string(_:)``; `nil` for a number, a Boolean, a list or a dictionary.
    public var stringValue: String? {
        guard case .string(let string) = self else { return nil }
        return string
    }

    /// The top-level scalars of a dictionary, as text: what a route's ``RouteParameters/values`` hold.
    public var topLevelTexts: [String: String] {
        guard case .dictionary(let entries) = self else { return [:] }
        return entries.compactMapValues(\.text)
    }

    /// The value as JSON-like text, keys sorted, for logs.
    public var description: String {
        switch self {
        case .string(let text): "\"\(text)\""
        case .number(let text): text
        case .bool(let value): String(value)
        case .list(let elements): "[" + elements.map(\.description).joined(separator: ", ") + "]"
        case .dictionary(let entries):
            "{" + entries.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ")
                + "}"
        }
    }

    private static func read(_ value: Any) -> PayloadValue? {
        switch value {
        case let string as String: return .string(string)
        case let int as Int: return .number(String(int))
        case let double as Double: return .number(String(double))
        case let bool as Bool: return .bool(bool)
        case let uuid as UUID: return .string(uuid.uuidString)
        case let date as Date: return .string(date.ISO8601Format())
        case let number as NSNumber: return .number(number.stringValue)
        case let string as NSString: return .string(String(describing: string))
        case let entries as [AnyHashable: Any]:
            var read: [String: PayloadValue] = [:]
            for (key, value) in entries {
                if let key = key.base as? String, let value = Self.read(value) { read[key] = value }
            }
            return .dictionary(read)
        case let entries as [String: Any]:
            return .dictionary(entries.compactMapValues(Self.read))
        case let elements as [Any]:
            return .list(elements.compactMap(Self.read))
        case let dictionary as NSDictionary:
            var read: [String: PayloadValue] = [:]
            for (key, value) in dictionary {
                if let key = key as? String, let value = Self.read(value) { read[key] = value }
            }
            return .dictionary(read)
        case let array as NSArray:
            return .list(array.compactMap(Self.read))
        default:
            return nil
        }
    }
}
