package io.serbench;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import io.serbench.codec.Codec;
import io.serbench.codec.Direction;
import io.serbench.codec.Family;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.codec.SupportMatrix;
import io.serbench.codec.ThreadSafety;
import io.serbench.codec.Versions;
import io.serbench.hostile.HostileReport;
import io.serbench.hostile.HostileTable;
import io.serbench.model.Case;
import io.serbench.model.Shape;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every step of docs/ADDING-A-LIBRARY.md, checked for every declared id (every {@link Library}
 * constant of a codec package, and every id of the registry): a step left out fails with the id,
 * what is missing, the step and its file. With {@code -Dserbench.write=true} it first writes the
 * service-conditions setup table ({@link ServiceSetupTable}).
 */
class AddingALibraryTest {
    static final String DOC = "docs/ADDING-A-LIBRARY.md";
    private static final String CODEC_PACKAGE = "io.serbench.codec";
    private static final String REGISTRY = "src/main/java/io/serbench/codec/SupportMatrix.java";
    private static final Path LIBRARY_TABLE = Path.of("docs", "LIBRARIES.md");
    private static final Path TYPE_SUPPORT = Path.of("docs", "TYPE-SUPPORT.md");
    private static final Path HOSTILE_TABLE = Path.of(HostileTable.PATH);
    private static final String VERSIONS = "src/main/resources/serbench-versions.properties";

    @BeforeAll
    static void writeDerivedTableWhenAsked() throws Exception {
        if (Boolean.getBoolean(ServiceSetupTable.WRITE_PROPERTY)) {
            ServiceSetupTable.write();
        }
    }

    private static String step(int n, String where) {
        return " — step " + n + " of " + DOC + " (" + where + ")";
    }

    /** A declaration and the class that holds it. */
    record Declared(Library library, Class<?> in) {
    }

    /**
     * Every {@code static final Library} of a class in a codec sub-package, by id, with the class
     * that declares it: where the declarations are, whether or not the registry lists them.
     */
    static Map<String, Declared> declarations() throws ReflectiveOperationException {
        Map<String, Declared> out = new LinkedHashMap<>();
        for (JavaClass c : new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages(CODEC_PACKAGE)) {
            if (c.getPackageName().equals(CODEC_PACKAGE)) {
                continue; // the shared contract, not a library's package
            }
            for (JavaField f : c.getFields()) {
                if (f.getModifiers().containsAll(List.of(JavaModifier.STATIC, JavaModifier.FINAL))
                        && f.getRawType().isEquivalentTo(Library.class)) {
                    Field field = f.reflect();
                    field.setAccessible(true);
                    Library l = (Library) field.get(null);
                    out.put(l.id(), new Declared(l, c.reflect()));
                }
            }
        }
        return out;
    }

    /**
     * What is missing for {@code l}, one line per forgotten piece; empty when every step is done.
     *
     * @param declaredIn the class of a codec package that declares it, or null when none does
     */
    static List<String> missingSteps(Library l, Class<?> declaredIn) throws Exception {
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
        // a revision of the suite's call is the suite's own number, not a library version from the pom
        l.revisionKeys().forEach((direction, key) -> {
            String v = Versions.all().getProperty(key);
            if (v == null || v.isBlank() || v.startsWith("${")) {
                out.add(id + ": no revision line '" + key + "=N' for its " + direction + " call" + step(1, VERSIONS));
            }
        });
        // 2. its codec package: the codec and the one declaration beside it
        String declaration = declaredIn == null ? "src/main/java/io/serbench/codec/<name>/<Name>Library.java"
                : "src/main/java/" + declaredIn.getName().replace('.', '/') + ".java";
        if (declaredIn == null) {
            out.add(id + ": no declaration in a codec package (a static final Library built with Library.declare)"
                    + step(2, declaration));
        }
        Shape first = Arrays.stream(Shape.values()).filter(l::supports).findFirst().orElse(null);
        if (first == null) {
            out.add(id + ": its declaration runs no shape at all" + step(2, declaration));
        } else {
            Case c = new Case(first, first.fields.get(0));
            Codec codec = l.codec(c);
            if (codec == null) {
                out.add(id + ": its codec factory builds no codec for " + c + step(2, declaration));
            } else if (declaredIn != null && !codec.getClass().getPackageName().equals(declaredIn.getPackageName())) {
                out.add(id + ": its codec " + codec.getClass().getName() + " is not in the package of its declaration, "
                        + declaredIn.getPackageName() + step(2, declaration));
            }
        }
        if (l.family() == null) {
            out.add(id + ": its declaration names no family (.family(Family.X))" + step(2, declaration));
        }
        if (l.threadSafety() == null) {
            out.add(id + ": its declaration states no thread-safe setup (.threadSafety(...))" + step(2, declaration));
        }
        if (l.runtimeBinder() == null) {
            out.add(id + ": its declaration states no runtime binding (.binder(...) or .noBinder(why))" + step(2, declaration));
        }
        if (l.badInput() == null) {
            out.add(id + ": its declaration names no exception types for bad input (.badInput(where, types...))"
                    + step(2, declaration));
        }
        // 3. the registry line
        boolean listed = SupportMatrix.LIBRARIES.stream().anyMatch(x -> x.id().equals(id));
        if (!listed) {
            out.add(id + ": not listed in SupportMatrix.LIBRARIES" + step(3, REGISTRY));
        }
        // 4. library table
        if (!read(LIBRARY_TABLE).contains("| `" + id + "` |")) {
            out.add(id + ": no row in " + LIBRARY_TABLE + step(4, LIBRARY_TABLE.toString()));
        }
        // 5. its wire format's hostile inputs
        if (l.wire() == null) {
            out.add(id + ": its declaration names no wire format (.wire(Wire.X) on a binary format; a new format"
                    + " also needs its hostile wire)" + step(5, declaration + ", src/main/java/io/serbench/hostile/"));
        }
        // 6. the derived tables, regenerated by commands
        if (l.threadSafety() != null && !read(ServiceSetupTable.SERVICE_DOC).contains(ServiceSetupTable.row(id, l.threadSafety()))) {
            out.add(id + ": no setup row in " + ServiceSetupTable.SERVICE_DOC + step(6, ServiceSetupTable.WRITE));
        }
        String types = read(TYPE_SUPPORT);
        if (!types.contains("| " + id + " |") && !types.contains("| " + id + " (")) {
            out.add(id + ": no row in " + TYPE_SUPPORT + step(6,
                    "mvn -B -o test -Dtest=TypeSupportTest -Dserbench.regenerate=true"));
        }
        if (read(HOSTILE_TABLE).lines().noneMatch(line -> line.startsWith(id + ","))) {
            out.add(id + ": no row in " + HOSTILE_TABLE + step(6, HostileReport.REGENERATE));
        }
        return out;
    }

