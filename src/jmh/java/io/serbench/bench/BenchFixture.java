package io.serbench.bench;

import io.serbench.codec.Codec;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.codec.SupportMatrix;
import io.serbench.codec.jackson.JacksonCodec;
import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.Models;
import io.serbench.model.Shape;

import java.util.List;

/**
 * Everything a benchmark needs, built once per trial, outside any timed code: the library's
 * codec, its 64 encode inputs converted from the seeded pool, and the 64 payloads its decoder
 * reads. Before anything is timed, every input is round-tripped and compared with the
 * canonical value; a mismatch fails the benchmark with the library's name (see {@code docs/METHODOLOGY.md},
 * "Verification").
 */
public final class BenchFixture {
    /** Pool size is a power of two so the next input is {@code index & MASK}. */
    public static final int MASK = Dataset.POOL_SIZE - 1;

    private final Library library;
    public final Codec codec;
    /** Encode inputs, in the library's own type (builders, records, POJOs). */
    public final Object[] inputs;
    /** Decode inputs: Jackson's bytes for standard-JSON libraries, else the library's own ("Fairness"). */
    public final byte[][] payloads;

    private BenchFixture(Library library, Case c) throws Exception {
        this.library = library;
        this.codec = library.codec(c);
        List<Object> pool = Dataset.pool(c);
        this.inputs = new Object[pool.size()];
        this.payloads = new byte[pool.size()][];
        for (int i = 0; i < pool.size(); i++) {
            Object model = pool.get(i);
            inputs[i] = codec.toNative(model);
            byte[] own = codec.encode(inputs[i]);
            boolean sameFormatAsJackson = library.format().isStandardJson() || library.format() == Format.NONE;
            payloads[i] = sameFormatAsJackson ? JacksonCodec.MAPPER.writeValueAsBytes(model) : own;
            if (library.format() != Format.NONE) {
                verify(c, i, model, own, "its own output");
                verify(c, i, model, payloads[i], "the benchmark's decode input");
            }
        }
    }

    /** Builds and verifies; any failure names the library and the case. */
    public static BenchFixture prepare(String libraryId, Shape shape, int fields) {
        Library library = SupportMatrix.library(libraryId);
        Case c = new Case(shape, fields);
        try {
            return new BenchFixture(library, c);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException(libraryId + " · " + c + ": setup failed: " + e, e);
        }
    }

    private void verify(Case c, int i, Object model, byte[] bytes, String what) throws Exception {
        Object back = codec.toModel(codec.decode(bytes));
        String diff = Models.diff(c.expectedDecoded(model), back, library.tolerance());
        if (diff != null) {
            throw new IllegalStateException(library.id() + " · " + c + ": round trip of input " + i
                    + " (decoding " + what + ") differs: " + diff);
        }
    }
}
