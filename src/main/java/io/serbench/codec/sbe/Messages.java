package io.serbench.codec.sbe;

import io.serbench.codec.sbe.gen.*;
import io.serbench.model.*;
import io.serbench.model.ImageSize;
import io.serbench.model.Player;
import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;

import java.util.ArrayList;
import java.util.List;

/**
 * The glue between the canonical classes and the flyweights SbeTool generates from
 * {@code src/main/sbe/serbench.xml}: one {@link Message} per SBE message, written out field by
 * field because every message and every repeating group is its own generated class (SBE
 * generates no reflection API, and a reflective or table-driven path would be measured too).
 *
 * <p>Every {@code encode} wraps its encoder at offset 0 with the message header, sets each field
 * once in schema order and returns header plus body length. Every {@code decode} wraps its
 * decoder with the header (the generated {@code wrapAndApplyHeader} rejects another template
 * id), reads each field exactly once in schema order (ints and doubles from the root block,
 * strings as {@code String}, each list element by element from its repeating group) into a new
 * canonical object, and returns it.
 */
final class Messages {
    private Messages() {
    }

    /** One SBE message bound to one canonical class; each instance holds its own reused flyweights. */
    interface Message {
        /** Writes header and message at offset 0 of {@code buffer}; returns the encoded length, header included. */
        int encode(Object value, MutableDirectBuffer buffer, MessageHeaderEncoder header);

        /** Reads the message at offset 0 of {@code buffer} into a new canonical object. */
        Object decode(DirectBuffer buffer, MessageHeaderDecoder header);
    }

    static Message forCase(Case c) {
        switch (c.shape()) {
            case INT:
                return c.fields() == 1 ? new Ints1Message() : c.fields() == 5 ? new Ints5Message() : new Ints10Message();
            case DOUBLE:
                return c.fields() == 1 ? new Doubles1Message() : c.fields() == 5 ? new Doubles5Message() : new Doubles10Message();
            case OBJECT:
            case STRING:
                return c.fields() == 1 ? new Strings1Message() : c.fields() == 5 ? new Strings5Message() : new Strings10Message();
            case LIST_INT:
                return c.fields() == 1 ? new IntLists1Message() : c.fields() == 5 ? new IntLists5Message() : new IntLists10Message();
            case LIST_DOUBLE:
                return c.fields() == 1 ? new DoubleLists1Message() : c.fields() == 5 ? new DoubleLists5Message() : new DoubleLists10Message();
            case LIST_OBJECT:
                return c.fields() == 1 ? new ItemLists1Message() : c.fields() == 5 ? new ItemLists5Message() : new ItemLists10Message();
            case SKIP:
                return c.fields() == 1 ? new Skip1Message() : c.fields() == 5 ? new Skip5Message() : new Skip10Message();
            case MEDIA:
                return new MediaContentMessage();
            default:
                throw new IllegalArgumentException(c.toString());
        }
    }

    // ---- int, double, object and string: fields of the root block, or var data ----

    static final class Ints1Message implements Message {
        private final Ints1Encoder enc = new Ints1Encoder();
        private final Ints1Decoder dec = new Ints1Decoder();

        @Override
        public int encode(Object value, MutableDirectBuffer buffer, MessageHeaderEncoder header) {
            Ints1 v = (Ints1) value;
            enc.wrapAndApplyHeader(buffer, 0, header);
            enc.field1(v.field1);
            return MessageHeaderEncoder.ENCODED_LENGTH + enc.encodedLength();
        }

        @Override
        public Object decode(DirectBuffer buffer, MessageHeaderDecoder header) {
            dec.wrapAndApplyHeader(buffer, 0, header);
            Ints1 v = new Ints1();
            v.field1 = dec.field1();
            return v;
        }
    }

    static final class Ints5Message implements Message {
        private final Ints5Encoder enc = new Ints5Encoder();
        private final Ints5Decoder dec = new Ints5Decoder();

        @Override
        public int encode(Object value, MutableDirectBuffer buffer, MessageHeaderEncoder header) {
            Ints5 v = (Ints5) value;
            enc.wrapAndApplyHeader(buffer, 0, header);
            enc.field1(v.field1);
            enc.field2(v.field2);
            enc.field3(v.field3);
            enc.field4(v.field4);
            enc.field5(v.field5);
            return MessageHeaderEncoder.ENCODED_LENGTH + enc.encodedLength();
        }

        @Override
        public Object decode(DirectBuffer buffer, MessageHeaderDecoder header) {
            dec.wrapAndApplyHeader(buffer, 0, header);
            Ints5 v = new Ints5();
            v.field1 = dec.field1();
            v.field2 = dec.field2();
            v.field3 = dec.field3();
            v.field4 = dec.field4();
            v.field5 = dec.field5();
            return v;
        }
    }

    static final class Ints10Message implements Message {
        private final Ints10Encoder enc = new Ints10Encoder();
        private final Ints10Decoder dec = new Ints10Decoder();

        @Override
        public int encode(Object value, MutableDirectBuffer buffer, MessageHeaderEncoder header) {
            Ints10 v = (Ints10) value;
            enc.wrapAndApplyHeader(buffer, 0, header);
            enc.field1(v.field1);
            enc.field2(v.field2);
            enc.field3(v.field3);
            enc.field4(v.field4);
            enc.field5(v.field5);
            enc.field6(v.field6);
            enc.field7(v.field7);
            enc.field8(v.field8);
            enc.field9(v.field9);
            enc.field10(v.field10);
            return MessageHeaderEncoder.ENCODED_LENGTH + enc.encodedLength();
        }

