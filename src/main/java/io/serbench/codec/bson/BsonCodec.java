package io.serbench.codec.bson;

import io.serbench.codec.ByteSink;
import io.serbench.codec.Codec;
import io.serbench.codec.ReusedBuffer;
import io.serbench.codec.Counterparts;
import io.serbench.model.Case;
import io.serbench.model.FieldCopier;
import io.serbench.model.Shape;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.ValueCodecProvider;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.pojo.PojoCodecProvider;
import org.bson.io.BasicOutputBuffer;

import java.nio.ByteBuffer;

/**
 * BSON ({@code org.mongodb:bson}, the MongoDB driver's BSON library, without the driver) through
 * its documented POJO support: one {@link CodecRegistry} shared by every codec, built from
 * {@link ValueCodecProvider} (String, Integer, Double, ...) and
 * {@code PojoCodecProvider.builder().automatic(true)}, and the codec of the case's writer and
 * reader class looked up once. The POJO codec maps public fields (and getter/setter pairs) of a
 * class with a no-argument constructor, reading and writing them by reflection; the canonical
 * classes qualify as they are, except the primitive-array ones (see {@link BsonModels}: the
 * {@code list(int)} and {@code list(double)} shapes run on {@code List<Integer>}/
 * {@code List<Double>} copies, so their encode input holds boxed values and their decode output
 * allocates one box per element).
 *
 * <p>Encode: a new {@link BsonBinaryWriter} (a writer holds the state of one document and has no
 * reset) over one reused {@link BasicOutputBuffer}, rewound with {@code truncateToPosition(0)};
 * {@code toByteArray()} copies out exactly the document. The writer takes a {@code BsonOutput},
 * not an {@code OutputStream}, so it cannot write into the shared {@code ByteSink}; the buffer
 * starts at the sink's size, which every case fits. Decode: a {@link BsonBinaryReader} over a
 * {@code ByteBuffer} wrapping the input, no copy.
 *
 * <p>Skip: BSON is self-describing and every embedded document starts with its length; the POJO
 * decoder calls {@code skipValue()} for a name its class does not have, which jumps over the
 * nested document without decoding it.
 *
 * <p>Media: the canonical classes as they are, at the POJO codec's defaults: an enum is written as
 * its name (a string), an absent (null) property is omitted from the document, a {@code long} is
 * an int64 and the {@code Integer} bitrate an int32; properties are written in the POJO codec's
 * own order (by name), not the declaration order.
 *
 * <p>No setting differs from the documented defaults.
 */
public final class BsonCodec implements Codec, ReusedBuffer {
    /** Shared by every codec: the codecs it builds are cached and thread-safe. */
    static final CodecRegistry REGISTRY = CodecRegistries.fromProviders(
            new ValueCodecProvider(),
            PojoCodecProvider.builder().automatic(true).build());
    private static final EncoderContext ENCODE = EncoderContext.builder().build();
    private static final DecoderContext DECODE = DecoderContext.builder().build();

    private final Case c;
    private final Class<?> writerClass;
    private final org.bson.codecs.Codec<Object> writerCodec;
    private final org.bson.codecs.Codec<?> readerCodec;
    /** Reused between encodes, rewound before each one. */
    private final BasicOutputBuffer buffer = new BasicOutputBuffer(ByteSink.DEFAULT_CAPACITY);

    @SuppressWarnings("unchecked")
    public BsonCodec(Case c) {
        this.c = c;
        boolean boxed = c.shape() == Shape.LIST_INT || c.shape() == Shape.LIST_DOUBLE;
        this.writerClass = boxed ? Counterparts.nestedIn(BsonModels.class, c.writerClass()) : c.writerClass();
        this.writerCodec = (org.bson.codecs.Codec<Object>) REGISTRY.get(writerClass);
        Class<?> readerClass = boxed ? writerClass : c.readerClass();
        this.readerCodec = REGISTRY.get(readerClass);
    }

    @Override
    public Object toNative(Object model) {
        return FieldCopier.copy(model, writerClass);
    }

    @Override
    public byte[] encode(Object input) {
        buffer.truncateToPosition(0);
        writerCodec.encode(new BsonBinaryWriter(buffer), input, ENCODE);
        return buffer.toByteArray();
    }

    @Override
    public Object decode(byte[] bytes) {
        return readerCodec.decode(new BsonBinaryReader(ByteBuffer.wrap(bytes)), DECODE);
    }

    @Override
    public Object toModel(Object decoded) {
        return FieldCopier.copy(decoded, c.readerClass());
    }

    @Override
    public int reusedBufferBytes() {
        return buffer.getInternalBuffer().length;
    }
}
