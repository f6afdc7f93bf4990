import ViewTree

// File-level parsing: constants, custom view structs, the root expression, and what a whole
// SwiftUI file also contains (imports, `#Preview`, `@main` apps, extensions), read past.

extension Parser {
    /// Words that start a declaration that FrameSolver reads past without interpreting.
    static let skippedDeclarations: Set<String> = [
        "protocol", "typealias",
    ]
    static let declarationModifiers: Set<String> = [
        "private", "fileprivate", "public", "internal", "final", "open", "nonisolated", "indirect", "override", "required",
        "convenience", "weak", "unowned", "dynamic",
    ]

    mutating func parseFile() throws(ModelError) -> SyntaxFile {
        var declarations: [Declaration] = []
        var viewExtensions: [FunctionDecl] = []
        var enums: [String: [String]] = [:]
        var extensionStatics: [String: [PropertyDecl]] = [:]
        var typealiases: [String: String] = [:]
        var typeExtensions: [(type: String, decl: CustomViewDecl)] = []
        var previews: [Closure] = []
        var functions: [FunctionDecl] = []
        var rootToken: Token?
        while !current.isEnd {
            if accept(";") { continue }
            let start = current
            if start.is("import") {
                skipLine()
                continue
            }
            if start.is("#") {
                if let preview = try parseDirective() { previews.append(preview) }
                continue
            }
            let attributes = try parseAttributes()
            while Self.declarationModifiers.contains(current.text), current.isIdentifier { advance() }
            if current.is("struct") || current.is("class") || current.is("actor") {
                if let decl = try parseStruct(isMain: attributes.contains("main")) { declarations.append(.view(decl)) }
            } else if current.is("enum") {
                let (name, cases, decl) = parseEnum()
                if let name { enums[name] = cases }
                if let decl { declarations.append(.view(decl)) }
            } else if current.is("typealias") {
                if let (name, type) = try parseTypealias() { typealiases[name] = type }
            } else if current.is("extension") {
                if let (type, decl) = parseExtension() {
                    if type == "View" { viewExtensions += decl.methods }
                    extensionStatics[type, default: []] += decl.staticProperties
                    typeExtensions.append((type, decl))
                }
            } else if current.is("func") {
                // A helper function; one whose body is not understood is read past with a warning.
                let start = current
                if let function = try parseFunction() {
                    functions.append(function)
                } else {
                    warn("'func' declaration read past; it does not take part in layout", at: start)
                }
            } else if attributes.contains("State"), current.is("var") {
                declarations.append(try parseTopLevelState())
            } else if current.is("let") || current.is("var") {
                declarations.append(try parseConstant())
            } else if current.isIdentifier, Self.skippedDeclarations.contains(current.text) {
                try skipDeclaration()
            } else {
                guard attributes.isEmpty else { throw unexpected(expected: "a declaration after '@\(attributes[0])'") }
                if let previous = rootToken {
                    throw error(
                        "a second top-level view; the root was already given at line \(previous.line)",
                        expected: "at most one top-level view expression (wrap several in a VStack)")
                }
                rootToken = current
                let expression = try parseExpression()
                try expectStatementEnd()
                declarations.append(.root(expression))
            }
        }
        // An extension of one of the file's structs (`extension Card where Content ==
        // EmptyView { init(title:) … }`, constrained or not) adds its inits, functions and
        // computed properties to the struct; the `where` clause only narrows Swift's types.
        for (type, members) in typeExtensions where type != "View" {
            for index in declarations.indices {
                guard case .view(var decl) = declarations[index], decl.name == type else { continue }
                decl.initializers += members.initializers
                decl.methods += members.methods
                decl.properties += members.properties.filter { !$0.isStored }
                declarations[index] = .view(decl)
            }
        }
        return SyntaxFile(
            declarations: declarations, viewExtensions: viewExtensions, enums: enums, extensionStatics: extensionStatics,
            typealiases: typealiases, previews: previews, functions: functions)
    }

