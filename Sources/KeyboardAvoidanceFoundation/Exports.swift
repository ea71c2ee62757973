// An app that reads keyboard notifications needs the core's types as well as the bridge's;
// re-exporting the core lets it write one import. swift-numerics' `Numerics` module re-exports
// its parts the same way.
@_exported import KeyboardAvoidance
