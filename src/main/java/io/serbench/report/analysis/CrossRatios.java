package io.serbench.report.analysis;

import io.serbench.report.data.RowKey;
import io.serbench.report.stats.Intervals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The speedup of one library over another of the same cell ({@code versus} ns/op ÷ {@code library}
 * ns/op; > 1: {@code library} is faster), with the estimator and interval a report gives a
 * library against its baseline: per round, the log ratio of the two libraries' times measured in
 * that round; the centre is their mean and the interval uses the report's own prior of the
 * per-round variance (docs/METHODOLOGY.md, "Statistics"). Each round's baseline time cancels out
 * of the difference of the two libraries' log ratios, so the bracket adds nothing here. Where the
 * two share fewer than two rounds there is no spread to go on and no interval is given.
 */
public final class CrossRatios {
    private CrossRatios() {
    }

    /**
     * @param library the numerator's library (the faster one when the ratio is above 1)
     * @param versus  the library it is set against; the analysis's baseline gives its own speedup
     * @return the interval on the log scale, {@link Intervals.Interval#known()} false with under two shared rounds
     * @throws IllegalArgumentException when either library has no speedup rounds in the cell
     */
    public static Intervals.Interval of(Analysis analysis, RowKey cell, String library, String versus) {
        Map<Integer, Analysis.Round> a = analysis.rounds(cell, library);
        Map<Integer, Analysis.Round> b = analysis.rounds(cell, versus);
        if (a.isEmpty() || b.isEmpty()) {
            throw new IllegalArgumentException("no rounds of " + (a.isEmpty() ? library : versus) + " in " + cell);
        }
        List<Intervals.Obs> obs = new ArrayList<>();
        a.forEach((round, ra) -> {
            Analysis.Round rb = b.get(round);
            if (rb != null) {
                obs.add(new Intervals.Obs(round, ra.y() - rb.y(), ra.libraryFactor() + rb.libraryFactor()));
            }
        });
        if (obs.isEmpty()) {
            throw new IllegalArgumentException(library + " and " + versus + " share no round in " + cell);
        }
        Intervals model = Intervals.withPriors(analysis.noise().between(), analysis.noise().forks(), Map.of());
        Intervals.Series series = new Intervals.Series(cell, library + " vs " + versus, List.copyOf(obs));
        if (obs.size() < 2) {
            return Intervals.Interval.unknown(series.obs().get(0).y());
        }
        return model.of(series);
    }
}