    /// `typealias Name = Type`: nil for a generic or associated one (read past).
    private mutating func parseTypealias() throws(ModelError) -> (String, String)? {
        advance()
        guard current.isIdentifier else {
            skipLine()
            return nil
        }
        let name = current.text
        advance()
        guard accept("=") else {
            skipLine()
            return nil
        }
        let type = try parseType()
        return (name, type.text)
    }

    /// `enum Name { case …; static let … }`: its cases, and its members as a namespace (a
    /// data declaration whose static constants and nested types are read); an enum whose
    /// members are not understood keeps its cases only.
    private mutating func parseEnum() -> (String?, [String], CustomViewDecl?) {
        let saved = position, savedWarnings = warnings.count
        do throws(ModelError) {
            let decl = try parseNestedType()
            return (decl.name, decl.enumCases, decl)
        } catch {
            position = saved
            warnings.removeSubrange(savedWarnings...)
            let (name, cases) = skipEnum()
            return (name, cases, nil)
        }
    }

    /// `struct Name …{ … }` or `enum Name …{ … }` read as a data type (a namespace of
    /// constants, an enum with cases); nested types included.
    private mutating func parseNestedType() throws(ModelError) -> CustomViewDecl {
        let keyword = current
        advance()
        let nameLoc = loc
        let name = try expectIdentifier("a type name after '\(keyword.text)'")
        if current.is("<") { skipAngleGroup() }
        var conformances: [String] = []
        if accept(":") {
            repeat { conformances.append(try parseType(stopAt: [",", "{", "where"]).text) } while accept(",")
        }
        while !current.isEnd, !current.is("{") { advance() }
        guard current.is("{") else { throw unexpected(expected: "'{' opening \(keyword.text) \(name)") }
        var decl = CustomViewDecl(name: name, genericParameters: [], properties: [], initializers: [], body: nil, loc: nameLoc, isApp: false)
        // A nested view (`struct Row: View` inside the screen that shows it) is a view.
        decl.isData = !(keyword.is("struct") && conformances.contains("View"))
        decl.conformances = conformances
        try parseMembers(into: &decl, closing: "'}' closing \(keyword.text) \(name)")
        return decl
    }

