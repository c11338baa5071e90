package io.serbench.runfolder;

/**
 * A user's payload run: the verification table its driver ({@code engine.PayloadRun}) writes into
 * the run folder, and which the reporter appends to the summary.
 */
public final class PayloadTable {
    public static final String FILE_NAME = "payload-verification.md";

    private PayloadTable() {
    }
}
