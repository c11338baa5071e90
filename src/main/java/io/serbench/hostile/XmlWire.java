package io.serbench.hostile;

import io.serbench.codec.Library;
import io.serbench.model.Shape;

/**
 * XML as jackson-dataformat-xml writes and reads it (Woodstox underneath): the root element is
 * named after the class, each property is a child element holding its value as text, no XML
 * declaration (so the bytes are read as UTF-8). As for JSON, every input but the invalid UTF-8
 * one targets the double scenario's reader ({@code Doubles1}); that one targets the object
 * scenario's ({@code Strings1}).
 *
 * <ul>
 * <li>length: not applicable: XML has no length or count prefix (see the reason for entity
 * expansion, XML's way to make a few bytes stand for many).</li>
 * <li>depth: {@code <Doubles1><deep><a><a>…</a></a></deep><field1>1.5</field1></Doubles1>},
 * 100,000 nested {@code <a>} in an unknown property the reader must skip.</li>
 * <li>number: {@code <Doubles1><field1>123456789012…</field1></Doubles1>}, 1,000,000 digits.</li>
 * <li>duplicate: {@code <Doubles1><field1>1.5</field1><field1>2.5</field1></Doubles1>}.</li>
 * <li>invalid UTF-8: {@code <Strings1><field1>} {@link Payloads#utf8} {@code </field1></Strings1>}.</li>
 * <li>trailing garbage: {@code <Doubles1><field1>1.5</field1></Doubles1>garbage}.</li>
 * <li>empty: zero bytes.</li>
 * </ul>
 */
final class XmlWire implements WireFormat {
    static final XmlWire INSTANCE = new XmlWire();

    private static final String READ = "Doubles1{field1=1.5}";

    private XmlWire() {
    }

    @Override
    public String name() {
        return "XML";
    }

    /** {@code <Doubles1>} + {@code inner} + {@code </Doubles1>}. */
    private static Bytes doubles1(Bytes inner) {
        return Bytes.of().ascii("<Doubles1>").raw(inner.bytes()).ascii("</Doubles1>");
    }

    private static Bytes field1(Object value) {
        return Bytes.of().ascii("<field1>" + value + "</field1>");
    }

    @Override
    public Craft craft(HostileInput input, Library library, Payloads p) {
        switch (input) {
            case LENGTH:
                return new Craft.NotApplicable("XML has no length or count prefix: elements and text end at a delimiter. "
                        + "(Entity expansion, where a few bytes of DTD stand for many, needs a DTD, and XmlMapper turns "
                        + "DTD support off by default, XMLInputFactory.SUPPORT_DTD false: a reference to a DTD's entity "
                        + "is rejected as undeclared, whatever it would expand to.)");
            case DEPTH: {
                Bytes deep = Bytes.of().ascii("<deep>");
                for (int i = 0; i < p.depth; i++) {
                    deep.ascii("<a>");
                }
                for (int i = 0; i < p.depth; i++) {
                    deep.ascii("</a>");
                }
                deep.ascii("</deep>").raw(field1(1.5).bytes());
                return new Craft.Input(Shape.DOUBLE, doubles1(deep).bytes(),
                        "<Doubles1><deep><a><a>…</a></a></deep><field1>1.5</field1></Doubles1>: 100,000 nested "
                                + "elements in a property the reader skips", Judge.skipped(), READ);
            }
            case NUMBER:
                return new Craft.Input(Shape.DOUBLE, doubles1(field1(p.jsonNumber())).bytes(),
                        "<Doubles1><field1>1234567890…</field1></Doubles1>: a double of 1,000,000 digits",
                        Judge.number("field1"), "Doubles1{field1=1.23456789E9}");
            case DUPLICATE: {
                Bytes b = doubles1(Bytes.of().raw(field1(p.firstDouble).bytes()).raw(field1(Payloads.SECOND_DOUBLE).bytes()));
                return new Craft.Input(Shape.DOUBLE, b.bytes(),
                        "<Doubles1><field1>1.5</field1><field1>2.5</field1></Doubles1>",
                        Judge.duplicate("field1", p.firstDouble, Payloads.SECOND_DOUBLE), "Doubles1{field1=2.5}");
            }
            case UTF8: {
                Bytes b = Bytes.of().ascii("<Strings1><field1>").raw(p.utf8).ascii("</field1></Strings1>");
                return Craft.invalidUtf8(b.bytes(), "<Strings1><field1>" + Payloads.UTF8_HOW + "</field1></Strings1>");
            }
            case TRAILING:
                return new Craft.Input(Shape.DOUBLE, doubles1(field1(1.5)).ascii(p.garbage).bytes(),
                        "<Doubles1><field1>1.5</field1></Doubles1>garbage", Judge.trailing(), READ);
            case EMPTY:
                return Craft.empty(Shape.DOUBLE);
            default:
                throw new IllegalArgumentException(input.name());
        }
    }
}
