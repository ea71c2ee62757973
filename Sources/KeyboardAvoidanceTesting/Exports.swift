// A test that checks a screen builds its layout with the core's types: importing the testing
// library is enough, as importing the Foundation bridge is.
@_exported import KeyboardAvoidance
