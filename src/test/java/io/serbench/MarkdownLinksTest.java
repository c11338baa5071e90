package io.serbench;

import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.Heading;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.Image;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.node.SourceSpan;
import org.commonmark.node.Text;
import org.commonmark.parser.IncludeSourceSpans;
import org.commonmark.parser.Parser;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.FileVisitResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every relative link of every Markdown file in the project points to a file that exists, and
 * every {@code #anchor} (same file or {@code file.md#anchor}) to a heading of its target under
 * GitHub's slug rules (or an HTML {@code id}/{@code name} anchor). External links are not
 * fetched. The files are every {@code .md} under the project folder except build output
 * ({@code target/}), hidden folders, and {@code src/test/resources/}: the test fixtures there are
 * golden outputs, compared byte for byte, not documents.
 */
class MarkdownLinksTest {
    private static final Path ROOT = Path.of("");
    private static final Path FIXTURES = Path.of("src", "test", "resources");
    private static final Parser PARSER = Parser.builder().includeSourceSpans(IncludeSourceSpans.BLOCKS_AND_INLINES).build();
    private static final Pattern SCHEME = Pattern.compile("^[a-zA-Z][a-zA-Z0-9+.-]*:");
    private static final Pattern HTML_ANCHOR = Pattern.compile("<a\\s[^>]*\\b(?:id|name)\\s*=\\s*\"([^\"]+)\"");

    /** A parsed Markdown file: its links and the anchors it offers. */
    private record Doc(List<Target> links, Set<String> anchors) {
    }

    /** One link: the line it is on (1-based) and its destination as written. */
    private record Target(int line, String destination) {
    }

    private final Map<Path, Doc> parsed = new HashMap<>();

    @Test
    void everyRelativeLinkAndAnchorResolves() throws IOException {
        List<Path> files = markdownFiles();
        assertTrue(files.contains(Path.of("README.md")) && files.contains(Path.of("docs", "RUNNING.md")),
                "the walk found no README.md or docs/RUNNING.md: " + files);
        List<String> broken = new ArrayList<>();
        int checked = 0;
        for (Path file : files) {
            for (Target t : doc(file).links()) {
                String why = broken(file, t.destination());
                checked++;
                if (why != null) {
                    broken.add(file + ":" + t.line() + " → " + t.destination() + " (" + why + ")");
                }
            }
        }
        assertTrue(checked > 100, "only " + checked + " relative links found: the parser or the walk is off");
        assertTrue(broken.isEmpty(), broken.size() + " broken link(s):\n" + String.join("\n", broken));
    }

    @Test
    void slugsFollowGitHubsRules() {
        Doc d = parse(String.join("\n",
                "# Shards on GitHub Actions",
                "## `bench.args` and *flags*",
                "## Q&A: what's 2× faster?",
                "## Repeat",
                "## Repeat",
                "## snake_case – dash",
                "<a id=\"custom-spot\"></a>"));
        assertEquals(Set.of("shards-on-github-actions", "benchargs-and-flags", "qa-whats-2-faster", "repeat", "repeat-1",
                "snake_case--dash", "custom-spot"), d.anchors());
    }

    @Test
    void brokenLinksAreFound() throws IOException {
        Path dir = Files.createTempDirectory("links");
        Files.writeString(dir.resolve("a.md"), "# Top\n\n[ok](#top) [bad](#nowhere) [gone](missing.md) [web](https://example.com/x)\n");
        parsed.put(dir.resolve("a.md"), doc(dir.resolve("a.md")));
        List<String> why = new ArrayList<>();
        for (Target t : parsed.get(dir.resolve("a.md")).links()) {
            why.add(t.destination() + ": " + broken(dir.resolve("a.md"), t.destination()));
        }
        assertEquals(List.of("#top: null", "#nowhere: no heading or anchor 'nowhere' in " + dir.resolve("a.md"),
                "missing.md: no such file"), why);
    }

    /**
     * Every Markdown file of the project but build output, hidden folders and test fixtures, in
     * path order. Those folders are not entered at all, and a file that vanishes during the walk
     * (a fuzz campaign or a run writing beside the build) is passed over.
     */
    private static List<Path> markdownFiles() throws IOException {
        List<Path> out = new ArrayList<>();
        Files.walkFileTree(ROOT, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                Path rel = ROOT.relativize(dir);
                String name = dir.getFileName() == null ? "" : dir.getFileName().toString();
                boolean skip = !rel.toString().isEmpty() && (name.startsWith(".") || rel.startsWith(FIXTURES) || rel.startsWith("target"));
                return skip ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                if (attrs.isRegularFile() && file.getFileName().toString().endsWith(".md")) {
                    out.add(ROOT.relativize(file));
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException e) {
                return FileVisitResult.CONTINUE;
            }
        });
        out.sort(null);
        return out;
    }

    /** Why a destination does not resolve from a file, or null when it does. */
    private String broken(Path from, String destination) throws IOException {
        int hash = destination.indexOf('#');
        // a link's path is percent-encoded, not form-encoded: '+' is a literal plus (kryo+maxdepth/)
        String pathPart = URLDecoder.decode((hash < 0 ? destination : destination.substring(0, hash)).replace("+", "%2B"),
                StandardCharsets.UTF_8);
        String anchor = hash < 0 ? null : destination.substring(hash + 1);
        Path target;
        if (pathPart.isEmpty()) {
            target = from;
        } else {
            Path base = pathPart.startsWith("/") ? ROOT : from.toAbsolutePath().getParent();
            target = base.resolve(pathPart.replaceFirst("^/+", "")).normalize();
            if (!Files.exists(target)) {
                return "no such file";
            }
        }
        if (anchor == null || anchor.isEmpty() || !target.toString().endsWith(".md") || Files.isDirectory(target)) {
            return null;
        }
        String wanted = URLDecoder.decode(anchor, StandardCharsets.UTF_8).toLowerCase();
        return doc(target).anchors().contains(wanted) ? null : "no heading or anchor '" + wanted + "' in " + displayed(target);
    }

    private static Path displayed(Path p) {
        Path abs = ROOT.toAbsolutePath();
        return p.isAbsolute() && p.startsWith(abs) ? abs.relativize(p) : p;
    }

    private Doc doc(Path file) throws IOException {
        Path key = file.toAbsolutePath().normalize();
        Doc d = parsed.get(key);
        if (d == null) {
            d = parse(Files.readString(file, StandardCharsets.UTF_8));
            parsed.put(key, d);
        }
        return d;
    }

    private static Doc parse(String markdown) {
        List<Target> links = new ArrayList<>();
        Set<String> anchors = new LinkedHashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        PARSER.parse(markdown).accept(new AbstractVisitor() {
            @Override
            public void visit(Link link) {
                add(link, link.getDestination());
                visitChildren(link);
            }

            @Override
            public void visit(Image image) {
                add(image, image.getDestination());
                visitChildren(image);
            }

            @Override
            public void visit(Heading heading) {
                String slug = slug(text(heading));
                int n = seen.merge(slug, 1, Integer::sum);
                anchors.add(n == 1 ? slug : slug + "-" + (n - 1));
                visitChildren(heading);
            }

            @Override
            public void visit(HtmlBlock html) {
                htmlAnchors(html.getLiteral());
            }

            @Override
            public void visit(HtmlInline html) {
                htmlAnchors(html.getLiteral());
            }

            private void htmlAnchors(String html) {
                Matcher m = HTML_ANCHOR.matcher(html);
                while (m.find()) {
                    anchors.add(m.group(1).toLowerCase());
                }
            }

            private void add(Node node, String destination) {
                if (destination == null || destination.isEmpty() || SCHEME.matcher(destination).find()) {
                    return;
                }
                List<SourceSpan> spans = node.getSourceSpans();
                links.add(new Target(spans.isEmpty() ? 0 : spans.get(0).getLineIndex() + 1, destination));
            }
        });
        return new Doc(links, anchors);
    }

    /** A heading's text as GitHub renders it: the text of its text and code spans, markers stripped. */
    private static String text(Node node) {
        StringBuilder b = new StringBuilder();
        for (Node c = node.getFirstChild(); c != null; c = c.getNext()) {
            if (c instanceof Text t) {
                b.append(t.getLiteral());
            } else if (c instanceof Code code) {
                b.append(code.getLiteral());
            } else {
                b.append(text(c));
            }
        }
        return b.toString();
    }

    /**
     * GitHub's heading anchor: lower case; every character but letters, digits, marks, {@code _},
     * {@code -} and spaces removed; each space a hyphen.
     */
    static String slug(String heading) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < heading.length(); ) {
            int c = heading.codePointAt(i);
            i += Character.charCount(c);
            int type = Character.getType(c);
            if (c == ' ') {
                b.append('-');
            } else if (Character.isLetterOrDigit(c) || c == '-' || c == '_' || type == Character.NON_SPACING_MARK
                    || type == Character.COMBINING_SPACING_MARK || type == Character.ENCLOSING_MARK) {
                b.appendCodePoint(Character.toLowerCase(c));
            }
        }
        return b.toString();
    }
}
