package io.serbench.codec.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.unsafe.UnsafeInput;
import com.esotericsoftware.kryo.unsafe.UnsafeOutput;
import com.esotericsoftware.kryo.util.Pool;
import io.serbench.codec.PojoCodec;
import io.serbench.model.Case;

/**
 * Kryo shared by many threads as its README shows: a thread-safe {@link Pool} of {@link Kryo}
 * instances and pools of {@link Output} and {@link Input}, each borrowed for one op and returned.
 * Each pooled Kryo is configured exactly as {@link KryoCodec}'s (built by one), so the bytes are
 * the same; only the borrowing is added.
 */
final class PooledKryoCodec extends PojoCodec {
    /** As {@link KryoCodec}'s buffer: the largest case fits without growing. */
    private static final int INITIAL_BUFFER = 4096;

    private final Class<?> readerClass;
    private final Pool<Kryo> kryos;
    private final Pool<Output> outputs;
    private final Pool<Input> inputs;

    PooledKryoCodec(Case c) {
        this(c, KryoCodec.Variant.SAFE);
    }

    /** The same pools for either of Kryo's buffer setups; each pooled Kryo is configured as that variant's codec. */
    PooledKryoCodec(Case c, KryoCodec.Variant variant) {
        boolean unsafe = variant == KryoCodec.Variant.UNSAFE;
        this.readerClass = c.readerClass();
        this.kryos = new Pool<>(true, false) {
            @Override
            protected Kryo create() {
                return new KryoCodec(c, variant).kryo();
            }
        };
        this.outputs = new Pool<>(true, false) {
            @Override
            protected Output create() {
                Output output = unsafe ? new UnsafeOutput(INITIAL_BUFFER, -1) : new Output(INITIAL_BUFFER, -1);
                output.setVariableLengthEncoding(!unsafe);
                return output;
            }
        };
        this.inputs = new Pool<>(true, false) {
            @Override
            protected Input create() {
                Input input = unsafe ? new UnsafeInput() : new Input();
                input.setVariableLengthEncoding(!unsafe);
                return input;
            }
        };
    }

    @Override
    public byte[] encode(Object in) {
        Kryo kryo = kryos.obtain();
        Output output = outputs.obtain();
        try {
            output.reset();
            kryo.writeObject(output, in);
            return output.toBytes();
        } finally {
            outputs.free(output);
            kryos.free(kryo);
        }
    }

    @Override
    public Object decode(byte[] bytes) {
        Kryo kryo = kryos.obtain();
        Input input = inputs.obtain();
        try {
            input.setBuffer(bytes);
            return kryo.readObject(input, readerClass);
        } finally {
            inputs.free(input);
            kryos.free(kryo);
        }
    }
}
