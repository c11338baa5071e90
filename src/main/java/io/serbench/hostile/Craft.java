package io.serbench.hostile;

import io.serbench.model.Shape;

/** What a wire format makes of one {@link HostileInput}: bytes for one scenario's decoder, or a reason there are none. */
public sealed interface Craft {

    /**
     * Crafted bytes.
     *
     * @param shape the scenario whose decoder reads them (at fields=1)
     * @param bytes the input
     * @param how   one line: what the bytes are, in the format's own terms
     * @param judge the short word for an input the decoder accepts (which duplicate won, ...)
     * @param control what the decoder must return (as {@link HostileProbe#render} prints it) for the
     *              same input built from {@link Payloads#CONTROL}; null when there is no control
     *              (the empty input)
     */
    record Input(Shape shape, byte[] bytes, String how, Judge judge, String control) implements Craft {
    }

    /** The format cannot express this input (e.g. JSON has no length prefix); the reason is published. */
    record NotApplicable(String reason) implements Craft {
    }
}
