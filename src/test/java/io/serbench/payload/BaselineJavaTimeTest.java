package io.serbench.payload;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import io.serbench.codec.Codec;
import io.serbench.codec.jackson.JacksonBinder;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A payload run's baseline writes java.time as ISO-8601 text, so the JSON libraries that decode
 * Jackson's bytes read dates as they write them; the timed matrix is untouched, since its models
 * have no java.time field.
 */
class BaselineJavaTimeTest {
    public static class Dated {
        public LocalDate opened;
        public Instant updated;
    }

    @Test
    void theBaselineWritesJavaTimeAsIsoText() throws Exception {
        Dated d = new Dated();
        d.opened = LocalDate.of(2024, 1, 15);
        d.updated = Instant.parse("2024-03-01T12:34:56.123456789Z");
        Codec jackson = JacksonBinder.JACKSON.bind(ObjectGraph.of(Dated.class, List.of(d)), PayloadFixture.allSettings(JacksonBinder.JACKSON));
        assertEquals("{\"opened\":\"2024-01-15\",\"updated\":\"2024-03-01T12:34:56.123456789Z\"}",
                new String(jackson.encode(d), StandardCharsets.UTF_8));
    }

    /**
     * fastjson2 and fastjson read ISO-8601 dates; gson has no java.time adapter (it reflects on
     * {@code Instant}'s fields), so it round-trips its own bytes but not Jackson's: not data loss.
     */
    @Test
    void jsonLibrariesReadTheBaselinesBytesOfTheExample() throws Exception {
        Payload order = Payload.load("com.example.shop.Order", Path.of("src", "example", "samples", "orders.jsonl"));
        for (String id : List.of("fastjson2", "fastjson", "gson")) {
            assertTrue(PayloadFixture.decodeInputs(id, order.bound(), order.samples()) != null, id + " decodes Jackson's bytes");
        }
        for (String id : List.of("fastjson2", "fastjson")) {
            RoundTripOutcome v = PayloadFixture.verify(id, order);
            assertTrue(v.exact(), id + ": " + v);
        }
        RoundTripOutcome gson = PayloadFixture.verify("gson", order);
        assertEquals(RoundTripOutcome.Kind.UNREADABLE, gson.kind(), gson.toString());
        assertTrue(gson.detail().contains("$.placedAt"), gson.toString());
    }

    @Test
    void theMatrixModelsHaveNoJavaTimeField() {
        List<String> dated = new ArrayList<>();
        for (JavaClass c : new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.serbench.model")) {
            for (JavaField f : c.getFields()) {
                if (f.getRawType().getPackageName().startsWith("java.time")) {
                    dated.add(c.getName() + "." + f.getName());
                }
            }
        }
        assertTrue(dated.isEmpty(), "matrix model fields of java.time types, which the baseline's settings would change: " + dated);
    }
}
