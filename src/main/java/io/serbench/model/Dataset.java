package io.serbench.model;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The one seeded source of scenario data. Every library's inputs are converted from these
 * pools, so every library sees the same logical values, on every run and every machine.
 * SplittableRandom's sequence for a given seed is fixed by its specification.
 */
public final class Dataset {
    /** Inputs per pool; benchmarks cycle through them with {@code index & (POOL_SIZE - 1)}. */
    public static final int POOL_SIZE = 64;
    public static final long SEED = 20170401L;

    /** int values: 1 to 8 digits, mostly 8, as in the article. */
    public static final int INT_BOUND = 61_415_923;
    public static final double DOUBLE_BOUND = 100.0;
    public static final int SHORT_STRING_MAX = 10;
    public static final int LONG_STRING_LENGTH = 160;
    public static final int LIST_LENGTH = 16;
    public static final int SKIP_NAMES = 5;

    private static final char[] ALPHANUMERIC =
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".toCharArray();

    private Dataset() {
    }

    /** 64 distinct canonical instances of the case's writer class, always the same ones. */
    public static List<Object> pool(Case c) {
        SplittableRandom rnd = new SplittableRandom(SEED + 1_000L * c.shape().ordinal() + c.fields());
        List<Object> pool = new ArrayList<>(POOL_SIZE);
        for (int i = 0; i < POOL_SIZE; i++) {
            pool.add(instance(c.shape(), c.writerClass(), rnd));
        }
        return Collections.unmodifiableList(pool);
    }

    private static Object instance(Shape shape, Class<?> type, SplittableRandom rnd) {
        Object o = Models.newInstance(type);
        for (Field f : Models.fields(type)) {
            Models.set(o, f.getName(), value(shape, f.getName(), rnd));
        }
        return o;
    }

    private static Object value(Shape shape, String field, SplittableRandom rnd) {
        switch (shape) {
            case INT:
                return rnd.nextInt(INT_BOUND);
            case DOUBLE:
                return nextDouble(rnd);
            case OBJECT:
                return shortString(rnd);
            case STRING:
                return string(rnd, LONG_STRING_LENGTH);
            case LIST_INT: {
                int[] a = new int[LIST_LENGTH];
                for (int i = 0; i < a.length; i++) {
                    a[i] = rnd.nextInt(INT_BOUND);
                }
                return a;
            }
            case LIST_DOUBLE: {
                double[] a = new double[LIST_LENGTH];
                for (int i = 0; i < a.length; i++) {
                    a[i] = nextDouble(rnd);
                }
                return a;
            }
            case LIST_OBJECT: {
                List<Item> items = new ArrayList<>(LIST_LENGTH);
                for (int i = 0; i < LIST_LENGTH; i++) {
                    Item item = new Item();
                    item.field1 = shortString(rnd);
                    items.add(item);
                }
                return items;
            }
            case SKIP: {
                if (field.equals("keep")) {
                    return shortString(rnd);
                }
                Nested n = new Nested();
                List<String> names = new ArrayList<>(SKIP_NAMES);
                for (int i = 0; i < SKIP_NAMES; i++) {
                    names.add(shortString(rnd));
                }
                n.names = names;
                n.value = rnd.nextInt(INT_BOUND);
                return n;
            }
            default:
                throw new IllegalArgumentException(shape.toString());
        }
    }

    /** Uniform in [0, 100): 15-17 significant digits, the hard case for decimal text. */
    private static double nextDouble(SplittableRandom rnd) {
        return rnd.nextDouble() * DOUBLE_BOUND;
    }

    private static String shortString(SplittableRandom rnd) {
        return string(rnd, 1 + rnd.nextInt(SHORT_STRING_MAX));
    }

    private static String string(SplittableRandom rnd, int length) {
        char[] c = new char[length];
        for (int i = 0; i < length; i++) {
            c[i] = ALPHANUMERIC[rnd.nextInt(ALPHANUMERIC.length)];
        }
        return new String(c);
    }
}
