package io.serbench.report.html;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every explorer page published under results/ still shows what its sources hold: each records
 * the run folders or files it was built from with their SHA-256 ({@link ExplorerSources}), and a
 * page older than its data fails here by name, with the command that rebuilds it. A run folder
 * without a page (a run still being measured) is no failure.
 */
class ExplorerPublishedPagesTest {
    private static final Path RESULTS = Path.of("results");

    @Test
    void everyPublishedPageIsBuiltFromItsSourcesAsTheyAreNow() throws IOException {
        List<Path> pages;
        try (Stream<Path> files = Files.walk(RESULTS)) {
            pages = files.filter(p -> p.getFileName().toString().equals(ExplorerPage.FILE_NAME)).sorted().toList();
        }
        assertTrue(pages.contains(RESULTS.resolve("2026-12-07-jdk17-consensus").resolve(ExplorerPage.FILE_NAME)), "the README's page: " + pages);
        List<String> stale = new ArrayList<>();
        for (Path page : pages) {
            Optional<String> why = ExplorerSources.staleness(page);
            why.ifPresent(stale::add);
        }
        assertTrue(stale.isEmpty(), stale.size() + " of " + pages.size() + " published explorer pages are older than their data ("
                + ExplorerSources.HOW_TO_REBUILD + "):\n" + String.join("\n", stale));
    }
}
