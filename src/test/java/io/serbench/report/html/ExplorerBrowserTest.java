package io.serbench.report.html;

import io.serbench.codec.Family;
import io.serbench.codec.Library;
import io.serbench.codec.SupportMatrix;
import io.serbench.fuzz.FuzzTable;
import io.serbench.fuzz.SafetyRule;
import io.serbench.hostile.HostileTable;
import io.serbench.report.Report;
import io.serbench.report.csv.ConsensusCsv;
import io.serbench.report.stats.Intervals;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The explorer page in a real headless Chromium (Debian's {@code chromium} and
 * {@code chromium-driver}): pages built by {@code Report --explorer} from two hand-made run
 * folders, filters set through the UI, the keyboard and permalinks, and the DOM checked against
 * the runs' results.csv. With {@code CI=true} a missing browser fails; elsewhere the test is
 * skipped with a message on stderr.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ExplorerBrowserTest {
    /** Collects uncaught errors and console.error calls of every document, before the page's own script runs. */
    private static final String ERROR_HOOK = "window.__explorerErrors = [];"
            + "window.addEventListener('error', e => window.__explorerErrors.push(String(e.message)));"
            + "window.addEventListener('unhandledrejection', e => window.__explorerErrors.push(String(e.reason)));"
            + "const __ce = console.error; console.error = (...a) => { window.__explorerErrors.push(a.join(' ')); __ce(...a); };";

    /** The JDK 17 run's rerun intervals: its speedups ÷ and × this. */
    private static final double RERUN = 1.3;

    @TempDir
    static Path dir;
    private ChromeDriver driver;
    private Path single;
    private Path both;
    private Path serviceOnly;
    private Path withConsensus;
    private String consensusRun;

    @BeforeAll
    void start() throws IOException {
        Path chromium = onPath("chromium");
        Path chromedriver = onPath("chromedriver");
        if (chromium == null || chromedriver == null) {
            String missing = "no " + (chromium == null ? "chromium" : "chromedriver") + " on the PATH (Debian packages chromium and "
                    + "chromium-driver; .ci/run installs them)";
            if ("true".equals(System.getenv("CI"))) {
                fail("CI=true: the explorer's browser test must run, but there is " + missing);
            }
            System.err.println("\n*** SKIPPED: ExplorerBrowserTest did not run: " + missing + " ***\n");
            Assumptions.abort(missing);
        }
        Path run17 = HandMadeRuns.write(dir, "2026-01-01-jdk17", HandMadeRuns.withRerun(HandMadeRuns.RUN_17, RERUN),
                HandMadeRuns.SERVICE_17, "17.0.15");
        Path coldOnly = HandMadeRuns.write(dir, "2026-01-02-cold", null, HandMadeRuns.SERVICE_17, "17.0.15");
        report("--explorer", coldOnly.toString());
        serviceOnly = coldOnly.resolve(ExplorerPage.FILE_NAME);
        Path run25 = HandMadeRuns.write(dir, "2026-01-01-jdk25", HandMadeRuns.RUN_25, "25.0.3");
        report("--explorer", run17.toString());
        single = run17.resolve(ExplorerPage.FILE_NAME);
        both = dir.resolve("both").resolve(ExplorerPage.FILE_NAME);
        report("--explorer", run17.toString(), run25.toString(), "--out", both.getParent().toString());
        Path consensus = HandMadeRuns.writeConsensus(dir, "2026-01-03-jdk17/consensus-3-runs", HandMadeRuns.CONSENSUS);
        withConsensus = dir.resolve("with-consensus").resolve(ExplorerPage.FILE_NAME);
        report("--explorer", run17.toString(), consensus.toString(), "--out", withConsensus.getParent().toString());
        consensusRun = "2026-01-03-jdk17/consensus-3-runs · amd-epyc-zen3-kvm";

        ChromeOptions options = new ChromeOptions();
        options.setBinary(chromium.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1000,1200");
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(chromedriver.toFile()).build();
        driver = new ChromeDriver(service, options);
        driver.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", ERROR_HOOK));
    }

    @AfterAll
    void stop() {
        if (driver != null) {
            driver.quit();
        }
    }

    @AfterEach
    void noConsoleErrors() {
        Object errors = js("return window.__explorerErrors;");
        assertEquals(List.of(), errors, "console errors on " + driver.getCurrentUrl());
    }

    @Test
    void heatmapHoldsEveryResultWithTheCsvFigures() throws IOException {
        open(single, "");
        List<CSVRecord> csv = csv(HandMadeRuns.RUN_17);
        List<CSVRecord> libraries = csv.stream().filter(r -> !r.get("library").equals("noop")).toList();
        assertEquals(libraries.stream().map(r -> r.get("library")).distinct().sorted().toList(),
                attributes("#view tr[data-lib]", "data-lib").stream().sorted().toList(), "one heatmap row per library");
        assertTrue(driver.findElements(By.cssSelector("#view tr[data-lib='noop']")).isEmpty(), "the harness is not a library");
        for (CSVRecord r : libraries) {
            WebElement cell = driver.findElement(By.cssSelector("#view tr[data-lib='" + r.get("library") + "'] td[data-cell='"
                    + cellKey(r) + "']"));
            double speedup = Double.parseDouble(r.get("speedup"));
            assertEquals(speedup, Double.parseDouble(cell.getAttribute("data-speedup")), 0, r.toString());
            String marks = (isWide(r) ? "~" : "") + (Boolean.parseBoolean(r.get("host_sensitive")) ? "◇" : "");
            assertEquals(approx(r) + ratio(speedup) + marks, cell.getText(), r.get("library") + " " + cellKey(r));
        }
        assertTrue(driver.findElement(By.id("status")).getText().startsWith(libraries.size() + " results"));
        assertTrue(driver.findElement(By.cssSelector("tr[data-lib='jsoniter-6digits'] td.lib")).getText().contains("†‡"),
                "jsoniter-6digits is lossy and legacy");
        assertTrue(driver.findElement(By.cssSelector("tr[data-lib='fastjson2'] td.lib")).getText().contains("⚠"), "fastjson2 is unsafe");
    }

    /**
     * The service columns (cold start vs Jackson, 2-thread efficiency) come after every matrix
     * column, behind a rule, each with its service.csv figure to the digit; the direction filter
     * applies to them; the service view lists every service.csv row.
     */
    @Test
    void coldAndThreadsColumnsFollowTheMatrixWithTheServiceCsvFigures() throws IOException {
        open(single, "");
        List<String> heads = attributes("#view table.heat thead th", "class");
        int first = 0;
        while (first < heads.size() && !heads.get(first).contains("svc")) {
            first++;
        }
        assertTrue(heads.get(first).contains("svc-first"), heads.toString());
        assertEquals(4, heads.size() - first, "cold first encode, cold first encode+decode, threads ×2 encode and decode");
        assertTrue(heads.subList(first, heads.size()).stream().allMatch(h -> h.contains("svc")), "nothing of the matrix after them");
        List<CSVRecord> columns = csv(HandMadeRuns.SERVICE_17).stream().filter(r -> r.get("measure").equals("cold")
                || r.get("measure").equals("threads") && Integer.parseInt(r.get("threads")) >= 2).toList();
        for (CSVRecord r : columns) {
            WebElement cell = driver.findElement(By.cssSelector("#view tr[data-lib='" + r.get("library") + "'] td[data-svc='"
                    + serviceKey(r) + "']"));
            assertEquals(Double.parseDouble(r.get("ratio")), Double.parseDouble(cell.getAttribute("data-ratio")), 0, r.toString());
            assertEquals(coldApprox(r) + ratio(Double.parseDouble(r.get("ratio"))), cell.getText(), r.toString());
            assertTrue(cell.getAttribute("title").contains("[" + ratio(Double.parseDouble(r.get("ratio_low"))) + ", "
                    + ratio(Double.parseDouble(r.get("ratio_high"))) + "]"), cell.getAttribute("title"));
        }
        assertEquals(columns.size(), driver.findElements(By.cssSelector("#view td[data-svc]")).size(), "one cell per figure");
        assertEquals("", driver.findElement(By.cssSelector("#view tr[data-lib='protobuf'] td.svc:last-child")).getText(),
                "protobuf has no threads figure");
        assertTrue(driver.findElement(By.id("svc-legend")).getText().startsWith("Right of the thick rule: service conditions"));

        checkbox("f-dir-decode").click();
        assertEquals(List.of("cold · media · first encode", "threads ×2 · media · encode"),
                attributes("#view td[data-svc]", "data-svc").stream().distinct().sorted().toList(), "decode filtered out");

        open(single, "#view=service");
        assertEquals(csv(HandMadeRuns.SERVICE_17).size(), driver.findElements(By.cssSelector("#view table.service tbody tr")).size());
        assertTrue(driver.findElement(By.cssSelector("#view table.service tr[data-svc='warmup · media · encode']")).getText()
                .contains("settled in 3 of 3 forks"));

        open(serviceOnly, "");
        assertEquals(List.of("tab-heatmap", "tab-service"), attributes("#tabs button", "id"), "no matrix, no matrix views");
        assertEquals(3, driver.findElements(By.cssSelector("#view tr[data-lib]")).size(), "a row per library with service figures");
        assertTrue(driver.findElement(By.id("status")).getText().contains(csv(HandMadeRuns.SERVICE_17).size() + " service figures"));
    }

    @Test
    void permalinkRestoresTheRankingWithTheCsvFiguresInOrder() throws IOException {
        open(both, "#view=ranking&run=2026-01-01-jdk17&scenario=media&dir=decode");
        List<CSVRecord> expected = new ArrayList<>(csv(HandMadeRuns.RUN_17).stream()
                .filter(r -> r.get("scenario").equals("media") && r.get("direction").equals("decode")).toList());
        expected.sort(Comparator.comparingDouble((CSVRecord r) -> Double.parseDouble(r.get("speedup"))).reversed());
        List<String> order = expected.stream().map(r -> r.get("library")).toList();
        assertEquals(order, attributes("#view table.results tbody tr", "data-lib"), "ranking order of the table");
        assertEquals(order, attributes("#view svg g.bar", "data-lib"), "ranking order of the bars");
        for (CSVRecord r : expected) {
            WebElement row = driver.findElement(By.cssSelector("#view table.results tr[data-lib='" + r.get("library") + "']"));
            double speedup = Double.parseDouble(r.get("speedup"));
            assertEquals(approx(r) + ratio(speedup) + "×", row.findElement(By.cssSelector("td.speedup")).getText());
            assertEquals(Double.parseDouble(r.get("ns_op")), number(row, "td.ns"), 0);
            assertEquals(Double.parseDouble(r.get("bytes")), number(row, "td.bytes"), 0);
            assertEquals(Double.parseDouble(r.get("alloc_b_op")), number(row, "td.alloc"), 0);
            String hover = row.findElement(By.cssSelector("td.speedup")).getAttribute("title");
            assertTrue(hover.contains("ns/op ") && hover.contains(" ops/s") && hover.contains(" MB/s"), hover);
            if (!r.get("ci_low").isEmpty()) {
                assertEquals("[" + ratio(Double.parseDouble(r.get("ci_low"))) + ", " + ratio(Double.parseDouble(r.get("ci_high"))) + "]",
                        row.findElement(By.cssSelector("td.ci")).getText());
            }
        }
        assertFalse(checkbox("f-dir-encode").isSelected(), "the permalink's filters show in the form");
        assertTrue(checkbox("f-run-2026-01-01-jdk17").isSelected());
        assertFalse(checkbox("f-run-2026-01-01-jdk25").isSelected());
    }

    @Test
    void filtersThroughTheUiAndTheKeyboard() {
        open(both, "");
        driver.findElement(By.cssSelector("label[for='f-family-text']")).click();
        List<String> shown = attributes("#view tr[data-lib]", "data-lib");
        assertTrue(shown.contains("protobuf"), shown.toString());
        assertFalse(shown.contains("fastjson2") || shown.contains("jackson") || shown.contains("fastjson"), shown.toString());
        assertTrue(driver.getCurrentUrl().contains("#family="), driver.getCurrentUrl());

        WebElement search = driver.findElement(By.id("lib-search"));
        search.sendKeys("fast");
        List<String> visible = new ArrayList<>();
        for (WebElement l : driver.findElements(By.cssSelector("#fs-lib .liblist label"))) {
            if (l.isDisplayed()) {
                visible.add(l.getAttribute("data-value"));
            }
        }
        assertEquals(List.of("fastjson", "fastjson2"), visible.stream().sorted().toList());

        WebElement decode = checkbox("f-dir-decode");
        decode.sendKeys(Keys.SPACE);
        assertFalse(decode.isSelected());
        List<String> columns = attributes("#view td[data-cell]", "data-cell");
        assertFalse(columns.isEmpty());
        assertTrue(columns.stream().allMatch(c -> c.endsWith("· encode")), columns.toString());

        driver.findElement(By.id("tab-heatmap")).sendKeys(Keys.ARROW_RIGHT);
        assertEquals("ranking", driver.findElement(By.id("view")).getAttribute("data-view"), "arrow keys move between views");
        assertTrue(driver.getCurrentUrl().contains("view=ranking"));
    }

    @Test
    void hashChangeAndSortingByAnyColumn() throws IOException {
        open(both, "");
        js("location.hash = '#view=table&lib=protobuf,jackson&run=2026-01-01-jdk25';");
        List<String> libs = attributes("#view table.results tbody tr", "data-lib");
        assertEquals(List.of("jackson", "protobuf"), libs.stream().distinct().sorted().toList());
        assertFalse(checkbox("f-lib-fastjson2").isSelected(), "the form follows the address");

        driver.findElement(By.cssSelector("#view th button[data-sort='ns']")).click();
        List<Double> ns = numbers("#view table.results tbody td.ns");
        assertEquals(csv(HandMadeRuns.RUN_25).stream().filter(r -> List.of("protobuf", "jackson").contains(r.get("library")))
                .map(r -> Double.parseDouble(r.get("ns_op"))).sorted(Comparator.reverseOrder()).toList(), ns, "ns/op, largest first");
        driver.findElement(By.cssSelector("#view th button[data-sort='ns']")).click();
        List<Double> ascending = numbers("#view table.results tbody td.ns");
        assertEquals(ns.stream().sorted().toList(), ascending, "a second click sorts the other way");
        assertTrue(driver.getCurrentUrl().contains("sort=ns"), driver.getCurrentUrl());
    }

    @Test
    void changeBetweenRunsIsTheRatioOfTheRunsSpeedups() throws IOException {
        open(both, "#view=change&scenario=media&dir=encode&a=2026-01-01-jdk25&b=2026-01-01-jdk17");
        Map<String, Double> a = speedups(HandMadeRuns.RUN_25, "media", "encode");
        Map<String, Double> b = speedups(HandMadeRuns.RUN_17, "media", "encode");
        List<String> rows = attributes("#view table.change tbody tr", "data-lib");
        assertEquals(a.keySet().stream().sorted().toList(), rows.stream().sorted().toList());
        for (String lib : rows) {
            double shown = number(driver.findElement(By.cssSelector("#view table.change tr[data-lib='" + lib + "']")), "td.change");
            assertEquals(a.get(lib) / b.get(lib), shown, 1e-12, lib);
        }
    }

    /**
     * With run A's rerun intervals (its speedups ÷ and × 1.3), the change view says which of B's
     * ratios lie outside them: protobuf's media encode (1.8× in A, 2.7× in B beyond 2.34) and no
     * other; fastjson2's 2.5× → 2.0× stays inside (above 1.92).
     */
    @Test
    void changeViewSetsBAgainstTheRerunIntervalOfA() throws IOException {
        open(both, "#view=change&a=2026-01-01-jdk17&b=2026-01-01-jdk25");
        Map<String, String> outside = new java.util.TreeMap<>();
        for (WebElement row : driver.findElements(By.cssSelector("#view table.change tbody tr"))) {
            String text = row.findElement(By.cssSelector("td.rerun-check")).getText();
            if (!text.isEmpty()) {
                outside.merge(row.getAttribute("data-lib"), row.getAttribute("data-cell") + "=" + text, (x, y) -> x + "; " + y);
            }
        }
        long checked = csv(HandMadeRuns.RUN_17).stream().filter(r -> !r.get("ci_low").isEmpty()).count();
        assertEquals(checked, outside.values().stream().mapToLong(v -> v.split("; ").length).sum(), "every ratio with an interval");
        assertTrue(outside.get("protobuf").contains("media · encode=yes"), outside.toString());
        assertTrue(outside.get("fastjson2").contains("media · encode=no"), outside.toString());
        assertEquals(1, outside.values().stream().mapToLong(v -> v.split("=yes", -1).length - 1).sum(), outside.toString());
        assertTrue(driver.findElement(By.id("change-summary")).getText().contains("1 of " + checked
                + " of B's ratios lie outside A's rerun 95% interval"));

        open(both, "#view=table&run=2026-01-01-jdk17&lib=protobuf&scenario=media&dir=encode");
        assertEquals("[" + ratio(1.8 / RERUN) + ", " + ratio(1.8 * RERUN) + "]",
                driver.findElement(By.cssSelector("#view table.results td.rerun")).getText());
    }

    /**
     * "your rerun: N rounds" switches a consensus's rerun intervals to the reporter's for N rounds:
     * fastjson2's int encode, told from Jackson by a rerun of 3 rounds (consensus.csv's default),
     * is not by one of 1 round, so its ≈ comes with the wider interval; the choice goes into the
     * address and comes back from it. With only a run shown the control is idle.
     */
    @Test
    void yourRerunRoundsSwitchTheConsensusIntervals() throws Exception {
        open(withConsensus, "");
        assertFalse(driver.findElement(By.id("f-rounds")).isEnabled(), "only the run is shown: nothing to switch");

        String cell = "#view=table&run=" + encode(consensusRun) + "&lib=fastjson2&scenario=int";
        open(withConsensus, cell);
        assertTrue(driver.findElement(By.id("f-rounds")).isEnabled());
        assertEquals("3", driver.findElement(By.id("f-rounds")).getAttribute("value"), "consensus.csv's reader_rounds");
        assertEquals("[1.00, 1.77]", text("#view table.results tr[data-lib='fastjson2'] td.rerun"), "consensus.csv's own interval");
        assertEquals("1.34×", text("#view table.results tr[data-lib='fastjson2'] td.speedup"));

        driver.findElement(By.cssSelector("#f-rounds option[value='1']")).click();
        Intervals.Interval oneRound = ConsensusCsv.read(HandMadeRuns.CONSENSUS, "consensus.csv").get(0).ratio().prediction(1);
        assertEquals("[" + ratio(oneRound.low()) + ", " + ratio(oneRound.high()) + "]",
                text("#view table.results tr[data-lib='fastjson2'] td.rerun"), "the reporter's interval for a rerun of 1 round");
        assertEquals("≈1.34×", text("#view table.results tr[data-lib='fastjson2'] td.speedup"), "1 round does not tell it from Jackson");
        assertTrue(driver.getCurrentUrl().endsWith("&rounds=1"), driver.getCurrentUrl());

        open(withConsensus, cell + "&rounds=1&view=ranking");
        assertEquals("1", driver.findElement(By.id("f-rounds")).getAttribute("value"), "the address sets the control");
        WebElement bar = driver.findElement(By.cssSelector("#view svg g.bar[data-lib='fastjson2']"));
        assertEquals(ratio(oneRound.low()), ratio(Double.parseDouble(bar.getAttribute("data-lo"))), "the ranking's whiskers follow it");
        assertTrue(bar.findElement(By.tagName("title")).getAttribute("textContent").contains("(your rerun of 1 round)"));
        assertNothingIgnored();
    }

    @Test
    void safetyViewAndTheSafeFilterFollowTheHostileTable() {
        HostileTable hostile = HostileTable.load();
        open(single, "#view=safety");
        for (String lib : List.of("jackson", "fastjson2", "protobuf")) {
            String verdict = driver.findElement(By.cssSelector("#view tr[data-lib='" + lib + "'] td.verdict")).getText();
            assertEquals(!hostile.tested(lib) ? "not tested" : hostile.failures(lib).isEmpty() ? "survives" : "unsafe", verdict, lib);
        }
        open(single, "#safe=1");
        List<String> shown = attributes("#view tr[data-lib]", "data-lib");
        assertFalse(shown.contains("fastjson2"), "unsafe on hostile input");
        assertFalse(shown.contains("fastjson") || shown.contains("jsoniter-6digits"), "legacy");
        assertTrue(shown.contains("protobuf") && shown.contains("jackson"), shown.toString());
    }

    @Test
    void profileDrawsEveryResultOfTheLibrary() {
        open(both, "#view=profile&plib=protobuf&run=2026-01-01-jdk17,2026-01-01-jdk25");
        long perRun = HandMadeRuns.RUN_17.lines().filter(l -> l.contains(",protobuf,")).count();
        assertEquals(perRun * 2, driver.findElements(By.cssSelector("#view svg g.point")).size());
        assertEquals(perRun * 2, driver.findElements(By.cssSelector("#view table.results tbody tr[data-lib='protobuf']")).size());
        List<String> runs = attributes("#view table.results tbody tr[data-lib]", "data-run");
        assertEquals(runs.stream().sorted().toList(), runs, "the table's rows by run, the JDK 17 run's first");

        open(both, "#view=profile&plib=protobuf");
        assertEquals(perRun, driver.findElements(By.cssSelector("#view svg g.point")).size(), "one run unless asked for more");
    }

    @Test
    void fitsAThousandPixelsAndAPhoneAndLeavesScreenshots() throws IOException {
        Path shots = Files.createDirectories(Path.of("target", "explorer-screenshots"));
        for (int width : new int[]{1000, 390}) {
            driver.manage().window().setSize(new Dimension(width, 1300));
            for (String view : List.of("heatmap", "ranking", "profile", "table", "change", "safety")) {
                open(both, "#view=" + view + "&scenario=media,int");
                Object overflow = js("return document.documentElement.scrollWidth - document.documentElement.clientWidth;");
                assertEquals(0L, ((Number) overflow).longValue(), view + " at " + width + " px scrolls sideways");
                Files.write(shots.resolve("explorer-" + view + "-" + width + ".png"), driver.getScreenshotAs(OutputType.BYTES));
            }
        }
        driver.manage().window().setSize(new Dimension(1000, 1200));
    }

    /**
     * A run of 2 rounds with a preset planned for 3 (the run set its own count) is titled by its
     * folder and shows the rounds it measured beside the preset's plan, never a bare "3 round(s)".
     */
    @Test
    void titleAndRoundsComeFromTheRunsOwnFolderAndResults() throws IOException {
        Path run = HandMadeRuns.write(dir, "2026-11-27-jdk17-vm-fields10", HandMadeRuns.RUN_17.replace(",3,", ",2,"), "17.0.15");
        report("--explorer", run.toString());
        open(run.resolve(ExplorerPage.FILE_NAME), "");
        assertEquals("serbench explorer: 2026-11-27-jdk17-vm-fields10", driver.getTitle());
        assertEquals("serbench explorer: 2026-11-27-jdk17-vm-fields10", driver.findElement(By.id("title")).getText());
        WebElement facts = driver.findElement(By.cssSelector("#runs span[data-run='2026-11-27-jdk17-vm-fields10']"));
        assertTrue(facts.getText().endsWith("rounds 2, preset default (3 rounds planned))"), facts.getText());
        assertTrue(facts.getAttribute("title").startsWith("preset default (3 rounds planned, 2 measured): fork 1, warmup 3×500 ms"),
                facts.getAttribute("title"));
        assertFalse(facts.getText().contains("round(s)") || facts.getAttribute("title").contains("round(s)"), "no bare preset count");
    }

    /**
     * ≈ before every speedup whose 95% interval, the one the page shows beside it, contains 1, and
     * before no other: the heatmap's cells and their tooltips, the ranking's bars and table, the
     * change view's figures, cold start's ratio (Jackson's time ÷ the library's) in the heatmap and
     * the service view; thread efficiency, no ratio to Jackson, never.
     */
    @Test
    void approxMarksEveryFigureWhoseIntervalContainsOne() throws IOException {
        List<CSVRecord> rows = csv(HandMadeRuns.RUN_17).stream().filter(r -> !r.get("library").equals("noop")).toList();
        assertTrue(rows.stream().filter(r -> !approx(r).isEmpty()).count() >= 4, "the hand-made run has such figures");
        open(single, "");
        for (CSVRecord r : rows) {
            WebElement cell = driver.findElement(By.cssSelector("#view tr[data-lib='" + r.get("library") + "'] td[data-cell='"
                    + cellKey(r) + "']"));
            String figure = approx(r) + ratio(Double.parseDouble(r.get("speedup")));
            assertEquals(figure, cell.getText().replaceAll("[~◇]", ""), r.get("library") + " " + cellKey(r));
            assertTrue(cell.getAttribute("title").contains("\n" + figure + "× "), cell.getAttribute("title"));
        }
        for (String key : rows.stream().map(ExplorerBrowserTest::cellKey).distinct().toList()) {
            open(single, "#view=ranking&cell=" + encode(key));
            for (CSVRecord r : rows.stream().filter(x -> cellKey(x).equals(key)).toList()) {
                String figure = approx(r) + ratio(Double.parseDouble(r.get("speedup"))) + "×";
                String lib = "[data-lib='" + r.get("library") + "']";
                assertEquals(figure, driver.findElement(By.cssSelector("#view svg g.bar" + lib + " text.figure")).getAttribute("textContent"));
                assertEquals(figure, driver.findElement(By.cssSelector("#view table.results tr" + lib + " td.speedup")).getText());
            }
        }

        open(both, "#view=change&a=2026-01-01-jdk17&b=2026-01-01-jdk25");
        Map<String, CSVRecord> b = new java.util.HashMap<>();
        csv(HandMadeRuns.RUN_25).forEach(r -> b.put(r.get("library") + "|" + cellKey(r), r));
        for (CSVRecord r : rows) {
            WebElement row = driver.findElement(By.cssSelector("#view table.change tr[data-lib='" + r.get("library") + "'][data-cell='"
                    + cellKey(r) + "']"));
            CSVRecord other = b.get(r.get("library") + "|" + cellKey(r));
            assertTrue(row.findElement(By.cssSelector("td.speedup-a")).getText().startsWith(approx(r) + ratio(Double.parseDouble(r.get("speedup"))) + "×"));
            assertTrue(row.findElement(By.cssSelector("td.speedup-b")).getText().startsWith(approx(other)
                    + ratio(Double.parseDouble(other.get("speedup"))) + "×"));
        }

        open(single, "#view=service");
        for (CSVRecord r : csv(HandMadeRuns.SERVICE_17)) {
            if (!r.get("ratio").isEmpty()) {
                WebElement row = driver.findElement(By.cssSelector("#view table.service tr[data-lib='" + r.get("library") + "'][data-svc='"
                        + serviceKey(r) + "']"));
                assertEquals(coldApprox(r) + ratio(Double.parseDouble(r.get("ratio"))), row.findElement(By.cssSelector("td.ratio")).getText(),
                        r.toString());
            }
        }
        assertTrue(csv(HandMadeRuns.SERVICE_17).stream().anyMatch(r -> r.get("measure").startsWith("threads") && !r.get("ratio").isEmpty()
                && containsOne(r.get("ratio_low"), r.get("ratio_high"))), "an efficiency whose interval contains 1, shown without ≈");
    }

    /**
     * A page of two runs shows the first alone until the reader asks for more; with both, every
     * view keeps each run's rows together (a heading before each), each run's ranking on its own.
     */
    @Test
    void oneRunByDefaultAndTheRowsOfSeveralRunsGroupedByRun() throws IOException {
        String cell = "media · encode";
        open(both, "#view=ranking&cell=" + encode(cell));
        assertTrue(checkbox("f-run-2026-01-01-jdk17").isSelected());
        assertFalse(checkbox("f-run-2026-01-01-jdk25").isSelected(), "the first run alone by default");
        assertEquals(List.of("2026-01-01-jdk17"), attributes("#view svg g.bar", "data-run").stream().distinct().toList());
        assertFalse(driver.getCurrentUrl().contains("run="), "the default is not written into the address");

        checkbox("f-run-2026-01-01-jdk25").click();
        assertTrue(driver.getCurrentUrl().contains("run=2026-01-01-jdk17,2026-01-01-jdk25"), driver.getCurrentUrl());
        List<String> runs = List.of("2026-01-01-jdk17", "2026-01-01-jdk25");
        for (String where : List.of("#view svg g.bar", "#view table.results tbody tr[data-lib]")) {
            List<String> shown = attributes(where, "data-run");
            assertEquals(runs, shown.stream().distinct().toList(), where);
            assertEquals(shown.stream().sorted().toList(), shown, "no run's rows between another's: " + where);
        }
        assertEquals(runs.stream().map(r -> "run " + r).toList(),
                driver.findElements(By.cssSelector("#view table.results tr.group")).stream().map(WebElement::getText).toList());
        assertEquals(2, driver.findElements(By.cssSelector("#view svg text.group-head")).size());
        for (String run : runs) {
            List<String> expected = csv(run.endsWith("17") ? HandMadeRuns.RUN_17 : HandMadeRuns.RUN_25).stream()
                    .filter(r -> cellKey(r).equals(cell)).sorted(Comparator.comparingDouble((CSVRecord r) -> Double.parseDouble(r.get("speedup")))
                            .reversed()).map(r -> r.get("library")).toList();
            String rows = "#view table.results tbody tr[data-run='" + run + "']";
            assertEquals(expected, attributes(rows, "data-lib"), run + " ranked on its own");
            assertEquals(java.util.stream.IntStream.rangeClosed(1, expected.size()).mapToObj(String::valueOf).toList(),
                    driver.findElements(By.cssSelector(rows + " td:first-child")).stream().map(WebElement::getText).toList(), "ranks from 1 in each run");
            assertEquals(expected, attributes("#view svg g.bar[data-run='" + run + "']", "data-lib"));
        }

        open(both, "#run=2026-01-01-jdk17,2026-01-01-jdk25");
        driver.findElement(By.cssSelector("#view th button[data-sort='" + cell + "']")).click();
        List<String> lines = attributes("#view table.heat tbody tr[data-lib]", "data-run");
        assertEquals(lines.stream().sorted().toList(), lines, "the heatmap's rows by run, sorted within each");
        for (String run : runs) {
            List<Double> speedups = attributes("#view table.heat tr[data-run='" + run + "'] td[data-cell='" + cell + "']", "data-speedup")
                    .stream().map(Double::parseDouble).toList();
            assertEquals(speedups.stream().sorted(Comparator.reverseOrder()).toList(), speedups, run);
        }

        driver.findElement(By.id("reset")).click();
        assertFalse(checkbox("f-run-2026-01-01-jdk25").isSelected(), "reset: the first run alone again");
        assertFalse(driver.getCurrentUrl().contains("run="), driver.getCurrentUrl());
    }

    /** At a 1,000 px window the change view's A ÷ B column is whole, inside its table's visible part and the window. */
    @Test
    void theChangeColumnFitsAThousandPixelWindow() {
        driver.manage().window().setSize(new Dimension(1000, 900));
        try {
            open(both, "#view=change&a=2026-01-01-jdk17&b=2026-01-01-jdk25");
            long window = ((Number) js("return document.documentElement.clientWidth;")).longValue();
            @SuppressWarnings("unchecked")
            List<List<Number>> boxes = (List<List<Number>>) js("return [...document.querySelectorAll("
                    + "'#view table.change th[aria-sort], #view table.change td.change')].map(e => { const r = e.getBoundingClientRect(),"
                    + " s = e.closest('.scroll').getBoundingClientRect(); return [r.left, r.right, s.left, s.right]; });");
            assertEquals(1 + driver.findElements(By.cssSelector("#view table.change tbody tr")).size(), boxes.size(),
                    "the header (sorted by the change) and every row's change");
            for (List<Number> b : boxes) {
                double left = b.get(0).doubleValue(), right = b.get(1).doubleValue();
                assertTrue(left >= b.get(2).doubleValue() - 0.5 && right <= b.get(3).doubleValue() + 0.5, "cut by its table: " + b);
                assertTrue(right <= window, "beyond the window (" + window + " px): " + b);
            }
        } finally {
            driver.manage().window().setSize(new Dimension(1000, 1200));
        }
    }

    /**
     * On a phone (a 390 × 844 viewport) the answer leads: the ranking starts in the upper half of
     * the first screen and its first five bars are on it, with the filters and the reading notes
     * folded above.
     */
    @Test
    void onAPhoneTheRankingIsOnTheFirstScreen() {
        driver.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", 390, "height", 844, "deviceScaleFactor", 3,
                "mobile", true));
        try {
            open(both, "#view=ranking");
            assertEquals(List.of(390L, 844L), js("return [window.innerWidth, window.innerHeight];"));
            @SuppressWarnings("unchecked")
            List<Number> bars = (List<Number>) js("const c = document.querySelector('#view svg.chart').getBoundingClientRect().top;"
                    + " return [c].concat([...document.querySelectorAll('#view svg g.bar')].slice(0, 5).map(b => b.getBoundingClientRect().bottom));");
            assertEquals(6, bars.size());
            assertTrue(bars.get(0).doubleValue() <= 844 / 2.0, "the ranking starts below the upper half: " + bars.get(0));
            bars.subList(1, 6).forEach(b -> assertTrue(b.doubleValue() <= 844, "a first bar below the first screen: " + bars));
            assertEquals(0L, ((Number) js("return window.scrollY;")).longValue());
            assertEquals(null, driver.findElement(By.id("filters-box")).getAttribute("open"), "filters folded");
            assertEquals(null, driver.findElement(By.id("about")).getAttribute("open"), "reading notes folded");
        } finally {
            driver.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
        }
    }

    /**
     * The README's links into the explorer, each opened on the hand-made page of both runs: the
     * view, the filters and the rows they promise, the first run alone.
     */
    @Test
    void readmePermalinksOpenTheViewsTheyName() throws IOException {
        Map<String, String> links = readmeLinks();
        assertEquals(Set.of("safe JSON libraries on media", "fastest binary formats on numeric lists", "everything on untrusted-input safety"),
                links.keySet(), "the README's explorer links");

        open(both, links.get("safe JSON libraries on media"));
        assertNothingIgnored();
        assertEquals("ranking", driver.findElement(By.id("view")).getAttribute("data-view"));
        assertTrue(checkbox("f-safe").isSelected());
        assertEquals(List.of("text"), checked("family"));
        assertEquals(List.of("media"), checked("scenario"));
        String cell = (String) js("return document.getElementById('cell').value;");
        List<String> safeJson = ranked(HandMadeRuns.RUN_17, cell, l -> l.family() == Family.TEXT && l.legacy() == null
                && SafetyRule.tested(l.id(), HostileTable.load(), FuzzTable.load())
                && SafetyRule.failures(l.id(), HostileTable.load(), FuzzTable.load()).isEmpty());
        assertTrue(safeJson.containsAll(List.of("jackson", "jackson-blackbird")) && !safeJson.contains("fastjson2"), safeJson.toString());
        assertEquals(safeJson, attributes("#view svg g.bar", "data-lib"), "safe, maintained JSON libraries on " + cell + ", fastest first");
        assertEquals(safeJson, attributes("#view table.results tbody tr", "data-lib"));
        assertEquals(List.of("2026-01-01-jdk17"), attributes("#view svg g.bar", "data-run").stream().distinct().toList());

        open(both, links.get("fastest binary formats on numeric lists"));
        assertNothingIgnored();
        assertEquals("ranking", driver.findElement(By.id("view")).getAttribute("data-view"));
        assertFalse(checkbox("f-safe").isSelected());
        assertEquals(List.of("schemaless", "schema", "zero-copy"), checked("family"));
        assertEquals(List.of("list(int)", "list(double)"), checked("scenario"));
        cell = (String) js("return document.getElementById('cell').value;");
        assertTrue(cell.startsWith("list("), cell);
        assertTrue(attributes("#cell option", "value").stream().allMatch(v -> v.startsWith("list(")), "only numeric lists to choose from");
        List<String> binary = ranked(HandMadeRuns.RUN_17, cell, l -> EnumSet.of(Family.SCHEMALESS, Family.SCHEMA, Family.ZERO_COPY).contains(l.family()));
        assertEquals(List.of("sbe", "protobuf", "kryo"), binary, "the hand-made run's binary libraries on " + cell);
        assertEquals(binary, attributes("#view svg g.bar", "data-lib"), "binary libraries on " + cell + ", fastest first");
        assertEquals(binary, attributes("#view table.results tbody tr", "data-lib"));

        open(both, links.get("everything on untrusted-input safety"));
        assertEquals("safety", driver.findElement(By.id("view")).getAttribute("data-view"));
        assertEquals(csv(HandMadeRuns.RUN_17).stream().map(r -> r.get("library")).filter(l -> !l.equals("noop")).distinct().count(),
                driver.findElements(By.cssSelector("#view table.safety tbody tr")).size(), "every library");
        assertNothingIgnored();
    }

    /** The page read every part of the address. */
    private void assertNothingIgnored() {
        String status = driver.findElement(By.id("status")).getText();
        assertFalse(status.contains("ignored"), status);
    }

    /** The README's links into a published explorer page, with a view in the address: link text to the address's hash. */
    private static Map<String, String> readmeLinks() throws IOException {
        Map<String, String> links = new java.util.LinkedHashMap<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\[([^\\]]+)]\\(results/[^)#]+/explorer\\.html(#[^)]+)\\)")
                .matcher(Files.readString(Path.of("README.md")));
        while (m.find()) {
            links.put(m.group(1), m.group(2));
        }
        return links;
    }

    /** The libraries of a run in one cell that pass {@code keep}, fastest first. */
    private static List<String> ranked(String run, String cell, java.util.function.Predicate<Library> keep) throws IOException {
        return csv(run).stream().filter(r -> cellKey(r).equals(cell) && keep.test(SupportMatrix.library(r.get("library"))))
                .sorted(Comparator.comparingDouble((CSVRecord r) -> Double.parseDouble(r.get("speedup"))).reversed())
                .map(r -> r.get("library")).toList();
    }

    private List<String> checked(String dimension) {
        return driver.findElements(By.cssSelector("#filters input[name='" + dimension + "']")).stream().filter(WebElement::isSelected)
                .map(e -> e.getAttribute("value")).toList();
    }

    private static String encode(String hashValue) {
        return java.net.URLEncoder.encode(hashValue, java.nio.charset.StandardCharsets.UTF_8).replace("+", "%20");
    }

    private void open(Path page, String hash) {
        driver.get("about:blank");
        driver.get(page.toUri() + hash);
    }

    private String text(String selector) {
        return driver.findElement(By.cssSelector(selector)).getText();
    }

    private Object js(String script) {
        return ((JavascriptExecutor) driver).executeScript(script);
    }

    private WebElement checkbox(String id) {
        return driver.findElement(By.id(id));
    }

    private List<String> attributes(String selector, String attribute) {
        return driver.findElements(By.cssSelector(selector)).stream().map(e -> e.getAttribute(attribute)).toList();
    }

    private List<Double> numbers(String selector) {
        return attributes(selector, "data-value").stream().map(Double::parseDouble).toList();
    }

    private static double number(WebElement row, String selector) {
        return Double.parseDouble(row.findElement(By.cssSelector(selector)).getAttribute("data-value"));
    }

    private static Map<String, Double> speedups(String csv, String scenario, String direction) throws IOException {
        Map<String, Double> out = new java.util.TreeMap<>();
        csv(csv).stream().filter(r -> r.get("scenario").equals(scenario) && r.get("direction").equals(direction))
                .forEach(r -> out.put(r.get("library"), Double.parseDouble(r.get("speedup"))));
        return out;
    }

    private static List<CSVRecord> csv(String text) throws IOException {
        return CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build().parse(new StringReader(text)).getRecords();
    }

    /** The page's cell key: RowKey's cell label and the direction. */
    private static String cellKey(CSVRecord r) {
        String scenario = r.get("scenario") + (r.get("element").isEmpty() ? "" : "(" + r.get("element") + ")");
        String fields = r.get("scenario").equals("media") ? "" : " · fields=" + r.get("fields");
        String digits = r.get("digits").isEmpty() ? "" : " · digits=" + r.get("digits");
        return scenario + fields + digits + " · " + r.get("direction");
    }

    /** "≈" when the row's 95% interval contains 1, as the page marks it. */
    private static String approx(CSVRecord r) {
        return containsOne(r.get("ci_low"), r.get("ci_high")) ? "≈" : "";
    }

    /** "≈" on a cold start ratio whose interval contains 1; thread efficiency is no ratio to Jackson. */
    private static String coldApprox(CSVRecord r) {
        return r.get("measure").equals("cold") && containsOne(r.get("ratio_low"), r.get("ratio_high")) ? "≈" : "";
    }

    private static boolean containsOne(String low, String high) {
        return !low.isEmpty() && Double.parseDouble(low) <= 1 && Double.parseDouble(high) >= 1;
    }

    /** The page's service column key: measure (×threads), case, direction ("first …" for cold start). */
    private static String serviceKey(CSVRecord r) {
        boolean cold = r.get("measure").equals("cold");
        return r.get("measure") + (cold ? "" : " ×" + r.get("threads")) + " · " + r.get("scenario") + " · "
                + (cold ? "first " : "") + r.get("direction");
    }

    /** Interval wider than ±30%: sqrt(high / low) − 1 > 0.3. */
    private static boolean isWide(CSVRecord r) {
        return !r.get("ci_low").isEmpty() && Math.sqrt(Double.parseDouble(r.get("ci_high")) / Double.parseDouble(r.get("ci_low"))) - 1 > 0.3;
    }

    /** The reporter's ratio format. */
    private static String ratio(double x) {
        return String.format(Locale.ROOT, x < 0.1 ? "%.3f" : "%.2f", x);
    }

    private static void report(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Report.run(new PrintWriter(out), new PrintWriter(err), args);
        assertEquals(0, code, err.toString());
    }

    private static Path onPath(String name) {
        for (String d : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            Path p = Path.of(d, name);
            if (Files.isExecutable(p)) {
                return p;
            }
        }
        return null;
    }
}
