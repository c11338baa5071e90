package io.serbench.codec.protostuff;

import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.MediaContent;
import io.serbench.model.Models;
import io.serbench.model.Shape;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;

import static org.junit.jupiter.api.Assertions.assertNull;

/** The media scenario under protostuff's runtime schema. */
class ProtostuffCodecTest {

    @Test
    void theStandardMediaRoundTrips() throws Exception {
        MediaContent standard = Dataset.standardMedia();
        ProtostuffCodec codec = new ProtostuffCodec(new Case(Shape.MEDIA, 1));
        assertNull(Models.diff(standard, codec.toModel(codec.decode(codec.encode(codec.toNative(standard)))), 0));
    }

    @Test
    void anEmptyPersonsListComesBackEmpty() throws Exception {
        MediaContent m = Dataset.standardMedia();
        m.media.persons = new ArrayList<>();
        ProtostuffCodec codec = new ProtostuffCodec(new Case(Shape.MEDIA, 1));
        MediaContent read = (MediaContent) codec.decode(codec.encode(codec.toNative(m)));
        assertNull(Models.diff(m, read, 0));
    }
}
