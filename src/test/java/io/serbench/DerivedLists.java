package io.serbench;

import io.serbench.bench.PayloadBench;
import io.serbench.bench.service.ServiceBenchmarks;
import io.serbench.codec.Library;
import io.serbench.codec.SupportMatrix;
import io.serbench.codec.ThreadSafeSetups;
import io.serbench.codec.ThreadSafety;
import io.serbench.model.Shape;
import io.serbench.payload.RuntimeBinding;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What adding a library derives from the support matrix and its tables rather than asking for by
 * hand: the {@code library} {@code @Param} of every scenario, service and payload class (JMH
 * params must be literals in the source) and the setup table of docs/SERVICE-CONDITIONS.md.
 * {@code AddingALibraryTest} checks them and, with {@value #WRITE_PROPERTY}, writes them.
 */
final class DerivedLists {
    static final String WRITE_PROPERTY = "serbench.write";
    static final String WRITE = "mvn -B -o test -Dtest=AddingALibraryTest -D" + WRITE_PROPERTY + "=true";

    static final Path SERVICE_DOC = Path.of("docs", "SERVICE-CONDITIONS.md");
    private static final String SERVICE_TABLE_HEAD = "| library | setup | why |\n|---|---|---|\n";
    private static final Pattern LIBRARY_PARAM =
            Pattern.compile("(@Param\\(\\{)([^}]*)(\\}\\)\\s*\\n\\s*public String library;)");

    private DerivedLists() {
    }

    /** The scenario and service classes, each with the shape it runs: a library runs in it when it supports the shape. */
    static Map<Class<?>, Shape> shapes() throws ClassNotFoundException {
        Map<Class<?>, Shape> out = new LinkedHashMap<>();
        for (Shape s : Shape.values()) {
            out.put(Class.forName(s.benchmarkClassName()), s);
        }
        for (Class<?> c : ServiceBenchmarks.CLASSES) {
            out.put(c, ServiceBenchmarks.caseOf(c).shape());
        }
        return out;
    }

    /** Every class whose {@code library} param lists ids, with the ids it must list: baseline first, as the tables order them. */
    static Map<Class<?>, List<String>> libraryParams() throws ClassNotFoundException {
        Map<Class<?>, List<String>> out = new LinkedHashMap<>();
        shapes().forEach((c, s) -> out.put(c, SupportMatrix.benchmarkIds(s)));
        out.put(PayloadBench.class, RuntimeBinding.ids());
        return out;
    }

    /** The ids a class's {@code library} param lists in its source (what the next build compiles). */
    static List<String> declared(Class<?> bench) throws IOException {
        Matcher m = LIBRARY_PARAM.matcher(Files.readString(source(bench), StandardCharsets.UTF_8));
        if (!m.find()) {
            throw new IllegalStateException(source(bench) + " has no @Param({...}) on a 'public String library;' field");
        }
        List<String> ids = new ArrayList<>();
        Matcher id = Pattern.compile("\"([^\"]*)\"").matcher(m.group(2));
        while (id.find()) {
            ids.add(id.group(1));
        }
        return ids;
    }

    static Path source(Class<?> bench) {
        return Path.of("src", "jmh", "java", bench.getName().replace('.', '/') + ".java");
    }

    /** The class's source with its {@code library} param listing {@code ids}. */
    static String withLibraryParam(String source, List<String> ids) {
        Matcher m = LIBRARY_PARAM.matcher(source);
        if (!m.find()) {
            throw new IllegalStateException("no @Param({...}) on a 'public String library;' field");
        }
        List<String> quoted = new ArrayList<>();
        ids.forEach(id -> quoted.add('"' + id + '"'));
        return source.substring(0, m.start()) + m.group(1) + String.join(", ", quoted) + m.group(3) + source.substring(m.end());
    }

    /** docs/SERVICE-CONDITIONS.md's setup table: one row per id, its setup and its reason as its codec package states them. */
    static String serviceTable() {
        StringBuilder t = new StringBuilder(SERVICE_TABLE_HEAD);
        for (Library l : SupportMatrix.LIBRARIES) {
            ThreadSafety s = ThreadSafeSetups.of(l.id());
            t.append(serviceRow(l.id(), s)).append('\n');
        }
        return t.toString();
    }

    static String serviceRow(String id, ThreadSafety s) {
        return "| `" + id + "` | " + s.sharing().label + " | " + s.reason() + " |";
    }

    /** The doc with its setup table replaced by {@code table}. */
    static String withServiceTable(String doc, String table) {
        int start = doc.indexOf(SERVICE_TABLE_HEAD);
        if (start < 0) {
            throw new IllegalStateException(SERVICE_DOC + " has no table headed " + SERVICE_TABLE_HEAD.strip());
        }
        int end = start + SERVICE_TABLE_HEAD.length();
        while (end < doc.length() && doc.startsWith("|", end)) {
            end = doc.indexOf('\n', end) + 1;
        }
        return doc.substring(0, start) + table + doc.substring(end);
    }

    /** Writes every derived list: the params, then the table. */
    static void write() throws IOException, ReflectiveOperationException {
        for (Map.Entry<Class<?>, List<String>> e : libraryParams().entrySet()) {
            Path file = source(e.getKey());
            String text = Files.readString(file, StandardCharsets.UTF_8);
            Files.writeString(file, withLibraryParam(text, e.getValue()), StandardCharsets.UTF_8);
        }
        String doc = Files.readString(SERVICE_DOC, StandardCharsets.UTF_8);
        Files.writeString(SERVICE_DOC, withServiceTable(doc, serviceTable()), StandardCharsets.UTF_8);
    }
}
