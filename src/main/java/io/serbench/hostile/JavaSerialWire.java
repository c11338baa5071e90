package io.serbench.hostile;

import io.serbench.codec.Library;
import io.serbench.model.Shape;

/**
 * The Java Object Serialization Stream Protocol, read by the {@code java-builtin} codec: an
 * {@code ObjectInputStream} with the codec's filter, on its {@code SerializableCopies} classes. A stream is
 * {@code AC ED 00 05}; an object is {@code 73} (TC_OBJECT), its class descriptor {@code 72}
 * (TC_CLASSDESC: class name, serialVersionUID, flags {@code 02} = serializable, the fields:
 * type code, name and, for objects and arrays, the type as a string; {@code 78} end of
 * annotations, {@code 70} no superclass), then the field values; {@code 74} a string (2-byte
 * length, modified UTF-8), {@code 75} an array (descriptor, 4-byte length, elements), {@code 71}
 * a back-reference to handle {@code 7E0000 + n}. Every descriptor and object gets the next
 * handle. The classes' serialVersionUIDs are the codec's (1) and the JDK's for the arrays.
 * Inputs, at fields=1:
 *
 * <ul>
 * <li>length, list(int) reader: {@code SerializableCopies$IntLists1} whose {@code field1} is an {@code int[]}
 * of length 2^31 − 1 ({@code 7F FF FF FF}), 3 elements behind.</li>
 * <li>depth, skip reader: a {@code SerializableCopies$Skip1} descriptor with fields {@code deep}
 * ({@code Object}) and {@code keep}; {@code deep} holds 100,000 nested {@code Object[1]} arrays
 * (the innermost empty), which the reader class does not have, so the stream reads and drops it.</li>
 * <li>number: not applicable, numbers have fixed widths.</li>
 * <li>duplicate, object reader: a {@code SerializableCopies$Strings1} descriptor listing {@code field1}
 * twice, then "first" and "second".</li>
 * <li>invalid UTF-8, object reader: {@code field1} = {@code 74 00 0E} + {@link Payloads#utf8}.</li>
 * <li>trailing garbage, int reader: {@code SerializableCopies$Ints1} with {@code field1} = 42, then {@code "garbage"}.</li>
 * <li>empty: zero bytes, int reader.</li>
 * </ul>
 */
final class JavaSerialWire implements WireFormat {
    static final JavaSerialWire INSTANCE = new JavaSerialWire();

    private static final int TC_NULL = 0x70;
    private static final int TC_REFERENCE = 0x71;
    private static final int TC_CLASSDESC = 0x72;
    private static final int TC_OBJECT = 0x73;
    private static final int TC_STRING = 0x74;
    private static final int TC_ARRAY = 0x75;
    private static final int TC_ENDBLOCKDATA = 0x78;
    private static final int SC_SERIALIZABLE = 0x02;
    private static final int BASE_HANDLE = 0x7E0000;
    /** The codec's mirror classes: nested in this class, each with serialVersionUID 1. */
    private static final String COPIES = "io.serbench.codec.javaser.SerializableCopies$";
    /** The JDK's serialVersionUIDs of int[] and Object[] (arrays are not checked against them). */
    private static final long INT_ARRAY_UID = 0x4DBA602676EAB2A5L;
    private static final long OBJECT_ARRAY_UID = 0x90CE589F1073296CL;

    private JavaSerialWire() {
    }

    @Override
    public String name() {
        return "Java serialization";
    }

    /** A string as writeUTF writes it: 2-byte length, then the (here ASCII) bytes. */
    private static Bytes utf(Bytes b, String ascii) {
        return b.be(2, ascii.length()).ascii(ascii);
    }

    /** The start of a class descriptor: name, serialVersionUID, flags, field count; the fields follow. */
    private static Bytes classDesc(Bytes b, String name, long uid, int fields) {
        return utf(b.raw(TC_CLASSDESC), name).be(8, uid).raw(SC_SERIALIZABLE).be(2, fields);
    }

    /** A field of an object or array type. */
    private static Bytes objectField(Bytes b, char code, String name, String type) {
        return utf(utf(b.raw(code), name).raw(TC_STRING), type);
    }

