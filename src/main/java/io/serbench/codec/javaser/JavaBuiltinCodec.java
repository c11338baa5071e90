package io.serbench.codec.javaser;

import io.serbench.codec.ByteSink;
import io.serbench.codec.Codec;
import io.serbench.codec.ReusedBuffer;
import io.serbench.codec.Counterparts;
import io.serbench.model.Case;
import io.serbench.model.ImageSize;
import io.serbench.model.FieldCopier;
import io.serbench.model.Player;
import io.serbench.model.Shape;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/**
 * The JDK's own serialization ({@code java.io.ObjectOutputStream}/{@code ObjectInputStream}),
 * on the {@link SerializableCopies} classes: the canonical classes are not {@code Serializable} and stay
 * library-free, so setup copies values across. Encode writes into the shared {@link ByteSink};
 * decode reads a {@link ByteArrayInputStream} over the input.
 *
 * <p>Reuse: none beyond the sink, because none is possible without changing the output. An
 * object stream writes its header once and then refers back to every class descriptor and
 * object it has written; {@code ObjectOutputStream.reset()} writes a reset marker instead of
 * starting a new stream. So every encode makes a new {@code ObjectOutputStream} and every decode
 * a new {@code ObjectInputStream}, which is how independent messages are written and read.
 *
 * <p>Safe decoding (the one non-default setting): every input stream gets {@link #FILTER}, an
 * {@link ObjectInputFilter} that allows only the {@link SerializableCopies} classes, the skip reader
 * classes, {@code ArrayList} (and the {@code Object[]} it allocates), {@code int[]}/
 * {@code double[]}, and for media the two enums (and {@code Enum}) and {@code Integer} (and
 * {@code Number}), with at most {@value #MAX_DEPTH} levels of nesting, {@value #MAX_REFS}
 * references, arrays of {@value #MAX_ARRAY} elements and {@value #MAX_BYTES} bytes. Without a
 * filter, Java serialization instantiates any serializable class a stream names. What it costs:
 * the stream calls it once per class descriptor (after the class is resolved), per array
 * (before it is allocated) and per back-reference; each call is four comparisons and, for a
 * class, one {@code HashSet} lookup.
 *
 * <p>Media: {@link SerializableCopies}'s copies of the media classes hold the canonical enums (every Java
 * enum is serializable; the stream writes a constant by its name, after the enum's class
 * descriptor), the nullable {@code bitrate} as an {@code Integer} object; an absent (null) field
 * is the one-byte {@code TC_NULL}.
 *
 * <p>Skip: Java serialization evolves a class by name: a stream's fields that the local class
 * lacks are read and discarded (the nested objects are built and dropped), but a stream class
 * binds only to a local class with the same name after the last '.' and the same
 * {@code serialVersionUID}. So the skip decoder's {@code resolveClass} maps the writer's
 * {@code SerializableCopies$Skip5} to {@code reader.SerializableCopies$Skip5}, which has only {@code keep}; every other
 * class resolves as usual. The other shapes use a plain {@code ObjectInputStream}.
 */
public final class JavaBuiltinCodec implements Codec, ReusedBuffer {
    static final int MAX_DEPTH = 10;
    static final int MAX_REFS = 10_000;
    /** The longest list or string a case may have (the sweeps go this far). */
    static final int MAX_ARRAY = Case.MAX_LENGTH;
    static final int MAX_BYTES = 1 << 20;

    private static final Set<Class<?>> ALLOWED = allowed();

    /** Set on every input stream: only the suite's classes, bounded depth, references, arrays and size. */
    static final ObjectInputFilter FILTER = info -> {
        if (info.depth() > MAX_DEPTH || info.references() > MAX_REFS || info.streamBytes() > MAX_BYTES
                || info.arrayLength() > MAX_ARRAY) {
            return ObjectInputFilter.Status.REJECTED;
        }
        Class<?> c = info.serialClass();
        return c == null || ALLOWED.contains(c) ? ObjectInputFilter.Status.ALLOWED : ObjectInputFilter.Status.REJECTED;
    };

    private final Case c;
    private final Class<?> writerClass;
    private final Class<?> readerClass;
    /** Reused between encodes; {@code reset()} before each one. */
    private final ByteSink sink = new ByteSink();

    public JavaBuiltinCodec(Case c) {
        this.c = c;
        this.writerClass = Counterparts.nestedIn(SerializableCopies.class, c.writerClass());
        this.readerClass = c.shape() == Shape.SKIP
                ? Counterparts.nestedIn(io.serbench.codec.javaser.reader.SerializableCopies.class, c.writerClass())
                : writerClass;
    }

    private static Set<Class<?>> allowed() {
        Set<Class<?>> s = new HashSet<>();
        s.addAll(Arrays.asList(SerializableCopies.class.getDeclaredClasses()));
        s.addAll(Arrays.asList(io.serbench.codec.javaser.reader.SerializableCopies.class.getDeclaredClasses()));
        s.addAll(Arrays.asList(ArrayList.class, Object[].class, int[].class, double[].class));
        // media: its enums (with the descriptor of their superclass Enum) and its boxed bitrate
        s.addAll(Arrays.asList(Player.class, ImageSize.class, Enum.class, Integer.class, Number.class));
        return Set.copyOf(s);
    }

    @Override
    public Object toNative(Object model) {
        return FieldCopier.copy(model, writerClass);
    }

    @Override
    public byte[] encode(Object input) throws IOException {
        sink.reset();
        ObjectOutputStream out = new ObjectOutputStream(sink);
        out.writeObject(input);
        out.flush();
        return sink.toByteArray();
    }

    @Override
    public Object decode(byte[] bytes) throws IOException, ClassNotFoundException {
        InputStream bytesIn = new ByteArrayInputStream(bytes);
        ObjectInputStream in = readerClass == writerClass
                ? new ObjectInputStream(bytesIn)
                : new SkipInput(bytesIn, writerClass.getName(), readerClass);
        in.setObjectInputFilter(FILTER);
        return readerClass.cast(in.readObject());
    }

    @Override
    public Object toModel(Object decoded) {
        return FieldCopier.copy(decoded, c.readerClass());
    }

    /** The skip decoder's stream: the writer's class resolves to the reader class, the rest as usual. */
    private static final class SkipInput extends ObjectInputStream {
        private final String writerName;
        private final Class<?> readerClass;

        SkipInput(InputStream in, String writerName, Class<?> readerClass) throws IOException {
            super(in);
            this.writerName = writerName;
            this.readerClass = readerClass;
        }

        @Override
        protected Class<?> resolveClass(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
            return desc.getName().equals(writerName) ? readerClass : super.resolveClass(desc);
        }
    }

    @Override
    public int reusedBufferBytes() {
        return sink.capacity();
    }
}
