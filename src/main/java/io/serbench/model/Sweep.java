package io.serbench.model;

import java.util.List;

/**
 * The one table of sweeps: how one cost grows with one size. Each sweep is a JMH class named
 * after it with the size as its only knob besides {@code library}, runs one shape at one fields
 * value, and maps each size to a {@link Case}. The reporter draws ns/op against size on log-log
 * axes and fits the slope (see docs/METHODOLOGY.md, "Sweeps").
 */
public enum Sweep {
    /** Long strings are copy-bound: cost should grow linearly with length in every format. */
    STRING_LENGTH("StringLengthSweep", Shape.STRING, 1, "length", "string length (chars)",
            List.of(8, 32, 128, 512, 2_048, 8_192, 32_768)),
    /** Per-element cost of a list of ints, and what a list costs before its first element. */
    LIST_LENGTH("ListLengthSweep", Shape.LIST_INT, 1, "length", "list length (ints)",
            List.of(1, 4, 16, 64, 256, 1_024, 4_096)),
    /**
     * The article's claim: JSON's skip cost grows with the skipped length, protobuf's stays
     * constant. The size is the skipped value's length in Jackson's JSON, approximately: the
     * skipped object gets {@link #namesForBytes} short names.
     */
    SKIP_SIZE("SkipSizeSweep", Shape.SKIP, 1, "bytes", "skipped bytes (JSON)",
            List.of(64, 256, 1_024, 4_096, 16_384, 65_536)),
    /** Short decimals (the article's 8 digits) against full precision, at fields=10. */
    DOUBLE_DIGITS("DoubleDigitsSweep", Shape.DOUBLE, 10, "digits", "significant digits",
            List.of(3, 5, 8, 11, 14, 17));

    /** One library per family, the default of every sweep class's {@code library} param. */
    public static final List<String> DEFAULT_LIBRARIES =
            List.of("jackson", "dsljson", "fastjson2", "protobuf", "kryo", "avro", "flatbuffers");

    /**
     * Bytes a skipped name takes in Jackson's JSON, on average: 5.5 characters (1 to 10), two
     * quotes and a comma; the object around the names takes about 24 more.
     */
    static final double JSON_BYTES_PER_NAME = 8.5;
    static final int JSON_BYTES_AROUND_NAMES = 24;

    public final String benchmarkClass;
    public final Shape shape;
    public final int fields;
    /** The JMH param that carries the size. */
    public final String param;
    /** Axis label in reports. */
    public final String axis;
    /** The sizes the sweep class declares, ascending. */
    public final List<Integer> sizes;

    Sweep(String benchmarkClass, Shape shape, int fields, String param, String axis, List<Integer> sizes) {
        this.benchmarkClass = benchmarkClass;
        this.shape = shape;
        this.fields = fields;
        this.param = param;
        this.axis = axis;
        this.sizes = sizes;
    }

    /** The case one size of this sweep runs. */
    public Case caseAt(int size) {
        Case base = new Case(shape, fields);
        switch (this) {
            case STRING_LENGTH:
            case LIST_LENGTH:
                return base.withLength(size);
            case SKIP_SIZE:
                return base.withLength(namesForBytes(size));
            case DOUBLE_DIGITS:
                return base.withDigits(size);
            default:
                throw new IllegalStateException(name());
        }
    }

    /** Names of the skipped object that make it about {@code bytes} long in Jackson's JSON. */
    static int namesForBytes(int bytes) {
        return Math.max(1, (int) Math.round((bytes - JSON_BYTES_AROUND_NAMES) / JSON_BYTES_PER_NAME));
    }

    /** The sweep a JMH class runs, or null when the class is not a sweep. */
    public static Sweep ofBenchmark(String simpleClassName) {
        for (Sweep s : values()) {
            if (s.benchmarkClass.equals(simpleClassName)) {
                return s;
            }
        }
        return null;
    }

    /** Fully qualified name of the JMH class. */
    public String benchmarkClassName() {
        return Shape.BENCH_PACKAGE + ".sweep." + benchmarkClass;
    }
}
