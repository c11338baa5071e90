package io.serbench.hostile;

/**
 * One (row, input) result.
 *
 * @param outcome the kind
 * @param word    the table's word (the outcome's, or for accepted input what was returned)
 * @param type    the exception or error class, or null
 * @param detail  first line of the message, what was returned, or why not applicable
 * @param millis  decode time in the probe (-1 when not run or unknown)
 */
public record HostileResult(Outcome outcome, String word, String type, String detail, long millis) {

    /** The probe's one machine-readable line starts with this. */
    public static final String PREFIX = "serbench-hostile-result";

    /** Tab-separated, one line: prefix, outcome, word, type, millis, detail. */
    public String toLine() {
        return String.join("\t", PREFIX, outcome.name(), clean(word), type == null ? "-" : clean(type),
                Long.toString(millis), clean(detail == null ? "" : detail));
    }

    /** The cell of a probe's output line, or null when {@code line} is not one. */
    public static HostileResult parse(String line) {
        if (!line.startsWith(PREFIX + "\t")) {
            return null;
        }
        String[] p = line.split("\t", 6);
        if (p.length != 6) {
            return null;
        }
        Outcome o;
        try {
            o = Outcome.valueOf(p[1]);
        } catch (IllegalArgumentException e) {
            return null;
        }
        return new HostileResult(o, p[2], p[3].equals("-") ? null : p[3], p[5], Long.parseLong(p[4]));
    }

    /**
     * One line of printable ASCII, at most 240 chars: controls become spaces, anything else
     * outside ASCII a {@code \\uXXXX} escape, so what a decoder made of invalid UTF-8 stays visible.
     */
    static String clean(String s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length() && b.length() < 240; i++) {
            char ch = s.charAt(i);
            if (ch == '\n' || ch == '\r') {
                break;
            } else if (ch < 0x20 || ch == 0x7F) {
                b.append(' ');
            } else if (ch > 0x7E) {
                b.append(String.format("\\u%04X", (int) ch));
            } else {
                b.append(ch);
            }
        }
        if (b.length() >= 240) {
            b.setLength(237);
            b.append("...");
        }
        return b.toString();
    }
}
