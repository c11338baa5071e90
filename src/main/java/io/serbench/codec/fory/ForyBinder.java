package io.serbench.codec.fory;

import io.serbench.codec.BoundClass;
import io.serbench.codec.ClassBinder;
import io.serbench.codec.Codec;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;

import java.util.Set;

/**
 * Fory bound to a user's class as {@link ForyCodec} is to the suite's (Java native mode, class
 * registration required, reference tracking off, JIT serializers, schema-consistent: writer and
 * reader share the class), registering what its guide asks a user to register: the classes of
 * the application, i.e. every class of the payload's instances that the JDK does not define
 * (Fory serializes the JDK's own types with its built-in serializers), in name order, with
 * explicit ids. Reference tracking off: a payload with shared or cyclic references needs
 * {@code withRefTracking(true)}.
 */
public final class ForyBinder implements ClassBinder {
    public static final ForyBinder INSTANCE = new ForyBinder();
    private static final int FIRST_ID = 200;

    private ForyBinder() {
    }

    @Override
    public Codec bind(BoundClass type, Set<String> settings) {
        Fory fory = ForyCodec.newFory(CompatibleMode.SCHEMA_CONSISTENT);
        int id = FIRST_ID;
        for (Class<?> c : type.reachable()) {
            if (c.getClassLoader() != null) {
                fory.register(c, id++);
            }
        }
        return new ForyCodec(fory, type.root());
    }
}
