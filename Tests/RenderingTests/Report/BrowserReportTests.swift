import Foundation
import FrameSolver
import Rendering
import Testing
import TestSupport

/// The report in a real browser: tools/check-report-in-browser.sh opens it in headless
/// Chromium, runs the page's self-test (every slider moved, the boxes checked against the last
/// width's frames, a box hovered and clicked), fails on any console message and saves
/// screenshots. So the suite fails when the page breaks in a browser, not only in Swift.
@Suite struct BrowserReportTests {
    @Test func theReportWorksInHeadlessChromium() throws {
        let data = ReportBuilder.build(try ReportTests.inputs(), widths: [200, 300, 400, 600], height: 844, initialWidth: 390, sweep: "200...600")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("framesolver-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let report = directory.appendingPathComponent("report.html")
        try ReportPage.html(data).write(to: report, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [packageRoot().appendingPathComponent("tools/check-report-in-browser.sh").path, report.path, directory.appendingPathComponent("shots").path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("SELFTEST PASS {\"models\":3,\"moved\":3,\"hovered\":3,\"rowsShown\":3,\"failures\":[],\"errors\":[]}"), "\(text)")
        for shot in ["report-top", "report-model", "report-model-wide"] {
            let size = (try? FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent("shots/\(shot).png").path)[.size] as? Int) ?? 0
            #expect(size > 1000, "\(shot).png: \(size) bytes")
        }
    }
}
