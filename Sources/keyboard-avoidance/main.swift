import Foundation
import KeyboardAvoidanceTool

exit(KeyboardAvoidanceTool.run(Array(CommandLine.arguments.dropFirst())))
