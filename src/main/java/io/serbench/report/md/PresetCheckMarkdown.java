package io.serbench.report.md;

import io.serbench.report.data.PresetCheckRun;
import io.serbench.report.format.Fmt;
import io.serbench.report.format.Markdown;
import io.serbench.report.analysis.PresetBias;
import io.serbench.report.stats.MedianInterval;

import java.util.Locale;

/** {@code PRESET-CHECK.md} of one preset-check folder, and the comparison of two. */
public final class PresetCheckMarkdown {
    private PresetCheckMarkdown() {
    }

    public static String render(PresetCheckRun run, PresetBias bias) {
        StringBuilder b = new StringBuilder();
        b.append("# Preset check: the engine's preset against a careful plain-JMH reference\n\n");
        b.append(String.format(Locale.ROOT, "%d of %d drawn ratios measured in both arms (seed %d).%s%n%n",
                bias.ratios().size(), run.drawn(), run.seed(), bias.ratios().size() < run.drawn()
                        ? " The others are not finished: continue with `--resume`." : ""));
        b.append("- Engine arm (the default preset, as the engine runs a fork; Jackson, the library, Jackson): `")
                .append(run.engineSettings()).append("`\n");
        b.append("- Careful arm (plain JMH; Jackson, then the library): `").append(run.carefulSettings()).append("`\n");
        b.append("- Speedup = Jackson's time ÷ the library's; the engine's Jackson is the geometric mean of its two "
                + "brackets. d = ln(engine speedup) − ln(careful speedup): d > 0 means the engine shows the library "
                + "faster than the careful reference does.\n\n");
        b.append("## Answer\n\n");
        MedianInterval m = bias.medianD();
        b.append("| median d | as a factor | 95% interval of the median (factor) | share within ±")
                .append(Fmt.one(PresetBias.AGREE_PERCENT)).append("% | ratios |\n|---:|---:|---:|---:|---:|\n");
        b.append(String.format(Locale.ROOT, "| %+.4f | %s | %s | %s | %d |%n%n", m.median(), Fmt.factor(Math.exp(m.median())),
                Fmt.interval(Math.exp(m.low()), Math.exp(m.high()), x -> String.format(Locale.ROOT, "%.3f", x)),
                percent(bias.shareWithin10()), m.n()));
        b.append("**Verdict: ").append(bias.verdict().sentence).append(".**\n\n");
        b.append(intervalMethod(m)).append("\n\n");
        b.append("## The machine's speed\n\n");
        b.append("Jackson's absolute time, median over the ratios (ns/op; each ratio's cell differs, so compare arms, "
                + "not cells): engine arm (geometric mean of the brackets) ").append(Fmt.ns(bias.engineBaselineMedian()))
                .append(", careful arm ").append(Fmt.ns(bias.carefulBaselineMedian())).append(". ");
        b.append("Jackson's two engine brackets are ").append(Fmt.factor(bias.bracketSpreadMedian()))
                .append(" apart at the median ratio, ").append(Fmt.factor(bias.bracketSpreadMax())).append(" at most.\n\n");
        b.append("## Every ratio, largest |d| first\n\n");
        b.append("| # | cell | library | first | engine | careful | d | Jackson engine (ns) | Jackson careful (ns) | brackets apart |\n");
        b.append("|---:|---|---|---|---:|---:|---:|---:|---:|---:|\n");
        for (PresetBias.Ratio r : bias.ratios()) {
            var p = r.pair();
            b.append(String.format(Locale.ROOT, "| %d | %s | %s | %s | %s | %s | %+.3f | %s | %s | %s |%n", p.index(),
                    Markdown.cell(p.cell()), Markdown.cell(p.library()), p.firstArm(), Fmt.speedup(r.engineSpeedup()),
                    Fmt.speedup(r.carefulSpeedup()), r.d(), Fmt.ns(r.engineBaseline()), Fmt.ns(p.carefulBaseline()),
                    Fmt.factor(r.bracketSpread())));
        }
        return b.toString();
    }

    /** Two preset checks side by side (e.g. A with {@code chrt -r 1}, B without). */
    public static String renderComparison(PresetCheckRun a, PresetCheckRun b, PresetBias.Comparison c) {
        StringBuilder s = new StringBuilder();
        s.append("# Two preset checks compared\n\n");
        s.append("- A: `").append(a.dir().getFileName()).append("` (seed ").append(a.seed()).append(")\n");
        s.append("- B: `").append(b.dir().getFileName()).append("` (seed ").append(b.seed()).append(")\n\n");
        s.append("| | A | B |\n|---|---:|---:|\n");
        s.append("| ratios measured | ").append(c.a().ratios().size()).append(" | ").append(c.b().ratios().size()).append(" |\n");
        s.append("| Jackson's engine brackets apart, median | ").append(Fmt.factor(c.a().bracketSpreadMedian())).append(" | ")
                .append(Fmt.factor(c.b().bracketSpreadMedian())).append(" |\n");
        s.append("| Jackson's engine brackets apart, most | ").append(Fmt.factor(c.a().bracketSpreadMax())).append(" | ")
                .append(Fmt.factor(c.b().bracketSpreadMax())).append(" |\n");
        s.append("| median d [95% interval] | ").append(dWithInterval(c.a().medianD())).append(" | ")
                .append(dWithInterval(c.b().medianD())).append(" |\n");
        s.append("| share within ±10% | ").append(percent(c.a().shareWithin10())).append(" | ")
                .append(percent(c.b().shareWithin10())).append(" |\n");
        s.append("| Jackson's time, engine arm, median ns/op | ").append(Fmt.ns(c.a().engineBaselineMedian())).append(" | ")
                .append(Fmt.ns(c.b().engineBaselineMedian())).append(" |\n\n");
        MedianInterval m = c.medianDifference();
        s.append(String.format(Locale.ROOT, "Ratios measured in both: %d. Median of d(A) − d(B): %s %s.%n%n", m.n(),
                dText(m.median()), m.bounded() ? Fmt.interval(m.low(), m.high(), PresetCheckMarkdown::dText) : Fmt.NO_INTERVAL));
        s.append(intervalMethod(m)).append('\n');
        return s.toString();
    }

    private static String intervalMethod(MedianInterval m) {
        if (!m.bounded()) {
            return "The interval is the whole line: with " + m.n() + " values no pair of order statistics covers the "
                    + "median with 95%.";
        }
        return String.format(Locale.ROOT, "The interval is distribution-free: the %d-th smallest and %d-th largest of "
                + "%d values, from the Binomial(n, 1/2) count of values below the median; its exact coverage is %.1f%%.",
                m.rank(), m.rank(), m.n(), 100 * m.coverage());
    }

    private static String dWithInterval(MedianInterval m) {
        return dText(m.median()) + " " + (m.bounded() ? Fmt.interval(m.low(), m.high(), PresetCheckMarkdown::dText) : Fmt.NO_INTERVAL);
    }

    private static String dText(double d) {
        return String.format(Locale.ROOT, "%+.4f", d);
    }

    private static String percent(double share) {
        return Double.isNaN(share) ? Fmt.MISSING : String.format(Locale.ROOT, "%.0f%%", 100 * share);
    }
}
