package io.serbench;

import io.serbench.codec.Codec;
import io.serbench.codec.Family;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.codec.SupportMatrix;
import io.serbench.codec.ThreadSafeSetups;
import io.serbench.codec.Versions;
import io.serbench.hostile.HostileTable;
import io.serbench.model.Case;
import io.serbench.model.Shape;
import io.serbench.payload.RuntimeBinding;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every step of docs/ADDING-A-LIBRARY.md, checked for every id of the support matrix: a step
 * left out fails with the id, what is missing, the step and its file. With
 * {@code -Dserbench.write=true} it first writes what step 6 derives ({@link DerivedLists}).
 */
class AddingALibraryTest {
    static final String DOC = "docs/ADDING-A-LIBRARY.md";
    private static final Path LIBRARY_TABLE = Path.of("docs", "LIBRARIES.md");
    private static final Path TYPE_SUPPORT = Path.of("docs", "TYPE-SUPPORT.md");
    private static final Path HOSTILE_TABLE = Path.of(HostileTable.PATH);
    private static final String VERSIONS = "src/main/resources/serbench-versions.properties";

    @BeforeAll
    static void writeDerivedListsWhenAsked() throws Exception {
        if (Boolean.getBoolean(DerivedLists.WRITE_PROPERTY)) {
            DerivedLists.write();
        }
    }

    private static String step(int n, String where) {
        return " — step " + n + " of " + DOC + " (" + where + ")";
    }

    /** What is missing for {@code l}, one line per forgotten piece; empty when every step is done. */
    static List<String> missingSteps(Library l) throws Exception {
        List<String> out = new ArrayList<>();
        String id = l.id();
        // 1. dependency and version
        if (l.versionKey() != null) {
            String v = Versions.all().getProperty(l.versionKey());
            if (v == null || v.isBlank()) {
                out.add(id + ": no version line '" + l.versionKey() + "=${...}'" + step(1, VERSIONS));
            } else if (v.startsWith("${")) {
                out.add(id + ": " + l.versionKey() + "=" + v + " names no property of pom.xml" + step(1, "pom.xml"));
            }
        }
        // 2. codec package
        Shape first = java.util.Arrays.stream(Shape.values()).filter(l::supports).findFirst().orElse(null);
        if (first == null) {
            out.add(id + ": runs no shape at all" + step(3, "SupportMatrix.LIBRARIES"));
        } else {
            Case c = new Case(first, first.fields.get(0));
            Codec codec = l.codec(c);
            if (codec == null) {
                out.add(id + ": its codec factory builds no codec for " + c + step(2, "src/main/java/io/serbench/codec/"));
            }
        }
        // 3. matrix line
        if (l.family() == null) {
            out.add(id + ": its matrix line declares no family" + step(3, "SupportMatrix.LIBRARIES"));
        }
        if (l.wire() == null) {
            out.add(id + ": its matrix line names no wire format (.wire(Wire.X) on a binary format)"
                    + step(3, "SupportMatrix.LIBRARIES"));
        }
        // 4. thread-safe setup, 5. runtime binding
        boolean setup = ThreadSafeSetups.ids().contains(id);
        if (!setup) {
            out.add(id + ": no thread-safe setup" + step(4, "codec/ThreadSafeSetups.java"));
        }
        boolean binding = RuntimeBinding.tableIds().contains(id);
        if (!binding) {
            out.add(id + ": no runtime-binding entry" + step(5, "payload/RuntimeBinding.java"));
        }
        // 6. derived lists
        for (Map.Entry<Class<?>, List<String>> e : expectedParams(l, binding).entrySet()) {
            if (e.getValue().contains(id) && !DerivedLists.declared(e.getKey()).contains(id)) {
                out.add(id + ": no @Param value in " + e.getKey().getName() + step(6, DerivedLists.WRITE));
            }
        }
        if (setup && !read(DerivedLists.SERVICE_DOC).contains(DerivedLists.serviceRow(id, ThreadSafeSetups.of(id)))) {
            out.add(id + ": no setup row in " + DerivedLists.SERVICE_DOC + step(6, DerivedLists.WRITE));
        }
        String types = read(TYPE_SUPPORT);
        if (!types.contains("| " + id + " |") && !types.contains("| " + id + " (")) {
            out.add(id + ": no row in " + TYPE_SUPPORT + step(6,
                    "mvn -B -o test -Dtest=TypeSupportTest -Dserbench.regenerate=true"));
        }
        // 7. hostile inputs
        if (read(HOSTILE_TABLE).lines().noneMatch(line -> line.startsWith(id + ","))) {
            out.add(id + ": no row in " + HOSTILE_TABLE + step(7, io.serbench.hostile.HostileReport.REGENERATE));
        }
        // 8. library table
        if (!read(LIBRARY_TABLE).contains("| `" + id + "` |")) {
            out.add(id + ": no row in " + LIBRARY_TABLE + step(8, LIBRARY_TABLE.toString()));
        }
        return out;
    }

