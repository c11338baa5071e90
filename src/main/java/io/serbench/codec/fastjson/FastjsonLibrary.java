package io.serbench.codec.fastjson;

import io.serbench.codec.Family;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.codec.ThreadSafety;

/** fastjson 1.x, the legacy line. */
public final class FastjsonLibrary {
    private FastjsonLibrary() {
    }

    public static final Library FASTJSON = Library.declare("fastjson").version("fastjson")
            .format(Format.JSON).family(Family.TEXT).note("JSON.toJSONBytes / parseObject")
            .codec(FastjsonCodec::new)
            .legacy("the last 1.x line; its authors' successor is fastjson2")
            .threadSafety(ThreadSafety.shared(
                    "the static JSON facade is thread-safe: serializers are cached in the global config and each op's buffer comes from fastjson's per-thread buffer cache; the codec holds only the decode class"))
            .binder(() -> FastjsonCodec.BINDER, null)
            .badInput("fastjson JSON.parseObject: com.alibaba.fastjson.JSONException", "com.alibaba.fastjson.JSONException")
            .build();
}
