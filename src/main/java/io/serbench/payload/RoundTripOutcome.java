package io.serbench.payload;

import java.util.Set;

/**
 * What a library did with a payload's (or a probe's) samples: every one came back exact, a value
 * changed (the first difference), the library threw (the exception's first line), it round-trips
 * its own bytes but throws on the bytes Jackson, the baseline, wrote for the same value (what its
 * timed decode reads: a format disagreement, not lost data), or it is exact only with settings
 * beyond its defaults.
 *
 * @param settings the settings that were on (empty: the library's defaults)
 * @param detail   the first difference or exception; null when exact
 */
public record RoundTripOutcome(Kind kind, String detail, Set<String> settings) {
    public enum Kind {
        EXACT("exact"), CHANGED("changed"), THROWS("throws"), UNREADABLE("cannot read Jackson's JSON for this type"),
        NEEDS("needs setting");

        public final String label;

        Kind(String label) {
            this.label = label;
        }
    }

    public RoundTripOutcome {
        settings = Set.copyOf(settings);
    }

    public boolean exact() {
        return kind == Kind.EXACT || kind == Kind.NEEDS;
    }

    /** One line: e.g. {@code changed: sample 3, $.when: expected "...", got "..."}. */
    @Override
    public String toString() {
        String with = String.join(" + ", settings.stream().sorted().toList());
        return kind.label + (kind == Kind.NEEDS ? " " + with : settings.isEmpty() ? "" : " (with " + with + ")")
                + (detail == null ? "" : ": " + detail);
    }
}
