package io.serbench.codec.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.SerializerFactory.FieldSerializerFactory;
import com.esotericsoftware.kryo.serializers.CompatibleFieldSerializer;
import com.esotericsoftware.kryo.unsafe.UnsafeInput;
import com.esotericsoftware.kryo.unsafe.UnsafeOutput;
import io.serbench.codec.PojoCodec;
import io.serbench.codec.ReusedBuffer;
import io.serbench.model.Case;
import io.serbench.model.Image;
import io.serbench.model.ImageSize;
import io.serbench.model.Item;
import io.serbench.model.Media;
import io.serbench.model.Nested;
import io.serbench.model.Player;
import io.serbench.model.Shape;

import java.util.ArrayList;

/**
 * Kryo 5 as its README recommends for speed: one Kryo instance per codec (Kryo is not
 * thread-safe, and each benchmark thread gets its own codec), registration required (the
 * default in Kryo 5) so class ids are varints instead of class names, and a reused
 * {@link Output}/{@link Input} pair. The canonical public-field classes are the encode input
 * and decode output directly; Kryo's default {@code FieldSerializer} handles them.
 *
 * <p>Media: the media classes and enums are registered like the others; Kryo's default
 * {@code EnumSerializer} writes an enum as its ordinal (a varint of ordinal + 1, 0 being null),
 * and an absent (null) field as Kryo's one-byte null marker; longs as varints.
 *
 * <p>{@code kryo-unsafe} ({@link Variant#UNSAFE}) is the same codec with Kryo's two documented
 * speed options on: the Unsafe buffers and fixed-width ints and longs. It is its own id because
 * the 2026-11-25 fidelity A/B measured it 2.5-4.5x faster than {@code kryo} on int and int-list
 * cases (no difference on media, where strings dominate); its bytes are not portable across byte
 * orders and can only be read by an unsafe input, which is why {@code kryo} stays the default.
 *
 * <p>All configuration is in {@link #newKryo} and the constructor.
 */
public final class KryoCodec extends PojoCodec implements ReusedBuffer {
    /** Enough for the largest case (string, fields=10, ~1.6 KB) without growing; growth stays allowed. */
    private static final int INITIAL_BUFFER = 4096;

    private final Class<?> readerClass;
    private final Kryo kryo;
    /** Reused between encodes; {@code reset()} rewinds it, {@code toBytes()} copies out exactly what was written. */
    private final Output output;
    /** Reused between decodes; {@code setBuffer} points it at the next input without copying. */
    private final Input input;

    /** Which of Kryo's documented buffer setups a library id runs. */
    public enum Variant {
        /** {@code kryo}: the default {@link Output}/{@link Input}, varint ints and longs. */
        SAFE,
        /**
         * {@code kryo-unsafe}: {@link UnsafeOutput}/{@link UnsafeInput} with variable-length
         * encoding off, Kryo's documented speed options: fixed-width ints and longs, written and
         * read with one {@code sun.misc.Unsafe} access each, and primitive arrays copied as one
         * block. The bytes are in the machine's native order and only an unsafe input reads them.
         */
        UNSAFE
    }

    public KryoCodec(Case c) {
        this(c, Variant.SAFE);
    }

    public static KryoCodec unsafe(Case c) {
        return new KryoCodec(c, Variant.UNSAFE);
    }

    public KryoCodec(Case c, Variant variant) {
        this(newKryo(c, variant == Variant.UNSAFE), c.readerClass(), variant);
    }

    /** A configured Kryo reading {@code readerClass} (a user's payload: {@link KryoBinder}). */
    KryoCodec(Kryo kryo, Class<?> readerClass) {
        this(kryo, readerClass, Variant.SAFE);
    }

    private KryoCodec(Kryo kryo, Class<?> readerClass, Variant variant) {
        boolean unsafe = variant == Variant.UNSAFE;
        this.readerClass = readerClass;
        this.kryo = kryo;
        this.output = unsafe ? new UnsafeOutput(INITIAL_BUFFER, -1) : new Output(INITIAL_BUFFER, -1);
        this.input = unsafe ? new UnsafeInput() : new Input();
        if (unsafe) {
            output.setVariableLengthEncoding(false);
            input.setVariableLengthEncoding(false);
        }
    }

