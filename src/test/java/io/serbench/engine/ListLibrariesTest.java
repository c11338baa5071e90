package io.serbench.engine;

import io.serbench.codec.Library;
import io.serbench.codec.SupportMatrix;
import io.serbench.model.Shape;
import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code BenchRun --list-libraries}: every id, one per line, the id first, then its family and marks. */
class ListLibrariesTest {

    private static List<String> lines(int expectedCode, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = BenchRun.run(new PrintWriter(out), new PrintWriter(err), args);
        assertEquals(expectedCode, code, err.toString());
        return out.toString().lines().toList();
    }

    @Test
    void listsEveryIdInMatrixOrderWithItsFamilyAndMarks() {
        List<Library> expected = new ArrayList<>(SupportMatrix.LIBRARIES);
        expected.add(SupportMatrix.NOOP);
        List<String> lines = lines(0, "--list-libraries");
        assertEquals(expected.size(), lines.size(), String.join("\n", lines));
        for (int i = 0; i < lines.size(); i++) {
            Library l = expected.get(i);
            String[] f = lines.get(i).split("\t", -1);
            assertEquals(3, f.length, lines.get(i));
            assertEquals(l.id(), f[0]);
            assertEquals(l.family().label, f[1], l.id());
            assertEquals(l.isLegacy(), f[2].contains("legacy"), l.id());
            assertEquals(l.isLossy(), f[2].contains("lossy"), l.id());
        }
        assertTrue(SupportMatrix.LIBRARIES.stream().anyMatch(Library::isLegacy) && SupportMatrix.LIBRARIES.stream().anyMatch(Library::isLossy),
                "both marks occur in the matrix");
    }

    @Test
    void withARegexListsWhatTheMatrixRunsInTheSelectedBenchmarks() {
        List<String> ids = lines(0, "--list-libraries=service.ColdMediaBench").stream().map(l -> l.split("\t")[0]).toList();
        assertEquals(SupportMatrix.benchmarkIds(Shape.MEDIA), ids);
        List<String> doubles = lines(0, "--list-libraries=io.serbench.bench.DoubleBench").stream().map(l -> l.split("\t")[0]).toList();
        assertEquals(SupportMatrix.benchmarkIds(Shape.DOUBLE), doubles);
    }

    @Test
    void aRegexThatSelectsNoLibraryParamIsABadKnob() {
        assertTrue(lines(2, "--list-libraries=NoSuchBenchmark").isEmpty());
    }
}
