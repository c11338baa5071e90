package io.serbench.codec.hessian;

import com.caucho.hessian.io.Hessian2Input;
import com.caucho.hessian.io.Hessian2Output;
import com.caucho.hessian.io.SerializerFactory;
import io.serbench.codec.ByteSink;
import io.serbench.model.Case;
import io.serbench.model.Ints1;
import io.serbench.model.Shape;
import io.serbench.model.SkipReader;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.util.HashMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The reader's class allow-list is really on: a class outside the suite is never instantiated. */
class HessianCodecTest {
    /** Set when Hessian builds a {@link Gadget}: its deserializer calls readResolve on every instance. */
    static boolean resolved;

    /** Stands for any class an attacker could name in a message. */
    public static final class Gadget {
        public String payload;

        private Object readResolve() {
            resolved = true;
            return this;
        }
    }

    /** A skip-shaped message whose skipped field holds a {@link Gadget}. */
    public static final class GadgetCarrier {
        public Gadget field1;
        public String keep;
    }

    @BeforeEach
    void clear() {
        resolved = false;
    }

    @Test
    void allowListAdmitsTheSuiteAndMapsAnythingElseToAMap() throws Exception {
        assertEquals(Ints1.class, HessianCodec.FACTORY.getClassFactory().load(Ints1.class.getName()));
        assertEquals(HashMap.class, HessianCodec.FACTORY.getClassFactory().load(Gadget.class.getName()));
        assertEquals(HashMap.class, HessianCodec.FACTORY.getClassFactory().load("java.util.concurrent.atomic.AtomicInteger"));
    }

    @Test
    void skippedFieldNamingAnotherClassIsReadAsAMapNotInstantiated() throws Exception {
        byte[] message = gadgetMessage();

        SkipReader read = (SkipReader) new HessianCodec(new Case(Shape.SKIP, 1)).decode(message);
        assertEquals("kept", read.keep);
        assertFalse(resolved, "the codec's reader instantiated a class outside its allow-list");

        // the same bytes through Hessian's default factory do build the Gadget: the allow-list is what stops it
        Hessian2Input stock = new Hessian2Input(new ByteArrayInputStream(message));
        stock.setSerializerFactory(new SerializerFactory());
        stock.readObject(SkipReader.class);
        assertTrue(resolved, "test premise: Hessian's default reader instantiates the named class");
    }

    private static byte[] gadgetMessage() throws Exception {
        SerializerFactory writerFactory = new SerializerFactory();
        writerFactory.setAllowNonSerializable(true);
        ByteSink sink = new ByteSink();
        Hessian2Output out = new Hessian2Output(sink);
        out.setSerializerFactory(writerFactory);
        GadgetCarrier carrier = new GadgetCarrier();
        carrier.field1 = new Gadget();
        carrier.field1.payload = "x";
        carrier.keep = "kept";
        out.writeObject(carrier);
        out.flush();
        return sink.toByteArray();
    }
}
