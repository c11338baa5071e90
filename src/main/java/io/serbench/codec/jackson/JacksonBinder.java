package io.serbench.codec.jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import io.serbench.codec.BoundClass;
import io.serbench.codec.ClassBinder;
import io.serbench.codec.Codec;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Every Jackson 2 id bound to a user's class: the id's own mapper ({@link JacksonMappers}, the
 * same one its built-in cells measure), copied, with Jackson's two modules for JDK 8 types as
 * the settings a class may need. Jackson 2's databind does not handle {@code java.time} or
 * {@code Optional} without them (its documentation asks users to register
 * {@code jackson-datatype-jsr310} and {@code jackson-datatype-jdk8}); records, enums, getters,
 * private fields with getters and BigDecimal/UUID/byte[] need nothing. With the JSR-310 module,
 * java.time is written as ISO-8601 text (Jackson's documented {@code WRITE_DATES_AS_TIMESTAMPS}
 * switched off, as Jackson 3 has it by default): Jackson 2's default,
 * arrays and decimal seconds, is a dialect the other JSON libraries cannot read, and a payload
 * run's JSON libraries decode Jackson's bytes. Everything else stays as the built-in cells have
 * it (defaults but {@code FAIL_ON_UNKNOWN_PROPERTIES} off), so a payload's figures and the
 * matrix's are comparable; the matrix's models have no java.time field, so its cells are the same.
 */
public final class JacksonBinder implements ClassBinder {
    /** Setting names, as the type-support matrix prints them. */
    public static final String JAVA_TIME = "JavaTimeModule";
    public static final String JDK8 = "Jdk8Module";

    private static final Map<String, String> SETTINGS = settingsTable();

    private final Supplier<ObjectMapper> mapper;

    private JacksonBinder(Supplier<ObjectMapper> mapper) {
        this.mapper = mapper;
    }

    public static final JacksonBinder JACKSON = new JacksonBinder(() -> JacksonCodec.MAPPER);
    public static final JacksonBinder PLAIN = new JacksonBinder(() -> JacksonMappers.Plain.MAPPER);
    public static final JacksonBinder BLACKBIRD = new JacksonBinder(() -> JacksonMappers.Blackbird.MAPPER);
    public static final JacksonBinder SMILE = new JacksonBinder(() -> JacksonMappers.Smile.MAPPER);
    public static final JacksonBinder CBOR = new JacksonBinder(() -> JacksonMappers.Cbor.MAPPER);
    public static final JacksonBinder XML = new JacksonBinder(() -> JacksonMappers.Xml.MAPPER);

    private static Map<String, String> settingsTable() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put(JAVA_TIME, "register jackson-datatype-jsr310's JavaTimeModule (java.time types), written as ISO-8601 text");
        m.put(JDK8, "register jackson-datatype-jdk8's Jdk8Module (Optional)");
        return m;
    }

    @Override
    public Map<String, String> settings() {
        return SETTINGS;
    }

    @Override
    public Codec bind(BoundClass type, Set<String> settings) {
        ObjectMapper m = mapper.get().copy();
        if (settings.contains(JAVA_TIME)) {
            m.registerModule(new JavaTimeModule());
            m.disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);
        }
        if (settings.contains(JDK8)) {
            m.registerModule(new Jdk8Module());
        }
        return new JacksonCodec(m, type.root(), type.root());
    }
}
