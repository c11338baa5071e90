package io.serbench.hostile;

import io.serbench.codec.Library;
import io.serbench.model.Shape;

/**
 * Standard JSON (also jsoniter's base64-doubles dialect, which is JSON syntax). Every input but
 * the invalid UTF-8 one targets the double scenario's reader ({@code Doubles1}, one
 * {@code double field1}), which every JSON library here runs; the UTF-8 one targets the object
 * scenario's reader ({@code Strings1}), or for a doubles-only variant a property it skips.
 *
 * <ul>
 * <li>length: not applicable: JSON has no length or count prefix.</li>
 * <li>depth: {@code {"deep":[[[ … ]]],"field1":1.5}}, 100,000 {@code [} then as many
 * {@code ]}: an unknown property the reader must skip (the model has no recursive type, so
 * skipping is the only path to depth in a typed reader).</li>
 * <li>number: {@code {"field1":123456789012…}}, 1,000,000 digits ("1234567890" repeated).</li>
 * <li>duplicate: {@code {"field1":1.5,"field1":2.5}}.</li>
 * <li>invalid UTF-8: {@code {"field1":"<bytes>"}}, the bytes of {@link Payloads#utf8}.</li>
 * <li>trailing garbage: {@code {"field1":1.5}garbage}.</li>
 * <li>empty: zero bytes.</li>
 * </ul>
 */
final class JsonWire implements WireFormat {
    static final JsonWire INSTANCE = new JsonWire();

    private static final String READ = "Doubles1{field1=1.5}";

    private JsonWire() {
    }

    @Override
    public String name() {
        return "JSON";
    }

    @Override
    public Craft craft(HostileInput input, Library library, Payloads p) {
        switch (input) {
            case LENGTH:
                return new Craft.NotApplicable("JSON has no length or count prefix: strings, arrays and objects end at a delimiter");
            case DEPTH: {
                Bytes b = Bytes.of().ascii("{\"deep\":").repeat(p.depth, '[').repeat(p.depth, ']').ascii(",\"field1\":1.5}");
                return new Craft.Input(Shape.DOUBLE, b.bytes(),
                        "{\"deep\":[[[…]]],\"field1\":1.5}: 100,000 nested arrays in a property the reader skips",
                        Judge.skipped(), READ);
            }
            case NUMBER: {
                Bytes b = Bytes.of().ascii("{\"field1\":").ascii(p.jsonNumber()).ascii("}");
                return new Craft.Input(Shape.DOUBLE, b.bytes(), "{\"field1\":1234567890…}: a double of 1,000,000 digits",
                        Judge.number("field1"), "Doubles1{field1=1.23456789E9}");
            }
            case DUPLICATE: {
                Bytes b = Bytes.of().ascii("{\"field1\":" + p.firstDouble + ",\"field1\":" + Payloads.SECOND_DOUBLE + "}");
                return new Craft.Input(Shape.DOUBLE, b.bytes(), "{\"field1\":1.5,\"field1\":2.5}",
                        Judge.duplicate("field1", p.firstDouble, Payloads.SECOND_DOUBLE), "Doubles1{field1=2.5}");
            }
            case UTF8:
                if (library.supports(Shape.OBJECT)) {
                    Bytes b = Bytes.of().ascii("{\"field1\":\"").raw(p.utf8).ascii("\"}");
                    return Craft.invalidUtf8(b.bytes(), "{\"field1\":\"" + Payloads.UTF8_HOW + "\"}");
                } else {
                    Bytes b = Bytes.of().ascii("{\"note\":\"").raw(p.utf8).ascii("\",\"field1\":1.5}");
                    return new Craft.Input(Shape.DOUBLE, b.bytes(), "{\"note\":\"" + Payloads.UTF8_HOW
                            + "\",\"field1\":1.5}: a doubles-only variant, so in a property it skips", Judge.skipped(), READ);
                }
            case TRAILING:
                return new Craft.Input(Shape.DOUBLE, Bytes.of().ascii("{\"field1\":1.5}" + p.garbage).bytes(),
                        "{\"field1\":1.5}garbage", Judge.trailing(), READ);
            case EMPTY:
                return Craft.empty(Shape.DOUBLE);
            default:
                throw new IllegalArgumentException(input.name());
        }
    }
}
