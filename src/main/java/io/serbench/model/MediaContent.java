package io.serbench.model;

import java.util.List;

/**
 * Canonical model of the media scenario: jvm-serializers' MediaContent, a realistic object
 * beside the extreme shapes (see docs/METHODOLOGY.md, "Scenarios").
 */
public final class MediaContent {
    public Media media;
    /** One to four images, never null. */
    public List<Image> images;
}