        @Override
        public Object decode(DirectBuffer buffer, MessageHeaderDecoder header) {
            dec.wrapAndApplyHeader(buffer, 0, header);
            Ints10 v = new Ints10();
            v.field1 = dec.field1();
            v.field2 = dec.field2();
            v.field3 = dec.field3();
            v.field4 = dec.field4();
            v.field5 = dec.field5();
            v.field6 = dec.field6();
            v.field7 = dec.field7();
            v.field8 = dec.field8();
            v.field9 = dec.field9();
            v.field10 = dec.field10();
            return v;
        }
    }

    static final class Doubles1Message implements Message {
        private final Doubles1Encoder enc = new Doubles1Encoder();
        private final Doubles1Decoder dec = new Doubles1Decoder();

        @Override
        public int encode(Object value, MutableDirectBuffer buffer, MessageHeaderEncoder header) {
            Doubles1 v = (Doubles1) value;
            enc.wrapAndApplyHeader(buffer, 0, header);
            enc.field1(v.field1);
            return MessageHeaderEncoder.ENCODED_LENGTH + enc.encodedLength();
        }

        @Override
        public Object decode(DirectBuffer buffer, MessageHeaderDecoder header) {
            dec.wrapAndApplyHeader(buffer, 0, header);
            Doubles1 v = new Doubles1();
            v.field1 = dec.field1();
            return v;
        }
    }

    static final class Doubles5Message implements Message {
        private final Doubles5Encoder enc = new Doubles5Encoder();
        private final Doubles5Decoder dec = new Doubles5Decoder();

        @Override
        public int encode(Object value, MutableDirectBuffer buffer, MessageHeaderEncoder header) {
            Doubles5 v = (Doubles5) value;
            enc.wrapAndApplyHeader(buffer, 0, header);
            enc.field1(v.field1);
            enc.field2(v.field2);
            enc.field3(v.field3);
            enc.field4(v.field4);
            enc.field5(v.field5);
            return MessageHeaderEncoder.ENCODED_LENGTH + enc.encodedLength();
        }

        @Override
        public Object decode(DirectBuffer buffer, MessageHeaderDecoder header) {
            dec.wrapAndApplyHeader(buffer, 0, header);
            Doubles5 v = new Doubles5();
            v.field1 = dec.field1();
            v.field2 = dec.field2();
            v.field3 = dec.field3();
            v.field4 = dec.field4();
            v.field5 = dec.field5();
            return v;
        }
    }

    static final class Doubles10Message implements Message {
        private final Doubles10Encoder enc = new Doubles10Encoder();
        private final Doubles10Decoder dec = new Doubles10Decoder();

        @Override
        public int encode(Object value, MutableDirectBuffer buffer, MessageHeaderEncoder header) {
            Doubles10 v = (Doubles10) value;
            enc.wrapAndApplyHeader(buffer, 0, header);
            enc.field1(v.field1);
            enc.field2(v.field2);
            enc.field3(v.field3);
            enc.field4(v.field4);
            enc.field5(v.field5);
            enc.field6(v.field6);
            enc.field7(v.field7);
            enc.field8(v.field8);
            enc.field9(v.field9);
            enc.field10(v.field10);
            return MessageHeaderEncoder.ENCODED_LENGTH + enc.encodedLength();
        }

        @Override
        public Object decode(DirectBuffer buffer, MessageHeaderDecoder header) {
            dec.wrapAndApplyHeader(buffer, 0, header);
            Doubles10 v = new Doubles10();
            v.field1 = dec.field1();
            v.field2 = dec.field2();
            v.field3 = dec.field3();
            v.field4 = dec.field4();
            v.field5 = dec.field5();
            v.field6 = dec.field6();
            v.field7 = dec.field7();
            v.field8 = dec.field8();
            v.field9 = dec.field9();
            v.field10 = dec.field10();
            return v;
        }
    }

    static final class Strings1Message implements Message {
        private final Strings1Encoder enc = new Strings1Encoder();
        private final Strings1Decoder dec = new Strings1Decoder();

        @Override
        public int encode(Object value, MutableDirectBuffer buffer, MessageHeaderEncoder header) {
            Strings1 v = (Strings1) value;
            enc.wrapAndApplyHeader(buffer, 0, header);
            enc.field1(v.field1);
            return MessageHeaderEncoder.ENCODED_LENGTH + enc.encodedLength();
        }

        @Override
        public Object decode(DirectBuffer buffer, MessageHeaderDecoder header) {
            dec.wrapAndApplyHeader(buffer, 0, header);
            Strings1 v = new Strings1();
            v.field1 = dec.field1();
            return v;
        }
    }

    static final class Strings5Message implements Message {
        private final Strings5Encoder enc = new Strings5Encoder();
        private final Strings5Decoder dec = new Strings5Decoder();

        @Override
        public int encode(Object value, MutableDirectBuffer buffer, MessageHeaderEncoder header) {
            Strings5 v = (Strings5) value;
            enc.wrapAndApplyHeader(buffer, 0, header);
            enc.field1(v.field1);
            enc.field2(v.field2);
            enc.field3(v.field3);
            enc.field4(v.field4);
            enc.field5(v.field5);
            return MessageHeaderEncoder.ENCODED_LENGTH + enc.encodedLength();
        }

        @Override
        public Object decode(DirectBuffer buffer, MessageHeaderDecoder header) {
            dec.wrapAndApplyHeader(buffer, 0, header);
            Strings5 v = new Strings5();
            v.field1 = dec.field1();
            v.field2 = dec.field2();
            v.field3 = dec.field3();
            v.field4 = dec.field4();
            v.field5 = dec.field5();
            return v;
        }
    }

    static final class Strings10Message implements Message {
        private final Strings10Encoder enc = new Strings10Encoder();
        private final Strings10Decoder dec = new Strings10Decoder();

