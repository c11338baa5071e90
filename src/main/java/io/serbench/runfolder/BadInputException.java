package io.serbench.runfolder;

/** Input the reporter cannot use; its message is the one line printed before a non-zero exit. */
public final class BadInputException extends Exception {
    public BadInputException(String message) {
        super(message);
    }
}
