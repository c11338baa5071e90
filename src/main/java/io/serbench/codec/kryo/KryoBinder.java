package io.serbench.codec.kryo;

import com.esotericsoftware.kryo.Kryo;
import io.serbench.codec.BoundClass;
import io.serbench.codec.ClassBinder;
import io.serbench.codec.Codec;

import java.util.Set;

/**
 * Kryo bound to a user's class as {@link KryoCodec} is to the suite's: registration required
 * (Kryo 5's default, class ids as varints instead of names), no reference tracking, default
 * serializers ({@code FieldSerializer}, records' and the JDK types' own), a reused Output/Input. What Kryo's documentation asks of a user is to register the
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
        int id = FIRST_ID;
        for (Class<?> c : type.reachable()) {
            if (kryo.getClassResolver().getRegistration(c) == null) {
                kryo.register(c, id++);
            }
        }
        return new KryoCodec(kryo, type.root());
    }
}
