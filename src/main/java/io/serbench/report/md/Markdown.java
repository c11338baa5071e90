package io.serbench.report.md;

/** Markdown text rules every document of the reporter shares, so a value is escaped one way. */
public final class Markdown {
    private Markdown() {
    }

    /** Keeps a value inside its table cell: a pipe would end the cell, a newline the row. */
    public static String cell(String s) {
        return s.replace("|", "\\|").replace("\n", " ");
    }
}
