package io.serbench.codec;

import java.io.Writer;
import java.nio.CharBuffer;

/**
 * The {@link ByteSink} rule for libraries that write characters: an unsynchronized
 * {@link Writer} that encodes UTF-8 straight into a {@link ByteSink}, for a library with no
 * byte-level API (Gson).
 *
 * <p>{@link java.io.OutputStreamWriter} and {@link java.io.BufferedWriter} take a lock on every
 * {@code write}, and {@code Writer.write(String, int, int)} itself is synchronized; a writer that
 * emits a few characters per call (Gson's {@code JsonWriter}: a quote, a name, a colon, a value)
 * pays that lock several times per field. This writer has no lock and no buffer of its own:
 * every call appends its bytes to the sink (a run of ASCII straight into the sink's array, one
 * capacity check per call), so {@link #flush()} has nothing to do and the sink holds exactly the
 * document after the call that wrote its last character.
 *
 * <p>Encoding is the JDK's: a surrogate pair becomes one 4-byte sequence, also when its halves
 * arrive in different calls; an unpaired surrogate becomes {@code '?'}, as
 * {@code OutputStreamWriter}'s UTF-8 encoder replaces it (a high surrogate still waiting at
 * {@link #flush()} is written as {@code '?'} then). {@code ByteSinkWriterTest} compares both.
 */
public final class ByteSinkWriter extends Writer {
    /** Longest call written by the ASCII fast path: beyond it, char by char, so a huge call never asks for a huge buffer at once. */
    private static final int MAX_RUN = 1 << 16;

    private final ByteSink sink;
    /** A high surrogate whose low half has not been written yet, or 0. */
    private char pendingHigh;

    public ByteSinkWriter(ByteSink sink) {
        this.sink = sink;
    }

    @Override
    public void write(int c) {
        char ch = (char) c;
        if (ch < 0x80 && pendingHigh == 0) {
            sink.write(ch);
        } else {
            encode(ch);
        }
    }

    @Override
    public void write(String s, int off, int len) {
        writeChars(s, off, len);
    }

    /** Not on Gson's path (its writer calls the String and char overloads); wraps without copying. */
    @Override
    public void write(char[] cbuf, int off, int len) {
        writeChars(CharBuffer.wrap(cbuf), off, len);
    }

    @Override
    public Writer append(char c) {
        write(c);
        return this;
    }

    @Override
    public Writer append(CharSequence csq) {
        CharSequence s = csq == null ? "null" : csq;
        writeChars(s, 0, s.length());
        return this;
    }

    @Override
    public Writer append(CharSequence csq, int start, int end) {
        CharSequence s = csq == null ? "null" : csq;
        if (start < 0 || end > s.length() || start > end) {
            throw new IndexOutOfBoundsException("start " + start + ", end " + end + ", length " + s.length());
        }
        writeChars(s, start, end - start);
        return this;
    }

    private void writeChars(CharSequence s, int off, int len) {
        int i = off;
        int end = off + len;
        if (pendingHigh == 0 && len <= MAX_RUN) {
            // the ASCII run, straight into the sink's buffer: one capacity check per call
            int pos = sink.size();
            byte[] buf = sink.room(len);
            for (; i < end; i++) {
                char ch = s.charAt(i);
                if (ch >= 0x80) {
                    break;
                }
                buf[pos++] = (byte) ch;
            }
            sink.setSize(pos);
        }
        for (; i < end; i++) {
            encode(s.charAt(i));
        }
    }

    /** Writes out a high surrogate left unpaired at the end of the text, as the JDK does. */
    @Override
    public void flush() {
        if (pendingHigh != 0) {
            pendingHigh = 0;
            sink.write('?');
        }
    }

    @Override
    public void close() {
        flush();
    }

    private void encode(char ch) {
        if (pendingHigh != 0) {
            char high = pendingHigh;
            pendingHigh = 0;
            if (Character.isLowSurrogate(ch)) {
                int cp = Character.toCodePoint(high, ch);
                sink.write(0xF0 | (cp >>> 18));
                sink.write(0x80 | ((cp >>> 12) & 0x3F));
                sink.write(0x80 | ((cp >>> 6) & 0x3F));
                sink.write(0x80 | (cp & 0x3F));
                return;
            }
            sink.write('?');
        }
        if (ch < 0x80) {
            sink.write(ch);
        } else if (ch < 0x800) {
            sink.write(0xC0 | (ch >>> 6));
            sink.write(0x80 | (ch & 0x3F));
        } else if (Character.isHighSurrogate(ch)) {
            pendingHigh = ch;
        } else if (Character.isLowSurrogate(ch)) {
            sink.write('?');
        } else {
            sink.write(0xE0 | (ch >>> 12));
            sink.write(0x80 | ((ch >>> 6) & 0x3F));
            sink.write(0x80 | (ch & 0x3F));
        }
    }
}
