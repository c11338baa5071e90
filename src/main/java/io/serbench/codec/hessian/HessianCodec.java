package io.serbench.codec.hessian;

import com.caucho.hessian.io.ClassFactory;
import com.caucho.hessian.io.Hessian2Input;
import com.caucho.hessian.io.Hessian2Output;
import com.caucho.hessian.io.SerializerFactory;
import io.serbench.codec.ByteSink;
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

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Hessian 2 ({@code com.caucho:hessian}) on the canonical classes, with one
 * {@link SerializerFactory} shared by every codec: it caches the per-class serializers and
 * deserializers and is thread-safe, and Hessian's own {@code HessianFactory} shares one the
 * same way. One {@link Hessian2Output} and one {@link Hessian2Input} per codec are reused
 * through {@code init(stream)}, the call Hessian's own pooling ({@code HessianFactory}) reuses
 * them with: it clears the reference table and the class definitions, so every encode writes
 * its class definitions (field names) again and every output is a self-contained message.
 * Encode writes through Hessian's 8 KiB buffer into the shared {@link ByteSink}; decode reads
 * a {@link ByteArrayInputStream} over the input (Hessian has no byte[] input). Worth knowing
 * when setting these rows beside other benchmarks: the benchmarks fastjson2 publishes (and
 * jvm-serializers') create a new {@code Hessian2Output} per op, which allocates its 8 KiB buffer
 * each time; the reused, re-{@code init}ed pair here is what Hessian's pooling does, so it is at
 * least as fast as theirs, never slower.
 *
 * <p>Hessian serializes fields through {@code sun.misc.Unsafe} (its default when available),
 * writes field names once per class per message, and keeps its default reference tracking
 * (shared references are preserved; this model has none, so it only costs the identity map).
 *
 * <p>Non-default settings, all in {@link #newFactory}:
 * <ul>
 * <li>{@code setAllowNonSerializable(true)}: Hessian refuses to <em>write</em> a class that
 * does not implement {@code java.io.Serializable}; the canonical classes do not, and must stay
 * library-free. It changes nothing on the wire and nothing for the reader.</li>
 * <li>An allow-list of what the reader may instantiate. Hessian instantiates the class a
 * message names (through Unsafe, without a constructor), which is a known attack surface; by
 * default it loads any class but {@code Runtime}, {@code Process}, {@code System} and
 * {@code Thread}. The factory's {@link ClassFactory} here allows exactly the suite's canonical
 * classes and denies everything else (also {@code java.*}, which Hessian's white-list mode
 * would otherwise still allow); a denied class name decodes as a {@code HashMap} (what
 * {@code ClassFactory.load} returns for it). Cost: a regular-expression match per allow-list entry the first time a class
 * name appears; Hessian caches the deserializer per name, so after the first op of a case the
 * list is never consulted again.</li>
 * </ul>
 *
 * <p>Media: the media classes and both enums are on the allow-list. Hessian's default enum
 * serializer writes an enum as an object of its class with one field, {@code name} (the
 * constant's name), and reads it back with {@code Enum.valueOf}; an absent (null) field is
 * Hessian's one-byte null; longs take Hessian's compact long forms.
 *
 * <p>Skip: a Hessian message names the writer's class ({@code Skip5}) and its field names.
 * {@code readObject(SkipReader.class)} reads it into the expected class instead: Hessian maps
 * the written fields by name onto the reader class and reads the fields it does not have
 * ({@code field1..N}) as untyped values, which builds the nested objects and drops them.
 */
public final class HessianCodec extends PojoCodec implements ReusedBuffer {
    /** Shared by every codec (thread-safe, caches per-class (de)serializers). */
    static final SerializerFactory FACTORY = newFactory(suiteClasses());

    private final SerializerFactory factory;
    private final Class<?> readerClass;
    /** Reused between encodes; {@code reset()} before each one. */
    private final ByteSink sink = new ByteSink();
    private final Hessian2Output output = new Hessian2Output();
    private Hessian2Input input;

    public HessianCodec(Case c) {
        this(FACTORY, c.readerClass());
    }

    private HessianCodec(SerializerFactory factory, Class<?> readerClass) {
        this.factory = factory;
        this.readerClass = readerClass;
        this.input = newInput();
        output.setSerializerFactory(factory);
    }

    /**
     * A user's payload: the same configuration, its allow-list the payload's classes (every class
     * met in its instances) instead of the suite's. Hessian binds any class by reflection.
     */
    public static final io.serbench.codec.ClassBinder BINDER =
            (type, settings) -> new HessianCodec(newFactory(type.reachable()), type.root());

    /** The whole Hessian configuration, reading only {@code allowed} classes. */
    private static SerializerFactory newFactory(Iterable<Class<?>> allowed) {
        SerializerFactory f = new SerializerFactory();
        f.setAllowNonSerializable(true);
        ClassFactory classes = f.getClassFactory();
        classes.setWhitelist(true);
        for (Class<?> c : allowed) {
            if (c.isArray() || c.isPrimitive()) {
                continue; // Hessian loads no array class by name; its patterns are names with '.' and '*' only
            }
            // the name as Hessian's pattern: it escapes '.', not the '$' of a nested class
            classes.allow(c.getName().replace("$", "\\$"));
        }
        classes.deny("*");
        return f;
    }

    /** Every class a message of the suite names: the writer and reader classes, their elements, and media's classes and enums. */
    static Set<Class<?>> suiteClasses() {
        Set<Class<?>> out = new LinkedHashSet<>();
        for (Shape s : Shape.values()) {
            for (int fields : s.fields) {
                out.add(s.writerClass(fields));
                out.add(s.readerClass(fields));
            }
        }
        out.add(Item.class);
        out.add(Nested.class);
        out.addAll(List.of(Media.class, Image.class, Player.class, ImageSize.class));
        return out;
    }

    /**
     * The suite's shared factory, allow-list included, for a probe that calls Hessian another way
     * (a new {@code Hessian2Input} per decode) with the suite's configuration.
     */
    public static SerializerFactory serializerFactory() {
        return FACTORY;
    }

    private Hessian2Input newInput() {
        Hessian2Input in = new Hessian2Input();
        in.setSerializerFactory(factory);
        return in;
    }

    @Override
    public byte[] encode(Object in) throws IOException {
        sink.reset();
        output.init(sink);
        output.writeObject(in);
        output.flush();
        return sink.toByteArray();
    }

    @Override
    public Object decode(byte[] bytes) throws IOException {
        Hessian2Input in = input;
        in.init(new ByteArrayInputStream(bytes));
        Object value;
        try {
            value = in.readObject(readerClass);
        } catch (IOException | RuntimeException e) {
            // a failed read leaves the input's buffer and chunk state undefined: start over
            input = newInput();
            throw e;
        }
        try {
            in.resetBuffer();
        } catch (IllegalStateException trailing) {
            // Hessian ignores bytes after a complete value (it returns the value); resetBuffer()
            // drops them before it complains, so the next decode does not start with them
        }
        return value;
    }

    @Override
    public int reusedBufferBytes() {
        return sink.capacity();
    }
}
