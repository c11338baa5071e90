package io.serbench.fuzz;

/**
 * One fuzzed input's outcome, as a replay prints it and the campaign files it.
 *
 * @param kind   the class of outcome
 * @param type   the exception or error class, or "-"
 * @param frame  the innermost frame outside the JDK where it was thrown ({@code Class.method}), or "-"
 * @param millis decode time
 * @param detail first line of the message, or what was returned
 */
public record FuzzResult(FuzzKind kind, String type, String frame, long millis, String detail) {
    /** A replay's one machine-readable line starts with this. */
    public static final String PREFIX = "serbench-fuzz-result";

    /** What makes two findings the same one: kind, exception type and top frame. */
    public String key() {
        return kind.id() + " " + type + " " + frame;
    }

    public String toLine() {
        return String.join("\t", PREFIX, kind.name(), type, frame, Long.toString(millis), oneLine(detail));
    }

    /** The result of a replay's output line, or null when {@code line} is not one. */
    public static FuzzResult parse(String line) {
        if (!line.startsWith(PREFIX + "\t")) {
            return null;
        }
        String[] p = line.split("\t", 6);
        if (p.length != 6) {
            return null;
        }
        try {
            return new FuzzResult(FuzzKind.valueOf(p[1]), p[2], p[3], Long.parseLong(p[4]), p[5]);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** Printable ASCII on one line, at most 200 characters. */
    static String oneLine(String s) {
        StringBuilder b = new StringBuilder();
        String in = s == null ? "" : s;
        for (int i = 0; i < in.length() && b.length() < 200; i++) {
            char ch = in.charAt(i);
            b.append(ch < 0x20 || ch > 0x7E ? (ch == '\n' || ch == '\r' || ch == '\t' ? ' ' : '?') : ch);
        }
        return b.toString();
    }
}
