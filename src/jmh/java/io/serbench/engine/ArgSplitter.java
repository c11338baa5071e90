package io.serbench.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits one string of JMH options ({@code -Dbench.args="..."}) into arguments the way a POSIX
 * shell would, so a value with spaces survives: {@code -jvmArgsAppend "-Dx=a b"} is two
 * arguments, not three. Whitespace separates arguments outside quotes; {@code '...'} is literal;
 * inside {@code "..."} a backslash escapes {@code "} and {@code \}; outside quotes a backslash
 * escapes the next character; {@code ''} or {@code ""} is an empty argument.
 */
public final class ArgSplitter {
    private ArgSplitter() {
    }

    /** The arguments; an unterminated quote or a trailing backslash is an error naming its position. */
    public static List<String> split(String line) {
        List<String> out = new ArrayList<>();
        if (line == null) {
            return out;
        }
        StringBuilder cur = new StringBuilder();
        boolean inArg = false;
        int i = 0;
        int n = line.length();
        while (i < n) {
            char c = line.charAt(i);
            if (Character.isWhitespace(c)) {
                if (inArg) {
                    out.add(cur.toString());
                    cur.setLength(0);
                    inArg = false;
                }
                i++;
            } else if (c == '\'') {
                int end = line.indexOf('\'', i + 1);
                if (end < 0) {
                    throw new IllegalArgumentException("unterminated ' quote at position " + (i + 1) + " of \"" + line + "\"");
                }
                cur.append(line, i + 1, end);
                inArg = true;
                i = end + 1;
            } else if (c == '"') {
                int j = i + 1;
                boolean closed = false;
                while (j < n) {
                    char d = line.charAt(j);
                    if (d == '\\' && j + 1 < n && (line.charAt(j + 1) == '"' || line.charAt(j + 1) == '\\')) {
                        cur.append(line.charAt(j + 1));
                        j += 2;
                    } else if (d == '"') {
                        closed = true;
                        break;
                    } else {
                        cur.append(d);
                        j++;
                    }
                }
                if (!closed) {
                    throw new IllegalArgumentException("unterminated \" quote at position " + (i + 1) + " of \"" + line + "\"");
                }
                inArg = true;
                i = j + 1;
            } else if (c == '\\') {
                if (i + 1 >= n) {
                    throw new IllegalArgumentException("trailing backslash in \"" + line + "\"");
                }
                cur.append(line.charAt(i + 1));
                inArg = true;
                i += 2;
            } else {
                cur.append(c);
                inArg = true;
                i++;
            }
        }
        if (inArg) {
            out.add(cur.toString());
        }
        return out;
    }
}
