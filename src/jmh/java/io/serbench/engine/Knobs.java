package io.serbench.engine;

import io.serbench.bench.RunSettings;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * The {@code -Dbench.*} knobs as text, checked and parsed. Each method throws {@link BadKnob}
 * with the knob's name and what is wrong, before anything is created.
 */
final class Knobs {
    private Knobs() {
    }

    static int rounds(String text, RunSettings.Preset p) throws BadKnob {
        try {
            int r = Integer.parseInt(text.trim());
            if (r < 0) {
                throw new NumberFormatException();
            }
            return r == 0 ? p.rounds : r;
        } catch (NumberFormatException e) {
            throw new BadKnob("bench.rounds: '" + text + "' is not a number of rounds (1 or more; 0 = the preset's)");
        }
    }

    static List<String> splitArgs(String text) throws BadKnob {
        try {
            return ArgSplitter.split(text);
        } catch (IllegalArgumentException e) {
            throw new BadKnob("bench.args: " + e.getMessage());
        }
    }

    /**
     * The user's JMH options; benchmark names are refused (they go in bench.include). Which
     * {@code -p} names are knobs depends on the benchmarks selected: {@link BenchPlan#cells} checks them.
     */
    static Options jmhOptions(List<String> args) throws BadKnob {
        Options user;
        try {
            user = new CommandLineOptions(args.toArray(String[]::new));
        } catch (CommandLineOptionException e) {
            throw new BadKnob("bench.args: " + e.getMessage());
        }
        if (!user.getIncludes().isEmpty()) {
            throw new BadKnob("bench.args: benchmark names go in -Dbench.include, not in bench.args (" + user.getIncludes() + ")");
        }
        return user;
    }

    /** Every {@code -p NAME=...} of the user's JMH options but {@code library}: knob name to the values asked for. */
    static Map<String, List<String>> userKnobs(Options user, List<String> args) {
        Map<String, List<String>> knobs = new LinkedHashMap<>();
        for (String name : paramKeys(args)) {
            if (!name.equals(BenchPlan.LIBRARY)) {
                knobs.put(name, BenchPlan.userParam(user, name));
            }
        }
        return knobs;
    }

    /** Names of the -p params in a JMH argument list (-p name=value). */
    private static List<String> paramKeys(List<String> args) {
        List<String> keys = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            String spec = null;
            if (a.equals("-p") && i + 1 < args.size()) {
                spec = args.get(++i);
            } else if (a.startsWith("-p") && a.length() > 2 && a.contains("=")) {
                spec = a.substring(2);
            }
            if (spec != null && spec.contains("=")) {
                keys.add(spec.substring(0, spec.indexOf('=')).trim());
            }
        }
        return keys;
    }

    static List<String> libraryList(String text) throws BadKnob {
        return checkedLibraries("bench.libraries", text == null || text.isBlank() ? List.of() : Arrays.asList(text.split(",")));
    }

    /** Library ids known to the matrix, or the knob's name and the unknown one. */
    static List<String> checkedLibraries(String knob, Collection<String> ids) throws BadKnob {
        try {
            return BenchPlan.checkLibraries(ids);
        } catch (IllegalArgumentException e) {
            throw new BadKnob(knob + ": " + e.getMessage());
        }
    }

    static void checkRegex(String include) throws BadKnob {
        try {
            Pattern.compile(include);
        } catch (PatternSyntaxException e) {
            throw new BadKnob("bench.include: '" + include + "' is not a regex: " + e.getDescription());
        }
    }

    private static final Pattern DURATION = Pattern.compile("(?:(\\d+)\\s*h)?\\s*(?:(\\d+)\\s*m(?:in)?)?\\s*(?:(\\d+)\\s*s)?");

    /** "2h", "90m", "1h30m", "45s"; empty: no budget. */
    static Long budget(String text) throws BadKnob {
        if (text == null || text.isBlank()) {
            return null;
        }
        Matcher m = DURATION.matcher(text.trim().toLowerCase(Locale.ROOT));
        if (!m.matches() || (m.group(1) == null && m.group(2) == null && m.group(3) == null)) {
            throw new BadKnob("bench.budget: '" + text + "' is not a duration; use e.g. 2h, 90m or 1h30m");
        }
        try {
            long seconds = Duration.ofHours(m.group(1) == null ? 0 : Long.parseLong(m.group(1)))
                    .plusMinutes(m.group(2) == null ? 0 : Long.parseLong(m.group(2)))
                    .plusSeconds(m.group(3) == null ? 0 : Long.parseLong(m.group(3))).getSeconds();
            if (seconds <= 0) {
                throw new BadKnob("bench.budget: '" + text + "' is no time at all");
            }
            return seconds;
        } catch (NumberFormatException | ArithmeticException e) {
            throw new BadKnob("bench.budget: '" + text + "' is too large");
        }
    }

    /** "10%" or "10"; empty: no target. */
    static Double target(String text) throws BadKnob {
        if (text == null || text.isBlank()) {
            return null;
        }
        Matcher m = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*%?").matcher(text.trim());
        if (!m.matches() || Double.parseDouble(m.group(1)) <= 0) {
            throw new BadKnob("bench.target: '" + text + "' is not a positive percentage; use e.g. 10%");
        }
        return Double.parseDouble(m.group(1));
    }

    static long seed(String text) throws BadKnob {
        if (text == null || text.isBlank()) {
            return ThreadLocalRandom.current().nextLong(1, 1L << 31);
        }
        try {
            return Long.parseLong(text.trim());
        } catch (NumberFormatException e) {
            throw new BadKnob("bench.seed: '" + text + "' is not an integer");
        }
    }

    /** "k/n" with 1 ≤ k ≤ n; empty: no shard. */
    static int[] shard(String text) throws BadKnob {
        if (text == null || text.isBlank()) {
            return null;
        }
        Matcher m = Pattern.compile("(\\d{1,6})\\s*/\\s*(\\d{1,6})").matcher(text.trim());
        if (m.matches()) {
            int k = Integer.parseInt(m.group(1));
            int n = Integer.parseInt(m.group(2));
            if (k >= 1 && k <= n) {
                return new int[]{k, n};
            }
        }
        throw new BadKnob("bench.shard: '" + text + "' is not k/n with 1 <= k <= n, e.g. 2/4");
    }

    /** -Dbench.jvm or the -jvm of bench.args (they must agree); null for the driver's own JVM. */
    static String forkJvm(String knob, Options user) throws BadKnob {
        String fromArgs = user.getJvm().hasValue() ? user.getJvm().get() : null;
        String fromKnob = knob == null || knob.isBlank() ? null : knob.trim();
        if (fromArgs != null && fromKnob != null && !fromArgs.equals(fromKnob)) {
            throw new BadKnob("bench.jvm (" + fromKnob + ") and -jvm in bench.args (" + fromArgs + ") disagree; give one");
        }
        return fromKnob != null ? fromKnob : fromArgs;
    }
}
