package io.serbench.report.data;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Which libraries do not run as they are on JDK {@value #JDK}, from the committed compatibility
 * probes ({@value #RESOURCE}, written by {@code engine.JdkCompatibility}; docs/JDK-COMPATIBILITY.md):
 * an id that fails without an {@code --add-opens}, fails with {@code sun.misc.Unsafe}'s memory
 * access denied, or falls back to another path when it is denied (it printed the JDK's
 * {@code sun.misc.Unsafe} warning under the default and still ran under {@code deny}). Such an id
 * carries {@link #MARK} wherever the reporter prints its name with its marks.
 */
public final class JdkNeeds {
    public static final String RESOURCE = "/jdk-compatibility.csv";
    /** The JDK the mark speaks of: the current long-term release. */
    public static final int JDK = 25;
    /** The mark, defined once. */
    public static final String MARK = "§";
    /** The mark's meaning, as every legend prints it. */
    public static final String LEGEND = "needs `sun.misc.Unsafe` or an `--add-opens` on JDK " + JDK
            + " (fails or falls back without them: docs/JDK-COMPATIBILITY.md)";

    private static volatile JdkNeeds loaded;
    private final Map<String, String> why;

    JdkNeeds(Map<String, String> why) {
        this.why = Collections.unmodifiableMap(new LinkedHashMap<>(why));
    }

    /** The committed table's verdicts (none when the resource is missing). */
    public static JdkNeeds load() {
        JdkNeeds l = loaded;
        if (l == null) {
            try (InputStream in = JdkNeeds.class.getResourceAsStream(RESOURCE)) {
                l = in == null ? new JdkNeeds(Map.of()) : parse(new InputStreamReader(in, StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new IllegalStateException("cannot read " + RESOURCE + ": " + e, e);
            }
            loaded = l;
        }
        return l;
    }

    /** The verdicts of a CSV with the columns id, jdk, setting, outcome, warnings, failure. */
    static JdkNeeds parse(Reader csv) throws IOException {
        Map<String, Map<String, CSVRecord>> byId = new LinkedHashMap<>();
        for (CSVRecord r : CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build().parse(csv)) {
            if (Integer.parseInt(r.get("jdk")) == JDK) {
                byId.computeIfAbsent(r.get("id"), k -> new LinkedHashMap<>()).put(r.get("setting"), r);
            }
        }
        Map<String, String> why = new LinkedHashMap<>();
        byId.forEach((id, rows) -> {
            CSVRecord none = rows.get("no-add-opens");
            CSVRecord declared = rows.get("declared");
            CSVRecord deny = rows.get("deny-unsafe");
            if (none != null && declared != null && failed(none) && !failed(declared)) {
                why.put(id, "needs an --add-opens");
            } else if (deny != null && failed(deny)) {
                why.put(id, "fails with Unsafe denied");
            } else if (deny != null && declared != null && declared.get("warnings").contains("sun.misc.Unsafe::")) {
                why.put(id, "falls back with Unsafe denied");
            }
        });
        return new JdkNeeds(why);
    }

    private static boolean failed(CSVRecord r) {
        return r.get("outcome").equals("fails");
    }

    public boolean marked(String id) {
        return why.containsKey(id);
    }

    /** What the id needs, in a few words, or null. */
    public String why(String id) {
        return why.get(id);
    }

    public Map<String, String> all() {
        return why;
    }
}
