package io.serbench.report.data;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.serbench.runfolder.BadInputException;
import io.serbench.runfolder.InputFile;
import io.serbench.runfolder.SpeedIndex;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Which machine and day a run was measured on, and how fast that machine ran it, as the consensus
 * needs them to count independent runs (docs/METHODOLOGY.md, "Independent runs").
 *
 * <p>The boot id and day come from {@code run.json}'s {@code machineIdentity}; a run made before
 * the engine recorded it has no boot id and takes its day from the environment's start date, so
 * two such runs of one family on one day count as one sitting (nothing shows they are not). The
 * speed index is {@link SpeedIndex}'s, computed here from the run's round files against the
 * committed reference of its family and JDK, so runs made before the engine wrote it get it too.
 *
 * @param bootId the boot id of the machine, null when not recorded
 * @param day    the UTC day the run started (yyyy-mm-dd), null when unknown
 * @param speed  the absolute speed index (NaN without a reference for its family and JDK)
 */
public record RunIdentity(String bootId, String day, SpeedIndex.Index speed) {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** True when the two runs may count as independent: another day, or two different recorded boots. */
    public boolean independentOf(RunIdentity other) {
        boolean otherDay = day != null && other.day != null && !day.equals(other.day);
        boolean otherBoot = bootId != null && other.bootId != null && !bootId.equals(other.bootId);
        return otherDay || otherBoot;
    }

    /** The boot id's first 8 characters, as the pages show it, or "-". */
    public String shortBoot() {
        return bootId == null ? "-" : bootId.substring(0, Math.min(8, bootId.length()));
    }

    /**
     * The identity of a run from its folders' {@code run.json} files (the run's and its shards':
     * the first boot and day recorded), its start date when none is, and its round files.
     */
    public static RunIdentity read(Iterable<Path> folders, String startDate, List<Path> roundFiles, String hostFamily, int jdk)
            throws BadInputException {
        String boot = null;
        String day = null;
        for (Path folder : folders) {
            Path file = folder.resolve("run.json");
            if (!Files.isRegularFile(file)) {
                continue;
            }
            JsonNode id;
            try {
                id = JSON.readTree(file.toFile()).path("machineIdentity");
            } catch (IOException e) {
                throw new BadInputException(file + " is not readable JSON: " + e.getMessage());
            }
            if (boot == null && id.hasNonNull("bootId")) {
                boot = id.get("bootId").asText();
            }
            if (day == null && id.hasNonNull("day")) {
                day = id.get("day").asText();
            }
        }
        if (day == null && startDate != null && startDate.matches("\\d{4}-\\d{2}-\\d{2}.*")) {
            day = startDate.substring(0, 10);
        }
        List<JsonNode> results = new ArrayList<>();
        for (Path f : roundFiles) {
            try {
                JSON.readTree(InputFile.readText(f)).forEach(results::add);
            } catch (IOException e) {
                throw new BadInputException(f + " is not readable JSON: " + e.getMessage());
            }
        }
        return new RunIdentity(boot, day, SpeedIndex.of(SpeedIndex.baselineNs(results), hostFamily, jdk));
    }
}
