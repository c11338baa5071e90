package io.serbench.hostile;

import io.serbench.codec.Codec;
import io.serbench.codec.CodecFactory;
import io.serbench.codec.Library;
import io.serbench.codec.SupportMatrix;
import io.serbench.model.Case;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The rows of the hostile-input table: every library of the support matrix as the suite
 * configures it, then the extra rows that show a library's documented hardening setting.
 *
 * <p><b>Adding a library:</b> map its id to its wire format in {@link #WIRE_FORMATS}; a new
 * wire format is a new {@link WireFormat} with its seven inputs crafted by hand. The hostile
 * test fails for any library of the matrix that has no entry here.
 */
public final class HostileRows {
    private HostileRows() {
    }

    /** The one place a library id gets its wire format, and so its crafted inputs. */
    static final Map<String, WireFormat> WIRE_FORMATS = Map.ofEntries(
            Map.entry("jackson", JsonWire.INSTANCE),
            Map.entry("jackson-plain", JsonWire.INSTANCE),
            Map.entry("jackson-blackbird", JsonWire.INSTANCE),
            Map.entry("jackson3", JsonWire.INSTANCE),
            Map.entry("jackson-streaming", JsonWire.INSTANCE),
            Map.entry("avaje-jsonb", JsonWire.INSTANCE),
            Map.entry("fastjson2", JsonWire.INSTANCE),
            Map.entry("gson", JsonWire.INSTANCE),
            Map.entry("dsljson", JsonWire.INSTANCE),
            Map.entry("dsljson-strict", JsonWire.INSTANCE),
            Map.entry("jsoniter", JsonWire.INSTANCE),
            Map.entry("jsoniter-strict", JsonWire.INSTANCE),
            Map.entry("jsoniter-base64", JsonWire.INSTANCE),
            Map.entry("jsoniter-6digits", JsonWire.INSTANCE),
            Map.entry("fastjson", JsonWire.INSTANCE),
            Map.entry("protobuf", ProtoWire.PROTOBUF),
            Map.entry("protobuf-bytestring", ProtoWire.PROTOBUF),
            Map.entry("protobuf-stream", ProtoWire.PROTOBUF),
            Map.entry("thrift", ThriftWire.COMPACT),
            Map.entry("thrift-binary", ThriftWire.BINARY),
            Map.entry("jackson-xml", XmlWire.INSTANCE),
            Map.entry("flatbuffers", FlatBuffersWire.INSTANCE),
            Map.entry("capnproto", CapnProtoWire.INSTANCE),
            Map.entry("sbe", SbeWire.INSTANCE),
            Map.entry("raw", RawWire.INSTANCE),
            Map.entry("kryo", KryoWire.INSTANCE),
            Map.entry("kryo-unsafe", KryoUnsafeWire.INSTANCE),
            Map.entry("avro", AvroWire.INSTANCE),
            Map.entry("protostuff", ProtoWire.PROTOSTUFF),
            Map.entry("jackson-smile", SmileWire.INSTANCE),
            Map.entry("jackson-cbor", CborWire.INSTANCE),
            Map.entry("msgpack", MsgpackWire.INSTANCE),
            Map.entry("bson", BsonWire.INSTANCE),
            Map.entry("fastjson2-jsonb", JsonbWire.INSTANCE),
            Map.entry("hessian", HessianWire.INSTANCE),
            Map.entry("java-builtin", JavaSerialWire.INSTANCE),
            Map.entry("fory", ForyWire.INSTANCE));

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

    /** Ids of matrix libraries without a wire format here: each is a test failure. */
    public static List<String> missingWireFormats() {
        List<String> out = new ArrayList<>();
        for (Library l : SupportMatrix.LIBRARIES) {
            if (!WIRE_FORMATS.containsKey(l.id())) {
                out.add(l.id());
            }
        }
        return out;
    }

    /** Every row, in matrix order, each extra row right after its library's. */
    public static List<Row> all() {
        List<Row> rows = new ArrayList<>();
        for (Library l : SupportMatrix.LIBRARIES) {
            WireFormat wire = WIRE_FORMATS.get(l.id());
            if (wire == null) {
                continue;
            }
            rows.add(new Row(l.id(), l, wire, Kind.AS_CONFIGURED, null, l.factory()));
            for (Row extra : Settings.extraRows(l, wire)) {
                rows.add(extra);
            }
        }
        return rows;
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
