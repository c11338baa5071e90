package io.serbench.codec;

/** A (library, shape) pair outside the support matrix; the message carries the reason. */
public class UnsupportedCaseException extends IllegalArgumentException {
    public UnsupportedCaseException(String message) {
        super(message);
    }
}
