package io.serbench.runfolder;

import java.util.List;

/**
 * The JVM flags of every measured fork, the one copy the suite keeps: this class is generated at
 * build time from the {@code jvm.*} properties of the pom, which also give the test JVMs
 * (surefire), the {@code -Pbench} driver (exec) and {@code serbench-add-opens.args} (a
 * {@code java @file} for the workflow) their flags. Constants, so the benchmark classes'
 * {@code @Fork} annotations can name them.
 *
 * <p>Why each (see {@code docs/METHODOLOGY.md}, "Measurement"): the fixed, pre-touched heap and
 * ParallelGC remove heap resizing, page faults and concurrent GC threads as noise sources on a
 * 2-core machine. The two add-opens are flags a library needs to run at all, and change nothing
 * for the others (no other library on the classpath touches either package): java.lang for
 * jsoniter's dynamic codegen, jdk.internal.misc for Agrona 2.x (sbe's buffers), whose
 * {@code UnsafeApi} calls {@code jdk.internal.misc.Unsafe} and fails to initialize without it.
 */
public final class JvmFlags {
    private JvmFlags() {
    }

    public static final String HEAP_MIN = "${jvm.heapMin}";
    public static final String HEAP_MAX = "${jvm.heapMax}";
    public static final String GC = "${jvm.gc}";
    /** Touches every heap page at JVM start, so a low-allocation fork never page-faults eden while measured. */
    public static final String PRE_TOUCH = "${jvm.preTouch}";
    public static final String ADD_OPENS = "${jvm.addOpens.lang}";
    public static final String ADD_OPENS_MISC = "${jvm.addOpens.misc}";

    /**
     * Every forked JVM gets these, whatever the library; then the options its library declares
     * for the fork's JDK ({@code Library.jvmOptionsFor}), and nothing else.
     */
    public static final List<String> COMMON = List.of(HEAP_MIN, HEAP_MAX, GC, PRE_TOUCH);
    /**
     * What the benchmark classes' {@code @Fork} annotations give a plain JMH CLI run, where one
     * annotation serves every library of the run: the common flags and the union of the add-opens
     * the libraries declare. The engine replaces them per fork with {@link #COMMON} and the fork's own.
     */
    public static final List<String> FORK = List.of(HEAP_MIN, HEAP_MAX, GC, PRE_TOUCH, ADD_OPENS, ADD_OPENS_MISC);
    /** What a JVM that runs codecs in-process (sizes, the hostile child) needs to run every library. */
    public static final List<String> ADD_OPENS_ALL = List.of(ADD_OPENS, ADD_OPENS_MISC);
}
