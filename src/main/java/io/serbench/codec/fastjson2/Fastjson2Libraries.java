package io.serbench.codec.fastjson2;

import io.serbench.codec.Family;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.codec.ThreadSafety;
import io.serbench.codec.Wire;

/** fastjson2: its JSON and its binary JSONB. */
public final class Fastjson2Libraries {
    private Fastjson2Libraries() {
    }

    /** Where the library documents the exceptions it reports bad input with. */
    private static final String BAD_INPUT = "fastjson2 JSON.parseObject / JSONB.parseObject: com.alibaba.fastjson2.JSONException";

    private static final ThreadSafety STATIC_API = ThreadSafety.shared(
            "the static JSON and JSONB facades are thread-safe: generated readers and writers are cached in the default provider, and each op borrows its buffer from fastjson2's own buffer cache; the codec holds only the decode class and feature flags");

    public static final Library JSON = Library.declare("fastjson2").version("fastjson2")
            .format(Format.JSON).family(Family.TEXT).note("JSON.toJSONBytes / parseObject(byte[], Class)")
            .codec(Fastjson2Codec::new)
            .threadSafety(STATIC_API)
            .binder(() -> Fastjson2Codec.BINDER, null)
            .badInput(BAD_INPUT, "com.alibaba.fastjson2.JSONException")
            .build();

    public static final Library JSONB = Library.declare("fastjson2-jsonb").version("fastjson2")
            .format(Format.BINARY).family(Family.SCHEMALESS).note("JSONB with BeanToArray (positional); skip: keyed JSONB")
            .wire(Wire.FASTJSON2_JSONB)
            .codec(Fastjson2JsonbCodec::new)
            .threadSafety(STATIC_API)
            .binder(() -> Fastjson2JsonbCodec.BINDER, "keyed, JSONB's default; the timed cells: BeanToArray")
            .badInput(BAD_INPUT, "com.alibaba.fastjson2.JSONException")
            .build();
}
