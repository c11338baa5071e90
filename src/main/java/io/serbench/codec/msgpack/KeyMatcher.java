package io.serbench.codec.msgpack;

import org.msgpack.core.MessageFormatException;
import org.msgpack.core.MessageInsufficientBufferException;
import org.msgpack.core.MessageSizeException;
import org.msgpack.core.MessageUnpacker;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The readers' shared input checks: matches a str (a map key, or an enum name) against
 * pre-encoded names as bytes, without a String per key, and bounds sizes read from the input by
 * the bytes left before anything is allocated for them (msgpack-core does not: an array header
 * can declare 2^31 elements).
 */
final class KeyMatcher {
    private final MessageUnpacker unpacker;
    /** The str being matched; a longer one matches no name. */
    private final byte[] key;
    private int inputLength;

    /** {@code longest}: the longest name ever matched. */
    KeyMatcher(MessageUnpacker unpacker, int longest) {
        this.unpacker = unpacker;
        this.key = new byte[longest];
    }

    /** The longest of some names, for the constructor. */
    static int longest(int atLeast, byte[]... names) {
        int n = atLeast;
        for (byte[] name : names) {
            n = Math.max(n, name.length);
        }
        return n;
    }

    /** Starts reading an input of {@code length} bytes. */
    void begin(int length) {
        inputLength = length;
    }

    /** Reads a str: its index among {@code candidates} (tried first: {@code expected}), or -1. */
    int index(byte[][] candidates, int expected) throws IOException {
        int len = unpacker.unpackRawStringHeader();
        if (len > key.length) {
            skipPayload(len);
            return -1;
        }
        unpacker.readPayload(key, 0, len);
        if (expected < candidates.length && isKey(candidates[expected], len)) {
            return expected;
        }
        for (int i = 0; i < candidates.length; i++) {
            if (i != expected && isKey(candidates[i], len)) {
                return i;
            }
        }
        return -1;
    }

    private boolean isKey(byte[] name, int len) {
        return name.length == len && Arrays.equals(name, 0, len, key, 0, len);
    }

    private void skipPayload(int len) throws IOException {
        if (len > bytesLeft()) {
            throw new MessageInsufficientBufferException("a str of " + len + " bytes, but " + bytesLeft() + " are left");
        }
        unpacker.readPayloadAsReference(len);
    }

    /** An array size from the input, at most the bytes left (every element takes at least one). */
    int count(int n) {
        if (n > bytesLeft()) {
            throw new MessageSizeException("an array of " + n + " elements, but " + bytesLeft() + " bytes are left", n);
        }
        return n;
    }

    private long bytesLeft() {
        return inputLength - unpacker.getTotalReadBytes();
    }

    static MessageFormatException duplicate(byte[] name) {
        return new MessageFormatException("duplicate key " + new String(name, StandardCharsets.UTF_8));
    }

    /** A key the writer always writes, missing: its value could not be written back (null). */
    static MessageFormatException missing(byte[] name) {
        return new MessageFormatException("missing key " + new String(name, StandardCharsets.UTF_8));
    }
}
