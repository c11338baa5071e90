package io.serbench.codec.dsljson;

import com.dslplatform.json.CompiledJson;
import com.dslplatform.json.JsonAttribute;
import io.serbench.codec.dsljson.DefaultModels.ImageSize;
import io.serbench.codec.dsljson.DefaultModels.Player;

import java.util.List;

/**
 * DSL-JSON's own decode types for {@code dsljson-strict}: as {@link DefaultModels}, plus
 * {@code hashMatch = false} on every property. DSL-JSON has no global switch for this, so the
 * strict variant needs classes of its own. The skip writers and their Nested have no strict
 * mirror: name matching only matters to readers, so strict encodes those with DefaultModels.
 */
final class StrictModels {
    private StrictModels() {
    }

    @CompiledJson
    public static final class Ints1 {
        @JsonAttribute(index = 1, hashMatch = false) public int field1;
    }

    @CompiledJson
    public static final class Ints5 {
        @JsonAttribute(index = 1, hashMatch = false) public int field1;
        @JsonAttribute(index = 2, hashMatch = false) public int field2;
        @JsonAttribute(index = 3, hashMatch = false) public int field3;
        @JsonAttribute(index = 4, hashMatch = false) public int field4;
        @JsonAttribute(index = 5, hashMatch = false) public int field5;
    }

    @CompiledJson
    public static final class Ints10 {
        @JsonAttribute(index = 1, hashMatch = false) public int field1;
        @JsonAttribute(index = 2, hashMatch = false) public int field2;
        @JsonAttribute(index = 3, hashMatch = false) public int field3;
        @JsonAttribute(index = 4, hashMatch = false) public int field4;
        @JsonAttribute(index = 5, hashMatch = false) public int field5;
        @JsonAttribute(index = 6, hashMatch = false) public int field6;
        @JsonAttribute(index = 7, hashMatch = false) public int field7;
        @JsonAttribute(index = 8, hashMatch = false) public int field8;
        @JsonAttribute(index = 9, hashMatch = false) public int field9;
        @JsonAttribute(index = 10, hashMatch = false) public int field10;
    }

    @CompiledJson
    public static final class Doubles1 {
        @JsonAttribute(index = 1, hashMatch = false) public double field1;
    }

    @CompiledJson
    public static final class Doubles5 {
        @JsonAttribute(index = 1, hashMatch = false) public double field1;
        @JsonAttribute(index = 2, hashMatch = false) public double field2;
        @JsonAttribute(index = 3, hashMatch = false) public double field3;
        @JsonAttribute(index = 4, hashMatch = false) public double field4;
        @JsonAttribute(index = 5, hashMatch = false) public double field5;
    }

    @CompiledJson
    public static final class Doubles10 {
        @JsonAttribute(index = 1, hashMatch = false) public double field1;
        @JsonAttribute(index = 2, hashMatch = false) public double field2;
        @JsonAttribute(index = 3, hashMatch = false) public double field3;
        @JsonAttribute(index = 4, hashMatch = false) public double field4;
        @JsonAttribute(index = 5, hashMatch = false) public double field5;
        @JsonAttribute(index = 6, hashMatch = false) public double field6;
        @JsonAttribute(index = 7, hashMatch = false) public double field7;
        @JsonAttribute(index = 8, hashMatch = false) public double field8;
        @JsonAttribute(index = 9, hashMatch = false) public double field9;
        @JsonAttribute(index = 10, hashMatch = false) public double field10;
    }

    @CompiledJson
    public static final class Strings1 {
        @JsonAttribute(index = 1, hashMatch = false) public String field1;
    }

    @CompiledJson
    public static final class Strings5 {
        @JsonAttribute(index = 1, hashMatch = false) public String field1;
        @JsonAttribute(index = 2, hashMatch = false) public String field2;
        @JsonAttribute(index = 3, hashMatch = false) public String field3;
        @JsonAttribute(index = 4, hashMatch = false) public String field4;
        @JsonAttribute(index = 5, hashMatch = false) public String field5;
    }

    @CompiledJson
    public static final class Strings10 {
        @JsonAttribute(index = 1, hashMatch = false) public String field1;
        @JsonAttribute(index = 2, hashMatch = false) public String field2;
        @JsonAttribute(index = 3, hashMatch = false) public String field3;
        @JsonAttribute(index = 4, hashMatch = false) public String field4;
        @JsonAttribute(index = 5, hashMatch = false) public String field5;
        @JsonAttribute(index = 6, hashMatch = false) public String field6;
        @JsonAttribute(index = 7, hashMatch = false) public String field7;
        @JsonAttribute(index = 8, hashMatch = false) public String field8;
        @JsonAttribute(index = 9, hashMatch = false) public String field9;
        @JsonAttribute(index = 10, hashMatch = false) public String field10;
    }

    @CompiledJson
    public static final class IntLists1 {
        @JsonAttribute(index = 1, hashMatch = false) public int[] field1;
    }

    @CompiledJson
    public static final class IntLists5 {
        @JsonAttribute(index = 1, hashMatch = false) public int[] field1;
        @JsonAttribute(index = 2, hashMatch = false) public int[] field2;
        @JsonAttribute(index = 3, hashMatch = false) public int[] field3;
        @JsonAttribute(index = 4, hashMatch = false) public int[] field4;
        @JsonAttribute(index = 5, hashMatch = false) public int[] field5;
    }

