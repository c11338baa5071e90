package io.serbench.fuzz;

import io.serbench.codec.Codec;
import io.serbench.codec.Library;
import io.serbench.hostile.HostileRows;
import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.Shape;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The fuzz targets: one per row of the hostile table, that is every library of the support
 * matrix as the suite configures it (the benchmarks' setup, with the bounds its codec sets) and
 * each documented hardening setting the hostile table has a row for. The list is derived from
 * the matrix, never written out.
 *
 * <p>A fuzzed input is one byte that picks the reader (the library's scenarios, media and every
 * scenario at fields=10, in {@link Shape} order, modulo their number), then the bytes the reader
 * decodes. So one target covers every reader type its library runs, and a mutation of the first
 * byte moves an input to another reader.
 */
public final class FuzzTargets {
    private FuzzTargets() {
    }

    /** Every target id, in matrix order, each hardening row right after its library. */
    public static List<String> ids() {
        return HostileRows.all().stream().map(HostileRows.Row::id).toList();
    }

    /** The matrix library a target decodes with. */
    public static Library library(String targetId) {
        return HostileRows.row(targetId).library();
    }

    /** The readers of a target: one case per scenario the library runs, at fields=10 (media has one size). */
    public static List<Case> cases(Library library) {
        List<Case> out = new ArrayList<>();
        for (Shape s : Shape.values()) {
            if (library.supports(s)) {
                out.add(new Case(s, s.fields.get(s.fields.size() - 1)));
            }
        }
        return out;
    }

    /**
     * The readers of a target whose decoder reads the library's own encoding of a valid value: a
     * hardened setting can refuse some of the library's own output (jackson-xml with duplicate
     * detection refuses XML's repeated list elements when it skips an unknown field), and a case
     * the target cannot read at all would only fuzz its rejection path. Such cases are left out
     * of that target, the same for its seeds and its decoders.
     */
    public static List<Case> cases(String targetId) {
        List<Case> out = new ArrayList<>();
        for (Case c : cases(library(targetId))) {
            try {
                Codec codec = HostileRows.decoder(targetId, c);
                Object valid = Dataset.pool(c).get(0);
                codec.toModel(codec.decodeTimed(codec.prepareDecode(codec.encode(codec.toNative(valid)))));
                out.add(c);
            } catch (Exception e) {
                // the target's setting cannot read its own library's bytes of this case: not a reader to fuzz
            }
        }
        return out;
    }

    /** The reader an input's first byte picks. */
    public static int caseIndex(byte first, int cases) {
        return (first & 0xFF) % cases;
    }

    /** The bytes after the reader-picking byte (empty for an empty input, which picks the first reader). */
    public static byte[] payload(byte[] input) {
        return input.length == 0 ? input : Arrays.copyOfRange(input, 1, input.length);
    }

    /**
     * The decoders of one target, one per case, each built through the hostile table's one call
     * ({@link HostileRows#decoder}) and warmed by decoding one valid value of its case, as the
     * hostile probe does: lazy setup and code generation happen before any fuzzed input.
     */
    public record Decoders(String targetId, Library library, List<Case> cases, List<Codec> codecs) {
        public static Decoders of(String targetId) throws Exception {
            Library library = FuzzTargets.library(targetId);
            List<Case> cases = FuzzTargets.cases(targetId);
            List<Codec> codecs = new ArrayList<>();
            for (Case c : cases) {
                Codec codec = HostileRows.decoder(targetId, c);
                Object valid = Dataset.pool(c).get(0);
                codec.toModel(codec.decodeTimed(codec.prepareDecode(codec.encode(codec.toNative(valid)))));
                codecs.add(codec);
            }
            return new Decoders(targetId, library, List.copyOf(cases), List.copyOf(codecs));
        }

        /** Decodes one fuzzed input (reader byte, then bytes) and classifies the outcome. */
        public FuzzCheck.Checked check(byte[] input) {
            int i = input.length == 0 ? 0 : caseIndex(input[0], codecs.size());
            return FuzzCheck.check(library.id(), codecs.get(i), payload(input), cases.get(i).shape() != Shape.SKIP);
        }
    }

    /**
     * The seed corpus of a target: the library's own encodings of the suite's inputs (the 64 of
     * every case, each digits value of a case with doubles), each behind its reader's byte, by a
     * file name that says which input it is.
     */
    public static Map<String, byte[]> seeds(String targetId) throws Exception {
        Library library = library(targetId);
        List<Case> cases = cases(targetId);
        Map<String, byte[]> out = new LinkedHashMap<>();
        for (int i = 0; i < cases.size(); i++) {
            for (int digits : cases.get(i).shape().digits()) {
                Case c = cases.get(i).withDigits(digits);
                Codec codec = library.codec(c);
                List<Object> pool = Dataset.pool(c);
                for (int k = 0; k < pool.size(); k++) {
                    byte[] encoded = codec.encode(codec.toNative(pool.get(k)));
                    byte[] seed = new byte[encoded.length + 1];
                    seed[0] = (byte) i;
                    System.arraycopy(encoded, 0, seed, 1, encoded.length);
                    String scenario = c.shape().label().replaceAll("[^A-Za-z0-9]+", "-").replaceAll("-$", "");
                    out.put(String.format("seed-%s-d%d-%02d", scenario, digits, k), seed);
                }
            }
        }
        return out;
    }
}
