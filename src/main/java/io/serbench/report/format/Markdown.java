package io.serbench.report.format;

/**
 * Markdown text rules every document of the reporter shares, so a value is escaped one way, and
 * the markers around the summary's blocks that other pages quote ({@code ReadmeBlocks}).
 */
public final class Markdown {
    private Markdown() {
    }

    /** Keeps a value inside its table cell: a pipe would end the cell, a newline the row. */
    public static String cell(String s) {
        return s.replace("|", "\\|").replace("\n", " ");
    }

    /** A summary block: markers around the text. */
    public static String wrapBlock(String name, String text) {
        return "<!-- serbench:begin " + name + " -->\n" + text + (text.endsWith("\n") ? "" : "\n")
                + "<!-- serbench:end " + name + " -->\n\n";
    }

    /** The text of block {@code name} in a summary, or null. */
    public static String block(String summary, String name) {
        String begin = "<!-- serbench:begin " + name + " -->\n";
        int b = summary.indexOf(begin);
        int e = summary.indexOf("<!-- serbench:end " + name + " -->", b + 1);
        return b < 0 || e < 0 ? null : summary.substring(b + begin.length(), e);
    }
}
