package io.serbench.report.data;

import java.util.List;

/**
 * Everything the reporter says about one (benchmark, params) after combining rounds.
 *
 * @param benchmark    JMH benchmark name
 * @param row          scenario, element, fields, direction
 * @param library      library id
 * @param kind         a library compared with the baseline, the baseline itself, or the harness cost
 * @param rounds       rounds behind the speedup (paired rounds), or behind ns/op for the baseline and harness
 * @param perRound     speedup in each paired round
 * @param speedup      baseline ns / library ns: geometric mean over the paired rounds; NaN when there is no baseline
 * @param ciLow        95% interval of the speedup (NaN when unknown), see {@code Intervals}
 * @param ciHigh       95% interval of the speedup (NaN when unknown)
 * @param ciDf         degrees of freedom of the interval's t quantile (infinite: normal; NaN when unknown)
 * @param lossy        the support matrix flags the library as lossy
 * @param nsOp         median ns/op over the rounds (the baseline's: of each round's bracket geometric mean)
 * @param nsOpError    JMH's 99.9% half-width when one result is behind ns/op, else NaN
 * @param bytes        mean bytes on the wire (NaN without sizes.csv)
 * @param deflated     mean deflated bytes (NaN without sizes.csv)
 * @param allocBytesOp median gc.alloc.rate.norm (NaN without -prof gc)
 * @param note         why a figure is missing, or what the row is
 */
public record ResultRow(String benchmark, RowKey row, String library, Kind kind, int rounds, List<Double> perRound,
                        double speedup, double ciLow, double ciHigh, double ciDf, boolean lossy,
                        double nsOp, double nsOpError, double bytes, double deflated, double allocBytesOp,
                        String note) {

    public enum Kind { LIBRARY, BASELINE, HARNESS }

    public boolean hasSpeedup() {
        return !Double.isNaN(speedup);
    }

    public boolean hasCi() {
        return !Double.isNaN(ciLow) && !Double.isNaN(ciHigh);
    }

    /** The interval contains 1.0: no measurable difference from the baseline. */
    public boolean noDifference() {
        return kind == Kind.LIBRARY && hasCi() && ciLow <= 1.0 && ciHigh >= 1.0;
    }

    /** Decimal megabytes per second: bytes per ns x 1000. */
    public double mbPerSecond() {
        return bytes / nsOp * 1000;
    }
}
