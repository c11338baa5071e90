package io.serbench.codec;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

/** The unsynchronized writer encodes exactly as the JDK's UTF-8 {@link OutputStreamWriter}, however the text is split into calls. */
class ByteSinkWriterTest {

    /** ASCII, 2- and 3-byte chars, a pair, a lone low, a lone high followed by a letter, U+2028. */
    private static final String MIXED = "a\u00e9\u0800\uffff\ud83d\ude00\udc00x\ud800y\u2028\"\\";

    @Test
    void encodesLikeTheJdkWhateverTheCallsSplit() throws IOException {
        SplittableRandom random = new SplittableRandom(7);
        for (int round = 0; round < 500; round++) {
            String text = randomText(random, random.nextInt(64));
            ByteSink sink = new ByteSink(4);
            Writer writer = new ByteSinkWriter(sink);
            int i = 0;
            while (i < text.length()) {
                int n = Math.min(text.length() - i, 1 + random.nextInt(5));
                switch (random.nextInt(4)) {
                    case 0 -> writer.write(text, i, n);
                    case 1 -> writer.write(text.toCharArray(), i, n);
                    case 2 -> writer.append(text, i, i + n);
                    default -> {
                        n = 1;
                        writer.write(text.charAt(i));
                    }
                }
                i += n;
            }
            writer.flush();
            assertArrayEquals(jdk(text), sink.toByteArray(), () -> "text: " + escape(text));
        }
    }

    @Test
    void unpairedSurrogatesBecomeQuestionMarksAsInTheJdk() throws IOException {
        for (String text : new String[]{MIXED, "\ud800", "\udc00", "\ud800\ud800\udc00", "end\ud83d"}) {
            ByteSink sink = new ByteSink();
            Writer writer = new ByteSinkWriter(sink);
            writer.write(text);
            writer.flush();
            assertArrayEquals(jdk(text), sink.toByteArray(), () -> "text: " + escape(text));
        }
    }

    private static byte[] jdk(String text) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8)) {
            w.write(text);
        }
        return out.toByteArray();
    }

    private static String randomText(SplittableRandom random, int length) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < length; i++) {
            b.append(MIXED.charAt(random.nextInt(MIXED.length())));
        }
        return b.toString();
    }

    private static String escape(String s) {
        StringBuilder b = new StringBuilder();
        s.chars().forEach(c -> b.append(String.format("\\u%04x", c)));
        return b.toString();
    }
}
