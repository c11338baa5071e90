package io.serbench.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.serbench.runfolder.BadInputException;
import io.serbench.runfolder.EnvironmentFile;
import io.serbench.runfolder.InputFile;
import io.serbench.runfolder.RoundFileNames;
import io.serbench.runfolder.SpeedIndex;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Stream;

/**
 * Writes a host family's speed reference ({@link SpeedIndex}) from its first published runs with a
 * full CPU record (the family id comes from the record): per
 * cell, the geometric mean over runs of each run's Jackson ns/op (itself the geometric mean over
 * its rounds). Every run must name the same host family, JDK and Jackson version; only cells
 * every run measured are kept. Prints the CSV lines; the reference file is appended by hand once
 * per family and JDK, and never changed afterwards (that is what makes the index absolute).
 */
public final class SpeedReference {
    private static final ObjectMapper JSON = new ObjectMapper();

    private SpeedReference() {
    }

    /** The reference of the given run folders. */
    public static SpeedIndex.Reference of(List<Path> runs) throws IOException, BadInputException {
        String family = null;
        String jackson = null;
        int jdk = -1;
        List<Map<String, Double>> perRun = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (Path run : runs) {
            Properties env = new Properties();
            try (var in = Files.newBufferedReader(run.resolve(EnvironmentFile.FILE_NAME))) {
                env.load(in);
            }
            String f = env.getProperty("host.id");
            int j = Integer.parseInt(env.getProperty(EnvironmentFile.JAVA_VERSION).split("[.+]")[0]);
            String v = env.getProperty("version.jackson");
            if (family == null) {
                family = f;
                jdk = j;
                jackson = v;
            } else if (!family.equals(f) || jdk != j || !jackson.equals(v)) {
                throw new BadInputException(run + ": " + f + ", JDK " + j + ", jackson " + v
                        + " differs from the first run's " + family + ", JDK " + jdk + ", jackson " + jackson);
            }
            List<JsonNode> results = new ArrayList<>();
            try (Stream<Path> files = Files.list(run)) {
                for (Path file : files.filter(RoundFileNames::isRound).sorted().toList()) {
                    JSON.readTree(InputFile.readText(file)).forEach(results::add);
                }
            }
            perRun.add(SpeedIndex.baselineNs(results));
            names.add(run.getFileName().toString());
        }
        Map<String, Double> ns = new LinkedHashMap<>();
        for (String cell : perRun.get(0).keySet()) {
            if (perRun.stream().allMatch(m -> m.containsKey(cell))) {
                ns.put(cell, Math.exp(perRun.stream().mapToDouble(m -> Math.log(m.get(cell))).average().orElseThrow()));
            }
        }
        return new SpeedIndex.Reference(family, jdk, jackson, ns, String.join(" ", names));
    }

    /** {@code SpeedReference RUN_DIR...}: prints the reference's CSV lines. */
    public static void main(String[] args) throws Exception {
        List<Path> runs = Stream.of(args).map(Path::of).toList();
        if (runs.isEmpty()) {
            System.err.println("serbench speed-reference: name the run folders of one host family and JDK");
            System.exit(2);
        }
        try {
            SpeedIndex.csv(SpeedReference.of(runs)).forEach(System.out::println);
        } catch (BadInputException e) {
            System.err.println("serbench speed-reference: " + e.getMessage());
            System.exit(2);
        }
    }
}
