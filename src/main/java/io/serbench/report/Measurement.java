package io.serbench.report;

/**
 * One JMH result (benchmark + params) from one file, i.e. one round.
 *
 * @param round      index of the file it came from, 0-based
 * @param benchmark  JMH benchmark name, e.g. io.serbench.bench.IntBench.decode
 * @param row        scenario, element, fields, direction
 * @param library    the {@code library} param
 * @param nsPerOp    JMH's score, converted to ns/op
 * @param nsError    JMH's scoreError in ns/op: half-width of its 99.9% interval (NaN when JMH gave none)
 * @param samples    measurement samples behind the score (forks x iterations), for the t quantile
 * @param allocBytes gc.alloc.rate.norm in B/op, NaN without -prof gc
 */
public record Measurement(int round, String benchmark, RowKey row, String library,
                          double nsPerOp, double nsError, int samples, double allocBytes) {
}
