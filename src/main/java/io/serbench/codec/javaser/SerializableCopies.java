package io.serbench.codec.javaser;

import java.io.Serializable;
import java.util.List;

/**
 * Java serialization's copies of the canonical classes, field for field: the canonical classes
 * are not {@link Serializable} and stay library-free, so setup copies values across.
 * Every class declares its {@code serialVersionUID} (1), as the {@link Serializable} javadoc
 * strongly recommends (the computed default is sensitive to compiler details), and so that the
 * skip reader classes in {@code reader.SerializableCopies} can declare the same one.
 */
public final class SerializableCopies {
    private SerializableCopies() {
    }

    public static final class Ints1 implements Serializable {
        private static final long serialVersionUID = 1L;
        public int field1;
    }

    public static final class Ints5 implements Serializable {
        private static final long serialVersionUID = 1L;
        public int field1;
        public int field2;
        public int field3;
        public int field4;
        public int field5;
    }

    public static final class Ints10 implements Serializable {
        private static final long serialVersionUID = 1L;
        public int field1;
        public int field2;
        public int field3;
        public int field4;
        public int field5;
        public int field6;
        public int field7;
        public int field8;
        public int field9;
        public int field10;
    }

    public static final class Doubles1 implements Serializable {
        private static final long serialVersionUID = 1L;
        public double field1;
    }

    public static final class Doubles5 implements Serializable {
        private static final long serialVersionUID = 1L;
        public double field1;
        public double field2;
        public double field3;
        public double field4;
        public double field5;
    }

    public static final class Doubles10 implements Serializable {
        private static final long serialVersionUID = 1L;
        public double field1;
        public double field2;
        public double field3;
        public double field4;
        public double field5;
        public double field6;
        public double field7;
        public double field8;
        public double field9;
        public double field10;
    }

    public static final class Strings1 implements Serializable {
        private static final long serialVersionUID = 1L;
        public String field1;
    }

    public static final class Strings5 implements Serializable {
        private static final long serialVersionUID = 1L;
        public String field1;
        public String field2;
        public String field3;
        public String field4;
        public String field5;
    }

    public static final class Strings10 implements Serializable {
        private static final long serialVersionUID = 1L;
        public String field1;
        public String field2;
        public String field3;
        public String field4;
        public String field5;
        public String field6;
        public String field7;
        public String field8;
        public String field9;
        public String field10;
    }

    public static final class IntLists1 implements Serializable {
        private static final long serialVersionUID = 1L;
        public int[] field1;
    }

    public static final class IntLists5 implements Serializable {
        private static final long serialVersionUID = 1L;
        public int[] field1;
        public int[] field2;
        public int[] field3;
        public int[] field4;
        public int[] field5;
    }

    public static final class IntLists10 implements Serializable {
        private static final long serialVersionUID = 1L;
        public int[] field1;
        public int[] field2;
        public int[] field3;
        public int[] field4;
        public int[] field5;
        public int[] field6;
        public int[] field7;
        public int[] field8;
        public int[] field9;
        public int[] field10;
    }

    public static final class DoubleLists1 implements Serializable {
        private static final long serialVersionUID = 1L;
        public double[] field1;
    }

    public static final class DoubleLists5 implements Serializable {
        private static final long serialVersionUID = 1L;
        public double[] field1;
        public double[] field2;
        public double[] field3;
        public double[] field4;
        public double[] field5;
    }

    public static final class DoubleLists10 implements Serializable {
        private static final long serialVersionUID = 1L;
        public double[] field1;
        public double[] field2;
        public double[] field3;
        public double[] field4;
        public double[] field5;
        public double[] field6;
        public double[] field7;
        public double[] field8;
        public double[] field9;
        public double[] field10;
    }

    public static final class ItemLists1 implements Serializable {
        private static final long serialVersionUID = 1L;
        public List<Item> field1;
    }

    public static final class ItemLists5 implements Serializable {
        private static final long serialVersionUID = 1L;
        public List<Item> field1;
        public List<Item> field2;
        public List<Item> field3;
        public List<Item> field4;
        public List<Item> field5;
    }

    public static final class ItemLists10 implements Serializable {
        private static final long serialVersionUID = 1L;
        public List<Item> field1;
        public List<Item> field2;
        public List<Item> field3;
        public List<Item> field4;
        public List<Item> field5;
        public List<Item> field6;
        public List<Item> field7;
        public List<Item> field8;
        public List<Item> field9;
        public List<Item> field10;
    }

    public static final class Skip1 implements Serializable {
        private static final long serialVersionUID = 1L;
        public Nested field1;
        public String keep;
    }

    public static final class Skip5 implements Serializable {
        private static final long serialVersionUID = 1L;
        public Nested field1;
        public Nested field2;
        public Nested field3;
        public Nested field4;
        public Nested field5;
        public String keep;
    }

    public static final class Skip10 implements Serializable {
        private static final long serialVersionUID = 1L;
        public Nested field1;
        public Nested field2;
        public Nested field3;
        public Nested field4;
        public Nested field5;
        public Nested field6;
        public Nested field7;
        public Nested field8;
        public Nested field9;
        public Nested field10;
        public String keep;
    }

    public static final class Item implements Serializable {
        private static final long serialVersionUID = 1L;
        public String field1;
    }

    public static final class Nested implements Serializable {
        private static final long serialVersionUID = 1L;
        public List<String> names;
        public int value;
    }

    public static final class MediaContent implements Serializable {
        private static final long serialVersionUID = 1L;
        public Media media;
        public List<Image> images;
    }

    /** The enums are the canonical ones: every Java enum is serializable (written by name). */
    public static final class Media implements Serializable {
        private static final long serialVersionUID = 1L;
        public String uri;
        public String title;
        public int width;
        public int height;
        public String format;
        public long duration;
        public long size;
        public Integer bitrate;
        public List<String> persons;
        public io.serbench.model.Player player;
        public String copyright;
    }

    public static final class Image implements Serializable {
        private static final long serialVersionUID = 1L;
        public String uri;
        public String title;
        public int width;
        public int height;
        public io.serbench.model.ImageSize size;
    }
}
