package io.serbench.engine;

/** A knob that cannot be used: one line on stderr, exit code 2, and no folder created or touched. */
final class BadKnob extends Exception {
    BadKnob(String message) {
        super(message);
    }
}
