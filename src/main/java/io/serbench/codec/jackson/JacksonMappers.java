package io.serbench.codec.jackson;

import com.ctc.wstx.stax.WstxInputFactory;
import com.ctc.wstx.stax.WstxOutputFactory;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.MapperBuilder;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.dataformat.cbor.databind.CBORMapper;
import com.fasterxml.jackson.dataformat.smile.databind.SmileMapper;
import com.fasterxml.jackson.dataformat.xml.XmlFactory;
import com.fasterxml.jackson.dataformat.xml.XmlMapper;
import com.fasterxml.jackson.module.afterburner.AfterburnerModule;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;

import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLOutputFactory;

/**
 * Every Jackson 2 mapper of the suite, one per library id, each built once per JVM (a holder
 * class per id, so a fork builds only the mapper it measures). The list is the cost of each
 * switch away from the baseline, one choice at a time:
 * <pre>
 *   jackson-plain      no module                        (what Afterburner buys)
 *   jackson            Afterburner                      (the baseline: the 2017 article's setup)
 *   jackson-blackbird  Blackbird + fast double text     (Jackson 2 at its best on JDK 17+)
 *   jackson-smile      Afterburner, Smile instead of JSON   (only the format differs)
 *   jackson-cbor       Afterburner, CBOR instead of JSON
 *   jackson-xml        Afterburner, XML instead of JSON
 * </pre>
 * Every mapper turns {@code FAIL_ON_UNKNOWN_PROPERTIES} off, like the baseline: in the skip
 * scenario the reader type knows only {@code keep}, and the rest must be skipped, not rejected.
 * Every other feature is Jackson's default, except {@code jackson-xml}'s one (see {@link Xml}).
 *
 * <p>Media, with Jackson's defaults: enums are written as their names ({@code "player":"JAVA"}),
 * and an absent field (a null title, bitrate or copyright) as the property with a null value,
 * in JSON, Smile and CBOR alike; XML leaves it out (see {@link Xml}).
 */
public final class JacksonMappers {
    private JacksonMappers() {
    }

    /**
     * The baseline: databind + Afterburner, default features. Afterburner replaces reflection
     * with generated accessors and, for decoding, an in-order ("SuperSonic") bean deserializer; it
     * handles public fields (the canonical classes have only those). On JDK 17 it needs no flag:
     * without {@code --add-opens java.base/java.lang} it defines its generated classes in its own
     * class loader, with it (the suite passes it for jsoniter) in the model's loader; either way
     * it logs nothing above java.util.logging's FINE level.
     */
    static ObjectMapper baseline() {
        return withAfterburner(JsonMapper.builder());
    }

    /** {@code jackson-plain}: databind alone, no module: reflection on fields, Jackson's own bean (de)serializers. */
    static final class Plain {
        static final ObjectMapper MAPPER = JsonMapper.builder()
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .build();
    }

    /**
     * {@code jackson-blackbird}: Blackbird (Afterburner's successor for JDK 11+, built on
     * LambdaMetafactory instead of bytecode injection) and the two opt-in number features of
     * jackson-core: {@link StreamWriteFeature#USE_FAST_DOUBLE_WRITER} (Schubfach instead of
     * {@code Double.toString}, whose JDK 17 implementation is the slow pre-JDK 19 one) and
     * {@link StreamReadFeature#USE_FAST_DOUBLE_PARSER} (FastDoubleParser instead of
     * {@code Double.parseDouble}). Both are exact: {@code JacksonFamilyTest} round-trips 200,000
     * awkward doubles through them bit for bit, and across them and the JDK's conversions.
     *
     * <p>Worth knowing when reading its numbers: Blackbird, by its own documentation, does not
     * optimize direct field access (a MethodHandle for a field cannot be turned into a lambda),
     * only getters, setters and constructors. On the canonical public-field classes it therefore
     * contributes the lambda constructor and its in-order ("SuperSonic") bean deserializer, while
     * fields are still read and written through reflection, as in {@code jackson-plain}.
     */
    static final class Blackbird {
        static final ObjectMapper MAPPER = JsonMapper.builder(JsonFactory.builder()
                        .enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)
                        .enable(StreamReadFeature.USE_FAST_DOUBLE_PARSER)
                        .build())
                .addModule(new BlackbirdModule())
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .build();
    }

    /**
     * {@code jackson-smile}: the baseline's setup over Smile, Jackson's binary JSON. Smile's own
     * defaults: header written, back-references for repeated property names on, for repeated
     * string values off; doubles as 64-bit IEEE values (exact).
     */
    static final class Smile {
        static final ObjectMapper MAPPER = withAfterburner(SmileMapper.builder());
    }

    /** {@code jackson-cbor}: the baseline's setup over CBOR (RFC 8949); doubles as 64-bit floats (exact). */
    static final class Cbor {
        static final ObjectMapper MAPPER = withAfterburner(CBORMapper.builder());
    }

    /**
     * {@code jackson-xml}: the baseline's setup over XML ({@code XmlMapper}, Woodstox as the StAX
     * implementation, as jackson-dataformat-xml recommends). Its factories are named, not found on
     * the class path: Aalto is there too (for a probe), and StAX's lookup takes whichever provider
     * comes first. Named factories skip jackson-dataformat-xml's own settings for a factory it
     * finds, so {@link #woodstox} applies the same ones. Defaults kept: root element named after
     * the class, lists wrapped (an outer element named after the property around one element per
     * item, named the same), no XML declaration. Doubles are
     * written with {@code Double.toString} and read with {@code Double.parseDouble}: exact. Every
     * shape round-trips exactly, and would unwrapped or empty too.
     *
     * <p>One setting differs from the baseline, for media's absent fields: properties whose value is
     * null are left out ({@code JsonInclude.Include.NON_NULL}), the XML idiom for an absent field.
     * XML has no null: by default Jackson writes a null as an empty element, which reads back as
     * {@code ""} for a String, so an absent title or copyright would not round-trip. No other
     * scenario holds a null, so their bytes are unchanged. Enums are written as their names, as
     * element text.
     */
    static final class Xml {
        static final ObjectMapper MAPPER = xml(woodstox());
    }

    /** The {@code jackson-xml} configuration on the given StAX factories. */
    static ObjectMapper xml(XmlFactory factories) {
        return XmlMapper.builder(factories)
                .addModule(new AfterburnerModule())
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .serializationInclusion(JsonInclude.Include.NON_NULL)
                .build();
    }

    /**
     * Woodstox's factories as jackson-dataformat-xml sets up the ones it finds (its
     * {@code XmlFactory} constructor): no DTD, no external entities, namespace repairing on output.
     */
    static XmlFactory woodstox() {
        XMLInputFactory in = new WstxInputFactory();
        in.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, Boolean.FALSE);
        in.setProperty(XMLInputFactory.SUPPORT_DTD, Boolean.FALSE);
        XMLOutputFactory out = new WstxOutputFactory();
        out.setProperty(XMLOutputFactory.IS_REPAIRING_NAMESPACES, Boolean.TRUE);
        return new XmlFactory(in, out);
    }

    private static <M extends ObjectMapper, B extends MapperBuilder<M, B>> M withAfterburner(B builder) {
        return builder.addModule(new AfterburnerModule())
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .build();
    }
}
