package io.serbench.report.data;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.serbench.runfolder.BadInputException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What a run folder's {@code run.json} says of the machine while its cells ran: CPU steal as a
 * share of every tick, and the one-minute load average (mean and highest of the samples taken
 * after each cell), summed over every round and shard folder. Runs made before the engine recorded
 * it give {@link #NONE}.
 */
public record MachineRecord(long ticks, long stealTicks, int loadSamples, double loadSum, double loadMax) {
    public static final MachineRecord NONE = new MachineRecord(0, 0, 0, 0, Double.NaN);
    private static final ObjectMapper JSON = new ObjectMapper();

    public boolean recorded() {
        return ticks > 0;
    }

    /** Steal in percent of every CPU tick, NaN when not recorded. */
    public double stealPercent() {
        return ticks == 0 ? Double.NaN : 100.0 * stealTicks / ticks;
    }

    public double loadMean() {
        return loadSamples == 0 ? Double.NaN : loadSum / loadSamples;
    }

    MachineRecord plus(MachineRecord o) {
        double max = Double.isNaN(loadMax) ? o.loadMax : Double.isNaN(o.loadMax) ? loadMax : Math.max(loadMax, o.loadMax);
        return new MachineRecord(ticks + o.ticks, stealTicks + o.stealTicks, loadSamples + o.loadSamples, loadSum + o.loadSum, max);
    }

    /** The machine record of the {@code run.json} files in these folders (a run's folder and its shards'). */
    public static MachineRecord read(Iterable<Path> folders) throws BadInputException {
        MachineRecord total = NONE;
        for (Path folder : folders) {
            Path file = folder.resolve("run.json");
            if (!Files.isRegularFile(file)) {
                continue;
            }
            JsonNode root;
            try {
                root = JSON.readTree(file.toFile());
            } catch (IOException e) {
                throw new BadInputException(file + " is not readable JSON: " + e.getMessage());
            }
            for (JsonNode round : root.path("rounds")) {
                JsonNode m = round.path("machine");
                if (m.isObject()) {
                    total = total.plus(new MachineRecord(m.path("ticks").asLong(), m.path("stealTicks").asLong(),
                            m.path("loadSamples").asInt(), m.path("loadSum").asDouble(),
                            m.path("loadSamples").asInt() == 0 ? Double.NaN : m.path("loadMax").asDouble()));
                }
            }
        }
        return total;
    }
}
