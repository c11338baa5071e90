package io.serbench.bench;

import io.serbench.codec.Codec;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.codec.SupportMatrix;
import io.serbench.codec.jackson.JacksonCodec;
import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.Models;

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
    /**
     * Decode inputs, prepared in the representation the codec's timed decode reads: from
     * Jackson's bytes where the library decodes them, else from its own ({@link Library#decodesJacksonOutput}).
     */
    public final Object[] payloads;

    private BenchFixture(Library library, Case c, List<Object> pool) throws Exception {
        this.library = library;
        this.codec = library.codec(c);
        this.inputs = new Object[pool.size()];
        this.payloads = new Object[pool.size()];
        for (int i = 0; i < pool.size(); i++) {
            Object model = pool.get(i);
            inputs[i] = codec.toNative(model);
            byte[] own = codec.encode(inputs[i]);
            byte[] payload = library.decodesJacksonOutput() ? JacksonCodec.MAPPER.writeValueAsBytes(model) : own;
            if (library.format() != Format.NONE) {
                verify(c, i, model, own, "its own output");
                verify(c, i, model, payload, "the benchmark's decode input");
            }
            payloads[i] = codec.prepareDecode(payload);
        }
    }

    private BenchFixture(Library library, Codec codec, Object[] inputs, Object[] payloads) {
        this.library = library;
        this.codec = codec;
        this.inputs = inputs;
        this.payloads = payloads;
    }

    /** A fixture built and verified elsewhere (a user's payload: {@link io.serbench.payload.PayloadFixture}). */
    static BenchFixture of(String libraryId, Codec codec, Object[] inputs, Object[] payloads) {
        if (inputs.length != Dataset.POOL_SIZE || payloads.length != Dataset.POOL_SIZE) {
            throw new IllegalArgumentException(libraryId + ": a fixture holds " + Dataset.POOL_SIZE + " inputs and payloads");
        }
        return new BenchFixture(SupportMatrix.library(libraryId), codec, inputs, payloads);
    }

    /** Builds and verifies; any failure names the library and the case. */
    public static BenchFixture prepare(String libraryId, Case c) {
        return prepare(libraryId, c, Dataset.pool(c));
    }

    /**
     * The same, on other canonical values of the case's writer class (a probe's input, e.g.
     * another benchmark's instance): {@link Dataset#POOL_SIZE} of them, built and verified alike.
     */
    public static BenchFixture prepare(String libraryId, Case c, List<Object> pool) {
        if (pool.size() != Dataset.POOL_SIZE) {
            throw new IllegalArgumentException(libraryId + " · " + c + ": a fixture holds " + Dataset.POOL_SIZE + " inputs");
        }
        Library library = SupportMatrix.library(libraryId);
        try {
            return new BenchFixture(library, c, pool);
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
