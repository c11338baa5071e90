package io.serbench.hostile;

import io.serbench.model.Shape;

/** What a wire format makes of one {@link HostileInput}: bytes for one scenario's decoder, or a reason there are none. */
public sealed interface Craft {

    /**
     * Crafted bytes.
     *
     * @param shape the scenario whose decoder reads them (at fields=1)
     * @param bytes the input
     * @param how   one line: what the bytes are, in the format's own terms
     * @param judge the short word for an input the decoder accepts (which duplicate won, ...)
     * @param control what the decoder must return (as {@link HostileProbe#render} prints it) for the
     *              same input built from {@link Payloads#CONTROL}; null when there is no control
     *              (the empty input; duplicates for a decoder that rejects any repeated key, equal
     *              values too)
     */
    record Input(Shape shape, byte[] bytes, String how, Judge judge, String control) implements Craft {
    }

    /** Zero bytes for the reader of {@code shape}: the same input in every format. */
    static Input empty(Shape shape) {
        return new Input(shape, new byte[0], "zero bytes, read as " + shape.readerClass(1).getSimpleName(), Judge.empty(), null);
    }

    /**
     * The int reader's value 42 then {@link Payloads#garbage}, for formats where a one-int record
     * is just that int as a zigzag varint ({@code 54}) with no tag and no end marker (avro, kryo).
     */
    static Input bareIntThenGarbage(Payloads p) {
        return new Input(Shape.INT, Bytes.of().zigzag(42).ascii(p.garbage).bytes(), "field1 = 42 (54), then \"garbage\"",
                Judge.trailing(), "Ints1{field1=42}");
    }

    /** The object reader's {@code field1} holding {@link Payloads#utf8}, laid out as {@code bytes}. */
    static Input invalidUtf8(byte[] bytes, String how) {
        return new Input(Shape.OBJECT, bytes, how, Judge.invalidUtf8("field1"),
                "Strings1{field1=\"" + Payloads.CONTROL_STRING + "\"}");
    }

    /** The number input of a format without varints or digit strings; {@code layout} says how its numbers are laid out. */
    static NotApplicable fixedWidthNumbers(String layout) {
        return new NotApplicable("numbers are fixed-width " + layout + ": no varint or digit string to make longer");
    }

    /** The format cannot express this input (e.g. JSON has no length prefix); the reason is published. */
    record NotApplicable(String reason) implements Craft {
    }
}
