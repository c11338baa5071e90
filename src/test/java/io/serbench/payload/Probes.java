package io.serbench.payload;

import java.io.Serializable;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Supplier;

/**
 * The type-support matrix's probe classes: one per feature that real DTOs contain, each with a
 * few instances, built in Java (not read from JSON, so no library's reader decides what they
 * hold). Collections are the mutable ones a JSON reader produces. Compiled without
 * {@code -parameters}, as most builds compile DTOs, and {@link Serializable}, as many DTOs are,
 * so that Java's own serialization shows what it does with each feature.
 */
public final class Probes implements Supplier<List<TypeSupport.Probe>> {
    @Override
    public List<TypeSupport.Probe> get() {
        List<TypeSupport.Probe> p = new ArrayList<>();
        p.add(probe("record", RecordProbe.class, new RecordProbe("a", 1, list("x", "y")), new RecordProbe("b", -7, list())));
        p.add(probe("enum", EnumProbe.class, EnumProbe.of(Color.RED), EnumProbe.of(Color.BLUE)));
        p.add(probe("Optional", OptionalProbe.class, OptionalProbe.of("nick", 42), OptionalProbe.of(null, null)));
        p.add(probe("Instant", InstantProbe.class, InstantProbe.of(Instant.ofEpochSecond(1_700_000_000L, 123_456_789)),
                InstantProbe.of(Instant.ofEpochSecond(-86_400L, 1))));
        p.add(probe("LocalDate", LocalDateProbe.class, LocalDateProbe.of(LocalDate.of(2024, 2, 29)), LocalDateProbe.of(LocalDate.of(1969, 12, 31))));
        p.add(probe("OffsetDateTime", OffsetDateTimeProbe.class,
                OffsetDateTimeProbe.of(OffsetDateTime.of(2024, 5, 6, 7, 8, 9, 123_000_000, ZoneOffset.ofHours(2))),
                OffsetDateTimeProbe.of(OffsetDateTime.of(1999, 12, 31, 23, 59, 59, 0, ZoneOffset.UTC))));
        p.add(probe("BigDecimal", BigDecimalProbe.class, BigDecimalProbe.of(new BigDecimal("12345678901234567890.0123456789")),
                BigDecimalProbe.of(new BigDecimal("1.10"))));
        p.add(probe("BigInteger", BigIntegerProbe.class, BigIntegerProbe.of(new BigInteger("123456789012345678901234567890")),
                BigIntegerProbe.of(BigInteger.valueOf(-5))));
        p.add(probe("UUID", UuidProbe.class, UuidProbe.of(UUID.fromString("0f8fad5b-d9cb-469f-a165-70867728950e")),
                UuidProbe.of(new UUID(0, 1))));
        p.add(probe("byte[]", BytesProbe.class, BytesProbe.of(new byte[]{0, 1, -1, 127, -128}), BytesProbe.of(new byte[0])));
        p.add(probe("Map<String,Object>", MapProbe.class, MapProbe.sample(), MapProbe.of(new LinkedHashMap<>())));
        p.add(probe("nested generics", GenericsProbe.class, GenericsProbe.sample(), new GenericsProbe()));
        p.add(probe("inherited fields", Dog.class, Dog.of("rex", 3), Dog.of("fido", 0)));
        p.add(probe("interface field", ShapeHolder.class, ShapeHolder.of(new Circle(1.5)), ShapeHolder.of(new Square(2))));
        p.add(probe("null fields", NullsProbe.class, new NullsProbe(), NullsProbe.full()));
        p.add(probe("final fields, no setters", FinalProbe.class, new FinalProbe("a", 1), new FinalProbe("b", 2)));
        p.add(probe("getters only", GettersOnlyProbe.class, GettersOnlyProbe.of("a", 1), GettersOnlyProbe.of("b", 2)));
        return p;
    }

    private static TypeSupport.Probe probe(String feature, Class<?> type, Object... samples) {
        return new TypeSupport.Probe(feature, type, List.of(samples));
    }

    @SafeVarargs
    private static <T> List<T> list(T... items) {
        return new ArrayList<>(List.of(items));
    }

    public record RecordProbe(String name, int count, List<String> tags) implements Serializable {
    }

    public enum Color { RED, GREEN, BLUE }

    public static class EnumProbe implements Serializable {
        public int id;
        public Color color;

        static EnumProbe of(Color c) {
            EnumProbe p = new EnumProbe();
            p.id = c.ordinal() + 10;
            p.color = c;
            return p;
        }
    }

    public static class OptionalProbe implements Serializable {
        public Optional<String> nickname = Optional.empty();
        public Optional<Integer> age = Optional.empty();

        static OptionalProbe of(String nickname, Integer age) {
            OptionalProbe p = new OptionalProbe();
            p.nickname = Optional.ofNullable(nickname);
            p.age = Optional.ofNullable(age);
            return p;
        }
    }

