package io.serbench.report.md;

import io.serbench.report.format.Fmt;
import io.serbench.report.analysis.Sweeps;

/** The sweeps of SUMMARY.md: how cost grows with size, per sweep a chart, the slopes and the claim. */
final class SweepSection {
    private final StringBuilder md;
    private final Sweeps sweeps;

    SweepSection(StringBuilder md, Sweeps sweeps) {
        this.md = md;
        this.sweeps = sweeps;
    }

    /** How cost grows with size: per sweep a chart, the slopes, and the claim's verdict. */
    void write() {
        if (sweeps.isEmpty()) {
            return;
        }
        md.append("## Sweeps\n\n");
        md.append("Not ratios: each sweep runs one shape at growing sizes and shows ns/op per library. Per size, "
                + "each round's result is picked as for any library (the last steady fork), and the median over "
                + "rounds is plotted. **Slope** = least squares of ln(ns/op) on ln(size): 1 = cost grows linearly "
                + "with the size, 0 = constant. *All sizes* fits every size; *upper half* fits the sizes from the "
                + "median size up, where a fixed per-call cost no longer hides the growth. **95% interval** of a "
                + "slope: from the fit's residuals, slope ± t(0.975, n − 2) · √(Σ residual² / (n − 2) / Σ(ln size − "
                + "mean)²) over its n sizes; it measures how far the points stray from one straight line (curvature "
                + "and noise together), not round-to-round spread, and is unknown with fewer than 3 sizes. "
                + "Figures: `" + Sweeps.CSV_NAME + "`.\n\n");
        md.append("Rules for the article's claims: ").append(Sweeps.rules()).append("\n\n");
        for (io.serbench.model.Sweep sweep : sweeps.sweeps()) {
            String title = Sweeps.title(sweep);
            md.append("### ").append(title).append(" (").append(sweep.benchmarkClass).append(")\n\n");
            md.append(sweeps.claim(sweep).text()).append("\n\n");
            md.append("[![").append(title).append(": ns/op vs ").append(sweep.axis).append("](")
                    .append(Sweeps.fileName(sweep)).append(")](").append(Sweeps.fileName(sweep)).append(")\n\n");
            md.append("| library | direction | slope, all sizes [95% CI] | slope, upper half [95% CI] | sizes | ns/op at ")
                    .append(sweep.axis).append(" min → max | rounds |\n|---|---|---:|---:|---:|---:|---:|\n");
            for (Sweeps.Line l : sweeps.lines(sweep)) {
                Sweeps.Point first = l.points().get(0);
                Sweeps.Point last = l.points().get(l.points().size() - 1);
                int minRounds = l.points().stream().mapToInt(Sweeps.Point::rounds).min().orElse(0);
                int maxRounds = l.points().stream().mapToInt(Sweeps.Point::rounds).max().orElse(0);
                md.append("| ").append(l.library()).append(" | ").append(l.direction()).append(" | ")
                        .append(Sweeps.fit(l.all())).append(" | ").append(Sweeps.fit(l.upper())).append(" | ")
                        .append(l.points().size()).append(" | ").append(Fmt.ns(first.nsOp())).append(" (")
                        .append(Sweeps.sizeText(first.size())).append(") → ").append(Fmt.ns(last.nsOp())).append(" (")
                        .append(Sweeps.sizeText(last.size())).append(") | ")
                        .append(minRounds == maxRounds ? Integer.toString(minRounds) : minRounds + "–" + maxRounds)
                        .append(" |\n");
            }
            md.append('\n');
        }
    }
}
