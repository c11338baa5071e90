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
         * A bare number must match JSON's grammar (avaje's own reader refuses {@code NaN},
         * {@code 1d} or {@code 0x10}, which {@code parseDouble} would accept); a quoted one is
         * read from its text, as avaje's built-in adapter reads quoted numbers ("1.5",
         * "Infinity", which its writer produces for infinities). Anything else is avaje's
         * {@code JsonDataException}, the type its readers throw for a bad number.
         */
        @Override
        public Double fromJson(JsonReader reader) {
            String raw = reader.readRaw();
            try {
                if (raw.length() >= 2 && raw.charAt(0) == '"' && raw.charAt(raw.length() - 1) == '"') {
                    return Double.parseDouble(raw.substring(1, raw.length() - 1));
                }
                if (isJsonNumber(raw)) {
                    return Double.parseDouble(raw);
                }
            } catch (NumberFormatException e) {
                throw new JsonDataException("Error parsing number " + raw, e);
            }
            throw new JsonDataException("Error parsing number " + raw);
        }

        /**
         * RFC 8259's number: {@code -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?}. A
         * scan, not a regex: it runs on every timed double and costs less than the parse.
         */
        static boolean isJsonNumber(String s) {
            int n = s.length();
            int i = 0;
            if (i < n && s.charAt(i) == '-') {
                i++;
            }
            if (i >= n) {
                return false;
            }
            if (s.charAt(i) == '0') {
                i++;
            } else {
                int start = i;
                i = digits(s, i);
                if (i == start) {
                    return false;
                }
            }
            if (i < n && s.charAt(i) == '.') {
                int start = ++i;
                i = digits(s, i);
                if (i == start) {
                    return false;
                }
            }
            if (i < n && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
                i++;
                if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
                    i++;
                }
                int start = i;
                i = digits(s, i);
                if (i == start) {
                    return false;
                }
            }
            return i == n;
        }

        private static int digits(String s, int i) {
            while (i < s.length() && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
                i++;
            }
            return i;
        }

        @Override
        public void toJson(JsonWriter writer, Double value) {
            writer.value(value);
        }
    }
}
