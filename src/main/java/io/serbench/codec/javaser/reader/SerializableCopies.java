package io.serbench.codec.javaser.reader;

import java.io.Serializable;

/**
 * The skip scenario's reader classes for Java serialization: {@code Skip1/5/10} knowing only
 * {@code keep}. Java serialization binds a stream class to a local class only if the names
 * after the last '.' are equal and the {@code serialVersionUID}s match, so this holder must
 * share its simple name with the writer's {@code SerializableCopies} ({@code
 * SerializableCopies$Skip5} here and there); it then reads the fields the local class lacks and
 * discards them. The decoder maps the writer's class to these in {@code resolveClass}.
 */
public final class SerializableCopies {
    private SerializableCopies() {
    }

    public static final class Skip1 implements Serializable {
        private static final long serialVersionUID = 1L;
        public String keep;
    }

    public static final class Skip5 implements Serializable {
        private static final long serialVersionUID = 1L;
        public String keep;
    }

    public static final class Skip10 implements Serializable {
        private static final long serialVersionUID = 1L;
        public String keep;
    }
}
