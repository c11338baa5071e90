package io.serbench.codec.dsljson;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import io.serbench.codec.Codec;
import io.serbench.codec.ReusedBuffer;
import io.serbench.codec.Counterparts;
import io.serbench.model.Case;
import io.serbench.model.FieldCopier;
import io.serbench.model.Shape;

/**
 * DSL-JSON v2 with the converters its annotation processor generates at compile time, bound to
 * DSL-JSON's own mirror types: {@link DefaultModels} for {@code dsljson} (why mirrors: see
 * there) and {@link StrictModels} for {@code dsljson-strict}, whose properties verify the name
 * after the hash match. The conversions to and from the canonical model are setup-only.
 *
 * <p>Worth knowing when reading the two variants' numbers: the generated readers compare the
 * name bytes on their in-order fast path in both variants; the hash alone decides only on the
 * slow path (unknown or out-of-order properties), so the variants differ mainly in skip.
 *
 * <p>Reuse follows DSL-JSON's README: one DslJson per process, and one JsonWriter and one
 * JsonReader per codec, reset / re-pointed at the input for every operation. The converter
 * for the case's type is looked up once, like Jackson's type-bound ObjectReader/ObjectWriter.
 *
 * <p>Media: enums as their names, through {@code @CompiledJson} mirror enums (see
 * {@link DefaultModels.Player} for why the canonical enums will not do); absent fields as the
 * property with a null value (DSL-JSON's default, as for every null).
 */
public final class DslJsonCodec implements Codec, ReusedBuffer {

    /** The two library ids: how decode matches property names. */
    public enum Variant {
        /** {@code dsljson}, DSL-JSON's default: off the in-order fast path, the hash of a name alone picks the property. */
        DEFAULT,
        /** {@code dsljson-strict}: {@code @JsonAttribute(hashMatch = false)}, the name is compared after the hash. */
        STRICT
    }

    /**
     * The whole configuration. Differences from {@code new DslJson<>()}:
     * <ul>
     * <li>No {@code com.dslplatform.json.runtime.Settings.withRuntime()}: without it DSL-JSON
     * has no reflection-based converters, so a type the processor did not cover fails in the
     * constructor below instead of being measured through the reflection fallback.</li>
     * <li>{@code includeServiceLoader()}: gives DslJson a class loader, which it needs to find
     * the generated {@code pkg._Type_DslJsonConverter} classes by their naming convention (the
     * processor writes no META-INF/services file by default); without it every lookup of a
     * model type returns null.</li>
     * <li>{@code DoublePrecision.EXACT}: the default, {@code DEFAULT}, parses about one in five
     * of the pool's 16-17 digit doubles one ulp off (e.g. 56.65615751722809 becomes
     * 56.656157517228095); the suite requires bit-exact doubles.</li>
     * </ul>
     * Everything else stays default: hash matching of names, unknown properties skipped,
     * default values (0, null) written like Jackson does.
     */
    static final DslJson<Object> DSL = new DslJson<>(new DslJson.Settings<>()
            .includeServiceLoader()
            .doublePrecision(JsonReader.DoublePrecision.EXACT));

    private final Case c;
    private final Class<?> encodeType;
    private final Class<?> decodeType;
    private final DslJsonCalls calls;

    @SuppressWarnings("unchecked")
    public DslJsonCodec(Case c, Variant variant) {
        this.c = c;
        // the skip writers have no strict mirror: name matching only matters to readers
        boolean strictWriter = variant == Variant.STRICT && c.shape() != Shape.SKIP;
        this.encodeType = Counterparts.nestedIn(strictWriter ? StrictModels.class : DefaultModels.class, c.writerClass());
        this.decodeType = Counterparts.nestedIn(variant == Variant.STRICT ? StrictModels.class : DefaultModels.class, c.readerClass());
        this.calls = new DslJsonCalls(DSL, (JsonWriter.WriteObject<Object>) generated(DSL.tryFindWriter(encodeType), encodeType),
                (JsonReader.ReadObject<?>) generated(DSL.tryFindReader(decodeType), decodeType));
    }

    @Override
    public Object toNative(Object model) {
        return FieldCopier.copy(model, encodeType);
    }

    @Override
    public byte[] encode(Object input) {
        return calls.encode(input);
    }

    @Override
    public Object decode(byte[] bytes) throws Exception {
        return calls.decode(bytes);
    }

    @Override
    public Object toModel(Object decoded) {
        return FieldCopier.copy(decoded, c.readerClass());
    }

    /** Refuses anything but a processor-generated converter ({@code _Type_DslJsonConverter}). */
    private static Object generated(Object converter, Class<?> type) {
        String expected = "_" + type.getName().substring(type.getPackageName().length() + 1) + "_DslJsonConverter";
        Class<?> owner = converter == null ? null : converter.getClass().getEnclosingClass();
        if (owner == null || !owner.getSimpleName().equals(expected)) {
            throw new IllegalStateException("no compile-time DSL-JSON converter for " + type.getName()
                    + " (found " + (converter == null ? "none" : converter.getClass().getName()) + ")");
        }
        return converter;
    }

    @Override
    public int reusedBufferBytes() {
        return calls.reusedBufferBytes();
    }
}
