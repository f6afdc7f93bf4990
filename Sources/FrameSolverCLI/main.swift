import Foundation
import FrameSolverCommands

exit(runFrameSolver(Array(CommandLine.arguments.dropFirst()), output: StandardOutput()))
