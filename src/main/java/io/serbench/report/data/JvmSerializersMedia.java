package io.serbench.report.data;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The jvm-serializers MediaContent figures of 2011-01-25 (classpath resource; its header lines
 * name the source, machine and JVM), as ratios to that run's json/jackson-databind and mapped
 * onto today's library ids. Ratios, not ns: that run was on another machine and JVM 1.6.
 */
public final class JvmSerializersMedia {
    public static final String RESOURCE = "/reference/jvm-serializers-2011-mediacontent.csv";
    /** The 2011 serializer every 2011 ratio is relative to: today's jackson baseline. */
    public static final String JACKSON_2011 = "json/jackson-databind";

    /** Today's id -> the 2011 serializer that is its counterpart, in the order of the section's table. */
    public static final Map<String, String> COUNTERPARTS = counterparts();

    private static Map<String, String> counterparts() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("jackson", JACKSON_2011);
        m.put("jackson-streaming", "json/jackson-manual");
        m.put("gson", "json/google-gson");
        m.put("jackson-xml", "xml/jackson-databind/aalto");
        m.put("jackson-smile", "smile/jackson-databind");
        m.put("bson", "bson/mongodb");
        m.put("hessian", "hessian");
        m.put("java-builtin", "java-built-in");
        m.put("kryo", "kryo");
        m.put("protobuf", "protobuf");
        m.put("thrift", "thrift-compact");
        m.put("thrift-binary", "thrift");
        m.put("avro", "avro");
        m.put("protostuff", "protostuff-runtime");
        return java.util.Collections.unmodifiableMap(m);
    }

    /**
     * One 2011 serializer.
     *
     * @param ser       ns per serialization (2011's "ser": object creation included)
     * @param deserDeep ns per deserialization with every field read (2011's "+deep")
     * @param size      bytes of the standard instance
     */
    public record Figure(String name, double ser, double deserDeep, int size, int sizeDeflate) {
    }

    private final Map<String, Figure> figures;
    private final List<String> header;

    private JvmSerializersMedia(Map<String, Figure> figures, List<String> header) {
        this.figures = figures;
        this.header = header;
    }

    public static JvmSerializersMedia load() {
        try (InputStream in = JvmSerializersMedia.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the classpath");
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static JvmSerializersMedia parse(String text) throws IOException {
        List<String> header = new ArrayList<>();
        StringBuilder body = new StringBuilder();
        for (String line : text.lines().toList()) {
            if (line.startsWith("#")) {
                header.add(line.substring(1).strip());
            } else if (!line.isBlank()) {
                body.append(line).append('\n');
            }
        }
        Map<String, Figure> figures = new LinkedHashMap<>();
        try (CSVParser csv = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build()
                .parse(new StringReader(body.toString()))) {
            for (CSVRecord r : csv) {
                figures.put(r.get("serializer"), new Figure(r.get("serializer"), Double.parseDouble(r.get("ser")),
                        Double.parseDouble(r.get("deser_deep")), Integer.parseInt(r.get("size")),
                        Integer.parseInt(r.get("size_deflate"))));
            }
        }
        if (!figures.containsKey(JACKSON_2011)) {
            throw new IllegalStateException(RESOURCE + " has no " + JACKSON_2011 + " row to take ratios against");
        }
        return new JvmSerializersMedia(figures, List.copyOf(header));
    }

    /** The 2011 counterpart of today's id, or null. */
    public Figure counterpart(String library) {
        String name = COUNTERPARTS.get(library);
        return name == null ? null : figures.get(name);
    }

    public Figure get(String name2011) {
        return figures.get(name2011);
    }

    /** 2011 serialization speedup vs json/jackson-databind: its ns ÷ the serializer's (higher = faster). */
    public double serVsJackson(Figure f) {
        return figures.get(JACKSON_2011).ser() / f.ser();
    }

    /** 2011 deep deserialization speedup vs json/jackson-databind. */
    public double deserVsJackson(Figure f) {
        return figures.get(JACKSON_2011).deserDeep() / f.deserDeep();
    }

    /** The resource's comment lines: source, date, machine, JVM, column meanings. */
    public List<String> header() {
        return header;
    }
}
