package io.serbench.codec.dsljson;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.runtime.Settings;
import io.serbench.codec.BoundClass;
import io.serbench.codec.ClassBinder;
import io.serbench.codec.Codec;
import io.serbench.codec.PojoCodec;

import java.util.Set;

/**
 * DSL-JSON bound to a user's class through its <em>runtime analysis</em>
 * ({@code Settings.withRuntime()}: converters built by reflection when a class was not seen by
 * its annotation processor), which is not what the built-in {@code dsljson} cells measure
 * (converters generated at compile time; a payload would need its classes compiled with the
 * processor and annotated). Reports label the payload's dsljson row so. Otherwise as
 * {@link DslJsonCodec}: exact doubles, hash matching of names, unknown properties skipped, a
 * reused writer and reader, converters looked up once.
 */
public final class DslJsonRuntimeBinder implements ClassBinder {
    public static final DslJsonRuntimeBinder INSTANCE = new DslJsonRuntimeBinder();

    private static final DslJson<Object> DSL = new DslJson<>(Settings.withRuntime()
            .includeServiceLoader()
            .doublePrecision(JsonReader.DoublePrecision.EXACT));

    private DslJsonRuntimeBinder() {
    }

    @Override
    @SuppressWarnings("unchecked")
    public Codec bind(BoundClass type, Set<String> settings) {
        JsonWriter.WriteObject<Object> encoder = (JsonWriter.WriteObject<Object>) DSL.tryFindWriter(type.root());
        JsonReader.ReadObject<?> decoder = DSL.tryFindReader(type.root());
        if (encoder == null || decoder == null) {
            throw new IllegalArgumentException("DSL-JSON's runtime analysis finds no " + (encoder == null ? "writer" : "reader")
                    + " for " + type.root().getName());
        }
        return new Bound(encoder, decoder);
    }

    private static final class Bound extends PojoCodec {
        private final DslJsonCalls calls;

        Bound(JsonWriter.WriteObject<Object> encoder, JsonReader.ReadObject<?> decoder) {
            this.calls = new DslJsonCalls(DSL, encoder, decoder);
        }

        @Override
        public byte[] encode(Object input) {
            return calls.encode(input);
        }

        @Override
        public Object decode(byte[] bytes) throws Exception {
            return calls.decode(bytes);
        }
    }
}
