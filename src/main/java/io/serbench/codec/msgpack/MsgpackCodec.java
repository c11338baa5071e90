package io.serbench.codec.msgpack;

import io.serbench.codec.ByteSink;
import io.serbench.codec.PojoCodec;
import io.serbench.codec.ReusedBuffer;
import io.serbench.codec.handwritten.Bindings;
import io.serbench.model.Case;
import io.serbench.model.MediaContent;
import io.serbench.model.Shape;
import org.msgpack.core.MessagePack;
import org.msgpack.core.MessagePacker;
import org.msgpack.core.MessageUnpacker;
import org.msgpack.core.buffer.ArrayBufferInput;

/**
 * msgpack-core, hand-written per scenario with its streaming API ({@link MessagePacker},
 * {@link MessageUnpacker}): no object mapper. Each object is a map keyed by field name, so the
 * bytes are self-describing like JSON: int as msgpack's smallest int format, double as
 * float64, String as str, lists as arrays, {@code Item} and {@code Nested} as maps. The field
 * names are encoded to UTF-8 once; the per-class field code is shared with {@code raw} in
 * {@link Bindings} (direct field access, inlined by the JIT). The canonical classes are the
 * encode input and the decode output.
 *
 * <p>Reuse, as msgpack-core's API allows: one {@code MessagePacker} over the shared
 * {@link ByteSink} ({@code MessagePack.newDefaultPacker(OutputStream)}); per encode the sink is
 * reset, the packer {@code clear()}ed (drops anything a failed encode left), and after
 * {@code flush()} the sink returns a copy of exactly the encoded bytes. Chosen over a
 * {@code MessageBufferPacker} {@code clear()}ed each op because that one hands out slices of
 * its chunk and allocates a new 8 KiB chunk whenever less than 2 KiB is left (by design: it
 * allocates instead of resizing), while the stream packer keeps one 8 KiB buffer for good, as
 * msgpack's own Jackson integration does by reusing one {@code OutputStreamBufferOutput}. Its
 * cost, one more copy of the output (packer buffer to sink), is the one every stream-writing
 * codec here pays. One {@code MessageUnpacker} and one {@link ArrayBufferInput}, both
 * {@code reset} per decode (msgpack-core wraps each input in a new {@code MessageBuffer} view,
 * the one allocation of its reset API).
 *
 * <p>Configuration: msgpack-core's defaults ({@code PackerConfig}, {@code UnpackerConfig}).
 * Strings shorter than 512 chars (all of ours) are packed with {@code String.getBytes}, and
 * unpacked with {@code new String(bytes, UTF_8)}; malformed UTF-8 decodes to U+FFFD (the
 * default {@code REPLACE}), not an error. The reader ({@link MsgpackReader}) accepts keys in any
 * order and skips unknown ones, which is how the skip reader passes over the nested objects.
 * msgpack-core does not bound array sizes against the input, so the reader checks each one
 * before allocating.
 *
 * <p>Media ({@link MsgpackMedia}): the same maps keyed by field name; enums as their constant's
 * name (str), like the JSON rows, so the bytes stay self-describing; absent fields as nil, so each
 * map's entry count is fixed (an omitted key also reads as absent); longs as msgpack's smallest
 * int format, 64-bit where needed.
 */
public final class MsgpackCodec extends PojoCodec implements ReusedBuffer {
    private final Bindings.Writer<Object> writer;
    private final Bindings.Reader<Object> reader;

    private final ByteSink sink = new ByteSink();
    private final MessagePacker packer = MessagePack.newDefaultPacker(sink);
    private final MsgpackWriter out;

    private final ArrayBufferInput input = new ArrayBufferInput(new byte[0]);
    private final MessageUnpacker unpacker = MessagePack.newDefaultUnpacker(input);
    private final MsgpackReader in;
    /** The media scenario's own code (its classes are not in {@link Bindings}); null for the other shapes. */
    private final MsgpackMedia media;

    public MsgpackCodec(Case c) {
        if (c.shape() == Shape.MEDIA) {
            this.writer = null;
            this.reader = null;
            this.out = null;
            this.in = null;
            this.media = new MsgpackMedia(packer, unpacker);
        } else {
            this.writer = Bindings.writer(c.writerClass());
            this.reader = Bindings.reader(c.readerClass());
            this.out = new MsgpackWriter(packer, c.writerClass());
            this.in = new MsgpackReader(unpacker, c.readerClass());
            this.media = null;
        }
    }

    @Override
    public byte[] encode(Object value) throws Exception {
        sink.reset();
        packer.clear();
        if (media != null) {
            media.write((MediaContent) value);
        } else {
            out.begin();
            writer.write(value, out);
        }
        packer.flush();
        return sink.toByteArray();
    }

    @Override
    public Object decode(byte[] bytes) throws Exception {
        input.reset(bytes);
        unpacker.reset(input);
        if (media != null) {
            return media.read(bytes.length);
        }
        in.begin(bytes.length);
        Object value = reader.read(in);
        in.finish();
        return value;
    }

    /** Tests only: the sink's buffer size. */
    int sinkCapacity() {
        return sink.capacity();
    }

    @Override
    public int reusedBufferBytes() {
        return sink.capacity();
    }
}
