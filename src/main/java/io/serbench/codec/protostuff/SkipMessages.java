package io.serbench.codec.protostuff;

import io.protostuff.Tag;
import io.serbench.model.Nested;
import io.serbench.model.SkipReader;

/**
 * The skip scenario's classes for protostuff, mirroring the canonical {@code Skip1/5/10} and
 * {@code SkipReader} field for field.
 *
 * <p>Why they exist: without annotations a runtime schema numbers fields by declaration order,
 * so the canonical reader (only {@code keep}) would give {@code keep} tag 1 and read the
 * writer's first nested object as if it were {@code keep}. protostuff's answer is {@link Tag},
 * which must then be on every field of the class; the canonical model stays free of library
 * annotations, so the tags live here and setup copies values across.
 *
 * <p>{@code keep} has the same tag in every class, above any writer's last nested field, so it
 * is written last (runtime schemas write in tag order) and the reader skips all nested groups
 * before it. {@link Nested} itself needs no tags: both sides see it only as an unknown field.
 */
final class SkipMessages {
    private SkipMessages() {
    }

    static final int KEEP_TAG = 11;

    static final Class<?> CANONICAL_READER = SkipReader.class;

    static Class<?> writerFor(int fields) {
        switch (fields) {
            case 1:
                return Writer1.class;
            case 5:
                return Writer5.class;
            case 10:
                return Writer10.class;
            default:
                throw new IllegalArgumentException("fields=" + fields);
        }
    }

    public static final class Reader {
        @Tag(KEEP_TAG)
        public String keep;
    }

    public static final class Writer1 {
        @Tag(1)
        public Nested field1;
        @Tag(KEEP_TAG)
        public String keep;
    }

    public static final class Writer5 {
        @Tag(1)
        public Nested field1;
        @Tag(2)
        public Nested field2;
        @Tag(3)
        public Nested field3;
        @Tag(4)
        public Nested field4;
        @Tag(5)
        public Nested field5;
        @Tag(KEEP_TAG)
        public String keep;
    }

    public static final class Writer10 {
        @Tag(1)
        public Nested field1;
        @Tag(2)
        public Nested field2;
        @Tag(3)
        public Nested field3;
        @Tag(4)
        public Nested field4;
        @Tag(5)
        public Nested field5;
        @Tag(6)
        public Nested field6;
        @Tag(7)
        public Nested field7;
        @Tag(8)
        public Nested field8;
        @Tag(9)
        public Nested field9;
        @Tag(10)
        public Nested field10;
        @Tag(KEEP_TAG)
        public String keep;
    }
}
