import FrameSolverCommands
import Foundation

exit(runFrameSolver(Array(CommandLine.arguments.dropFirst()), output: StandardOutput()))
