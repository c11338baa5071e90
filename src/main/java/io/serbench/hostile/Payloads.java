package io.serbench.hostile;

import java.nio.charset.StandardCharsets;

/**
 * The parameters every wire format's crafted inputs share, so the formats are attacked alike.
 * {@link #HOSTILE} is what the table is made of. {@link #CONTROL} builds the same bytes with
 * every hostile parameter turned down (3 levels, a count of 3, 10 digits, a 1-byte varint,
 * valid UTF-8, no garbage, equal duplicates); each decoder must read a control back as the
 * crafter says, which shows that the hostile input reaches the decoder path it is meant for
 * instead of failing on a mistake in the crafting.
 */
final class Payloads {

    static final Payloads HOSTILE = new Payloads(100_000, Integer.MAX_VALUE, 1_000_000,
            Bytes.of().raw(0x81).repeat(14, 0x80).raw(0x00).bytes(),
            Bytes.of().ascii("a").raw(0xC3, 0x28).ascii("b").raw(0xC0, 0xAF).ascii("c").raw(0xED, 0xA0, 0x80)
                    .ascii("d").raw(0xFF).ascii("e").bytes(),
            "garbage", "first", 1.5);

    static final Payloads CONTROL = new Payloads(3, 3, 10, new byte[]{0x01},
            "abcdefghi".getBytes(StandardCharsets.US_ASCII), "", "second", 2.5);

    /** Levels of nesting. */
    final int depth;
    /** What the length input claims: 2^31 − 1, the largest Java array/int length; 3 elements follow it. */
    final long claimed;
    /** Digits of the text formats' number. */
    final int digits;
    /**
     * The binary formats' number: a 16-byte varint, 0x81, fourteen 0x80, 0x00. Every 7-bit group
     * but the first is zero, so a decoder that keeps reading gets 1 (−1 where ints are zigzag);
     * 5 bytes is the most a 32-bit value needs and 10 the most a 64-bit one does.
     */
    final byte[] varint;
    /**
     * A string's bytes: four kinds of invalid UTF-8 between ASCII letters, a lead byte followed
     * by a non-continuation byte (C3 28), an overlong encoding of '/' (C0 AF), an encoded UTF-16
     * surrogate (ED A0 80), and a byte that never occurs in UTF-8 (FF). 9 characters, counting
     * each bad sequence as one (a count Kryo's format needs).
     */
    final byte[] utf8;
    /** What follows a valid value in the trailing-garbage input. */
    final String garbage;
    /** The duplicate input's first value (the second is always {@link #SECOND}). */
    final String first;
    /** The same for double fields (the second is always {@link #SECOND_DOUBLE}). */
    final double firstDouble;

    static final String SECOND = "second";
    static final double SECOND_DOUBLE = 2.5;
    /** Characters in {@link #utf8}, both doses. */
    static final int UTF8_CHARS = 9;

    static final String VARINT_HOW = "16-byte varint 81 80×14 00 (the value 1, or −1 where ints are zigzag-encoded)";
    static final String UTF8_HOW = "a C3 28 b C0 AF c ED A0 80 d FF e (bad continuation, overlong '/', encoded surrogate, FF)";

    private Payloads(int depth, long claimed, int digits, byte[] varint, byte[] utf8, String garbage, String first,
                     double firstDouble) {
        this.depth = depth;
        this.claimed = claimed;
        this.digits = digits;
        this.varint = varint;
        this.utf8 = utf8;
        this.garbage = garbage;
        this.first = first;
        this.firstDouble = firstDouble;
    }

    /** Value of a varint made of {@link #varint}'s bytes: 1 for both doses. */
    static final int VARINT_VALUE = 1;

    /** The control's string value (what a decoder must return for {@link #CONTROL}'s {@link #utf8}). */
    static final String CONTROL_STRING = "abcdefghi";

    /**
     * The length input's prefix for a format whose prefix counts something other than the 3
     * elements behind it (Cap'n Proto's segment size, in 8-byte words): {@link #claimed} in the
     * table, and in the control the true {@code actual}, so the control is a valid message.
     */
    long claim(long actual) {
        return this == HOSTILE ? claimed : actual;
    }

    /** A JSON number of {@link #digits} digits ("1234567890" repeated). */
    String jsonNumber() {
        StringBuilder b = new StringBuilder(digits);
        while (b.length() < digits) {
            b.append("1234567890");
        }
        b.setLength(digits);
        return b.toString();
    }
}
