package io.serbench.hostile;

import io.serbench.codec.Library;

/**
 * The hostile inputs of one wire format, crafted by hand. A library is covered by the hostile
 * suite through the wire format its declaration names ({@link HostileRows#wireFormat}).
 */
public interface WireFormat {

    /** Name in the tables, e.g. "JSON", "protobuf". */
    String name();

    /**
     * The input for one library of this format; {@code library} tells which scenarios it runs,
     * for formats whose libraries differ in that. {@code dose} is {@link Payloads#HOSTILE} for
     * the table and {@link Payloads#CONTROL} for the check that the bytes are laid out right.
     */
    Craft craft(HostileInput input, Library library, Payloads dose);
}