    /** Each class with a library param and whether {@code l} belongs in it (as the matrix's own ids do). */
    private static Map<Class<?>, List<String>> expectedParams(Library l, boolean hasBindingEntry) throws Exception {
        Map<Class<?>, List<String>> out = new java.util.LinkedHashMap<>();
        for (Map.Entry<Class<?>, Shape> e : DerivedLists.shapes().entrySet()) {
            out.put(e.getKey(), l.supports(e.getValue()) ? List.of(l.id()) : List.of());
        }
        boolean binds = hasBindingEntry && RuntimeBinding.all().stream().anyMatch(b -> b.id().equals(l.id()) && b.binds());
        out.put(io.serbench.bench.PayloadBench.class, binds ? List.of(l.id()) : List.of());
        return out;
    }

    private static String read(Path file) throws java.io.IOException {
        return Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
    }

    @TestFactory
    Stream<DynamicTest> everyStepIsDoneForEveryLibrary() {
        return SupportMatrix.LIBRARIES.stream().map(l -> DynamicTest.dynamicTest(l.id(), () -> {
            List<String> missing = missingSteps(l);
            assertTrue(missing.isEmpty(), String.join("\n", missing));
        }));
    }

    @Test
    void derivedListsAreCurrent() throws Exception {
        for (Map.Entry<Class<?>, List<String>> e : DerivedLists.libraryParams().entrySet()) {
            assertEquals(e.getValue(), DerivedLists.declared(e.getKey()), DerivedLists.source(e.getKey())
                    + ": the library @Param must list exactly these ids, in this order; write them: " + DerivedLists.WRITE);
        }
        String doc = read(DerivedLists.SERVICE_DOC);
        assertEquals(doc, DerivedLists.withServiceTable(doc, DerivedLists.serviceTable()),
                DerivedLists.SERVICE_DOC + "'s setup table differs from the code; write it: " + DerivedLists.WRITE);
    }

    @Test
    void aLibraryOnlyOnItsMatrixLineIsToldEveryStepItMisses() throws Exception {
        Library newcomer = Library.of("newcomer", "newcomer", Format.BINARY, Family.SCHEMALESS, "a stand-in", c -> null);
        List<String> missing = missingSteps(newcomer);
        TreeSet<Integer> steps = new TreeSet<>();
        missing.forEach(m -> steps.add(Integer.parseInt(m.replaceAll(".* — step (\\d+) of .*", "$1"))));
        assertEquals(new TreeSet<>(List.of(1, 2, 3, 4, 5, 6, 7, 8)), steps, String.join("\n", missing));
        assertTrue(missing.contains("newcomer: no @Param value in io.serbench.bench.service.ThreadsMediaBench — step 6 of "
                + DOC + " (" + DerivedLists.WRITE + ")"), String.join("\n", missing));
        // one line per class whose shape it runs (all of them), none for the payload (no binding entry)
        assertEquals(DerivedLists.shapes().size(), missing.stream().filter(m -> m.contains("@Param")).count());
    }
}
