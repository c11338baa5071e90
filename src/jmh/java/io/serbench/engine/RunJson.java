package io.serbench.engine;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import io.serbench.host.MachineIdentity;
import io.serbench.runfolder.SpeedIndex;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code run.json}: how a run was made and what happened, so a reader can check it and a killed
 * run can resume. Everything needed to continue is here: the settings, the seed, every round's
 * cells with their fork order, and what each round has done. Written at start, after every cell
 * and at the end (atomically: a kill leaves the previous version).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder(alphabetic = false)
public final class RunJson {
    public static final String FILE_NAME = "run.json";
    /** The layout this build writes. */
    static final int FORMAT = 2;
    static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    /**
     * Version of this file's layout: 2 names every cell's knobs ({@code knobs}); 1 (runs before
     * knobs were generalized) had {@code fields} and {@code element}, and is still read.
     */
    public int format = FORMAT;
    public String preset;
    /** What the preset is for (the quick preset says its ratios are not for publication). */
    public String presetPurpose;
    /** Seed of the library order in every cell of every round. */
    public long seed;
    /** "k/n" when this folder is one shard of a run, else absent. */
    public String shard;
    public String include;
    /** Libraries asked for (empty: all); the baseline and noop run in every cell anyway. */
    public List<String> libraries = new ArrayList<>();
    /** Other JMH options as split from -Dbench.args. */
    public List<String> jmhArgs = new ArrayList<>();
    /** The forks' JVM (-Dbench.jvm or -jvm), absent for the driver's own. */
    public String jvm;
    /**
     * The machine, boot and day the run started on (absent in runs made before the engine
     * recorded it); a round finished in a later session on another boot names its own ({@link Round#bootId}).
     */
    public MachineIdentity machineIdentity;
    /** The forks' JDK, as its feature release (absent in runs made before the engine recorded it). */
    public Integer jdk;
    public Jmh jmh = new Jmh();
    public Rules rules = new Rules();
    public int baseRounds;
    /** The budget as given (e.g. "2h"), its seconds, and the target half-width in percent. */
    public String budget;
    public Long budgetSeconds;
    public Double targetPercent;
    public List<Round> rounds = new ArrayList<>();
    public List<Failure> failures = new ArrayList<>();
    /**
     * Failures recorded in a cell that did not finish in its session (a stop, a kill, failures in
     * a row): on resume that cell is measured again from its first fork, so they no longer count
     * as failed forks of the run. Kept so that nothing recorded is lost.
     */
    public List<Failure> supersededFailures = new ArrayList<>();
    public String started;
    public String ended;
    /** Wall time spent running rounds (forks, re-runs, re-measures), summed over every session of this run. */
    public double wallSeconds;
    /** Number of driver sessions: 1, plus one per resume. */
    public int sessions;
    /** Why the run stopped: "rounds done", "budget spent", "target met", or absent while running. */
    public String stopReason;
    /** Extra-round decisions: the widest cells' half-widths (percent) when each extra round was chosen. */
    public List<Map<String, Object>> budgetLog = new ArrayList<>();
    /** Every row has been checked for two modes (B/op or level) and the bimodal ones given their mode forks. */
    public boolean bimodalScreened;

    /** JMH settings of every fork (before steady-state re-runs multiply warmup). */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public static final class Jmh {
        public int warmupIterations;
        public int warmupMillis;
        public int measurementIterations;
        public int measurementMillis;
        public int forks;
        /**
         * Flags appended to every fork's JVM: the common ones, then the user's -jvmArgsAppend (runs
         * before libraries declared their options also list the two add-opens every fork then got).
         * Each fork adds its library's declared options for the run's JDK ({@link #libraryJvmOptions}).
         */
        public List<String> jvmArgs = new ArrayList<>();
        /** Per library id, the options its forks got on top of {@link #jvmArgs} (only ids that declare some; absent in older runs). */
        public Map<String, List<String>> libraryJvmOptions;
    }

    /** The rules the engine applied, with their thresholds (see ForkCheck). */
    public static final class Rules {
        public String steady;
        public double steadyLimit;
        public int maxSteadyReruns;
        public int warmupGrowth;
        public String disturbed;
        public double disturbedZ;
        public double minSpread;
        public int minReferences;
        public String brackets;
        /** Absent in runs started before bimodal rows got more forks. */
        public String bimodal;
        public double allocModeGap;
        public double allocModeShare;
        /** Absent (0) in runs started before the level rule. */
        public double levelModeGap;
        public int bimodalForks;
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    public static final class Round {
        public int round;
        /** "base" (one of -Dbench.rounds) or "extra" (chosen by the budget). */
        public String kind;
        public boolean complete;
        /** Cells in run order, each with its fork order. */
        public List<CellRun> cells = new ArrayList<>();
        public int forks;
        /** Forks re-run because they were not steady (each re-run counts once). */
        public int steadyReruns;
        /** Forks still not steady after the last re-run: their last result stands, flagged. */
        public int stillUnsteady;
        /** Baseline brackets re-measured because they were far from the cell's other brackets. */
        public int bracketRemeasures;
        /** Forks re-measured at the end of the round: far outside the row's other rounds. */
        public int disturbanceRemeasures;
        /**
         * Forks re-measured once every base round was done: the row's ratio in this round far outside
         * its other rounds (also rounds 1 and 2, which had no two other rounds to compare with when
         * they ended).
         */
        public int outlierRemeasures;
        /** The final screening has checked this round against all the others. */
        public boolean screened;
        /**
         * Mode forks appended to this round's file: more forks of rows whose forks allocate in two
         * modes or run at two levels, run once every base round was done (absent in runs before the rule: 0).
         */
        public int bimodalForks;
        /** The rows those mode forks belong to, each with the rule that fired (absent before the level rule). */
        public List<BimodalRow> bimodalRows = new ArrayList<>();
        public int failures;
        public double seconds;
        /**
         * The machine while this round's cells ran, summed over its cells (and over sessions when
         * resumed); absent in runs made before the engine recorded it.
         */
        public MachineState machine;
        /** The boot the round was finished on (absent before the engine recorded it). */
        public String bootId;
        /** The round's speed against its host family's fixed reference (absent before the engine recorded it). */
        public Speed speed;
    }

