package io.serbench.bench.probe;

import io.serbench.bench.BenchFixture;
import io.serbench.codec.Codec;
import io.serbench.model.Dataset;
import io.serbench.model.MediaContent;
import io.serbench.model.Models;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Param;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The probe's two inputs are what it says (the suite's pool; Fory's one instance in every slot),
 * each library's fixture on them passes the suite's verification, and a failure names the
 * setup. Its timed methods are the suite's own ({@code RoundTripBench}), which the smoke run
 * runs. Nothing here is timed.
 */
class ForyInstanceProbeTest {

    /** The fixture the probe's setup installs for these params. */
    private static BenchFixture prepared(String library, String input) {
        ForyInstanceProbe p = new ForyInstanceProbe();
        p.library = library;
        p.input = input;
        return p.fixture(null);
    }

    private static String[] params(String field) throws NoSuchFieldException {
        return ForyInstanceProbe.class.getField(field).getAnnotation(Param.class).value();
    }

    /** The facts of Fory's populate code that the page lists: 3 images, U+1234 in two strings, a copyright. */
    @Test
    void forysInstanceHasWhatTheirPopulateCodeSets() {
        MediaContent c = Dataset.foryBenchmarkMedia();
        assertEquals(3, c.images.size());
        assertTrue(c.media.format.endsWith("\u1234"), c.media.format);
        assertTrue(c.images.get(0).title.endsWith("\u1234"), c.images.get(0).title);
        assertNull(c.images.get(1).title);
        assertNull(c.images.get(2).title);
        assertEquals("Copyright (c) 2009, Scooby Dooby Doo", c.media.copyright);
        assertNull(c.media.title, "populate sets none");
        assertNull(c.media.bitrate, "hasBitrate false: absent");
        assertEquals(List.of("Bill Gates, Jr.", "Steven Jobs"), c.media.persons);
        assertEquals(32_000, c.images.get(0).width);
    }

    @Test
    void everyLibraryOnEveryInputPassesTheSuitesVerificationAndDecodesItsInputBack() throws Exception {
        assertEquals(List.of("fory", "kryo", "java-builtin", "protostuff", "hessian"), List.of(params("library")));
        assertEquals(List.of("suite-pool", "fory-instance"), List.of(params("input")));
        for (String library : params("library")) {
            for (String input : params("input")) {
                BenchFixture f = prepared(library, input);
                List<Object> pool = ForyInstanceProbe.pool(input);
                Codec codec = f.codec;
                for (int i = 0; i < pool.size(); i++) {
                    String where = library + " on " + input + ", slot " + i;
                    assertNull(Models.diff(pool.get(i), codec.toModel(codec.decodeTimed(f.payloads[i])), 0), where + ": decode");
                    assertNull(Models.diff(pool.get(i), codec.toModel(codec.decode((byte[]) codec.encodeTimed(f.inputs[i]))), 0),
                            where + ": encode");
                }
            }
        }
    }

    @Test
    void forysInputHoldsTheirOneValueInEverySlot() {
        List<Object> pool = ForyInstanceProbe.pool("fory-instance");
        assertEquals(Dataset.POOL_SIZE, pool.size());
        for (Object o : pool) {
            assertNull(Models.diff(Dataset.foryBenchmarkMedia(), o, 0));
        }
        assertTrue(Models.diff(Dataset.pool(ForyInstanceProbe.MEDIA).get(0), pool.get(0), 0) != null,
                "not one of the suite's inputs");
    }

    /** Kryo's registration refuses a list class it was not given: the fixture fails, and says which setup. */
    @Test
    void aSetupWhoseFixtureFailsSaysWhichSetup() {
        MediaContent c = Dataset.foryBenchmarkMedia();
        c.media.persons = List.of("unregistered list class");
        List<Object> pool = new ArrayList<>(ForyInstanceProbe.pool("fory-instance"));
        pool.set(5, c);
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> ForyInstanceProbe.prepare("kryo on a broken pool", "kryo", pool));
        assertTrue(e.getMessage().startsWith("kryo on a broken pool: "), e.getMessage());
    }
}
