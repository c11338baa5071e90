package io.serbench.codec.jsoniter;

import io.serbench.codec.Family;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.codec.ThreadSafety;
import io.serbench.model.Shape;

import java.util.EnumSet;

/**
 * jsoniter's dynamic codegen with its two field-matching modes, and two double-format variants
 * that run only the shapes carrying doubles. Each id is spelled once, in {@link JsoniterCodec.Variant}.
 */
public final class JsoniterLibraries {
    private JsoniterLibraries() {
    }

    private static final String LEGACY = "no release since 0.9.23 (2018)";
    private static final String DOUBLES_ONLY = "a double-format variant: it differs from its base library only where doubles are written";
    private static final String DOUBLES_ONLY_PAYLOAD = "a double-format variant of jsoniter (it differs only in how doubles are written); the payload runs jsoniter";
    private static final ThreadSafety PER_THREAD = ThreadSafety.perThread(
            "JsonStream and JsonIterator are not thread-safe; jsoniter's own static API keeps them per thread (thread-locals in JsonStreamPool and JsonIteratorPool), and the codec does the same with its reused pair");

    public static final Library HASH = base(JsoniterCodec.Variant.HASH, Format.JSON, "dynamic codegen, hash field matching, exact doubles")
            .binder(() -> JsoniterCodec.binder(JsoniterCodec.Variant.HASH), "dynamic codegen")
            .build();

    public static final Library STRICT = base(JsoniterCodec.Variant.STRICT, Format.JSON, "dynamic codegen, strict field matching, exact doubles")
            .binder(() -> JsoniterCodec.binder(JsoniterCodec.Variant.STRICT), "dynamic codegen")
            .build();

    public static final Library BASE64 = base(JsoniterCodec.Variant.BASE64, Format.JSON_DIALECT, "doubles as base64 of their IEEE bits: exact, not standard JSON")
            .only(EnumSet.of(Shape.DOUBLE, Shape.LIST_DOUBLE), DOUBLES_ONLY)
            .noBinder(DOUBLES_ONLY_PAYLOAD)
            .build();

    public static final Library SIX_DIGITS = base(JsoniterCodec.Variant.SIX_DIGITS, Format.JSON, "lossy: default double writer, 6 decimals")
            .only(EnumSet.of(Shape.DOUBLE, Shape.LIST_DOUBLE), DOUBLES_ONLY)
            .lossy(JsoniterCodec.SIX_DIGITS_TOLERANCE)
            .noBinder(DOUBLES_ONLY_PAYLOAD)
            .build();

    private static Library.Builder base(JsoniterCodec.Variant v, Format format, String note) {
        return Library.declare(v.id).version("jsoniter").runtimeVersion("javassist").format(format).family(Family.TEXT).note(note)
                .codec(c -> new JsoniterCodec(c, v))
                .legacy(LEGACY)
                .threadSafety(PER_THREAD)
                .jvmOption("--add-opens=java.base/java.lang=ALL-UNNAMED",
                        "jsoniter's dynamic code generation defines each generated encoder and decoder through `ClassLoader.defineClass` "
                                + "(javassist), made accessible by reflection; without it the codec cannot be built (`InaccessibleObjectException`)")
                .badInput("jsoniter JsonIterator.deserialize: reports bad input as com.jsoniter.spi.JsonException", "com.jsoniter.spi.JsonException");
    }
}
