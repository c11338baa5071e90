package io.serbench.codec.avaje;

import io.avaje.json.JsonAdapter;
import io.avaje.json.JsonDataException;
import io.avaje.json.JsonReader;
import io.avaje.json.JsonWriter;
import io.avaje.jsonb.JsonType;
import io.avaje.jsonb.Jsonb;
import io.serbench.codec.PojoCodec;
import io.serbench.model.Case;

/**
 * avaje-jsonb with the adapters its annotation processor generates at compile time (see
 * {@code package-info.java}: {@code @Json.Import} of the canonical classes, so no mirror types
 * and no conversion: encode input and decode output are the canonical objects).
 *
 * <p>Reuse as avaje's README shows it: one {@link Jsonb} for the process, and a
 * {@link JsonType} obtained once per type from it. Encode is {@code JsonType.toJsonBytes}, which
 * writes into a recycled buffer (avaje's default {@code HYBRID_POOL} recycling: thread-local for
 * platform threads) and returns a copy of exactly the written bytes; decode is
 * {@code JsonType.fromJson(byte[])}.
 *
 * <p>Non-default, and why: one custom adapter for {@code double}/{@code Double}
 * ({@link ExactDouble}), registered through the builder as avaje's custom-adapter guide shows.
 * avaje's own parser reads doubles with a fast path fixed at a "default" precision, with no
 * setting to change it (its precision enum is internal): it reads about one in five of the
 * pool's 16-17-digit doubles one ulp off (41.81485757109012 comes back as 41.814857571090116),
 * and the suite requires exact doubles. The adapter reads the number's text with
 * {@code JsonReader.readRaw()} and parses it with {@code Double.parseDouble}, which rounds
 * correctly; it writes exactly as the built-in one ({@code JsonWriter.value(Double)}, whose
 * shortest-digits output is already exact). {@code double[]} picks it up through avaje's
 * built-in array adapter, which asks for the element type's adapter.
 *
 * <p>Everything else is avaje's default. Unknown properties are skipped ({@code failOnUnknown}
 * false), which the skip scenario needs; nulls are not written, empty collections are
 * ({@code Jsonb.builder()} defaults); and avaje has no reflection fallback, so a type without a
 * generated adapter fails in the constructor. Worth knowing when reading the numbers: the
 * generated adapters read a primitive {@code double} through {@code JsonAdapter<Double>}
 * (boxed), and the built-in adapter of {@code int[]}/{@code double[]} collects boxed elements
 * in a list and copies them with {@code java.lang.reflect.Array}: that is avaje as shipped.
 *
 * <p>Media: enums as their names (avaje's built-in enum adapter); absent fields left out, as
 * every null (avaje's default), while an empty {@code persons} list is written as {@code []}; a
 * missing or null property reads back as null.
 */
public final class AvajeJsonbCodec extends PojoCodec {
    /** One per process, as avaje recommends: it holds every adapter. */
    static final Jsonb JSONB = Jsonb.builder()
            .add(Double.TYPE, ExactDouble.INSTANCE)
            .add(Double.class, ExactDouble.INSTANCE.nullSafe())
            .build();

    private final JsonType<Object> writer;
    private final JsonType<Object> reader;

    @SuppressWarnings("unchecked")
    public AvajeJsonbCodec(Case c) {
        this.writer = (JsonType<Object>) JSONB.type(c.writerClass());
        this.reader = (JsonType<Object>) JSONB.type(c.readerClass());
    }

    @Override
    public byte[] encode(Object input) {
        return writer.toJsonBytes(input);
    }

    @Override
    public Object decode(byte[] bytes) {
        return reader.fromJson(bytes);
    }

    /** Correctly rounded double parsing; writing as avaje's built-in adapter does. */
    static final class ExactDouble implements JsonAdapter<Double> {
        static final ExactDouble INSTANCE = new ExactDouble();

        /**
         * {@code Double.parseDouble} of the number's text, the published timed path; what it
         * refuses goes to {@link #notBare}: a quoted number is read from its text, as avaje's
         * built-in adapter reads quoted numbers ("1.5", "Infinity", which its writer produces for
         * infinities), and anything else fails with avaje's {@code JsonDataException}, the type
         * its readers throw for a bad number (the fuzz campaign found {@code NumberFormatException}
         * escaping). A JSON grammar check before the parse, tried first, made 8-digit double
         * decode 0.81x as fast (results/experiments/2026-11-28-jdk17-vm-avaje-adapter-ab), so the
         * adapter stays as lenient as {@code parseDouble}: it also takes a bare {@code NaN},
         * {@code 1d} or {@code 0x1p3}, which avaje's own reader refuses.
         */
        @Override
        public Double fromJson(JsonReader reader) {
            String raw = reader.readRaw();
            try {
                return Double.parseDouble(raw);
            } catch (NumberFormatException e) {
                return notBare(raw, e);
            }
        }

        private static Double notBare(String raw, NumberFormatException e) {
            if (raw.length() >= 2 && raw.charAt(0) == '"' && raw.charAt(raw.length() - 1) == '"') {
                try {
                    return Double.parseDouble(raw.substring(1, raw.length() - 1));
                } catch (NumberFormatException inner) {
                    throw new JsonDataException("Error parsing number " + raw, inner);
                }
            }
            throw new JsonDataException("Error parsing number " + raw, e);
        }

        @Override
        public void toJson(JsonWriter writer, Double value) {
            writer.value(value);
        }
    }
}
