import Foundation
import Testing

@testable import LinearProgramming

extension LinearProgrammingSuite {
    /// CPLEX LP and MPS export under safe names, reading back, and glpsol agreeing with us.
    @Suite struct ExportTests {
        /// The window row with names GLPK's writer would mangle or reject.
        static func awkwardlyNamed() -> LPModel {
            var (model, _) = LinearProgrammingSuite.WarmSolverTests.windowRow(window: 300)
            model.columns[1].name = "n1 frame[minW] - width"
            model.columns[4].name = String(repeating: "very_long_name_", count: 30)
            model.rows[0].name = "pref 0 [box]"
            model.rows[1].name = "free"
            return model
        }

        /// A bound of -0 (a slack that came out as -0, a constant moved across) is the bound 0,
        /// and is written as `0`: a reader should not wonder what `<= -0` means.
        @Test func negativeZeroBoundsAreWrittenAsZero() throws {
            var model = LPModel(name: "zero")
            model.addColumn("x", bounds: LPBounds(lower: -0.0, upper: 10))
            model.addRow("r", [(0, 1)], LPBounds(lower: -.infinity, upper: -0.0))
            let body = try model.export(.cplexLP).text.split(separator: "\n").filter { !$0.hasPrefix("\\") }.joined(separator: "\n")
            #expect(body.contains("<= 0"))
            #expect(!body.contains("-0\n") && !body.hasSuffix("-0") && !body.contains("-0 "))
        }

        @Test func safeNamesAndTable() throws {
            let model = Self.awkwardlyNamed()
            let names = CPLEXNames(model: model)
            #expect(Set(names.columns + names.rows).count == model.columns.count + model.rows.count)
            #expect((names.columns + names.rows).allSatisfy(CPLEXNames.isSafe))
            #expect(names.columns[0] == "W" && names.columns[2] == "up0")
            // The 22 characters cleaned fit in the 29 that "c2_" leaves of 32.
            #expect(names.columns[1] == "c2_n1_frame_minW____width")
            // 450 characters: the first 8 and the last 29 - 8 - 2 = 19 (15-character repeats).
            #expect(names.columns[4] == "c5_very_lon__ame_very_long_name_")
            let exported = try model.export(.cplexLP)
            #expect(exported.text.contains("\\ col c2_n1_frame_minW____width = \"n1 frame[minW] - width\" : box 0 width"))
            #expect(exported.text.contains("\\ col W = \"W\" : window width"))
            #expect(exported.text.contains("Subject To"))
            let body = exported.text.split(separator: "\n").filter { !$0.hasPrefix("\\") }.joined(separator: "\n")
            #expect(!body.contains("very_long_name_very_long_name_very"), "long names stay in the comments")
            #expect(!body.contains("["))
        }

        @Test func readBackRestoresTheModel() throws {
            let model = Self.awkwardlyNamed()
            let back = try LPImport.readCPLEXLP(text: try model.export(.cplexLP).text)
            #expect(back.columns.map(\.name) == model.columns.map(\.name))
            #expect(back.rows.map(\.name) == model.rows.map(\.name))
            #expect(back.columns.map(\.origin) == model.columns.map(\.origin))
            #expect(back.columns.map(\.bounds) == model.columns.map(\.bounds))
            #expect(back.rows.map(\.bounds) == model.rows.map(\.bounds))
            #expect(try GLPKSolver.solve(back).objective == GLPKSolver.solve(model).objective)
            // A MIP keeps its kinds.
            var mip = LPModel(sense: .maximize)
            let x = mip.addColumn("x", kind: .integer, objective: 1)
            let b = mip.addColumn("b", kind: .binary, objective: 1)
            mip.addRow("r", [(x, 2), (b, 1)], .atMost(7))
            let mipBack = try LPImport.readCPLEXLP(text: try mip.export().text)
            #expect(mipBack.columns.map(\.kind) == [.integer, .binary])
            #expect(try GLPKSolver.solve(mipBack).objective == 4)
        }

        @Test func unreadableFileIsASolverFailureWithGLPKsMessage() {
            #expect {
                try LPImport.readCPLEXLP(text: "Minimize\n obj: x\nSubject To\n c: x >=\nEnd\n")
            } throws: { error in
                guard let error = error as? LPError, case .solverFailure(let d) = error else { return false }
                return d.glpkMessage.contains(":5: missing right-hand side")
            }
        }

        static let glpsol = "/usr/bin/glpsol"

        /// Runs glpsol on an exported model and returns the objective it reports.
        static func glpsolObjective(_ model: LPModel, format: LPExportFormat) throws -> Double? {
            let directory = FileManager.default.temporaryDirectory
            let input = directory.appendingPathComponent("glpsol-\(UUID().uuidString).txt").path
            let output = input + ".out"
            defer {
                try? FileManager.default.removeItem(atPath: input)
                try? FileManager.default.removeItem(atPath: output)
            }
            try model.write(to: input, format: format)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: glpsol)
            let flag =
                switch format {
                case .cplexLP: "--lp"
                case .freeMPS: "--freemps"
                case .fixedMPS: "--mps"
                }
            // MPS carries no objective direction: glpsol is told.
            process.arguments = [flag, input, "-o", output] + (model.sense == .maximize && format != .cplexLP ? ["--max"] : [])
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { return nil }
            let report = try String(contentsOfFile: output, encoding: .utf8)
            // "Objective:  obj = 733.3333333 (MAXimum)"
            guard let line = report.split(separator: "\n").first(where: { $0.hasPrefix("Objective:") }),
                let equals = line.firstIndex(of: "=")
            else { return nil }
            let number = line[line.index(after: equals)...].split(separator: " ").first
            return number.flatMap { Double($0) }
        }

        @Test(
            .enabled(if: FileManager.default.isExecutableFile(atPath: glpsol), "glpsol is missing: run tools/install-deps.sh"),
            arguments: [LPExportFormat.cplexLP, .freeMPS])
        func glpsolAgrees(format: LPExportFormat) throws {
            let models = [
                LinearProgrammingSuite.KnownOptimaTests.manualExample(), Self.awkwardlyNamed(), LinearProgrammingSuite.WarmSolverTests.windowRow(window: 123).0,
            ]
            for model in models {
                let ours = try GLPKSolver.solve(model).objective
                let theirs = try #require(try Self.glpsolObjective(model, format: format))
                #expect(abs(ours - theirs) <= 1e-6 * max(1, abs(ours)), "\(format): \(ours) vs \(theirs)")
            }
            var mip = LPModel(sense: .maximize)
            let x = mip.addColumn("x", kind: .integer, objective: 5)
            let y = mip.addColumn("y", kind: .integer, objective: 4)
            mip.addRow("a", [(x, 6), (y, 4)], .atMost(24))
            mip.addRow("b", [(x, 1), (y, 2)], .atMost(6))
            #expect(try Self.glpsolObjective(mip, format: format) == 20)
        }
    }
}
