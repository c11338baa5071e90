package io.serbench.payload;

import io.serbench.codec.BoundClass;
import io.serbench.codec.ClassBinder;
import io.serbench.codec.Codec;
import io.serbench.codec.SupportMatrix;
import io.serbench.codec.jackson.JacksonBinder;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A payload's benchmark fixture for one library, built as the built-in cells build theirs: the
 * library bound with all its settings, its {@value Payload#MAX_SAMPLES} encode inputs (the
 * samples, cycled) and decode inputs (its own bytes, or Jackson's for a standard-JSON library),
 * after {@link RoundTrip} has verified every sample; a library that fails is refused with its
 * verdict, so it is never timed.
 */
public final class PayloadFixture {
    public final Codec codec;
    public final Object[] inputs;
    public final Object[] payloads;

    private PayloadFixture(Codec codec, Object[] inputs, Object[] payloads) {
        this.codec = codec;
        this.inputs = inputs;
        this.payloads = payloads;
    }

    /** Every setting a binder offers: a user's run turns them all on. */
    public static Set<String> allSettings(ClassBinder binder) {
        return binder.settings().keySet();
    }

    /** The check of one library on a payload, with all its settings on. */
    public static RoundTripOutcome verify(String libraryId, Payload p) {
        ClassBinder binder = RuntimeBinding.binding(libraryId).binder();
        return RoundTrip.check(binder, p.bound(), p.samples(), allSettings(binder), decodeInputs(libraryId, p.bound(), p.samples()));
    }

    /** Builds and verifies; throws with the verdict when the library does not round-trip the payload exactly. */
    public static PayloadFixture prepare(String libraryId, Payload p) throws Exception {
        RoundTripOutcome v = verify(libraryId, p);
        if (!v.exact()) {
            throw new IllegalStateException(libraryId + " · payload " + p.type().getName() + ": " + v);
        }
        ClassBinder binder = RuntimeBinding.binding(libraryId).binder();
        Codec codec = binder.bind(p.bound(), allSettings(binder));
        List<byte[]> jackson = decodeInputs(libraryId, p.bound(), p.samples());
        int n = Payload.MAX_SAMPLES;
        Object[] inputs = new Object[n];
        Object[] payloads = new Object[n];
        for (int i = 0; i < n; i++) {
            int s = i % p.samples().size();
            inputs[i] = p.samples().get(s);
            payloads[i] = codec.prepareDecode(jackson != null ? jackson.get(s) : codec.encode(inputs[i]));
        }
        return new PayloadFixture(codec, inputs, payloads);
    }

    /** Bytes on the wire of a payload in one library: mean, mean deflated (zlib, default level), least and most. */
    public record Sizes(double meanBytes, double meanDeflated, int minBytes, int maxBytes) {
    }

    /** The sizes of the library's encodings of the samples, as the sizes table measures the built-in pools. */
    public static Sizes sizes(String libraryId, Payload p) throws Exception {
        ClassBinder binder = RuntimeBinding.binding(libraryId).binder();
        Codec codec = binder.bind(p.bound(), allSettings(binder));
        long total = 0;
        long deflated = 0;
        int min = Integer.MAX_VALUE;
        int max = 0;
        for (Object s : p.samples()) {
            byte[] bytes = codec.encode(s);
            total += bytes.length;
            deflated += io.serbench.measure.Sizes.deflatedSize(bytes);
            min = Math.min(min, bytes.length);
            max = Math.max(max, bytes.length);
        }
        int n = p.samples().size();
        return new Sizes((double) total / n, (double) deflated / n, min, max);
    }

    /** Jackson's bytes of every sample where the library's timed decode reads them (standard JSON), else null. */
    static List<byte[]> decodeInputs(String libraryId, BoundClass type, List<?> samples) {
        if (!SupportMatrix.library(libraryId).decodesJacksonOutput() || libraryId.equals(SupportMatrix.BASELINE)) {
            return null;
        }
        try {
            Codec jackson = JacksonBinder.JACKSON.bind(type, allSettings(JacksonBinder.JACKSON));
            List<byte[]> out = new ArrayList<>();
            for (Object s : samples) {
                out.add(jackson.encode(s));
            }
            return out;
        } catch (Exception e) {
            // Jackson cannot write the payload: its own row says why; the library decodes its own bytes
            return null;
        }
    }
}
