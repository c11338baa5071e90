package io.serbench.report.data;

/**
 * One JMH result (benchmark + params) from one file.
 *
 * @param round      index of the round the file belongs to, 0-based
 * @param index      position in its file: files are written in execution order
 * @param benchmark  JMH benchmark name, e.g. io.serbench.bench.IntBench.decode
 * @param row        scenario, element, fields, direction
 * @param library    the {@code library} param
 * @param nsPerOp    the result's level in ns/op: per fork the median of its measured iterations
 *                   ({@link io.serbench.measure.ForkCheck#level}); JMH's score when there is no rawData
 * @param nsError    JMH's scoreError in ns/op: half-width of its 99.9% interval (NaN when JMH gave none)
 * @param samples    measurement samples behind the score (forks x iterations)
 * @param forks      JMH's rawData in ns/op: per fork, the measured iterations (empty when the file has none)
 * @param allocBytes gc.alloc.rate.norm in B/op, NaN without -prof gc
 * @param modeFork   a fork the engine ran only to count a bimodal row's B/op modes
 *                   ({@link io.serbench.runfolder.ForkResultFields#MODE_FORK}): never the round's counted result
 */
public record Measurement(int round, int index, String benchmark, RowKey row, String library,
                          double nsPerOp, double nsError, int samples, double[][] forks, double allocBytes,
                          boolean modeFork) {

    /** Forks behind the score: rawData's length, or 1 when the file has no rawData. */
    public int forkCount() {
        return Math.max(1, forks.length);
    }
}
