package io.serbench;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The layers and their one-way arrows (README, "Layout"), checked on the compiled classes of
 * src/main and src/jmh, which compile as one source set: this test, not the folders, keeps the
 * JMH side and the rest apart.
 *
 * <pre>
 * model ← codec ← bench (JMH classes) ← engine (plan, rounds, forks, resume) → runfolder ← report
 *                 ← hostile ← fuzz ← report    ← measure ← report
 * </pre>
 * The engine is the top: it runs benchmarks, writes the run folder and calls the reporter at the
 * end; nothing calls it. The reporter reads run folders and the published hostile table, never
 * the engine or the JMH classes.
 */
class ArchitectureTest {
    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.serbench");
    }

    @Test
    void topLevelPackagesHaveNoCycles() {
        slices().matching("io.serbench.(*)..").should().beFreeOfCycles().check(classes);
    }

    @Test
    void reportSubPackagesHaveNoCycles() {
        slices().matching("io.serbench.report.(*)..").should().beFreeOfCycles().allowEmptyShould(true).check(classes);
    }

    /**
     * The reporter's own layers (README, "Layout"): format ← data ← stats ← analysis ← csv/svg ←
     * md/html ← the commands in io.serbench.report itself. csv and svg do not use each other, nor
     * do md and html.
     */
    @Test
    void reportArrowsPointDown() {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("format").definedBy("io.serbench.report.format..")
                .layer("data").definedBy("io.serbench.report.data..")
                .layer("stats").definedBy("io.serbench.report.stats..")
                .layer("analysis").definedBy("io.serbench.report.analysis..")
                .layer("csv").definedBy("io.serbench.report.csv..")
                .layer("svg").definedBy("io.serbench.report.svg..")
                .layer("md").definedBy("io.serbench.report.md..")
                .layer("html").definedBy("io.serbench.report.html..")
                .layer("commands").definedBy("io.serbench.report")
                .whereLayer("commands").mayNotBeAccessedByAnyLayer()
                .whereLayer("md").mayOnlyBeAccessedByLayers("commands")
                .whereLayer("html").mayOnlyBeAccessedByLayers("commands")
                .whereLayer("csv").mayOnlyBeAccessedByLayers("md", "html", "commands")
                .whereLayer("svg").mayOnlyBeAccessedByLayers("md", "html", "commands")
                .whereLayer("analysis").mayOnlyBeAccessedByLayers("csv", "svg", "md", "html", "commands")
                .whereLayer("stats").mayOnlyBeAccessedByLayers("analysis", "csv", "svg", "md", "html", "commands")
                .whereLayer("data").mayOnlyBeAccessedByLayers("stats", "analysis", "csv", "svg", "md", "html", "commands")
                .whereLayer("format").mayOnlyBeAccessedByLayers("data", "stats", "analysis", "csv", "svg", "md", "html",
                        "commands")
                .check(classes);
    }

    @Test
    void everyArrowPointsDown() {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("model").definedBy("io.serbench.model..")
                .layer("codec").definedBy("io.serbench.codec..")
                .layer("bench").definedBy("io.serbench.bench..")
                .layer("runfolder").definedBy("io.serbench.runfolder..")
                .layer("hostile").definedBy("io.serbench.hostile..")
                .layer("fuzz").definedBy("io.serbench.fuzz..")
                .layer("measure").definedBy("io.serbench.measure..")
                .layer("report").definedBy("io.serbench.report..")
                .layer("engine").definedBy("io.serbench.engine..")
                .whereLayer("engine").mayNotBeAccessedByAnyLayer()
                .whereLayer("report").mayOnlyBeAccessedByLayers("engine")
                .whereLayer("measure").mayOnlyBeAccessedByLayers("report", "engine")
                .whereLayer("fuzz").mayOnlyBeAccessedByLayers("report", "engine")
                .whereLayer("hostile").mayOnlyBeAccessedByLayers("fuzz", "report", "engine")
                .whereLayer("bench").mayOnlyBeAccessedByLayers("engine")
                .whereLayer("runfolder").mayOnlyBeAccessedByLayers("bench", "hostile", "fuzz", "measure", "report", "engine")
                .whereLayer("codec").mayOnlyBeAccessedByLayers("bench", "runfolder", "hostile", "fuzz", "measure", "report", "engine")
                .whereLayer("model").mayOnlyBeAccessedByLayers("codec", "bench", "runfolder", "hostile", "fuzz", "measure",
                        "report", "engine")
                .check(classes);
    }
}