    /**
     * A round's speed index ({@link SpeedIndex}): Jackson's ns/op over a fixed reference of the
     * host family and JDK, the median over the cells both measured; absent value: no reference.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public static final class Speed {
        public Double index;
        public int cells;
        public String hostFamily;
        public int jdk;
        /** True when the index is beyond ×{@value SpeedIndex#FLAG} either way: a slow (or fast) machine. */
        public boolean flagged;

        static Speed of(SpeedIndex.Index i) {
            Speed s = new Speed();
            s.index = i.known() ? Math.round(i.value() * 1000) / 1000.0 : null;
            s.cells = i.cells();
            s.hostFamily = i.hostFamily();
            s.jdk = i.jdk();
            s.flagged = i.flagged();
            return s;
        }
    }

    /**
     * CPU ticks of the whole machine (every vCPU) while cells ran, the share stolen by the
     * hypervisor, and the one-minute load average sampled after every cell.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public static final class MachineState {
        public long ticks;
        public long stealTicks;
        public long idleTicks;
        public int loadSamples;
        public double loadSum;
        public double loadMax;

        /** Steal over every tick of the round, in percent; NaN with no ticks. */
        public double stealPercent() {
            return ticks == 0 ? Double.NaN : 100.0 * stealTicks / ticks;
        }
    }

    /** A row given mode forks: which rule fired, and how many of its mode forks its round's file holds. */
    public static final class BimodalRow {
        /** The cell's key: its benchmark and knobs. */
        public String cell;
        public String library;
        /** "bimodal by B/op", "bimodal by level" or "bimodal by B/op and level". */
        public String rule;
        public int modeForks;
    }

    /**
     * One cell of a round: its benchmark, its knobs and its fork order. Files of layout 1 have
     * {@code fields} (and {@code element} for the lists) instead of {@code knobs}; they are read
     * into {@code knobs}, so an earlier run can be read and resumed with the same cell keys.
     */
    public static final class CellRun {
        public String benchmark;
        /** Knob name to value, as JMH spells the param (e.g. "fields": "10", "digits": "8"); empty for a class without knobs. */
        public Map<String, String> knobs = new LinkedHashMap<>();
        /** Fork order: the baseline first, in the middle and last; the rest shuffled by the seed. */
        public List<String> order = new ArrayList<>();

        CellRun() {
        }

        CellRun(Cell cell, List<String> order) {
            this.benchmark = cell.benchmark();
            this.knobs = new LinkedHashMap<>(cell.knobs());
            this.order = new ArrayList<>(order);
        }

        Cell cell() {
            return new Cell(benchmark, knobs, order.stream().distinct().toList());
        }

        String key() {
            return Cell.key(benchmark, knobs);
        }

        @JsonSetter("fields")
        private void layout1Fields(String fields) {
            knobs.put("fields", fields);
        }

        @JsonSetter("element")
        private void layout1Element(String element) {
            if (element != null) {
                knobs.put("element", element);
            }
        }
    }

    /** A fork that failed; layout 1 files have {@code fields} and {@code element} instead of {@code knobs}. */
    public static final class Failure {
        public int round;
        public String benchmark;
        public Map<String, String> knobs = new LinkedHashMap<>();
        public String library;
        public String message;

        String key() {
            return Cell.key(benchmark, knobs);
        }

        @JsonSetter("fields")
        private void layout1Fields(String fields) {
            knobs.put("fields", fields);
        }

        @JsonSetter("element")
        private void layout1Element(String element) {
            if (element != null) {
                knobs.put("element", element);
            }
        }
    }

    /** Counts over all rounds, for the final tally. */
    Map<String, Integer> totals() {
        Map<String, Integer> t = new LinkedHashMap<>();
        for (Round r : rounds) {
            t.merge("forks", r.forks, Integer::sum);
            t.merge("steadyReruns", r.steadyReruns, Integer::sum);
            t.merge("stillUnsteady", r.stillUnsteady, Integer::sum);
            t.merge("bracketRemeasures", r.bracketRemeasures, Integer::sum);
            t.merge("disturbanceRemeasures", r.disturbanceRemeasures, Integer::sum);
            t.merge("outlierRemeasures", r.outlierRemeasures, Integer::sum);
            t.merge("bimodalForks", r.bimodalForks, Integer::sum);
            t.merge("failures", r.failures, Integer::sum);
        }
        return t;
    }

    static RunJson read(Path dir) throws IOException {
        return JSON.readValue(dir.resolve(FILE_NAME).toFile(), RunJson.class);
    }

    /** Writes this build's layout (a resumed layout-1 run is rewritten as layout 2, nothing lost). */
    void write(Path dir) throws IOException {
        format = FORMAT;
        Path tmp = dir.resolve("." + FILE_NAME + ".tmp");
        JSON.writeValue(tmp.toFile(), this);
        Files.move(tmp, dir.resolve(FILE_NAME), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
