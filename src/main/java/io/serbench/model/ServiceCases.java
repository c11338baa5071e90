package io.serbench.model;

import java.util.List;

/**
 * The cases the service-conditions benchmarks run (cold start, warm-up, threads): media, the
 * realistic object, and double at fields=10 with full-precision doubles, the extreme shape that
 * every library id runs (the double-format variants run nothing else), so every id has a row.
 */
public final class ServiceCases {
    private ServiceCases() {
    }

    public static final Case MEDIA = new Case(Shape.MEDIA, Shape.MEDIA.fields.get(0));
    public static final Case DOUBLE_10 = new Case(Shape.DOUBLE, 10);

    public static final List<Case> ALL = List.of(MEDIA, DOUBLE_10);
}
