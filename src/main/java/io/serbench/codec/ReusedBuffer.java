package io.serbench.codec;

/**
 * A codec that encodes into a buffer it keeps between ops. Its size lets {@code ReusedBufferTest}
 * check the fairness rule that every case of the suite fits the buffer as first allocated, so no
 * encode pays for growing or chaining it (docs/METHODOLOGY.md, "Fairness").
 */
public interface ReusedBuffer {
    /** The reused buffer's current size in bytes. */
    int reusedBufferBytes();

    /**
     * A reused buffer's size for a case: {@code minimum} (what every case of the matrix fits),
     * or more when the case's length knob asks for it (the sweeps' long strings and lists):
     * {@code bytesPerUnit}, the codec's upper bound of the bytes one unit of length takes in its
     * format, times the units of every field, plus a quarter and 1 KiB for headers and alignment.
     */
    static int sizeFor(io.serbench.model.Case c, int minimum, int bytesPerUnit) {
        long payload = (long) bytesPerUnit * c.length() * c.fields();
        return (int) Math.max(minimum, Math.min(Integer.MAX_VALUE / 2, payload + payload / 4 + 1024));
    }
}
