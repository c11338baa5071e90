package io.serbench.codec.javaser;

import io.serbench.codec.BoundClass;
import io.serbench.codec.ByteSink;
import io.serbench.codec.ClassBinder;
import io.serbench.codec.Codec;
import io.serbench.codec.PojoCodec;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.NotSerializableException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.HashSet;
import java.util.Set;

/**
 * Java's own serialization bound to a user's class, when that class and every class its
 * instances hold are {@link Serializable} (the only way the JDK serializes an object; there is
 * no setting that lifts it). As {@link JavaBuiltinCodec}: a new {@link ObjectOutputStream} per
 * encode into the shared {@link ByteSink}, and the JDK's advice for reading, an
 * {@link ObjectInputFilter} allowing only the payload's classes (and their superclasses, which the
 * stream names too) and the JDK's value and collection types ({@code java.lang}, {@code java.math},
 * {@code java.time}, {@code java.util}: their serialized forms name classes of their own, such as
 * {@code java.time.Ser}), with the same reference and size bounds and a depth bound for classes
 * that may nest deeper than the suite's.
 */
public final class JavaBuiltinBinder implements ClassBinder {
    public static final JavaBuiltinBinder INSTANCE = new JavaBuiltinBinder();
    /** Deeper than the suite's own bound: a user's classes may nest further than the canonical model. */
    static final int MAX_DEPTH = 64;

    private JavaBuiltinBinder() {
    }

    @Override
    public Codec bind(BoundClass type, Set<String> settings) throws NotSerializableException {
        Set<Class<?>> allowed = new HashSet<>();
        for (Class<?> c : type.reachable()) {
            if (!c.isPrimitive() && !c.isArray() && !Serializable.class.isAssignableFrom(c)) {
                throw new NotSerializableException(c.getName() + " does not implement java.io.Serializable");
            }
            for (Class<?> k = c; k != null; k = k.getSuperclass()) {
                allowed.add(k);
            }
        }
        Set<Class<?>> frozen = Set.copyOf(allowed);
        ObjectInputFilter filter = info -> {
            if (info.depth() > MAX_DEPTH || info.references() > JavaBuiltinCodec.MAX_REFS
                    || info.streamBytes() > JavaBuiltinCodec.MAX_BYTES) {
                return ObjectInputFilter.Status.REJECTED;
            }
            Class<?> c = info.serialClass();
            return c == null || frozen.contains(c) || isPrimitiveArray(c) || isJdkValueType(c)
                    ? ObjectInputFilter.Status.ALLOWED : ObjectInputFilter.Status.REJECTED;
        };
        return new Bound(filter, type.root());
    }

    private static final Set<String> JDK_VALUE_PACKAGES = Set.of("java.lang", "java.math", "java.time", "java.util");

    private static boolean isJdkValueType(Class<?> c) {
        Class<?> k = c.isArray() ? c.getComponentType() : c;
        return k.getClassLoader() == null && JDK_VALUE_PACKAGES.contains(k.getPackageName());
    }

    private static boolean isPrimitiveArray(Class<?> c) {
        return c.isArray() && c.getComponentType().isPrimitive();
    }

    private static final class Bound extends PojoCodec {
        private final ObjectInputFilter filter;
        private final Class<?> root;
        private final ByteSink sink = new ByteSink();

        Bound(ObjectInputFilter filter, Class<?> root) {
            this.filter = filter;
            this.root = root;
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
            ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes));
            in.setObjectInputFilter(filter);
            return root.cast(in.readObject());
        }
    }
}
