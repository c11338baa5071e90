package io.serbench.report.html;

import io.serbench.hostile.HostileTable;
import io.serbench.report.Report;
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
import java.util.List;
import java.util.Locale;
import java.util.Map;

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
            assertEquals(ratio(speedup) + marks, cell.getText(), r.get("library") + " " + cellKey(r));
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
            assertEquals(ratio(Double.parseDouble(r.get("ratio"))), cell.getText(), r.toString());
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
            assertEquals(ratio(speedup) + "×", row.findElement(By.cssSelector("td.speedup")).getText());
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
        open(both, "#view=profile&plib=protobuf");
        long expected = HandMadeRuns.RUN_17.lines().filter(l -> l.contains(",protobuf,")).count() * 2;
        assertEquals(expected, driver.findElements(By.cssSelector("#view svg g.point")).size());
        assertEquals(expected, driver.findElements(By.cssSelector("#view table.results tbody tr[data-lib='protobuf']")).size());
    }

    @Test
    void fitsAThousandPixelsAndAPhoneAndLeavesScreenshots() throws IOException {
        Path shots = Files.createDirectories(Path.of("target", "explorer-screenshots"));
        for (int width : new int[]{1000, 390}) {
            driver.manage().window().setSize(new Dimension(width, 1300));
            for (String view : List.of("heatmap", "ranking", "profile", "safety")) {
                open(both, "#view=" + view + "&scenario=media,int");
                Object overflow = js("return document.documentElement.scrollWidth - document.documentElement.clientWidth;");
                assertEquals(0L, ((Number) overflow).longValue(), view + " at " + width + " px scrolls sideways");
                Files.write(shots.resolve("explorer-" + view + "-" + width + ".png"), driver.getScreenshotAs(OutputType.BYTES));
            }
        }
        driver.manage().window().setSize(new Dimension(1000, 1200));
    }

    private void open(Path page, String hash) {
        driver.get("about:blank");
        driver.get(page.toUri() + hash);
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
        String fields = r.get("scenario").equals("media") ? "" : " · fields=" + r.get("fields");
        return r.get("scenario") + fields + " · " + r.get("direction");
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
