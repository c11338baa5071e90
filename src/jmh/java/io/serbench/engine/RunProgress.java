package io.serbench.engine;

import io.serbench.measure.CellSpread;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * Where a run is: forks done and planned, failures, time spent (over every session of the run)
 * and the mean time of a fork, and the progress line printed after each fork.
 */
final class RunProgress {
    private final RunJson state;
    private final PrintWriter out;
    private final LongSupplier nanoClock;
    private final long sessionStart;
    private final double secondsBefore;
    private int sessionForks;
    private double sessionForkSeconds;
    int doneForks;
    int plannedForks;
    int failures;

    RunProgress(RunJson state, PrintWriter out, LongSupplier nanoClock) {
        this.state = state;
        this.out = out;
        this.nanoClock = nanoClock;
        this.sessionStart = nanoClock.getAsLong();
        this.secondsBefore = state.wallSeconds;
    }

    long now() {
        return nanoClock.getAsLong();
    }

    /** Seconds of measuring over every session of the run so far. */
    double elapsed() {
        return secondsBefore + (nanoClock.getAsLong() - sessionStart) / 1e9;
    }

    /** A fork of round {@code r} that began at {@code t0} has ended. */
    void forkDone(RunJson.Round r, long t0) {
        sessionForks++;
        sessionForkSeconds += (nanoClock.getAsLong() - t0) / 1e9;
        doneForks++;
        r.forks++;
    }

    /** Mean wall time of a fork: this session's, else the run's so far, else a guess from the settings. */
    double forkSeconds() {
        if (sessionForks > 0) {
            return sessionForkSeconds / sessionForks;
        }
        int total = state.totals().getOrDefault("forks", 0);
        if (total > 0 && state.wallSeconds > 0) {
            return state.wallSeconds / total;
        }
        RunJson.Jmh j = state.jmh;
        return Math.max(1, j.forks) * (1.0 + (j.warmupIterations * (double) j.warmupMillis
                + j.measurementIterations * (double) j.measurementMillis) / 1000);
    }

    /** Before the first fork, so a reader can stop a run that would take too long. */
    void printPlan() {
        double rest = Math.max(0, plannedForks - doneForks) * forkSeconds();
        out.printf(Locale.ROOT, "serbench: plan: %d of %d planned forks to run, about %s (%.1f s a fork, JVM start included)%n",
                Math.max(0, plannedForks - doneForks), plannedForks, duration(rest), forkSeconds());
        if (state.budgetSeconds != null && elapsed() + rest > state.budgetSeconds) {
            out.printf("serbench: note: the base rounds alone take about %s, more than the budget (%s): "
                    + "they run in full, the budget only adds rounds%n", duration(rest), duration(state.budgetSeconds));
        }
    }

    void progress(RunJson.Round r, Cell cell, String library, double score, String unit, String note) {
        double eta = Math.max(0, plannedForks - doneForks) * forkSeconds();
        String budget = "";
        if (state.budgetSeconds != null) {
            budget = ", budget left " + duration(Math.max(0, state.budgetSeconds - elapsed()));
        }
        String round = Engine.BASE.equals(r.kind) ? "round " + r.round + "/" + state.baseRounds : "extra round " + r.round;
        out.printf(Locale.ROOT, "serbench: [%d/%d] %s · %s · %s · %s %s · %s elapsed, ETA %s%s · %d failed%s%n",
                doneForks, plannedForks, round, cell.label(), library, num(score), unit,
                duration(elapsed()), duration(eta), budget, failures, note);
        out.flush();
    }

    static String num(double v) {
        if (!Double.isFinite(v)) {
            return String.valueOf(v);
        }
        return v >= 100 ? String.format(Locale.ROOT, "%,.0f", v) : String.format(Locale.ROOT, "%.3g", v);
    }

    /** A cell's half-width as printed: a percentage, or unknown with fewer than two rounds. */
    static String pct(double logWidth) {
        double p = CellSpread.percent(logWidth);
        return Double.isInfinite(p) ? "unknown (fewer than 2 rounds)" : String.format(Locale.ROOT, "%.1f%%", p);
    }

    static String duration(double seconds) {
        long s = Math.round(seconds);
        if (s >= 3600) {
            return String.format(Locale.ROOT, "%dh%02dm", s / 3600, (s % 3600) / 60);
        }
        if (s >= 60) {
            return String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60);
        }
        return s + "s";
    }
}
