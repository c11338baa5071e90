package io.serbench.codec;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.serbench.codec.jackson.JacksonCodec;
import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.Models;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every supported (library, shape, fields) round-trips the whole pool, and every
 * standard-JSON library speaks the same JSON as Jackson. Test names carry the library id and
 * the case, e.g. {@code protobuf · int · fields=10}, so a failure names its culprit.
 */
class ConformanceTest {
    private static final ObjectMapper JACKSON = JacksonCodec.MAPPER;

    private static Stream<SupportMatrix.LibraryCase> cases() {
        return SupportMatrix.supportedCases().stream();
    }

    @TestFactory
    Stream<DynamicTest> roundTripsEveryPoolInput() {
        return cases().map(lc -> DynamicTest.dynamicTest(lc.toString(), () -> {
            Library lib = lc.library();
            Case c = lc.c();
            Codec codec = lib.codec(c);
            List<Object> pool = Dataset.pool(c);
            double maxError = 0;
            for (int i = 0; i < pool.size(); i++) {
                Object model = pool.get(i);
                Object input = codec.toNative(model);
                byte[] bytes = codec.encode(input);
                assertNotNull(bytes, lib + " returned null bytes");
                assertTrue(bytes.length > 0, lib + " returned no bytes");
                // encode must be repeatable on the same prepared input (no consumed state)
                assertArrayEquals(bytes, codec.encode(input), lib + " · " + c + ": second encode of input " + i + " differs");
                Object decoded = codec.decode(bytes);
                Object back = codec.toModel(decoded);
                Object expected = c.expectedDecoded(model);
                String diff = Models.diff(expected, back, lib.tolerance());
                int at = i;
                assertNull(diff, () -> lib + " · " + c + " · input " + at + ": " + diff);
                maxError = Math.max(maxError, DoubleErrors.max(expected, back));
            }
            if (lib.isLossy()) {
                // the tolerance is a claim about the library: it must hold, and it must be needed
                assertTrue(maxError <= lib.tolerance(), lib + " error " + maxError + " exceeds its stated tolerance");
                assertTrue(maxError > 0, lib + " is declared lossy but round-tripped every double exactly");
            } else {
                assertEquals(0.0, maxError, lib + " must round-trip doubles exactly");
            }
        }));
    }

    @TestFactory
    Stream<DynamicTest> jsonOutputParsesWithJackson() {
        return cases().filter(lc -> lc.library().format().isStandardJson())
                .map(lc -> DynamicTest.dynamicTest(lc.toString(), () -> {
                    Library lib = lc.library();
                    Case c = lc.c();
                    Codec codec = lib.codec(c);
                    for (Object model : Dataset.pool(c)) {
                        byte[] bytes = codec.encode(codec.toNative(model));
                        Object parsed = JACKSON.readValue(bytes, c.writerClass());
                        // a lossy library's output is standard JSON too, holding values within its tolerance
                        String diff = Models.diff(model, parsed, lib.tolerance());
                        assertNull(diff, () -> lib + " · " + c + ": Jackson reads its output differently: " + diff
                                + "\n" + new String(bytes, java.nio.charset.StandardCharsets.UTF_8));
                    }
                }));
    }

    @TestFactory
    Stream<DynamicTest> jsonDecoderAcceptsJacksonOutput() {
        return cases().filter(lc -> lc.library().format().isStandardJson())
                .map(lc -> DynamicTest.dynamicTest(lc.toString(), () -> {
                    Library lib = lc.library();
                    Case c = lc.c();
                    Codec codec = lib.codec(c);
                    for (Object model : Dataset.pool(c)) {
                        byte[] jackson = JACKSON.writeValueAsBytes(model);
                        Object back = codec.toModel(codec.decode(jackson));
                        String diff = Models.diff(c.expectedDecoded(model), back, lib.tolerance());
                        assertNull(diff, () -> lib + " · " + c + ": decodes Jackson's output differently: " + diff);
                    }
                }));
    }

    /** Largest absolute difference between corresponding doubles of two canonical values. */
    static final class DoubleErrors {
        static double max(Object e, Object a) {
            List<Double> xs = new ArrayList<>();
            List<Double> ys = new ArrayList<>();
            collect(e, xs);
            collect(a, ys);
            double m = 0;
            for (int i = 0; i < Math.min(xs.size(), ys.size()); i++) {
                m = Math.max(m, Math.abs(xs.get(i) - ys.get(i)));
            }
            return m;
        }

        private static void collect(Object o, List<Double> out) {
            if (o instanceof Double d) {
                out.add(d);
            } else if (o instanceof double[] arr) {
                for (double d : arr) {
                    out.add(d);
                }
            } else if (o != null && Models.isModel(o.getClass())) {
                for (var f : Models.fields(o.getClass())) {
                    collect(Models.get(o, f.getName()), out);
                }
            }
        }
    }
}
