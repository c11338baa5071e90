package io.serbench.codec.sbe;

import io.serbench.codec.PojoCodec;
import io.serbench.codec.ReusedBuffer;
import io.serbench.codec.sbe.gen.MessageHeaderDecoder;
import io.serbench.codec.sbe.gen.MessageHeaderEncoder;
import io.serbench.model.Case;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * Simple Binary Encoding (SBE) with the Java flyweights that SbeTool (uk.co.real-logic:sbe-all)
 * generates at build time from {@code src/main/sbe/serbench.xml}, over Agrona buffers. SBE's
 * own usage: one encoder and one decoder flyweight per message type, reused for every message,
 * wrapped over a reused buffer; a message header (block length, template id, schema id,
 * version) in front of every message. Ints and doubles are fixed-size fields of the root block
 * ({@code int32}, {@code double}: exact), strings var-length data ({@code varStringEncoding},
 * UTF-8, uint16 length), lists repeating groups (uint16 count); see the schema's comment.
 *
 * <p>Encode: the flyweight writes each field into one {@link ExpandableArrayBuffer} per codec,
 * sized so every case fits without growing (the sweeps' long strings and lists from the case's
 * length knob: {@link #bufferBytes}), and exactly the encoded bytes (header plus message)
 * are copied out into a new {@code byte[]}.
 *
 * <p>Media: Media's fields flattened into the message (SBE has no nested messages), persons and
 * images repeating groups, {@code player} and {@code size} SBE enums (uint8). Var data cannot be
 * absent, only empty, so an absent title or copyright is zero-length data with its bit clear in
 * a presence set (SBE's bitset type) and is skipped unread; an absent bitrate is the null value
 * of an optional int32 ({@code presence="optional"}, SBE's default null value -2^31, which no
 * bitrate takes).
 *
 * <p>Decode, the zero-copy kind of the methodology's "Fairness" section: wrap the input in one
 * reused {@link UnsafeBuffer}, check the schema id, wrap the decoder with the header, then read
 * every field exactly once, in schema order, into a new object of the canonical class: strings
 * as {@code java.lang.String}, lists element by element from their repeating groups. So decode
 * pays for reading and materializing every value and the setup verification can compare the
 * result directly; nothing is left for later. (SBE has no object model of its own to decode into:
 * an application reads fields straight from the flyweight.) Skip: the reader decodes with the
 * writer's schema and passes over the nested groups with {@code sbeSkip()}, reading only their
 * dimension headers and var-data lengths; see {@link Messages}.
 *
 * <p>Damaged input: Agrona bounds-checks every buffer access unless the system property
 * {@code agrona.disable.bounds.checks} is true (it is not set here, so the checks are on, which
 * is Agrona's default), so reading past the input throws {@link IndexOutOfBoundsException}. The
 * generated decoders check the template id and group entry counts, nothing else; lengths and
 * counts are uint16, so a corrupted one asks for at most 64 KiB.
 */
public final class SbeCodec extends PojoCodec implements ReusedBuffer {
    /** Enough for the largest case of the matrix (string, fields=10, ~1.6 KB) without growing; growth stays allowed. */
    static final int INITIAL_BUFFER = 4096;

    private final Messages.Message message;
    /** Reused between encodes; the flyweights write from offset 0 each time. */
    private final ExpandableArrayBuffer out;
    private final MessageHeaderEncoder headerOut = new MessageHeaderEncoder();
    /** Reused between decodes; {@code wrap} points it at the next input without copying. */
    private final UnsafeBuffer in = new UnsafeBuffer(new byte[0]);
    private final MessageHeaderDecoder headerIn = new MessageHeaderDecoder();

    public SbeCodec(Case c) {
        this.message = Messages.forCase(c);
        this.out = new ExpandableArrayBuffer(bufferBytes(c));
    }

    /**
     * The encode buffer's size for a case ({@link ReusedBuffer#sizeFor}): {@link #INITIAL_BUFFER},
     * or more for the sweeps' long strings and lists, from the most bytes a unit of length takes:
     * a char of the suite's ASCII strings; an int; a double; an item or a skipped name (its
     * uint16 length and at most 10 chars).
     */
    static int bufferBytes(Case c) {
        return ReusedBuffer.sizeFor(c, INITIAL_BUFFER, switch (c.shape()) {
            case STRING -> 1;
            case LIST_INT -> Integer.BYTES;
            case LIST_DOUBLE -> Double.BYTES;
            case LIST_OBJECT, SKIP -> 2 + 10;
            default -> 0;
        });
    }

    /** For tests: the encode buffer's current capacity. */
    int bufferCapacity() {
        return out.capacity();
    }

    @Override
    public byte[] encode(Object input) {
        int length = message.encode(input, out, headerOut);
        byte[] bytes = new byte[length];
        out.getBytes(0, bytes);
        return bytes;
    }

    @Override
    public Object decode(byte[] bytes) {
        in.wrap(bytes);
        int schemaId = headerIn.wrap(in, 0).schemaId();
        if (schemaId != MessageHeaderDecoder.SCHEMA_ID) {
            throw new IllegalStateException("not a serbench SBE message: schema id " + schemaId);
        }
        return message.decode(in, headerIn);
    }

    @Override
    public int reusedBufferBytes() {
        return out.capacity();
    }
}