        @Override
        public int encode(Object value, MutableDirectBuffer buffer, MessageHeaderEncoder header) {
            Strings10 v = (Strings10) value;
            enc.wrapAndApplyHeader(buffer, 0, header);
            enc.field1(v.field1);
            enc.field2(v.field2);
            enc.field3(v.field3);
            enc.field4(v.field4);
            enc.field5(v.field5);
            enc.field6(v.field6);
            enc.field7(v.field7);
            enc.field8(v.field8);
            enc.field9(v.field9);
            enc.field10(v.field10);
            return MessageHeaderEncoder.ENCODED_LENGTH + enc.encodedLength();
        }

        @Override
        public Object decode(DirectBuffer buffer, MessageHeaderDecoder header) {
            dec.wrapAndApplyHeader(buffer, 0, header);
            Strings10 v = new Strings10();
            v.field1 = dec.field1();
            v.field2 = dec.field2();
            v.field3 = dec.field3();
            v.field4 = dec.field4();
            v.field5 = dec.field5();
            v.field6 = dec.field6();
            v.field7 = dec.field7();
            v.field8 = dec.field8();
            v.field9 = dec.field9();
            v.field10 = dec.field10();
            return v;
        }
    }

    // ---- lists: one repeating group per field, one entry per element ----

    static final class IntLists1Message implements Message {
        private final IntLists1Encoder enc = new IntLists1Encoder();
        private final IntLists1Decoder dec = new IntLists1Decoder();

        @Override
        public int encode(Object value, MutableDirectBuffer buffer, MessageHeaderEncoder header) {
            IntLists1 v = (IntLists1) value;
            enc.wrapAndApplyHeader(buffer, 0, header);
            var g1 = enc.field1Count(v.field1.length);
            for (int x : v.field1) {
                g1.next().value(x);
            }
            return MessageHeaderEncoder.ENCODED_LENGTH + enc.encodedLength();
        }

        @Override
        public Object decode(DirectBuffer buffer, MessageHeaderDecoder header) {
            dec.wrapAndApplyHeader(buffer, 0, header);
            IntLists1 v = new IntLists1();
            var g1 = dec.field1();
            v.field1 = new int[g1.count()];
            for (int i = 0; i < v.field1.length; i++) {
                v.field1[i] = g1.next().value();
            }
            return v;
        }
    }

    static final class IntLists5Message implements Message {
        private final IntLists5Encoder enc = new IntLists5Encoder();
        private final IntLists5Decoder dec = new IntLists5Decoder();

        @Override
        public int encode(Object value, MutableDirectBuffer buffer, MessageHeaderEncoder header) {
            IntLists5 v = (IntLists5) value;
            enc.wrapAndApplyHeader(buffer, 0, header);
            var g1 = enc.field1Count(v.field1.length);
            for (int x : v.field1) {
                g1.next().value(x);
            }
            var g2 = enc.field2Count(v.field2.length);
            for (int x : v.field2) {
                g2.next().value(x);
            }
            var g3 = enc.field3Count(v.field3.length);
            for (int x : v.field3) {
                g3.next().value(x);
            }
            var g4 = enc.field4Count(v.field4.length);
            for (int x : v.field4) {
                g4.next().value(x);
            }
            var g5 = enc.field5Count(v.field5.length);
            for (int x : v.field5) {
                g5.next().value(x);
            }
            return MessageHeaderEncoder.ENCODED_LENGTH + enc.encodedLength();
        }

        @Override
        public Object decode(DirectBuffer buffer, MessageHeaderDecoder header) {
            dec.wrapAndApplyHeader(buffer, 0, header);
            IntLists5 v = new IntLists5();
            var g1 = dec.field1();
            v.field1 = new int[g1.count()];
            for (int i = 0; i < v.field1.length; i++) {
                v.field1[i] = g1.next().value();
            }
            var g2 = dec.field2();
            v.field2 = new int[g2.count()];
            for (int i = 0; i < v.field2.length; i++) {
                v.field2[i] = g2.next().value();
            }
            var g3 = dec.field3();
            v.field3 = new int[g3.count()];
            for (int i = 0; i < v.field3.length; i++) {
                v.field3[i] = g3.next().value();
            }
            var g4 = dec.field4();
            v.field4 = new int[g4.count()];
            for (int i = 0; i < v.field4.length; i++) {
                v.field4[i] = g4.next().value();
            }
            var g5 = dec.field5();
            v.field5 = new int[g5.count()];
            for (int i = 0; i < v.field5.length; i++) {
                v.field5[i] = g5.next().value();
            }
            return v;
        }
    }

    static final class IntLists10Message implements Message {
        private final IntLists10Encoder enc = new IntLists10Encoder();
        private final IntLists10Decoder dec = new IntLists10Decoder();

        @Override
        public int encode(Object value, MutableDirectBuffer buffer, MessageHeaderEncoder header) {
            IntLists10 v = (IntLists10) value;
            enc.wrapAndApplyHeader(buffer, 0, header);
            var g1 = enc.field1Count(v.field1.length);
            for (int x : v.field1) {
                g1.next().value(x);
            }
            var g2 = enc.field2Count(v.field2.length);
            for (int x : v.field2) {
                g2.next().value(x);
            }
            var g3 = enc.field3Count(v.field3.length);
            for (int x : v.field3) {
                g3.next().value(x);
            }
            var g4 = enc.field4Count(v.field4.length);
            for (int x : v.field4) {
                g4.next().value(x);
            }
            var g5 = enc.field5Count(v.field5.length);
            for (int x : v.field5) {
                g5.next().value(x);
            }
            var g6 = enc.field6Count(v.field6.length);
            for (int x : v.field6) {
                g6.next().value(x);
            }
            var g7 = enc.field7Count(v.field7.length);
            for (int x : v.field7) {
                g7.next().value(x);
            }
            var g8 = enc.field8Count(v.field8.length);
            for (int x : v.field8) {
                g8.next().value(x);
            }
            var g9 = enc.field9Count(v.field9.length);
            for (int x : v.field9) {
                g9.next().value(x);
            }
            var g10 = enc.field10Count(v.field10.length);
            for (int x : v.field10) {
                g10.next().value(x);
            }
            return MessageHeaderEncoder.ENCODED_LENGTH + enc.encodedLength();
        }

