package io.serbench.codec.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.serializers.DefaultSerializers;
import io.serbench.codec.BoundClass;
import io.serbench.codec.ClassBinder;
import io.serbench.codec.Codec;

import java.net.URI;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Pattern;

/**
 * Kryo bound to a user's class as {@link KryoCodec} is to the suite's: registration required
 * (Kryo 5's default, class ids as varints instead of names), no reference tracking, default
 * serializers ({@code FieldSerializer}, records' and the JDK types' own, java.time's through
 * Kryo's {@code TimeSerializers}), a reused Output/Input. Kryo also ships serializers for JDK
 * value types that its constructor does not add ({@link DefaultSerializers}' {@code UUID},
 * {@code URI}, {@code Pattern} and atomics): they are added as default serializers, since without
 * them Kryo's {@code FieldSerializer} reaches into the JDK's private fields, which JDK 17 refuses.
 * What Kryo's documentation asks of a user is to register the
 * classes: every class met in the payload's instances is registered, in name order, with
 * explicit ids (a class Kryo registers by itself, {@code String} and the primitives, keeps its
 * id). Reference tracking stays off: a payload with shared or cyclic references needs
 * {@code setReferences(true)}, which the verification shows as a difference or a stack overflow.
 */
public final class KryoBinder implements ClassBinder {
    public static final KryoBinder INSTANCE = new KryoBinder();
    /** First explicit id, above Kryo's own registrations. */
    private static final int FIRST_ID = 100;

    private KryoBinder() {
    }

    @Override
    public Codec bind(BoundClass type, Set<String> settings) {
        Kryo kryo = KryoCodec.newKryo();
        addShippedJdkSerializers(kryo);
        int id = FIRST_ID;
        for (Class<?> c : type.reachable()) {
            if (kryo.getClassResolver().getRegistration(c) == null) {
                kryo.register(c, id++);
            }
        }
        return new KryoCodec(kryo, type.root());
    }

    /** Kryo's own serializers for JDK value types that {@code new Kryo()} leaves to {@code FieldSerializer}. */
    private static void addShippedJdkSerializers(Kryo kryo) {
        kryo.addDefaultSerializer(UUID.class, DefaultSerializers.UUIDSerializer.class);
        kryo.addDefaultSerializer(URI.class, DefaultSerializers.URISerializer.class);
        kryo.addDefaultSerializer(Pattern.class, DefaultSerializers.PatternSerializer.class);
        kryo.addDefaultSerializer(AtomicBoolean.class, DefaultSerializers.AtomicBooleanSerializer.class);
        kryo.addDefaultSerializer(AtomicInteger.class, DefaultSerializers.AtomicIntegerSerializer.class);
        kryo.addDefaultSerializer(AtomicLong.class, DefaultSerializers.AtomicLongSerializer.class);
        kryo.addDefaultSerializer(AtomicReference.class, DefaultSerializers.AtomicReferenceSerializer.class);
    }
}
