package io.serbench.codec.msgpack;

import io.serbench.model.Models;

import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Map keys, encoded to UTF-8 once: the canonical field names. */
final class Keys {
    /** {@code Item}'s one field. */
    static final byte[] ITEM_FIELD1 = utf8("field1");
    /** {@code Nested}'s two fields. */
    static final byte[] NESTED_NAMES = utf8("names");
    static final byte[] NESTED_VALUE = utf8("value");

    private Keys() {
    }

    /** The field names of a canonical class, in declaration order (setup only). */
    static byte[][] of(Class<?> type) {
        List<Field> fields = Models.fields(type);
        byte[][] names = new byte[fields.size()][];
        for (int i = 0; i < names.length; i++) {
            names[i] = utf8(fields.get(i).getName());
        }
        return names;
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
