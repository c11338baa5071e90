package io.serbench.bench.probe;

import com.alibaba.fastjson2.JSONB;
import com.caucho.hessian.io.Hessian2Input;
import com.caucho.hessian.io.SerializerFactory;
import com.fasterxml.aalto.stax.InputFactoryImpl;
import com.fasterxml.aalto.stax.OutputFactoryImpl;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.xml.XmlFactory;
import com.google.gson.Gson;
import io.serbench.bench.BenchFixture;
import io.serbench.codec.Codec;
import io.serbench.codec.SupportMatrix;
import io.serbench.codec.hessian.HessianCodec;
import io.serbench.codec.jackson.JacksonCodec;
import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.MediaContent;
import io.serbench.model.Models;
import io.serbench.model.Shape;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

import java.io.ByteArrayInputStream;
import java.io.ObjectInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Media encoded or decoded the way another project's benchmark calls or sets up a library,
 * beside the suite's own call, for the open rows of docs/EXTERNAL-FIGURES.md. Each setup is one
 * library and direction on the suite's 64 verified media inputs; a variant changes only what its
 * name says:
 * <ul>
 *   <li>{@code gson-string/encode}: {@code new Gson().toJson(value).getBytes(UTF_8)}, the call of
 *       fastjson2's and Apache Fory's JSON benchmarks (row F6), beside {@code gson/encode};</li>
 *   <li>{@code java-builtin-nofilter/decode}: a new {@code ObjectInputStream} per decode, as the
 *       suite's, without the allow-list {@code ObjectInputFilter} (row A8; Apache Fory's and
 *       fastjson2's benchmarks install none), beside {@code java-builtin/decode};</li>
 *   <li>{@code fastjson2-jsonb-keyed/decode}: {@code JSONB.parseObject(bytes, MediaContent.class)}
 *       of {@code JSONB.toBytes(value)}, keyed by property name, as fastjson2's own
 *       {@code EishayParseBinary} (row F11), beside the suite's positional
 *       {@code fastjson2-jsonb/decode} ({@code BeanToArray});</li>
 *   <li>{@code hessian-new-input/decode}: a new {@code Hessian2Input} per decode, as that same
 *       benchmark (row F11), beside {@code hessian/decode}, which re-{@code init}s one. It keeps the
 *       suite's factory and typed {@code readObject}; theirs has no factory set, so each new input
 *       also looks Hessian's default one up, which is not replicated;</li>
 *   <li>{@code jackson-xml-aalto/decode}: the suite's {@code jackson-xml} configuration on Aalto's
 *       StAX factories, as jackson-benchmarks builds its {@code XmlMapper} (row K3), reading the
 *       same bytes as {@code jackson-xml/decode} on Woodstox;</li>
 *   <li>{@code fastjson-own/decode}: fastjson 1.x decoding its own output ({@code JSON.toJSONBytes}
 *       of each input: names sorted, absent fields left out), as fastjson2's benchmark feeds it
 *       its own {@code eishay_compact.json} (row F2), beside {@code fastjson/decode} of Jackson's
 *       bytes;</li>
 *   <li>{@code jackson}, {@code jackson-plain}, {@code fastjson} and {@code kryo}: the suite's own calls, the
 *       denominators of those rows, timed in the same file.</li>
 * </ul>
 * Every variant's output is checked against the canonical value before anything is timed: a
 * decode variant's result, an encode variant's bytes decoded by the suite's codec, on all 64
 * inputs; a difference fails the setup with its name. A probe, not a scenario: the engine never
 * plans it (package {@code bench.probe}); read its results as ratios of adjacent setups in one
 * file (average time, ns/op). {@link ForyInstanceProbe} varies the input instead of the call.
 *
 * <p>How to run: {@code java -jar target/benchmarks.jar ExternalSetupsProbe -rf json -rff external-setups.json}
 */
public class ExternalSetupsProbe extends SideBySideProbe {
    static final Case MEDIA = new Case(Shape.MEDIA, 1);

    /** library id or variant, then the direction. */
    @Param({"jackson/encode", "jackson-plain/encode", "gson/encode", "gson-string/encode",
            "jackson/decode", "kryo/decode", "java-builtin/decode", "java-builtin-nofilter/decode",
            "fastjson2-jsonb/decode", "fastjson2-jsonb-keyed/decode", "hessian/decode", "hessian-new-input/decode",
            "jackson-xml/decode", "jackson-xml-aalto/decode",
            "jackson-plain/decode", "fastjson/decode", "fastjson-own/decode"})
    public String setup;

    /** One timed call on the next input. */
    @FunctionalInterface
    interface Op {
        Object run(int i) throws Exception;
    }

    private Op op;
    private int index;

