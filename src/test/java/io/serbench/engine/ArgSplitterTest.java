package io.serbench.engine;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ArgSplitterTest {

    @Test
    void whitespaceSeparates() {
        assertEquals(List.of("-prof", "gc", "-f", "2"), ArgSplitter.split("  -prof   gc\t-f 2 "));
        assertEquals(List.of(), ArgSplitter.split(""));
        assertEquals(List.of(), ArgSplitter.split("   "));
        assertEquals(List.of(), ArgSplitter.split(null));
    }

    @Test
    void quotesKeepSpaces() {
        assertEquals(List.of("-jvmArgsAppend", "-Dx=a b"), ArgSplitter.split("-jvmArgsAppend \"-Dx=a b\""));
        assertEquals(List.of("-jvmArgsAppend", "-Dx=a b"), ArgSplitter.split("-jvmArgsAppend '-Dx=a b'"));
        // quotes inside a word join with it, as in a shell
        assertEquals(List.of("-Dx=a b c"), ArgSplitter.split("-Dx='a b'\" c\""));
    }

    @Test
    void escapes() {
        assertEquals(List.of("say \"hi\""), ArgSplitter.split("\"say \\\"hi\\\"\""));
        assertEquals(List.of("a b"), ArgSplitter.split("a\\ b"));
        // single quotes are literal: the backslash stays
        assertEquals(List.of("a\\b"), ArgSplitter.split("'a\\b'"));
        // a backslash before anything else inside double quotes stays
        assertEquals(List.of("C:\\dir"), ArgSplitter.split("\"C:\\dir\""));
    }

    @Test
    void emptyQuotedArgument() {
        assertEquals(List.of("-p", ""), ArgSplitter.split("-p ''"));
        assertEquals(List.of("", "x"), ArgSplitter.split("\"\" x"));
    }

    @Test
    void unterminatedQuotesAreErrors() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ArgSplitter.split("-jvmArgs 'abc"));
        assertTrue(e.getMessage().contains("unterminated '"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ArgSplitter.split("\"abc"));
        assertThrows(IllegalArgumentException.class, () -> ArgSplitter.split("abc\\"));
    }
}
