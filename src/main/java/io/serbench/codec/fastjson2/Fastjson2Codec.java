package io.serbench.codec.fastjson2;

import com.alibaba.fastjson2.JSON;
import io.serbench.codec.PojoCodec;
import io.serbench.model.Case;

/**
 * fastjson2, the maintained successor of fastjson 1.x, reading and writing standard JSON through
 * its static facade: {@code JSON.toJSONBytes(obj)} and {@code JSON.parseObject(byte[], Class)}.
 * That is the path its performance guide recommends (byte[] in and out, no String detour) and
 * the one its own JMH benchmarks measure. The facade looks up the ASM-generated
 * {@code ObjectWriter}/{@code ObjectReader} of the class in the default provider's cache (built
 * on first use) and borrows its output buffer from fastjson2's own buffer cache, so holding the
 * reader/writer objects here would save one cache lookup and nothing else.
 *
 * <p>Configuration: none. Doubles round-trip exactly with the defaults, both ways with Jackson
 * (the conformance tests check every pool value); unknown properties are skipped by default;
 * autoType is off by default. No JVM flag: the {@code jdk.incubator.vector} module its older docs
 * suggest is unused since 2.0.61, which scans with SWAR instead. The canonical public-field POJOs
 * are encode input and decode output as they are.
 *
 * <p>Defaults worth knowing: properties without an ordinal are written sorted by name, so at
 * fields=10 the order is field1, field10, field2, ... where Jackson writes field1..field10
 * (same object, same length, different bytes). Decode does not depend on the order: the
 * generated reader dispatches on the first bytes of each name, whatever its position. Media:
 * enums as their names, absent fields left out (no {@code WriteNulls}).
 */
public final class Fastjson2Codec extends PojoCodec {
    private final Class<?> decodeType;

    public Fastjson2Codec(Case c) {
        this(c.readerClass());
    }

    private Fastjson2Codec(Class<?> decodeType) {
        this.decodeType = decodeType;
    }

    /**
     * A user's payload, with the calls and defaults the built-in cells use: fastjson2 binds any
     * class (beans, records, getters-only, final fields) through its generated readers and
     * writers, with no setting.
     */
    public static final io.serbench.codec.ClassBinder BINDER = (type, settings) -> new Fastjson2Codec(type.root());

    @Override
    public byte[] encode(Object input) {
        return JSON.toJSONBytes(input);
    }

    @Override
    public Object decode(byte[] bytes) {
        return JSON.parseObject(bytes, decodeType);
    }
}
