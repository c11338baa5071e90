package io.serbench.model;

import java.lang.reflect.Field;
import java.math.BigDecimal;
import java.math.MathContext;
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
            pool.add(c.shape() == Shape.MEDIA ? media(rnd) : instance(c, rnd));
        }
        return Collections.unmodifiableList(pool);
    }

    private static Object instance(Case c, SplittableRandom rnd) {
        Object o = Models.newInstance(c.writerClass());
        for (Field f : Models.fields(c.writerClass())) {
            Models.set(o, f.getName(), value(c, f.getName(), rnd));
        }
        return o;
    }

    private static Object value(Case c, String field, SplittableRandom rnd) {
        switch (c.shape()) {
            case INT:
                return rnd.nextInt(INT_BOUND);
            case DOUBLE:
                return nextDouble(rnd, c.digits());
            case OBJECT:
                return shortString(rnd);
            case STRING:
                return string(rnd, c.length());
            case LIST_INT: {
                int[] a = new int[c.length()];
                for (int i = 0; i < a.length; i++) {
                    a[i] = rnd.nextInt(INT_BOUND);
                }
                return a;
            }
            case LIST_DOUBLE: {
                double[] a = new double[c.length()];
                for (int i = 0; i < a.length; i++) {
                    a[i] = nextDouble(rnd, c.digits());
                }
                return a;
            }
            case LIST_OBJECT: {
                List<Item> items = new ArrayList<>(c.length());
                for (int i = 0; i < c.length(); i++) {
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
                List<String> names = new ArrayList<>(c.length());
                for (int i = 0; i < c.length(); i++) {
                    names.add(shortString(rnd));
                }
                n.names = names;
                n.value = rnd.nextInt(INT_BOUND);
                return n;
            }
            default:
                throw new IllegalArgumentException(c.toString());
        }
    }

    /**
     * Uniform in [0, 100). At full precision the value as drawn: 15-17 significant digits, the
     * hard case for decimal text. With fewer digits, the same draw rounded half-even to that many
     * significant digits (8 gives the article's kind, 31.415926), so the pools of every digits
     * value hold the same numbers, only shorter.
     */
    static double nextDouble(SplittableRandom rnd, int digits) {
        double v = rnd.nextDouble() * DOUBLE_BOUND;
        return digits >= Shape.FULL_DIGITS ? v : new BigDecimal(v).round(new MathContext(digits)).doubleValue();
    }

    // ---------------------------------------------------------------- media

    private static final String[] FORMATS = {"video/mpg4", "video/mp4", "video/webm", "video/quicktime", "audio/mpeg"};

    /**
     * A varied MediaContent: every optional field absent in some instances (title 1 in 4,
     * bitrate 1 in 4, copyright 1 in 2), 0-4 persons, 1-4 images, sizes beyond int range in
     * some, both values of each enum.
     */
    private static MediaContent media(SplittableRandom rnd) {
        Media m = new Media();
        m.uri = "http://" + lower(rnd, 4, 12) + ".com/" + lower(rnd, 3, 20) + ".mpg";
        m.title = rnd.nextInt(4) == 0 ? null : words(rnd, 1 + rnd.nextInt(4));
        m.width = 160 + rnd.nextInt(3_681);
        m.height = 120 + rnd.nextInt(2_041);
        m.format = FORMATS[rnd.nextInt(FORMATS.length)];
        m.duration = rnd.nextLong(1_000L, 18_000_000L);
        m.size = rnd.nextLong(10_000L, 8_000_000_000L);
        m.bitrate = rnd.nextInt(4) == 0 ? null : 64_000 + rnd.nextInt(20_000_000);
        int persons = rnd.nextInt(5);
        m.persons = new ArrayList<>(persons);
        for (int i = 0; i < persons; i++) {
            m.persons.add(words(rnd, 2));
        }
        m.player = rnd.nextBoolean() ? Player.JAVA : Player.FLASH;
        m.copyright = rnd.nextBoolean() ? null : "(c) " + (1990 + rnd.nextInt(37)) + " " + words(rnd, 1 + rnd.nextInt(3));
        MediaContent c = new MediaContent();
        c.media = m;
        int images = 1 + rnd.nextInt(4);
        c.images = new ArrayList<>(images);
        for (int i = 0; i < images; i++) {
            Image img = new Image();
            img.uri = "http://" + lower(rnd, 4, 12) + ".com/" + lower(rnd, 3, 20) + ".jpg";
            img.title = rnd.nextInt(4) == 0 ? null : words(rnd, 1 + rnd.nextInt(4));
            img.width = 16 + rnd.nextInt(4_081);
            img.height = 16 + rnd.nextInt(3_057);
            img.size = rnd.nextBoolean() ? ImageSize.SMALL : ImageSize.LARGE;
            c.images.add(img);
        }
        return c;
    }

    /**
     * The one MediaContent jvm-serializers' published tables measured (its values are public
     * facts of that benchmark: the "Javaone Keynote" media with two images), for the "2011 vs now"
     * comparison of bytes. Not in the pool: the pool's instances vary, as real traffic does.
     */
    public static MediaContent standardMedia() {
        Media m = new Media();
        m.uri = "http://javaone.com/keynote.mpg";
        m.title = "Javaone Keynote";
        m.width = 640;
        m.height = 480;
        m.format = "video/mpg4";
        m.duration = 18_000_000L;
        m.size = 58_982_400L;
        m.bitrate = 262_144;
        m.persons = new ArrayList<>(List.of("Bill Gates", "Steve Jobs"));
        m.player = Player.JAVA;
        m.copyright = null;
        MediaContent c = new MediaContent();
        c.media = m;
        c.images = new ArrayList<>(List.of(
                image("http://javaone.com/keynote_large.jpg", "Javaone Keynote", 1024, 768, ImageSize.LARGE),
                image("http://javaone.com/keynote_small.jpg", "Javaone Keynote", 320, 240, ImageSize.SMALL)));
        return c;
    }

    /**
     * The one MediaContent Apache Fory's Java benchmarks time as MEDIA_CONTENT (its
     * {@code MediaContent.populate} without circular references, the published rows'
     * {@code references=false}), in the canonical classes, for the probe that compares it with the
     * pool (docs/EXTERNAL-FIGURES.md, rows A2 and A7). The pool's strings are ASCII; here the
     * format and one image title end in a non-Latin-1 character (U+1234). Three images and a
     * copyright; their media has no title and no bitrate ({@code hasBitrate} false): absent here.
     */
    public static MediaContent foryBenchmarkMedia() {
        Media m = new Media();
        m.uri = "http://javaone.com/keynote.ogg";
        m.title = null;
        m.width = 641;
        m.height = 481;
        m.format = "video/theora\u1234";
        m.duration = 18_000_001L;
        m.size = 58_982_401L;
        m.bitrate = null;
        m.persons = new ArrayList<>(List.of("Bill Gates, Jr.", "Steven Jobs"));
        m.player = Player.FLASH;
        m.copyright = "Copyright (c) 2009, Scooby Dooby Doo";
        MediaContent c = new MediaContent();
        c.media = m;
        c.images = new ArrayList<>(List.of(
                image("http://javaone.com/keynote_huge.jpg", "Javaone Keynote\u1234", 32_000, 24_000, ImageSize.LARGE),
                image("http://javaone.com/keynote_large.jpg", null, 1024, 768, ImageSize.LARGE),
                image("http://javaone.com/keynote_small.jpg", null, 320, 240, ImageSize.SMALL)));
        return c;
    }

    private static Image image(String uri, String title, int width, int height, ImageSize size) {
        Image i = new Image();
        i.uri = uri;
        i.title = title;
        i.width = width;
        i.height = height;
        i.size = size;
        return i;
    }

    private static String lower(SplittableRandom rnd, int min, int max) {
        char[] c = new char[min + rnd.nextInt(max - min + 1)];
        for (int i = 0; i < c.length; i++) {
            c[i] = (char) ('a' + rnd.nextInt(26));
        }
        return new String(c);
    }

    /** Capitalized pseudo-words joined by spaces, e.g. "Qavel Morutin". */
    private static String words(SplittableRandom rnd, int n) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < n; i++) {
            String w = lower(rnd, 2, 9);
            b.append(i == 0 ? "" : " ").append(Character.toUpperCase(w.charAt(0))).append(w, 1, w.length());
        }
        return b.toString();
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
