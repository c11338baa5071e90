package io.serbench.report;

import io.serbench.runfolder.BadInputException;
import picocli.CommandLine;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;

/**
 * What the reporter's commands share, so each says only what it does: usage errors are one line
 * and exit 2; bad input is refused with one line (checked before anything is written) and the
 * command's {@code badInputExit}; a failed write is one line and exit 1. The CLI contract is one
 * line on stderr per failure, never a stack trace.
 */
abstract class ReportCommand implements Callable<Integer> {
    private final String name;
    private final int badInputExit;
    final PrintWriter stdout;
    final PrintWriter stderr;

    /**
     * @param name         how messages name the command, e.g. "serbench report"
     * @param badInputExit the exit code for input the command refuses
     */
    ReportCommand(String name, int badInputExit, PrintWriter stdout, PrintWriter stderr) {
        this.name = name;
        this.badInputExit = badInputExit;
        this.stdout = stdout;
        this.stderr = stderr;
    }

    /** The command's work, after picocli has set its options: its exit code. */
    abstract int report() throws BadInputException, IOException;

    @Override
    public final Integer call() {
        try {
            return report();
        } catch (BadInputException e) {
            return refuse(e.getMessage(), badInputExit);
        } catch (IOException e) {
            return refuse("cannot write: " + e, 1);
        }
    }

    /** Prints {@code message} as one line after the command's name; returns {@code exit}. */
    final int refuse(String message, int exit) {
        stderr.println(name + ": " + oneLine(message));
        return exit;
    }

    /** Parses {@code args} and runs: the exit code, never {@code System.exit}. */
    final int execute(String... args) {
        try {
            CommandLine cl = new CommandLine(this);
            cl.setOut(stdout);
            cl.setErr(stderr);
            cl.setParameterExceptionHandler((e, a) -> {
                stderr.println(name + ": " + e.getMessage() + " (see --help)");
                return 2;
            });
            return cl.execute(args);
        } finally {
            stdout.flush();
            stderr.flush();
        }
    }

    /** The process's stdout, for a command's {@code main}. */
    static PrintWriter systemOut() {
        return new PrintWriter(System.out, true, StandardCharsets.UTF_8);
    }

    /** The process's stderr, for a command's {@code main}. */
    static PrintWriter systemErr() {
        return new PrintWriter(System.err, true, StandardCharsets.UTF_8);
    }

    /** A message as one line: the CLI's contract is one line on stderr per failure. */
    static String oneLine(String s) {
        return String.valueOf(s).replaceAll("\\s*[\\r\\n]+\\s*", " ").trim();
    }
}
