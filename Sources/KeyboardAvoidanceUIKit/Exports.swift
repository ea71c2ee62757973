// An app that adopts the adapter also names the core's types (a strategy, margins) and may read
// notifications itself; re-exporting the bridge, which re-exports the core, lets it write one import.
@_exported import KeyboardAvoidanceFoundation