        @Override
        public Object decode(DirectBuffer buffer, MessageHeaderDecoder header) {
            dec.wrapAndApplyHeader(buffer, 0, header);
            IntLists10 v = new IntLists10();
            var g1 = dec.field1();
            v.field1 = new int[g1.count()];
            for (int i = 0; i < v.field1.length; i++) {
                v.field1[i] = g1.next().value();
            }
            var g2 = dec.field2();
            v.field2 = new int[g2.count()];
            for (int i = 0; i < v.field2.length; i++) {
                v.field2[i] = g2.next().value();
            }
            var g3 = dec.field3();
            v.field3 = new int[g3.count()];
            for (int i = 0; i < v.field3.length; i++) {
                v.field3[i] = g3.next().value();
            }
            var g4 = dec.field4();
            v.field4 = new int[g4.count()];
            for (int i = 0; i < v.field4.length; i++) {
                v.field4[i] = g4.next().value();
            }
            var g5 = dec.field5();
            v.field5 = new int[g5.count()];
            for (int i = 0; i < v.field5.length; i++) {
                v.field5[i] = g5.next().value();
            }
            var g6 = dec.field6();
            v.field6 = new int[g6.count()];
            for (int i = 0; i < v.field6.length; i++) {
                v.field6[i] = g6.next().value();
            }
            var g7 = dec.field7();
            v.field7 = new int[g7.count()];
            for (int i = 0; i < v.field7.length; i++) {
                v.field7[i] = g7.next().value();
            }
            var g8 = dec.field8();
            v.field8 = new int[g8.count()];
            for (int i = 0; i < v.field8.length; i++) {
                v.field8[i] = g8.next().value();
            }
            var g9 = dec.field9();
            v.field9 = new int[g9.count()];
            for (int i = 0; i < v.field9.length; i++) {
                v.field9[i] = g9.next().value();
            }
            var g10 = dec.field10();
            v.field10 = new int[g10.count()];
            for (int i = 0; i < v.field10.length; i++) {
                v.field10[i] = g10.next().value();
            }
            return v;
        }
    }

    static final class DoubleLists1Message implements Message {
        private final DoubleLists1Encoder enc = new DoubleLists1Encoder();
        private final DoubleLists1Decoder dec = new DoubleLists1Decoder();

        @Override
        public int encode(Object value, MutableDirectBuffer buffer, MessageHeaderEncoder header) {
            DoubleLists1 v = (DoubleLists1) value;
            enc.wrapAndApplyHeader(buffer, 0, header);
            var g1 = enc.field1Count(v.field1.length);
            for (double x : v.field1) {
                g1.next().value(x);
            }
            return MessageHeaderEncoder.ENCODED_LENGTH + enc.encodedLength();
        }

        @Override
        public Object decode(DirectBuffer buffer, MessageHeaderDecoder header) {
            dec.wrapAndApplyHeader(buffer, 0, header);
            DoubleLists1 v = new DoubleLists1();
            var g1 = dec.field1();
            v.field1 = new double[g1.count()];
            for (int i = 0; i < v.field1.length; i++) {
                v.field1[i] = g1.next().value();
            }
            return v;
        }
    }

    static final class DoubleLists5Message implements Message {
        private final DoubleLists5Encoder enc = new DoubleLists5Encoder();
        private final DoubleLists5Decoder dec = new DoubleLists5Decoder();

        @Override
        public int encode(Object value, MutableDirectBuffer buffer, MessageHeaderEncoder header) {
            DoubleLists5 v = (DoubleLists5) value;
            enc.wrapAndApplyHeader(buffer, 0, header);
            var g1 = enc.field1Count(v.field1.length);
            for (double x : v.field1) {
                g1.next().value(x);
            }
            var g2 = enc.field2Count(v.field2.length);
            for (double x : v.field2) {
                g2.next().value(x);
            }
            var g3 = enc.field3Count(v.field3.length);
            for (double x : v.field3) {
                g3.next().value(x);
            }
            var g4 = enc.field4Count(v.field4.length);
            for (double x : v.field4) {
                g4.next().value(x);
            }
            var g5 = enc.field5Count(v.field5.length);
            for (double x : v.field5) {
                g5.next().value(x);
            }
            return MessageHeaderEncoder.ENCODED_LENGTH + enc.encodedLength();
        }

        @Override
        public Object decode(DirectBuffer buffer, MessageHeaderDecoder header) {
            dec.wrapAndApplyHeader(buffer, 0, header);
            DoubleLists5 v = new DoubleLists5();
            var g1 = dec.field1();
            v.field1 = new double[g1.count()];
            for (int i = 0; i < v.field1.length; i++) {
                v.field1[i] = g1.next().value();
            }
            var g2 = dec.field2();
            v.field2 = new double[g2.count()];
            for (int i = 0; i < v.field2.length; i++) {
                v.field2[i] = g2.next().value();
            }
            var g3 = dec.field3();
            v.field3 = new double[g3.count()];
            for (int i = 0; i < v.field3.length; i++) {
                v.field3[i] = g3.next().value();
            }
            var g4 = dec.field4();
            v.field4 = new double[g4.count()];
            for (int i = 0; i < v.field4.length; i++) {
                v.field4[i] = g4.next().value();
            }
            var g5 = dec.field5();
            v.field5 = new double[g5.count()];
            for (int i = 0; i < v.field5.length; i++) {
                v.field5[i] = g5.next().value();
            }
            return v;
        }
    }