    /** The end of a descriptor: no annotations, no superclass. */
    private static Bytes endDesc(Bytes b) {
        return b.raw(TC_ENDBLOCKDATA, TC_NULL);
    }

    /** The stream header and an object of the mirror class {@code simpleName}; its descriptor's fields follow. */
    private static Bytes object(String simpleName, int fields) {
        return classDesc(Bytes.of().raw(0xAC, 0xED, 0x00, 0x05).raw(TC_OBJECT), COPIES + simpleName, 1, fields);
    }

    @Override
    public Craft craft(HostileInput input, Library library, Payloads p) {
        switch (input) {
            case LENGTH: {
                Bytes b = endDesc(objectField(object("IntLists1", 1), '[', "field1", "[I"));
                endDesc(classDesc(b.raw(TC_ARRAY), "[I", INT_ARRAY_UID, 0)).be(4, p.claimed).be(4, 1).be(4, 2).be(4, 3);
                return new Craft.Input(Shape.LIST_INT, b.bytes(),
                        "SerializableCopies$IntLists1, field1 = int[] of length 2^31 − 1 (7F FF FF FF), 3 elements behind",
                        Judge.accepted(), "IntLists1{field1=[1, 2, 3]}");
            }
            case DEPTH: {
                // handles: 0 the Skip1 descriptor, 1 and 2 its field type strings, 3 the object, 4 the Object[] descriptor
                Bytes b = objectField(object("Skip1", 2), 'L', "deep", "Ljava/lang/Object;");
                endDesc(objectField(b, 'L', "keep", "Ljava/lang/String;"));
                endDesc(classDesc(b.raw(TC_ARRAY), "[Ljava.lang.Object;", OBJECT_ARRAY_UID, 0)).be(4, 1);
                for (int level = 1; level < p.depth - 1; level++) {
                    b.raw(TC_ARRAY, TC_REFERENCE).be(4, BASE_HANDLE + 4).be(4, 1);
                }
                b.raw(TC_ARRAY, TC_REFERENCE).be(4, BASE_HANDLE + 4).be(4, 0);
                utf(b.raw(TC_STRING), "396");
                return new Craft.Input(Shape.SKIP, b.bytes(),
                        "skip reader: SerializableCopies$Skip1 with a field deep (not in the reader class) holding 100,000 nested Object[1], then keep",
                        Judge.skipped(), "SkipReader{keep=\"396\"}");
            }
            case NUMBER:
                return Craft.fixedWidthNumbers("(int 4 bytes, long and double 8)");
            case DUPLICATE: {
                Bytes b = objectField(object("Strings1", 2), 'L', "field1", "Ljava/lang/String;");
                endDesc(objectField(b, 'L', "field1", "Ljava/lang/String;"));
                utf(utf(b.raw(TC_STRING), p.first).raw(TC_STRING), Payloads.SECOND);
                return new Craft.Input(Shape.OBJECT, b.bytes(), "SerializableCopies$Strings1 declaring field1 twice: \"first\", then \"second\"",
                        Judge.duplicate("field1", p.first, Payloads.SECOND), "Strings1{field1=\"second\"}");
            }
            case UTF8: {
                Bytes b = endDesc(objectField(object("Strings1", 1), 'L', "field1", "Ljava/lang/String;"));
                b.raw(TC_STRING).be(2, p.utf8.length).raw(p.utf8);
                return Craft.invalidUtf8(b.bytes(), "SerializableCopies$Strings1, field1 = string of 14 bytes (74 00 0E): " + Payloads.UTF8_HOW);
            }
            case TRAILING: {
                Bytes b = endDesc(utf(object("Ints1", 1).raw('I'), "field1")).be(4, 42).ascii(p.garbage);
                return new Craft.Input(Shape.INT, b.bytes(), "SerializableCopies$Ints1, field1 = 42 (00 00 00 2A), then \"garbage\"",
                        Judge.trailing(), "Ints1{field1=42}");
            }
            case EMPTY:
                return Craft.empty(Shape.INT);
            default:
                throw new IllegalArgumentException(input.name());
        }
    }
}
