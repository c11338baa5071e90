package io.serbench.runfolder;

import java.nio.file.Path;
import java.util.Locale;

/**
 * The files of a preset-check folder, written by {@code engine.PresetCheck} and read by
 * {@code report.PresetCheckReport}: {@value #DRAW} (the seed, both arms' settings and the drawn
 * ratios, written before any fork), then one JMH JSON array per ratio and arm. Every result in an
 * arm file carries {@value #TAG}: its arm, its ratio's index and its slot (which fork of the arm).
 */
public final class PresetCheckFiles {
    /** The draw and the settings; its presence is what makes a folder a preset check. */
    public static final String DRAW = "preset-check.json";
    /** The value of {@code kind} in {@value #DRAW}. */
    public static final String KIND = "preset-check";
    /** The suffix of a preset-check folder's name. */
    public static final String FOLDER_SUFFIX = "-" + KIND;
    /** The field of a JMH result that says where it belongs. */
    public static final String TAG = "presetCheck";
    public static final String ENGINE = "engine";
    public static final String CAREFUL = "careful";
    /** Slots: Jackson before and after the library in the engine arm; Jackson then the library in the careful arm. */
    public static final String BASELINE_BEFORE = "baseline-before";
    public static final String BASELINE_AFTER = "baseline-after";
    public static final String BASELINE = "baseline";
    public static final String LIBRARY = "library";
    /** The report's outputs. */
    public static final String REPORT_MD = "PRESET-CHECK.md";
    public static final String REPORT_CSV = "preset-check.csv";
    /** The comparison of two preset checks (e.g. with and without real-time priority), in the first folder. */
    public static final String AB_MD = "PRESET-CHECK-AB.md";

    private PresetCheckFiles() {
    }

    /** {@code ratio-07-engine.json}: one arm of one ratio (1-based). */
    public static Path arm(Path dir, int ratio, String arm) {
        return dir.resolve(String.format(Locale.ROOT, "ratio-%02d-%s.json", ratio, arm));
    }
}