    static final class DoubleLists10Message implements Message {
        private final DoubleLists10Encoder enc = new DoubleLists10Encoder();
        private final DoubleLists10Decoder dec = new DoubleLists10Decoder();

        @Override
        public int encode(Object value, MutableDirectBuffer buffer, MessageHeaderEncoder header) {
            DoubleLists10 v = (DoubleLists10) value;
            enc.wrapAndApplyHeader(buffer, 0, header);
            var g1 = enc.field1Count(v.field1.length);
            for (double x : v.field1) {
                g1.next().value(x);
            }
            var g2 = enc.field2Count(v.field2.length);
            for (double x : v.field2) {
                g2.next().value(x);
            }
            var g3 = enc.field3Count(v.field3.length);
            for (double x : v.field3) {
                g3.next().value(x);
            }
            var g4 = enc.field4Count(v.field4.length);
            for (double x : v.field4) {
                g4.next().value(x);
            }
            var g5 = enc.field5Count(v.field5.length);
            for (double x : v.field5) {
                g5.next().value(x);
            }
            var g6 = enc.field6Count(v.field6.length);
            for (double x : v.field6) {
                g6.next().value(x);
            }
            var g7 = enc.field7Count(v.field7.length);
            for (double x : v.field7) {
                g7.next().value(x);
            }
            var g8 = enc.field8Count(v.field8.length);
            for (double x : v.field8) {
                g8.next().value(x);
            }
            var g9 = enc.field9Count(v.field9.length);
            for (double x : v.field9) {
                g9.next().value(x);
            }
            var g10 = enc.field10Count(v.field10.length);
            for (double x : v.field10) {
                g10.next().value(x);
            }
            return MessageHeaderEncoder.ENCODED_LENGTH + enc.encodedLength();
        }

        @Override
        public Object decode(DirectBuffer buffer, MessageHeaderDecoder header) {
            dec.wrapAndApplyHeader(buffer, 0, header);
            DoubleLists10 v = new DoubleLists10();
            var g1 = dec.field1();
            v.field1 = new double[g1.count()];
            for (int i = 0; i < v.field1.length; i++) {
                v.field1[i] = g1.next().value();
            }
            var g2 = dec.field2();
            v.field2 = new double[g2.count()];
            for (int i = 0; i < v.field2.length; i++) {
                v.field2[i] = g2.next().value();
            }
            var g3 = dec.field3();
            v.field3 = new double[g3.count()];
            for (int i = 0; i < v.field3.length; i++) {
                v.field3[i] = g3.next().value();
            }
            var g4 = dec.field4();
            v.field4 = new double[g4.count()];
            for (int i = 0; i < v.field4.length; i++) {
                v.field4[i] = g4.next().value();
            }
            var g5 = dec.field5();
            v.field5 = new double[g5.count()];
            for (int i = 0; i < v.field5.length; i++) {
                v.field5[i] = g5.next().value();
            }
            var g6 = dec.field6();
            v.field6 = new double[g6.count()];
            for (int i = 0; i < v.field6.length; i++) {
                v.field6[i] = g6.next().value();
            }
            var g7 = dec.field7();
            v.field7 = new double[g7.count()];
            for (int i = 0; i < v.field7.length; i++) {
                v.field7[i] = g7.next().value();
            }
            var g8 = dec.field8();
            v.field8 = new double[g8.count()];
            for (int i = 0; i < v.field8.length; i++) {
                v.field8[i] = g8.next().value();
            }
            var g9 = dec.field9();
            v.field9 = new double[g9.count()];
            for (int i = 0; i < v.field9.length; i++) {
                v.field9[i] = g9.next().value();
            }
            var g10 = dec.field10();
            v.field10 = new double[g10.count()];
            for (int i = 0; i < v.field10.length; i++) {
                v.field10[i] = g10.next().value();
            }
            return v;
        }
    }

    static final class ItemLists1Message implements Message {
        private final ItemLists1Encoder enc = new ItemLists1Encoder();
        private final ItemLists1Decoder dec = new ItemLists1Decoder();

        @Override
        public int encode(Object value, MutableDirectBuffer buffer, MessageHeaderEncoder header) {
            ItemLists1 v = (ItemLists1) value;
            enc.wrapAndApplyHeader(buffer, 0, header);
            var g1 = enc.field1Count(v.field1.size());
            for (Item x : v.field1) {
                g1.next().field1(x.field1);
            }
            return MessageHeaderEncoder.ENCODED_LENGTH + enc.encodedLength();
        }

        @Override
        public Object decode(DirectBuffer buffer, MessageHeaderDecoder header) {
            dec.wrapAndApplyHeader(buffer, 0, header);
            ItemLists1 v = new ItemLists1();
            var g1 = dec.field1();
            v.field1 = new ArrayList<>(g1.count());
            while (g1.hasNext()) {
                v.field1.add(item(g1.next().field1()));
            }
            return v;
        }
    }

    static final class ItemLists5Message implements Message {
        private final ItemLists5Encoder enc = new ItemLists5Encoder();
        private final ItemLists5Decoder dec = new ItemLists5Decoder();

        @Override
        public int encode(Object value, MutableDirectBuffer buffer, MessageHeaderEncoder header) {
            ItemLists5 v = (ItemLists5) value;
            enc.wrapAndApplyHeader(buffer, 0, header);
            var g1 = enc.field1Count(v.field1.size());
            for (Item x : v.field1) {
                g1.next().field1(x.field1);
            }
            var g2 = enc.field2Count(v.field2.size());
            for (Item x : v.field2) {
                g2.next().field1(x.field1);
            }
            var g3 = enc.field3Count(v.field3.size());
            for (Item x : v.field3) {
                g3.next().field1(x.field1);
            }
            var g4 = enc.field4Count(v.field4.size());
            for (Item x : v.field4) {
                g4.next().field1(x.field1);
            }
            var g5 = enc.field5Count(v.field5.size());
            for (Item x : v.field5) {
                g5.next().field1(x.field1);
            }
            return MessageHeaderEncoder.ENCODED_LENGTH + enc.encodedLength();
        }

