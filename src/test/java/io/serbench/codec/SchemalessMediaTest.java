package io.serbench.codec;

import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.Models;
import io.serbench.model.Shape;
import io.serbench.model.Sweep;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The schemaless binary codecs (msgpack, bson, fastjson2-jsonb, hessian, java-builtin, kryo, kryo-unsafe,
 * fory) run media, round-trip the 2011 standard media instance, and round-trip the largest size
 * of every sweep (no buffer or allow-list limit sized for the default cases only).
 */
class SchemalessMediaTest {
    private static final List<String> IDS = List.of("msgpack", "bson", "fastjson2-jsonb", "hessian", "java-builtin", "kryo", "kryo-unsafe", "fory");

    @TestFactory
    Stream<DynamicTest> roundTripsTheStandardMedia() {
        return IDS.stream().map(id -> DynamicTest.dynamicTest(id, () -> {
            Library lib = SupportMatrix.library(id);
            assertTrue(lib.supports(Shape.MEDIA), id + " does not run media");
            roundTrip(lib, new Case(Shape.MEDIA, 1), Dataset.standardMedia());
        }));
    }

    @TestFactory
    Stream<DynamicTest> roundTripsTheLargestSizeOfEverySweep() {
        return IDS.stream().flatMap(id -> Stream.of(Sweep.values()).map(s -> {
            int size = s.sizes.get(s.sizes.size() - 1);
            return DynamicTest.dynamicTest(id + " · " + s.benchmarkClass + " · " + size, () -> {
                Library lib = SupportMatrix.library(id);
                Case c = s.caseAt(size);
                for (Object model : Dataset.pool(c)) {
                    roundTrip(lib, c, model);
                }
            });
        }));
    }

    private static void roundTrip(Library lib, Case c, Object model) throws Exception {
        Codec codec = lib.codec(c);
        Object back = codec.toModel(codec.decode(codec.encode(codec.toNative(model))));
        String diff = Models.diff(c.expectedDecoded(model), back, lib.tolerance());
        assertNull(diff, () -> lib + " · " + c + ": " + diff);
    }
}
