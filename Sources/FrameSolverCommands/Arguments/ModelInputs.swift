import Foundation

/// One model to read: a file, or standard input (`-`), with the name diagnostics use.
struct ModelSource: Sendable {
    /// The path as given, or `<stdin>`.
    var name: String
    /// The model's text, or nil when the file cannot be read (reported when it is loaded).
    var text: String?
    /// Why the text is nil: no such file, a folder, not a regular file, too large, not UTF-8.
    var readProblem = "cannot be read"
    /// The largest model file read: 16 MiB (docs/limits.md).
    static let largestFile = 16 << 20
    /// The folder a twin declaration is relative to: the file's, or the current one for stdin.
    var directory: URL

    static let standardInputName = "<stdin>"

    /// The file at `path`, read now (nil text, and the reason, when it cannot be used).
    init(path: String) {
        name = path
        directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        switch Self.read(path) {
        case .success(let text): self.text = text
        case .failure(let problem): readProblem = problem.message
        }
    }

    struct ReadProblem: Error { var message: String }

    /// The text of a model file, or why there is none. Only regular files are read (a device
    /// such as /dev/zero would never end), at most `largestFile` bytes.
    static func read(_ path: String) -> Result<String, ReadProblem> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .failure(ReadProblem(message: "no such file")) }
        if isDirectory.boolValue { return .failure(ReadProblem(message: "it is a folder, not a model file")) }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let type = attributes?[.type] as? FileAttributeType, type != .typeRegular {
            return .failure(ReadProblem(message: "not a regular file (a device, pipe or socket); give a .layout file, or - for standard input"))
        }
        if let size = attributes?[.size] as? Int, size > largestFile {
            return .failure(ReadProblem(message: "it holds \(size) bytes, beyond the largest model file, 16 MiB (docs/limits.md)"))
        }
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(ReadProblem(message: "permission denied")) }
        return decode(data)
    }

    /// `data` as UTF-8 text, or where the first byte that is not UTF-8 sits.
    static func decode(_ data: Data) -> Result<String, ReadProblem> {
        if let text = String(validating: data, as: UTF8.self) { return .success(text) }
        var line = 1
        var column = 1
        var offset = 0
        var iterator = data.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
                if scalar == "\n" { (line, column) = (line + 1, 1) } else { column += 1 }
            case .emptyInput:
                return .failure(ReadProblem(message: "not UTF-8 text"))
            case .error:
                let byte = offset < data.count ? data[data.startIndex + offset] : 0
                let hex = String(byte, radix: 16, uppercase: true)
                return .failure(ReadProblem(message: "not UTF-8 text: byte 0x\(hex.count < 2 ? "0" + hex : hex) at line \(line), column \(column) is not UTF-8"))
            }
        }
    }

    /// Standard input, read now: at most `largestFile` bytes, as a file is, so an endless
    /// stream ends with an error instead of filling memory; UTF-8 is checked as in a file.
    init(standardInput output: CommandOutput) {
        name = Self.standardInputName
        directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let data: Data
        do {
            data = try output.readStandardInput(atMost: Self.largestFile + 1)
        } catch {
            readProblem = "standard input could not be read (\(Self.describe(error)))"
            return
        }
        if data.count > Self.largestFile {
            readProblem = "it holds more than \(Self.largestFile) bytes, beyond the largest model file, 16 MiB (docs/limits.md)"
            return
        }
        switch Self.decode(data) {
        case .success(let text): self.text = text
        case .failure(let problem): readProblem = problem.message
        }
    }

    /// A reading or writing error in words: the system's message for an errno (`Bad address`,
    /// `No such file or directory`), also for Foundation's file errors that stand for one,
    /// rather than "The operation could not be completed (NSCocoaErrorDomain error 4)".
    static func describe(_ error: any Error) -> String {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if error.domain == NSCocoaErrorDomain {
            let errno: [CocoaError.Code: Int32] = [
                .fileNoSuchFile: ENOENT, .fileReadNoSuchFile: ENOENT, .fileReadNoPermission: EACCES, .fileWriteNoPermission: EACCES,
                .fileWriteOutOfSpace: ENOSPC, .fileWriteVolumeReadOnly: EROFS,
            ]
            if let code = errno[CocoaError.Code(rawValue: error.code)] { return String(cString: strerror(code)) }
        }
        return error.localizedDescription
    }

    init(name: String, text: String?, directory: URL) {
        self.name = name
        self.text = text
        self.directory = directory
    }
}

/// The model FILE arguments expanded: files as given, folders to their `*.layout` files
/// (recursively, sorted by path), `-` to standard input.
struct ModelInputs {
    var sources: [ModelSource]
    /// More than one model, or a folder: each result is labelled and a summary line ends.
    var isBatch: Bool

    init(_ arguments: [String], output: CommandOutput) throws(UsageError) {
        var sources: [ModelSource] = []
        var sawFolder = false
        var sawStandardInput = false
        for argument in arguments {
            if argument == "-" {
                guard !sawStandardInput else { throw UsageError("- (standard input) can be given once") }
                sawStandardInput = true
                sources.append(ModelSource(standardInput: output))
                continue
            }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue {
                sawFolder = true
                let found = Self.layoutFiles(in: argument)
                guard !found.isEmpty else { throw UsageError("folder '\(argument)' holds no .layout file") }
                sources += found.map(ModelSource.init(path:))
            } else {
                sources.append(ModelSource(path: argument))
            }
        }
        self.sources = sources
        isBatch = sources.count > 1 || sawFolder
    }

    /// Every `*.layout` under `folder`, recursively, sorted by path.
    static func layoutFiles(in folder: String) -> [String] {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".layout") { found.append(base + "/" + relative) }
        }
        return found.sorted()
    }
}
