/// Short, CPLEX-safe names for a model's rows and columns, and the table back to the
/// originals.
///
/// Why: GLPK rejects names over 255 characters fatally, and its CPLEX LP writer silently
/// rewrites characters it does not accept (`[`, `]`, `-`, space), so an exported file would
/// no longer match the model. A name is kept when it is already short and safe
/// (`[A-Za-z_][A-Za-z0-9_.]*`, at most 32 characters, not a keyword, unique); any other gets
/// `r<index>_<cleaned name>` or `c<index>_<cleaned name>` (a long one cut in the middle, so its
/// end still says what the row is). The table goes into the file as
/// comments, with each item's origin, so a reader of the file knows what `c12_n12_frame` is.
public struct CPLEXNames: Sendable, Hashable {
    /// One line of the table.
    public struct Entry: Sendable, Hashable {
        /// The name written in the file.
        public var safeName: String
        /// The model's own name for the row or column.
        public var originalName: String
        /// What made the row or column, copied into the file's comments.
        public var origin: String?
        /// True for a row, false for a column.
        public var isRow: Bool
    }

    /// The safe name of each row, in model order.
    public var rows: [String]
    /// The safe name of each column, in model order.
    public var columns: [String]

    /// The longest name kept as is.
    public static let maximumLength = 32

    /// Names for every row and column of `model`.
    public init(model: LPModel) {
        var used = Set<String>()
        var rows = [String?](repeating: nil, count: model.rows.count)
        var columns = [String?](repeating: nil, count: model.columns.count)
        // Pass 1: keep names that are already safe (first come, first kept).
        for (j, column) in model.columns.enumerated() where Self.isSafe(column.name) && !used.contains(column.name) {
            columns[j] = column.name
            used.insert(column.name)
        }
        for (i, name) in model.rows.names.enumerated() where Self.isSafe(name) && !used.contains(name) {
            rows[i] = name
            used.insert(name)
        }
        // Pass 2: make up the others.
        for j in columns.indices where columns[j] == nil {
            columns[j] = Self.makeUp("c\(j + 1)", model.columns[j].name, &used)
        }
        for i in rows.indices where rows[i] == nil {
            rows[i] = Self.makeUp("r\(i + 1)", model.rows.name(of: i), &used)
        }
        let safeRows = rows.map { $0! }
        self.rows = safeRows
        self.columns = columns.map { $0! }
        entries =
            zip(self.columns, model.columns).map { safe, column in
                Entry(safeName: safe, originalName: column.name, origin: column.origin, isRow: false)
            }
            + model.rows.indices.map { i in
                Entry(safeName: safeRows[i], originalName: model.rows.name(of: i), origin: model.rows.origin(of: i), isRow: true)
            }
    }

    /// Every column, then every row, in model order. The order matters: GLPK's reader numbers
    /// columns by first appearance, and `LPImport` uses the table to restore model order.
    public private(set) var entries: [Entry]

    /// Whether `name` can go into a CPLEX LP or free MPS file unchanged.
    public static func isSafe(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard let first = bytes.first, bytes.count <= maximumLength else { return false }
        guard isLetter(first) || first == UInt8(ascii: "_") else { return false }
        for byte in bytes.dropFirst() where !(isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")) {
            return false
        }
        return !keywords.contains(name.lowercased())
    }

    /// Words a CPLEX LP reader may take as keywords.
    static let keywords: Set<String> = [
        "minimize", "minimise", "minimum", "min", "maximize", "maximise", "maximum", "max",
        "subject", "to", "such", "that", "st", "s.t.", "st.", "bounds", "bound", "free", "inf",
        "infinity", "general", "generals", "gen", "integer", "integers", "binary", "binaries",
        "bin", "end", "obj",
    ]

    private static func isLetter(_ b: UInt8) -> Bool { (b >= 65 && b <= 90) || (b >= 97 && b <= 122) }
    private static func isDigit(_ b: UInt8) -> Bool { b >= 48 && b <= 57 }

    /// `prefix_cleaned` made unique, at most `maximumLength` long. A longer name keeps its
    /// first 8 characters and as many of its last as fit, around `__`: its end says what the
    /// row is (`..._max_decided`, `..._bound`), and its first 20 alone said only whose it was
    /// (`n1_ScrollView_conten`).
    private static func makeUp(_ prefix: String, _ original: String, _ used: inout Set<String>) -> String {
        var characters: [Character] = []
        for scalar in original.unicodeScalars {
            let ok = scalar.isASCII && (isLetter(UInt8(scalar.value)) || isDigit(UInt8(scalar.value)) || scalar == "_" || scalar == ".")
            characters.append(ok ? Character(scalar) : "_")
        }
        let budget = maximumLength - prefix.count - 1
        let head = 8
        let cleaned =
            characters.count <= budget ? String(characters) : String(characters.prefix(head)) + "__" + String(characters.suffix(budget - head - 2))
        var candidate = cleaned.isEmpty ? prefix : "\(prefix)_\(cleaned)"
        var suffix = 2
        while used.contains(candidate) {
            candidate = "\(prefix)_\(suffix)"
            suffix += 1
        }
        used.insert(candidate)
        return candidate
    }

    /// The table as comment lines (`\` for CPLEX LP, `*` for MPS): one per entry,
    /// `col|row <safe> = "<original>" : <origin>`.
    public func commentLines(marker: String) -> [String] {
        var lines = ["\(marker) FrameSolver name table: safe name = \"original name\" : origin"]
        for entry in entries {
            var line = "\(marker) \(entry.isRow ? "row" : "col") \(entry.safeName) = \(Self.quote(entry.originalName))"
            if let origin = entry.origin { line += " : " + Self.oneLine(origin) }
            lines.append(line)
        }
        return lines
    }

    static func quote(_ text: String) -> String {
        var out = "\""
        for c in oneLine(text) {
            if c == "\"" || c == "\\" { out.append("\\") }
            out.append(c)
        }
        return out + "\""
    }

    /// `text` safe inside a one-line comment of an LP or MPS file: line breaks of every kind
    /// and other control characters become `\u{…}` escapes (a file name may hold a newline,
    /// which would otherwise end the comment and leave the rest of the name as program text).
    public static func oneLine(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            let breaksLines = scalar.properties.generalCategory == .lineSeparator || scalar.properties.generalCategory == .paragraphSeparator
            if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x85 || breaksLines {
                out += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
