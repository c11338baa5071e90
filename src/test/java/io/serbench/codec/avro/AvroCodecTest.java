package io.serbench.codec.avro;

import io.serbench.codec.avro.gen.ImageSize;
import io.serbench.codec.avro.gen.Player;
import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.MediaContent;
import io.serbench.model.Models;
import io.serbench.model.Shape;
import org.apache.avro.specific.SpecificRecordBase;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** avro runs with the two throughput features its docs encourage: the README's row says so, this keeps it true. */
class AvroCodecTest {

    @Test
    void customCodersAndFastReaderAreOn() {
        assertTrue(AvroCodec.MODEL.useCustomCoders(), "custom coders");
        assertTrue(AvroCodec.MODEL.isFastReaderEnabled(), "fast reader");
    }

    /**
     * The 2011 standard MediaContent round-trips; its absent copyright is the null branch of
     * its union, the enums are avro enums, and the media records still get custom coders
     * (avro generates them only for unions of null and one type, which is all this schema has).
     */
    @Test
    void theStandardMediaRoundTripsWithCustomCoders() throws Exception {
        MediaContent standard = Dataset.standardMedia();
        AvroCodec codec = new AvroCodec(new Case(Shape.MEDIA, 1));
        Object input = codec.toNative(standard);
        for (SpecificRecordBase r : new SpecificRecordBase[]{(SpecificRecordBase) input,
                ((io.serbench.codec.avro.gen.MediaContent) input).getMedia(),
                ((io.serbench.codec.avro.gen.MediaContent) input).getImages().get(0)}) {
            assertTrue(hasCustomCoders(r), r.getSchema().getName() + " has no custom coders");
        }
        io.serbench.codec.avro.gen.MediaContent read =
                (io.serbench.codec.avro.gen.MediaContent) codec.decode(codec.encode(input));
        assertNull(Models.diff(standard, codec.toModel(read), 0));
        assertNull(read.getMedia().getCopyright(), "absent copyright is null");
        assertNotNull(read.getMedia().getBitrate());
        assertEquals(Player.JAVA, read.getMedia().getPlayer());
        assertEquals(ImageSize.LARGE, read.getImages().get(0).getSize());
    }

    /** {@code SpecificRecordBase.hasCustomCoders()} is protected: asked by reflection, test only. */
    private static boolean hasCustomCoders(SpecificRecordBase r) throws Exception {
        java.lang.reflect.Method m = SpecificRecordBase.class.getDeclaredMethod("hasCustomCoders");
        m.setAccessible(true);
        return (Boolean) m.invoke(r);
    }
}
