// A test that checks a screen builds its layout with the core's types and names the screens it
// runs on with the catalogue's: importing the testing library is enough, as importing the
// Foundation bridge is for the core.
@_exported import KeyboardAvoidance
@_exported import KeyboardAvoidanceScreens
