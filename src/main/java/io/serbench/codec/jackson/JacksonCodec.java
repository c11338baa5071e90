package io.serbench.codec.jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.dataformat.xml.XmlFactory;
import io.serbench.model.Case;
import io.serbench.codec.PojoCodec;

/**
 * Jackson 2 databind, for the baseline and for every id that differs from it in one choice
 * (module, stream features, data format). Each mapper's configuration, with its reasons, is in
 * {@link JacksonMappers}; this class is what they share: Jackson's own performance advice of one
 * shared, pre-configured mapper (it caches serializers), an {@link ObjectReader} and
 * {@link ObjectWriter} bound to the type once, and byte[] in and out (no String/char detour).
 * The canonical classes are plain public-field POJOs, so encode input and decode output are the
 * canonical objects themselves, for every format. Media with Jackson's defaults: enums as their
 * names, absent fields as the property with a null value (JSON, Smile, CBOR); XML leaves them out
 * (see {@link JacksonMappers}).
 */
public final class JacksonCodec extends PojoCodec {
    /**
     * The baseline mapper ({@link JacksonMappers#baseline()}): shared by every baseline codec, the
     * conformance cross-checks and the benchmarks' decode inputs for standard-JSON libraries.
     */
    public static final ObjectMapper MAPPER = JacksonMappers.baseline();

    private final ObjectWriter writer;
    private final ObjectReader reader;

    /** The baseline: databind + Afterburner, default features. */
    public JacksonCodec(Case c) {
        this(MAPPER, c);
    }

    public JacksonCodec(ObjectMapper mapper, Case c) {
        this(mapper, c.writerClass(), c.readerClass());
    }

    /** Any class, written and read as itself (a user's payload: {@link JacksonBinder}). */
    JacksonCodec(ObjectMapper mapper, Class<?> writerClass, Class<?> readerClass) {
        this.writer = mapper.writerFor(writerClass);
        this.reader = mapper.readerFor(readerClass);
    }

    public static JacksonCodec plain(Case c) {
        return new JacksonCodec(JacksonMappers.Plain.MAPPER, c);
    }

    public static JacksonCodec blackbird(Case c) {
        return new JacksonCodec(JacksonMappers.Blackbird.MAPPER, c);
    }

    public static JacksonCodec smile(Case c) {
        return new JacksonCodec(JacksonMappers.Smile.MAPPER, c);
    }

    public static JacksonCodec cbor(Case c) {
        return new JacksonCodec(JacksonMappers.Cbor.MAPPER, c);
    }

    public static JacksonCodec xml(Case c) {
        return new JacksonCodec(JacksonMappers.Xml.MAPPER, c);
    }

    /** The {@code jackson-xml} mapper, for the hostile suite's hardened row (which reads with two more features on). */
    public static ObjectMapper xmlMapper() {
        return JacksonMappers.Xml.MAPPER;
    }

    /**
     * The {@code jackson-xml} configuration on other StAX factories, for a probe that reads it
     * through another implementation, as another project's benchmark does.
     */
    public static ObjectMapper xmlMapper(XmlFactory factories) {
        return JacksonMappers.xml(factories);
    }

    @Override
    public byte[] encode(Object input) throws Exception {
        return writer.writeValueAsBytes(input);
    }

    @Override
    public Object decode(byte[] bytes) throws Exception {
        return reader.readValue(bytes);
    }

}
