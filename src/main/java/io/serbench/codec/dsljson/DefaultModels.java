package io.serbench.codec.dsljson;

import com.dslplatform.json.CompiledJson;
import com.dslplatform.json.JsonAttribute;

import java.util.List;

/**
 * DSL-JSON's own types for {@code dsljson}: mirrors of io.serbench.model (same simple names,
 * fields and field order) that the annotation processor turns into compile-time converters.
 *
 * <p>Why mirrors rather than the canonical classes: without {@code @JsonAttribute(index)} the
 * processor orders properties by an internal hash map, not by declaration (Ints5 came out as
 * field4, field5, field2, field3, field1, and skip wrote {@code keep} in the middle). That
 * would change the encoded bytes and push every decode of Jackson's declaration-ordered input
 * off DSL-JSON's in-order fast path. The index needs an annotation, and the canonical model
 * stays free of any library's annotations. Name matching is DSL-JSON's default (hash).
 */
final class DefaultModels {
    private DefaultModels() {
    }

    @CompiledJson
    public static final class Ints1 {
        @JsonAttribute(index = 1) public int field1;
    }

    @CompiledJson
    public static final class Ints5 {
        @JsonAttribute(index = 1) public int field1;
        @JsonAttribute(index = 2) public int field2;
        @JsonAttribute(index = 3) public int field3;
        @JsonAttribute(index = 4) public int field4;
        @JsonAttribute(index = 5) public int field5;
    }

    @CompiledJson
    public static final class Ints10 {
        @JsonAttribute(index = 1) public int field1;
        @JsonAttribute(index = 2) public int field2;
        @JsonAttribute(index = 3) public int field3;
        @JsonAttribute(index = 4) public int field4;
        @JsonAttribute(index = 5) public int field5;
        @JsonAttribute(index = 6) public int field6;
        @JsonAttribute(index = 7) public int field7;
        @JsonAttribute(index = 8) public int field8;
        @JsonAttribute(index = 9) public int field9;
        @JsonAttribute(index = 10) public int field10;
    }

    @CompiledJson
    public static final class Doubles1 {
        @JsonAttribute(index = 1) public double field1;
    }

    @CompiledJson
    public static final class Doubles5 {
        @JsonAttribute(index = 1) public double field1;
        @JsonAttribute(index = 2) public double field2;
        @JsonAttribute(index = 3) public double field3;
        @JsonAttribute(index = 4) public double field4;
        @JsonAttribute(index = 5) public double field5;
    }

    @CompiledJson
    public static final class Doubles10 {
        @JsonAttribute(index = 1) public double field1;
        @JsonAttribute(index = 2) public double field2;
        @JsonAttribute(index = 3) public double field3;
        @JsonAttribute(index = 4) public double field4;
        @JsonAttribute(index = 5) public double field5;
        @JsonAttribute(index = 6) public double field6;
        @JsonAttribute(index = 7) public double field7;
        @JsonAttribute(index = 8) public double field8;
        @JsonAttribute(index = 9) public double field9;
        @JsonAttribute(index = 10) public double field10;
    }

    @CompiledJson
    public static final class Strings1 {
        @JsonAttribute(index = 1) public String field1;
    }

    @CompiledJson
    public static final class Strings5 {
        @JsonAttribute(index = 1) public String field1;
        @JsonAttribute(index = 2) public String field2;
        @JsonAttribute(index = 3) public String field3;
        @JsonAttribute(index = 4) public String field4;
        @JsonAttribute(index = 5) public String field5;
    }

    @CompiledJson
    public static final class Strings10 {
        @JsonAttribute(index = 1) public String field1;
        @JsonAttribute(index = 2) public String field2;
        @JsonAttribute(index = 3) public String field3;
        @JsonAttribute(index = 4) public String field4;
        @JsonAttribute(index = 5) public String field5;
        @JsonAttribute(index = 6) public String field6;
        @JsonAttribute(index = 7) public String field7;
        @JsonAttribute(index = 8) public String field8;
        @JsonAttribute(index = 9) public String field9;
        @JsonAttribute(index = 10) public String field10;
    }

    @CompiledJson
    public static final class IntLists1 {
        @JsonAttribute(index = 1) public int[] field1;
    }

    @CompiledJson
    public static final class IntLists5 {
        @JsonAttribute(index = 1) public int[] field1;
        @JsonAttribute(index = 2) public int[] field2;
        @JsonAttribute(index = 3) public int[] field3;
        @JsonAttribute(index = 4) public int[] field4;
        @JsonAttribute(index = 5) public int[] field5;
    }

    @CompiledJson
    public static final class IntLists10 {
        @JsonAttribute(index = 1) public int[] field1;
        @JsonAttribute(index = 2) public int[] field2;
        @JsonAttribute(index = 3) public int[] field3;
        @JsonAttribute(index = 4) public int[] field4;
        @JsonAttribute(index = 5) public int[] field5;
        @JsonAttribute(index = 6) public int[] field6;
        @JsonAttribute(index = 7) public int[] field7;
        @JsonAttribute(index = 8) public int[] field8;
        @JsonAttribute(index = 9) public int[] field9;
        @JsonAttribute(index = 10) public int[] field10;
    }

    @CompiledJson
    public static final class DoubleLists1 {
        @JsonAttribute(index = 1) public double[] field1;
    }

