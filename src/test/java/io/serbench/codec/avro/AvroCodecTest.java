package io.serbench.codec.avro;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** avro runs with the two throughput features its docs encourage: the README's row says so, this keeps it true. */
class AvroCodecTest {

    @Test
    void customCodersAndFastReaderAreOn() {
        assertTrue(AvroCodec.MODEL.useCustomCoders(), "custom coders");
        assertTrue(AvroCodec.MODEL.isFastReaderEnabled(), "fast reader");
    }
}