    /// Whether a generic bound (`View`, `View & Equatable`, `Identifiable`) makes its
    /// parameter a view type.
    static func boundIsView(_ bound: String) -> Bool {
        bound.split(separator: "&").contains { ["View", "SwiftUI.View"].contains($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// Skips `<…>` with nesting.
    private mutating func skipAngleGroup() {
        var level = 0
        repeat {
            if current.is("<") { level += 1 } else if current.is(">") { level -= 1 }
            advance()
        } while level > 0 && !current.isEnd
    }

    /// `enum Name: … { case a, b; … }`: the name and its cases (bodies read past).
    private mutating func skipEnum() -> (String?, [String]) {
        advance()
        let name = current.isIdentifier ? current.text : nil
        while !current.isEnd, !current.is("{") { advance() }
        var cases: [String] = []
        var level = 0
        repeat {
            if current.is("{") { level += 1 } else if current.is("}") { level -= 1 }
            if level == 1, current.is("case") {
                advance()
                while current.isIdentifier {
                    cases.append(current.text)
                    advance()
                    if current.is("(") { skipGroup() }
                    if accept("=") { advance() }
                    if !accept(",") { break }
                }
                continue
            }
            advance()
        } while level > 0 && !current.isEnd
        return (name, cases)
    }

    /// `extension Type { … }`: its functions and static properties (a `View` extension's
    /// functions are modifiers; `extension Color { static let brand = … }` adds members).
    /// Read past with a warning when its members are not understood.
    private mutating func parseExtension() -> (String, CustomViewDecl)? {
        let start = current
        let saved = position, savedWarnings = warnings.count
        advance()
        var type = ""
        while !current.isEnd, !current.is("{"), !current.is("where"), !current.is(":") { type += current.text; advance() }
        while !current.isEnd, !current.is("{") { advance() }
        var decl = CustomViewDecl(
            name: type, genericParameters: [], properties: [], initializers: [], body: nil, loc: Loc(line: start.line, column: start.column),
            isApp: false)
        decl.isData = true
        do throws(ModelError) {
            try parseMembers(into: &decl, closing: "'}'")
            return (type, decl)
        } catch {
            position = saved
            warnings.removeSubrange(savedWarnings...)
            while !current.isEnd, !current.is("{") { advance() }
            skipBraces()
            warn("'extension \(type)' read past; it does not take part in layout", at: start)
            return nil
        }
    }

    /// `#Preview { … }` and `#Preview("name", traits: …) { … }`: the closure (a root candidate);
    /// other directives are errors.
    private mutating func parseDirective() throws(ModelError) -> Closure? {
        let hash = current
        advance()
        guard current.is("Preview") else {
            let name = current.isIdentifier ? "#\(current.text)" : "#"
            throw error(
                "'\(name)' is not supported", at: hash, expected: "a view, a struct or a constant",
                suggestion: current.isIdentifier ? Suggestions.nearest(to: current.text, in: ["Preview"]).map { "#\($0)" } : nil)
        }
        advance()
        if current.is("("), !current.startsLine { skipGroup() }
        return current.is("{") ? try parseClosure() : nil
    }

    /// `@main`, `@MainActor`, `@available(…)`: names without `@`, arguments skipped.
    mutating func parseAttributes() throws(ModelError) -> [String] {
        try parseAttributesWithArguments().map(\.name)
    }

    /// Attributes with their arguments as source text (`@Environment(\.colorScheme)`).
    mutating func parseAttributesWithArguments() throws(ModelError) -> [(name: String, argument: String?)] {
        var attributes: [(name: String, argument: String?)] = []
        while current.is("@") {
            advance()
            var name = try expectIdentifier("an attribute name after '@'")
            // `@SwiftUI.Environment` is `@Environment`; `@FocusState.Binding` is read as the
            // wrapper it projects (`@FocusState`).
            while current.is("."), !current.spaceBefore {
                advance()
                let member = try expectIdentifier("a name after '.' in the attribute")
                if name == "SwiftUI" { name = member }
            }
            var argument: String?
            if current.is("("), !current.spaceBefore {
                let start = position
                skipGroup()
                argument = tokens[(start + 1)..<max(start + 1, position - 1)].map(\.text).joined()
            }
            attributes.append((name, argument))
        }
        return attributes
    }

    /// `func name<T>(label param: Type) async throws -> T where … { body }`; nil (read past)
    /// when its body is not understood.
    private mutating func parseFunction(strict: Bool = false) throws(ModelError) -> FunctionDecl? {
        let saved = position, savedWarnings = warnings.count
        let funcLoc = loc
        do throws(ModelError) {
            advance()
            let name = try expectIdentifier("a function name")
            if current.is("<") {
                var level = 0
                repeat {
                    if current.is("<") { level += 1 } else if current.is(">") { level -= 1 }
                    advance()
                } while level > 0 && !current.isEnd
            }
            try expect("(", "'(' opening the parameters")
            let parameters = try parseParameters()
            while !current.isEnd, !current.is("{"), !current.is("}") { advance() }
            try expect("{", "'{' opening the function body")
            let body = try parseStatements()
            try expect("}")
            return FunctionDecl(name: name, parameters: parameters, body: body, loc: funcLoc)
        } catch {
            // A Layout's methods are its meaning: an error in one is reported, not read past.
            if strict { throw error }
            position = saved
            warnings.removeSubrange(savedWarnings...)
            while !current.isEnd, !current.is("{"), !current.is("}") { if current.is("(") { skipGroup() } else { advance() } }
            skipBraces()
            return nil
        }
    }

    /// `extension`, `enum`, `func`, …: read past, with a warning.
    private mutating func skipDeclaration() throws(ModelError) {
        let start = current
        if start.is("typealias") {
            skipLine()
            return
        }
        while !current.isEnd, !current.is("{") {
            if current.is("}") { throw unexpected(expected: "'{' opening the \(start.text) body") }
            advance()
        }
        skipBraces()
        warn("'\(start.text)' declaration read past; it does not take part in layout", at: start)
    }

    /// `case a, b(Int), c = 2`: the names, payloads and raw values read past.
    private mutating func parseCaseNames(rawValues: inout [String: RawCaseValue]) -> [String] {
        let line = current.line
        advance()
        var cases: [String] = []
        while current.isIdentifier {
            cases.append(current.text)
            advance()
            if current.is("(") { skipGroup() }
            if accept("=") {
                // `case metric = "m"`, `case high = 3`: a literal raw value.
                switch current.kind {
                case .string(let literal): if let text = literal.plainText { rawValues[cases.last!] = .string(text) }
                case .number(let number): rawValues[cases.last!] = .number(number)
                default: break
                }
                while !current.isEnd, !current.is(","), !current.is("}"), current.line == line { advance() }
            }
            if !accept(",") { break }
        }
        return cases
    }

    /// `let name = expr` at the top level.
    private mutating func parseConstant() throws(ModelError) -> Declaration {
        advance()
        let nameLoc = loc
        let name = try expectIdentifier("a constant name after 'let'")
        if accept(":") { _ = try parseType() }
        try expect("=", "'=' and a value (a number or a string)")
        let value = try parseExpression()
        try expectStatementEnd()
        return .constant(name: name, value: value, location: nameLoc)
    }

    /// `@State var name: Type = value` at the top level: state of the file's root.
    private mutating func parseTopLevelState() throws(ModelError) -> Declaration {
        advance()
        let nameLoc = loc
        let name = try expectIdentifier("a state name after '@State var'")
        var type: TypeRef?
        if accept(":") { type = try parseType(stopAt: ["="]) }
        var value: SyntaxExpr?
        if accept("=") { value = try parseExpression() }
        try expectStatementEnd()
        return .state(name: name, type: type, value: value, location: nameLoc)
    }

    // MARK: - Structs

    /// `struct Name<…>: View where … { members }`; nil for structs that are not views or apps.
    private mutating func parseStruct(isMain: Bool) throws(ModelError) -> CustomViewDecl? {
        let keyword = current
        advance()
        let nameLoc = loc
        let name = try expectIdentifier("a struct name")
        // Generic parameters that stand for views: bounded by `View` (`<Content: View>`, or in
        // the `where` clause) or unbounded. One bounded by another protocol
        // (`<Item: Identifiable>`, `<S: ShapeStyle>`) is data, read as the value passed.
        var generics: [String] = []
        var dataGenerics: Set<String> = []
        var viewGenerics: Set<String> = []
        if accept("<") {
            while !current.is(">"), !current.isEnd, !current.is("{") {
                let generic = try expectIdentifier("a generic parameter name")
                generics.append(generic)
                if accept(":") {
                    let bound = try parseType(stopAt: [",", ">"]).text
                    if Self.boundIsView(bound) { viewGenerics.insert(generic) } else { dataGenerics.insert(generic) }
                }
                _ = accept(",")
            }
            try expect(">")
        }
        var conformances: [String] = []
        if accept(":") {
            repeat { conformances.append(try parseType(stopAt: [",", "{", "where"]).text) } while accept(",")
        }
        if accept("where") {
            while !current.isEnd, !current.is("{") {
                if current.isIdentifier, generics.contains(current.text), peek(1).is(":") {
                    let generic = current.text
                    advance()
                    advance()
                    let bound = try parseType(stopAt: [",", "{"]).text
                    if Self.boundIsView(bound) { viewGenerics.insert(generic) } else { dataGenerics.insert(generic) }
                } else {
                    advance()
                }
            }
        }
        generics.removeAll { dataGenerics.contains($0) && !viewGenerics.contains($0) }
        guard current.is("{") else { throw unexpected(expected: "'{' opening the body of struct \(name)") }
        let isApp = conformances.contains("App")
        var decl = CustomViewDecl(
            name: name, genericParameters: generics, properties: [], initializers: [], body: nil, loc: nameLoc,
            isApp: isApp || isMain)
        decl.conformances = conformances
        guard conformances.contains("View") || isApp else {
            // A data type (an Identifiable item, a view model, a ViewModifier): its members
            // are read when they parse, else it is read past.
            decl.isData = true
            if conformances.contains("Layout") {
                try parseMembers(into: &decl, closing: "'}' closing struct \(name)")
                return decl
            }
            let saved = position, savedWarnings = warnings.count
            do throws(ModelError) {
                try parseMembers(into: &decl, closing: "'}' closing \(keyword.text) \(name)")
                return decl
            } catch {
                position = saved
                warnings.removeSubrange(savedWarnings...)
                skipBraces()
                warn("\(keyword.text) '\(name)' is not a View and its members are not understood; read past", at: keyword)
                return nil
            }
        }
        try parseMembers(into: &decl, closing: "'}' closing struct \(name)")
        return decl
    }

    /// The members from `{` to just past the matching `}`; `expected` names that `}` in the
    /// error for a body left open.
    private mutating func parseMembers(into decl: inout CustomViewDecl, closing expected: String) throws(ModelError) {
        advance()
        while !current.is("}") {
            if current.isEnd { throw unexpected(expected: expected) }
            if accept(";") { continue }
            try parseMember(into: &decl)
        }
        advance()
    }

    /// One member of a view struct.
    private mutating func parseMember(into decl: inout CustomViewDecl) throws(ModelError) {
        let attributes = try parseAttributesWithArguments()
        var isPrivate = false
        var isStatic = false
        while current.isIdentifier, Self.declarationModifiers.contains(current.text) || ["static", "lazy", "mutating"].contains(current.text) {
            if current.text == "private" || current.text == "fileprivate" { isPrivate = true }
            if current.text == "static" { isStatic = true }
            advance()
            if current.is("("), !current.spaceBefore { skipGroup() }  // private(set)
        }
        let start = current
        if start.is("let") || start.is("var") {
            var property = try parseProperty(attributes: attributes.map(\.name), isPrivate: isPrivate)
            for attribute in attributes where attribute.argument != nil { property.attributeArguments[attribute.name] = attribute.argument }
            if isStatic {
                decl.staticProperties.append(property)
            } else if property.name == "body", let getter = property.getter, !decl.isData {
                decl.body = getter
            } else {
                decl.properties.append(property)
            }
        } else if start.is("init") {
            if decl.isData {
                // A data type's init may do anything; its memberwise form is used. An
                // extension's init (data until it is merged into a view) is kept when it
                // reads as one.
                let saved = position, savedWarnings = warnings.count
                if let initializer = try? parseInitializer() {
                    decl.initializers.append(initializer)
                } else {
                    position = saved
                    warnings.removeSubrange(savedWarnings...)
                    while !current.isEnd, !current.is("{") { if current.is("(") { skipGroup() } else { advance() } }
                    skipBraces()
                }
            } else {
                decl.initializers.append(try parseInitializer())
            }
        } else if start.is("func") {
            if let method = try parseFunction(strict: decl.conformances.contains("Layout")) {
                if isStatic { decl.staticMethods.append(method) } else { decl.methods.append(method) }
            }
        } else if start.is("deinit") {
            advance()
            skipBraces()
        } else if start.is("case") {
            decl.enumCases += parseCaseNames(rawValues: &decl.enumRawValues)
        } else if start.is("enum") || start.is("struct") {
            // A nested enum or struct, in a data type or a view (`enum Brand { case visa …
            // var name: String { … } }` inside the card that shows it).
            let saved = position, savedWarnings = warnings.count
            do throws(ModelError) {
                decl.nestedTypes.append(try parseNestedType())
            } catch {
                position = saved
                warnings.removeSubrange(savedWarnings...)
                try skipDeclaration()
            }
        } else if start.isIdentifier, ["struct", "enum", "class", "extension", "typealias", "subscript", "protocol", "actor"].contains(start.text) {
            try skipDeclaration()
        } else {
            throw unexpected(expected: "a property ('let name: Type'), an 'init' or 'var body: some View { … }'")
        }
    }

    /// `let name: Type = default` or `var name: Type { getter }`.
    private mutating func parseProperty(attributes: [String], isPrivate: Bool) throws(ModelError) -> PropertyDecl {
        let isLet = current.is("let")
        advance()
        let nameLoc = loc
        let name = try expectIdentifier("a property name")
        var type: TypeRef?
        if accept(":") { type = try parseType() }
        var defaultValue: SyntaxExpr?
        if accept("=") { defaultValue = try parseExpression() }
        var getter: [Statement]?
        if current.is("{"), !isLet {
            advance()
            if current.is("get"), peek().is("{") {
                advance()
                advance()
                getter = try parseStatements()
                try expect("}")
                while !current.is("}"), !current.isEnd { skipBraces(); if !current.is("}") { advance() } }
            } else {
                getter = try parseStatements()
            }
            try expect("}", "'}' closing the property '\(name)'")
        } else if type == nil, defaultValue == nil, attributes.isEmpty {
            throw unexpected(expected: "':' and a type, or '=' and a value, for property '\(name)'")
        }
        try expectStatementEnd()
        return PropertyDecl(
            name: name, isLet: isLet, type: type, defaultValue: defaultValue, attributes: attributes, getter: getter,
            isPrivate: isPrivate, loc: nameLoc)
    }

    /// `init(label name: Type = default, …) { statements }`.
    private mutating func parseInitializer() throws(ModelError) -> InitializerDecl {
        let initLoc = loc
        advance()
        _ = accept("?")
        try expect("(", "'(' opening the init's parameters")
        let parameters = try parseParameters()
        while current.isIdentifier, ["throws", "async", "rethrows"].contains(current.text) { advance() }
        try expect("{", "'{' opening the init's body")
        let body = try parseStatements()
        try expect("}", "'}' closing the init")
        return InitializerDecl(parameters: parameters, body: body, loc: initLoc)
    }

    /// Parameters after `(`, up to and including `)`.
    private mutating func parseParameters() throws(ModelError) -> [ParameterDecl] {
        var parameters: [ParameterDecl] = []
        while !current.is(")") {
            _ = try parseAttributes()
            let paramLoc = loc
            let first = try expectIdentifier("a parameter name")
            var label: String? = first
            var name = first
            if current.isIdentifier {
                name = current.text
                advance()
            }
            if first == "_" { label = nil }
            try expect(":", "':' and the type of parameter '\(name)'")
            let type = try parseType(stopAt: [",", ")", "="])
            var defaultValue: SyntaxExpr?
            if accept("=") { defaultValue = try parseExpression() }
            parameters.append(ParameterDecl(label: label, name: name, type: type, defaultValue: defaultValue, loc: paramLoc))
            if !accept(",") { break }
        }
        try expect(")", "',' or ')' in the parameters")
        return parameters
    }

    // MARK: - Types

    /// A type as written, up to a token in `stopAt` at bracket depth 0 (or `{`, `=`, a new line).
    mutating func parseType(stopAt: Set<String> = []) throws(ModelError) -> TypeRef {
        var text = ""
        var level = 0
        let first = current
        while !current.isEnd {
            let token = current
            if level == 0 {
                if token.kind == .punctuation, stopAt.contains(token.text) || ["{", "=", "}", ";"].contains(token.text) { break }
                if token.isIdentifier, stopAt.contains(token.text) { break }
                if token.startsLine, token.line != first.line, !text.hasSuffix("->") { break }
                if token.is(")") || token.is(",") { break }
            }
            if token.is("(") || token.is("[") || token.is("<") { level += 1 }
            if token.is(")") || token.is("]") || token.is(">") { level -= 1 }
            if token.is("@") {
                advance()
                if current.isIdentifier { advance() }
                continue
            }
            if token.isIdentifier, ["some", "any", "inout", "borrowing", "consuming"].contains(token.text), level == 0 {
                advance()
                continue
            }
            text += token.text
            advance()
        }
        guard !text.isEmpty else { throw unexpected(expected: "a type") }
        var isOptional = false
        while text.hasSuffix("?") || text.hasSuffix("!") {
            text.removeLast()
            isOptional = true
        }
        if text.hasPrefix("Optional<"), text.hasSuffix(">") {
            text = String(text.dropFirst(9).dropLast())
            isOptional = true
        }
        return TypeRef(text: text, isOptional: isOptional, isFunction: text.contains("->"))
    }

    /// After a statement: a new line, `;`, `}` or the end of the file.
    mutating func expectStatementEnd() throws(ModelError) {
        if current.startsLine || current.is("}") || current.isEnd { return }
        if accept(";") { return }
        throw unexpected(expected: "a new line or ';' between statements")
    }
}
