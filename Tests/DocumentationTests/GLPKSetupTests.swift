import Foundation
import TestSupport
import Testing

/// What the README's set-up section says a user without GLPK sees: the header guards through
/// which every GLPK include goes fail with the install command (tools/check-glpk-missing-message.sh,
/// its quick part: the full part builds a throwaway package).
@Suite("GLPK set-up message")
struct GLPKSetupTests {
    @Test("without <glpk.h> both guard headers fail naming libglpk-dev and tools/install-deps.sh")
    func missingGLPKMessage() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [packageRoot().appendingPathComponent("tools/check-glpk-missing-message.sh").path, "--quick"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("ok: both guard headers fail with the install message"), "\(text)")
    }
}
