package io.serbench.codec.fastjson;

import com.alibaba.fastjson.JSON;
import io.serbench.codec.PojoCodec;
import io.serbench.model.Case;

/**
 * fastjson 1.x through its static facade, the way its README shows it: {@code JSON.toJSONBytes}
 * and {@code JSON.parseObject(byte[], Class)}. The facade's global ParserConfig and
 * SerializeConfig cache the ASM-generated (de)serializer of each class, so nothing else is
 * kept here. Configuration: none. AutoType stays off (the default since 1.2.25, and what its
 * security advisories demand); the canonical public-field POJOs are encode input and decode
 * output as they are.
 *
 * <p>Defaults worth knowing, left as they are because they are what a fastjson user gets:
 * <ul>
 * <li>Properties are written sorted by name, so at fields=10 the order is field1, field10,
 * field2, ... where Jackson writes field1..field10 (same object, different bytes).</li>
 * <li>{@code parseObject(byte[], ...)} first decodes the bytes to a char[]; when they are not
 * valid UTF-8 it returns null instead of throwing (it also returns null for empty input).
 * The malformed-input table shows this as "returns a different value" for corrupted input.</li>
 * <li>Media: enums as their names, absent fields left out (no {@code WriteMapNullValue}).</li>
 * </ul>
 *
 * <p>Why some rows are far below fastjson's own published figures (the 2026-11-25 fidelity A/B
 * and its README have the evidence; nothing here is changed, since it is fastjson as a user
 * meets it):
 * <ul>
 * <li>Decode of Jackson's bytes. fastjson does build its ASM deserializer for every class here
 * ({@code ParserConfig.getDeserializer} returns a {@code FastjsonASMDeserializer_*} for
 * {@code MediaContent}, {@code Media}, {@code Image} and every scenario class: no reflective
 * fallback). That generated reader matches fields in fastjson's own sorted-name order and
 * expects no {@code null} values; Jackson's bytes (declaration order, absent fields written as
 * {@code null}, which the suite decodes for every standard-JSON library) miss that fast path.
 * Media decode of fastjson's own output took 0.40x the time of Jackson's bytes (own output with
 * nulls: 0.75x).</li>
 * <li>The drop with size (list(object) from fields=1 to 5, string encode from 5 to 10) is not
 * HotSpot's huge-method limit: every hot fastjson method is compiled by C2, the largest
 * ({@code SerializeConfig.getObjectWriter}) has 2,307 bytes of bytecode, the generated writers
 * under 1,000. Profiles show list(object) encode spending its time in the
 * {@code IdentityHashMap} of fastjson's circular-reference detection (on by default; one entry
 * per object written, so it grows and rehashes within every op), and string encode in the
 * per-character special-character scan of {@code SerializeWriter}.</li>
 * </ul>
 */
public final class FastjsonCodec extends PojoCodec {
    private final Class<?> decodeType;

    public FastjsonCodec(Case c) {
        this(c.readerClass());
    }

    private FastjsonCodec(Class<?> decodeType) {
        this.decodeType = decodeType;
    }

    /**
     * A user's payload, with the calls and defaults the built-in cells use: fastjson's documented
     * API binds any bean through its ASM-generated serializers and deserializers, with no setting.
     */
    public static final io.serbench.codec.ClassBinder BINDER = (type, settings) -> new FastjsonCodec(type.root());

    @Override
    public byte[] encode(Object input) {
        return JSON.toJSONBytes(input);
    }

    @Override
    public Object decode(byte[] bytes) {
        return JSON.parseObject(bytes, decodeType);
    }

}