    @Setup
    public void setUp() throws Exception {
        String[] p = setup.split("/");
        String variant = p[0];
        boolean encode = p[1].equals("encode");
        String id = switch (variant) {
            case "gson-string" -> "gson";
            case "java-builtin-nofilter" -> "java-builtin";
            case "fastjson2-jsonb-keyed" -> "fastjson2-jsonb";
            case "hessian-new-input" -> "hessian";
            case "jackson-xml-aalto" -> "jackson-xml";
            case "fastjson-own" -> "fastjson";
            default -> variant;
        };
        BenchFixture f = BenchFixture.prepare(id, MEDIA);
        Codec codec = f.codec;
        Object[] in = encode ? f.inputs : f.payloads;
        op = switch (variant) {
            case "gson-string" -> gsonString(in);
            case "java-builtin-nofilter" -> i -> new ObjectInputStream(new ByteArrayInputStream((byte[]) in[i])).readObject();
            case "fastjson2-jsonb-keyed" -> keyedJsonb(f.inputs);
            case "hessian-new-input" -> hessianNewInput(in);
            case "jackson-xml-aalto" -> aaltoXml(in);
            case "fastjson-own" -> ownBytes(codec, f.inputs);
            default -> encode ? i -> codec.encode(in[i]) : i -> codec.decodeTimed(in[i]);
        };
        verify(setup, codec, encode, op, Dataset.pool(MEDIA), SupportMatrix.library(id).tolerance());
    }

    /**
     * Throws, naming {@code setup}, unless {@code op} gives every canonical value back: a decode's
     * result as it is, an encode's bytes through the codec's decode.
     */
    static void verify(String setup, Codec codec, boolean encode, Op op, List<Object> canonical, double tolerance)
            throws Exception {
        verify(setup, MEDIA, codec, encode, op, canonical, tolerance);
    }

    /** The same check on any case's canonical values. */
    static void verify(String setup, Case c, Codec codec, boolean encode, Op op, List<Object> canonical, double tolerance)
            throws Exception {
        for (int i = 0; i < canonical.size(); i++) {
            Object mine;
            try {
                Object out = op.run(i);
                mine = codec.toModel(encode ? codec.decode((byte[]) out) : out);
            } catch (Exception e) {
                throw new IllegalStateException(setup + ": input " + i + " fails: " + e, e);
            }
            String diff = Models.diff(c.expectedDecoded(canonical.get(i)), mine, tolerance);
            if (diff != null) {
                throw new IllegalStateException(setup + ": input " + i + " differs from the canonical value: " + diff);
            }
        }
    }

    /** The codec's decode of its own encoding of each input (made in setup), not of Jackson's bytes. */
    private static Op ownBytes(Codec codec, Object[] inputs) throws Exception {
        byte[][] own = new byte[inputs.length][];
        for (int i = 0; i < inputs.length; i++) {
            own[i] = codec.encode(inputs[i]);
        }
        return i -> codec.decodeTimed(own[i]);
    }

    private static Op gsonString(Object[] in) {
        Gson gson = new Gson(); // their benchmarks' instance; the suite's is the same default configuration
        return i -> gson.toJson(in[i]).getBytes(StandardCharsets.UTF_8);
    }

    /** JSONB's default bytes of each input, made in setup; the timed call parses them back keyed. */
    private static Op keyedJsonb(Object[] inputs) {
        byte[][] keyed = new byte[inputs.length][];
        for (int i = 0; i < inputs.length; i++) {
            keyed[i] = keyedJsonbBytes(inputs[i]);
        }
        return i -> JSONB.parseObject(keyed[i], MediaContent.class);
    }

    /** Their write: {@code JSONB.toBytes} without features, so keyed by property name. */
    static byte[] keyedJsonbBytes(Object value) {
        return JSONB.toBytes(value);
    }

    private static Op hessianNewInput(Object[] in) {
        SerializerFactory factory = HessianCodec.serializerFactory();
        return i -> {
            Hessian2Input input = new Hessian2Input(new ByteArrayInputStream((byte[]) in[i]));
            input.setSerializerFactory(factory);
            return input.readObject(MediaContent.class);
        };
    }

    private static Op aaltoXml(Object[] in) {
        Codec aalto = new JacksonCodec(aaltoXmlMapper(), MEDIA);
        return i -> aalto.decodeTimed(in[i]);
    }

    /** The suite's jackson-xml configuration on Aalto's factories, passed as jackson-benchmarks passes them: no property set. */
    static ObjectMapper aaltoXmlMapper() {
        return JacksonCodec.xmlMapper(new XmlFactory(new InputFactoryImpl(), new OutputFactoryImpl()));
    }

    @Benchmark
    public Object op() throws Exception {
        return op.run(index++ & BenchFixture.MASK);
    }

    /** For tests: the setup's call on input {@code i}, outside any timing. */
    Object once(int i) throws Exception {
        return op.run(i);
    }
}