    /** The whole Kryo configuration. */
    private static Kryo newKryo(Case c, boolean fixedWidth) {
        Kryo kryo = newKryo();
        if (fixedWidth) {
            // kryo-unsafe: FieldSerializer writes int and long fields fixed-width too
            FieldSerializerFactory fields = new FieldSerializerFactory();
            fields.getConfig().setVariableLengthEncoding(false);
            kryo.setDefaultSerializer(fields);
        }
        // Not configurable in Kryo 5.6: a length read from the input (int[]/double[] size, collection
        // size, string length) is allocated before the bytes behind it are checked, so a corrupted
        // length can request up to 2^31 elements. There is no Input limit to set; see the README's
        // malformed-input notes. maxDepth stays at its default (unlimited), as a Kryo user gets it:
        // the model cannot nest itself, but the skip reader reads an unknown field's value by the
        // class written before it, so crafted input can nest ArrayLists until the stack overflows
        // (the hostile-input table of docs/INPUT-SAFETY.md; its extra kryo row shows setMaxDepth bounding it).

        // Registered in a fixed order with explicit ids, so writer and reader agree by construction.
        int id = 100;
        kryo.register(int[].class, id++);
        kryo.register(double[].class, id++);
        // The concrete List the canonical model holds (List<Item>, Nested.names). Thanks to the
        // fields' generic types Kryo writes no class id per element.
        kryo.register(ArrayList.class, id++);
        kryo.register(Item.class, id++);
        kryo.register(Nested.class, id++);
        if (c.shape() == Shape.MEDIA) {
            // The media classes and enums (Kryo's default serializers: FieldSerializer, and
            // EnumSerializer, which writes a constant's ordinal as a varint).
            kryo.register(Media.class, id++);
            kryo.register(Image.class, id++);
            kryo.register(Player.class, id++);
            kryo.register(ImageSize.class, id++);
        }
        if (c.shape() == Shape.SKIP) {
            // The one non-default serializer, for the skip scenario's writer and reader only.
            // Kryo's FieldSerializer writes no field names or lengths, so a reader class that
            // lacks fields cannot even find where `keep` starts. CompatibleFieldSerializer is
            // Kryo's documented answer: it writes the field names, and with chunked encoding each
            // field value is framed, so the reader skips unknown fields without knowing their type.
            CompatibleFieldSerializer.CompatibleFieldSerializerConfig config =
                    new CompatibleFieldSerializer.CompatibleFieldSerializerConfig();
            config.setChunkedEncoding(true);
            kryo.register(c.writerClass(), new CompatibleFieldSerializer<>(kryo, c.writerClass(), config), id++);
            kryo.register(c.readerClass(), new CompatibleFieldSerializer<>(kryo, c.readerClass(), config), id++);
        } else {
            kryo.register(c.writerClass(), id++);
        }
        return kryo;
    }

    /**
     * Kryo 5 defaults, stated so the choice is visible: unregistered classes are an error, and no
     * reference tracking (the model has no shared or cyclic references).
     */
    static Kryo newKryo() {
        Kryo kryo = new Kryo();
        kryo.setRegistrationRequired(true);
        kryo.setReferences(false);
        return kryo;
    }

    /** The configured instance, so the hostile-input suite can show a documented setting on top (setMaxDepth). */
    public Kryo kryo() {
        return kryo;
    }

    @Override
    public byte[] encode(Object in) {
        output.reset();
        kryo.writeObject(output, in);
        return output.toBytes();
    }

    @Override
    public Object decode(byte[] bytes) {
        input.setBuffer(bytes);
        return kryo.readObject(input, readerClass);
    }

    @Override
    public int reusedBufferBytes() {
        return output.getBuffer().length;
    }
}
