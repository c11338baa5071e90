package io.serbench.model;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.lang.reflect.Array;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The pools are the same on every run, 64 distinct inputs, with the value ranges of docs/METHODOLOGY.md, "Scenarios". */
class DatasetTest {

    /** Every case of the matrix and every size of every sweep. */
    private static Stream<Case> allCases() {
        return Stream.concat(Case.all().stream(),
                java.util.Arrays.stream(Sweep.values()).flatMap(sw -> sw.sizes.stream().map(sw::caseAt)));
    }

    @TestFactory
    Stream<DynamicTest> poolsAreDeterministicDistinctAndInRange() {
        return allCases().map(c -> DynamicTest.dynamicTest(c.toString(), () -> {
            List<Object> a = Dataset.pool(c);
            List<Object> b = Dataset.pool(c);
            assertEquals(Dataset.POOL_SIZE, a.size());
            for (int i = 0; i < a.size(); i++) {
                assertNull(Models.diff(a.get(i), b.get(i), 0), "pool differs between two calls at " + i);
                assertEquals(c.writerClass(), a.get(i).getClass());
                if (c.shape() != Shape.MEDIA) {
                    assertEquals(c.shape() == Shape.SKIP ? c.fields() + 1 : c.fields(), Models.fields(a.get(i).getClass()).size());
                }
            }
            Set<String> distinct = new HashSet<>();
            for (Object o : a) {
                distinct.add(fingerprint(o));
                checkRanges(c, o);
            }
            assertEquals(Dataset.POOL_SIZE, distinct.size(), "pool inputs must be distinct");
        }));
    }

    @org.junit.jupiter.api.Test
    void intsAreMostlyEightDigits() {
        long eight = Dataset.pool(new Case(Shape.INT, 10)).stream()
                .flatMap(o -> Models.fields(o.getClass()).stream().map(f -> (Integer) Models.get(o, f.getName())))
                .filter(v -> v >= 10_000_000).count();
        assertTrue(eight > 0.7 * 640, "expected mostly 8-digit ints, got " + eight + " of 640");
    }

    @org.junit.jupiter.api.Test
    void generatorIsPinned() {
        // SplittableRandom's sequence is fixed by its specification, so these are the same on
        // every JDK and machine; a change of seed or generator changes every published number
        Ints1 first = (Ints1) Dataset.pool(new Case(Shape.INT, 1)).get(0);
        Ints1 second = (Ints1) Dataset.pool(new Case(Shape.INT, 1)).get(1);
        assertEquals(1_755_988, first.field1);
        assertEquals(17_046_709, second.field1);
    }

    private static String fingerprint(Object o) {
        StringBuilder sb = new StringBuilder();
        walk(o, sb);
        return sb.toString();
    }

    private static void walk(Object o, StringBuilder sb) {
        if (o == null) {
            sb.append("null,");
        } else if (o.getClass().isArray()) {
            for (int i = 0; i < Array.getLength(o); i++) {
                walk(Array.get(o, i), sb);
            }
        } else if (o instanceof List<?> l) {
            l.forEach(x -> walk(x, sb));
        } else if (Models.isModel(o.getClass())) {
            Models.fields(o.getClass()).forEach(f -> walk(Models.get(o, f.getName()), sb));
        } else {
            sb.append(o).append(',');
        }
    }

    private static void checkRanges(Case c, Object o) {
        if (c.shape() == Shape.MEDIA) {
            MediaContent m = (MediaContent) o;
            assertTrue(m.images.size() >= 1 && m.images.size() <= 4);
            assertTrue(m.media.persons.size() <= 4);
            return;
        }
        for (var f : Models.fields(o.getClass())) {
            Object v = Models.get(o, f.getName());
            switch (c.shape()) {
                case INT -> assertTrue((Integer) v >= 0 && (Integer) v < Dataset.INT_BOUND);
                case DOUBLE -> {
                    assertTrue((Double) v >= 0 && (Double) v < Dataset.DOUBLE_BOUND);
                    assertTrue(significantDigits((Double) v) <= c.digits(), v + " has more than " + c.digits() + " digits");
                }
                case OBJECT -> assertShort((String) v);
                case STRING -> assertEquals(c.length(), ((String) v).length());
                case LIST_INT -> assertEquals(c.length(), ((int[]) v).length);
                case LIST_DOUBLE -> {
                    assertEquals(c.length(), ((double[]) v).length);
                    for (double d : (double[]) v) {
                        assertTrue(significantDigits(d) <= c.digits(), d + " has more than " + c.digits() + " digits");
                    }
                }
                case LIST_OBJECT -> {
                    List<?> items = (List<?>) v;
                    assertEquals(c.length(), items.size());
                    items.forEach(i -> assertShort(((Item) i).field1));
                }
                case SKIP -> {
                    if (f.getName().equals("keep")) {
                        assertShort((String) v);
                    } else {
                        Nested n = (Nested) v;
                        assertEquals(c.length(), n.names.size());
                        n.names.forEach(DatasetTest::assertShort);
                    }
                }
            }
        }
    }

