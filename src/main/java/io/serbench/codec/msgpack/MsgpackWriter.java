package io.serbench.codec.msgpack;

import io.serbench.codec.handwritten.FieldWriter;
import io.serbench.model.Item;
import io.serbench.model.Nested;
import org.msgpack.core.MessagePacker;

import java.io.IOException;
import java.util.List;

/**
 * Writes one canonical object as a msgpack map: each field as its pre-encoded name (str) and
 * its value; int as the smallest int format, double as float64, String as str, lists as
 * arrays, {@code Item} and {@code Nested} as maps of their own.
 */
final class MsgpackWriter implements FieldWriter {
    private final MessagePacker packer;
    private final byte[][] names;
    private int next;

    MsgpackWriter(MessagePacker packer, Class<?> type) {
        this.packer = packer;
        this.names = Keys.of(type);
    }

    /** Starts the map of one object; the fields follow in declaration order. */
    void begin() throws IOException {
        next = 0;
        packer.packMapHeader(names.length);
    }

    private void key() throws IOException {
        key(names[next++]);
    }

    private void key(byte[] name) throws IOException {
        packer.packRawStringHeader(name.length);
        packer.writePayload(name);
    }

    @Override
    public void writeInt(int v) throws IOException {
        key();
        packer.packInt(v);
    }

    @Override
    public void writeDouble(double v) throws IOException {
        key();
        packer.packDouble(v);
    }

    @Override
    public void writeString(String v) throws IOException {
        key();
        packer.packString(v);
    }

    @Override
    public void writeInts(int[] v) throws IOException {
        key();
        packer.packArrayHeader(v.length);
        for (int x : v) {
            packer.packInt(x);
        }
    }

    @Override
    public void writeDoubles(double[] v) throws IOException {
        key();
        packer.packArrayHeader(v.length);
        for (double x : v) {
            packer.packDouble(x);
        }
    }

    @Override
    public void writeItems(List<Item> v) throws IOException {
        key();
        int n = v.size();
        packer.packArrayHeader(n);
        for (int i = 0; i < n; i++) {
            packer.packMapHeader(1);
            key(Keys.ITEM_FIELD1);
            packer.packString(v.get(i).field1);
        }
    }

    @Override
    public void writeNested(Nested v) throws IOException {
        key();
        packer.packMapHeader(2);
        key(Keys.NESTED_NAMES);
        List<String> names = v.names;
        int n = names.size();
        packer.packArrayHeader(n);
        for (int i = 0; i < n; i++) {
            packer.packString(names.get(i));
        }
        key(Keys.NESTED_VALUE);
        packer.packInt(v.value);
    }
}