        @Override
        public Object decode(DirectBuffer buffer, MessageHeaderDecoder header) {
            dec.wrapAndApplyHeader(buffer, 0, header);
            ItemLists5 v = new ItemLists5();
            var g1 = dec.field1();
            v.field1 = new ArrayList<>(g1.count());
            while (g1.hasNext()) {
                v.field1.add(item(g1.next().field1()));
            }
            var g2 = dec.field2();
            v.field2 = new ArrayList<>(g2.count());
            while (g2.hasNext()) {
                v.field2.add(item(g2.next().field1()));
            }
            var g3 = dec.field3();
            v.field3 = new ArrayList<>(g3.count());
            while (g3.hasNext()) {
                v.field3.add(item(g3.next().field1()));
            }
            var g4 = dec.field4();
            v.field4 = new ArrayList<>(g4.count());
            while (g4.hasNext()) {
                v.field4.add(item(g4.next().field1()));
            }
            var g5 = dec.field5();
            v.field5 = new ArrayList<>(g5.count());
            while (g5.hasNext()) {
                v.field5.add(item(g5.next().field1()));
            }
            return v;
        }
    }

    static final class ItemLists10Message implements Message {
        private final ItemLists10Encoder enc = new ItemLists10Encoder();
        private final ItemLists10Decoder dec = new ItemLists10Decoder();

        @Override
        public int encode(Object value, MutableDirectBuffer buffer, MessageHeaderEncoder header) {
            ItemLists10 v = (ItemLists10) value;
            enc.wrapAndApplyHeader(buffer, 0, header);
            var g1 = enc.field1Count(v.field1.size());
            for (Item x : v.field1) {
                g1.next().field1(x.field1);
            }
            var g2 = enc.field2Count(v.field2.size());
            for (Item x : v.field2) {
                g2.next().field1(x.field1);
            }
            var g3 = enc.field3Count(v.field3.size());
            for (Item x : v.field3) {
                g3.next().field1(x.field1);
            }
            var g4 = enc.field4Count(v.field4.size());
            for (Item x : v.field4) {
                g4.next().field1(x.field1);
            }
            var g5 = enc.field5Count(v.field5.size());
            for (Item x : v.field5) {
                g5.next().field1(x.field1);
            }
            var g6 = enc.field6Count(v.field6.size());
            for (Item x : v.field6) {
                g6.next().field1(x.field1);
            }
            var g7 = enc.field7Count(v.field7.size());
            for (Item x : v.field7) {
                g7.next().field1(x.field1);
            }
            var g8 = enc.field8Count(v.field8.size());
            for (Item x : v.field8) {
                g8.next().field1(x.field1);
            }
            var g9 = enc.field9Count(v.field9.size());
            for (Item x : v.field9) {
                g9.next().field1(x.field1);
            }
            var g10 = enc.field10Count(v.field10.size());
            for (Item x : v.field10) {
                g10.next().field1(x.field1);
            }
            return MessageHeaderEncoder.ENCODED_LENGTH + enc.encodedLength();
        }

        @Override
        public Object decode(DirectBuffer buffer, MessageHeaderDecoder header) {
            dec.wrapAndApplyHeader(buffer, 0, header);
            ItemLists10 v = new ItemLists10();
            var g1 = dec.field1();
            v.field1 = new ArrayList<>(g1.count());
            while (g1.hasNext()) {
                v.field1.add(item(g1.next().field1()));
            }
            var g2 = dec.field2();
            v.field2 = new ArrayList<>(g2.count());
            while (g2.hasNext()) {
                v.field2.add(item(g2.next().field1()));
            }
            var g3 = dec.field3();
            v.field3 = new ArrayList<>(g3.count());
            while (g3.hasNext()) {
                v.field3.add(item(g3.next().field1()));
            }
            var g4 = dec.field4();
            v.field4 = new ArrayList<>(g4.count());
            while (g4.hasNext()) {
                v.field4.add(item(g4.next().field1()));
            }
            var g5 = dec.field5();
            v.field5 = new ArrayList<>(g5.count());
            while (g5.hasNext()) {
                v.field5.add(item(g5.next().field1()));
            }
            var g6 = dec.field6();
            v.field6 = new ArrayList<>(g6.count());
            while (g6.hasNext()) {
                v.field6.add(item(g6.next().field1()));
            }
            var g7 = dec.field7();
            v.field7 = new ArrayList<>(g7.count());
            while (g7.hasNext()) {
                v.field7.add(item(g7.next().field1()));
            }
            var g8 = dec.field8();
            v.field8 = new ArrayList<>(g8.count());
            while (g8.hasNext()) {
                v.field8.add(item(g8.next().field1()));
            }
            var g9 = dec.field9();
            v.field9 = new ArrayList<>(g9.count());
            while (g9.hasNext()) {
                v.field9.add(item(g9.next().field1()));
            }
            var g10 = dec.field10();
            v.field10 = new ArrayList<>(g10.count());
            while (g10.hasNext()) {
                v.field10.add(item(g10.next().field1()));
            }
            return v;
        }
    }

    private static Item item(String field1) {
        Item item = new Item();
        item.field1 = field1;
        return item;
    }

    // ---- skip: each nested object a one-entry group, then keep ----