    /** Significant digits of the shortest decimal that reads back as {@code v}. */
    static int significantDigits(double v) {
        return new java.math.BigDecimal(Double.toString(v)).stripTrailingZeros().precision();
    }

    @org.junit.jupiter.api.Test
    void eightDigitDoublesAreTheFullOnesRounded() {
        for (Shape s : List.of(Shape.DOUBLE, Shape.LIST_DOUBLE)) {
            Case full = new Case(s, 10);
            List<Object> a = Dataset.pool(full);
            List<Object> b = Dataset.pool(full.withDigits(8));
            int eightDigits = 0;
            int longDigits = 0;
            int total = 0;
            for (int i = 0; i < a.size(); i++) {
                double[] x = doubles(a.get(i));
                double[] y = doubles(b.get(i));
                for (int j = 0; j < x.length; j++) {
                    assertEquals(new java.math.BigDecimal(x[j]).round(new java.math.MathContext(8)).doubleValue(), y[j]);
                    longDigits += significantDigits(x[j]) >= 15 ? 1 : 0;
                    eightDigits += significantDigits(y[j]) == 8 ? 1 : 0;
                    total++;
                }
            }
            assertTrue(eightDigits > 0.8 * total, s + ": expected mostly 8 significant digits, got " + eightDigits + " of " + total);
            assertTrue(longDigits > 0.95 * total, s + ": expected mostly 15-17 digits at full precision, got " + longDigits + " of " + total);
        }
    }

    private static double[] doubles(Object o) {
        return Models.fields(o.getClass()).stream().flatMapToDouble(f -> {
            Object v = Models.get(o, f.getName());
            return v instanceof double[] a ? java.util.Arrays.stream(a) : java.util.stream.DoubleStream.of((Double) v);
        }).toArray();
    }

    @org.junit.jupiter.api.Test
    void mediaPoolVariesEveryOptionalFieldAndEnum() {
        List<MediaContent> pool = Dataset.pool(new Case(Shape.MEDIA, 1)).stream().map(MediaContent.class::cast).toList();
        assertTrue(pool.stream().anyMatch(m -> m.media.title == null) && pool.stream().anyMatch(m -> m.media.title != null));
        assertTrue(pool.stream().anyMatch(m -> m.media.bitrate == null) && pool.stream().anyMatch(m -> m.media.bitrate != null));
        assertTrue(pool.stream().anyMatch(m -> m.media.copyright == null) && pool.stream().anyMatch(m -> m.media.copyright != null));
        assertTrue(pool.stream().anyMatch(m -> m.media.persons.isEmpty()));
        assertTrue(pool.stream().anyMatch(m -> m.media.size > Integer.MAX_VALUE), "some size needs a long");
        assertEquals(Set.of(Player.values()), pool.stream().map(m -> m.media.player).collect(java.util.stream.Collectors.toSet()));
        List<Image> images = pool.stream().flatMap(m -> m.images.stream()).toList();
        assertEquals(Set.of(ImageSize.values()), images.stream().map(i -> i.size).collect(java.util.stream.Collectors.toSet()));
        assertTrue(images.stream().anyMatch(i -> i.title == null) && images.stream().anyMatch(i -> i.title != null));
    }

    @org.junit.jupiter.api.Test
    void standardMediaIsTheJavaoneKeynote() {
        MediaContent m = Dataset.standardMedia();
        assertEquals("Javaone Keynote", m.media.title);
        assertEquals(List.of("Bill Gates", "Steve Jobs"), m.media.persons);
        assertEquals(2, m.images.size());
        assertEquals(ImageSize.LARGE, m.images.get(0).size);
        assertNull(m.media.copyright);
    }

    private static void assertShort(String s) {
        assertTrue(s.length() >= 1 && s.length() <= Dataset.SHORT_STRING_MAX, "short string out of range: " + s);
        assertTrue(s.chars().allMatch(Character::isLetterOrDigit), "not alphanumeric: " + s);
    }
}
