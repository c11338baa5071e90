package io.serbench.bench;

import io.serbench.payload.Payload;
import io.serbench.payload.PayloadFixture;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * A user's own payload: their root class and sample instances, timed like a built-in scenario
 * (same settings, fixture shape, verification and timed methods). The fork gets the payload
 * through the system properties {@value Payload#CLASS_PROPERTY} and
 * {@value Payload#SAMPLES_PROPERTY} (the -Pbench driver passes them, with the classes on the
 * class path); the samples are read again here with Jackson and cycled as the built-in pools are.
 * See docs/YOUR-PAYLOAD.md.
 *
 * <p>Run with plain JMH: {@code java -cp target/benchmarks.jar:acme-dto.jar
 * -Dserbench.payload.class=com.acme.Order -Dserbench.payload.samples=orders.jsonl
 * org.openjdk.jmh.Main PayloadBench -jvmArgsAppend "-Dserbench.payload.class=..." ...}
 */
public class PayloadBench extends RoundTripBench {

    /** The ids of io.serbench.payload.RuntimeBinding that bind classes at run time; BenchParamsTest keeps them in step. */
    @Param({"jackson", "jackson-plain", "jackson-blackbird", "jackson3", "dsljson", "jsoniter", "jsoniter-strict", "fastjson", "fastjson2", "gson", "moshi", "jackson-jr", "jackson-xml", "jackson-smile", "jackson-cbor", "bson", "fastjson2-jsonb", "hessian", "java-builtin", "kryo", "fory", "avro", "protostuff"})
    public String library;

    @Override
    protected BenchFixture fixture(BenchmarkParams params) throws Exception {
        PayloadFixture f = PayloadFixture.prepare(library, Payload.fromSystemProperties());
        return BenchFixture.of(library, f.codec, f.inputs, f.payloads);
    }
}
