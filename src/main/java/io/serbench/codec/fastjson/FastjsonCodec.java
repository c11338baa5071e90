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
