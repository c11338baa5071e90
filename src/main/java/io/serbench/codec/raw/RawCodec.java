package io.serbench.codec.raw;

import io.serbench.codec.PojoCodec;
import io.serbench.codec.ReusedBuffer;
import io.serbench.codec.handwritten.Bindings;
import io.serbench.model.Case;
import io.serbench.model.MediaContent;
import io.serbench.model.Shape;

/**
 * No library: a hand-written layout over {@code byte[]}, the floor of every scenario. It is
 * what a skilled engineer writes for one fixed layout, and <b>not a format anyone should
 * ship</b>: no versioning, no field ids, no evolution, a reader must know the writer's exact
 * layout. It measures what the machine can do, not a serializer.
 *
 * <p>Layout: an object is its fields in declaration order, nothing else.
 * <ul>
 *   <li>int: 4 bytes little-endian; double: its 8 IEEE bytes little-endian. Fixed width
 *       everywhere (values, lengths, counts), written and read through {@code VarHandle}
 *       byte-array views: one unaligned store or load, no branch. Varints would save bytes on
 *       short lengths and cost a branch per byte; size is not what this measures, and the
 *       suite's ints (mostly 8 digits) would take 4 bytes as varints too.</li>
 *   <li>String: byte length + UTF-8. Encode copies short ASCII strings char by char and
 *       uses {@code String.getBytes(UTF_8)} for long or non-ASCII ones (see
 *       {@link RawWriter#COPY_LOOP_MAX}); decode is {@code new String(bytes, off, len, UTF_8)},
 *       which handles any UTF-8.</li>
 *   <li>int[], double[]: count + elements. {@code List<Item>}: count + each item's string
 *       (nothing skips an item, so it carries no length of its own).</li>
 *   <li>Nested (the skip scenario's objects): a length-prefixed block, so the skip reader
 *       jumps over each with one read and one add. Having no field ids, that reader knows from
 *       the case how many blocks come before {@code keep}.</li>
 * </ul>
 *
 * <p>Media ({@link RawMedia}): a presence byte in front of Media and of each Image, one bit per
 * optional field (title, bitrate, copyright), absent fields not written at all; enums as one
 * byte, their ordinal; {@code duration} and {@code size} 8 bytes.
 *
 * <p>The canonical classes are the encode input and the decode output ({@code toNative} and
 * {@code toModel} are the identity); the per-class field code is shared with msgpack in
 * {@link Bindings}, direct field access that the JIT inlines (see there). Encode writes into one
 * reused array sized for every case ({@link #CAPACITY}, more for the sweeps' long strings and
 * lists: {@link #capacity(Case)}) and returns a copy of exactly the
 * written bytes; there are no capacity checks, the JVM's own bounds check catches an overflow
 * and the array is doubled and the value encoded again. Decode checks every length and count
 * against the bytes left before allocating, and that the input ends with the value: malformed
 * input throws an {@code IOException} or {@code IndexOutOfBoundsException}, never allocates more
 * than the input's size.
 */
public final class RawCodec extends PojoCodec implements ReusedBuffer {
    /** Every case of the matrix fits: the largest, list(object) with 10 fields, is about 2.3 KB. */
    static final int CAPACITY = 8 * 1024;

    private final Bindings.Writer<Object> writer;
    private final Bindings.Reader<Object> reader;
    private final int blocksBeforeReader;
    private final RawWriter out;
    private final RawReader in = new RawReader();

    public RawCodec(Case c) {
        if (c.shape() == Shape.MEDIA) {
            // media's layout is raw's own (RawMedia): presence bytes, ordinal bytes, longs
            this.writer = (v, w) -> RawMedia.write((MediaContent) v, (RawWriter) w);
            this.reader = r -> RawMedia.read((RawReader) r);
        } else {
            this.writer = Bindings.writer(c.writerClass());
            this.reader = Bindings.reader(c.readerClass());
        }
        this.out = new RawWriter(capacity(c));
        // skip: the writer's N nested blocks precede `keep`, the one field the reader has
        this.blocksBeforeReader = c.shape() == Shape.SKIP ? c.fields() : 0;
    }

    /**
     * The encode array's size for a case ({@link ReusedBuffer#sizeFor}): {@link #CAPACITY}, or
     * more for the sweeps' long strings and lists, from the bytes a unit of length takes: a char
     * of the suite's ASCII strings; an int; a double; an item or a skipped name (its length and
     * at most 10 chars).
     */
    static int capacity(Case c) {
        return ReusedBuffer.sizeFor(c, CAPACITY, switch (c.shape()) {
            case STRING -> 1;
            case LIST_INT -> Integer.BYTES;
            case LIST_DOUBLE -> Double.BYTES;
            case LIST_OBJECT, SKIP -> 4 + 10;
            default -> 0;
        });
    }

    @Override
    public byte[] encode(Object input) throws Exception {
        while (true) {
            out.reset();
            try {
                writer.write(input, out);
                return out.toByteArray();
            } catch (IndexOutOfBoundsException full) {
                out.grow(full);
            }
        }
    }

    @Override
    public Object decode(byte[] bytes) throws Exception {
        in.reset(bytes);
        in.skipBlocks(blocksBeforeReader);
        Object value = reader.read(in);
        in.end();
        return value;
    }

    /** Tests only: the encode buffer's current size. */
    int capacity() {
        return out.capacity();
    }

    @Override
    public int reusedBufferBytes() {
        return out.capacity();
    }
}
