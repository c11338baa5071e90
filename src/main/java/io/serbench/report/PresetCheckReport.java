package io.serbench.report;

import io.serbench.report.csv.PresetCheckCsv;
import io.serbench.report.data.PresetCheckRun;
import io.serbench.report.md.PresetCheckMarkdown;
import io.serbench.report.analysis.PresetBias;
import io.serbench.runfolder.BadInputException;
import io.serbench.runfolder.PresetCheckFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The report of a preset check ({@code engine.PresetCheck}): writes {@value PresetCheckFiles#REPORT_MD}
 * and {@value PresetCheckFiles#REPORT_CSV} into the folder. Given two folders (the same draw run
 * with and without {@code chrt -r 1}), it reports each and writes {@value PresetCheckFiles#AB_MD},
 * their comparison, into the first. Every folder is read and checked before anything is written:
 * bad input is one line on stderr and exit 1.
 *
 * <p>Run: {@code java -cp target/benchmarks.jar io.serbench.report.PresetCheckReport RUN_DIR [OTHER_RUN_DIR]}
 */
@Command(name = "serbench preset-check-report", mixinStandardHelpOptions = true,
        description = "Reports a preset check: the engine's preset against the careful plain-JMH reference.")
public final class PresetCheckReport extends ReportCommand {

    @Parameters(arity = "1..2", paramLabel = "FOLDER", description = "a preset-check folder; a second one to compare with")
    List<Path> folders = new ArrayList<>();

    PresetCheckReport(PrintWriter stdout, PrintWriter stderr) {
        super("serbench preset-check-report", 1, stdout, stderr);
    }

    public static void main(String... args) {
        System.exit(run(systemOut(), systemErr(), args));
    }

    public static int run(PrintWriter stdout, PrintWriter stderr, String... args) {
        return new PresetCheckReport(stdout, stderr).execute(args);
    }

    @Override
    int report() throws BadInputException, IOException {
        write(folders, stdout);
        return 0;
    }

    /** The Java API ({@code engine.PresetCheck} calls it at the end): one or two folders, exceptions instead of exit codes. */
    public static void write(List<Path> folders, PrintWriter log) throws BadInputException, IOException {
        List<PresetCheckRun> runs = new ArrayList<>();
        List<PresetBias> biases = new ArrayList<>();
        for (Path dir : folders) {
            PresetCheckRun run = PresetCheckRun.read(dir);
            if (run.pairs().isEmpty()) {
                throw new BadInputException(dir + " has no ratio measured in both arms yet (" + run.drawn()
                        + " drawn); continue it with io.serbench.engine.PresetCheck --resume");
            }
            runs.add(run);
            biases.add(PresetBias.of(run.pairs()));
        }
        if (runs.size() == 2 && runs.get(0).dir().toAbsolutePath().normalize().equals(runs.get(1).dir().toAbsolutePath().normalize())) {
            throw new BadInputException("the same folder twice: compare two preset checks");
        }
        for (int i = 0; i < runs.size(); i++) {
            PresetCheckRun run = runs.get(i);
            PresetBias bias = biases.get(i);
            Files.writeString(run.dir().resolve(PresetCheckFiles.REPORT_MD), PresetCheckMarkdown.render(run, bias), StandardCharsets.UTF_8);
            Files.writeString(run.dir().resolve(PresetCheckFiles.REPORT_CSV), PresetCheckCsv.render(bias), StandardCharsets.UTF_8);
            log.printf(Locale.ROOT, "serbench preset-check-report: %s: median d %+.4f over %d ratios; %s%n",
                    run.dir(), bias.medianD().median(), bias.ratios().size(), bias.verdict().sentence);
        }
        if (runs.size() == 2) {
            PresetBias.Comparison c = PresetBias.Comparison.of(biases.get(0), biases.get(1));
            Path ab = runs.get(0).dir().resolve(PresetCheckFiles.AB_MD);
            Files.writeString(ab, PresetCheckMarkdown.renderComparison(runs.get(0), runs.get(1), c), StandardCharsets.UTF_8);
            log.printf("serbench preset-check-report: wrote %s%n", ab);
        }
        log.flush();
    }
}
