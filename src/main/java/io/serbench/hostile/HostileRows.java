package io.serbench.hostile;

import io.serbench.codec.Codec;
import io.serbench.codec.CodecFactory;
import io.serbench.codec.DecoderSetup;
import io.serbench.codec.Library;
import io.serbench.codec.SupportMatrix;
import io.serbench.codec.Wire;
import io.serbench.model.Case;

import java.util.ArrayList;
import java.util.List;

/**
 * The rows of the hostile-input table: every library of the support matrix as the suite
 * configures it, then, where its declaration names one, the row with its documented hardening
 * setting on ({@link Library#hardening()}).
 *
 * <p><b>Adding a library:</b> its declaration names its wire format ({@link Library#wire()}), and
 * the rows follow; a new wire format is a {@link Wire} constant and a {@link WireFormat} with its
 * seven inputs crafted by hand, returned by {@link #wireFormat}.
 */
public final class HostileRows {
    private HostileRows() {
    }

    /**
     * The crafted inputs of each wire format a declaration can name ({@link Library#wire()}). A
     * new wire format is a new {@link Wire} constant, which the compiler then asks for here.
     */
    static WireFormat wireFormat(Wire wire) {
        return switch (wire) {
            case JSON -> JsonWire.INSTANCE;
            case XML -> XmlWire.INSTANCE;
            case SMILE -> SmileWire.INSTANCE;
            case CBOR -> CborWire.INSTANCE;
            case MSGPACK -> MsgpackWire.INSTANCE;
            case ION -> IonWire.INSTANCE;
            case BSON -> BsonWire.INSTANCE;
            case FASTJSON2_JSONB -> JsonbWire.INSTANCE;
            case HESSIAN -> HessianWire.INSTANCE;
            case JAVA_SERIALIZATION -> JavaSerialWire.INSTANCE;
            case KRYO -> KryoWire.INSTANCE;
            case KRYO_UNSAFE -> KryoUnsafeWire.INSTANCE;
            case FORY -> ForyWire.INSTANCE;
            case PROTOBUF -> ProtoWire.PROTOBUF;
            case PROTOSTUFF -> ProtoWire.PROTOSTUFF;
            case THRIFT_COMPACT -> ThriftWire.COMPACT;
            case THRIFT_BINARY -> ThriftWire.BINARY;
            case AVRO -> AvroWire.INSTANCE;
            case FLATBUFFERS -> FlatBuffersWire.INSTANCE;
            case CAPNPROTO -> CapnProtoWire.INSTANCE;
            case SBE -> SbeWire.INSTANCE;
            case RAW -> RawWire.INSTANCE;
        };
    }

    /** What a row runs: the suite's codec as configured, or with a documented hardening setting on top. */
    public enum Kind {
        AS_CONFIGURED, HARDENING
    }

    /**
     * One row of the table.
     *
     * @param id       probe id: the library id, or library id + "+" + a suffix for the extra rows
     * @param library  the matrix library (scenarios it runs, version)
     * @param wire     its wire format
     * @param kind     see {@link Kind}
     * @param setting  for hardening rows: the setting, as the table prints it
     * @param factory  the decoder under test for a case
     */
    public record Row(String id, Library library, WireFormat wire, Kind kind, String setting, CodecFactory factory) {

        /** The input of the table. */
        public Craft craft(HostileInput input) {
            return wire.craft(input, library, Payloads.HOSTILE);
        }

        /** The same bytes with the hostile parameter turned down, which must decode as {@link Craft.Input#control()} says. */
        public Craft control(HostileInput input) {
            return wire.craft(input, library, Payloads.CONTROL);
        }

        public Codec codec(Case c) throws Exception {
            if (!library.supports(c.shape())) {
                throw new IllegalStateException(id + ": the crafted " + c.shape().label() + " input targets a scenario "
                        + library.id() + " does not run (" + library.whyNot(c.shape()) + ")");
            }
            return factory.create(c);
        }

        /** As the table prints it. */
        public String label() {
            return kind == Kind.AS_CONFIGURED ? library.id() : library.id() + ", " + setting;
        }
    }

    /** Ids of matrix libraries whose declaration names no wire format: each is a test failure. */
    public static List<String> missingWireFormats() {
        List<String> out = new ArrayList<>();
        for (Library l : SupportMatrix.LIBRARIES) {
            if (l.wire() == null) {
                out.add(l.id());
            }
        }
        return out;
    }

    /**
     * Every row, in matrix order: each library's decoders as its declaration lists them
     * ({@link Library#decoderSetups}: the timed setup, then its hardening setting when declared).
     */
    public static List<Row> all() {
        List<Row> rows = new ArrayList<>();
        for (Library l : SupportMatrix.LIBRARIES) {
            if (l.wire() == null) {
                continue;
            }
            WireFormat wire = wireFormat(l.wire());
            for (DecoderSetup d : l.decoderSetups()) {
                rows.add(new Row(d.id(), l, wire, d.hardened() ? Kind.HARDENING : Kind.AS_CONFIGURED, d.setting(), d.factory()));
            }
        }
        return rows;
    }

    /**
     * The decoder the hostile table runs for a row id (a library id as the suite configures it,
     * or one of its hardening rows) at a case: the one call through which other checks of
     * hostile input (the fuzz targets of {@code io.serbench.fuzz}) get the same decoder.
     */
    public static Codec decoder(String rowId, Case c) throws Exception {
        return row(rowId).codec(c);
    }

    public static Row row(String id) {
        for (Row r : all()) {
            if (r.id().equals(id)) {
                return r;
            }
        }
        throw new IllegalArgumentException("no hostile-input row '" + id + "'");
    }
}