    /*
     * SBE is not self-describing: a decoder walks the message with the schema it was generated
     * from, and schema evolution only appends (block fields at the end of a block, groups and
     * var data after the existing ones). A reader whose schema lacks the nested objects written
     * before keep cannot find keep, so the skip reader decodes with the writer's schema and
     * passes over what it does not want: for each group it reads the dimension header, then
     * sbeSkip() per entry steps over the entry's block and, in the nested names group, each var
     * data field by its length. No string is read or allocated; only keep becomes an object.
     */

    static final class Skip1Message implements Message {
        private final Skip1Encoder enc = new Skip1Encoder();
        private final Skip1Decoder dec = new Skip1Decoder();

        @Override
        public int encode(Object value, MutableDirectBuffer buffer, MessageHeaderEncoder header) {
            Skip1 v = (Skip1) value;
            enc.wrapAndApplyHeader(buffer, 0, header);
            var g1 = enc.field1Count(1).next().value(v.field1.value).namesCount(v.field1.names.size());
            for (String x : v.field1.names) {
                g1.next().name(x);
            }
            enc.keep(v.keep);
            return MessageHeaderEncoder.ENCODED_LENGTH + enc.encodedLength();
        }

        @Override
        public Object decode(DirectBuffer buffer, MessageHeaderDecoder header) {
            dec.wrapAndApplyHeader(buffer, 0, header);
            SkipReader v = new SkipReader();
            for (var g = dec.field1(); g.hasNext(); ) {
                g.next().sbeSkip();
            }
            v.keep = dec.keep();
            return v;
        }
    }

    static final class Skip5Message implements Message {
        private final Skip5Encoder enc = new Skip5Encoder();
        private final Skip5Decoder dec = new Skip5Decoder();

        @Override
        public int encode(Object value, MutableDirectBuffer buffer, MessageHeaderEncoder header) {
            Skip5 v = (Skip5) value;
            enc.wrapAndApplyHeader(buffer, 0, header);
            var g1 = enc.field1Count(1).next().value(v.field1.value).namesCount(v.field1.names.size());
            for (String x : v.field1.names) {
                g1.next().name(x);
            }
            var g2 = enc.field2Count(1).next().value(v.field2.value).namesCount(v.field2.names.size());
            for (String x : v.field2.names) {
                g2.next().name(x);
            }
            var g3 = enc.field3Count(1).next().value(v.field3.value).namesCount(v.field3.names.size());
            for (String x : v.field3.names) {
                g3.next().name(x);
            }
            var g4 = enc.field4Count(1).next().value(v.field4.value).namesCount(v.field4.names.size());
            for (String x : v.field4.names) {
                g4.next().name(x);
            }
            var g5 = enc.field5Count(1).next().value(v.field5.value).namesCount(v.field5.names.size());
            for (String x : v.field5.names) {
                g5.next().name(x);
            }
            enc.keep(v.keep);
            return MessageHeaderEncoder.ENCODED_LENGTH + enc.encodedLength();
        }

        @Override
        public Object decode(DirectBuffer buffer, MessageHeaderDecoder header) {
            dec.wrapAndApplyHeader(buffer, 0, header);
            SkipReader v = new SkipReader();
            for (var g = dec.field1(); g.hasNext(); ) {
                g.next().sbeSkip();
            }
            for (var g = dec.field2(); g.hasNext(); ) {
                g.next().sbeSkip();
            }
            for (var g = dec.field3(); g.hasNext(); ) {
                g.next().sbeSkip();
            }
            for (var g = dec.field4(); g.hasNext(); ) {
                g.next().sbeSkip();
            }
            for (var g = dec.field5(); g.hasNext(); ) {
                g.next().sbeSkip();
            }
            v.keep = dec.keep();
            return v;
        }
    }

    static final class Skip10Message implements Message {
        private final Skip10Encoder enc = new Skip10Encoder();
        private final Skip10Decoder dec = new Skip10Decoder();

        @Override
        public int encode(Object value, MutableDirectBuffer buffer, MessageHeaderEncoder header) {
            Skip10 v = (Skip10) value;
            enc.wrapAndApplyHeader(buffer, 0, header);
            var g1 = enc.field1Count(1).next().value(v.field1.value).namesCount(v.field1.names.size());
            for (String x : v.field1.names) {
                g1.next().name(x);
            }
            var g2 = enc.field2Count(1).next().value(v.field2.value).namesCount(v.field2.names.size());
            for (String x : v.field2.names) {
                g2.next().name(x);
            }
            var g3 = enc.field3Count(1).next().value(v.field3.value).namesCount(v.field3.names.size());
            for (String x : v.field3.names) {
                g3.next().name(x);
            }
            var g4 = enc.field4Count(1).next().value(v.field4.value).namesCount(v.field4.names.size());
            for (String x : v.field4.names) {
                g4.next().name(x);
            }
            var g5 = enc.field5Count(1).next().value(v.field5.value).namesCount(v.field5.names.size());
            for (String x : v.field5.names) {
                g5.next().name(x);
            }
            var g6 = enc.field6Count(1).next().value(v.field6.value).namesCount(v.field6.names.size());
            for (String x : v.field6.names) {
                g6.next().name(x);
            }
            var g7 = enc.field7Count(1).next().value(v.field7.value).namesCount(v.field7.names.size());
            for (String x : v.field7.names) {
                g7.next().name(x);
            }
            var g8 = enc.field8Count(1).next().value(v.field8.value).namesCount(v.field8.names.size());
            for (String x : v.field8.names) {
                g8.next().name(x);
            }
            var g9 = enc.field9Count(1).next().value(v.field9.value).namesCount(v.field9.names.size());
            for (String x : v.field9.names) {
                g9.next().name(x);
            }
            var g10 = enc.field10Count(1).next().value(v.field10.value).namesCount(v.field10.names.size());
            for (String x : v.field10.names) {
                g10.next().name(x);
            }
            enc.keep(v.keep);
            return MessageHeaderEncoder.ENCODED_LENGTH + enc.encodedLength();
        }

