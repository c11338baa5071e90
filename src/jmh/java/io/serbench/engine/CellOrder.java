package io.serbench.engine;

import io.serbench.codec.SupportMatrix;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The order of a cell's forks in one round: the baseline first, in the middle and last, every
 * other library (and noop) once in between, shuffled. A fixed order would confound a library
 * with its position (the machine drifts during a cell, and a library always run right after
 * Jackson shares Jackson's moment); bracketing makes the round's baseline the average of the
 * cell's start, middle and end. The shuffle is seeded by the run's seed, the round and the cell,
 * so a run's order can be rebuilt from its seed (and is recorded in run.json anyway).
 */
public final class CellOrder {
    private CellOrder() {
    }

    public static List<String> of(Cell cell, long seed, int round) {
        String baseline = SupportMatrix.BASELINE;
        List<String> others = new ArrayList<>();
        for (String id : cell.libraries()) {
            if (!id.equals(baseline) && !others.contains(id)) {
                others.add(id);
            }
        }
        // shuffle from a canonical order, so the same seed gives the same order however the cell lists its libraries
        others.sort(null);
        SplittableRandom random = new SplittableRandom(mix(seed, round, cell.key()));
        for (int i = others.size() - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            String t = others.get(i);
            others.set(i, others.get(j));
            others.set(j, t);
        }
        if (!cell.libraries().contains(baseline)) {
            return others;
        }
        int half = (others.size() + 1) / 2;
        List<String> order = new ArrayList<>(others.size() + 3);
        order.add(baseline);
        order.addAll(others.subList(0, half));
        order.add(baseline);
        order.addAll(others.subList(half, others.size()));
        order.add(baseline);
        return order;
    }

    /** One 64-bit seed from the run's seed, the round and the cell (String.hashCode is specified, so stable). */
    static long mix(long seed, int round, String cellKey) {
        long h = seed;
        h = h * 0x9E3779B97F4A7C15L + round;
        h = h * 0x9E3779B97F4A7C15L + cellKey.hashCode();
        return h ^ (h >>> 31);
    }
}
