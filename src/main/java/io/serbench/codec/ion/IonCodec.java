package io.serbench.codec.ion;

import com.amazon.ion.IonException;
import com.amazon.ion.IonReader;
import com.amazon.ion.IonType;
import com.amazon.ion.IonWriter;
import com.amazon.ion.system.IonBinaryWriterBuilder;
import com.amazon.ion.system.IonReaderBuilder;
import io.serbench.codec.ByteSink;
import io.serbench.codec.PojoCodec;
import io.serbench.codec.ReusedBuffer;
import io.serbench.codec.handwritten.Bindings;
import io.serbench.model.Case;
import io.serbench.model.MediaContent;
import io.serbench.model.Shape;

/**
 * Amazon Ion, binary, with ion-java's streaming API ({@link IonWriter}, {@link IonReader}) and the
 * field mapping written by hand, like {@code msgpack} and {@code jackson-streaming}. Why this API:
 * ion-java has no data binding of its own (Jackson's Ion module is Jackson's), and of its two
 * APIs the streaming one is the one the other is built on: the DOM's {@code IonLoader} reads the
 * message with an {@code IonReader} and materializes a tree of {@code IonValue}s, which would then
 * have to be copied into the canonical objects, so it can only add work to the timed path. The per-class field code is shared with {@code msgpack}
 * and {@code raw} ({@link Bindings}); the canonical classes are the encode input and decode
 * output.
 *
 * <p>The bytes: every object an Ion struct keyed by field name, {@code int} as an Ion int,
 * {@code double} as a 64-bit Ion float, {@code String} as an Ion string, arrays and lists as Ion
 * lists ({@link IonValues}). Ion binary writes a field name as a symbol id, so each message opens
 * with Ion's version marker and a local symbol table that lists its field names once: a message
 * is self-contained, as each message of every other format here is. A shared symbol table
 * (a catalog on both ends, {@code withImports}) would leave the names out of the message, as a
 * schema does; it is not used, because the reader would then need the writer's catalog, which
 * none of the schemaless formats here asks for.
 *
 * <p>Reuse, as ion-java allows: the writer and reader builders are built once (immutable,
 * thread-safe). One binary {@code IonWriter} over the codec's reused {@link ByteSink}, kept for
 * good: per encode the sink is reset, the value written, and {@code finish()} writes the buffered
 * message out and resets the writer's symbol table context, so the next value starts a new
 * message with its own version marker and local symbol table (the {@code IonWriter.finish()}
 * contract); then exactly the bytes are copied out. A writer that fails mid-value is replaced.
 * Local symbol table appends ({@code withLocalSymbolTableAppendEnabled}) are off, as by default:
 * they only matter to a writer that keeps a stream open across {@code flush()}es. ion-java has no
 * API to point a reader at new bytes, so decode builds one {@code IonReader} per message over the
 * input array ({@code IonReaderBuilder.build(byte[])}, ion-java's default, non-incremental binary
 * reader) and reads the one top-level value; nothing after it is looked at.
 *
 * <p>Reading: the struct's fields are matched by name in any order, unknown fields are stepped
 * over by their length prefix without being parsed (the skip scenario), a repeated field is
 * rejected, and each value's Ion type is checked (and that an int fits its Java type) before it is
 * taken ({@link IonStructReader}). Media ({@link IonMedia}): the same structs, enums as Ion
 * symbols, absent fields left out.
 */
public final class IonCodec extends PojoCodec implements ReusedBuffer {
    private static final IonBinaryWriterBuilder WRITERS = IonBinaryWriterBuilder.standard().immutable();
    private static final IonReaderBuilder READERS = IonReaderBuilder.standard().immutable();

    private final ByteSink sink = new ByteSink();
    private IonWriter writer = WRITERS.build(sink);

    private final Bindings.Writer<Object> fieldsOut;
    private final Bindings.Reader<Object> fieldsIn;
    private final IonFieldWriter out;
    private final IonStructReader in;
    private final boolean media;

    public IonCodec(Case c) {
        this.media = c.shape() == Shape.MEDIA;
        if (media) {
            this.fieldsOut = null;
            this.fieldsIn = null;
            this.out = null;
            this.in = null;
        } else {
            this.fieldsOut = Bindings.writer(c.writerClass());
            this.fieldsIn = Bindings.reader(c.readerClass());
            this.out = new IonFieldWriter(c.writerClass());
            this.in = new IonStructReader(c.readerClass(), new IonValues.Scratch());
        }
    }

    @Override
    public byte[] encode(Object value) throws Exception {
        sink.reset();
        try {
            if (media) {
                IonMedia.write(writer, (MediaContent) value);
            } else {
                out.begin(writer);
                fieldsOut.write(value, out);
                out.end();
            }
            writer.finish();
        } catch (Exception | Error e) {
            // the writer may be left inside a container: start the next encode on a fresh one
            writer = WRITERS.build(sink);
            throw e;
        }
        return sink.toByteArray();
    }

    @Override
    public Object decode(byte[] bytes) throws Exception {
        try (IonReader reader = READERS.build(bytes)) {
            if (reader.next() != IonType.STRUCT) {
                throw new IonException("expected a struct, got " + reader.getType());
            }
            if (media) {
                return IonMedia.read(reader);
            }
            in.load(reader);
            return fieldsIn.read(in);
        }
    }

    @Override
    public int reusedBufferBytes() {
        return sink.capacity();
    }
}
