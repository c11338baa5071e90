package io.serbench.engine;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.serbench.runfolder.ForkResultFields;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A fork runner without JMH: answers every fork with hand-made iteration scores and moves a
 * clock, so the engine's whole flow (order, re-runs, re-measures, budget, resume) runs in
 * milliseconds with no benchmark measured.
 */
final class FakeForks implements Engine.ForkRunner {

    /** One call the engine made. */
    record Call(String cell, Map<String, String> knobs, String library, int warmupFactor, int index) {
        String knob(String name) {
            return knobs.get(name);
        }
    }

    /** Scores for a call (null: the fork fails); by default every library flat at its own level. */
    interface Scores {
        double[] of(Call call);
    }

    /** B/op of a call, as -prof gc records it; NaN (the default) for a run without -prof gc. */
    interface Allocations {
        double of(Call call);
    }

    final List<Call> calls = new ArrayList<>();
    final AtomicLong clock = new AtomicLong();
    long nanosPerFork = 3_000_000_000L;
    int killAt = -1;
    Scores scores = c -> flat(level(c.library()));
    Allocations allocations = c -> Double.NaN;

    static double level(String library) {
        return switch (library) {
            case "jackson" -> 800;
            case "noop" -> 2;
            default -> 200 + Math.abs(library.hashCode() % 100);
        };
    }

    static double[] flat(double v) {
        return new double[]{v, v * 1.01, v * 0.99};
    }

    @Override
    public List<ObjectNode> run(Cell cell, String library, int warmupFactor) throws Engine.ForkFailure {
        Call call = new Call(cell.benchmark(), cell.knobs(), library, warmupFactor, calls.size());
        calls.add(call);
        if (killAt >= 0 && calls.size() > killAt) {
            throw new Killed();
        }
        clock.addAndGet(nanosPerFork);
        double[] s = scores.of(call);
        if (s == null) {
            throw new Engine.ForkFailure("fake failure", null);
        }
        ObjectNode r = result(cell.benchmark(), cell.knobs(), library, s);
        double bytes = allocations.of(call);
        if (Double.isFinite(bytes)) {
            ObjectNode alloc = ((ObjectNode) r.get("secondaryMetrics")).putObject(ForkResultFields.ALLOC_NORM);
            alloc.put("score", bytes);
            alloc.put("scoreUnit", "B/op");
        }
        return List.of(r);
    }

    /** What a kill looks like to the engine: anything but a fork failure ends the run. */
    static final class Killed extends RuntimeException {
        Killed() {
            super("killed");
        }
    }

    /** A JMH JSON result as -rf json writes it (the fields the engine and reporter read); every knob is a param. */
    static ObjectNode result(String benchmark, Map<String, String> knobs, String library, double... iterations) {
        ObjectNode r = ForkResults.JSON.createObjectNode();
        r.put("jmhVersion", "1.37");
        r.put("benchmark", benchmark);
        r.put("mode", "avgt");
        r.put("forks", 1);
        ObjectNode params = r.putObject("params");
        // by name, library among the knobs: a cell's key does not depend on the params' order
        Map<String, String> all = new TreeMap<>(knobs);
        all.put("library", library);
        all.forEach(params::put);
        ObjectNode metric = r.putObject("primaryMetric");
        metric.put("score", Arrays.stream(iterations).average().orElse(Double.NaN));
        metric.put("scoreUnit", "ns/op");
        ArrayNode raw = metric.putArray("rawData");
        ArrayNode fork = raw.addArray();
        for (double v : iterations) {
            fork.add(v);
        }
        r.putObject("secondaryMetrics");
        return r;
    }

    /** Runs BenchRun with this fake; output and errors are captured. */
    Outcome benchRun(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = BenchRun.run(new PrintWriter(out), new PrintWriter(err), ctx -> this, clock::get, args);
        return new Outcome(code, out.toString(), err.toString());
    }

    record Outcome(int code, String out, String err) {
    }
}
