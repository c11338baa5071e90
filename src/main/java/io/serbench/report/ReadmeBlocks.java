package io.serbench.report;

import io.serbench.report.format.Markdown;
import io.serbench.report.md.ConsensusPage;
import io.serbench.report.md.Summary;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The README's answer is copied, never typed: the summary writes its one-screen blocks between
 * {@code <!-- serbench:begin NAME -->} and {@code <!-- serbench:end NAME -->}, and a page that
 * quotes one names the run folder in its begin marker ({@code <!-- serbench:begin NAME from
 * results/FOLDER -->}). {@link #refresh} replaces every quoted block with the folder's, its
 * relative links rewritten to point into the folder. Run as a program it rewrites the page in place:
 * {@code java -cp target/benchmarks.jar io.serbench.report.ReadmeBlocks README.md}.
 */
public final class ReadmeBlocks {
    private ReadmeBlocks() {
    }

    /** The first line inside every quoted block: a tool rewrites it. */
    static final String NOTICE = "<!-- written by io.serbench.report.ReadmeBlocks from the named folder's SUMMARY.md or CONSENSUS.md: do not edit -->";
    private static final Pattern QUOTED = Pattern.compile(
            "<!-- serbench:begin ([a-z0-9-]+) from (\\S+) -->\\n(.*?)<!-- serbench:end \\1 -->", Pattern.DOTALL);
    /** A relative Markdown link or image target: not a scheme, not an anchor, not absolute. */
    private static final Pattern LINK = Pattern.compile("\\]\\((?![a-z]+:|#|/)([^)\\s]+)\\)");
    private static final Pattern ANCHOR = Pattern.compile("\\]\\(#([^)\\s]+)\\)");

    /**
     * {@code page} with every quoted block replaced by its run's, read from {@code root}/FOLDER/SUMMARY.md.
     *
     * @throws IOException when a named summary is missing or lacks the block
     */
    public static String refresh(String page, Path root) throws IOException {
        Matcher m = QUOTED.matcher(page);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String name = m.group(1);
            String folder = m.group(2).replaceAll("/+$", "");
            // a run folder's blocks are in its summary; a consensus folder's in its consensus page
            Path summary = root.resolve(folder).resolve(Summary.FILE_NAME);
            if (!Files.isRegularFile(summary)) {
                summary = root.resolve(folder).resolve(ConsensusPage.FILE_NAME);
            }
            if (!Files.isRegularFile(summary)) {
                throw new IOException("block '" + name + "' quotes " + folder + "/" + Summary.FILE_NAME + " (or "
                        + ConsensusPage.FILE_NAME + "), which does not exist");
            }
            String text = Markdown.block(Files.readString(summary, StandardCharsets.UTF_8), name);
            if (text == null) {
                throw new IOException(folder + "/" + summary.getFileName() + " has no block '" + name
                        + "' (regenerate it with the current reporter)");
            }
            String moved = LINK.matcher(text).replaceAll(r -> Matcher.quoteReplacement("](" + folder + "/" + r.group(1) + ")"));
            String quoted = summary.getFileName().toString();
            moved = ANCHOR.matcher(moved).replaceAll(r -> Matcher.quoteReplacement("](" + folder + "/" + quoted + "#" + r.group(1) + ")"));
            m.appendReplacement(out, Matcher.quoteReplacement("<!-- serbench:begin " + name + " from " + folder + " -->\n"
                    + NOTICE + "\n" + moved + "<!-- serbench:end " + name + " -->"));
        }
        m.appendTail(out);
        return out.toString();
    }

    public static void main(String[] args) {
        if (args.length != 1) {
            System.err.println("usage: ReadmeBlocks PAGE.md (rewrites the page's quoted blocks from the run folders it names)");
            System.exit(2);
        }
        Path page = Path.of(args[0]);
        try {
            String text = Files.readString(page, StandardCharsets.UTF_8);
            Path root = page.toAbsolutePath().getParent();
            String fresh = refresh(text, root);
            if (!fresh.equals(text)) {
                Files.writeString(page, fresh, StandardCharsets.UTF_8);
            }
            System.out.println("serbench: " + page + (fresh.equals(text) ? " already matches its runs" : " refreshed"));
        } catch (IOException | RuntimeException e) {
            System.err.println("serbench readme: " + e.getMessage());
            System.exit(1);
        }
    }
}