        @Override
        public Object decode(DirectBuffer buffer, MessageHeaderDecoder header) {
            dec.wrapAndApplyHeader(buffer, 0, header);
            SkipReader v = new SkipReader();
            for (var g = dec.field1(); g.hasNext(); ) {
                g.next().sbeSkip();
            }
            for (var g = dec.field2(); g.hasNext(); ) {
                g.next().sbeSkip();
            }
            for (var g = dec.field3(); g.hasNext(); ) {
                g.next().sbeSkip();
            }
            for (var g = dec.field4(); g.hasNext(); ) {
                g.next().sbeSkip();
            }
            for (var g = dec.field5(); g.hasNext(); ) {
                g.next().sbeSkip();
            }
            for (var g = dec.field6(); g.hasNext(); ) {
                g.next().sbeSkip();
            }
            for (var g = dec.field7(); g.hasNext(); ) {
                g.next().sbeSkip();
            }
            for (var g = dec.field8(); g.hasNext(); ) {
                g.next().sbeSkip();
            }
            for (var g = dec.field9(); g.hasNext(); ) {
                g.next().sbeSkip();
            }
            for (var g = dec.field10(); g.hasNext(); ) {
                g.next().sbeSkip();
            }
            v.keep = dec.keep();
            return v;
        }
    }

    // ---- media: Media's fields in the root block and var data, persons and images groups ----

    /*
     * Block fields first, then the groups, then the var data, each in schema order, as SBE
     * requires of both sides. An optional string's presence is a bit of the presence set; an
     * absent one is written as zero-length data and passed over with skipX(), never read. An
     * absent bitrate is the optional type's null value. The enums are the schema's.
     */

    static final class MediaContentMessage implements Message {
        private final MediaContentEncoder enc = new MediaContentEncoder();
        private final MediaContentDecoder dec = new MediaContentDecoder();

        @Override
        public int encode(Object value, MutableDirectBuffer buffer, MessageHeaderEncoder header) {
            MediaContent v = (MediaContent) value;
            Media m = v.media;
            enc.wrapAndApplyHeader(buffer, 0, header);
            enc.duration(m.duration)
                    .size(m.size)
                    .width(m.width)
                    .height(m.height)
                    .bitrate(m.bitrate == null ? MediaContentEncoder.bitrateNullValue() : m.bitrate)
                    .player(m.player == Player.JAVA ? io.serbench.codec.sbe.gen.Player.JAVA : io.serbench.codec.sbe.gen.Player.FLASH);
            enc.presence().clear().title(m.title != null).copyright(m.copyright != null);
            var persons = enc.personsCount(m.persons.size());
            for (String x : m.persons) {
                persons.next().person(x);
            }
            var images = enc.imagesCount(v.images.size());
            for (Image x : v.images) {
                images.next()
                        .width(x.width)
                        .height(x.height)
                        .size(x.size == ImageSize.SMALL ? io.serbench.codec.sbe.gen.ImageSize.SMALL : io.serbench.codec.sbe.gen.ImageSize.LARGE)
                        .presence().clear().title(x.title != null);
                images.uri(x.uri).title(x.title); // null: zero-length data
            }
            enc.uri(m.uri).title(m.title).format(m.format).copyright(m.copyright);
            return MessageHeaderEncoder.ENCODED_LENGTH + enc.encodedLength();
        }

        @Override
        public Object decode(DirectBuffer buffer, MessageHeaderDecoder header) {
            dec.wrapAndApplyHeader(buffer, 0, header);
            MediaContent v = new MediaContent();
            Media m = new Media();
            m.duration = dec.duration();
            m.size = dec.size();
            m.width = dec.width();
            m.height = dec.height();
            int bitrate = dec.bitrate();
            m.bitrate = bitrate == MediaContentDecoder.bitrateNullValue() ? null : bitrate;
            m.player = player(dec.player());
            var presence = dec.presence();
            boolean title = presence.title();
            boolean copyright = presence.copyright();
            var persons = dec.persons();
            m.persons = new ArrayList<>(persons.count());
            while (persons.hasNext()) {
                m.persons.add(persons.next().person());
            }
            var images = dec.images();
            v.images = new ArrayList<>(images.count());
            while (images.hasNext()) {
                images.next();
                Image x = new Image();
                x.width = images.width();
                x.height = images.height();
                x.size = imageSize(images.size());
                boolean imageTitle = images.presence().title();
                x.uri = images.uri();
                if (imageTitle) {
                    x.title = images.title();
                } else {
                    images.skipTitle();
                }
                v.images.add(x);
            }
            m.uri = dec.uri();
            if (title) {
                m.title = dec.title();
            } else {
                dec.skipTitle();
            }
            m.format = dec.format();
            if (copyright) {
                m.copyright = dec.copyright();
            } else {
                dec.skipCopyright();
            }
            v.media = m;
            return v;
        }
    }

    /** The generated enum's NULL_VAL (255) has no canonical value; other unknown bytes throw in the generated get(). */
    private static Player player(io.serbench.codec.sbe.gen.Player p) {
        switch (p) {
            case JAVA:
                return Player.JAVA;
            case FLASH:
                return Player.FLASH;
            default:
                throw new IllegalStateException("player: null value");
        }
    }

    private static ImageSize imageSize(io.serbench.codec.sbe.gen.ImageSize s) {
        switch (s) {
            case SMALL:
                return ImageSize.SMALL;
            case LARGE:
                return ImageSize.LARGE;
            default:
                throw new IllegalStateException("image size: null value");
        }
    }
}