    @CompiledJson
    public static final class DoubleLists5 {
        @JsonAttribute(index = 1) public double[] field1;
        @JsonAttribute(index = 2) public double[] field2;
        @JsonAttribute(index = 3) public double[] field3;
        @JsonAttribute(index = 4) public double[] field4;
        @JsonAttribute(index = 5) public double[] field5;
    }

    @CompiledJson
    public static final class DoubleLists10 {
        @JsonAttribute(index = 1) public double[] field1;
        @JsonAttribute(index = 2) public double[] field2;
        @JsonAttribute(index = 3) public double[] field3;
        @JsonAttribute(index = 4) public double[] field4;
        @JsonAttribute(index = 5) public double[] field5;
        @JsonAttribute(index = 6) public double[] field6;
        @JsonAttribute(index = 7) public double[] field7;
        @JsonAttribute(index = 8) public double[] field8;
        @JsonAttribute(index = 9) public double[] field9;
        @JsonAttribute(index = 10) public double[] field10;
    }

    @CompiledJson
    public static final class ItemLists1 {
        @JsonAttribute(index = 1) public List<Item> field1;
    }

    @CompiledJson
    public static final class ItemLists5 {
        @JsonAttribute(index = 1) public List<Item> field1;
        @JsonAttribute(index = 2) public List<Item> field2;
        @JsonAttribute(index = 3) public List<Item> field3;
        @JsonAttribute(index = 4) public List<Item> field4;
        @JsonAttribute(index = 5) public List<Item> field5;
    }

    @CompiledJson
    public static final class ItemLists10 {
        @JsonAttribute(index = 1) public List<Item> field1;
        @JsonAttribute(index = 2) public List<Item> field2;
        @JsonAttribute(index = 3) public List<Item> field3;
        @JsonAttribute(index = 4) public List<Item> field4;
        @JsonAttribute(index = 5) public List<Item> field5;
        @JsonAttribute(index = 6) public List<Item> field6;
        @JsonAttribute(index = 7) public List<Item> field7;
        @JsonAttribute(index = 8) public List<Item> field8;
        @JsonAttribute(index = 9) public List<Item> field9;
        @JsonAttribute(index = 10) public List<Item> field10;
    }

    @CompiledJson
    public static final class Item {
        @JsonAttribute(index = 1) public String field1;
    }

    @CompiledJson
    public static final class Skip1 {
        @JsonAttribute(index = 1) public Nested field1;
        @JsonAttribute(index = 2) public String keep;
    }

    @CompiledJson
    public static final class Skip5 {
        @JsonAttribute(index = 1) public Nested field1;
        @JsonAttribute(index = 2) public Nested field2;
        @JsonAttribute(index = 3) public Nested field3;
        @JsonAttribute(index = 4) public Nested field4;
        @JsonAttribute(index = 5) public Nested field5;
        @JsonAttribute(index = 6) public String keep;
    }

    @CompiledJson
    public static final class Skip10 {
        @JsonAttribute(index = 1) public Nested field1;
        @JsonAttribute(index = 2) public Nested field2;
        @JsonAttribute(index = 3) public Nested field3;
        @JsonAttribute(index = 4) public Nested field4;
        @JsonAttribute(index = 5) public Nested field5;
        @JsonAttribute(index = 6) public Nested field6;
        @JsonAttribute(index = 7) public Nested field7;
        @JsonAttribute(index = 8) public Nested field8;
        @JsonAttribute(index = 9) public Nested field9;
        @JsonAttribute(index = 10) public Nested field10;
        @JsonAttribute(index = 11) public String keep;
    }

    @CompiledJson
    public static final class Nested {
        @JsonAttribute(index = 1) public List<String> names;
        @JsonAttribute(index = 2) public int value;
    }

    @CompiledJson
    public static final class SkipReader {
        @JsonAttribute(index = 1) public String keep;
    }

    @CompiledJson
    public static final class MediaContent {
        @JsonAttribute(index = 1) public Media media;
        @JsonAttribute(index = 2) public List<Image> images;
    }

    @CompiledJson
    public static final class Media {
        @JsonAttribute(index = 1) public String uri;
        @JsonAttribute(index = 2) public String title;
        @JsonAttribute(index = 3) public int width;
        @JsonAttribute(index = 4) public int height;
        @JsonAttribute(index = 5) public String format;
        @JsonAttribute(index = 6) public long duration;
        @JsonAttribute(index = 7) public long size;
        @JsonAttribute(index = 8) public Integer bitrate;
        @JsonAttribute(index = 9) public List<String> persons;
        @JsonAttribute(index = 10) public Player player;
        @JsonAttribute(index = 11) public String copyright;
    }

    @CompiledJson
    public static final class Image {
        @JsonAttribute(index = 1) public String uri;
        @JsonAttribute(index = 2) public String title;
        @JsonAttribute(index = 3) public int width;
        @JsonAttribute(index = 4) public int height;
        @JsonAttribute(index = 5) public ImageSize size;
    }

    /**
     * Mirrors of the canonical enums: with {@code @CompiledJson} on the enum, the processor
     * binds {@code List<Image>} to Image's generated converter at compile time; with the canonical
     * (unannotated) enum inside Image it leaves that list to a runtime lookup, which fails
     * without DSL-JSON's reflection support. Also used by {@link StrictModels}: an enum's
     * constants are read by the hash of the name either way, then confirmed by {@code valueOf}
     * only when the hash matches no constant.
     */
    @CompiledJson
    public enum Player {
        JAVA, FLASH
    }

    @CompiledJson
    public enum ImageSize {
        SMALL, LARGE
    }
}