    @CompiledJson
    public static final class IntLists10 {
        @JsonAttribute(index = 1, hashMatch = false) public int[] field1;
        @JsonAttribute(index = 2, hashMatch = false) public int[] field2;
        @JsonAttribute(index = 3, hashMatch = false) public int[] field3;
        @JsonAttribute(index = 4, hashMatch = false) public int[] field4;
        @JsonAttribute(index = 5, hashMatch = false) public int[] field5;
        @JsonAttribute(index = 6, hashMatch = false) public int[] field6;
        @JsonAttribute(index = 7, hashMatch = false) public int[] field7;
        @JsonAttribute(index = 8, hashMatch = false) public int[] field8;
        @JsonAttribute(index = 9, hashMatch = false) public int[] field9;
        @JsonAttribute(index = 10, hashMatch = false) public int[] field10;
    }

    @CompiledJson
    public static final class DoubleLists1 {
        @JsonAttribute(index = 1, hashMatch = false) public double[] field1;
    }

    @CompiledJson
    public static final class DoubleLists5 {
        @JsonAttribute(index = 1, hashMatch = false) public double[] field1;
        @JsonAttribute(index = 2, hashMatch = false) public double[] field2;
        @JsonAttribute(index = 3, hashMatch = false) public double[] field3;
        @JsonAttribute(index = 4, hashMatch = false) public double[] field4;
        @JsonAttribute(index = 5, hashMatch = false) public double[] field5;
    }

    @CompiledJson
    public static final class DoubleLists10 {
        @JsonAttribute(index = 1, hashMatch = false) public double[] field1;
        @JsonAttribute(index = 2, hashMatch = false) public double[] field2;
        @JsonAttribute(index = 3, hashMatch = false) public double[] field3;
        @JsonAttribute(index = 4, hashMatch = false) public double[] field4;
        @JsonAttribute(index = 5, hashMatch = false) public double[] field5;
        @JsonAttribute(index = 6, hashMatch = false) public double[] field6;
        @JsonAttribute(index = 7, hashMatch = false) public double[] field7;
        @JsonAttribute(index = 8, hashMatch = false) public double[] field8;
        @JsonAttribute(index = 9, hashMatch = false) public double[] field9;
        @JsonAttribute(index = 10, hashMatch = false) public double[] field10;
    }

    @CompiledJson
    public static final class ItemLists1 {
        @JsonAttribute(index = 1, hashMatch = false) public List<Item> field1;
    }

    @CompiledJson
    public static final class ItemLists5 {
        @JsonAttribute(index = 1, hashMatch = false) public List<Item> field1;
        @JsonAttribute(index = 2, hashMatch = false) public List<Item> field2;
        @JsonAttribute(index = 3, hashMatch = false) public List<Item> field3;
        @JsonAttribute(index = 4, hashMatch = false) public List<Item> field4;
        @JsonAttribute(index = 5, hashMatch = false) public List<Item> field5;
    }

    @CompiledJson
    public static final class ItemLists10 {
        @JsonAttribute(index = 1, hashMatch = false) public List<Item> field1;
        @JsonAttribute(index = 2, hashMatch = false) public List<Item> field2;
        @JsonAttribute(index = 3, hashMatch = false) public List<Item> field3;
        @JsonAttribute(index = 4, hashMatch = false) public List<Item> field4;
        @JsonAttribute(index = 5, hashMatch = false) public List<Item> field5;
        @JsonAttribute(index = 6, hashMatch = false) public List<Item> field6;
        @JsonAttribute(index = 7, hashMatch = false) public List<Item> field7;
        @JsonAttribute(index = 8, hashMatch = false) public List<Item> field8;
        @JsonAttribute(index = 9, hashMatch = false) public List<Item> field9;
        @JsonAttribute(index = 10, hashMatch = false) public List<Item> field10;
    }

    @CompiledJson
    public static final class Item {
        @JsonAttribute(index = 1, hashMatch = false) public String field1;
    }

    @CompiledJson
    public static final class SkipReader {
        @JsonAttribute(index = 1, hashMatch = false) public String keep;
    }

    @CompiledJson
    public static final class MediaContent {
        @JsonAttribute(index = 1, hashMatch = false) public Media media;
        @JsonAttribute(index = 2, hashMatch = false) public List<Image> images;
    }

    @CompiledJson
    public static final class Media {
        @JsonAttribute(index = 1, hashMatch = false) public String uri;
        @JsonAttribute(index = 2, hashMatch = false) public String title;
        @JsonAttribute(index = 3, hashMatch = false) public int width;
        @JsonAttribute(index = 4, hashMatch = false) public int height;
        @JsonAttribute(index = 5, hashMatch = false) public String format;
        @JsonAttribute(index = 6, hashMatch = false) public long duration;
        @JsonAttribute(index = 7, hashMatch = false) public long size;
        @JsonAttribute(index = 8, hashMatch = false) public Integer bitrate;
        @JsonAttribute(index = 9, hashMatch = false) public List<String> persons;
        @JsonAttribute(index = 10, hashMatch = false) public Player player;
        @JsonAttribute(index = 11, hashMatch = false) public String copyright;
    }

    @CompiledJson
    public static final class Image {
        @JsonAttribute(index = 1, hashMatch = false) public String uri;
        @JsonAttribute(index = 2, hashMatch = false) public String title;
        @JsonAttribute(index = 3, hashMatch = false) public int width;
        @JsonAttribute(index = 4, hashMatch = false) public int height;
        @JsonAttribute(index = 5, hashMatch = false) public ImageSize size;
    }
}
