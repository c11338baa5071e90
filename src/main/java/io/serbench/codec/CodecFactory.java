package io.serbench.codec;

import io.serbench.model.Case;

/** Builds a library's codec for one case (usually a constructor reference). */
@FunctionalInterface
public interface CodecFactory {
    Codec create(Case c) throws Exception;
}
