/**
 * avaje-jsonb: adapters generated at compile time by {@code avaje-jsonb-generator}.
 *
 * <p>{@code @Json.Import} is avaje's documented way to generate adapters for classes one cannot
 * or will not annotate: it names the canonical model classes here, so the model stays free of
 * library annotations and encode input and decode output are the canonical objects themselves
 * (no mirror classes, no conversion). The processor writes the adapters in declaration order of
 * the fields, the order Jackson writes.
 */
@Json.Import({
        Ints1.class, Ints5.class, Ints10.class,
        Doubles1.class, Doubles5.class, Doubles10.class,
        Strings1.class, Strings5.class, Strings10.class,
        IntLists1.class, IntLists5.class, IntLists10.class,
        DoubleLists1.class, DoubleLists5.class, DoubleLists10.class,
        Item.class, ItemLists1.class, ItemLists5.class, ItemLists10.class,
        Nested.class, Skip1.class, Skip5.class, Skip10.class, SkipReader.class,
        MediaContent.class, Media.class, Image.class})
package io.serbench.codec.avaje;

import io.avaje.jsonb.Json;
import io.serbench.model.DoubleLists1;
import io.serbench.model.DoubleLists10;
import io.serbench.model.DoubleLists5;
import io.serbench.model.Doubles1;
import io.serbench.model.Doubles10;
import io.serbench.model.Doubles5;
import io.serbench.model.IntLists1;
import io.serbench.model.IntLists10;
import io.serbench.model.IntLists5;
import io.serbench.model.Ints1;
import io.serbench.model.Ints10;
import io.serbench.model.Ints5;
import io.serbench.model.Image;
import io.serbench.model.Item;
import io.serbench.model.ItemLists1;
import io.serbench.model.ItemLists10;
import io.serbench.model.ItemLists5;
import io.serbench.model.Media;
import io.serbench.model.MediaContent;
import io.serbench.model.Nested;
import io.serbench.model.Skip1;
import io.serbench.model.Skip10;
import io.serbench.model.Skip5;
import io.serbench.model.SkipReader;
import io.serbench.model.Strings1;
import io.serbench.model.Strings10;
import io.serbench.model.Strings5;
