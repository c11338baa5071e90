package io.serbench;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The pom's properties are the one source of every version: a version that docs/LIBRARIES.md
 * names in its library table (artifact column) or its held-back table ("at" column) must be
 * one of them, so a bump that forgets the doc fails here.
 */
class LibraryVersionsDocTest {
    private static final Path POM = Path.of("pom.xml");
    private static final Path DOC = Path.of("docs", "LIBRARIES.md");
    private static final Pattern PROPERTY = Pattern.compile("<([\\w.-]+\\.version)>([^<$]+)</\\1>");
    /** Three-part release numbers ("2.0.8", "3.33.0-GA"); "3.x" and a compiler's "0.17" are not versions of a dependency. */
    private static final Pattern VERSION = Pattern.compile("(?<![\\w.])\\d+\\.\\d+\\.\\d+(?:-GA)?(?![\\w.])");

    @Test
    void everyVersionTheLibraryTablesNameIsThePoms() throws Exception {
        Set<String> pom = new HashSet<>();
        Matcher p = PROPERTY.matcher(Files.readString(POM));
        while (p.find()) {
            pom.add(p.group(2).trim());
        }
        List<String> stale = new ArrayList<>();
        int checked = 0;
        int column = -1;
        for (String line : Files.readAllLines(DOC)) {
            if (!line.startsWith("|")) {
                column = -1;
            } else if (line.startsWith("| id | artifact |") || line.startsWith("| held back | at |")) {
                column = 2;
            } else if (column > 0 && !line.startsWith("|---")) {
                String[] cells = line.split("\\|");
                if (cells.length > column) {
                    Matcher v = VERSION.matcher(cells[column]);
                    while (v.find()) {
                        checked++;
                        if (!pom.contains(v.group())) {
                            stale.add(cells[1].trim() + ": " + v.group());
                        }
                    }
                }
            }
        }
        assertTrue(checked >= 10, "found only " + checked + " versions in " + DOC + "'s tables; has their header changed?");
        assertTrue(stale.isEmpty(), DOC + " names versions that no property of " + POM + " has: " + stale);
    }
}
