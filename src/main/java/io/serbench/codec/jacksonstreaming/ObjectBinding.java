package io.serbench.codec.jacksonstreaming;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.SerializedString;
import io.serbench.model.Models;

import java.io.IOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.UndeclaredThrowableException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * How one canonical class is written and read with the streaming API, composed once in setup
 * from its fields: the JSON logic lives in {@link Values} (one method per kind of value) and in
 * the two loops below; what is particular to a class (its fields, their order, their names) is
 * three method handles built from it. So there is no per-class code, and no reflection on the
 * timed path.
 *
 * <p>Why this is as fast as hand-written code after JIT: {@link #writeFields} is one handle for
 * the whole class (per field, in declaration order: write the pre-encoded name, read the field
 * through a direct field-getter handle, write the value); {@link #readField} is one
 * {@code tableSwitch} handle (field index → read the value, store it through a direct setter
 * handle). Each codec invokes its handles from one call site with {@code invokeExact}; after a
 * few hundred calls the JVM customizes a handle's lambda form, binding that handle instance as a
 * constant, and C2 compiles the whole tree with it: a direct getter or setter handle becomes a
 * plain field load or store (after the same type check a cast would do), the names and nested
 * bindings are constants (this class is a record, so its fields are trusted finals), the
 * {@link Values} methods are static calls, inlined when small. {@code -XX:+PrintInlining} shows
 * exactly that on JDK 17. What remains over hand-written code is one indirect call into the
 * compiled handle per object written and per field read.
 *
 * @param names       field names pre-encoded as JSON ({@code "field1"} quoted, as UTF-8), in declaration order
 * @param newInstance {@code ()Object}: the class's no-argument constructor
 * @param writeFields {@code (JsonGenerator, Object)void}: every field as {@code name: value}, in order
 * @param readField   {@code (int, Object, JsonParser)void}: reads the value after property {@code i}'s name into field {@code i}
 */
record ObjectBinding(SerializedString[] names, MethodHandle newInstance, MethodHandle writeFields, MethodHandle readField) {
    private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();

    /** {@code {"field1": ..., "fieldN": ...}}. */
    void write(JsonGenerator g, Object value) throws IOException {
        g.writeStartObject();
        try {
            writeFields.invokeExact(g, value);
        } catch (IOException | RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new UndeclaredThrowableException(t);
        }
        g.writeEndObject();
    }

    /**
     * Reads an object whose {@code START_OBJECT} is the current token. Properties in declaration
     * order take the fast path: {@link JsonParser#nextFieldName(com.fasterxml.jackson.core.SerializableString)}
     * compares the next name's raw bytes with the expected pre-encoded one. Any other order
     * falls back to a lookup by name; unknown properties are skipped with
     * {@link JsonParser#skipChildren()}, whatever they hold.
     */
    Object read(JsonParser p) throws IOException {
        try {
            Object o = (Object) newInstance.invokeExact();
            int next = 0;
            while (true) {
                int field;
                if (next < names.length && p.nextFieldName(names[next])) {
                    field = next;
                } else {
                    JsonToken t = next < names.length ? p.currentToken() : p.nextToken();
                    if (t == JsonToken.END_OBJECT) {
                        return o;
                    }
                    if (t != JsonToken.FIELD_NAME) {
                        throw new JsonParseException(p, "expected a property name or '}', got " + t);
                    }
                    field = indexOf(p.currentName());
                    if (field < 0) {
                        p.nextToken();
                        p.skipChildren();
                        continue;
                    }
                }
                readField.invokeExact(field, o, p);
                next = field + 1;
            }
        } catch (IOException | RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new UndeclaredThrowableException(t);
        }
    }

    private int indexOf(String name) {
        for (int i = 0; i < names.length; i++) {
            if (names[i].getValue().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    // ---- setup only: composing the handles ----

    /** Bindings for {@code type} and the model classes its fields hold, sharing {@code scratch}. */
    static ObjectBinding of(Class<?> type, Values.Scratch scratch) {
        return of(type, scratch, new HashMap<>());
    }

    private static ObjectBinding of(Class<?> type, Values.Scratch scratch, Map<Class<?>, ObjectBinding> built) {
        ObjectBinding done = built.get(type);
        if (done != null) {
            return done;
        }
        try {
            List<Field> fields = Models.fields(type);
            SerializedString[] names = new SerializedString[fields.size()];
            MethodHandle writeAll = MethodHandles.empty(MethodType.methodType(void.class, JsonGenerator.class, Object.class));
            MethodHandle[] readers = new MethodHandle[fields.size()];
            for (int i = 0; i < fields.size(); i++) {
                Field f = fields.get(i);
                names[i] = new SerializedString(f.getName());
                Class<?> nested = modelClassIn(f);
                Object bound = nested == null ? scratch : of(nested, scratch, built);
                MethodHandle write = Values.writer(f.getType(), nested != null, bound);  // (name, g, value)void
                MethodHandle read = Values.reader(f.getType(), nested != null, bound);   // (p)value

                // write: (g, o) -> write(names[i], g, o.fieldI); appended after the fields before it
                MethodHandle getter = LOOKUP.unreflectGetter(f)
                        .asType(MethodType.methodType(write.type().parameterType(2), Object.class));
                MethodHandle writeOne = MethodHandles.filterArguments(
                        MethodHandles.insertArguments(write, 0, names[i]), 1, getter);
                writeAll = MethodHandles.foldArguments(writeOne, writeAll);

                // read: (i, o, p) -> o.fieldI = read(p)
                MethodHandle setter = LOOKUP.unreflectSetter(f)
                        .asType(MethodType.methodType(void.class, Object.class, read.type().returnType()));
                readers[i] = MethodHandles.dropArguments(MethodHandles.filterArguments(setter, 1, read), 0, int.class);
            }
            MethodHandle newInstance = LOOKUP.findConstructor(type, MethodType.methodType(void.class))
                    .asType(MethodType.methodType(Object.class));
            MethodHandle noSuchField = MethodHandles.dropArguments(MethodHandles.throwException(void.class, IllegalStateException.class)
                            .bindTo(new IllegalStateException("no field with that index in " + type.getName())),
                    0, int.class, Object.class, JsonParser.class);
            ObjectBinding b = new ObjectBinding(names, newInstance, writeAll, MethodHandles.tableSwitch(noSuchField, readers));
            built.put(type, b);
            return b;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot bind " + type.getName(), e);
        }
    }

    /** The model class a field holds (itself, or as a list's element), or null for values. */
    private static Class<?> modelClassIn(Field f) {
        Class<?> t = f.getType();
        if (t == List.class) {
            t = (Class<?>) ((ParameterizedType) f.getGenericType()).getActualTypeArguments()[0];
        }
        return Models.isModel(t) ? t : null;
    }
}
