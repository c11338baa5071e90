package io.serbench.codec.ion;

import com.amazon.ion.IonType;
import com.amazon.ion.IonWriter;
import io.serbench.codec.handwritten.FieldWriter;
import io.serbench.model.Item;
import io.serbench.model.Models;
import io.serbench.model.Nested;

import java.io.IOException;
import java.lang.reflect.Field;
import java.util.List;

/**
 * Writes one canonical object as an Ion struct for the per-class code in
 * {@link io.serbench.codec.handwritten.Bindings}: each field under its name (the writer turns the
 * name into a symbol id of the message's local symbol table), values as {@link IonValues} lays them
 * out, {@code Nested} as a struct of its own.
 */
final class IonFieldWriter implements FieldWriter {
    private static final String NESTED_NAMES = "names";
    private static final String NESTED_VALUE = "value";

    private final String[] names;
    private IonWriter out;
    private int next;

    IonFieldWriter(Class<?> type) {
        List<Field> fields = Models.fields(type);
        this.names = new String[fields.size()];
        for (int i = 0; i < names.length; i++) {
            names[i] = fields.get(i).getName();
        }
    }

    /** Opens the struct of one object on {@code out}; the fields follow in declaration order. */
    void begin(IonWriter out) throws IOException {
        this.out = out;
        next = 0;
        out.stepIn(IonType.STRUCT);
    }

    void end() throws IOException {
        out.stepOut();
    }

    private void name() {
        out.setFieldName(names[next++]);
    }

    @Override
    public void writeInt(int v) throws IOException {
        name();
        out.writeInt(v);
    }

    @Override
    public void writeDouble(double v) throws IOException {
        name();
        out.writeFloat(v);
    }

    @Override
    public void writeString(String v) throws IOException {
        name();
        out.writeString(v);
    }

    @Override
    public void writeInts(int[] v) throws IOException {
        name();
        IonValues.writeInts(out, v);
    }

    @Override
    public void writeDoubles(double[] v) throws IOException {
        name();
        IonValues.writeDoubles(out, v);
    }

    @Override
    public void writeItems(List<Item> v) throws IOException {
        name();
        IonValues.writeItems(out, v);
    }

    @Override
    public void writeNested(Nested v) throws IOException {
        name();
        out.stepIn(IonType.STRUCT);
        out.setFieldName(NESTED_NAMES);
        IonValues.writeStrings(out, v.names);
        out.setFieldName(NESTED_VALUE);
        out.writeInt(v.value);
        out.stepOut();
    }
}