    private static String read(Path file) throws java.io.IOException {
        return Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
    }

    /** Every id a codec package declares or the registry lists: the registry's first, in its order; not the harness. */
    private static Map<String, Library> declaredIds(Map<String, Declared> declarations) {
        Map<String, Library> out = new LinkedHashMap<>();
        SupportMatrix.LIBRARIES.forEach(l -> out.put(l.id(), l));
        declarations.forEach((id, d) -> {
            if (!id.equals(SupportMatrix.NOOP.id())) {
                out.putIfAbsent(id, d.library());
            }
        });
        return out;
    }

    @TestFactory
    Stream<DynamicTest> everyStepIsDoneForEveryDeclaredLibrary() throws Exception {
        Map<String, Declared> declarations = declarations();
        return declaredIds(declarations).values().stream().map(l -> DynamicTest.dynamicTest(l.id(), () -> {
            Declared d = declarations.get(l.id());
            List<String> missing = missingSteps(l, d == null ? null : d.in());
            assertTrue(missing.isEmpty(), String.join("\n", missing));
        }));
    }

    @Test
    void theServiceSetupTableIsCurrent() throws Exception {
        String doc = read(ServiceSetupTable.SERVICE_DOC);
        assertEquals(doc, ServiceSetupTable.withTable(doc, ServiceSetupTable.render()),
                ServiceSetupTable.SERVICE_DOC + "'s setup table differs from the declarations; write it: " + ServiceSetupTable.WRITE);
    }

    @Test
    void aLibraryDeclaredNowhereIsToldEveryStepItMisses() throws Exception {
        Library newcomer = Library.of("newcomer", "newcomer", Format.BINARY, Family.SCHEMALESS, "a stand-in", c -> null);
        List<String> missing = missingSteps(newcomer, null);
        TreeSet<Integer> steps = new TreeSet<>();
        missing.forEach(m -> steps.add(Integer.parseInt(m.replaceAll(".* — step (\\d+) of .*", "$1"))));
        assertEquals(new TreeSet<>(List.of(1, 2, 3, 4, 5, 6)), steps, String.join("\n", missing));
        assertTrue(missing.contains("newcomer: not listed in SupportMatrix.LIBRARIES — step 3 of " + DOC + " (" + REGISTRY + ")"),
                String.join("\n", missing));
    }

    @Test
    void aRevisionOfTheSuitesCallNeedsItsLineInTheVersionsFile() throws Exception {
        Library jackson = SupportMatrix.library(SupportMatrix.BASELINE);
        Library revised = Library.declare("newcomer-revised").version(jackson.versionKey())
                .codecRevision(Direction.ENCODE, "newcomer-encode-call").format(Format.JSON).family(Family.TEXT)
                .note("a stand-in").codec(jackson.factory()).build();
        List<String> missing = missingSteps(revised, null);
        assertTrue(missing.contains("newcomer-revised: no revision line 'newcomer-encode-call=N' for its encode call — step 1 of "
                + DOC + " (" + VERSIONS + ")"), String.join("\n", missing));
    }

    @Test
    void aDeclaredLibraryWithAllItsFactsIsToldOnlyWhatIsLeft() throws Exception {
        // a complete declaration of an id the registry does not list: only the registry line and the
        // tables are missing, and the messages name the declaring file
        Library jackson = SupportMatrix.library(SupportMatrix.BASELINE);
        Library copy = Library.declare("newcomer-json").version(jackson.versionKey()).format(Format.JSON).family(Family.TEXT)
                .note("a stand-in").codec(jackson.factory()).threadSafety(ThreadSafety.shared("a stand-in"))
                .noBinder("a stand-in").badInput(jackson.badInput().source(), jackson.badInput().types().toArray(String[]::new))
                .build();
        Class<?> declaredIn = declarations().get(jackson.id()).in();
        List<String> missing = missingSteps(copy, declaredIn);
        TreeSet<Integer> steps = new TreeSet<>();
        missing.forEach(m -> steps.add(Integer.parseInt(m.replaceAll(".* — step (\\d+) of .*", "$1"))));
        assertEquals(new TreeSet<>(List.of(3, 4, 6)), steps, String.join("\n", missing));
    }
}
