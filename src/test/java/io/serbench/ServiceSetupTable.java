package io.serbench;

import io.serbench.codec.Library;
import io.serbench.codec.SupportMatrix;
import io.serbench.codec.ThreadSafety;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The setup table of docs/SERVICE-CONDITIONS.md, derived from the declarations' thread-safe
 * setups: {@code AddingALibraryTest} checks it and, with {@value #WRITE_PROPERTY}, writes it.
 */
final class ServiceSetupTable {
    static final String WRITE_PROPERTY = "serbench.write";
    static final String WRITE = "mvn -B -o test -Dtest=AddingALibraryTest -D" + WRITE_PROPERTY + "=true";

    static final Path SERVICE_DOC = Path.of("docs", "SERVICE-CONDITIONS.md");
    private static final String HEAD = "| library | setup | why |\n|---|---|---|\n";

    private ServiceSetupTable() {
    }

    /** One row per id, its setup and its reason as its declaration states them. */
    static String render() {
        StringBuilder t = new StringBuilder(HEAD);
        for (Library l : SupportMatrix.LIBRARIES) {
            t.append(row(l.id(), l.threadSafety())).append('\n');
        }
        return t.toString();
    }

    static String row(String id, ThreadSafety s) {
        return "| `" + id + "` | " + s.sharing().label + " | " + s.reason() + " |";
    }

    /** The doc with its setup table replaced by {@code table}. */
    static String withTable(String doc, String table) {
        int start = doc.indexOf(HEAD);
        if (start < 0) {
            throw new IllegalStateException(SERVICE_DOC + " has no table headed " + HEAD.strip());
        }
        int end = start + HEAD.length();
        while (end < doc.length() && doc.startsWith("|", end)) {
            end = doc.indexOf('\n', end) + 1;
        }
        return doc.substring(0, start) + table + doc.substring(end);
    }

    static void write() throws IOException {
        String doc = Files.readString(SERVICE_DOC, StandardCharsets.UTF_8);
        Files.writeString(SERVICE_DOC, withTable(doc, render()), StandardCharsets.UTF_8);
    }
}
