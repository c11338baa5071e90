package io.serbench.payload;

import io.serbench.codec.ClassBinder;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * The type-support matrix: every probe (one feature of real DTOs, with a few instances) through
 * every runtime-binding library, with the check a payload gets before it is timed
 * ({@link RoundTrip}). A cell is the library's verdict with its defaults; when that is not exact
 * but the library offers settings ({@link ClassBinder#settings}), the smallest set that makes it
 * exact (one setting, else all) is named instead. Rendered as Markdown: a compact table, then one
 * numbered note per cell that is not plainly exact, then the ids that cannot bind classes.
 */
public final class TypeSupport {
    /** Identity hash codes in exception texts ({@code Foo@1b6d3586}) differ from run to run. */
    private static final Pattern HASH = Pattern.compile("@[0-9a-f]{5,8}\\b");
    /** So do the names of dynamic proxies ({@code jdk.proxy2.$Proxy15}). */
    private static final Pattern PROXY = Pattern.compile("\\$Proxy\\d+");

    private TypeSupport() {
    }

    /** One feature: a probe class and its instances. */
    public record Probe(String feature, Class<?> type, List<Object> samples) {
    }

    /** A probe as a payload run would load it: its class and its samples. */
    static Payload asPayload(Probe p) {
        return new Payload(p.type(), p.samples(), null, ObjectGraph.of(p.type(), p.samples()));
    }

    /**
     * One library's verdict on one probe, by the steps of a payload run ({@link PayloadFixture#verify}):
     * its own bytes, and Jackson's where its timed decode reads them; with the fewest settings.
     */
    public static RoundTripOutcome cell(String libraryId, ClassBinder binder, Probe p) {
        var type = ObjectGraph.of(p.type(), p.samples());
        List<byte[]> jackson = PayloadFixture.decodeInputs(libraryId, type, p.samples());
        RoundTripOutcome plain = RoundTrip.check(binder, type, p.samples(), Set.of(), jackson);
        if (plain.exact() || binder.settings().isEmpty()) {
            return plain;
        }
        List<Set<String>> tries = new ArrayList<>();
        binder.settings().keySet().forEach(s -> tries.add(Set.of(s)));
        if (binder.settings().size() > 1) {
            tries.add(binder.settings().keySet());
        }
        RoundTripOutcome withAll = null;
        for (Set<String> settings : tries) {
            RoundTripOutcome v = RoundTrip.check(binder, type, p.samples(), settings, jackson);
            if (v.exact()) {
                return new RoundTripOutcome(RoundTripOutcome.Kind.NEEDS, "without it: " + plain, settings);
            }
            withAll = v;
        }
        // no setting helps: what it does with every setting on, as a user's run binds it
        return withAll.kind() == plain.kind() && withAll.detail().equals(plain.detail()) ? plain
                : new RoundTripOutcome(withAll.kind(), withAll.detail() + "; defaults: " + plain, withAll.settings());
    }

    /** Every runtime-binding library's verdicts on every probe, by library id, in matrix order. */
    public record Matrix(List<Probe> probes, Map<String, CheckFork.ProbeVerdicts> rows) {
    }

    /**
     * Runs every probe through every runtime-binding library, each library in JVMs of its own ({@link CheckFork}).
     *
     * @param probesClass a class whose instances supply the probes (the child JVMs build them again)
     */
    public static Matrix measure(Class<? extends Supplier<List<Probe>>> probesClass)
            throws IOException, InterruptedException, ReflectiveOperationException {
        List<Probe> probes = probesClass.getDeclaredConstructor().newInstance().get();
        Map<String, CheckFork.ProbeVerdicts> rows = new LinkedHashMap<>();
        for (RuntimeBinding.Entry e : RuntimeBinding.all()) {
            if (e.binds()) {
                rows.put(e.id(), CheckFork.probes(e.id(), probesClass, probes.size()));
            }
        }
        return new Matrix(probes, rows);
    }

    /** The whole document. */
    public static String render(Matrix m) {
        List<Probe> probes = m.probes();
        StringBuilder table = new StringBuilder();
        List<String> notes = new ArrayList<>();
        table.append("| library |");
        probes.forEach(p -> table.append(' ').append(p.feature()).append(" |"));
        table.append("\n|---|");
        probes.forEach(p -> table.append(":-:|"));
        table.append('\n');
        for (RuntimeBinding.Entry e : RuntimeBinding.all()) {
            if (!e.binds()) {
                continue;
            }
            table.append("| ").append(e.id()).append(e.label() == null ? "" : " (" + e.label() + ")").append(" |");
            Map<String, RoundTripOutcome> row = m.rows().get(e.id()).cells();
            for (Probe p : probes) {
                RoundTripOutcome v = row.get(p.feature());
                if (v == null) {
                    throw new IllegalStateException(e.id() + " · " + p.feature() + ": the check JVM printed no verdict");
                }
                if (v.kind() == RoundTripOutcome.Kind.EXACT) {
                    table.append(" ✓ |");
                    continue;
                }
                notes.add(e.id() + " · " + p.feature() + ": " + PROXY.matcher(HASH.matcher(v.toString()).replaceAll("@…")).replaceAll("\\$Proxy…"));
                table.append(' ').append(symbol(v.kind())).append(" [").append(notes.size()).append("] |");
            }
            table.append('\n');
        }
        StringBuilder doc = new StringBuilder();
        doc.append("# Type support of the runtime-binding libraries\n\n")
                .append("Generated by `TypeSupportTest` (part of `mvn -B verify`), which fails when this file is out of date;\n")
                .append("regenerate it with `mvn -B -q test -Dtest=TypeSupportTest -Dserbench.regenerate=true`.\n\n")
                .append("Each probe class holds one feature that real DTOs contain; its instances are encoded and decoded by\n")
                .append("each library that binds classes at run time, as a payload is before it is timed\n")
                .append("([YOUR-PAYLOAD.md](YOUR-PAYLOAD.md)), and compared with the originals field by field through\n")
                .append("Jackson's tree model. Standard-JSON libraries also decode Jackson's bytes of each instance, as\n")
                .append("their timed decode does. ✓ exact · ⚙ exact only with a setting · ≠ a value changed · ✗ throws ·\n")
                .append("⊘ cannot read Jackson's JSON for this type (its own bytes round-trip; nothing is lost).\n")
                .append("A note gives the setting, the first difference (JSON path, expected, got) or the exception's first line.\n")
                .append("The probes are in `src/test/java/io/serbench/payload/Probes.java`; each library's set-up for an unknown\n")
                .append("class, and the settings it offers, is documented in its binder (see YOUR-PAYLOAD.md).\n\n");
        doc.append(table).append('\n');
        for (int i = 0; i < notes.size(); i++) {
            doc.append(i + 1).append(". ").append(escape(notes.get(i))).append('\n');
        }
        doc.append("\n## Libraries that cannot bind a class they have not seen\n\n| library | why |\n|---|---|\n");
        Set<String> seen = new LinkedHashSet<>();
        for (RuntimeBinding.Entry e : RuntimeBinding.all()) {
            if (!e.binds() && seen.add(e.id())) {
                doc.append("| ").append(e.id()).append(" | ").append(e.notApplicable()).append(" |\n");
            }
        }
        return doc.toString();
    }

    private static String symbol(RoundTripOutcome.Kind k) {
        return switch (k) {
            case EXACT -> "✓";
            case NEEDS -> "⚙";
            case CHANGED -> "≠";
            case THROWS -> "✗";
            case UNREADABLE -> "⊘";
        };
    }

    /** Markdown-safe one line: no table pipes, no HTML tags from type names like {@code List<String>}. */
    static String escape(String s) {
        return s.replace("|", "\\|").replace("<", "&lt;").replace(">", "&gt;").replace("\n", " ");
    }
}