    public static class InstantProbe implements Serializable {
        public Instant at;

        static InstantProbe of(Instant v) {
            InstantProbe p = new InstantProbe();
            p.at = v;
            return p;
        }
    }

    public static class LocalDateProbe implements Serializable {
        public LocalDate day;

        static LocalDateProbe of(LocalDate v) {
            LocalDateProbe p = new LocalDateProbe();
            p.day = v;
            return p;
        }
    }

    public static class OffsetDateTimeProbe implements Serializable {
        public OffsetDateTime when;

        static OffsetDateTimeProbe of(OffsetDateTime v) {
            OffsetDateTimeProbe p = new OffsetDateTimeProbe();
            p.when = v;
            return p;
        }
    }

    public static class BigDecimalProbe implements Serializable {
        public BigDecimal amount;

        static BigDecimalProbe of(BigDecimal v) {
            BigDecimalProbe p = new BigDecimalProbe();
            p.amount = v;
            return p;
        }
    }

    public static class BigIntegerProbe implements Serializable {
        public BigInteger big;

        static BigIntegerProbe of(BigInteger v) {
            BigIntegerProbe p = new BigIntegerProbe();
            p.big = v;
            return p;
        }
    }

    public static class UuidProbe implements Serializable {
        public UUID id;

        static UuidProbe of(UUID v) {
            UuidProbe p = new UuidProbe();
            p.id = v;
            return p;
        }
    }

    public static class BytesProbe implements Serializable {
        public byte[] data;

        static BytesProbe of(byte[] v) {
            BytesProbe p = new BytesProbe();
            p.data = v;
            return p;
        }
    }

    public static class MapProbe implements Serializable {
        public Map<String, Object> attributes;

        static MapProbe of(Map<String, Object> m) {
            MapProbe p = new MapProbe();
            p.attributes = m;
            return p;
        }

        static MapProbe sample() {
            Map<String, Object> inner = new LinkedHashMap<>();
            inner.put("k", "v");
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("text", "hello");
            m.put("count", 42);
            m.put("ratio", 0.25);
            m.put("flag", true);
            m.put("nested", inner);
            m.put("list", list("a", "b"));
            return of(m);
        }
    }

    public static class Item implements Serializable {
        public String name;
        public int qty;

        static Item of(String name, int qty) {
            Item i = new Item();
            i.name = name;
            i.qty = qty;
            return i;
        }
    }

    public static class GenericsProbe implements Serializable {
        public Map<String, List<Item>> groups = new LinkedHashMap<>();
        public List<Map<String, Integer>> rows = new ArrayList<>();

        static GenericsProbe sample() {
            GenericsProbe p = new GenericsProbe();
            p.groups.put("g1", list(Item.of("a", 1), Item.of("b", 2)));
            p.groups.put("g2", list());
            Map<String, Integer> row = new LinkedHashMap<>();
            row.put("x", 1);
            row.put("y", 2);
            p.rows.add(row);
            return p;
        }
    }

    public static class Animal implements Serializable {
        public String name;
    }

    public static class Dog extends Animal {
        public int barks;

        static Dog of(String name, int barks) {
            Dog d = new Dog();
            d.name = name;
            d.barks = barks;
            return d;
        }
    }

    public interface Shape extends Serializable {
    }

    public static class Circle implements Shape {
        public double radius;

        public Circle() {
        }

        Circle(double radius) {
            this.radius = radius;
        }
    }

    public static class Square implements Shape {
        public int side;

        public Square() {
        }

        Square(int side) {
            this.side = side;
        }
    }

    public static class ShapeHolder implements Serializable {
        public String label;
        public Shape shape;

        static ShapeHolder of(Shape s) {
            ShapeHolder h = new ShapeHolder();
            h.label = s.getClass().getSimpleName();
            h.shape = s;
            return h;
        }
    }

    public static class NullsProbe implements Serializable {
        public String text;
        public Integer boxed;
        public List<String> list;
        public Item item;
        public int[] numbers;

        static NullsProbe full() {
            NullsProbe p = new NullsProbe();
            p.text = "t";
            p.boxed = 5;
            p.list = list("x");
            p.item = Item.of("i", 1);
            p.numbers = new int[]{1, 2};
            return p;
        }
    }

    public static class FinalProbe implements Serializable {
        private final String name;
        private final int qty;

        public FinalProbe(String name, int qty) {
            this.name = name;
            this.qty = qty;
        }

        public String getName() {
            return name;
        }

        public int getQty() {
            return qty;
        }
    }

    public static class GettersOnlyProbe implements Serializable {
        private String name;
        private int qty;

        public GettersOnlyProbe() {
        }

        static GettersOnlyProbe of(String name, int qty) {
            GettersOnlyProbe p = new GettersOnlyProbe();
            p.name = name;
            p.qty = qty;
            return p;
        }

        public String getName() {
            return name;
        }

        public int getQty() {
            return qty;
        }
    }
}
